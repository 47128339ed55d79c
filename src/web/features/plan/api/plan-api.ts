import { queryOptions } from '@tanstack/react-query';
import {
  type PlanBody,
  planListSchema,
  planPaths,
  planResponseSchema,
  planSavedSchema,
  unsubscribeResponseSchema,
} from '../../../../contract/plans';
import { apiPath, apiRequest } from '../../../lib/api-client';

/** Under 'account': the founder's own data, dropped at sign-out and deletion with the rest of it. */
export const planKeys = {
  all: ['account', 'plans'] as const,
  list: ['account', 'plans', 'list'] as const,
  ofResult: (resultId: string) => ['account', 'plans', 'result', resultId] as const,
};

/** GET plan: the result's plan (or null) and the server's suggestions for it. */
export const planQuery = (resultId: string) =>
  queryOptions({
    queryKey: planKeys.ofResult(resultId),
    queryFn: ({ signal }) =>
      apiRequest(apiPath(planPaths.plan, { id: resultId }), { schema: planResponseSchema, signal }),
  });

/** GET plans: every plan of the founder, newest first, with its retake comparison. */
export const plansQuery = () =>
  queryOptions({
    queryKey: planKeys.list,
    queryFn: ({ signal }) => apiRequest(planPaths.plans, { schema: planListSchema, signal }),
  });

/** PUT plan: the whole plan; 400 carries the rule broken. */
export async function savePlan(resultId: string, body: PlanBody) {
  return (
    await apiRequest(apiPath(planPaths.plan, { id: resultId }), {
      method: 'PUT',
      body,
      schema: planSavedSchema,
    })
  ).plan;
}

export async function setActionDone(planId: string, actionId: string, done: boolean) {
  return (
    await apiRequest(apiPath(planPaths.action, { planId, actionId }), {
      method: 'PATCH',
      body: { done },
      schema: planSavedSchema,
    })
  ).plan;
}

export async function setReminders(planId: string, enabled: boolean) {
  return (
    await apiRequest(apiPath(planPaths.reminders, { planId }), {
      method: 'PUT',
      body: { enabled },
      schema: planSavedSchema,
    })
  ).plan;
}

/** POST unsubscribe: no session needed; the token from the e-mail is the credential. */
export function unsubscribe(token: string) {
  return apiRequest(`${planPaths.unsubscribe}?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    schema: unsubscribeResponseSchema,
  });
}
