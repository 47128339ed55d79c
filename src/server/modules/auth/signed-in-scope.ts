import type { FastifyInstance } from 'fastify';

/**
 * Puts every route of `app` (a plugin's scope under /api/me) behind a session: signed in first (a 401
 * before any body validation), writes only from our own pages, and personal data never cached, the 401s
 * included. Needs `app.auth`.
 */
export function signedInOnly(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    await app.auth.requireSignedIn(request);
    if (request.method !== 'GET' && request.method !== 'HEAD') app.auth.assertSameOrigin(request);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
}
