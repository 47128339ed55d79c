import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_INSTRUMENT_FAILURES,
  adminInstrumentPaths,
  adminInstrumentRecomputeSchema,
  adminInstrumentReportSchema,
  adminInstrumentVersionsSchema,
} from '../../../../contract/admin-instrument';
import { apiDownload, apiPath, apiRequest } from '../../../lib/api-client';
import { showAdminError } from './errors';
import { adminKeys } from './keys';

const instrumentKey = [...adminKeys.all, 'instrument'] as const;
/** While a recompute is due or running, the list is asked again this often to see it finish. */
const RECOMPUTING_POLL_MS = 2_000;

/** GET /api/admin/instrument/versions: the versions with computed figures, and whether a recompute runs. */
export const instrumentVersionsQuery = () =>
  queryOptions({
    queryKey: [...instrumentKey, 'versions'] as const,
    queryFn: ({ signal }) =>
      apiRequest(adminInstrumentPaths.versions, { schema: adminInstrumentVersionsSchema, signal }),
    staleTime: 15_000,
    refetchInterval: (query) => (query.state.data?.recomputing ? RECOMPUTING_POLL_MS : false),
  });
export const useInstrumentVersions = () => useQuery(instrumentVersionsQuery());

/** GET /api/admin/instrument/versions/:version: the figures of one version (none below the threshold). */
export const instrumentReportQuery = (version: number, computedAt: string) =>
  queryOptions({
    // the computation is part of the key: a recompute's figures are fetched as soon as the list names it
    queryKey: [...instrumentKey, 'report', version, computedAt] as const,
    queryFn: ({ signal }) =>
      apiRequest(apiPath(adminInstrumentPaths.report, { version: String(version) }), {
        schema: adminInstrumentReportSchema,
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
export const useInstrumentReport = (version: number, computedAt: string) =>
  useQuery(instrumentReportQuery(version, computedAt));

/** POST /api/admin/instrument/recompute: queued, run by the job queue within seconds. */
export function useRecomputeInstrument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(adminInstrumentPaths.recompute, { method: 'POST', schema: adminInstrumentRecomputeSchema }),
    onError: (error) => showAdminError(error, ADMIN_INSTRUMENT_FAILURES.recompute),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: instrumentKey }),
        client.invalidateQueries({ queryKey: adminKeys.auditLog() }),
      ]),
  });
}

/** GET the version's CSV: its text and the file name the server gives. */
export function downloadInstrumentCsv(version: number) {
  return apiDownload(apiPath(adminInstrumentPaths.csv, { version: String(version) }));
}
