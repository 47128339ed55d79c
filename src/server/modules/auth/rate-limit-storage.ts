import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema';

/** rate_limits.endpoint of Better Auth's counters; the identifier is its `ip|path` key. */
export const AUTH_RATE_LIMIT_ENDPOINT = 'auth';

/**
 * Set around one Better Auth request: Better Auth turns any error of its storage into an anonymous 500,
 * so the storage marks the failure here and the route answers a clear 503 instead (fail closed).
 */
export const authRateLimitFailure = new AsyncLocalStorage<{ failed: boolean }>();

/**
 * Better Auth's rate-limit counters in PostgreSQL, shared by every instance: one atomic upsert per
 * request (fixed window). A database error propagates, so the auth request fails closed.
 */
export function databaseRateLimitStorage(db: Database) {
  return {
    async consume(key: string, rule: { window: number; max: number }) {
      try {
        return await consume(key, rule);
      } catch (error) {
        const marker = authRateLimitFailure.getStore();
        if (marker) marker.failed = true;
        throw error;
      }
    },
  };

  async function consume(key: string, rule: { window: number; max: number }) {
    const windowSeconds = Math.max(1, Math.round(rule.window));
    const expired = sql`${rateLimits.windowStart} <= now() - (${windowSeconds}::int * interval '1 second')`;
    const [row] = await db
      .insert(rateLimits)
      .values({
        identifier: key,
        endpoint: AUTH_RATE_LIMIT_ENDPOINT,
        requestCount: 1,
        windowStart: sql`now()`,
      })
      .onConflictDoUpdate({
        target: [rateLimits.identifier, rateLimits.endpoint],
        set: {
          requestCount: sql`case when ${expired} then 1 else ${rateLimits.requestCount} + 1 end`,
          windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
        },
      })
      .returning({ count: rateLimits.requestCount, windowStart: rateLimits.windowStart });
    if (!row) throw new Error('rate limit upsert returned nothing');
    if (row.count <= rule.max) return { allowed: true, retryAfter: null };
    const resetAt = new Date(row.windowStart).getTime() + windowSeconds * 1000;
    return { allowed: false, retryAfter: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)) };
  }
}
