import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Questionnaire } from '../../../../contract/assessment';
import { type FounderAnswer, NOT_APPLICABLE } from '../../../../domain/answers';
import { orderQuestions, sortChapters } from '../../../../domain/chapters';
import { ANSWER_AUTO_ADVANCE_MS, OVERLAY_FADE_MS, QUESTION_FADE_MS } from '../../../../domain/constants';
import {
  canGoBack,
  canProceed,
  chapterProgress,
  firstQuestionIndexOfChapter,
  progressPercentage,
  restoreQuestionIndex,
  transitionAfterQuestion,
} from '../../../../domain/progress';
import { queryClient } from '../../../lib/query-client';
import { flowStorage } from '../../../lib/storage';
import { CHAPTER_JUMP_EVENT, type ChapterJumpDetail } from '../../flow/events';
import { setPageTheme } from '../../flow/hooks/use-page-theme';
import { themeForArea } from '../../flow/theme-map';
import { sessionResultQueryKey } from '../api/sessions';
import { getAnswerSync } from '../sync/instance';
import { useAnswerSync } from './use-answer-sync';

/**
 * Where the question is in its answer cycle (spec 4 "Answering"):
 * idle → (answer) locked → 1300 ms → fading-out → 400 ms → (advance) fading-in → 400 ms → idle;
 * at a chapter change or after the last question: locked → 1300 ms → leaving (600 ms overlay) → outro.
 */
export type FlowPhase = 'idle' | 'locked' | 'fading-out' | 'fading-in' | 'leaving';

export function useAssessmentFlow(questionnaire: Questionnaire) {
  const navigate = useNavigate();
  const sync = getAnswerSync();
  const { answers } = useAnswerSync();
  const chapters = useMemo(() => sortChapters(questionnaire.chapters), [questionnaire]);
  const questions = useMemo(
    () => orderQuestions(questionnaire.chapters, questionnaire.questions),
    [questionnaire],
  );
  const [index, setIndex] = useState<number | null>(null);
  const [phase, setPhase] = useState<FlowPhase>('idle');
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const schedule = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);
  const cancelTimers = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current.clear();
  }, []);
  useEffect(() => cancelTimers, [cancelTimers]);

  // Restore the position once the questionnaire is here (spec 4 "Restoring position").
  useEffect(() => {
    // Answers to questions that no longer exist are dropped only when no assessment is in progress:
    // one in progress is shown on its own version, whose questions never change.
    if (!sync.getSnapshot().inProgress)
      sync.retainOnly(questionnaire.questions.map((question) => question.id));
    const restored = restoreQuestionIndex({
      orderedQuestions: questions,
      storedIndex: flowStorage.questionIndex.get(),
      startChapterId: flowStorage.startChapterId.get(),
    });
    if (restored.clearStartChapter) flowStorage.startChapterId.clear();
    setIndex(restored.index);
  }, [questionnaire, questions, sync]);

  // The chapter-jump event (developer tools) moves to a chapter's first question.
  useEffect(() => {
    const onJump = (event: Event) => {
      const chapterId = (event as CustomEvent<ChapterJumpDetail | undefined>).detail?.chapterId;
      if (!chapterId) return;
      const first = firstQuestionIndexOfChapter(questions, chapterId);
      flowStorage.startChapterId.clear();
      if (first < 0) return;
      cancelTimers();
      setPhase('idle');
      setIndex(first);
    };
    window.addEventListener(CHAPTER_JUMP_EVENT, onJump);
    return () => window.removeEventListener(CHAPTER_JUMP_EVENT, onJump);
  }, [questions, cancelTimers]);

  const question = index === null ? undefined : questions[index];
  const chapter = question ? chapters.find((candidate) => candidate.id === question.chapterId) : undefined;

  // Keep the index for a reload, and the theme on the current chapter's area.
  useEffect(() => {
    if (index !== null && phase !== 'leaving') flowStorage.questionIndex.set(index);
  }, [index, phase]);
  useEffect(() => {
    if (!chapter || phase === 'leaving') return;
    setPageTheme(themeForArea(chapter.area));
    flowStorage.currentChapterArea.set(chapter.area);
  }, [chapter, phase]);

  /** What follows the question at `from`: the next question with fades, or the outro. */
  const advanceFrom = useCallback(
    (from: number) => {
      const transition = transitionAfterQuestion(questions, from);
      if (!transition) {
        setPhase('idle');
        return;
      }
      if (!transition.showsOutro && transition.nextIndex !== null) {
        const next = transition.nextIndex;
        setPhase('fading-out');
        schedule(QUESTION_FADE_MS, () => {
          setIndex(next);
          setPhase('fading-in');
          schedule(QUESTION_FADE_MS, () => setPhase('idle'));
        });
        return;
      }
      if (transition.changesChapter && transition.nextChapterId && transition.nextIndex !== null) {
        const nextChapter = chapters.find((candidate) => candidate.id === transition.nextChapterId);
        flowStorage.nextChapterIdAfterOutro.set(transition.nextChapterId);
        flowStorage.goToResultsAfterOutro.clear();
        // Coming back to /assessment after the next intro resumes at the next chapter's first question.
        flowStorage.questionIndex.set(transition.nextIndex);
        if (nextChapter) {
          flowStorage.currentChapterArea.set(nextChapter.area);
          setPageTheme(themeForArea(nextChapter.area));
        }
      } else {
        flowStorage.goToResultsAfterOutro.set();
        flowStorage.nextChapterIdAfterOutro.clear();
        // Sends every answer and completes the session; /loading-results waits for it if needed.
        void getAnswerSync()
          .complete()
          .then((result) => queryClient.setQueryData(sessionResultQueryKey(result.sessionId), result))
          .catch(() => undefined);
      }
      setPhase('leaving');
      schedule(OVERLAY_FADE_MS, () =>
        navigate(`/chapter/${encodeURIComponent(transition.currentChapterId)}/outro`),
      );
    },
    [questions, chapters, navigate, schedule],
  );

  const answer = useCallback(
    (value: FounderAnswer) => {
      if (index === null || phase !== 'idle' || !question) return;
      void sync.answer(question.id, value, questionnaire.version);
      setPhase('locked');
      const from = index;
      schedule(ANSWER_AUTO_ADVANCE_MS, () => advanceFrom(from));
    },
    [index, phase, question, sync, schedule, advanceFrom, questionnaire.version],
  );

  const inTransition = phase !== 'idle';
  const mayGoBack = index !== null && canGoBack(index, inTransition);
  const mayProceed = !inTransition && canProceed(question?.id, answers);

  const goBack = useCallback(() => {
    if (index === null || !canGoBack(index, phase !== 'idle')) return;
    setIndex(index - 1);
  }, [index, phase]);

  const proceed = useCallback(() => {
    if (index === null || phase !== 'idle' || !canProceed(question?.id, answers)) return;
    setPhase('locked');
    advanceFrom(index);
  }, [index, phase, question, answers, advanceFrom]);

  const answeredCount = useMemo(
    () => questions.filter((candidate) => answers[candidate.id] !== undefined).length,
    [questions, answers],
  );
  const progress = progressPercentage(answeredCount, index ?? 0, questions.length);
  const chapterStates = useMemo(
    () => chapterProgress(chapters, questions, answers, chapter?.id),
    [chapters, questions, answers, chapter?.id],
  );
  const chapterQuestions = useMemo(
    () => (chapter ? questions.filter((candidate) => candidate.chapterId === chapter.id) : []),
    [questions, chapter],
  );

  return {
    chapters,
    questions,
    index,
    question,
    chapter,
    chapterQuestions,
    chapterStates,
    answers,
    answeredCount,
    value: question ? (answers[question.id] ?? null) : null,
    phase,
    progress,
    mayGoBack,
    mayProceed,
    answer,
    /** 'Doesn't apply to me yet' (key 0), where the question allows it */
    answerNone: question?.notApplicableAllowed ? () => answer(NOT_APPLICABLE) : undefined,
    goBack,
    proceed,
  };
}

export type AssessmentFlow = ReturnType<typeof useAssessmentFlow>;
