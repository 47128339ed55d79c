import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type AdminMe, adminMeSchema, adminPaths } from '../../../../contract/admin';
import { authPaths } from '../../../../contract/auth';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

export type AdminSession =
  | { status: 'admin'; admin: AdminMe }
  | { status: 'signed-out' }
  | { status: 'not-admin' };

/** Who is signed in, as the admin API sees it: an admin, nobody (403 unauthenticated) or someone else (403). */
export const adminSessionQuery = () =>
  queryOptions({
    queryKey: adminKeys.me(),
    queryFn: async ({ signal }): Promise<AdminSession> => {
      try {
        return { status: 'admin', admin: await apiRequest(adminPaths.me, { schema: adminMeSchema, signal }) };
      } catch (error) {
        if (error instanceof ApiError && error.code === 'unauthenticated') return { status: 'signed-out' };
        if (error instanceof ApiError && error.status === 403) return { status: 'not-admin' };
        throw error;
      }
    },
    staleTime: 60_000,
  });

export const useAdminSession = () => useQuery(adminSessionQuery());

const signInAnswerSchema = z.object({ token: z.string().nullable().optional() });

export type SignInProblem = 'invalid' | 'unconfirmed' | 'rate-limited' | 'failed';

/** Better Auth's e-mail sign-in; the answer's session cookie is set by the server. */
export async function signIn(email: string, password: string): Promise<void> {
  await apiRequest(authPaths.signIn, {
    method: 'POST',
    body: { email, password },
    schema: signInAnswerSchema,
  });
}

/** What went wrong with a sign-in, by status (Better Auth's error body is its own). */
export function signInProblem(error: unknown): SignInProblem {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 401 || error.status === 400) return 'invalid';
  if (error.status === 403) return 'unconfirmed';
  if (error.status === 429) return 'rate-limited';
  return 'failed';
}

export async function signOut(): Promise<void> {
  await apiRequest(authPaths.signOut, { method: 'POST', body: {}, schema: z.unknown() });
}
