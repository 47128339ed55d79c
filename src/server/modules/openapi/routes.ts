import { createHash } from 'node:crypto';
import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { OPENAPI_PATH, openapiOptions } from './document';

/**
 * Collects every route's schemas for the document. Registered before any route (the security plugin's
 * included), since it only sees routes added after it.
 */
export const openapiCollector = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, openapiOptions);
  },
  { name: 'openapi-collector' },
);

/** Only what the document says of itself; the body is sent as built (no re-serialisation). */
const documentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/**
 * GET /api/openapi.json: the public surface as OpenAPI 3.1, generated from the routes' zod schemas.
 * Built on the first request (the document needs the app ready), then answered from memory with an ETag.
 */
export const openapiRoutes: FastifyPluginAsync = async (app) => {
  let built: { body: string; etag: string } | null = null;
  const schema = { response: { 200: documentSchema, 304: z.void() } };
  app.get(OPENAPI_PATH, { schema }, async (request, reply) => {
    if (!built) {
      const body = JSON.stringify(app.swagger());
      built = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    }
    reply.header('cache-control', 'public, max-age=3600').header('etag', built.etag);
    if (request.headers['if-none-match'] === built.etag) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(built.body);
  });
};
