import { lazy, Suspense, useRef } from 'react';
import { useNearOrIdle } from '../feedback-founder/lib/use-near-or-idle';
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
  const ref = useRef<HTMLDivElement>(null);
  const wanted = useNearOrIdle(ref);
  return (
    <div ref={ref}>
      {wanted && (
        <Suspense fallback={null}>
          <PlanSection result={result} onNavEntry={onNavEntry} />
        </Suspense>
      )}
    </div>
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
