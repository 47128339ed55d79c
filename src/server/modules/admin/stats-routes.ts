import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPaths,
  dashboardStatsSchema,
  dropoutAnalysisSchema,
  periodQuerySchema,
} from '../../../contract/admin';
import { type AdminGuard, adminErrorResponses as errors } from './guard';
import type { StatsService } from './stats-service';

/** /api/admin/dashboard and /api/admin/dropout-analysis. */
export const statsRoutes =
  ({ guard, service }: { guard: AdminGuard; service: StatsService }): FastifyPluginAsyncZod =>
  async (app) => {
    guard.protect(app);

    app.get(
      adminPaths.dashboard,
      { schema: { querystring: periodQuerySchema, response: { 200: dashboardStatsSchema, ...errors } } },
      async (request) => service.dashboard(request.query, request.log),
    );

    app.get(
      adminPaths.dropoutAnalysis,
      { schema: { querystring: periodQuerySchema, response: { 200: dropoutAnalysisSchema, ...errors } } },
      async (request) => service.dropouts(request.query, request.log),
    );
  };
