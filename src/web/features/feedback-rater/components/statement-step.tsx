import { ChevronLeft, ChevronRight, CircleAlert } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { raterFlowCopy } from '../../../../content/feedback-copy';
import type { RatingValue } from '../../../../domain/constants';
import { BesideScaleAnswer } from '../../../components/ui/beside-scale-answer';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { QuestionHeading } from '../../../components/ui/question-heading';
import { RatingScale } from '../../../components/ui/rating-scale';
import { useAnswerKeys } from '../../../components/ui/use-answer-keys';
import type { RaterFlow } from '../hooks/use-rater-flow';
import { RaterPage } from './rater-page';

/** One statement in observer wording: the 1–5 scale, "I can't judge this", back and continue. */
export function StatementStep({ flow }: { flow: RaterFlow }) {
  const headingId = useId();
  const promptId = useId();
  const { statement, index, statements, phase, value } = flow;
  useAnswerKeys({
    answer: (rating) => flow.answer(rating),
    answerNone: () => flow.answer(null),
    goBack: flow.goBack,
    proceed: flow.proceed,
  });
  if (!statement) return null;
  const busy = phase !== 'idle';
  const cantJudge = value === null;

  return (
    <RaterPage className="pt-6">
      <div>
        <div className="mb-2 flex items-baseline justify-between gap-4 text-muted text-sm">
          <span>{raterFlowCopy.progress.statementOf(index + 1, statements.length)}</span>
        </div>
        <ProgressBar value={flow.progress} label={raterFlowCopy.progress.label} />
      </div>

      <div className="flex flex-1 flex-col justify-center py-8 sm:py-12">
        <div
          key={statement.questionId}
          data-phase={phase}
          className="w-full transition-opacity duration-400 ease-out data-[phase=fading-out]:opacity-0 motion-safe:animate-[ui-fade-in_400ms_ease-out]"
        >
          <p className="text-center font-semibold text-inner-600 text-xs uppercase tracking-widest">
            {statement.chapterTitle}
          </p>
          <QuestionHeading
            id={headingId}
            text={statement.text}
            focusKey={statement.questionId}
            className="mt-3"
          />
          <p id={promptId} className="mt-6 text-center text-muted">
            {raterFlowCopy.scale.prompt}
          </p>
          <RatingScale
            className="mt-4"
            value={value ?? null}
            onChange={(rating: RatingValue) => flow.answer(rating)}
            disabled={busy}
            leftLabel={statement.leftLabel}
            rightLabel={statement.rightLabel}
            labelledBy={`${headingId} ${promptId}`}
          />
          <BesideScaleAnswer
            label={raterFlowCopy.scale.cantJudge}
            help={raterFlowCopy.scale.cantJudgeHelp}
            pressed={cantJudge}
            busy={busy}
            onChoose={() => flow.answer(null)}
          />
        </div>
      </div>

      <div role="alert" className="mb-4 min-h-0 text-center">
        {flow.saveError && (
          <p className="inline-flex items-start gap-2 text-score-low text-sm">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {flow.saveError}
          </p>
        )}
      </div>

      <nav aria-label={raterFlowCopy.navigation.label} className="flex items-center justify-between gap-4">
        <Button variant="ghost" onClick={flow.goBack} disabled={!flow.mayGoBack}>
          <ChevronLeft aria-hidden="true" className="size-5" />
          {raterFlowCopy.navigation.previous}
        </Button>
        <Button onClick={flow.proceed} disabled={!flow.mayProceed}>
          {raterFlowCopy.navigation.continue}
          <ChevronRight aria-hidden="true" className="size-5" />
        </Button>
      </nav>
      <p className="mt-6 hidden text-center text-muted text-sm sm:block">
        {raterFlowCopy.progress.keyboardHint}
      </p>
      <Announcer index={index} total={statements.length} />
    </RaterPage>
  );
}

/** Tells screen readers where they are when the statement changes. */
function Announcer({ index, total }: { index: number; total: number }) {
  const [message, setMessage] = useState('');
  useEffect(() => setMessage(`${raterFlowCopy.progress.statementOf(index + 1, total)}.`), [index, total]);
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only">
      {message}
    </div>
  );
}
