import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SECURITY_ERRORS } from '../../../contract/security';
import { rateLimitCheckFailed } from '../../../domain/security';
import { betterAuthPath } from '../../plugins/route-policy';
import type { SecurityRepository } from './repository';

/** A quarter of an hour: long enough to make guessing one account's password pointless. */
export const ACCOUNT_WINDOW_MS = 15 * 60 * 1000;

/**
 * Per-account limits of the credential endpoints, on top of Better Auth's per-address limits: an
 * attacker who rotates addresses still gets this many tries per account and window. Sign-in counts
 * failures only (a success clears them); the others count every request.
 */
export const ACCOUNT_LIMITS = {
  '/sign-in/email': { endpoint: 'account:sign-in-failures', max: 10, countsOnly: 'failures' },
  '/sign-up/email': { endpoint: 'account:sign-up', max: 5, countsOnly: 'all' },
  '/request-password-reset': { endpoint: 'account:password-reset', max: 3, countsOnly: 'all' },
  '/send-verification-email': { endpoint: 'account:verification-email', max: 3, countsOnly: 'all' },
} as const;
type ThrottledPath = keyof typeof ACCOUNT_LIMITS;

/** The counter's identifier: a hash of the normalised address, so rate_limits holds no e-mail. */
export function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 40);
}

function emailOf(body: unknown, contentType: string | undefined): string | null {
  let value: unknown;
  try {
    const text = Buffer.isBuffer(body) ? body.toString('utf8') : typeof body === 'string' ? body : null;
    if (text === null) value = (body as { email?: unknown } | null)?.email;
    else if (contentType?.includes('application/x-www-form-urlencoded'))
      value = new URLSearchParams(text).get('email');
    else value = (JSON.parse(text) as { email?: unknown } | null)?.email;
  } catch {
    return null;
  }
  return typeof value === 'string' && value.trim() !== '' ? value.slice(0, 320) : null;
}

function throttledPath(request: FastifyRequest): ThrottledPath | null {
  const path = request.method === 'POST' ? betterAuthPath(request) : null;
  return path !== null && Object.hasOwn(ACCOUNT_LIMITS, path) ? (path as ThrottledPath) : null;
}

/**
 * Registers the per-account throttle on /api/auth (preHandler: the raw body is read by then). Over the
 * limit: 429 in Better Auth's `{ code, message }` shape with Retry-After / X-Retry-After. A failing
 * counter fails closed (503): these are the endpoints attackers hammer (ARCHITECTURE.md).
 */
export function registerAccountThrottle(
  app: FastifyInstance,
  repository: SecurityRepository,
  now: () => number = () => Date.now(),
): void {
  const keys = new WeakMap<FastifyRequest, { path: ThrottledPath; identifier: string }>();

  app.addHook('preHandler', async (request, reply) => {
    const path = throttledPath(request);
    if (!path) return;
    const email = emailOf(request.body, request.headers['content-type']);
    if (!email) return; // Better Auth refuses it anyway
    const rule = ACCOUNT_LIMITS[path];
    const identifier = accountKey(email);
    const at = now();
    let window: { count: number; resetAt: number };
    try {
      window = await repository.countInWindow(
        identifier,
        rule.endpoint,
        ACCOUNT_WINDOW_MS,
        at,
        rule.countsOnly === 'failures' ? 0 : 1,
      );
    } catch (error) {
      request.log.error({ err: error }, 'account throttle unavailable');
      if (rateLimitCheckFailed('credential').allowed) return;
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ code: 'UNAVAILABLE', message: 'The service is briefly unavailable. Please try again.' });
    }
    keys.set(request, { path, identifier });
    const over = rule.countsOnly === 'failures' ? window.count >= rule.max : window.count > rule.max;
    if (!over) return;
    const retryAfter = String(Math.max(1, Math.ceil((window.resetAt - at) / 1000)));
    request.log.info({ endpoint: rule.endpoint }, 'per-account limit reached');
    return reply
      .status(429)
      .header('retry-after', retryAfter)
      .header('x-retry-after', retryAfter)
      .header('cache-control', 'no-store')
      .send(SECURITY_ERRORS.accountThrottled);
  });

  // Sign-in: a wrong password (401) counts, a success clears the account's failures; written before
  // the answer leaves, so the next attempt sees it.
  app.addHook('onSend', async (request, reply, payload) => {
    const key = keys.get(request);
    if (!key || ACCOUNT_LIMITS[key.path].countsOnly !== 'failures') return payload;
    const rule = ACCOUNT_LIMITS[key.path];
    try {
      if (reply.statusCode === 401)
        await repository.countInWindow(key.identifier, rule.endpoint, ACCOUNT_WINDOW_MS, now(), 1);
      else if (reply.statusCode === 200) await repository.resetCounter(key.identifier, rule.endpoint);
    } catch (error) {
      request.log.warn({ err: error }, 'sign-in failure could not be counted');
    }
    return payload;
  });
}
