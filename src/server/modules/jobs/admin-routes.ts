import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_FAILED_JOBS_LIMIT,
  adminJobsSchema,
  FETCH_JOBS_FAILURE,
  jobsPaths,
} from '../../../contract/jobs';
import { dataLayer, iso } from '../admin/data-layer';
import { type AdminGuard, adminErrorResponses as errors } from '../admin/guard';
import type { JobsRepository } from './repository';

/** GET /api/admin/jobs: jobs per kind and status, and the latest failures (never a payload). */
export const jobsAdminRoutes =
  ({
    guard,
    jobs,
  }: {
    guard: AdminGuard;
    jobs: Pick<JobsRepository, 'counts' | 'recentFailures'>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    guard.protect(app);

    app.get(jobsPaths.admin, { schema: { response: { 200: adminJobsSchema, ...errors } } }, async (request) =>
      dataLayer(FETCH_JOBS_FAILURE, request.log, async () => {
        const [counts, failed] = await Promise.all([
          jobs.counts(),
          jobs.recentFailures(ADMIN_FAILED_JOBS_LIMIT),
        ]);
        return {
          counts,
          failed: failed.map((job) => ({
            ...job,
            finishedAt: job.finishedAt === null ? null : iso(job.finishedAt),
          })),
        };
      }),
    );
  };
