import { lazy } from 'react';
import type { ResultView } from '../../../contract/assessment';
import { LazySlot } from '../../components/ui/lazy-slot';
import type { NavEntry } from './lib/section';

// The results page's first load carries only these slots: the chart, the benchmark tables and their API
// calls load when a slot comes near the viewport or the browser is idle.
const RadarSection = lazy(() => import('./components/radar-section'));
const BenchmarkSection = lazy(() => import('./components/benchmark-section'));
const BenchmarkTeaser = lazy(() => import('./components/benchmark-teaser'));

export type { NavEntry } from './lib/section';

/** The chapters radar, for every result viewer; the owner's also draws medians and others' view. */
export function RadarSectionSlot({
  view,
  owner,
  onNavEntry,
}: {
  view: ResultView;
  owner: boolean;
  onNavEntry?: (entry: NavEntry | null) => void;
}) {
  return (
    <LazySlot>
      <RadarSection view={view} owner={owner} onNavEntry={onNavEntry} />
    </LazySlot>
  );
}

/** 'Where You Stand': the signed-in owner's percentiles and bands per comparison group. */
export function BenchmarkSectionSlot({
  resultId,
  onNavEntry,
}: {
  resultId: string;
  onNavEntry?: (entry: NavEntry | null) => void;
}) {
  return (
    <LazySlot>
      <BenchmarkSection resultId={resultId} onNavEntry={onNavEntry} />
    </LazySlot>
  );
}

/**
 * The room the teaser takes, kept while it loads, so that the results under it do not move when it
 * arrives (it sits near the top of the page, in the first view).
 */
const TEASER_SPACE = 'min-h-[13.5rem] sm:min-h-[9.25rem]';
const teaserSpace = <div aria-hidden="true" className={`mt-3 ${TEASER_SPACE}`} />;

/** The anonymous visitor's one benchmark figure with the sign-up promise (their own session only). */
export function BenchmarkTeaserSlot({ sessionId, onSignUp }: { sessionId: string; onSignUp(): void }) {
  return (
    <LazySlot data-print="hide" fallback={teaserSpace}>
      <BenchmarkTeaser
        sessionId={sessionId}
        onSignUp={onSignUp}
        placeholder={teaserSpace}
        className={TEASER_SPACE}
      />
    </LazySlot>
  );
}
