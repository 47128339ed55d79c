import { and, eq, gt, lt, sql } from 'drizzle-orm';
import {
  RATE_LIMIT_CACHE_MS,
  RATE_LIMIT_CLEANUP_AFTER_MS,
  RATE_LIMIT_WINDOW_MS,
} from '../../domain/constants';
import { type Database, rawQuery } from '../db/client';
import { rateLimits } from '../db/schema';
import type { RateLimitStore } from './rate-limit';

/** How often rows older than 24 h are deleted (and once at start). */
export const RATE_LIMIT_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Hits one instance may serve from its local view of a window before it writes them to the database:
 * a tenth of the limit (5, 10, 20 for the spec's 50, 100, 200). It is also the margin kept below the
 * limit inside which an instance stops serving locally and asks the database for every hit. A client
 * spread over N instances can therefore exceed its limit by at most (N − 1) × this number in one
 * window (the other instances' unwritten hits); on one instance it never exceeds it.
 */
export function localBatchOf(limit: number): number {
  return Math.max(1, Math.ceil(limit / 10));
}

/**
 * One hit (plus the hits served locally since the last write) as one atomic upsert, a fixed text run as
 * a prepared statement: $1 identifier, $2 endpoint, $3 the count of a new row, $4 now, $5 now − window
 * (a window that began at or before it has expired and restarts at 1), $6 hits to add, $7 limit + 1
 * (the cap).
 */
const UPSERT = `
  insert into rate_limits (identifier, endpoint, request_count, window_start)
  values ($1::text, $2::text, $3::int, $4::timestamptz)
  on conflict (identifier, endpoint) do update set
    request_count = case when rate_limits.window_start <= $5::timestamptz then 1
      else least(rate_limits.request_count + $6::int, $7::int) end,
    window_start = case when rate_limits.window_start <= $5::timestamptz then $4::timestamptz
      else rate_limits.window_start end
  returning request_count as count, window_start as "windowStart"`;

type LocalWindow = {
  /** the database's count when last read (refused hits count, capped at limit + 1) */
  known: number;
  /** hits served here since, not yet written */
  pending: number;
  /** when `known` was read */
  syncedAt: number;
  /** epoch ms the database window ends */
  resetAt: number;
  limit: number;
};

export type SharedRateLimitStore = RateLimitStore & {
  /** writes every unwritten hit (the 10 s timer does this too) */
  flush(now?: number): Promise<void>;
  /** deletes windows older than 24 h; resolves to the number deleted */
  cleanup(now?: number): Promise<number>;
  close(): Promise<void>;
};

export type SharedRateLimitStoreOptions = {
  /** how long a local view may be used without the database (spec 9: 10 s) */
  cacheMs?: number;
  /** rows whose window began this long ago are deleted (spec 9: 24 h) */
  cleanupAfterMs?: number;
  /** false in tests that drive flush and cleanup themselves */
  timers?: boolean;
  log?: { warn(obj: object, msg: string): void };
};

/**
 * `group|client` → rate_limits.endpoint = group, identifier = client. An assessment session is stored
 * by its bare id, so deleting an account removes its counters with every other row keyed by that id.
 */
function splitKey(key: string): { endpoint: string; identifier: string } {
  const bar = key.indexOf('|');
  const endpoint = bar < 0 ? 'default' : key.slice(0, bar);
  const client = bar < 0 ? key : key.slice(bar + 1);
  return { endpoint, identifier: client.startsWith('session:') ? client.slice('session:'.length) : client };
}

/**
 * The public API's rate limits in PostgreSQL (`rate_limits`), so every server instance counts against
 * the same fixed 60 s windows, fronted by a per-process cache of at most 10 s per key:
 *
 * - A key's first hit, every hit near the limit, and every hit once the local view is 10 s old go to the
 *   database as one atomic upsert that adds the hits served locally meanwhile plus this one, restarts
 *   the window when it is older than 60 s, and answers the count and the window start.
 * - Well under the limit (count + unwritten + 1 ≤ limit − batch) an instance serves up to `batch` hits
 *   from memory and writes them with the next upsert or the 10 s flush.
 * - A refused key stays refused locally until the window ends (no database traffic from a flood).
 *
 * Time is the caller's `now` (the app's clock), so tests can move it. Refused hits are counted but the
 * count is capped at limit + 1: allowed exactly when the answered count is ≤ limit.
 */
export function sharedRateLimitStore(
  db: Database,
  options: SharedRateLimitStoreOptions = {},
): SharedRateLimitStore {
  const cacheMs = options.cacheMs ?? RATE_LIMIT_CACHE_MS;
  const cleanupAfterMs = options.cleanupAfterMs ?? RATE_LIMIT_CLEANUP_AFTER_MS;
  const raw = rawQuery(db);
  const windows = new Map<string, LocalWindow>();
  const timers: ReturnType<typeof setInterval>[] = [];
  let running: Promise<unknown> = Promise.resolve();
  /** background work (flush, cleanup) one after the other, awaited by close() */
  const inBackground = (work: () => Promise<unknown>, what: string) => {
    running = running.then(work).catch((error: unknown) => options.log?.warn({ err: error }, what));
  };

  async function upsert(key: string, now: number, limit: number, unwritten: number) {
    const { endpoint, identifier } = splitKey(key);
    const [row] = await raw<{ count: number; windowStart: Date | string }>(UPSERT, [
      identifier,
      endpoint,
      Math.min(unwritten + 1, limit + 1),
      new Date(now).toISOString(),
      new Date(now - RATE_LIMIT_WINDOW_MS).toISOString(),
      unwritten + 1,
      limit + 1,
    ]);
    if (!row) throw new Error('rate limit upsert returned nothing');
    return { count: row.count, resetAt: new Date(row.windowStart).getTime() + RATE_LIMIT_WINDOW_MS };
  }

  async function write(key: string, local: LocalWindow, now: number) {
    const unwritten = local.pending;
    if (unwritten === 0 || now >= local.resetAt) return;
    local.pending = 0;
    const { endpoint, identifier } = splitKey(key);
    // Only into the window they were served in; an expired one has nothing to add them to.
    await db
      .update(rateLimits)
      .set({
        requestCount: sql`least(${rateLimits.requestCount} + ${unwritten}::int, ${local.limit + 1}::int)`,
      })
      .where(
        and(
          eq(rateLimits.identifier, identifier),
          eq(rateLimits.endpoint, endpoint),
          gt(rateLimits.windowStart, new Date(local.resetAt - RATE_LIMIT_WINDOW_MS - 1)),
        ),
      );
  }

  const store: SharedRateLimitStore = {
    async hit(key, now, limit) {
      let local = windows.get(key);
      if (local && (now >= local.resetAt || local.limit !== limit)) {
        windows.delete(key);
        local = undefined;
      }
      if (local && local.known > local.limit) return { allowed: false, resetAt: local.resetAt };
      const batch = localBatchOf(limit);
      if (
        local &&
        now - local.syncedAt < cacheMs &&
        local.pending < batch &&
        local.known + local.pending + 1 <= limit - batch
      ) {
        local.pending += 1;
        return { allowed: true, resetAt: local.resetAt };
      }
      const unwritten = local?.pending ?? 0;
      // Counted as written before the query: a failing database loses them rather than counting twice.
      if (local) local.pending = 0;
      const answer = await upsert(key, now, limit, unwritten);
      windows.set(key, { known: answer.count, pending: 0, syncedAt: now, resetAt: answer.resetAt, limit });
      return { allowed: answer.count <= limit, resetAt: answer.resetAt };
    },

    async flush(now = Date.now()) {
      for (const [key, local] of windows) {
        if (now >= local.resetAt) {
          windows.delete(key);
          continue;
        }
        await write(key, local, now);
      }
    },

    async cleanup(now = Date.now()) {
      const deleted = await db
        .delete(rateLimits)
        .where(lt(rateLimits.windowStart, new Date(now - cleanupAfterMs)))
        .returning({ id: rateLimits.id });
      return deleted.length;
    },

    async close() {
      for (const timer of timers) clearInterval(timer);
      timers.length = 0;
      inBackground(() => store.flush(), 'rate limit flush failed');
      await running;
    },
  };

  if (options.timers !== false) {
    inBackground(() => store.cleanup(), 'rate limit cleanup failed');
    const flushTimer = setInterval(
      () => inBackground(() => store.flush(), 'rate limit flush failed'),
      cacheMs,
    );
    const cleanupTimer = setInterval(
      () => inBackground(() => store.cleanup(), 'rate limit cleanup failed'),
      RATE_LIMIT_CLEANUP_INTERVAL_MS,
    );
    flushTimer.unref();
    cleanupTimer.unref();
    timers.push(flushTimer, cleanupTimer);
  }
  return store;
}
