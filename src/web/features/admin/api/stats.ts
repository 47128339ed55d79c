import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  adminPaths,
  dashboardStatsSchema,
  dropoutAnalysisSchema,
  type PeriodQuery,
} from '../../../../contract/admin';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

function withPeriod(path: string, period: PeriodQuery): string {
  const params = new URLSearchParams();
  if (period.from) params.set('from', period.from);
  if (period.to) params.set('to', period.to);
  if (period.version !== undefined) params.set('version', String(period.version));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** GET /api/admin/dashboard: totals and one row per day of the period, for a version or all. */
export const dashboardQuery = (period: PeriodQuery) =>
  queryOptions({
    queryKey: adminKeys.dashboard(period),
    queryFn: ({ signal }) =>
      apiRequest(withPeriod(adminPaths.dashboard, period), { schema: dashboardStatsSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
export const useDashboard = (period: PeriodQuery) => useQuery(dashboardQuery(period));

/** GET /api/admin/dropout-analysis: per question, per chapter and the funnel, for one version. */
export const dropoutsQuery = (period: PeriodQuery) =>
  queryOptions({
    queryKey: adminKeys.dropouts(period),
    queryFn: ({ signal }) =>
      apiRequest(withPeriod(adminPaths.dropoutAnalysis, period), { schema: dropoutAnalysisSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
export const useDropouts = (period: PeriodQuery) => useQuery(dropoutsQuery(period));
