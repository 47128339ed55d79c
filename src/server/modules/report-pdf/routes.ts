import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ResultView } from '../../../contract/assessment';
import type { Plan } from '../../../contract/plans';
import { resultParamsSchema, sharingPaths } from '../../../contract/sharing';
import { firstNameOf, reportPdfFileName } from '../../../domain/share-rules';
import { renderReportPdf } from './render';

export type ReportPdfDependencies = {
  /** the owner's full result view; throws a 404 when the result is not the user's */
  ownResult: (resultId: string, userId: string) => Promise<ResultView>;
  /** the result's 90-day plan, null when the founder has made none */
  planOf: (resultId: string, userId: string) => Promise<Plan | null>;
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
        const view = await deps.ownResult(request.params.id, user.id);
        const plan = await deps.planOf(request.params.id, user.id);
        const started = performance.now();
        const pdf = await renderReportPdf({
          view,
          firstName: firstNameOf(user.name),
          plan,
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
