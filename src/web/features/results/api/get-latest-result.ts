import { queryOptions } from '@tanstack/react-query';
import type { ResultView } from '../../../../contract/assessment';
import { ApiError } from '../../../lib/api-error';
import { meQuery } from '../../auth/api/me-query';

/**
 * GET /api/me/results/latest: the signed-in user's latest completed result. Null when there is none
 * (404) or nobody is signed in: a visitor known to be signed out is not asked for (no 401 to log), and
 * a 401 still means the same. The fetch client loads with the request; the contract's schema (and zod)
 * only for an answer from a server of another contract version (docs/decisions/011).
 */
export const latestResultQuery = () =>
  queryOptions({
    queryKey: ['results', 'latest'],
    queryFn: async ({ client, signal }): Promise<{ signedIn: boolean; view: ResultView | null }> => {
      const viewer = await client.fetchQuery(meQuery()).catch(() => undefined);
      if (viewer === null) return { signedIn: false, view: null };
      const [{ apiRequest }, { myResultsPaths }] = await Promise.all([
        import('../../../lib/api-client'),
        import('../../../../contract/assessment-paths'),
      ]);
      try {
        return {
          signedIn: true,
          view: await apiRequest(myResultsPaths.latest, {
            schema: () => import('../../../../contract/assessment').then((m) => m.resultViewSchema),
            signal,
          }),
        };
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return { signedIn: false, view: null };
        if (error instanceof ApiError && error.status === 404) return { signedIn: true, view: null };
        throw error;
      }
    },
  });
