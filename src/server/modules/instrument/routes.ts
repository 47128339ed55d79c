import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_INSTRUMENT_FAILURES,
  adminInstrumentPaths,
  adminInstrumentRecomputeSchema,
  adminInstrumentReportSchema,
  adminInstrumentVersionsSchema,
  instrumentVersionParamsSchema,
} from '../../../contract/admin-instrument';
import type { DatabaseHandle } from '../../db/client';
import type { ViewerResolver } from '../../plugins/viewer';
import { dataLayer } from '../admin/data-layer';
import { adminGuard, adminErrorResponses as errors } from '../admin/guard';
import type { AssessmentService } from '../assessment/service';
import type { JobQueue } from '../jobs/queue';
import { INSTRUMENT_RECOMPUTE_EVERY_MS, INSTRUMENT_RECOMPUTE_JOB, type InstrumentService } from './service';

export type InstrumentDependencies = {
  database: DatabaseHandle;
  assessment: Pick<AssessmentService, 'onResultStored'>;
  resolveViewer: ViewerResolver;
  jobs: JobQueue;
  /** shared with the rater routes, whose submissions schedule a recompute too */
  service: InstrumentService;
};

/** A spreadsheet opens UTF-8 text as UTF-8 only when it starts with the byte order mark. */
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * The instrument's quality figures: the recompute job (after completions and rater answers, daily, and
 * when an admin asks), and the admin's reads of what it stored, as JSON and as CSV.
 */
export const instrumentRoutes =
  ({ database, assessment, resolveViewer, jobs, service }: InstrumentDependencies): FastifyPluginAsyncZod =>
  async (app) => {
    jobs.every(INSTRUMENT_RECOMPUTE_JOB, INSTRUMENT_RECOMPUTE_EVERY_MS, (job, context) =>
      service.runJob(job.payload as { versionId?: unknown }, context),
    );
    assessment.onResultStored(({ versionId }) => void service.scheduleRecompute(versionId));

    const guard = adminGuard(resolveViewer, database.db);
    guard.protect(app);

    app.get(
      adminInstrumentPaths.versions,
      { schema: { response: { 200: adminInstrumentVersionsSchema, ...errors } } },
      async (request) => dataLayer(ADMIN_INSTRUMENT_FAILURES.fetch, request.log, () => service.versions()),
    );

    app.get(
      adminInstrumentPaths.report,
      {
        schema: {
          params: instrumentVersionParamsSchema,
          response: { 200: adminInstrumentReportSchema, ...errors },
        },
      },
      async (request) =>
        dataLayer(ADMIN_INSTRUMENT_FAILURES.fetch, request.log, () => service.report(request.params.version)),
    );

    app.get(
      adminInstrumentPaths.csv,
      // no response schema for the file itself: it is text/csv (errors are the usual JSON)
      { schema: { params: instrumentVersionParamsSchema } },
      async (request, reply) => {
        const file = await dataLayer(ADMIN_INSTRUMENT_FAILURES.csv, request.log, () =>
          service.csv(request.params.version),
        );
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .send(`${BYTE_ORDER_MARK}${file.body}`);
      },
    );

    app.post(
      adminInstrumentPaths.recompute,
      { schema: { response: { 202: adminInstrumentRecomputeSchema, ...errors } } },
      async (request, reply) => {
        await dataLayer(ADMIN_INSTRUMENT_FAILURES.recompute, request.log, () =>
          service.requestRecompute(guard.contextOf(request, reply)),
        );
        return reply.status(202).send({ queued: true as const });
      },
    );
  };
