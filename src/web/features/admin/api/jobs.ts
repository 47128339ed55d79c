import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminJobsSchema, jobsPaths } from '../../../../contract/jobs';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/jobs: the job queue's counts per kind and status, and the latest failures. */
export const jobsQuery = () =>
  queryOptions({
    queryKey: adminKeys.jobs(),
    queryFn: ({ signal }) => apiRequest(jobsPaths.admin, { schema: adminJobsSchema, signal }),
    staleTime: 60_000,
  });
export const useJobs = () => useQuery(jobsQuery());
