import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../contract/errors';
import {
  activityBodySchema,
  activityResponseSchema,
  CLIENT_FINGERPRINT_HEADER,
  publicSettingsSchema,
  SECURITY_ERRORS,
  securityPaths,
  sessionStatusSchema,
} from '../../../contract/security';
import { INACTIVITY_TIMEOUT_MS, RATE_LIMIT_CACHE_MS } from '../../../domain/constants';
import type { Observation } from '../../../domain/session-anomalies';
import type { DatabaseHandle } from '../../db/client';
import { carriesSessionCookie } from '../../plugins/csrf';
import { BETTER_AUTH_ROUTE, isApiRoute } from '../../plugins/route-policy';
import { databaseAdminRateLimitStore } from '../admin/rate-limit';
import { isSettingOn } from '../auth/settings';
import { registerAccountThrottle } from './account-throttle';
import { securityRepository } from './repository';
import { type SecurityService, securityService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    security: SecurityService;
    /** every route registered after the security plugin (all of the API): for the access-control audit */
    registeredRoutes: ReadonlyArray<{ method: string; url: string }>;
    /** this instance's 10 s cache of the public settings; the admin's write empties it at once */
    publicSettingsCache: { invalidate(): void };
  }
  interface FastifyContextConfig {
    /** the session status check: evaluated by its handler, and not activity */
    securityStatus?: boolean;
  }
}

function observe(request: FastifyRequest): Observation {
  const fingerprint = request.headers[CLIENT_FINGERPRINT_HEADER];
  const userAgent = request.headers['user-agent'];
  return {
    ipAddress: request.ip ?? null,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 500) : null,
    fingerprint:
      typeof fingerprint === 'string' && /^[0-9a-f]{16,128}$/.test(fingerprint) ? fingerprint : null,
  };
}

/**
 * The security layer on the server (docs/security.md): every signed-in API request is checked for the
 * 30-minute inactivity timeout and for signs of a taken-over session (forced logout, logged); sign-in,
 * sign-up, reset and verification e-mails are throttled per account; the browser reads the public
 * settings and its session's status here and reports activity. Registered before the auth plugin so its
 * hooks also run for /api/auth/*; `app.auth` is used at request time.
 */
export const securityPlugin = ({ database }: { database: DatabaseHandle }) =>
  fp(
    async (root: FastifyInstance) => {
      const app = root.withTypeProvider<ZodTypeProvider>();
      const repository = securityRepository(database.db);
      const service = securityService({
        repository,
        adminRateLimitStore: databaseAdminRateLimitStore(database.db),
      });
      app.decorate('security', service);
      const routes: Array<{ method: string; url: string }> = [];
      app.decorate('registeredRoutes', routes);
      app.addHook('onRoute', (route) => {
        for (const method of ([] as string[]).concat(route.method))
          routes.push({ method, url: route.url ?? route.path });
      });
      registerAccountThrottle(app, repository);

      // Anything personal is never stored by a browser or a proxy, whatever the route set (errors too).
      app.addHook('onSend', async (request, reply, payload) => {
        if (request.routeOptions.config?.personal) reply.header('cache-control', 'no-store');
        return payload;
      });

      app.addHook('onRequest', async (request, reply) => {
        if (!isApiRoute(request) || request.routeOptions.config?.securityStatus) return;
        if (!carriesSessionCookie(request)) return;
        const signedIn = await app.auth.sessionOf(request);
        if (!signedIn) return;
        const evaluation = await service.evaluateRequest(
          {
            sessionId: signedIn.session.id,
            userId: signedIn.user.id,
            createdAt: new Date(signedIn.session.createdAt),
            security: signedIn.security,
          },
          observe(request),
          { passive: false, log: request.log },
        );
        if (evaluation.outcome === 'ok') return;
        // Better Auth's own endpoints read the (now deleted) session themselves: sign-in still works.
        if (request.routeOptions.url === BETTER_AUTH_ROUTE) return;
        app.auth.clearSessionCookies(reply);
        const error =
          evaluation.outcome === 'timed-out' ? SECURITY_ERRORS.sessionTimeout : SECURITY_ERRORS.suspicious;
        return reply.status(401).header('cache-control', 'no-store').send({ error });
      });

      // The deterrent setting, read at most every 10 s per instance (it is public and the same for all).
      // Another instance keeps its cached value for at most those 10 s (docs/security.md).
      let cached: { at: number; value: boolean } | null = null;
      app.decorate('publicSettingsCache', {
        invalidate() {
          cached = null;
        },
      });
      app.get(
        securityPaths.publicSettings,
        { schema: { response: { 200: publicSettingsSchema } } },
        async (request, reply) => {
          const now = Date.now();
          if (!cached || now - cached.at > RATE_LIMIT_CACHE_MS) {
            try {
              cached = { at: now, value: isSettingOn(await repository.devtoolsDeterrent()) };
            } catch (error) {
              // off when unknown: a deterrent, never a reason to break the page
              request.log.warn({ err: error }, 'public settings could not be read');
              cached = { at: now, value: false };
            }
          }
          reply.header('cache-control', 'public, max-age=60');
          return { devtoolsDeterrent: cached.value };
        },
      );

      app.get(
        securityPaths.session,
        {
          config: { securityStatus: true },
          schema: { response: { 200: sessionStatusSchema, 401: apiErrorSchema } },
        },
        async (request, reply) => {
          reply.header('cache-control', 'no-store');
          const status = {
            signedIn: false,
            suspicious: false,
            threatLevel: 'low' as const,
            inactivityTimeoutMs: INACTIVITY_TIMEOUT_MS,
            lastActivity: null,
          };
          if (!carriesSessionCookie(request)) return status;
          const signedIn = await app.auth.sessionOf(request);
          if (!signedIn) return status;
          const evaluation = await service.evaluateRequest(
            {
              sessionId: signedIn.session.id,
              userId: signedIn.user.id,
              createdAt: new Date(signedIn.session.createdAt),
              security: signedIn.security,
            },
            observe(request),
            { passive: true, log: request.log },
          );
          if (evaluation.outcome !== 'ok') {
            app.auth.clearSessionCookies(reply);
            return { ...status, suspicious: evaluation.outcome === 'suspicious' };
          }
          const row = await repository.sessionSecurity(signedIn.session.id).catch(() => null);
          return {
            ...status,
            signedIn: true,
            threatLevel: evaluation.report.threatLevel,
            lastActivity: row?.lastActivity.toISOString() ?? null,
          };
        },
      );

      app.post(
        securityPaths.activity,
        {
          schema: {
            body: activityBodySchema,
            response: { 200: activityResponseSchema, 401: apiErrorSchema },
          },
        },
        async (request) => {
          // The onRequest hook has recorded the activity (or ended the session).
          const signedIn = await app.auth.requireSignedIn(request);
          const row = await repository.sessionSecurity(signedIn.session.id).catch(() => null);
          return { ok: true as const, lastActivity: row?.lastActivity.toISOString() ?? null };
        },
      );
    },
    { name: 'uplift-security' },
  );
