import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { raterFlowCopy } from '../../../../content/feedback-copy';
import type { RaterView } from '../../../../contract/feedback';
import type { AnswerValue } from '../../../../domain/answers';
import { ANSWER_AUTO_ADVANCE_MS, QUESTION_FADE_MS } from '../../../../domain/constants';
import { progressPercentage } from '../../../../domain/progress';
import { ApiError } from '../../../lib/api-client';
import { isLinkClosedError, isStartedElsewhereError } from '../api/link-closed';
import { useSaveRaterAnswer } from '../api/save-rater-answer';
import { answerCounts, firstUnansweredIndex, isAnswered } from '../lib/rater-progress';

/** intro → statements → comment → thanks (→ deleted); a link opened again after sending starts elsewhere. */
export type RaterStage = 'intro' | 'statements' | 'comment' | 'thanks' | 'deleted';

/**
 * A statement's answer cycle, as the assessment's: idle → (answer) locked → 1300 ms, and the answer
 * saved → fading-out → 400 ms → (next) fading-in → 400 ms → idle.
 */
export type RaterPhase = 'idle' | 'locked' | 'fading-out' | 'fading-in';

function saveErrorMessage(error: unknown): string {
  if (isStartedElsewhereError(error)) return raterFlowCopy.startedElsewhere.refused;
  return error instanceof ApiError && error.isRateLimited
    ? raterFlowCopy.errors.rateLimited
    : raterFlowCopy.errors.saveFailed;
}

/** The rater's way through an open link: one statement at a time, each answer saved as it is given. */
export function useRaterFlow(token: string, view: RaterView) {
  const save = useSaveRaterAnswer(token);
  const { statements, answers } = view;
  const [stage, setStage] = useState<RaterStage>('intro');
  const [index, setIndex] = useState(0);
  const [phase, setPhase] = useState<RaterPhase>('idle');
  const [saveError, setSaveError] = useState<string | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const schedule = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const statement = stage === 'statements' ? statements[index] : undefined;
  /** undefined: not answered yet; null: "I can't judge this" */
  const value =
    statement && isAnswered(answers, statement.questionId) ? answers[statement.questionId] : undefined;

  /** To the statement after `from` (the comment after the last), fading out and in. */
  const advanceFrom = useCallback(
    (from: number) => {
      setPhase('fading-out');
      schedule(QUESTION_FADE_MS, () => {
        if (from + 1 >= statements.length) setStage('comment');
        else setIndex(from + 1);
        setPhase('fading-in');
        schedule(QUESTION_FADE_MS, () => setPhase('idle'));
      });
    },
    [statements.length, schedule],
  );

  const start = useCallback(() => {
    const first = firstUnansweredIndex(statements, answers);
    setSaveError(null);
    setPhase('idle');
    if (first >= statements.length) {
      setStage('comment');
      return;
    }
    setIndex(first);
    setStage('statements');
  }, [statements, answers]);

  const answer = useCallback(
    (given: AnswerValue | null) => {
      if (stage !== 'statements' || phase !== 'idle' || !statement) return;
      setSaveError(null);
      setPhase('locked');
      const from = index;
      // settled now, read after the lock: the rater moves on only once the answer is saved
      const outcome = save.mutateAsync({ questionId: statement.questionId, value: given }).then(
        () => null,
        (error: unknown) => error,
      );
      schedule(ANSWER_AUTO_ADVANCE_MS, () => {
        void outcome.then((error) => {
          if (error === null) advanceFrom(from);
          else {
            setPhase('idle');
            // a closed link gets its own page (the view is read again); anything else is said here
            if (!isLinkClosedError(error)) setSaveError(saveErrorMessage(error));
          }
        });
      });
    },
    [stage, phase, statement, index, save, schedule, advanceFrom],
  );

  const goBack = useCallback(() => {
    if (phase !== 'idle') return;
    setSaveError(null);
    if (stage === 'comment') {
      if (statements.length === 0) setStage('intro');
      else {
        setIndex(statements.length - 1);
        setStage('statements');
      }
    } else if (stage === 'statements') {
      if (index === 0) setStage('intro');
      else setIndex(index - 1);
    }
  }, [phase, stage, index, statements.length]);

  const mayProceed = stage === 'statements' && phase === 'idle' && value !== undefined;
  const proceed = useCallback(() => {
    if (!mayProceed) return;
    setSaveError(null);
    setPhase('locked');
    advanceFrom(index);
  }, [mayProceed, index, advanceFrom]);

  const counts = useMemo(() => answerCounts(statements, answers), [statements, answers]);

  return {
    stage,
    statements,
    index,
    statement,
    value,
    phase,
    saveError,
    counts,
    progress: progressPercentage(counts.answered, index, statements.length),
    mayGoBack: phase === 'idle' && (stage === 'statements' || stage === 'comment'),
    mayProceed,
    start,
    answer,
    goBack,
    proceed,
    submitted: () => setStage('thanks'),
    deleted: () => setStage('deleted'),
  };
}

export type RaterFlow = ReturnType<typeof useRaterFlow>;
