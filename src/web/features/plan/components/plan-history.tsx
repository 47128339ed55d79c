import { useQuery } from '@tanstack/react-query';
import { Circle, CircleCheck } from 'lucide-react';
import { planCopy } from '../../../../content/plan-copy';
import { formatLongDate } from '../../../../domain/dates';
import { plansQuery } from '../api/plan-api';
import { FocusComparison } from './focus-comparison';

const copy = planCopy.history;

/**
 * One assessment's part of the plan in the history: the plan made from it (each action done or not), and,
 * when it is the retake after a plan, how that plan's focus actions moved.
 */
export default function PlanHistory({ resultId }: { resultId: string }) {
  const plans = useQuery(plansQuery());
  const list = plans.data?.plans ?? [];
  const own = list.find((p) => p.resultId === resultId);
  const before = list.find((p) => p.retake?.resultId === resultId);
  if (!own && !before) return null;
  return (
    <div className="mt-4 flex flex-col gap-4">
      {before?.retake && (
        <div className="flex flex-col gap-2" data-testid="plan-retake">
          <h4 className="font-semibold text-ink">{copy.retakeTitle}</h4>
          <p className="text-muted text-sm">{copy.retakeIntro(formatLongDate(before.startedAt))}</p>
          <FocusComparison changes={before.retake.focusQuestions} />
        </div>
      )}
      {own && (
        <div className="flex flex-col gap-2">
          <h4 className="font-semibold text-ink">{copy.planTitle}</h4>
          <ul className="flex flex-col gap-1.5">
            {own.actions.map((action) => {
              const Icon = action.doneAt ? CircleCheck : Circle;
              return (
                <li key={action.id} className="flex items-start gap-2 text-ink text-sm">
                  <Icon
                    aria-hidden="true"
                    className={`mt-0.5 size-4 shrink-0 ${action.doneAt ? 'text-score-high' : 'text-muted'}`}
                  />
                  <span>
                    <span className="sr-only">{action.doneAt ? planCopy.done : planCopy.open}: </span>
                    {action.text}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
