import { lazy, Suspense } from 'react';
import { resultsCopy } from '../../../../content/results-copy';
import type { ChapterResult, NotScoredChapter, ResultView } from '../../../../contract/assessment';
import { formatScoreOutOfFive, MIN_RATED_ANSWERS_WHEN_NOT_APPLICABLE } from '../../../../domain/scoring';
import { BlurredGate } from '../../../components/ui/blurred-gate';
import { Card } from '../../../components/ui/card';
import { ScoreBar } from '../../../components/ui/score-bar';
import { ScoreGauge } from '../../../components/ui/score-gauge';

// Radix's accordion (about 8 kB gzip) loads only for the owner's full result, not with every results page.
const ChapterAccordion = lazy(() => import('./chapter-accordion'));

/** The closed accordion's rows while it loads: same titles and bars, nothing to open yet. */
function ChapterRows({ chapters }: { chapters: ChapterResult[] }) {
  return (
    <ul className="divide-y divide-line">
      {chapters.map((chapter) => (
        <li key={chapter.id} className="flex min-h-11 items-center justify-between gap-4 py-3">
          <span className="flex w-full flex-col gap-1 text-left">
            <span className="font-medium text-ink">{chapter.title}</span>
            <ScoreBar score={chapter.average} label={chapter.title} />
          </span>
          <span aria-hidden="true" className="size-5 shrink-0" />
        </li>
      ))}
    </ul>
  );
}

/** Chapters left without a score because too many of their statements don't apply yet, and why. */
function NotScoredChapters({ chapters }: { chapters: NotScoredChapter[] }) {
  return (
    <div className="rounded-card border border-line border-dashed p-4">
      <h3 className="font-semibold text-ink">{resultsCopy.areas.notScoredTitle}</h3>
      <ul className="mt-2 space-y-3">
        {chapters.map((chapter) => (
          <li key={chapter.id}>
            <p className="font-medium text-ink">{chapter.title}</p>
            <p className="text-muted text-sm">
              {resultsCopy.areas.notScored(
                chapter.notApplicableCount,
                chapter.questionCount,
                MIN_RATED_ANSWERS_WHEN_NOT_APPLICABLE,
              )}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The inner or outer game card: its score and its chapters with bars; insights for the owner. */
export function AreaCard({
  area,
  view,
  onSignUp,
}: {
  area: 'inner' | 'outer';
  view: ResultView;
  onSignUp: () => void;
}) {
  const copy = resultsCopy.areas[area];
  const chapters = view.chapters.filter((c) => c.area === area);
  const notScored = (view.notScoredChapters ?? []).filter((c) => c.area === area);
  const score = area === 'inner' ? view.inner : view.outer;
  return (
    <section id={area} aria-labelledby={`${area}-title`} className="scroll-mt-24" data-theme={area}>
      <Card className="flex flex-col gap-5 p-6 sm:p-8">
        <div className="flex items-center gap-5">
          {chapters.length > 0 && <ScoreGauge score={score} label={copy.gaugeLabel} size={112} />}
          <div>
            <h2 id={`${area}-title`} className="font-display text-2xl text-ink">
              {copy.title}
            </h2>
            <p className="text-muted">{copy.subtitle}</p>
            {chapters.length > 0 && <p className="mt-1 text-muted text-sm">{formatScoreOutOfFive(score)}</p>}
          </div>
        </div>
        {chapters.length === 0 && notScored.length > 0 ? null : chapters.length === 0 ? (
          <p className="text-muted">{resultsCopy.areas.noChapters}</p>
        ) : view.gated ? (
          <>
            <ul className="space-y-4">
              {chapters.map((chapter) => (
                <li key={chapter.id}>
                  <p className="mb-1 font-medium text-ink">{chapter.title}</p>
                  <ScoreBar score={chapter.average} label={chapter.title} />
                </li>
              ))}
            </ul>
            <BlurredGate title={resultsCopy.areas.insightsGate} onSignUp={onSignUp} />
          </>
        ) : (
          <Suspense fallback={<ChapterRows chapters={chapters} />}>
            <ChapterAccordion chapters={chapters} />
          </Suspense>
        )}
        {notScored.length > 0 && <NotScoredChapters chapters={notScored} />}
      </Card>
    </section>
  );
}
