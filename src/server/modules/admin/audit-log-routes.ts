import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPaths, auditLogQuerySchema, auditLogSchema } from '../../../contract/admin';
import type { AuditLogService } from './audit-log-service';
import { type AdminGuard, adminErrorResponses as errors } from './guard';

/** /api/admin/audit-log: who changed what and when. */
export const auditLogRoutes =
  ({ guard, service }: { guard: AdminGuard; service: AuditLogService }): FastifyPluginAsyncZod =>
  async (app) => {
    guard.protect(app);

    app.get(
      adminPaths.auditLog,
      { schema: { querystring: auditLogQuerySchema, response: { 200: auditLogSchema, ...errors } } },
      async (request) => service.page(request.query, request.log),
    );
  };
