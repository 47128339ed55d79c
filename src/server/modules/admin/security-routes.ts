import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPaths,
  securityOverviewSchema,
  securitySettingsPatchSchema,
  securitySettingsViewSchema,
} from '../../../contract/admin';
import { type AdminGuard, adminErrorResponses as errors } from './guard';
import type { SecurityService } from './security-service';

/** /api/admin/settings and /api/admin/security: the security settings and the security overview. */
export const securityRoutes =
  ({ guard, service }: { guard: AdminGuard; service: SecurityService }): FastifyPluginAsyncZod =>
  async (app) => {
    guard.protect(app);

    app.get(
      adminPaths.settings,
      { schema: { response: { 200: securitySettingsViewSchema, ...errors } } },
      async (request) => service.settings(request.log),
    );

    app.patch(
      adminPaths.settings,
      {
        schema: {
          body: securitySettingsPatchSchema,
          response: { 200: securitySettingsViewSchema, ...errors },
        },
      },
      async (request, reply) => {
        const view = await service.updateSettings(request.body, guard.contextOf(request, reply));
        // the writing instance serves the new deterrent setting at once, not after its 10 s cache
        app.publicSettingsCache.invalidate();
        return view;
      },
    );

    app.get(
      adminPaths.security,
      { schema: { response: { 200: securityOverviewSchema, ...errors } } },
      async (request) => service.overview(request.log),
    );
  };
