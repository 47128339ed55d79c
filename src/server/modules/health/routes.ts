import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthPaths, healthResponseSchema, readyResponseSchema } from '../../../contract/health';
import type { DatabaseHandle } from '../../db/client';

export const healthRoutes =
  (database: DatabaseHandle): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      healthPaths.health,
      { config: { rateLimitExempt: true }, schema: { response: { 200: healthResponseSchema } } },
      async () => ({
        status: 'ok' as const,
      }),
    );

    app.get(
      healthPaths.ready,
      {
        config: { rateLimitExempt: true },
        schema: { response: { 200: readyResponseSchema, 503: readyResponseSchema } },
      },
      async (_request, reply) => {
        try {
          await database.ping();
          return { status: 'ready' as const, database: database.kind };
        } catch {
          return reply.status(503).send({ status: 'unavailable' as const, database: database.kind });
        }
      },
    );
  };
