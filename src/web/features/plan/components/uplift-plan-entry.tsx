import { ListPlus } from 'lucide-react';
import { Link } from 'react-router';
import { planCopy } from '../../../../content/plan-copy';
import { buttonClasses } from '../../../components/ui/button';
import { PLAN_SECTION_ID, type PlanEntryState } from '../lib/section';

/**
 * The uplift page's way into the plan: back to the results' plan section with the editor open and the
 * first step of the path to improvement picked (only for the owner, who sees the path).
 */
export function UpliftPlanEntry({ chapterId }: { chapterId: string }) {
  const state: PlanEntryState = { planSuggestion: `path:${chapterId}:0` };
  return (
    <aside
      aria-labelledby="uplift-plan-title"
      className="flex flex-col gap-3 rounded-card bg-[var(--theme-soft)] p-5"
      data-print="hide"
    >
      <h2 id="uplift-plan-title" className="font-display text-ink text-xl">
        {planCopy.upliftEntry.title}
      </h2>
      <p className="text-ink">{planCopy.upliftEntry.body}</p>
      <Link
        to={`/results#${PLAN_SECTION_ID}`}
        state={state}
        className={buttonClasses('primary', 'md', 'self-start')}
      >
        <ListPlus aria-hidden="true" className="size-5" />
        {planCopy.upliftEntry.button}
      </Link>
    </aside>
  );
}
