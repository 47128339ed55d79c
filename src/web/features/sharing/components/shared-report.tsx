import { lazy, Suspense } from 'react';
import { resultsCopy } from '../../../../content/results-copy';
import { sharingCopy } from '../../../../content/sharing-copy';
import { formatScoreOutOfFive } from '../../../../domain/scoring';
import type { SharedFullView, SharedView } from '../../../../domain/share-rules';
import { Card } from '../../../components/ui/card';
import { ScoreBar } from '../../../components/ui/score-bar';
import { ScoreGauge } from '../../../components/ui/score-gauge';
import { CoreStrengthDetail } from '../../results/components/core-strength-detail';
import { InnerOuterMap } from '../../results/components/inner-outer-map';
import { ResultGiven } from '../../results/components/result-given';
import { UpliftPotentialDetail } from '../../results/components/uplift-potential-detail';

// The accordion (Radix) only for a full report, whose chapters open to their insights.
const ChapterAccordion = lazy(() => import('../../results/components/chapter-accordion'));

const copy = sharingCopy.page;
// A full view always has every text, so no sign-up gate can show; the details still want the prop.
const noSignUp = () => {};

function ChapterBars({ chapters }: { chapters: SharedView['chapters'] }) {
  return (
    <ul className="space-y-4">
      {chapters.map((chapter) => (
        <li key={chapter.id}>
          <p className="mb-1 font-medium text-ink">{chapter.title}</p>
          <ScoreBar score={chapter.average} label={chapter.title} />
        </li>
      ))}
    </ul>
  );
}

function AreaSection({ area, report }: { area: 'inner' | 'outer'; report: SharedView }) {
  const areaCopy = resultsCopy.areas[area];
  const score = area === 'inner' ? report.inner : report.outer;
  const chapters = report.chapters.filter((c) => c.area === area);
  return (
    <section aria-labelledby={`shared-${area}-title`} data-theme={area}>
      <Card className="flex flex-col gap-5 p-6 sm:p-8">
        <div className="flex items-center gap-5">
          {chapters.length > 0 && <ScoreGauge score={score} label={areaCopy.gaugeLabel} size={112} />}
          <div>
            <h2 id={`shared-${area}-title`} className="font-display text-2xl text-ink">
              {areaCopy.title}
            </h2>
            <p className="text-muted">{areaCopy.subtitle}</p>
            {chapters.length > 0 && <p className="mt-1 text-muted text-sm">{formatScoreOutOfFive(score)}</p>}
          </div>
        </div>
        {chapters.length === 0 ? (
          <p className="text-muted">{resultsCopy.areas.noChapters}</p>
        ) : report.scope === 'full' ? (
          <Suspense fallback={<ChapterBars chapters={chapters} />}>
            <ChapterAccordion chapters={report.chapters.filter((c) => c.area === area)} />
          </Suspense>
        ) : (
          <ChapterBars chapters={chapters} />
        )}
      </Card>
    </section>
  );
}

function Highlight({
  id,
  eyebrow,
  highlight,
  children,
}: {
  id: string;
  eyebrow: string;
  highlight: { title: string; average: number; area: 'inner' | 'outer' };
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} data-theme={highlight.area}>
      <Card className="flex flex-col gap-6 p-6 sm:p-8">
        <div className="flex items-center gap-5">
          <ScoreGauge score={highlight.average} label={highlight.title} size={112} />
          <div>
            <p className="font-semibold text-[var(--theme-deep)] text-sm uppercase tracking-widest">
              {eyebrow}
            </p>
            <h2 id={`${id}-title`} className="font-display text-2xl text-ink">
              {highlight.title}
            </h2>
            <p className="text-muted text-sm">{formatScoreOutOfFive(highlight.average)}</p>
          </div>
        </div>
        {children}
      </Card>
    </section>
  );
}

function FullHighlights({ report }: { report: SharedFullView }) {
  const { coreStrength: core, upliftPotential: uplift } = report;
  return (
    <>
      {core && (
        <Highlight id="shared-core-strength" eyebrow={resultsCopy.coreStrength.sectionTitle} highlight={core}>
          <CoreStrengthDetail core={core} onSignUp={noSignUp} />
        </Highlight>
      )}
      {uplift && (
        <Highlight
          id="shared-uplift-potential"
          eyebrow={resultsCopy.upliftPotential.opportunity}
          highlight={uplift}
        >
          <UpliftPotentialDetail uplift={uplift} onSignUp={noSignUp} />
        </Highlight>
      )}
    </>
  );
}

/** A shared report, read-only: exactly what the link's scope holds, nothing of the founder's account. */
export function SharedReport({ report }: { report: SharedView }) {
  return (
    <div className="flex flex-col gap-6">
      <header>
        <p className="font-semibold text-inner-600 text-sm uppercase tracking-widest">{copy.eyebrow}</p>
        <h1 className="mt-1 font-display text-4xl text-ink sm:text-5xl">{copy.heading}</h1>
        <ResultGiven view={report} />
        <p className="mt-2 text-muted text-sm" data-testid="shared-scope">
          {copy.scopeNote[report.scope]}
        </p>
      </header>
      <section aria-labelledby="shared-overall-title" data-theme="inner">
        <Card className="flex flex-col gap-6 p-6 sm:p-8">
          <h2 id="shared-overall-title" className="font-display text-3xl text-ink">
            {resultsCopy.overall.title}
          </h2>
          <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-start">
            <div className="flex flex-col items-center gap-2">
              <ScoreGauge score={report.overall} label={resultsCopy.overall.gaugeLabel} size={176} />
              <p className="text-muted text-sm">{formatScoreOutOfFive(report.overall)}</p>
            </div>
            <div className="flex-1 space-y-3">
              <p className="font-semibold text-ink">{copy.balance[report.balance]}</p>
              {report.scope === 'full' && (
                <p className="text-ink/90 leading-relaxed">{report.overallInsight}</p>
              )}
            </div>
          </div>
          <InnerOuterMap inner={report.inner} outer={report.outer} />
        </Card>
      </section>
      <AreaSection area="inner" report={report} />
      <AreaSection area="outer" report={report} />
      {report.scope === 'full' && <FullHighlights report={report} />}
    </div>
  );
}
