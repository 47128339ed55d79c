import { queryOptions } from '@tanstack/react-query';
import { SESSION_SECRET_HEADER } from '../../../../contract/assessment';
import { benchmarkPaths, benchmarksViewSchema, benchmarkTeaserSchema } from '../../../../contract/benchmarks';
import { apiPath, apiRequest } from '../../../lib/api-client';

/** Under 'account': the founder's own data, dropped at sign-out and deletion with the rest of it. */
export const benchmarkKeys = {
  all: ['account', 'benchmarks'] as const,
  mine: (resultId: string, groups: string) => ['account', 'benchmarks', resultId, groups] as const,
  teaser: (sessionId: string) => ['results', 'benchmark-teaser', sessionId] as const,
};

/**
 * GET mine: where the signed-in owner stands, per group, for one of their results. `groups` (the
 * profile's stage and team size) is part of the key: a change of either asks again.
 */
export const myBenchmarksQuery = (resultId: string, groups = '') =>
  queryOptions({
    queryKey: benchmarkKeys.mine(resultId, groups),
    queryFn: ({ signal }) =>
      apiRequest(apiPath(benchmarkPaths.mine, { id: resultId }), { schema: benchmarksViewSchema, signal }),
  });

/** GET teaser: the anonymous session's one figure, read with the session's secret. */
export const benchmarkTeaserQuery = (session: { id: string; secret: string }) =>
  queryOptions({
    queryKey: benchmarkKeys.teaser(session.id),
    queryFn: ({ signal }) =>
      apiRequest(apiPath(benchmarkPaths.teaser, { id: session.id }), {
        headers: { [SESSION_SECRET_HEADER]: session.secret },
        schema: benchmarkTeaserSchema,
        signal,
      }),
  });
