import { useQuery } from '@tanstack/react-query';
import { planCopy } from '../../../../content/plan-copy';
import { formatLongDate } from '../../../../domain/dates';
import { CheckboxField } from '../../../components/ui/field';
import { plansQuery } from '../api/plan-api';
import { useSetReminders } from '../hooks/use-plan-mutations';

const copy = planCopy;

/** The account's switch for each plan's reminders (the e-mails' unsubscribe turns the same one off). */
export function PlanReminderSettings() {
  const plans = useQuery(plansQuery());
  const change = useSetReminders();
  if (plans.isPending) return null;
  if (plans.isError) return <p className="text-muted text-sm">{copy.loadFailed}</p>;
  const list = plans.data.plans;
  if (list.length === 0) return <p className="text-muted text-sm">{copy.account.none}</p>;
  return (
    <div className="flex flex-col gap-1">
      {list.map((plan) => (
        <CheckboxField
          key={plan.id}
          label={copy.account.planOf(formatLongDate(plan.resultCompletedAt))}
          hint={plan.remindersEnabled ? copy.reminders.on : copy.reminders.off}
          // the choice shows at once; the server's answer confirms it (or the error says it did not)
          checked={
            change.isPending && change.variables.planId === plan.id
              ? change.variables.enabled
              : plan.remindersEnabled
          }
          disabled={change.isPending}
          onChange={(e) => change.mutate({ planId: plan.id, enabled: e.target.checked })}
        />
      ))}
      {change.isError && (
        <p role="alert" className="text-score-low text-sm">
          {copy.reminders.changeFailed}
        </p>
      )}
    </div>
  );
}
