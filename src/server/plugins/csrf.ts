import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_BASE_PATH } from '../../contract/auth';
import { CSRF_HEADER, csrfCookieName, SECURITY_ERRORS } from '../../contract/security';
import { isCsrfTokenFormat } from '../../domain/security';
import { COOKIE_PREFIX } from '../modules/auth/better-auth';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SESSION_COOKIE = new RegExp(`^(__Secure-)?${COOKIE_PREFIX}\\.session_token$`);

/** The request carries Better Auth's session cookie: the one ambient credential this app has. */
export function carriesSessionCookie(request: FastifyRequest): boolean {
  const cookies = request.cookies ?? {};
  return Object.keys(cookies).some((name) => SESSION_COOKIE.test(name));
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Why a state-changing request fails the double-submit check, or null when it passes. */
export function csrfProblem(request: FastifyRequest, https: boolean): string | null {
  const header = request.headers[CSRF_HEADER];
  const cookie = request.cookies?.[csrfCookieName(https)];
  if (typeof header !== 'string' || !isCsrfTokenFormat(header)) return 'missing or malformed header';
  if (typeof cookie !== 'string' || !isCsrfTokenFormat(cookie)) return 'missing or malformed cookie';
  return sameToken(header, cookie) ? null : 'header and cookie differ';
}

/**
 * CSRF protection for the API (docs/security.md). The web keeps a 32-byte hex token in session storage,
 * mirrors it into a cookie of its own (SameSite=Strict, on https `__Host-`) and sends it as
 * `x-csrf-token` on every state-changing call. Here, every POST/PUT/PATCH/DELETE under /api that
 * carries the session cookie must come from our origin (Origin / Sec-Fetch-Site) and present the same
 * well-formed token in header and cookie: a page on another site can neither read nor set our cookie nor
 * add a custom header without a CORS preflight we never grant. Requests without the session cookie
 * carry no ambient authority (the anonymous assessment is authorised by the x-session-secret header),
 * so there is nothing to forge. Better Auth's own endpoints keep its origin and CSRF checks.
 * Needs `app.auth` (for the trusted origins) at request time; registered after @fastify/cookie.
 */
export function registerCsrfProtection(app: FastifyInstance, options: { https: boolean }): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (!request.url.startsWith('/api/') || request.url.startsWith(`${AUTH_BASE_PATH}/`)) return;
    if (!carriesSessionCookie(request)) return;
    app.auth.assertSameOrigin(request);
    const problem = csrfProblem(request, options.https);
    if (!problem) return;
    request.log.info({ problem }, 'CSRF check refused a request');
    return reply
      .status(403)
      .header('cache-control', 'no-store')
      .send({ error: { code: SECURITY_ERRORS.csrf.code, message: SECURITY_ERRORS.csrf.message } });
  });
}
