import { ChevronLeft, ChevronRight, CircleCheck, Eye } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { AdminQuestionnaire } from '../../../../contract/admin';
import type { ResultView } from '../../../../contract/assessment';
import { AUTHORING_FAILURES } from '../../../../contract/questionnaire';
import { chapterIntroTexts, presentText } from '../../../../domain/chapters';
import type { RatingValue } from '../../../../domain/constants';
import { Button, buttonClasses } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { RatingScale } from '../../../components/ui/rating-scale';
import { showAdminError } from '../../admin/api/errors';
import { useAdminQuestionnaire } from '../../admin/api/questionnaire';
import { Empty, PageHeader, QueryState } from '../../admin/components/admin-ui';
import { ResultPreview } from '../../admin/components/result-preview';
import { ChapterIcon } from '../../assessment/components/chapter-icon';
import { splitQuote } from '../../assessment/quote';
import { usePreviewResult } from '../api/draft';
import { authoringCopy } from '../copy';
import { type PreviewStep, previewSteps } from '../lib/preview-steps';
import { answersFor, fillAll, fillRandom } from '../lib/sample-answers';
import { AUTHORING_ROUTES, VersionBar } from './version-bar';

const copy = authoringCopy.preview;

/** /admin/versions/preview: the draft as a respondent sees it, and its results for sample answers. */
export function PreviewScreen() {
  const questionnaire = useAdminQuestionnaire();
  return (
    <>
      <PageHeader title={copy.title} />
      <QueryState query={questionnaire} loadingText={copy.loading}>
        {(data) =>
          data.version.status === 'draft' ? (
            <Preview key={`${data.version.id}-${data.version.revision}`} data={data} />
          ) : (
            <>
              <VersionBar current="preview" />
              <section
                aria-labelledby="no-draft-title"
                className="rounded-card border border-line bg-white p-5"
              >
                <h2 id="no-draft-title" className="font-semibold text-ink text-lg">
                  {copy.noDraftTitle}
                </h2>
                <Empty>{copy.noDraft(data.published.number)}</Empty>
              </section>
            </>
          )
        }
      </QueryState>
    </>
  );
}

function Preview({ data }: { data: AdminQuestionnaire }) {
  const steps = previewSteps(data.chapters, data.questions);
  const questionIds = steps.flatMap((step) => (step.kind === 'question' ? [step.question.id] : []));
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const step = steps[Math.min(index, steps.length - 1)] as PreviewStep;
  const answered = Object.keys(answersFor(answers, questionIds)).length;
  const go = (to: number) => setIndex(Math.max(0, Math.min(steps.length - 1, to)));
  const samplesId = useId();

  return (
    <>
      <div
        role="note"
        aria-label={copy.banner(data.version.number)}
        className="flex flex-col gap-3 rounded-card border-2 border-inner-600 border-dashed bg-white p-4 sm:flex-row sm:items-start sm:justify-between"
      >
        <div className="flex items-start gap-3">
          <Eye aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-inner-600" />
          <div>
            <p className="font-semibold text-ink">{copy.banner(data.version.number)}</p>
            <p className="text-muted text-sm">{copy.bannerLead}</p>
          </div>
        </div>
        <Link
          to={AUTHORING_ROUTES.review}
          className={buttonClasses('secondary', 'md', 'shrink-0 self-start')}
        >
          {copy.exit}
        </Link>
      </div>

      <div className="flex flex-col gap-4 rounded-card border border-line bg-white p-4 sm:p-5 lg:flex-row lg:items-end lg:justify-between">
        <SelectField
          label={copy.jump}
          onChange={(e) => go(Number(e.target.value))}
          className="w-full lg:max-w-xs"
          options={steps.flatMap((s, i) =>
            s.kind === 'intro'
              ? [{ value: String(i), label: copy.jumpIntro(s.chapter.position, s.chapter.title) }]
              : s.kind === 'results'
                ? [{ value: String(i), label: copy.jumpResults }]
                : [],
          )}
          // the current step is often inside a chapter: the select shows that chapter
          {...jumpValue(steps, index)}
        />
        {/* biome-ignore lint/a11y/useSemanticElements: a row of buttons about the same answers */}
        <div role="group" aria-labelledby={samplesId} className="flex flex-col gap-2">
          <p id={samplesId} className="font-medium text-ink text-sm">
            {copy.samples}{' '}
            <span className="font-normal text-muted tabular-nums">
              · {copy.answered(answered, questionIds.length)}
            </span>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setAnswers(fillAll(questionIds, 3))}>
              {copy.fillThrees}
            </Button>
            <Button variant="secondary" onClick={() => setAnswers(fillRandom(questionIds))}>
              {copy.fillRandom}
            </Button>
            <Button variant="ghost" disabled={answered === 0} onClick={() => setAnswers({})}>
              {copy.clear}
            </Button>
          </div>
        </div>
      </div>

      <div>
        <div className="mb-2 flex items-baseline justify-between text-muted text-sm">
          <span className="tabular-nums">{copy.step(index + 1, steps.length)}</span>
        </div>
        <ProgressBar value={((index + 1) / steps.length) * 100} label={copy.progress} />
      </div>

      <Stage
        step={step}
        answers={answers}
        questionIds={questionIds}
        emptyChapter={step.kind === 'intro' && !data.questions.some((q) => q.chapterId === step.chapter.id)}
        onAnswer={(questionId, value) => setAnswers((current) => ({ ...current, [questionId]: value }))}
        onNext={() => go(index + 1)}
      />

      <nav aria-label={copy.steps} className="flex items-center justify-between gap-4">
        <Button variant="secondary" disabled={index === 0} onClick={() => go(index - 1)}>
          <ChevronLeft aria-hidden="true" className="size-5" />
          {copy.previous}
        </Button>
        <Button variant="secondary" disabled={index === steps.length - 1} onClick={() => go(index + 1)}>
          {copy.next}
          <ChevronRight aria-hidden="true" className="size-5" />
        </Button>
      </nav>
    </>
  );
}

/** The select names chapters and the results; inside a chapter it shows that chapter's intro. */
function jumpValue(steps: readonly PreviewStep[], index: number): { value: string } {
  for (let i = Math.min(index, steps.length - 1); i >= 0; i--) {
    const s = steps[i];
    if (s?.kind === 'intro' || s?.kind === 'results') return { value: String(i) };
  }
  return { value: '0' };
}

function Stage({
  step,
  answers,
  questionIds,
  emptyChapter,
  onAnswer,
  onNext,
}: {
  step: PreviewStep;
  answers: Record<string, number>;
  questionIds: readonly string[];
  /** an intro of a chapter without questions (publishing refuses it) */
  emptyChapter: boolean;
  onAnswer: (questionId: string, value: RatingValue) => void;
  onNext: () => void;
}) {
  if (step.kind === 'results') return <ResultsStep answers={answersFor(answers, questionIds)} />;
  const chapter = step.chapter;
  const texts = chapterIntroTexts(chapter);
  return (
    <section
      aria-label={copy.stage}
      data-theme={chapter.area}
      data-step={step.kind}
      className="flex min-h-[26rem] flex-col items-center justify-center rounded-card bg-[var(--theme-bg)] px-5 py-10 text-center sm:px-10"
    >
      {step.kind === 'intro' && (
        <div className="flex max-w-2xl flex-col items-center">
          <ChapterIcon iconUrl={chapter.iconUrl} position={chapter.position} />
          <p className="mt-6 font-semibold text-[var(--theme-deep)] text-sm uppercase tracking-widest">
            {texts.subtitle}
          </p>
          <h2 className="mt-3 font-display text-4xl text-[var(--theme-deep)] leading-tight sm:text-5xl">
            {texts.title}
          </h2>
          <Quote text={texts.quote} />
          {texts.description && (
            <p className="mt-6 text-left text-ink text-lg leading-relaxed">{texts.description}</p>
          )}
          {emptyChapter && (
            <p className="mt-6 rounded-lg bg-white px-4 py-3 text-ink">{copy.noQuestionsInChapter}</p>
          )}
          <Button size="lg" className="mt-10" onClick={onNext}>
            {copy.start}
          </Button>
        </div>
      )}
      {step.kind === 'question' && (
        <QuestionStep step={step} value={answers[step.question.id] ?? null} onAnswer={onAnswer} />
      )}
      {step.kind === 'outro' && (
        <div className="flex max-w-2xl flex-col items-center">
          <CircleCheck aria-hidden="true" className="size-14 text-[var(--theme-accent)]" strokeWidth={1.5} />
          <p className="mt-6 font-semibold text-[var(--theme-deep)] text-sm uppercase tracking-widest">
            {copy.outroLabel} · {texts.subtitle}
          </p>
          <h2 className="mt-3 font-display text-4xl text-[var(--theme-deep)] leading-tight sm:text-5xl">
            {presentText(chapter.outroTitle) ?? chapter.title}
          </h2>
          {presentText(chapter.outroDescription) && (
            <p className="mt-6 text-ink text-lg leading-relaxed">{chapter.outroDescription}</p>
          )}
          <Button size="lg" className="mt-10" onClick={onNext}>
            {copy.continue}
          </Button>
        </div>
      )}
    </section>
  );
}

function Quote({ text }: { text: string | null }) {
  if (!text) return null;
  const quote = splitQuote(text);
  return (
    <figure className="mt-8">
      <blockquote className="font-display text-ink text-xl italic leading-relaxed">
        <p>{quote.quote}</p>
      </blockquote>
      {quote.attribution && (
        <figcaption className="mt-2 text-ink/80 text-sm">— {quote.attribution}</figcaption>
      )}
    </figure>
  );
}

function QuestionStep({
  step,
  value,
  onAnswer,
}: {
  step: Extract<PreviewStep, { kind: 'question' }>;
  value: number | null;
  onAnswer: (questionId: string, value: RatingValue) => void;
}) {
  const headingId = useId();
  const texts = chapterIntroTexts(step.chapter);
  return (
    <div className="flex w-full max-w-2xl flex-col items-center">
      <p className="font-semibold text-[var(--theme-deep)] text-xs uppercase tracking-widest">
        {texts.subtitle} · {step.chapter.title}
      </p>
      <p className="mt-1 text-ink/80 text-sm tabular-nums">{copy.question(step.number, step.total)}</p>
      <h2
        id={headingId}
        className="mt-6 text-balance font-display text-[22px] text-ink leading-snug sm:text-question"
      >
        {step.question.text}
      </h2>
      <RatingScale
        className="mt-8 sm:mt-10"
        value={value}
        onChange={(chosen) => onAnswer(step.question.id, chosen)}
        leftLabel={step.question.leftLabel}
        rightLabel={step.question.rightLabel}
        labelledBy={headingId}
      />
    </div>
  );
}

function ResultsStep({ answers }: { answers: Record<string, number> }) {
  const result = usePreviewResult();
  const [view, setView] = useState<ResultView | null>(null);
  const count = Object.keys(answers).length;
  const compute = () =>
    result.mutate(answers, {
      onSuccess: setView,
      onError: (error) => showAdminError(error, AUTHORING_FAILURES.previewResult),
    });
  return (
    <section
      aria-labelledby="preview-results-title"
      className="rounded-card border border-line bg-white p-4 shadow-soft sm:p-6"
    >
      <h2 id="preview-results-title" className="font-display font-semibold text-[22px] text-ink">
        {copy.resultsTitle}
      </h2>
      <p className="mt-1 text-muted">{copy.resultsLead}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button disabled={count === 0 || result.isPending} onClick={compute}>
          {result.isPending ? copy.computing : view ? copy.recompute : copy.showResults}
        </Button>
        {count === 0 && <p className="text-muted text-sm">{copy.noAnswers}</p>}
      </div>
      {view && (
        <div className="mt-6 border-line border-t pt-6" data-testid="preview-result">
          <ResultPreview view={view} />
        </div>
      )}
    </section>
  );
}
