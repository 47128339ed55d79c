import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_BENCHMARK_FAILURES,
  adminBenchmarkExclusionSchema,
  adminBenchmarkPaths,
  adminBenchmarkRecomputeSchema,
  adminBenchmarkSettingsSchema,
  adminBenchmarksSchema,
} from '../../../../contract/admin-benchmarks';
import { apiPath, apiRequest } from '../../../lib/api-client';
import { showAdminError } from './errors';
import { adminKeys } from './keys';

const benchmarksKey = (version: number | null) => [...adminKeys.all, 'benchmarks', version] as const;

/** GET /api/admin/benchmarks: groups, sizes, distributions (the published version unless one is chosen). */
export const adminBenchmarksQuery = (version: number | null) =>
  queryOptions({
    queryKey: benchmarksKey(version),
    queryFn: ({ signal }) =>
      apiRequest(`${adminBenchmarkPaths.overview}${version ? `?version=${version}` : ''}`, {
        schema: adminBenchmarksSchema,
        signal,
      }),
    staleTime: 15_000,
  });
export const useAdminBenchmarks = (version: number | null) => useQuery(adminBenchmarksQuery(version));

const refresh = (client: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    client.invalidateQueries({ queryKey: [...adminKeys.all, 'benchmarks'] }),
    client.invalidateQueries({ queryKey: adminKeys.auditLog() }),
  ]);

/** PUT /api/admin/benchmarks/settings: the minimum group size (10 to 1000). */
export function useSaveMinGroupSize() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (minGroupSize: number) =>
      apiRequest(adminBenchmarkPaths.settings, {
        method: 'PUT',
        body: { minGroupSize },
        schema: adminBenchmarkSettingsSchema,
      }),
    onError: (error) => showAdminError(error, ADMIN_BENCHMARK_FAILURES.updateSettings),
    onSuccess: () => refresh(client),
  });
}

/** POST /api/admin/benchmarks/recompute: queued, run by the job queue within seconds. */
export function useRecomputeBenchmarks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(adminBenchmarkPaths.recompute, { method: 'POST', schema: adminBenchmarkRecomputeSchema }),
    onError: (error) => showAdminError(error, ADMIN_BENCHMARK_FAILURES.recompute),
    onSuccess: () => refresh(client),
  });
}

/** PUT /api/admin/users/:id/benchmark-exclusion: a test account's results stay out of the benchmarks. */
export function useSetBenchmarkExclusion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, excluded }: { userId: string; excluded: boolean }) =>
      apiRequest(apiPath(adminBenchmarkPaths.userExclusion, { id: userId }), {
        method: 'PUT',
        body: { excluded },
        schema: adminBenchmarkExclusionSchema,
      }),
    onError: (error) => showAdminError(error, ADMIN_BENCHMARK_FAILURES.exclusion),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: adminKeys.usersAll() }), refresh(client)]),
  });
}
