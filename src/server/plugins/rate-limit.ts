import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_BASE_PATH, authPaths, emailTestPaths } from '../../contract/auth';
import { RATE_LIMIT_WINDOW_MS } from '../../domain/constants';
import { countRequest, type RateLimitWindow, rateLimitCounters } from '../../domain/rate-limit';
import { type RateLimitedOperation, rateLimitCheckFailed } from '../../domain/security';
import { betterAuthPath, isApiRoute } from './route-policy';

/** The spec's endpoint groups (section 9): a route names its group in `config.rateLimitGroup`. */
export type RateLimitGroup =
  | '/api/assessment'
  | '/api/questions'
  | '/api/chapters'
  | '/api/feedback'
  | '/api/shared'
  | '/api/report-pdf'
  | 'default';

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimitGroup?: RateLimitGroup;
    /** routes such as health checks that must never be limited */
    rateLimitExempt?: boolean;
    /**
     * Who is limited besides the client address, when it is not the session the URL names (`:id`):
     * e.g. a rater's link or the signed-in account. Return a value safe to store (never a secret).
     */
    rateLimitSubject?: (request: FastifyRequest) => string | undefined | Promise<string | undefined>;
  }
}

/**
 * Where windows are kept: `sharedRateLimitStore` (rate-limit-store.ts, PostgreSQL, the app's default)
 * or in memory per process (tests).
 */
export interface RateLimitStore {
  hit(key: string, now: number, limit: number): Promise<{ allowed: boolean; resetAt: number }>;
  /** writes what is pending and stops timers; called when the app closes */
  close?(): Promise<void>;
}

export function memoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, RateLimitWindow>();
  let lastSweep = 0;
  return {
    async hit(key, now, limit) {
      if (now - lastSweep > RATE_LIMIT_WINDOW_MS) {
        for (const [k, w] of windows) if (now - w.windowStart >= RATE_LIMIT_WINDOW_MS) windows.delete(k);
        lastSweep = now;
      }
      const decision = countRequest(windows.get(key), now, limit);
      windows.set(key, decision.updatedWindow);
      return { allowed: decision.allowed, resetAt: decision.resetAt };
    },
  };
}

/**
 * The calls attackers hammer: sign-in, sign-up, password reset and every call that sends an e-mail.
 * When their limit cannot be checked they are refused (ARCHITECTURE.md); everything else goes through.
 */
const CREDENTIAL_CALLS = new Set([
  `POST ${authPaths.signIn}`,
  `POST ${authPaths.signUp}`,
  `POST ${authPaths.requestPasswordReset}`,
  `POST ${authPaths.resetPassword}`,
  `POST ${authPaths.sendVerificationEmail}`,
  `POST ${emailTestPaths.send}`,
]);

/** Whether the matched route is one of those calls (Better Auth's by the endpoint its wildcard names). */
export function rateLimitedOperationOf(request: FastifyRequest): RateLimitedOperation {
  const authPath = betterAuthPath(request);
  const path = authPath === null ? request.routeOptions.url : `${AUTH_BASE_PATH}${authPath}`;
  return CREDENTIAL_CALLS.has(`${request.method.toUpperCase()} ${path}`) ? 'credential' : 'public';
}

/** The answer when a credential call's limit cannot be checked: 503, try again shortly. */
export const RATE_LIMIT_UNAVAILABLE = {
  code: 'rate_limit_unavailable',
  message: 'The service is briefly unavailable. Please try again in a few seconds.',
} as const;

/**
 * Counts each request on an API route against its group's limit per client (the assessment session when the URL
 * names one, and the client address, see `rateLimitCounters`). Over the limit: 429 with Retry-After. A failing store lets the
 * request through (the spec's policy), except a credential call (sign-in, sign-up, password reset,
 * e-mail sending), which is refused with 503 `rate_limit_unavailable`.
 */
export function registerRateLimit(app: FastifyInstance, store: RateLimitStore): void {
  app.addHook('onClose', async () => store.close?.());
  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    if (!isApiRoute(request) || config?.rateLimitExempt) return;
    const group: RateLimitGroup = config?.rateLimitGroup ?? 'default';
    const sessionId = config?.rateLimitSubject
      ? await config.rateLimitSubject(request)
      : (request.params as { id?: string } | undefined)?.id;
    const now = Date.now();
    let refusedUntil: number | null = null;
    for (const counter of rateLimitCounters(group, { sessionId, address: request.ip })) {
      try {
        const decision = await store.hit(counter.key, now, counter.limit);
        if (!decision.allowed) {
          refusedUntil = decision.resetAt;
          break;
        }
      } catch (error) {
        const operation = rateLimitedOperationOf(request);
        if (rateLimitCheckFailed(operation).allowed) {
          request.log.warn({ err: error }, 'rate limit check failed; request allowed');
          return;
        }
        request.log.error({ err: error }, 'rate limit check failed; credential call refused');
        return reply
          .status(503)
          .header('retry-after', '5')
          .header('cache-control', 'no-store')
          .send({ error: RATE_LIMIT_UNAVAILABLE });
      }
    }
    if (refusedUntil === null) return;
    const retryAfter = Math.max(1, Math.ceil((refusedUntil - now) / 1000));
    return reply
      .status(429)
      .header('retry-after', String(retryAfter))
      .header('cache-control', 'no-store')
      .send({
        error: { code: 'rate_limited', message: `Too many requests. Try again in ${retryAfter} seconds.` },
      });
  });
}
