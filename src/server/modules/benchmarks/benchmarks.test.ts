import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminBenchmarkPaths } from '../../../contract/admin-benchmarks';
import type { Questionnaire } from '../../../contract/assessment';
import type { BenchmarksView } from '../../../contract/benchmarks';
import { MIN_GROUP_SIZE_MESSAGES } from '../../../domain/benchmark-rules';
import { rawQuery } from '../../db/client';
import * as schema from '../../db/schema';
import { seedDefaultContent } from '../../db/seed';
import { openTestApp, type TestApp } from '../../test-support/app';
import { sampleLegalPages, sampleQuestionnaire } from '../../test-support/sample-questionnaire';
import { TestBrowser, uniqueEmail } from '../auth/test-browser';
import type { JobQueue } from '../jobs/queue';
import { generatePopulation, type Population } from './population';
import { benchmarksRepository } from './repository';
import { benchmarksService, RECOMPUTE_JOB } from './service';

/**
 * The benchmarks on a database with a few thousand generated completed assessments across stages and
 * team sizes (bulk SQL), plus real completions through the API. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
let t: TestApp;
const clock = { offsetMs: 0 };
let q: Questionnaire;
let versionId: string;
let chapters: Array<{ id: string; area: 'inner' | 'outer' }>;
let population: (p: Omit<Population, 'assessmentId' | 'versionId' | 'chapters'>) => Promise<void>;

type Person = { browser: TestBrowser; id: string };
let founder: Person & { resultId: string };
let other: Person;
let admin: Person;

async function signUp(name: string): Promise<Person> {
  const browser = new TestBrowser(t.app, t.config.publicUrl);
  const res = await browser.signUp({ name, email: uniqueEmail('bench'), password: 'a long enough password' });
  expect(res.statusCode, res.body).toBe(200);
  return { browser, id: res.json().user.id };
}

/** An assessment through the API; `slow` moves its start back so it was answered at a reading pace. */
async function complete(
  value: (index: number) => number,
  slow = true,
  visitorId = `visitor_${randomUUID()}`,
) {
  const started = await t.inject({ method: 'POST', url: '/api/sessions', payload: { visitorId } });
  expect(started.statusCode, started.body).toBe(201);
  const session = started.json() as { id: string; secret: string };
  if (slow)
    await t.database.db
      .update(schema.assessmentSessions)
      .set({ startedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(schema.assessmentSessions.id, session.id));
  const done = await t.inject({
    method: 'POST',
    url: `/api/sessions/${session.id}/complete`,
    headers: { 'x-session-secret': session.secret },
    payload: { answers: Object.fromEntries(q.questions.map((x, i) => [x.id, value(i)])) },
  });
  expect(done.statusCode, done.body).toBe(200);
  return session;
}

const entryOf = async (sessionId: string) =>
  (
    await t.database.db
      .select()
      .from(schema.benchmarkEntries)
      .where(eq(schema.benchmarkEntries.sessionId, sessionId))
  )[0];

/** The admin asks for a recompute; the queue runs it. */
async function recompute() {
  const res = await admin.browser.post(adminBenchmarkPaths.recompute);
  expect(res.statusCode, res.body).toBe(202);
  await t.app.jobs.runDue();
}

const benchmarksOf = async (who: Person, resultId: string) =>
  who.browser.get(`/api/me/results/${resultId}/benchmarks`);
const groupOf = (view: BenchmarksView, kind: string) => view.groups.find((g) => g.kind === kind);

beforeAll(async () => {
  t = await openTestApp({
    prepare: (db) => seedDefaultContent(db, sampleQuestionnaire, sampleLegalPages).then(() => undefined),
    dependencies: { now: () => new Date(Date.now() + clock.offsetMs) },
  });
  q = (await t.inject({ method: 'GET', url: '/api/questionnaire' })).json();
  const [version] = await t.database.db
    .select()
    .from(schema.questionnaireVersions)
    .where(eq(schema.questionnaireVersions.status, 'published'));
  versionId = version?.id ?? '';
  const chapterRows = await t.database.db
    .select()
    .from(schema.chapters)
    .where(eq(schema.chapters.versionId, versionId));
  chapters = chapterRows.map((c) => ({ id: c.id, area: c.area }));
  const raw = rawQuery(t.database.db);
  population = (p) => generatePopulation(raw, { ...p, assessmentId: q.assessment.id, versionId, chapters });

  admin = await signUp('The Admin');
  await t.database.db.update(schema.user).set({ role: 'admin' }).where(eq(schema.user.id, admin.id));
  other = await signUp('Other Founder');
  const f = await signUp('Sam Seed');
  const profile = await f.browser.patch('/api/me/profile', { fundraising_stage: 'seed', team_size: '11-30' });
  expect(profile.statusCode, profile.body).toBe(200);
  // inner chapter 4, 5 → 4.5; outer chapter 4, 4, 4 → 4; overall 4.25
  const session = await complete((i) => (i === 1 ? 5 : 4));
  expect((await f.browser.post('/api/me/sessions/claim', session)).statusCode).toBe(200);
  founder = { ...f, resultId: session.id };

  // Thousands of generated assessments. Seed founders: 28 counted here + the founder above = 29.
  await population({ prefix: 'anon', count: 1500, anonymous: true });
  await population({ prefix: 'seed', count: 28, stage: 'seed', teamSize: '1-10', score: 3 });
  await population({ prefix: 'pre', count: 800, stage: 'pre-seed', teamSize: '*' });
  await population({ prefix: 'sera', count: 700, stage: 'series-a', teamSize: '*' });
  await population({ prefix: 'boot', count: 300, stage: 'bootstrapped', teamSize: '31-100', score: 3 });
  // left out: admins, careless answers, and (later) a marked test account
  await population({ prefix: 'adm', count: 50, stage: 'seed', teamSize: '1-10', role: 'admin', score: 1 });
  await population({
    prefix: 'idem',
    count: 40,
    stage: 'seed',
    teamSize: '1-10',
    careless: 'identical',
    score: 1,
  });
  await population({ prefix: 'fast', count: 30, anonymous: true, careless: 'too-fast', score: 1 });
  // one person, two completions: the latest (5.00) counts, the older one (1.00) does not
  await population({ prefix: 'twice', count: 10, stage: 'bootstrapped', teamSize: '31-100', score: 5 });
  const older = new Date(Date.now() - 86_400_000);
  await population({
    prefix: 'twice',
    count: 10,
    anonymous: true,
    score: 1,
    completedAt: older,
  });
  // the older copies above are the same people's: their entries become theirs
  await raw(
    `update benchmark_entries e set person_key = 'u:twice-' || substring(e.person_key from 'twice-visitor-(\\d+)$'),
       user_id = 'twice-' || substring(e.person_key from 'twice-visitor-(\\d+)$')
     where e.person_key like 'v:twice-visitor-%' and e.completed_at < now() - interval '1 hour'`,
    [],
  );
  await recompute();
}, 120_000);
afterAll(async () => t?.close());

describe('entries', () => {
  it('are written when a result is stored, with the careless-answer rule applied', async () => {
    const slow = await complete((i) => (i % 5) + 1, true, 'visitor_slow');
    const fast = await complete((i) => (i % 5) + 1, false, 'visitor_fast');
    expect(await entryOf(slow.id)).toMatchObject({
      personKey: 'v:visitor_slow',
      userId: null,
      careless: null,
    });
    expect(await entryOf(fast.id)).toMatchObject({ personKey: 'v:visitor_fast', careless: 'too-fast' });
    const own = await entryOf(founder.resultId);
    expect(own).toMatchObject({
      personKey: `u:${founder.id}`,
      userId: founder.id,
      careless: null,
      overall: 4.25,
    });
    expect(own?.inner).toBe(4.5);
    expect(own?.outer).toBe(4);
  });

  it('follow the account that claims the session', async () => {
    const session = await complete(() => 2, true, 'visitor_claimed');
    expect((await entryOf(session.id))?.personKey).toBe('v:visitor_claimed');
    expect((await other.browser.post('/api/me/sessions/claim', session)).statusCode).toBe(200);
    expect(await entryOf(session.id)).toMatchObject({ personKey: `u:${other.id}`, userId: other.id });
  });

  it('schedule one recompute per version and minute, due at the minute’s end', async () => {
    // the app's clock one second into a fresh minute
    const now = () => Date.now() + clock.offsetMs;
    clock.offsetMs += 60_000 - (now() % 60_000) + 1_000;
    const slot = Math.floor(now() / 60_000);
    const ofVersion = () =>
      t.database.db
        .select()
        .from(schema.jobs)
        .where(
          and(
            eq(schema.jobs.kind, RECOMPUTE_JOB),
            like(schema.jobs.uniqueKey, `${RECOMPUTE_JOB}:${versionId}:%`),
          ),
        );
    const before = (await ofVersion()).length;
    await complete(() => 3);
    await complete(() => 4);
    const jobs = await ofVersion();
    expect(jobs.length).toBe(before + 1);
    const job = jobs.find((j) => j.uniqueKey === `${RECOMPUTE_JOB}:${versionId}:${slot}`);
    expect(job).toMatchObject({ status: 'queued', payload: { versionId } });
    expect(job?.runAt.getTime()).toBe((slot + 1) * 60_000);
    clock.offsetMs += 60_000;
    expect(await t.app.jobs.runDue()).toBeGreaterThanOrEqual(1);
    const [ran] = await t.database.db
      .select()
      .from(schema.jobs)
      .where(eq(schema.jobs.id, job?.id ?? 0));
    expect(ran?.status).toBe('done');
    expect(ran?.outcome).toMatch(/^recomputed 1 version/);
  });

  it('are filled by the recompute for results stored without one', async () => {
    await t.database.db
      .delete(schema.benchmarkEntries)
      .where(eq(schema.benchmarkEntries.sessionId, founder.resultId));
    await recompute();
    expect(await entryOf(founder.resultId)).toMatchObject({
      personKey: `u:${founder.id}`,
      careless: null,
      overall: 4.25,
    });
  });
});

describe('the founder’s benchmarks', () => {
  it('show the stage group below 30 as counts only, with how many more are needed', async () => {
    const res = await benchmarksOf(founder, founder.resultId);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json() as BenchmarksView;
    expect(view).toMatchObject({ version: 1, minGroupSize: 30, stage: 'seed', teamSize: '11-30' });
    expect(view.groups.map((g) => g.kind)).toEqual(['stage', 'team-size', 'all']);
    // 28 generated + the founder; admins, identical answers and nobody else's stage left out
    expect(groupOf(view, 'stage')).toEqual({
      kind: 'stage',
      value: 'seed',
      label: 'Seed founders',
      count: 29,
      available: false,
      missing: 1,
      metrics: [],
    });
    expect(view.computedAt).not.toBeNull();
  });

  it('show the broader groups meanwhile, each person once', async () => {
    const view = (await benchmarksOf(founder, founder.resultId)).json() as BenchmarksView;
    const all = groupOf(view, 'all');
    expect(all?.available).toBe(true);
    expect(all?.label).toBe('All founders');
    // anonymous 1500 + 3 slow ones, seed 28 + founder, 800 + 700 + 300, 10 counted once, + 1 claimed
    // by the other founder (2.00) … and the slow completions of the entries tests
    expect(all?.count).toBeGreaterThanOrEqual(1500 + 29 + 800 + 700 + 300 + 10);
    expect(all?.count).toBeLessThan(1500 + 29 + 800 + 700 + 300 + 20 + 50 + 40 + 30);
    expect(all?.metrics.map((m) => m.metric)).toEqual([
      'overall',
      'inner',
      'outer',
      ...chapters.map((c) => c.id),
    ]);
    for (const m of all?.metrics ?? []) {
      expect(m.percentile).toBeGreaterThanOrEqual(0);
      expect(m.percentile).toBeLessThanOrEqual(100);
    }
    const team = groupOf(view, 'team-size');
    expect(team?.label).toBe('Founders in teams of 11–30 people');
    expect(team?.available).toBe(true);
  });

  it('switch the stage group on at 30 and compute its percentile from the histogram', async () => {
    await population({ prefix: 'seed-more', count: 1, stage: 'seed', teamSize: '1-10', score: 3 });
    await recompute();
    const view = (await benchmarksOf(founder, founder.resultId)).json() as BenchmarksView;
    const stage = groupOf(view, 'stage');
    expect(stage).toMatchObject({ count: 30, available: true, missing: 0 });
    // 29 others at 3.00, the founder at 4.25: (29 + ½) / 30 = 98 %
    expect(stage?.metrics[0]).toMatchObject({
      metric: 'overall',
      label: 'Overall',
      score: 4.25,
      percentile: 98,
      band: 'top-10',
      median: 3,
    });
  });

  it('leave out a test account the admin marks, and count it again when unmarked', async () => {
    const mark = (excluded: boolean) =>
      admin.browser.request({
        method: 'PUT',
        url: adminBenchmarkPaths.userExclusion.replace(':id', 'seed-more-1'),
        payload: { excluded },
      });
    const marked = await mark(true);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ id: 'seed-more-1', excluded: true });
    // the recompute it asks for names no person (job rows outlive an account)
    const queued = await t.database.db
      .select()
      .from(schema.jobs)
      .where(like(schema.jobs.uniqueKey, '%exclusion%'));
    expect(queued.length).toBeGreaterThan(0);
    for (const job of queued) expect(JSON.stringify(job)).not.toContain('seed-more-1');
    await t.app.jobs.runDue();
    const after = (await benchmarksOf(founder, founder.resultId)).json() as BenchmarksView;
    expect(groupOf(after, 'stage')).toMatchObject({ count: 29, available: false, missing: 1, metrics: [] });
    const audit = await t.database.db
      .select()
      .from(schema.adminAuditLog)
      .where(eq(schema.adminAuditLog.action, 'user.benchmark_exclusion'));
    expect(audit.at(-1)).toMatchObject({
      actorUserId: admin.id,
      target: 'seed-more-1',
      details: { excluded: true },
    });
    expect((await mark(false)).statusCode).toBe(200);
    await t.app.jobs.runDue();
    expect(groupOf((await benchmarksOf(founder, founder.resultId)).json(), 'stage')?.count).toBe(30);
  });

  it('count the latest of two completions by one person', async () => {
    const rows = await t.database.db
      .select()
      .from(schema.benchmarkDistributions)
      .where(
        and(
          eq(schema.benchmarkDistributions.groupKind, 'stage'),
          eq(schema.benchmarkDistributions.groupValue, 'bootstrapped'),
          eq(schema.benchmarkDistributions.metric, 'overall'),
        ),
      );
    const histogram = rows[0]?.histogram ?? [];
    expect(rows[0]?.count).toBe(310);
    expect(histogram[200]).toBe(300);
    expect(histogram[400]).toBe(10);
    expect(histogram[0]).toBe(0);
  });

  it('leave out careless answers and admins wherever they are', async () => {
    const all = await t.database.db
      .select()
      .from(schema.benchmarkDistributions)
      .where(
        and(
          eq(schema.benchmarkDistributions.groupKind, 'all'),
          eq(schema.benchmarkDistributions.metric, 'overall'),
        ),
      );
    // every score of 1.00 generated belongs to an admin, a careless entry or an older completion
    expect(all[0]?.histogram[0]).toBe(0);
  });

  it('are nobody else’s: another founder, an anonymous caller and an unknown id get nothing', async () => {
    expect((await benchmarksOf(other, founder.resultId)).statusCode).toBe(404);
    expect((await benchmarksOf(founder, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const anonymous = await t.inject({
      method: 'GET',
      url: `/api/me/results/${founder.resultId}/benchmarks`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await benchmarksOf(founder, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('leave out the groups the profile does not name', async () => {
    const session = await complete(() => 3, true, 'visitor_other');
    expect((await other.browser.post('/api/me/sessions/claim', session)).statusCode).toBe(200);
    const view = (await benchmarksOf(other, session.id)).json() as BenchmarksView;
    expect(view.stage).toBeNull();
    expect(view.teamSize).toBeNull();
    expect(view.groups.map((g) => g.kind)).toEqual(['all']);
  });
});

describe('the anonymous teaser', () => {
  it('gives one figure to the holder of a completed session', async () => {
    const session = await complete(() => 5, true, 'visitor_teaser');
    const url = `/api/assessment/sessions/${session.id}/benchmark-teaser`;
    const res = await t.inject({ method: 'GET', url, headers: { 'x-session-secret': session.secret } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ available: true, missing: 0, percentile: 100, band: 'top-10' });
    expect(Object.keys(res.json()).sort()).toEqual(['available', 'band', 'count', 'missing', 'percentile']);
    expect(
      (await t.inject({ method: 'GET', url, headers: { 'x-session-secret': 'wrong' } })).statusCode,
    ).toBe(404);
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('is not given for an assessment under way', async () => {
    const started = await t.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: { visitorId: 'visitor_open' },
    });
    const session = started.json() as { id: string; secret: string };
    const res = await t.inject({
      method: 'GET',
      url: `/api/assessment/sessions/${session.id}/benchmark-teaser`,
      headers: { 'x-session-secret': session.secret },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the admin', () => {
  it('alone reads and changes the benchmarks', async () => {
    expect((await other.browser.get(adminBenchmarkPaths.overview)).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: adminBenchmarkPaths.overview })).statusCode).toBe(403);
    expect((await other.browser.post(adminBenchmarkPaths.recompute)).statusCode).toBe(403);
    const put = await other.browser.request({
      method: 'PUT',
      url: adminBenchmarkPaths.settings,
      payload: { minGroupSize: 10 },
    });
    expect(put.statusCode).toBe(403);
    const mark = await other.browser.request({
      method: 'PUT',
      url: adminBenchmarkPaths.userExclusion.replace(':id', other.id),
      payload: { excluded: true },
    });
    expect(mark.statusCode).toBe(403);
  });

  it('sees the groups, their sizes, the distributions and who was left out', async () => {
    const res = await admin.browser.get(adminBenchmarkPaths.overview);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json();
    expect(view.version).toBe(1);
    expect(view.minGroupSize).toBe(30);
    expect(view.groups).toHaveLength(10);
    expect(view.groups.find((g: { value: string }) => g.value === 'seed')).toMatchObject({
      label: 'Seed founders',
      count: 30,
      available: true,
    });
    expect(view.summary.careless.identical).toBe(40);
    expect(view.summary.careless['too-fast']).toBeGreaterThanOrEqual(31);
    expect(view.summary.admins).toBe(50);
    expect(view.summary.testAccounts).toBe(0);
    const overall = view.distributions[0];
    expect(overall).toMatchObject({ metric: 'overall', label: 'Overall', area: null });
    expect(overall.bins).toHaveLength(16);
    expect(overall.bins.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(overall.count);
    expect(view.distributions.map((d: { metric: string }) => d.metric)).toEqual([
      'overall',
      'inner',
      'outer',
      ...chapters.map((c) => c.id),
    ]);
  });

  it('sets the minimum group size, never below 10, and it applies at once', async () => {
    const set = (minGroupSize: number) =>
      admin.browser.request({ method: 'PUT', url: adminBenchmarkPaths.settings, payload: { minGroupSize } });
    const low = await set(9);
    expect(low.statusCode).toBe(400);
    expect(low.json().error.message).toBe(MIN_GROUP_SIZE_MESSAGES.tooSmall);
    expect((await set(1001)).statusCode).toBe(400);
    const ok = await set(31);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ minGroupSize: 31 });
    const view = (await benchmarksOf(founder, founder.resultId)).json() as BenchmarksView;
    expect(view.minGroupSize).toBe(31);
    expect(groupOf(view, 'stage')).toMatchObject({ count: 30, available: false, missing: 1, metrics: [] });
    const groups = (await admin.browser.get(adminBenchmarkPaths.overview)).json().groups;
    expect(groups.find((g: { value: string }) => g.value === 'seed')).toMatchObject({
      count: 30,
      available: false,
      missing: 1,
    });
    expect((await set(30)).statusCode).toBe(200);
    const audit = await t.database.db
      .select()
      .from(schema.adminAuditLog)
      .where(eq(schema.adminAuditLog.action, 'benchmarks.settings_update'));
    expect(audit.length).toBe(2);
  });

  it('asks for a recompute, which the queue runs', async () => {
    const before = (await admin.browser.get(adminBenchmarkPaths.overview)).json().computedAt;
    clock.offsetMs += 5_000;
    await recompute();
    const after = (await admin.browser.get(adminBenchmarkPaths.overview)).json().computedAt;
    expect(new Date(after).getTime()).toBeGreaterThan(new Date(before).getTime());
  });

  it('marking an unknown user is not found', async () => {
    const res = await admin.browser.request({
      method: 'PUT',
      url: adminBenchmarkPaths.userExclusion.replace(':id', 'nobody'),
      payload: { excluded: true },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('privacy', () => {
  it('the account export lists the founder’s entries and whether they count', async () => {
    const res = await founder.browser.get('/api/me/export');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().benchmarkEntries).toEqual([
      { sessionId: founder.resultId, completedAt: expect.any(String), carelessReason: null },
    ]);
  });

  it('a deleted account takes its entries with it', async () => {
    const gone = await signUp('Gone Soon');
    const session = await complete(() => 3, true, 'visitor_gone');
    expect((await gone.browser.post('/api/me/sessions/claim', session)).statusCode).toBe(200);
    expect(await entryOf(session.id)).toBeDefined();
    const res = await gone.browser.delete('/api/me', { confirm: 'DELETE' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await entryOf(session.id)).toBeUndefined();
  });
});

describe('several instances', () => {
  it('a recompute or a new minimum group size on another instance shows at the next read here', async () => {
    const before = (await benchmarksOf(founder, founder.resultId)).json() as BenchmarksView;
    const all = groupOf(before, 'all')?.count ?? 0;
    // another instance: its own service (and caches) on the same database
    const elsewhere = benchmarksService({
      repository: benchmarksRepository(t.database.db),
      jobs: {} as JobQueue,
      now: () => new Date(Date.now() + clock.offsetMs + 60_000),
      log: t.app.log,
    });
    await population({ prefix: 'elsewhere', count: 1, anonymous: true, score: 4 });
    await elsewhere.recompute(versionId);
    const after = (await benchmarksOf(founder, founder.resultId)).json() as BenchmarksView;
    expect(groupOf(after, 'all')?.count).toBe(all + 1);
    expect(after.computedAt).not.toBe(before.computedAt);

    const setting = (value: number) =>
      t.database.db
        .insert(schema.appSettings)
        .values({ key: 'benchmarkMinGroupSize', value })
        .onConflictDoUpdate({ target: schema.appSettings.key, set: { value } });
    await setting(31);
    const raised = (await benchmarksOf(founder, founder.resultId)).json() as BenchmarksView;
    expect(raised.minGroupSize).toBe(31);
    expect(groupOf(raised, 'stage')).toMatchObject({ count: 30, available: false, missing: 1, metrics: [] });
    await setting(30);
    const lowered = (await benchmarksOf(founder, founder.resultId)).json() as BenchmarksView;
    expect(groupOf(lowered, 'stage')).toMatchObject({ count: 30, available: true });
  });
});
