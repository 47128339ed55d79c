import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { assessmentPaths } from '../../../contract/assessment';
import { AUTH_BASE_PATH, authPaths } from '../../../contract/auth';
import { betterAuthPath } from '../../plugins/route-policy';
import type { Metrics } from './registry';

/** Where Prometheus scrapes; outside /api, so it is neither rate limited nor in the OpenAPI document. */
export const METRICS_PATH = '/metrics';

/** The route label of a request no route matched: one series for every unknown URL. */
export const UNMATCHED_ROUTE = 'unmatched';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time (both sides hashed to the same length first). */
function sameToken(given: string, expected: Buffer): boolean {
  return timingSafeEqual(digest(given), expected);
}

const NOT_FOUND = (request: FastifyRequest) => ({
  error: { code: 'not_found', message: `No such endpoint: ${request.method} ${METRICS_PATH}` },
});

/**
 * Counts every answered request (one histogram observation in onResponse) and the product's events,
 * read off the routes' successful answers so that no service knows about metrics; serves the registry
 * at GET /metrics to a caller with `Authorization: Bearer <METRICS_TOKEN>`. Without the header the
 * endpoint looks absent (404); a wrong token is 401.
 */
export const metricsPlugin = (options: { metrics: Metrics; token: string }) =>
  fp(
    async (app: FastifyInstance) => {
      const { metrics } = options;
      const expected = digest(options.token);

      app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
        const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
        const status = reply.statusCode;
        metrics.observeRequest(request.method, route, status, reply.elapsedTime / 1000);
        if (status !== 200) return;
        const key = `${request.method} ${route}`;
        if (key === `PUT ${assessmentPaths.answer}`) metrics.answersSaved(1);
        else if (key === `PUT ${assessmentPaths.answers}`) {
          const answers = (request.body as { answers?: Record<string, unknown> } | undefined)?.answers;
          metrics.answersSaved(answers ? Object.keys(answers).length : 0);
        } else if (key === `POST ${assessmentPaths.complete}`) metrics.assessmentCompleted();
        else if (
          request.method === 'POST' &&
          `${AUTH_BASE_PATH}${betterAuthPath(request)}` === authPaths.signUp
        )
          metrics.signedUp();
      });

      app.get(
        METRICS_PATH,
        // scraped every few seconds: its own request lines would drown the log
        { logLevel: 'warn', config: { rateLimitExempt: true }, schema: { hide: true } },
        async (request, reply) => {
          const header = request.headers.authorization;
          if (!header) return reply.status(404).send(NOT_FOUND(request));
          const [scheme, token] = header.split(' ', 2);
          if (scheme?.toLowerCase() !== 'bearer' || !token || !sameToken(token, expected)) {
            return reply
              .status(401)
              .header('www-authenticate', 'Bearer')
              .send({ error: { code: 'unauthenticated', message: 'Not authenticated' } });
          }
          reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store');
          return metrics.registry.metrics();
        },
      );
    },
    { name: 'uplift-metrics' },
  );
