import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminJobs, jobsPaths } from '../../../contract/jobs';
import { ConfigError, loadConfig } from '../../config/env';
import { jobs } from '../../db/schema';
import { openTestApp, type TestApp } from '../../test-support/app';
import { type AdminTestApp, openAdminTestApp } from '../admin/admin-test-app';
import { OPENAPI_PATH } from '../openapi/document';

const DAY = 24 * 60 * 60 * 1000;
const TOKEN = 'metrics-token-for-jobs-0123456789';

/** One sample's value from Prometheus text, by its exact series (name and labels as printed). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('the app’s job queue', () => {
  let t: TestApp;
  let clock = new Date('2031-05-01T08:00:00Z');
  beforeAll(async () => {
    t = await openTestApp({ env: { METRICS_TOKEN: TOKEN }, dependencies: { now: () => clock } });
  }, 120_000);
  afterAll(async () => t?.close());

  it('runs on the app’s clock and is counted in the metrics', async () => {
    const seen: Date[] = [];
    t.app.jobs.register('app-test', async (_job, ctx) => {
      seen.push(ctx.now);
      return 'done here';
    });
    t.app.jobs.register('app-test-failing', async () => {
      throw new Error('nope');
    });
    await t.app.jobs.enqueue('app-test', {}, { runAt: new Date(clock.getTime() + DAY) });
    await t.app.jobs.enqueue('app-test-failing', {}, { maxAttempts: 1 });
    await t.app.jobs.enqueue('app-test-later', {});
    // (other modules' recurring jobs run too: the counts are not this test's)
    await t.app.jobs.runDue();
    expect(seen).toEqual([]);
    clock = new Date(clock.getTime() + DAY);
    await t.app.jobs.runDue();
    expect(seen).toEqual([clock]);

    const scrape = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const text = scrape.body;
    expect(sample(text, 'uplift_queue_job_runs_total{kind="app-test",result="done"}')).toBe(1);
    expect(sample(text, 'uplift_queue_job_runs_total{kind="app-test-failing",result="failed"}')).toBe(1);
    expect(sample(text, 'uplift_queue_job_duration_seconds_count{kind="app-test"}')).toBe(1);
    expect(sample(text, 'uplift_queue_jobs{kind="app-test-later",status="queued"}')).toBe(1);
    expect(sample(text, 'uplift_queue_jobs{kind="app-test-failing",status="failed"}')).toBe(1);
    // finished jobs pile up by design (until retention): not a gauge series
    expect(text).not.toContain('status="done"');
  });

  it('has no test clock unless TEST_CLOCK is on', async () => {
    const res = await t.inject({ method: 'POST', url: jobsPaths.testClock, payload: { advanceDays: 1 } });
    expect(res.statusCode).toBe(404);
  });
});

describe('TEST_CLOCK', () => {
  it('is refused in production and with several server processes, in one line', () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'a-production-secret-that-is-long-enough',
      TEST_CLOCK: 'true',
    };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(
      'Invalid configuration: TEST_CLOCK is for browser tests and is refused with NODE_ENV=production',
    );
    expect(() =>
      loadConfig({
        TEST_CLOCK: 'true',
        DATABASE_URL: 'postgres://localhost/x',
        AUTH_SECRET: 'a-production-secret-that-is-long-enough',
        SERVER_PROCESSES: '2',
      }),
    ).toThrow(/TEST_CLOCK needs SERVER_PROCESSES=1/);
    expect(() => loadConfig({ TEST_CLOCK: 'maybe' })).toThrow(/TEST_CLOCK/);
    expect(loadConfig({}).testClock).toBe(false);
    expect(loadConfig({ TEST_CLOCK: 'true', NODE_ENV: 'test' }).testClock).toBe(true);
  });

  describe('on', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await openTestApp({ env: { TEST_CLOCK: 'true' } });
    }, 120_000);
    afterAll(async () => t?.close());

    it('moves the server’s clock forward and runs what is due by then', async () => {
      const runs: Date[] = [];
      t.app.jobs.register('in-30-days', async (_job, ctx) => {
        runs.push(ctx.now);
        return 'sent';
      });
      const start = Date.now();
      await t.app.jobs.enqueue('in-30-days', {}, { runAt: new Date(start + 30 * DAY) });
      const move = (advanceDays: unknown) =>
        t.inject({ method: 'POST', url: jobsPaths.testClock, payload: { advanceDays } });

      const early = await move(29.5);
      expect(early.statusCode).toBe(200);
      expect(runs).toHaveLength(0);
      const now = Date.parse(early.json().now);
      expect(now - start).toBeGreaterThanOrEqual(29.5 * DAY);
      expect(now - start).toBeLessThan(29.5 * DAY + 60_000);

      const due = await move(1);
      expect(due.json().ran).toBeGreaterThanOrEqual(1);
      expect(runs).toHaveLength(1);
      expect((runs[0]?.getTime() ?? 0) - start).toBeGreaterThanOrEqual(30.5 * DAY);
      // 0 only runs what is due
      expect((await move(0)).statusCode).toBe(200);
      expect(runs).toHaveLength(1);
    });

    it('answers a wrong move with a clear 400', async () => {
      for (const [advanceDays, message] of [
        [401, 'advanceDays must be at most 400'],
        [-1, 'advanceDays must be 0 or more'],
      ] as const) {
        const res = await t.inject({ method: 'POST', url: jobsPaths.testClock, payload: { advanceDays } });
        expect(res.statusCode).toBe(400);
        expect(res.body).toContain(message);
      }
      for (const payload of [{}, { advanceDays: 'soon' }, { advanceDays: 1, extra: true }]) {
        const res = await t.inject({ method: 'POST', url: jobsPaths.testClock, payload });
        expect(res.statusCode).toBe(400);
      }
    });

    it('is not in the OpenAPI document (admin routes are not either)', async () => {
      const res = await t.inject({ method: 'GET', url: OPENAPI_PATH });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(jobsPaths.testClock);
    });
  });
});

describe('GET /api/admin/jobs', () => {
  let a: AdminTestApp;
  beforeAll(async () => {
    a = await openAdminTestApp();
  }, 120_000);
  afterAll(async () => a?.close());

  it('gives an admin the counts per kind and status and the latest failures, never a payload', async () => {
    const finished = (n: number) => new Date(Date.UTC(2031, 0, n));
    await a.db.insert(jobs).values([
      { kind: 'plan-reminder', payload: { email: 'someone@example.com' }, status: 'queued' },
      { kind: 'plan-reminder', status: 'done', finishedAt: finished(1) },
      ...Array.from({ length: 22 }, (_, i) => ({
        kind: 'plan-reminder',
        payload: { email: 'someone@example.com' },
        status: 'failed' as const,
        attempts: 8,
        lastError: `smtp refused ${i + 1}`,
        finishedAt: finished(i + 2),
      })),
    ]);
    const res = await a.call('GET', jobsPaths.admin, a.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body: AdminJobs = res.json();
    expect(body.counts).toEqual([
      { kind: 'plan-reminder', status: 'done', count: 1 },
      { kind: 'plan-reminder', status: 'failed', count: 22 },
      { kind: 'plan-reminder', status: 'queued', count: 1 },
    ]);
    expect(body.failed).toHaveLength(20);
    expect(body.failed[0]).toMatchObject({
      kind: 'plan-reminder',
      attempts: 8,
      lastError: 'smtp refused 22',
      finishedAt: finished(23).toISOString(),
    });
    expect(res.body).not.toContain('someone@example.com');
    expect(res.body).not.toContain('payload');
  });

  it('is for admins only', async () => {
    expect((await a.call('GET', jobsPaths.admin, a.member)).statusCode).toBe(403);
    expect((await a.call('GET', jobsPaths.admin, null)).statusCode).toBe(403);
  });
});
