import { lazy, Suspense } from 'react';
import { LazySlot } from '../../components/ui/lazy-slot';
import type { PlanResult } from './components/plan-section';

// The results page's first load carries only these slots: the plan's code (its API calls, editor and
// dialogs) loads when the section comes near the viewport or the browser is idle.
const PlanSection = lazy(() => import('./components/plan-section'));
const PlanHistory = lazy(() => import('./components/plan-history'));

export type { PlanResult } from './components/plan-section';
export { PLAN_SECTION_ID } from './lib/section';

export function PlanSectionSlot({
  result,
  onNavEntry,
}: {
  result: PlanResult;
  onNavEntry?: (entry: { id: string; label: string } | null) => void;
}) {
  return (
    <LazySlot>
      <PlanSection result={result} onNavEntry={onNavEntry} />
    </LazySlot>
  );
}

/** In the history: the plan made from one assessment, and the comparison when it is a plan's retake. */
export function PlanHistorySlot({ resultId }: { resultId: string }) {
  return (
    <Suspense fallback={null}>
      <PlanHistory resultId={resultId} />
    </Suspense>
  );
}
