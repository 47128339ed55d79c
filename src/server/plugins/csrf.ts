import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
 * `x-csrf-token` on every state-changing call. Here, EVERY POST/PUT/PATCH/DELETE route, signed in
 * or not and Better Auth's endpoints included, must not come from another site (Origin / Sec-Fetch-Site)
 * and must present the same well-formed token in header and cookie: a page on another site can neither
 * read nor set our cookie nor add a custom header without a CORS preflight we never grant. Checking
 * anonymous calls too is what the issue asks ("sent with every state-changing call and checked by the
 * server") and closes login CSRF and forged anonymous writes (consent records, client logs, sessions).
 * Better Auth keeps its own origin checks behind this one. Registered after @fastify/cookie.
 */
export function registerCsrfProtection(app: FastifyInstance, options: { https: boolean }): void {
  const refuse = (reply: FastifyReply, message: string) =>
    reply
      .status(403)
      .header('cache-control', 'no-store')
      .send({ error: { code: SECURITY_ERRORS.csrf.code, message } });

  app.addHook('onRequest', async (request, reply) => {
    // every write on a matched route, whatever its path; an unmatched one reaches nothing (404)
    if (!STATE_CHANGING.has(request.method) || request.routeOptions.url === undefined) return;
    if (request.routeOptions.config?.csrfExempt) return;
    if (crossSite(request, app.auth.trustedOrigins)) {
      request.log.info({ origin: request.headers.origin }, 'CSRF check refused a cross-site request');
      return refuse(reply, SECURITY_ERRORS.crossSite.message);
    }
    const problem = csrfProblem(request, options.https);
    if (!problem) return;
    request.log.info({ problem }, 'CSRF check refused a request');
    return refuse(reply, SECURITY_ERRORS.csrf.message);
  });
}

/**
 * A request a browser marks as coming from another site, or whose Origin is not ours. No Origin at all
 * is allowed (non-browser clients): the token pair is the defence, Origin only a second line.
 */
export function crossSite(request: FastifyRequest, trusted: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  return request.headers['sec-fetch-site'] === 'cross-site' || (origin !== undefined && !trusted.has(origin));
}
