import { afterEach, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test-support/app';
import { OVERLOADED } from './overload';

const TOKEN = 'metrics-token-for-tests-0123456789';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Blocks the event loop, as a flood of requests does. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spin
  }
}

/** The status of GET url, asked until it is `status` (a busy machine may need a few samples), or the last one. */
async function statusBecomes(t: TestApp, url: string, status: number, withinMs = 3000): Promise<number> {
  const until = performance.now() + withinMs;
  let last = 0;
  while (performance.now() < until) {
    last = (await t.app.inject({ method: 'GET', url })).statusCode;
    if (last === status) return last;
    await sleep(20);
  }
  return last;
}

function expectShed(res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('2');
  expect(res.json()).toEqual(OVERLOADED);
}

describe('overload shedding', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers normally with the production limits', async () => {
    t = await openTestApp({ dependencies: { overload: {} } });
    // past the first samples, which still hold the start-up's work
    await sleep(300);
    for (let i = 0; i < 20; i++)
      expect((await t.app.inject({ method: 'GET', url: '/api/settings/public' })).statusCode).toBe(200);
  });

  it('sheds API requests with 503, Retry-After and our error body while the heap is over its limit', async () => {
    t = await openTestApp({
      env: { METRICS_TOKEN: TOKEN },
      dependencies: { overload: { maxHeapUsedBytes: 1, maxEventLoopDelayMs: 60_000 } },
    });
    expect(await statusBecomes(t, '/api/health', 200)).toBe(200);
    await sleep(150);
    expectShed(await t.app.inject({ method: 'GET', url: '/api/settings/public' }));
    expectShed(
      await t.inject({ method: 'POST', url: '/api/sessions', payload: { visitorId: 'visitor_shed_01' } }),
    );
    // load balancers' checks and the metrics still answer: the instance is alive, and says why it sheds
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    const metrics = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toMatch(/^uplift_overload_shed_total\{signal="heapUsedBytes"\} 2$/m);
  });

  it('sheds while the event loop lags, and recovers when it catches up', async () => {
    t = await openTestApp({ dependencies: { overload: { maxEventLoopDelayMs: 20, sampleIntervalMs: 50 } } });
    expect(await statusBecomes(t, '/api/settings/public', 200)).toBe(200);
    // every turn of the loop takes 40 ms, as when it works through a backlog of requests
    const lag = setInterval(() => busy(40), 1);
    try {
      expect(await statusBecomes(t, '/api/settings/public', 503)).toBe(503);
      expectShed(await t.app.inject({ method: 'GET', url: '/api/settings/public' }));
    } finally {
      clearInterval(lag);
    }
    expect(await statusBecomes(t, '/api/settings/public', 200)).toBe(200);
  });

  it('sheds while queries wait for the database, not while the database is away', async () => {
    let pingMs = 0;
    let pingFails = false;
    t = await openTestApp({
      // the event loop of a busy test machine must not decide this one
      dependencies: {
        overload: { maxDatabaseWaitMs: 20, databaseProbeIntervalMs: 10, maxEventLoopDelayMs: 60_000 },
      },
    });
    const database = t.database;
    const realPing = database.ping.bind(database);
    database.ping = async () => {
      await sleep(pingMs);
      if (pingFails) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      return realPing();
    };
    expect(await statusBecomes(t, '/api/settings/public', 200)).toBe(200);
    pingMs = 60;
    expect(await statusBecomes(t, '/api/settings/public', 503)).toBe(503);
    expectShed(await t.app.inject({ method: 'GET', url: '/api/settings/public' }));
    // a database that refuses connections is not overload: its requests fail (or not) on their own
    pingFails = true;
    pingMs = 0;
    expect(await statusBecomes(t, '/api/settings/public', 200)).toBe(200);
    await sleep(100);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/public' })).statusCode).toBe(200);
  });

  it('sheds past the in-flight limit at once, and counts every answered request out again', async () => {
    t = await openTestApp({
      dependencies: { overload: { maxInFlight: 2, maxEventLoopDelayMs: 60_000, maxDatabaseWaitMs: 60_000 } },
    });
    const app = t.app;
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => app.inject({ method: 'GET', url: '/api/settings/public' })),
    );
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    const shed = burst.filter((r) => r.statusCode === 503);
    expect(shed.length).toBeGreaterThan(0);
    for (const r of shed) expectShed(r);
    // all answered: the count is back to zero, one after the other goes through
    for (let i = 0; i < 5; i++)
      expect((await app.inject({ method: 'GET', url: '/api/settings/public' })).statusCode).toBe(200);
  });

  it('takes fewer requests at once for a while after the limit was reached, then the full number again', async () => {
    t = await openTestApp({
      dependencies: {
        overload: {
          maxInFlight: 4,
          maxInFlightOverloaded: 1,
          overloadHoldMs: 1500,
          maxEventLoopDelayMs: 60_000,
          maxDatabaseWaitMs: 60_000,
        },
      },
    });
    const app = t.app;
    const together = (n: number) =>
      Promise.all(
        Array.from({ length: n }, () => app.inject({ method: 'GET', url: '/api/settings/public' })),
      ).then((answers) => answers.map((r) => r.statusCode));
    // three at once are under the limit of four
    expect(await together(3)).toEqual([200, 200, 200]);
    // a burst reaches it: overloaded, so for the hold only one at a time
    expect((await together(12)).filter((s) => s === 503).length).toBeGreaterThan(0);
    const during = await together(3);
    expect(during.filter((s) => s === 200).length).toBe(1);
    await sleep(1600);
    expect(await together(3)).toEqual([200, 200, 200]);
  });

  it('sheds on a real socket before Fastify, with the same answer and security headers', async () => {
    t = await openTestApp({
      dependencies: { overload: { maxInFlight: 0, maxEventLoopDelayMs: 60_000, maxDatabaseWaitMs: 60_000 } },
    });
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const read = await fetch(`${base}/api/settings/public?x=1`);
    expect(read.status).toBe(503);
    expect(read.headers.get('retry-after')).toBe('2');
    expect(read.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    expect(read.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await read.json()).toEqual(OVERLOADED);
    // a write's body is read and dropped: the keep-alive connection serves the next request
    const write = await fetch(`${base}/api/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ visitorId: 'visitor_shed_02' }),
    });
    expect(write.status).toBe(503);
    expect(await write.json()).toEqual(OVERLOADED);
    // health checks are never shed, pages are not API calls
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);
  });

  it('counts requests on a real socket in and out again', async () => {
    t = await openTestApp({
      dependencies: { overload: { maxInFlight: 2, maxEventLoopDelayMs: 60_000, maxDatabaseWaitMs: 60_000 } },
    });
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const burst = await Promise.all(
      Array.from({ length: 12 }, async () => (await fetch(`${base}/api/settings/public`)).status),
    );
    expect(burst.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    expect(burst.every((s) => s === 200 || s === 503)).toBe(true);
    for (let i = 0; i < 5; i++) expect((await fetch(`${base}/api/settings/public`)).status).toBe(200);
  });

  it('is off under NODE_ENV=test unless a test asks for it', async () => {
    t = await openTestApp();
    expect(t.app.hasDecorator('isUnderPressure')).toBe(false);
  });
});
