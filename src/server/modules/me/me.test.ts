import { eq, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Questionnaire } from '../../../contract/assessment';
import { dataExportSchema } from '../../../contract/me';
import { dataExportFileName } from '../../../domain/account';
import { PROFILE_MESSAGES, SHARED_MESSAGES } from '../../../domain/messages';
import { profileUpdatedToast } from '../../../domain/profile-rules';
import * as schema from '../../db/schema';
import { seedDefaultContent } from '../../db/seed';
import { openTestApp, type TestApp } from '../../test-support/app';
import { sampleLegalPages, sampleQuestionnaire } from '../../test-support/sample-questionnaire';
import { TestBrowser, uniqueEmail } from '../auth/test-browser';
import { accountKey } from '../security/account-throttle';

let t: TestApp;
let questionnaire: Questionnaire;
const password = 'founder pass 1';

beforeAll(async () => {
  t = await openTestApp({
    prepare: (db) => seedDefaultContent(db, sampleQuestionnaire, sampleLegalPages).then(() => undefined),
  });
  questionnaire = (await t.inject({ method: 'GET', url: '/api/questionnaire' })).json();
});
afterAll(async () => t.close());

const browser = () => new TestBrowser(t.app, t.config.publicUrl);

async function member(name = 'Ada Founder') {
  const b = browser();
  const email = uniqueEmail();
  const res = await b.signUp({ name, email, password });
  expect(res.statusCode).toBe(200);
  return { b, email, name, id: res.json().user.id as string };
}

let visitorCounter = 0;
/** An anonymous assessment run in this browser: started, answered in full, completed. */
async function anonymousRun(b: TestBrowser, { complete = true } = {}) {
  visitorCounter += 1;
  const visitorId = `visitor_${Date.now().toString(36)}_${visitorCounter}`;
  const started = await b.post('/api/sessions', { visitorId });
  expect(started.statusCode).toBe(201);
  const { id, secret } = started.json() as { id: string; secret: string };
  const answers: Record<string, number> = {};
  questionnaire.questions.forEach((q, index) => {
    answers[q.id] = (index % 5) + 1;
  });
  for (const [questionId, value] of Object.entries(answers)) {
    const res = await b.request({
      method: 'PUT',
      url: `/api/sessions/${id}/answers/${questionId}`,
      payload: { value },
      headers: { 'x-session-secret': secret },
    });
    expect(res.statusCode).toBeLessThan(300);
  }
  if (complete) {
    const done = await b.request({
      method: 'POST',
      url: `/api/sessions/${id}/complete`,
      payload: {},
      headers: { 'x-session-secret': secret },
    });
    expect(done.statusCode).toBeLessThan(300);
  }
  return { id, secret, visitorId, answers };
}

const claim = (b: TestBrowser, body: { id: string; secret: string }) =>
  b.post('/api/me/sessions/claim', body);

describe('without a session', () => {
  it.each([
    ['GET', '/api/me', undefined],
    ['PATCH', '/api/me/profile', { job_role: 'not-a-role' }],
    ['POST', '/api/me/sessions/claim', { id: 'x', secret: '' }],
    ['GET', '/api/me/export', undefined],
    ['DELETE', '/api/me', { confirm: 'DELETE' }],
  ] as const)('%s %s answers 401 Not authenticated, not cached', async (method, url, payload) => {
    const res = await browser().request({ method, url, payload });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'unauthenticated', message: PROFILE_MESSAGES.notAuthenticated },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a forged session cookie is no session', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: 'uplift.session_token=forged.value' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/me', () => {
  it('answers the user and profile, never cached', async () => {
    const { b, email, id } = await member('Katherine Johnson');
    const res = await b.get('/api/me');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      user: { id, email, name: 'Katherine Johnson', emailVerified: false, role: 'user' },
      profile: expect.objectContaining({
        email,
        full_name: 'Katherine Johnson',
        company_url: null,
        linkedin_url: null,
        linkedin_username: null,
        job_role: null,
        team_size: null,
        fundraising_stage: null,
        profile_completed: false,
        role: 'user',
      }),
    });
  });

  it('creates a missing profile on first use', async () => {
    const { b, id, email } = await member();
    await t.database.db.delete(schema.profiles).where(eq(schema.profiles.userId, id));
    const res = await b.get('/api/me');
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.email).toBe(email);
  });
});

describe('PATCH /api/me/profile', () => {
  it('applies the domain rules and saves in parts; complete only with the three required', async () => {
    const { b } = await member();
    let res = await b.patch('/api/me/profile', {
      company_url: 'example.com',
      linkedin_username: 'ada-founder',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({
      company_url: 'https://example.com',
      linkedin_url: 'https://www.linkedin.com/in/ada-founder',
      linkedin_username: 'ada-founder',
      profile_completed: false,
    });

    res = await b.patch('/api/me/profile', { job_role: 'co-founder', team_size: '1-10' });
    expect(res.json().profile).toMatchObject({
      company_url: 'https://example.com',
      job_role: 'co-founder',
      team_size: '1-10',
      fundraising_stage: null,
      profile_completed: false,
    });
    expect(profileUpdatedToast(res.json().profile.profile_completed)).toEqual(PROFILE_MESSAGES.partial);

    res = await b.patch('/api/me/profile', { fundraising_stage: 'seed' });
    expect(res.json().profile.profile_completed).toBe(true);
    expect(profileUpdatedToast(res.json().profile.profile_completed)).toEqual(PROFILE_MESSAGES.completed);

    // the whole form as the dialog sends it: '' clears
    res = await b.patch('/api/me/profile', {
      company_url: '',
      linkedin_username: '',
      job_role: 'manager',
      team_size: '',
      fundraising_stage: 'seed',
    });
    expect(res.json().profile).toMatchObject({
      company_url: null,
      linkedin_url: null,
      job_role: 'manager',
      team_size: null,
      profile_completed: false,
    });

    res = await b.patch('/api/me/profile', {
      company_url: 'http://plain.example',
      linkedin_username: 'https://www.linkedin.com/in/pasted/',
    });
    expect(res.json().profile).toMatchObject({
      company_url: 'http://plain.example',
      linkedin_url: 'https://www.linkedin.com/in/pasted',
    });
  });

  it('renames the account with full_name', async () => {
    const { b } = await member('Old Name');
    const res = await b.patch('/api/me/profile', { full_name: '  New Name ' });
    expect(res.json().profile.full_name).toBe('New Name');
    expect((await b.get('/api/me')).json().user.name).toBe('New Name');
  });

  it('rejects values outside the options and a malformed LinkedIn name', async () => {
    const { b } = await member();
    const bad = await b.patch('/api/me/profile', { job_role: 'emperor' });
    expect(bad.statusCode).toBe(400);
    const linkedin = await b.patch('/api/me/profile', { linkedin_username: 'two words' });
    expect(linkedin.statusCode).toBe(400);
    expect(linkedin.json().error.issues[0].message).toBe('Please enter a valid LinkedIn username.');
  });

  it('refuses a write from another site', async () => {
    const { b } = await member();
    const res = await b.request({
      method: 'PATCH',
      url: '/api/me/profile',
      payload: { job_role: 'manager' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/me/sessions/claim', () => {
  it('needs the secret: a wrong secret and an unknown id get the same 404', async () => {
    const { b } = await member();
    const run = await anonymousRun(b);
    const wrong = await claim(b, { id: run.id, secret: 'not-the-secret' });
    const unknown = await claim(b, { id: crypto.randomUUID(), secret: run.secret });
    expect(wrong.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(wrong.json());
    const [row] = await t.database.db
      .select()
      .from(schema.assessmentSessions)
      .where(eq(schema.assessmentSessions.id, run.id));
    expect(row?.userId).toBeNull();
  });

  it('with the secret the session becomes the user’s; repeating is harmless; nobody else can take it', async () => {
    const a = await member();
    const run = await anonymousRun(a.b);
    const first = await claim(a.b, run);
    expect(first.statusCode).toBe(200);
    expect(first.json().session).toMatchObject({ id: run.id, status: 'completed' });
    const again = await claim(a.b, run);
    expect(again.statusCode).toBe(200);
    expect(again.json().session.claimedAt).toBe(first.json().session.claimedAt);

    const [row] = await t.database.db
      .select()
      .from(schema.assessmentSessions)
      .where(eq(schema.assessmentSessions.id, run.id));
    expect(row).toMatchObject({ userId: a.id, email: a.email });

    const other = await member();
    const stolen = await claim(other.b, run);
    expect(stolen.statusCode).toBe(404);

    // the owner now reads the full result; the other user only the scores
    const own = await a.b.get(`/api/sessions/${run.id}/result`, { 'x-session-secret': run.secret });
    expect(own.statusCode).toBe(200);
    expect(own.json().gated).toBe(false);
    const foreign = await other.b.get(`/api/sessions/${run.id}/result`, { 'x-session-secret': run.secret });
    if (foreign.statusCode === 200) expect(foreign.json().gated).toBe(true);
    else expect(foreign.statusCode).toBe(404);
  });

  it('two users racing for one session: exactly one wins', async () => {
    for (let round = 0; round < 4; round++) {
      const a = await member();
      const c = await member();
      const run = await anonymousRun(a.b, { complete: false });
      const [x, y] = await Promise.all([claim(a.b, run), claim(c.b, run)]);
      expect([x.statusCode, y.statusCode].sort()).toEqual([200, 404]);
      const winner = x.statusCode === 200 ? a.id : c.id;
      const [row] = await t.database.db
        .select()
        .from(schema.assessmentSessions)
        .where(eq(schema.assessmentSessions.id, run.id));
      expect(row?.userId).toBe(winner);
    }
  });

  it('two tabs of the same user racing both succeed', async () => {
    const a = await member();
    const run = await anonymousRun(a.b, { complete: false });
    const results = await Promise.all([claim(a.b, run), claim(a.b, run), claim(a.b, run)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
  });
});

describe('GET /api/me/export', () => {
  it('holds the user’s answers and results, never secrets, as a dated attachment', async () => {
    const a = await member('Export Me');
    const run = await anonymousRun(a.b);
    expect((await claim(a.b, run)).statusCode).toBe(200);
    const res = await a.b.get('/api/me/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${dataExportFileName(new Date())}"`,
    );
    const data = dataExportSchema.parse(res.json());
    expect(data.user).toMatchObject({ id: a.id, email: a.email, name: 'Export Me' });
    expect(data.profile?.full_name).toBe('Export Me');
    const exported = data.assessmentSessions.find((s) => s.id === run.id);
    expect(exported?.status).toBe('completed');
    expect(Object.fromEntries(exported?.responses.map((r) => [r.questionId, r.value]) ?? [])).toEqual(
      run.answers,
    );
    expect(exported?.result?.overall).toEqual(expect.any(Number));
    expect(data.accounts).toEqual([expect.objectContaining({ providerId: 'credential', hasPassword: true })]);

    const text = res.body;
    expect(text).not.toContain('$argon2');
    expect(text).not.toMatch(/"password"/);
    expect(text).not.toContain(run.secret);
    const [sessionRow] = await t.database.db
      .select()
      .from(schema.session)
      .where(eq(schema.session.userId, a.id));
    expect(text).not.toContain(String(sessionRow?.token));
    const [secretRow] = await t.database.db
      .select({ secretHash: schema.assessmentSessions.secretHash })
      .from(schema.assessmentSessions)
      .where(eq(schema.assessmentSessions.id, run.id));
    expect(text).not.toContain(String(secretRow?.secretHash));
  });

  it('never holds another user’s data', async () => {
    const a = await member();
    const runA = await anonymousRun(a.b);
    await claim(a.b, runA);
    const b = await member();
    const res = await b.b.get('/api/me/export');
    expect(res.body).not.toContain(a.id);
    expect(res.body).not.toContain(a.email);
    expect(res.body).not.toContain(runA.id);
    expect(res.json().assessmentSessions).toEqual([]);
  });
});

describe('a browser shared by two accounts', () => {
  it('each account exports and deletes only its own consent records', async () => {
    const a = await member('Shared Laptop A');
    const run = await anonymousRun(a.b);
    await claim(a.b, run);
    const b = await member('Shared Laptop B');
    const consentData = (analytics: boolean) => ({
      essential: true as const,
      analytics,
      marketing: false,
      timestamp: new Date().toISOString(),
      version: '1.0',
      visitorId: run.visitorId,
    });
    const db = t.database.db;
    // the same browser: an anonymous choice, A's signed-in choice, then B's signed-in choice
    for (const row of [
      { userId: null, userAgent: null, analytics: false },
      { userId: a.id, userAgent: null, analytics: true },
      { userId: b.id, userAgent: 'B-agent', analytics: true },
    ]) {
      await db.insert(schema.consentLogs).values({
        userId: row.userId,
        userAgent: row.userAgent,
        visitorId: run.visitorId,
        consentData: consentData(row.analytics),
      });
    }

    const exported = (await a.b.get('/api/me/export')).json();
    expect(exported.consentLogs).toHaveLength(2);
    expect(JSON.stringify(exported)).not.toContain(b.id);
    expect(JSON.stringify(exported)).not.toContain('B-agent');

    expect((await a.b.delete('/api/me', { confirm: 'DELETE' })).statusCode).toBe(200);
    const left = await db
      .select()
      .from(schema.consentLogs)
      .where(eq(schema.consentLogs.visitorId, run.visitorId));
    expect(left.map((row) => row.userId)).toEqual([b.id]);
  });
});

/** Every table of the schema, for the "nothing left" check. */
const allTables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);

describe('DELETE /api/me', () => {
  it('needs DELETE typed, exactly', async () => {
    const { b } = await member();
    for (const confirm of ['delete', ' DELETE', 'DELETE ', 'DELETE\n']) {
      const res = await b.delete('/api/me', { confirm });
      expect(res.statusCode, JSON.stringify(confirm)).toBe(400);
      expect(res.json().error.issues[0].message).toBe(SHARED_MESSAGES.typeDeleteToConfirm);
    }
    expect((await b.get('/api/me')).statusCode).toBe(200);
  });

  it('removes every row about the user in every table, ends every session, and sign-in fails', async () => {
    const doomed = await member('Doomed Founder');
    const laptop = doomed.b;
    const phone = browser();
    expect((await phone.signIn({ email: doomed.email, password })).statusCode).toBe(200);
    const run = await anonymousRun(laptop);
    await claim(laptop, run);
    await anonymousRun(laptop, { complete: false }); // an unclaimed attempt in the same browser
    await laptop.patch('/api/me/profile', { job_role: 'co-founder', company_url: 'doomed.example' });

    const db = t.database.db;
    const [authSession] = await db.select().from(schema.session).where(eq(schema.session.userId, doomed.id));
    await db.insert(schema.consentLogs).values({
      userId: doomed.id,
      visitorId: run.visitorId,
      consentData: {
        essential: true,
        analytics: true,
        marketing: false,
        timestamp: new Date().toISOString(),
        version: '1.0',
        visitorId: run.visitorId,
      },
    });
    await db.insert(schema.consentLogs).values({
      visitorId: run.visitorId,
      consentData: {
        essential: true,
        analytics: false,
        marketing: false,
        timestamp: new Date().toISOString(),
        version: '1.0',
        visitorId: run.visitorId,
      },
    });
    await db
      .insert(schema.clientLogs)
      .values({ userId: doomed.id, level: 'info', eventType: 'x', message: 'hello' });
    await db
      .insert(schema.clientLogs)
      .values({ sessionId: run.id, level: 'info', eventType: 'x', message: 'anon' });
    await db
      .insert(schema.securityEvents)
      .values({ userId: doomed.id, eventType: 'login', ipAddress: laptop.ip });
    // the security layer may already track this session; make sure a row exists either way
    await db
      .insert(schema.sessionSecurity)
      .values({ sessionId: String(authSession?.id), userId: doomed.id })
      .onConflictDoNothing();
    await db.insert(schema.visits).values({ visitorId: run.visitorId, page: 'landing' });
    await db
      .insert(schema.adminAuditLog)
      .values({ actorUserId: doomed.id, actorEmail: doomed.email, action: 'x' });
    await db
      .insert(schema.appSettings)
      .values({ key: 'someSetting', value: true, updatedBy: doomed.id })
      .onConflictDoNothing();
    await db.insert(schema.rateLimits).values({ identifier: doomed.id, endpoint: 'x' });
    // counters keyed by the e-mail's hash, and what an admin's developer tools did to this account
    await db.insert(schema.rateLimits).values({ identifier: accountKey(doomed.email), endpoint: 'sign-in' });
    await db.insert(schema.adminAuditLog).values({
      action: 'dev.fix_data',
      target: doomed.id,
      details: { fixes: [doomed.email] },
    });
    await db
      .insert(schema.securityEvents)
      .values({ eventType: 'dev_view_as', details: { viewedUserId: doomed.id } });

    // a bystander whose rows must stay
    const bystander = await member('Bystander');
    const bystanderRun = await anonymousRun(bystander.b);
    await claim(bystander.b, bystanderRun);

    const exported = (await laptop.get('/api/me/export')).json();
    expect(exported.consentLogs).toHaveLength(2);
    expect(exported.clientLogs).toHaveLength(2);
    expect(exported.securityEvents).toHaveLength(1);
    expect(exported.sessionSecurity).toHaveLength(1);
    expect(exported.visits).toHaveLength(1);
    expect(exported.adminActions).toHaveLength(1);

    const allSessionIds = (
      await db
        .select({ id: schema.assessmentSessions.id })
        .from(schema.assessmentSessions)
        .where(eq(schema.assessmentSessions.visitorId, run.visitorId))
    ).map((r) => r.id);
    const traces = [
      doomed.id,
      doomed.email,
      accountKey(doomed.email),
      run.visitorId,
      'Doomed Founder',
      'doomed.example',
      ...allSessionIds,
    ];

    const everything = async () =>
      (await Promise.all(allTables.map(async (table) => JSON.stringify(await db.select().from(table))))).join(
        '\n',
      );
    const before = await everything();
    for (const trace of traces) expect(before.includes(trace), `${trace} is there before`).toBe(true);

    const res = await laptop.delete('/api/me', { confirm: 'DELETE' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    const cleared = [res.headers['set-cookie']]
      .flat()
      .find((c) => String(c).startsWith('uplift.session_token='));
    expect(cleared).toMatch(/Max-Age=0/i);

    expect((await laptop.get('/api/me')).statusCode).toBe(401);
    expect((await phone.get('/api/me')).statusCode).toBe(401);

    for (const table of allTables) {
      const rows = await db.select().from(table);
      const text = JSON.stringify(rows);
      for (const trace of traces) {
        expect(text.includes(trace), `${getTableName(table)} still holds ${trace}`).toBe(false);
      }
    }
    // (after the check: a failed sign-in counts against the address's hash again, for 24 h)
    expect((await browser().signIn({ email: doomed.email, password })).statusCode).toBe(401);
    const [audit] = await db.select().from(schema.adminAuditLog).where(eq(schema.adminAuditLog.action, 'x'));
    expect(audit).toMatchObject({ actorUserId: null, actorEmail: null });

    expect((await bystander.b.get('/api/me')).statusCode).toBe(200);
    const kept = (await bystander.b.get('/api/me/export')).json();
    expect(kept.assessmentSessions.map((s: { id: string }) => s.id)).toEqual([bystanderRun.id]);
  });
});
