import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Questionnaire } from '../../../contract/assessment';
import { seedDefaultContent } from '../../db/seed';
import { signedInBrowser } from '../../security/helpers';
import { openTestApp, type TestApp } from '../../test-support/app';
import { sampleLegalPages, sampleQuestionnaire } from '../../test-support/sample-questionnaire';

const TOKEN = 'metrics-token-for-tests-0123456789';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** One sample's value from Prometheus text, by its exact series (name and labels as printed). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics endpoint', () => {
  let t: TestApp;
  let off: TestApp;
  let questionnaire: Questionnaire;
  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    t = await openTestApp({
      env: { METRICS_TOKEN: TOKEN },
      prepare: (db) => seedDefaultContent(db, sampleQuestionnaire, sampleLegalPages).then(() => undefined),
    });
    off = await openTestApp();
    questionnaire = (await t.inject({ method: 'GET', url: '/api/questionnaire' })).json();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await off?.close();
  });

  it('is off (404) without METRICS_TOKEN, whatever the caller sends', async () => {
    expect(off.app.metrics).toBeNull();
    for (const headers of [{}, bearer(TOKEN)])
      expect((await off.app.inject({ method: 'GET', url: '/metrics', headers })).statusCode).toBe(404);
  });

  it('answers only the bearer of the token: 404 without one, 401 with a wrong one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(`${TOKEN}x`) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toBe('Bearer');
    expect(
      (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Basic ${TOKEN}` } }))
        .statusCode,
    ).toBe(401);
    const right = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(right.headers['cache-control']).toBe('no-store');
    // Node's own figures, per process
    expect(right.body).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(right.body).toMatch(/^nodejs_heap_size_used_bytes \d/m);
    expect(sample(right.body, `uplift_database_info{driver="${t.database.kind}"}`)).toBe(1);
  });

  it('counts answers, completions and sign-ups from successful answers only', async () => {
    const before = await scrape();
    const count = (text: string, name: string) => sample(text, name) ?? 0;
    const created = await t.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: { visitorId: 'visitor_metrics_01' },
    });
    const { id, secret } = created.json() as { id: string; secret: string };
    const headers = { 'x-session-secret': secret };
    const [q1, q2, ...rest] = questionnaire.questions;
    if (!q1 || !q2) throw new Error('no questions');
    for (const q of [q1, q2])
      expect(
        (
          await t.inject({
            method: 'PUT',
            url: `/api/sessions/${id}/answers/${q.id}`,
            headers,
            payload: { value: 4 },
          })
        ).statusCode,
      ).toBe(200);
    const batch = Object.fromEntries(rest.map((q) => [q.id, 3]));
    expect(
      (
        await t.inject({
          method: 'PUT',
          url: `/api/sessions/${id}/answers`,
          headers,
          payload: { answers: batch },
        })
      ).statusCode,
    ).toBe(200);
    // refused: a wrong secret saves nothing and counts nothing
    expect(
      (
        await t.inject({
          method: 'PUT',
          url: `/api/sessions/${id}/answers/${q1.id}`,
          headers: { 'x-session-secret': 'wrong' },
          payload: { value: 2 },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.inject({ method: 'POST', url: `/api/sessions/${id}/complete`, headers, payload: {} }))
        .statusCode,
    ).toBe(200);
    await signedInBrowser(t);

    const after = await scrape();
    const delta = (name: string) => count(after, name) - count(before, name);
    expect(delta('uplift_answers_saved_total')).toBe(2 + rest.length);
    expect(delta('uplift_assessments_completed_total')).toBe(1);
    expect(delta('uplift_sign_ups_total')).toBe(1);
  });

  it('labels request latency by route pattern, never by the raw URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing/12345' });
    await t.app.inject({ method: 'GET', url: '/api/sessions/00000000-0000-4000-8000-000000000000' });
    const text = await scrape();
    const route = (pattern: string, code: number, method = 'GET') =>
      sample(
        text,
        `http_request_duration_seconds_count{method="${method}",route="${pattern}",status_code="${code}"}`,
      ) ?? 0;
    expect(route('/api/questionnaire', 200)).toBeGreaterThanOrEqual(1);
    expect(route('/api/sessions/:id/answers/:questionId', 200, 'PUT')).toBeGreaterThanOrEqual(2);
    expect(route('/api/sessions/:id', 404)).toBeGreaterThanOrEqual(1);
    expect(route('unmatched', 404)).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(text).not.toContain('no-such-thing');
    // buckets from 1 ms to past 2 s
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.001",method="GET",route="/api/questionnaire"',
    );
    expect(text).toContain('le="2",method="GET",route="/api/questionnaire"');
  });

  it('reports background job runs and when the last one finished', async () => {
    t.app.metrics?.jobRan('retention', 'ok', new Date('2030-01-02T03:04:05Z'));
    t.app.metrics?.jobRan('retention', 'failed', new Date('2030-01-02T04:04:05Z'));
    const text = await scrape();
    expect(sample(text, 'uplift_job_runs_total{job="retention",outcome="ok"}')).toBe(1);
    expect(sample(text, 'uplift_job_runs_total{job="retention",outcome="failed"}')).toBe(1);
    expect(sample(text, 'uplift_job_last_run_timestamp_seconds{job="retention"}')).toBe(
      Date.parse('2030-01-02T04:04:05Z') / 1000,
    );
  });

  it('reports the database: its driver, and on PostgreSQL the connection pool', async () => {
    const text = await scrape();
    const kind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    expect(sample(text, `uplift_database_info{driver="${kind}"}`)).toBe(1);
    if (kind === 'postgres') {
      expect(sample(text, 'uplift_database_pool_connections{state="max"}')).toBeGreaterThan(0);
      const idle = sample(text, 'uplift_database_pool_connections{state="idle"}') ?? -1;
      const busy = sample(text, 'uplift_database_pool_connections{state="busy"}') ?? -1;
      expect(idle + busy).toBeGreaterThan(0);
      expect(sample(text, 'uplift_database_pool_waiting_queries')).toBe(0);
    } else {
      expect(text).not.toContain('uplift_database_pool_connections');
    }
  });

  it('is not part of the public API document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths).filter((p) => p.includes('metrics'))).toEqual([]);
  });
});
