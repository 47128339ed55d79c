import { Check, ChevronLeft, ChevronRight, CloudOff } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { PrefetchPageLinks } from 'react-router';
import { assessmentCopy } from '../../../../content/flow-copy';
import type { Questionnaire } from '../../../../contract/assessment';
import { isNotApplicable, NOT_APPLICABLE, ratingOf } from '../../../../domain/answer-values';
import { chapterIntroTexts, chapterNumber } from '../../../../domain/chapters';
import type { RatingValue } from '../../../../domain/constants';
import { BesideScaleAnswer } from '../../../components/ui/beside-scale-answer';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { Deferred } from '../../../components/ui/deferred';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { QuestionHeading } from '../../../components/ui/question-heading';
import { RatingScale } from '../../../components/ui/rating-scale';
import { useAnswerKeys } from '../../../components/ui/use-answer-keys';
import { useAnswerSync } from '../hooks/use-answer-sync';
import { type AssessmentFlow, useAssessmentFlow } from '../hooks/use-assessment-flow';
import { DevPanelSlot } from './dev-panel-slot';
import { PageLoading } from './page-loading';

/** /assessment once the questionnaire is loaded: one question at a time. */
export function AssessmentScreen({ questionnaire }: { questionnaire: Questionnaire }) {
  const flow = useAssessmentFlow(questionnaire);
  useAnswerKeys(flow);
  if (flow.index === null || !flow.question || !flow.chapter)
    return <PageLoading text={assessmentCopy.initializing} />;
  return <AssessmentLayout flow={flow} />;
}

function AssessmentLayout({ flow }: { flow: AssessmentFlow }) {
  const { question, chapter, index } = flow;
  const headingId = useId();
  const { status } = useAnswerSync();
  if (!question || !chapter || index === null) return null;
  const texts = chapterIntroTexts(chapter);
  const inChapter = flow.chapterQuestions.findIndex((candidate) => candidate.id === question.id) + 1;

  return (
    <div className="flex min-h-dvh">
      <ChapterSidebar flow={flow} />
      <main className="flex min-w-0 flex-1 flex-col px-5 py-6 sm:px-10 sm:py-10">
        <header className="lg:hidden" data-testid="chapter-header">
          <p className="font-semibold text-[var(--theme-accent)] text-xs uppercase tracking-widest">
            {texts.subtitle}
            <span className="font-normal text-muted normal-case tracking-normal">
              {' · '}
              {assessmentCopy.chapterQuestionOf(inChapter, flow.chapterQuestions.length)}
            </span>
          </p>
          <p className="mt-1 font-display text-[var(--theme-deep)] text-xl">{chapter.title}</p>
        </header>

        <div className="mt-5 lg:mt-0">
          <div className="mb-2 flex items-baseline justify-between text-muted text-sm">
            <span>{assessmentCopy.questionOf(index + 1, flow.questions.length)}</span>
            <span className="tabular-nums">{assessmentCopy.progressValue(flow.progress)}</span>
          </div>
          <ProgressBar value={flow.progress} label={assessmentCopy.progressLabel} />
        </div>

        <div className="flex flex-1 flex-col justify-center py-8 sm:py-12">
          <div
            key={question.id}
            data-phase={flow.phase}
            className="mx-auto w-full max-w-2xl transition-opacity duration-400 ease-out data-[phase=fading-out]:opacity-0 data-[phase=leaving]:opacity-0 motion-safe:animate-[ui-fade-in_400ms_ease-out]"
          >
            <QuestionHeading id={headingId} text={question.text} focusKey={question.id} />
            <RatingScale
              className="mt-8 sm:mt-10"
              value={ratingOf(flow.value)}
              onChange={(value: RatingValue) => flow.answer(value)}
              disabled={flow.phase !== 'idle'}
              leftLabel={question.leftLabel}
              rightLabel={question.rightLabel}
              labelledBy={headingId}
            />
            {question.notApplicableAllowed && (
              <BesideScaleAnswer
                label={assessmentCopy.notApplicable}
                help={assessmentCopy.notApplicableHelp}
                pressed={isNotApplicable(flow.value)}
                busy={flow.phase !== 'idle'}
                onChoose={() => flow.answer(NOT_APPLICABLE)}
              />
            )}
          </div>
        </div>

        <nav
          aria-label="Question navigation"
          className="mx-auto flex w-full max-w-2xl items-center justify-between gap-4"
        >
          <Button variant="ghost" onClick={flow.goBack} disabled={!flow.mayGoBack}>
            <ChevronLeft aria-hidden="true" className="size-5" />
            {assessmentCopy.previous}
          </Button>
          <Button onClick={flow.proceed} disabled={!flow.mayProceed}>
            {assessmentCopy.continue}
            <ChevronRight aria-hidden="true" className="size-5" />
          </Button>
        </nav>
        <p className="mx-auto mt-6 hidden max-w-2xl text-center text-muted text-sm sm:block">
          {question.notApplicableAllowed
            ? assessmentCopy.keyboardHintNotApplicable
            : assessmentCopy.keyboardHint}
        </p>
        <div role="status" className="mx-auto mt-4 max-w-2xl text-center text-muted text-sm">
          {status === 'offline' && (
            <span className="inline-flex items-center gap-2">
              <CloudOff aria-hidden="true" className="size-4 shrink-0" />
              {assessmentCopy.syncOffline}
            </span>
          )}
        </div>
        <Announcer flow={flow} />
        {/* The pages that follow load their code now, so a chapter can end while offline: after the
            question's first paint and one page at a time, as inserting their many <link>s is a good
            part of a render's work (each Deferred renders once the one around it has committed). */}
        <Deferred>
          <PrefetchPageLinks page={`/chapter/${chapter.id}/outro`} />
          <Deferred>
            <PrefetchPageLinks page={`/chapter/${chapter.id}/intro`} />
            <Deferred>
              <PrefetchPageLinks page="/loading-results" />
            </Deferred>
          </Deferred>
        </Deferred>
        <DevPanelSlot
          chapters={flow.chapters}
          questions={flow.questions}
          answers={flow.answers}
          currentIndex={index}
        />
      </main>
      <div
        aria-hidden="true"
        data-on={flow.phase === 'leaving'}
        className="pointer-events-none fixed inset-0 z-40 bg-[var(--theme-bg)] opacity-0 transition-opacity duration-600 ease-out data-[on=true]:pointer-events-auto data-[on=true]:opacity-100"
      />
    </div>
  );
}

/** Tells screen readers the position and, when it changes, the chapter. */
function Announcer({ flow }: { flow: AssessmentFlow }) {
  const [message, setMessage] = useState('');
  const lastChapter = useRef<string | null>(null);
  const { index, chapter, questions } = flow;
  useEffect(() => {
    if (index === null || !chapter) return;
    const parts: string[] = [];
    if (lastChapter.current !== chapter.id) {
      const texts = chapterIntroTexts(chapter);
      parts.push(assessmentCopy.announceChapter(texts.subtitle, chapter.title));
      lastChapter.current = chapter.id;
    }
    parts.push(`${assessmentCopy.questionOf(index + 1, questions.length)}.`);
    setMessage(parts.join(' '));
  }, [index, chapter, questions.length]);
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="assessment-announcer">
      {message}
    </div>
  );
}

/** The 320 px chapter list at 1024 px and wider, with each chapter's progress. */
function ChapterSidebar({ flow }: { flow: AssessmentFlow }) {
  return (
    <aside className="hidden w-80 shrink-0 border-line border-r bg-white/70 px-6 py-10 lg:block">
      <nav aria-label={assessmentCopy.chaptersNavLabel} className="sticky top-10">
        <p className="font-semibold text-muted text-xs uppercase tracking-widest">
          {assessmentCopy.sidebarTitle}
        </p>
        <ol className="mt-5 space-y-4">
          {flow.chapters.map((chapter) => {
            const state = flow.chapterStates.find((candidate) => candidate.chapterId === chapter.id);
            const percentage = state?.percentage ?? 0;
            const current = chapter.id === flow.chapter?.id;
            return (
              <li
                key={chapter.id}
                data-theme={chapter.area}
                aria-current={current ? 'step' : undefined}
                className={cx(
                  'flex items-start gap-3 rounded-xl p-2',
                  current && 'bg-[var(--theme-soft)] ring-1 ring-[var(--theme-accent)]/30',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cx(
                    'flex size-8 shrink-0 items-center justify-center rounded-full font-semibold text-xs tabular-nums',
                    chapter.area === 'inner' ? 'bg-inner-100 text-inner-900' : 'bg-outer-100 text-outer-900',
                  )}
                >
                  {chapterNumber(chapter.position)}
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex items-center justify-between gap-2">
                    <span className={cx('text-ink text-sm', current && 'font-semibold')}>
                      {chapter.title}
                    </span>
                    {state?.complete && (
                      <Check
                        aria-hidden="true"
                        data-testid="chapter-complete"
                        className="size-4 shrink-0 text-score-high opacity-60"
                        strokeWidth={3}
                      />
                    )}
                  </div>
                  <ProgressBar
                    className="mt-2 h-1"
                    value={percentage}
                    label={`${chapter.title}: ${
                      state?.complete
                        ? assessmentCopy.chapterComplete
                        : assessmentCopy.chapterProgress(percentage)
                    }`}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      </nav>
    </aside>
  );
}
