import { queryOptions } from '@tanstack/react-query';
import type { MeResponse } from '../../../../contract/me';
import { ApiError } from '../../../lib/api-error';
import { nextTask } from '../../../lib/next-task';

/** Query keys of everything that depends on who is signed in. */
export const authKeys = {
  me: ['me'] as const,
};

/**
 * GET /api/me: the signed-in user and their profile, or null when nobody is signed in. The session
 * itself is Better Auth's HttpOnly cookie: the browser keeps no token. Better Auth's get-session answers
 * a visitor with 200 and null, so /api/me (401 without a session) is asked only when there is one: a
 * visitor's page logs no failed request. The fetch client loads with the call; the contract's schema only
 * for an answer from a server of another contract version (docs/decisions/011).
 */
export const meQuery = () =>
  queryOptions({
    queryKey: authKeys.me,
    queryFn: async ({ signal }): Promise<MeResponse | null> => {
      // asked from the effects of the page's hydration: the client's evaluation starts after them
      await nextTask();
      const [{ anyResponseSchema, apiRequest }, { authPaths }, { mePaths }] = await Promise.all([
        import('../../../lib/api-client'),
        import('../../../../contract/auth-paths'),
        import('../../../../contract/me-paths'),
      ]);
      const session = await apiRequest(authPaths.getSession, { schema: anyResponseSchema, signal }).catch(
        () => undefined,
      );
      if (session === null) return null;
      try {
        return await apiRequest(mePaths.me, {
          schema: () => import('../../../../contract/me').then((m) => m.meResponseSchema),
          signal,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
