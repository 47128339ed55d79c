import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEV_TOOL_MESSAGES,
  devClearCacheResultSchema,
  devFixResultSchema,
  devToolsPaths,
  devUserParamsSchema,
  devUserSearchQuerySchema,
  devUserSearchSchema,
  devViewAsSchema,
} from '../../../contract/dev-tools';
import { apiErrorSchema } from '../../../contract/errors';
import { ADMIN_RATE_LIMIT_MAX_REQUESTS } from '../../../domain/constants';
import type { DatabaseHandle } from '../../db/client';
import { HttpError } from '../../plugins/error-handler';
import type { ViewerResolver } from '../../plugins/viewer';
import { adminGuard } from '../admin/guard';
import { ADMIN_RATE_LIMIT_WINDOW_MS, adminRateLimit, databaseAdminRateLimitStore } from '../admin/rate-limit';
import { adminRepository } from '../admin/repository';
import type { AssessmentService } from '../assessment/service';
import { devToolsRepository } from './repository';

const errors = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
  500: apiErrorSchema,
} as const;

const USER_NOT_FOUND = () => new HttpError(404, 'not_found', DEV_TOOL_MESSAGES.userNotFound);

/**
 * /api/admin/dev/*: the developer panel's user tools (spec 2). The admin module's guard (a signed-in
 * admin, read from the database on every request), writes from our own site only, nothing cached, every
 * change in the audit log, and repairs counted by the admin rate limit (operation `dev_fix`).
 */
export const devToolsRoutes =
  ({
    database,
    assessment,
    resolveViewer,
  }: {
    database: DatabaseHandle;
    assessment: Pick<AssessmentService, 'latestOf'>;
    resolveViewer: ViewerResolver;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    const admins = adminRepository(database.db);
    const repository = devToolsRepository(database.db);
    const limit = adminRateLimit(databaseAdminRateLimitStore(database.db), {
      maxRequests: ADMIN_RATE_LIMIT_MAX_REQUESTS * 3,
      windowMs: ADMIN_RATE_LIMIT_WINDOW_MS,
    });
    // the one admin check every admin route plugin uses
    const guard = adminGuard(resolveViewer, database.db);
    guard.protect(app);
    const adminOf = guard.adminOf;

    app.get(
      devToolsPaths.users,
      {
        schema: { querystring: devUserSearchQuerySchema, response: { 200: devUserSearchSchema, ...errors } },
      },
      async (request) => {
        try {
          return { users: await repository.search(request.query.q) };
        } catch (error) {
          request.log.error({ err: error }, DEV_TOOL_MESSAGES.searchFailed);
          throw new HttpError(500, 'data_layer_error', DEV_TOOL_MESSAGES.searchFailed);
        }
      },
    );

    app.post(
      devToolsPaths.fix,
      { schema: { params: devUserParamsSchema, response: { 200: devFixResultSchema, ...errors } } },
      async (request, reply) => {
        const admin = adminOf(request);
        const decision = await limit.check(admin.userId, 'dev_fix' as never, request.log);
        if (!decision.allowed) {
          const retry = Math.max(1, Math.ceil((decision.resetAt - Date.now()) / 1000));
          reply.header('retry-after', String(retry));
          throw new HttpError(429, 'rate_limited', 'Rate limit exceeded');
        }
        if (!(await repository.authUser(request.params.id))) throw USER_NOT_FOUND();
        let fixes: string[];
        try {
          fixes = await repository.fix(request.params.id);
        } catch (error) {
          request.log.error({ err: error }, DEV_TOOL_MESSAGES.fixFailed);
          throw new HttpError(500, 'data_layer_error', DEV_TOOL_MESSAGES.fixFailed);
        }
        await admins.audit(admin, {
          action: 'dev.fix_data',
          target: request.params.id,
          details: { applied: fixes.length, fixes },
        });
        const [user] = await repository.views([request.params.id]);
        if (!user) throw USER_NOT_FOUND();
        return { applied: fixes.length, fixes, user };
      },
    );

    app.post(
      devToolsPaths.clearCache,
      { schema: { params: devUserParamsSchema, response: { 200: devClearCacheResultSchema, ...errors } } },
      async (request) => {
        if (!(await repository.authUser(request.params.id))) throw USER_NOT_FOUND();
        const cleared = await repository.clearCaches(request.params.id);
        await admins.audit(adminOf(request), {
          action: 'dev.clear_cache',
          target: request.params.id,
          details: { cleared },
        });
        return { cleared };
      },
    );

    app.get(
      devToolsPaths.viewAs,
      { schema: { params: devUserParamsSchema, response: { 200: devViewAsSchema, ...errors } } },
      async (request) => {
        const [user] = await repository.views([request.params.id]);
        if (!user) throw USER_NOT_FOUND();
        const result = await assessment.latestOf(request.params.id);
        await app.security.logSecurityEvent(
          {
            eventType: 'admin_view_as_user',
            userId: adminOf(request).userId,
            ipAddress: request.ip ?? null,
            details: { viewedUserId: request.params.id },
          },
          request.log,
        );
        return { user, result };
      },
    );
  };
