import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientLogBodySchema,
  consentBodySchema,
  consentHistorySchema,
  consentLoggedSchema,
  privacyPaths,
  visitBodySchema,
} from '../../../contract/privacy';
import { carriesSessionCookie } from '../../plugins/csrf';
import { HttpError } from '../../plugins/error-handler';
import type { ViewerResolver } from '../../plugins/viewer';
import type { PrivacyRepository } from './repository';

/** The spec's log view shows the 10 most recent consent records. */
const CONSENT_HISTORY_SIZE = 10;
const userAgentOf = (headers: Record<string, unknown>) =>
  typeof headers['user-agent'] === 'string' ? headers['user-agent'].slice(0, 500) : null;

export const privacyRoutes =
  (repository: PrivacyRepository, resolveViewer: ViewerResolver): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      privacyPaths.consent,
      { schema: { body: consentBodySchema, response: { 201: consentLoggedSchema } } },
      async (request, reply) => {
        const { userId } = await resolveViewer(request);
        const consent = request.body;
        const row = await repository.logConsent({
          userId,
          visitorId: consent.visitorId,
          // the server's clock decides when the choice was logged; the browser's time is kept in the record
          consentData: { ...consent, essential: true },
          userAgent: userAgentOf(request.headers),
        });
        return reply.status(201).send(row);
      },
    );

    app.get(
      privacyPaths.consentHistory,
      { schema: { response: { 200: consentHistorySchema } } },
      async (request, reply) => {
        const { userId } = await resolveViewer(request);
        if (!userId) throw new HttpError(401, 'unauthenticated', 'Not authenticated');
        reply.header('cache-control', 'no-store');
        const rows = await repository.latestConsent(userId, CONSENT_HISTORY_SIZE);
        return {
          entries: rows.map((r) => ({
            id: r.id,
            essential: true,
            analytics: r.consentData.analytics,
            marketing: r.consentData.marketing,
            version: r.consentData.version,
            createdAt: r.createdAt.toISOString(),
          })),
        };
      },
    );

    // The web sends this only after analytics consent (docs/privacy.md).
    app.post(
      privacyPaths.visits,
      { schema: { body: visitBodySchema, response: { 202: z.object({ ok: z.literal(true) }) } } },
      async (request, reply) => {
        await repository.countVisit(request.body.visitorId, request.body.page);
        return reply.status(202).send({ ok: true as const });
      },
    );

    app.post(
      privacyPaths.clientLogs,
      {
        bodyLimit: 16 * 1024,
        schema: { body: clientLogBodySchema, response: { 202: z.object({ ok: z.literal(true) }) } },
      },
      async (request, reply) => {
        const { userId } = await resolveViewer(request);
        // The session is the signed-in one the server knows, never an id the caller names: a log row
        // keyed by someone else's session would travel with their export.
        const signedIn = userId && carriesSessionCookie(request) ? await app.auth.sessionOf(request) : null;
        const body = request.body;
        await repository.logClientEvent({
          userId,
          sessionId: signedIn?.user.id === userId ? signedIn.session.id : null,
          correlationId: body.correlationId ?? null,
          level: body.level,
          eventType: body.eventType,
          message: body.message,
          data: body.data ?? null,
          userAgent: userAgentOf(request.headers),
          url: body.url ?? null,
        });
        return reply.status(202).send({ ok: true as const });
      },
    );
  };
