import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RATE_LIMIT_WINDOW_MS } from '../../domain/constants';
import { rateLimitCounters, rateLimitFor } from '../../domain/rate-limit';
import { rateLimits } from '../db/schema';
import { localBatchOf, sharedRateLimitStore } from '../plugins/rate-limit-store';
import { openTestDatabase, type TestDatabase } from '../test-support/database';
import { openTwoInstances } from './two-instances';

const QUESTIONS_LIMIT = rateLimitFor('/api/questions');

describe('rate limits shared by two instances on one database', () => {
  let two: Awaited<ReturnType<typeof openTwoInstances>>;
  beforeAll(async () => {
    two = await openTwoInstances();
  }, 180_000);
  afterAll(async () => two.close());

  it('a client alternating between the instances is held to the limit (plus at most one batch)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < QUESTIONS_LIMIT + 20; i++) {
      const app = i % 2 === 0 ? two.a : two.b;
      const res = await app.inject({
        method: 'GET',
        url: '/api/questionnaire',
        remoteAddress: '203.0.113.7',
      });
      statuses.push(res.statusCode);
    }
    const allowed = statuses.filter((s) => s !== 429).length;
    // Never fewer than the limit; over it by at most (instances − 1) × batch (rate-limit-store.ts).
    expect(allowed).toBeGreaterThanOrEqual(QUESTIONS_LIMIT);
    expect(allowed).toBeLessThanOrEqual(QUESTIONS_LIMIT + localBatchOf(QUESTIONS_LIMIT));
    // once refused, refused on both
    expect(statuses.slice(-4)).toEqual([429, 429, 429, 429]);
  });

  it('429 carries Retry-After and a JSON error, on either instance', async () => {
    for (const app of [two.a, two.b]) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/questionnaire',
        remoteAddress: '203.0.113.7',
      });
      expect(res.statusCode).toBe(429);
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(res.json()).toEqual({
        error: { code: 'rate_limited', message: expect.stringMatching(/Too many/) },
      });
    }
  });

  it('the window lives in rate_limits, where both instances count', async () => {
    // near the limit every hit is written at once, so nothing is pending on either instance
    const [row] = await two.database.db
      .select()
      .from(rateLimits)
      .where(and(eq(rateLimits.endpoint, '/api/questions'), eq(rateLimits.identifier, 'ip:203.0.113.7')));
    expect(row?.requestCount).toBe(QUESTIONS_LIMIT + 1);
  });

  it('made-up session ids do not escape the limit: one address is held to its sessions-worth ceiling', async () => {
    const [, address] = rateLimitCounters('/api/assessment', { sessionId: 'any', address: '203.0.113.9' });
    const ceiling = address?.limit ?? 0;
    expect(ceiling).toBeGreaterThan(rateLimitFor('/api/assessment'));
    const statuses: number[] = [];
    for (let i = 0; i < ceiling + 5; i++) {
      const res = await two.a.inject({
        method: 'GET',
        url: `/api/sessions/${randomUUID()}`,
        remoteAddress: '203.0.113.9',
      });
      statuses.push(res.statusCode);
    }
    // every id is new (its own session window), yet the address refuses after the ceiling
    expect(statuses.slice(0, ceiling).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(ceiling)).toEqual([429, 429, 429, 429, 429]);
  }, 60_000);

  it('another client has its own window', async () => {
    const res = await two.b.inject({
      method: 'GET',
      url: '/api/questionnaire',
      remoteAddress: '203.0.113.8',
    });
    expect(res.statusCode).not.toBe(429);
  });
});

describe('the shared store', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database.drop());
  afterEach(() => vi.useRealTimers());

  it('on one instance, allows exactly the limit and refuses the next, then resets after 60 s', async () => {
    const store = sharedRateLimitStore(database.db, { timers: false });
    const t0 = Date.parse('2030-01-01T00:00:00Z');
    const decisions: boolean[] = [];
    for (let i = 0; i < 51; i++) decisions.push((await store.hit('g|exact', t0 + i * 10, 50)).allowed);
    expect(decisions.filter(Boolean)).toHaveLength(50);
    expect(decisions.at(-1)).toBe(false);
    const refused = await store.hit('g|exact', t0 + 1000, 50);
    expect(refused).toEqual({ allowed: false, resetAt: t0 + RATE_LIMIT_WINDOW_MS });
    expect((await store.hit('g|exact', t0 + RATE_LIMIT_WINDOW_MS, 50)).allowed).toBe(true);
  });

  it('serves hits well under the limit from memory and writes them within the flush', async () => {
    const store = sharedRateLimitStore(database.db, { timers: false });
    const t0 = Date.parse('2030-01-02T00:00:00Z');
    const read = async () =>
      (
        await database.db
          .select({ count: rateLimits.requestCount })
          .from(rateLimits)
          .where(eq(rateLimits.identifier, 'batched'))
      )[0]?.count;
    for (let i = 0; i < 5; i++) await store.hit('g|batched', t0 + i, 100);
    expect(await read()).toBe(1); // the first hit was written, four are pending
    await store.flush(t0 + 10);
    expect(await read()).toBe(5);
  });

  it('rereads the database once its local view is 10 s old', async () => {
    const a = sharedRateLimitStore(database.db, { timers: false });
    const b = sharedRateLimitStore(database.db, { timers: false });
    const t0 = Date.parse('2030-01-03T00:00:00Z');
    await a.hit('g|stale', t0, 100);
    for (let i = 0; i < 100; i++) await b.hit('g|stale', t0 + 1, 100); // b uses the whole window
    await b.flush(t0 + 2);
    expect((await a.hit('g|stale', t0 + 10_000, 100)).allowed).toBe(false);
  });

  it('deletes windows older than 24 hours, keeps recent ones', async () => {
    const store = sharedRateLimitStore(database.db, { timers: false });
    const now = Date.parse('2030-02-01T00:00:00Z');
    await database.db.insert(rateLimits).values([
      { identifier: 'old', endpoint: 'cleanup', requestCount: 3, windowStart: new Date(now - 25 * 3600_000) },
      { identifier: 'new', endpoint: 'cleanup', requestCount: 3, windowStart: new Date(now - 23 * 3600_000) },
    ]);
    await store.cleanup(now);
    const left = await database.db
      .select({ identifier: rateLimits.identifier })
      .from(rateLimits)
      .where(eq(rateLimits.endpoint, 'cleanup'));
    expect(left.map((r) => r.identifier)).toEqual(['new']);
  });

  it('cleans up once when it starts, and its timers do not keep the process alive', async () => {
    await database.db.insert(rateLimits).values({
      identifier: 'ancient',
      endpoint: 'cleanup-start',
      requestCount: 1,
      windowStart: sql`now() - interval '3 days'`,
    });
    const store = sharedRateLimitStore(database.db);
    await store.close(); // waits for the start-up cleanup
    const left = await database.db.select().from(rateLimits).where(eq(rateLimits.endpoint, 'cleanup-start'));
    expect(left).toHaveLength(0);
  });

  it('a failing database fails the check (the plugin then lets the request through)', async () => {
    const broken = sharedRateLimitStore(
      {
        insert: () => {
          throw new Error('ECONNREFUSED');
        },
      } as never,
      { timers: false },
    );
    await expect(broken.hit('g|x', Date.now(), 10)).rejects.toThrow();
  });
});
