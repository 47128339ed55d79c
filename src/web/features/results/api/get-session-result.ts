import { queryOptions } from '@tanstack/react-query';

export type SessionCredentials = { id: string; secret: string };

/**
 * GET /api/sessions/:id/result: the result of this browser's session (gated unless signed-in owner).
 * The fetch client loads with the request, not with the page; the contract's schema (and zod) only for
 * an answer from a server of another contract version (docs/decisions/011).
 */
export const sessionResultQuery = (session: SessionCredentials) =>
  queryOptions({
    queryKey: ['results', 'session', session.id],
    queryFn: async ({ signal }) => {
      const [{ apiPath, apiRequest }, { assessmentPaths, SESSION_SECRET_HEADER }] = await Promise.all([
        import('../../../lib/api-client'),
        import('../../../../contract/assessment-paths'),
      ]);
      return apiRequest(apiPath(assessmentPaths.result, { id: session.id }), {
        headers: { [SESSION_SECRET_HEADER]: session.secret },
        schema: () => import('../../../../contract/assessment').then((m) => m.resultViewSchema),
        signal,
      });
    },
  });
