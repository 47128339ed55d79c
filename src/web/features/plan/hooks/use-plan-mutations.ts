import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Plan, PlanBody, PlanList, PlanResponse } from '../../../../contract/plans';
import { planKeys, savePlan, setActionDone, setReminders } from '../api/plan-api';

/** A changed plan goes into its result's cache at once; the list (history, account) is read again. */
function usePlanChanged() {
  const client = useQueryClient();
  return async (plan: Plan) => {
    client.setQueryData<PlanResponse>(planKeys.ofResult(plan.resultId), (before) =>
      before ? { ...before, plan } : before,
    );
    client.setQueryData<PlanList>(planKeys.list, (before) =>
      before
        ? { plans: before.plans.map((p) => (p.id === plan.id ? { ...p, ...plan, retake: p.retake } : p)) }
        : before,
    );
    await client.invalidateQueries({ queryKey: planKeys.list });
  };
}

export function useSavePlan(resultId: string) {
  const changed = usePlanChanged();
  return useMutation({
    mutationKey: ['plan-save'],
    mutationFn: (body: PlanBody) => savePlan(resultId, body),
    onSuccess: changed,
  });
}

export function useActionDone() {
  const changed = usePlanChanged();
  return useMutation({
    mutationKey: ['plan-action-done'],
    mutationFn: (input: { planId: string; actionId: string; done: boolean }) =>
      setActionDone(input.planId, input.actionId, input.done),
    onSuccess: changed,
  });
}

export function useSetReminders() {
  const changed = usePlanChanged();
  return useMutation({
    mutationKey: ['plan-reminders'],
    mutationFn: (input: { planId: string; enabled: boolean }) => setReminders(input.planId, input.enabled),
    onSuccess: changed,
  });
}
