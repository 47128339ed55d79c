import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AdminRateLimitedOperation } from '../../../contract/admin';
import { ADMIN_RATE_LIMIT_MAX_REQUESTS, ADMIN_RATE_LIMIT_WINDOW_MINUTES } from '../../../domain/constants';
import { countRequest } from '../../../domain/rate-limit';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { HttpError } from '../../plugins/error-handler';
import type { AdminContext } from './guard';
import type { AdminRepository } from './repository';

export const ADMIN_RATE_LIMIT_WINDOW_MS = ADMIN_RATE_LIMIT_WINDOW_MINUTES * 60 * 1000;

/** rate_limits.endpoint of an admin operation type. */
export const adminRateLimitEndpoint = (operation: AdminRateLimitedOperation) => `admin:${operation}`;

export type AdminRateLimitDecision = { allowed: boolean; resetAt: number };

/** Counts one request of `identifier` against `endpoint`'s window. */
export interface AdminRateLimitStore {
  consume(
    identifier: string,
    endpoint: string,
    limit: number,
    windowMs: number,
    now: number,
  ): Promise<AdminRateLimitDecision>;
}

/**
 * Windows in rate_limits, shared by every instance. The row is locked for the check, so concurrent
 * requests of one admin count one after the other; a refused request is not counted (domain rule).
 */
export function databaseAdminRateLimitStore(db: Database): AdminRateLimitStore {
  return {
    async consume(identifier, endpoint, limit, windowMs, now) {
      return db.transaction(async (tx) => {
        const key = and(eq(rateLimits.identifier, identifier), eq(rateLimits.endpoint, endpoint));
        await tx
          .insert(rateLimits)
          .values({ identifier, endpoint, requestCount: 0, windowStart: new Date(now) })
          .onConflictDoNothing();
        const [row] = await tx.select().from(rateLimits).where(key).for('update');
        const decision = countRequest(
          row ? { windowStart: row.windowStart.getTime(), requestCount: row.requestCount } : null,
          now,
          limit,
          windowMs,
        );
        await tx
          .update(rateLimits)
          .set({
            requestCount: decision.updatedWindow.requestCount,
            windowStart: new Date(decision.updatedWindow.windowStart),
          })
          .where(key);
        return { allowed: decision.allowed, resetAt: decision.resetAt };
      });
    },
  };
}

/**
 * The spec's check_admin_rate_limit(operation_type, max_requests, window_minutes): by default 10
 * requests per 60 minutes per admin and operation type. A failing check allows the request (spec 8).
 */
export function adminRateLimit(
  store: AdminRateLimitStore,
  options: { maxRequests?: number; windowMs?: number; now?: () => number } = {},
) {
  const maxRequests = options.maxRequests ?? ADMIN_RATE_LIMIT_MAX_REQUESTS;
  const windowMs = options.windowMs ?? ADMIN_RATE_LIMIT_WINDOW_MS;
  const now = options.now ?? Date.now;
  return {
    maxRequests,
    async check(
      adminId: string,
      operation: AdminRateLimitedOperation,
      log: Pick<FastifyBaseLogger, 'warn'>,
    ): Promise<AdminRateLimitDecision> {
      const at = now();
      try {
        return await store.consume(adminId, adminRateLimitEndpoint(operation), maxRequests, windowMs, at);
      } catch (error) {
        log.warn({ err: error, operation }, 'admin rate limit check failed; request allowed');
        return { allowed: true, resetAt: at };
      }
    },
  };
}

export type AdminRateLimit = ReturnType<typeof adminRateLimit>;

/**
 * Counts one destructive or bulk operation of the calling admin; over the limit it logs a security event,
 * sets Retry-After and refuses with 429 `admin_rate_limited` (before anything is changed).
 */
export function adminRateLimiter(
  rateLimit: AdminRateLimit,
  repository: Pick<AdminRepository, 'logSecurityEvent'>,
  now: () => number = Date.now,
) {
  return async (context: AdminContext, operation: AdminRateLimitedOperation): Promise<void> => {
    const decision = await rateLimit.check(context.admin.userId, operation, context.log);
    if (decision.allowed) return;
    const seconds = Math.max(1, Math.ceil((decision.resetAt - now()) / 1000));
    await repository
      .logSecurityEvent({
        eventType: 'admin_rate_limit_exceeded',
        severity: 'warning',
        userId: context.admin.userId,
        ipAddress: context.ip,
        details: { operation, maxRequests: rateLimit.maxRequests },
      })
      .catch((error: unknown) => context.log.warn({ err: error }, 'could not log the rate-limit hit'));
    context.header('retry-after', String(seconds));
    throw new HttpError(
      429,
      'admin_rate_limited',
      `Too many requests. Try again in ${Math.ceil(seconds / 60)} minutes.`,
    );
  };
}

export type AdminRateLimiter = ReturnType<typeof adminRateLimiter>;
