import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_FAILURES } from '../../../contract/admin';
import { adminRoundListSchema, feedbackPaths } from '../../../contract/feedback';
import type { FeedbackRepository } from '../feedback/repository';
import { dataLayer, iso } from './data-layer';
import { type AdminGuard, adminErrorResponses as errors } from './guard';

/** GET /api/admin/feedback/rounds: every rater-feedback round with counts only, never answers or addresses. */
export const feedbackRoundsRoutes =
  ({
    guard,
    rounds,
  }: {
    guard: AdminGuard;
    rounds: Pick<FeedbackRepository, 'adminRounds'>;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    guard.protect(app);

    app.get(
      feedbackPaths.adminRounds,
      { schema: { response: { 200: adminRoundListSchema, ...errors } } },
      async (request) => {
        const rows = await dataLayer(ADMIN_FAILURES.fetchFeedbackRounds, request.log, () =>
          rounds.adminRounds(),
        );
        return {
          rounds: rows.map((row) => ({
            ...row,
            createdAt: iso(row.createdAt),
            closedAt: row.closedAt === null ? null : iso(row.closedAt),
          })),
        };
      },
    );
  };
