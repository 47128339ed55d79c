import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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
  // Set in the click's own render: the mutation's pending state reaches React a task later, and until
  // then the controlled box would be put back as it was.
  const [choice, setChoice] = useState<{ planId: string; enabled: boolean } | null>(null);
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
          checked={choice?.planId === plan.id ? choice.enabled : plan.remindersEnabled}
          disabled={choice !== null}
          onChange={(e) => {
            const input = { planId: plan.id, enabled: e.target.checked };
            setChoice(input);
            change.mutate(input, { onSettled: () => setChoice(null) });
          }}
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
