import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ResultView } from '../../../contract/assessment';
import type { BenchmarksView } from '../../../contract/benchmarks';
import type { Plan } from '../../../contract/plans';
import { resultParamsSchema, sharingPaths } from '../../../contract/sharing';
import { firstNameOf, reportPdfFileName } from '../../../domain/share-rules';
import { type FeedbackRounds, newestRound, reportRadar } from './radar-data';
import type { ReportInput } from './render';
import { RenderQueueFull, renderPool } from './render-pool';
import { reportCache } from './report-cache';
import type { ReportTask } from './report-task';

export type ReportPdfDependencies = {
  /** the owner's full result view; throws a 404 when the result is not the user's */
  ownResult: (resultId: string, userId: string) => Promise<ResultView>;
  /** the result's 90-day plan, null when the founder has made none */
  planOf: (resultId: string, userId: string) => Promise<Plan | null>;
  /** the owner's benchmarks for the result: the service gives figures only for groups above its threshold */
  benchmarksOf: (resultId: string, userId: string) => Promise<BenchmarksView>;
  /** the founder's feedback rounds: others' view comes from the result's newest round once it is ready */
  feedbackRounds: FeedbackRounds;
  now?: () => Date;
  /**
   * Render threads yield the CPU to requests (default). Tests turn it off: on a test machine busy with
   * other test files a low-priority thread would wait for seconds.
   */
  lowPriorityRendering?: boolean;
};

/** What a refused report tells the client to wait before asking again (seconds). */
const BUSY_RETRY_AFTER_S = 5;

/**
 * GET /api/me/results/:id/report.pdf: the owner's report, made on the server (nothing in the bundles).
 * It is rendered on a pool thread, never on the one answering requests, and kept while unchanged.
 */
export const reportPdfRoutes =
  (deps: ReportPdfDependencies): FastifyPluginAsyncZod =>
  async (app) => {
    const pool = renderPool({ lowPriority: deps.lowPriorityRendering ?? true });
    const cache = reportCache();
    app.addHook('onClose', () => pool.close());
    const rendered = async (task: ReportTask, log: FastifyBaseLogger) => {
      const started = performance.now();
      const pdf = await pool.render(task);
      log.info({ ms: Math.round(performance.now() - started), bytes: pdf.length }, 'report PDF generated');
      return pdf;
    };

    app.get(
      sharingPaths.reportPdf,
      {
        config: {
          rateLimitGroup: '/api/report-pdf',
          // a report may wait behind others in the render queue before it is made
          deadlineMs: 30_000,
          // counted per account as well as per address: one account cannot have many made at once
          rateLimitSubject: async (request) => (await request.server.auth.sessionOf(request))?.user.id,
        },
        // no response schema: the answer is the PDF's bytes (errors are the usual JSON)
        schema: { params: resultParamsSchema },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { user } = await app.auth.requireSignedIn(request);
        const resultId = request.params.id;
        const view = await deps.ownResult(resultId, user.id);
        // the radar's extra figures are optional: without them the report still has the founder's own
        const optional = <T>(what: string, read: () => Promise<T>) =>
          read().catch((error: unknown) => {
            request.log.warn({ err: error }, `report PDF without ${what}`);
            return null;
          });
        const [plan, benchmarks, feedback] = await Promise.all([
          deps.planOf(resultId, user.id),
          optional('benchmarks', () => deps.benchmarksOf(resultId, user.id)),
          optional("others' view", () => newestRound(deps.feedbackRounds, resultId, user.id)),
        ]);
        const input: ReportInput = {
          view,
          firstName: firstNameOf(user.name),
          plan,
          radar: reportRadar(view, benchmarks, feedback?.report ?? null),
          feedback: feedback?.report ?? null,
          howOthersSeeYou: feedback?.howOthersSeeYou ?? null,
          generatedAt: deps.now?.() ?? new Date(),
        };
        let pdf: Buffer;
        try {
          pdf = await cache.get(input, (task) => rendered(task, request.log));
        } catch (error) {
          if (!(error instanceof RenderQueueFull)) throw error;
          request.log.warn('report PDF refused: the render queue is full');
          return reply
            .status(503)
            .header('retry-after', String(BUSY_RETRY_AFTER_S))
            .send({
              error: {
                code: 'report_busy',
                message: 'Many reports are being made right now. Please try again in a few seconds.',
              },
            });
        }
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${reportPdfFileName(view.completedAt)}"`)
          .send(pdf);
      },
    );
  };
