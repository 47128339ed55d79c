import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userParamsSchema } from '../../../contract/admin';
import {
  ADMIN_BENCHMARK_FAILURES,
  adminBenchmarkExclusionBodySchema,
  adminBenchmarkExclusionSchema,
  adminBenchmarkPaths,
  adminBenchmarkRecomputeSchema,
  adminBenchmarkSettingsBodySchema,
  adminBenchmarkSettingsSchema,
  adminBenchmarksQuerySchema,
  adminBenchmarksSchema,
} from '../../../contract/admin-benchmarks';
import { SESSION_SECRET_HEADER, sessionParamsSchema } from '../../../contract/assessment';
import { benchmarkPaths, benchmarksViewSchema, benchmarkTeaserSchema } from '../../../contract/benchmarks';
import { apiErrorSchema } from '../../../contract/errors';
import type { DatabaseHandle } from '../../db/client';
import type { ViewerResolver } from '../../plugins/viewer';
import { dataLayer } from '../admin/data-layer';
import { adminErrorResponses, adminGuard } from '../admin/guard';
import type { AssessmentService } from '../assessment/service';
import type { JobQueue } from '../jobs/queue';
import { benchmarksRepository } from './repository';
import { type BenchmarksService, benchmarksService, RECOMPUTE_EVERY_MS, RECOMPUTE_JOB } from './service';

export type BenchmarksDependencies = {
  database: DatabaseHandle;
  assessment: Pick<AssessmentService, 'onResultStored'>;
  resolveViewer: ViewerResolver;
  jobs: JobQueue;
  now?: () => Date;
  /** the service, when the app shares it with another module (the PDF report); else built here */
  service?: BenchmarksService;
};

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema } as const;

/**
 * Peer benchmarks: the founder's percentiles and the anonymous teaser, read from the precomputed
 * distributions; the recompute job (after results are stored, and hourly); the admin's view and settings.
 */
export const benchmarksRoutes =
  ({
    database,
    assessment,
    resolveViewer,
    jobs,
    now = () => new Date(),
    service: shared,
  }: BenchmarksDependencies): FastifyPluginAsyncZod =>
  async (app) => {
    const service =
      shared ??
      benchmarksService({
        repository: benchmarksRepository(database.db),
        jobs,
        now,
        log: app.log,
      });
    jobs.every(RECOMPUTE_JOB, RECOMPUTE_EVERY_MS, (job, context) =>
      service.runJob(job.payload as { versionId?: unknown }, context),
    );
    assessment.onResultStored(({ versionId }) => void service.scheduleRecompute(versionId));

    app.get(
      benchmarkPaths.mine,
      { schema: { params: sessionParamsSchema, response: { 200: benchmarksViewSchema, ...errors } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.mine(
          request.params.id,
          resolveViewer(request).then((viewer) => viewer.userId),
        );
      },
    );

    app.get(
      benchmarkPaths.teaser,
      {
        config: { rateLimitGroup: '/api/assessment' },
        schema: { params: sessionParamsSchema, response: { 200: benchmarkTeaserSchema, ...errors } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const secret = request.headers[SESSION_SECRET_HEADER];
        const { userId } = await resolveViewer(request);
        return service.teaser(request.params.id, typeof secret === 'string' ? secret : undefined, userId);
      },
    );

    const adminPlugin: FastifyPluginAsyncZod = async (admin) => {
      const guard = adminGuard(resolveViewer, database.db);
      guard.protect(admin);
      const adminErrors = adminErrorResponses;

      admin.get(
        adminBenchmarkPaths.overview,
        {
          schema: {
            querystring: adminBenchmarksQuerySchema,
            response: { 200: adminBenchmarksSchema, ...adminErrors },
          },
        },
        async (request) =>
          dataLayer(ADMIN_BENCHMARK_FAILURES.fetch, request.log, () =>
            service.overview(request.query.version),
          ),
      );

      admin.put(
        adminBenchmarkPaths.settings,
        {
          schema: {
            body: adminBenchmarkSettingsBodySchema,
            response: { 200: adminBenchmarkSettingsSchema, ...adminErrors },
          },
        },
        async (request, reply) =>
          dataLayer(ADMIN_BENCHMARK_FAILURES.updateSettings, request.log, () =>
            service.setMinGroupSize(request.body.minGroupSize, guard.contextOf(request, reply)),
          ),
      );

      admin.post(
        adminBenchmarkPaths.recompute,
        { schema: { response: { 202: adminBenchmarkRecomputeSchema, ...adminErrors } } },
        async (request, reply) => {
          await dataLayer(ADMIN_BENCHMARK_FAILURES.recompute, request.log, () =>
            service.requestRecompute(guard.contextOf(request, reply)),
          );
          return reply.status(202).send({ queued: true as const });
        },
      );

      admin.put(
        adminBenchmarkPaths.userExclusion,
        {
          schema: {
            params: userParamsSchema,
            body: adminBenchmarkExclusionBodySchema,
            response: { 200: adminBenchmarkExclusionSchema, ...adminErrors },
          },
        },
        async (request, reply) =>
          dataLayer(ADMIN_BENCHMARK_FAILURES.exclusion, request.log, () =>
            service.setExcluded(request.params.id, request.body.excluded, guard.contextOf(request, reply)),
          ),
      );
    };
    await app.register(adminPlugin);
  };
