import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_FAILURES,
  ADMIN_USERS_PAGE_SIZE,
  adminPaths,
  adminUserListSchema,
  deletedSchema,
} from '../../../../contract/admin';
import { resultViewSchema } from '../../../../contract/assessment';
import { ApiError, apiPath, apiRequest } from '../../../lib/api-client';
import { showAdminError } from './errors';
import { adminKeys } from './keys';

/** GET /api/admin/users: newest first, or the matches of a search (2 characters at least). */
export const usersQuery = (search: string, offset: number) =>
  queryOptions({
    queryKey: adminKeys.users(search, offset),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: String(ADMIN_USERS_PAGE_SIZE), offset: String(offset) });
      if (search) params.set('search', search);
      return apiRequest(`${adminPaths.users}?${params}`, { schema: adminUserListSchema, signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
export const useUsers = (search: string, offset: number) => useQuery(usersQuery(search, offset));

/** GET /api/admin/users/:id/results/latest; null when the user has no completed assessment (404). */
export const userResultQuery = (userId: string) =>
  queryOptions({
    queryKey: adminKeys.userResult(userId),
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest(apiPath(adminPaths.userLatestResult, { id: userId }), {
          schema: resultViewSchema,
          signal,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 30_000,
  });
export const useUserResult = (userId: string) => useQuery(userResultQuery(userId));

/** DELETE /api/admin/users/:id with the typed confirmation. */
export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, confirm }: { userId: string; confirm: string }) =>
      apiRequest(apiPath(adminPaths.user, { id: userId }), {
        method: 'DELETE',
        body: { confirm },
        schema: deletedSchema,
      }),
    onError: (error) => showAdminError(error, ADMIN_FAILURES.deleteUser),
    onSuccess: (_data, { userId }) => {
      client.removeQueries({ queryKey: adminKeys.userResult(userId) });
      return Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.usersAll() }),
        client.invalidateQueries({ queryKey: adminKeys.auditLog() }),
      ]);
    },
  });
}
