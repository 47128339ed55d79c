import { queryOptions } from '@tanstack/react-query';

export type SessionCredentials = { id: string; secret: string };

/**
 * GET /api/sessions/:id/result: the result of this browser's session (gated unless signed-in owner).
 * The fetch client and the contract's schemas (zod) load with the request, not with the page.
 */
export const sessionResultQuery = (session: SessionCredentials) =>
  queryOptions({
    queryKey: ['results', 'session', session.id],
    queryFn: async ({ signal }) => {
      const [{ apiPath, apiRequest }, { assessmentPaths, resultViewSchema, SESSION_SECRET_HEADER }] =
        await Promise.all([import('../../../lib/api-client'), import('../../../../contract/assessment')]);
      return apiRequest(apiPath(assessmentPaths.result, { id: session.id }), {
        headers: { [SESSION_SECRET_HEADER]: session.secret },
        schema: resultViewSchema,
        signal,
      });
    },
  });
