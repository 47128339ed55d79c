import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../contract/errors';
import {
  createShareBodySchema,
  createShareResponseSchema,
  resultParamsSchema,
  revokeShareResponseSchema,
  sharedParamsSchema,
  sharedReportSchema,
  shareListSchema,
  shareParamsSchema,
  sharingPaths,
} from '../../../contract/sharing';
import type { ViewerResolver } from '../../plugins/viewer';
import { signedInOnly } from '../auth/signed-in-scope';
import type { SharingService } from './service';
import { shareRateLimitIdentifier, shareTokenHash } from './tokens';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
} as const;

/** The founder's share links under /api/me: signed in, and only their own. Needs `app.auth`. */
export const sharingRoutes =
  (service: SharingService): FastifyPluginAsyncZod =>
  async (app) => {
    signedInOnly(app);
    const userOf = async (request: FastifyRequest) => (await app.auth.requireSignedIn(request)).user.id;

    app.get(
      sharingPaths.shares,
      { schema: { params: resultParamsSchema, response: { 200: shareListSchema, ...errors } } },
      async (request) => ({ shares: await service.list(await userOf(request), request.params.id) }),
    );

    app.post(
      sharingPaths.shares,
      {
        schema: {
          params: resultParamsSchema,
          body: createShareBodySchema,
          response: { 201: createShareResponseSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const created = await service.create(await userOf(request), request.params.id, request.body);
        return reply.status(201).send(created);
      },
    );

    app.post(
      sharingPaths.revoke,
      { schema: { params: shareParamsSchema, response: { 200: revokeShareResponseSchema, ...errors } } },
      async (request) => ({ share: await service.revoke(request.params.shareId, await userOf(request)) }),
    );
  };

/**
 * Limited per address and per link (by its hash, never the token). A link is 256 bits, so the limit is
 * about load and scraping, not guessing.
 */
const limited = {
  rateLimitGroup: '/api/shared' as const,
  rateLimitSubject: (request: FastifyRequest) => {
    const token = (request.params as { token?: unknown } | undefined)?.token;
    return typeof token === 'string' ? shareRateLimitIdentifier(shareTokenHash(token)) : undefined;
  },
};

/** The public side: whoever holds a link reads what it shows, nothing else. */
export const sharedRoutes =
  (service: SharingService, resolveViewer: ViewerResolver): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      // the founder may revoke at any moment: never kept by a browser or proxy, never indexed
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex, nofollow');
      return payload;
    });

    app.get(
      sharingPaths.shared,
      {
        config: limited,
        schema: {
          params: sharedParamsSchema,
          response: {
            200: sharedReportSchema,
            400: apiErrorSchema,
            404: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const { userId } = await resolveViewer(request);
        return { report: await service.view(request.params.token, userId) };
      },
    );
  };
