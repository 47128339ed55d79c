import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ResultView } from '../../../contract/assessment';
import type { BenchmarksView } from '../../../contract/benchmarks';
import type { Plan } from '../../../contract/plans';
import { resultParamsSchema, sharingPaths } from '../../../contract/sharing';
import { firstNameOf, reportPdfFileName } from '../../../domain/share-rules';
import { type FeedbackRounds, newestRound, reportRadar } from './radar-data';
import { renderReportPdf } from './render';

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
};

/** GET /api/me/results/:id/report.pdf: the owner's report, made on the server (nothing in the bundles). */
export const reportPdfRoutes =
  (deps: ReportPdfDependencies): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      sharingPaths.reportPdf,
      {
        config: { rateLimitGroup: '/api/report-pdf' },
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
        const started = performance.now();
        const pdf = await renderReportPdf({
          view,
          firstName: firstNameOf(user.name),
          plan,
          radar: reportRadar(view, benchmarks, feedback?.report ?? null),
          feedback: feedback?.report ?? null,
          howOthersSeeYou: feedback?.howOthersSeeYou ?? null,
          generatedAt: deps.now?.() ?? new Date(),
        });
        request.log.info(
          { ms: Math.round(performance.now() - started), bytes: pdf.length },
          'report PDF generated',
        );
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${reportPdfFileName(view.completedAt)}"`)
          .send(pdf);
      },
    );
  };
