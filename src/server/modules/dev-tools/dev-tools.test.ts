import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devToolsPaths } from '../../../contract/dev-tools';
import * as schema from '../../db/schema';
import { seedDefaultContent } from '../../db/seed';
import { signedInBrowser } from '../../security/helpers';
import { openTestApp, type TestApp } from '../../test-support/app';
import { sampleLegalPages, sampleQuestionnaire } from '../../test-support/sample-questionnaire';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({
    prepare: (db) => seedDefaultContent(db, sampleQuestionnaire, sampleLegalPages).then(() => undefined),
  });
}, 180_000);
afterAll(async () => t.close());

const path = (template: string, id: string) => template.replace(':id', encodeURIComponent(id));

async function completedSessionOf(userId: string, email: string | null) {
  const questionnaire = (await t.inject({ method: 'GET', url: '/api/questionnaire' })).json() as {
    questions: { id: string }[];
  };
  const created = (
    await t.inject({ method: 'POST', url: '/api/sessions', payload: { visitorId: 'visitor_dev_tools' } })
  ).json() as { id: string; secret: string };
  const answers = Object.fromEntries(questionnaire.questions.map((q, i) => [q.id, (i % 5) + 1]));
  const done = await t.inject({
    method: 'POST',
    url: `/api/sessions/${created.id}/complete`,
    headers: { 'x-session-secret': created.secret },
    payload: { answers },
  });
  expect(done.statusCode).toBe(200);
  await t.database.db
    .update(schema.assessmentSessions)
    .set({ userId, email })
    .where(eq(schema.assessmentSessions.id, created.id));
  return created.id;
}

describe('developer tools API (admin only)', () => {
  it('searches by e-mail or name substring (any case, ≥ 2 characters) or exact id, with the debugging view', async () => {
    const admin = await signedInBrowser(t, { admin: true });
    const founder = await signedInBrowser(t);
    await completedSessionOf(founder.id, null);

    const byMail = await admin.browser.get(
      `${devToolsPaths.users}?q=${encodeURIComponent(founder.email.slice(3, 12).toUpperCase())}`,
    );
    expect(byMail.statusCode).toBe(200);
    const found = byMail.json().users.find((u: { id: string }) => u.id === founder.id);
    expect(found).toEqual({
      id: founder.id,
      email: founder.email,
      full_name: 'Grace Founder',
      session_count: 1,
      completed_sessions: 1,
      flags: { hasNullEmail: true, hasResults: true, hasProfile: true, emailMismatch: false },
    });
    const byName = await admin.browser.get(`${devToolsPaths.users}?q=grace%20f`);
    expect(byName.json().users.map((u: { id: string }) => u.id)).toContain(founder.id);
    const byId = await admin.browser.get(`${devToolsPaths.users}?q=${founder.id}`);
    expect(byId.json().users.map((u: { id: string }) => u.id)).toEqual([founder.id]);
    expect((await admin.browser.get(`${devToolsPaths.users}?q=x`)).statusCode).toBe(400);
    expect((await admin.browser.get(`${devToolsPaths.users}?q=nobody-matches-this`)).json()).toEqual({
      users: [],
    });
    // pattern characters are literal
    expect((await admin.browser.get(`${devToolsPaths.users}?q=%25%25`)).json()).toEqual({ users: [] });
  });

  it("fixes data issues ('Applied N fixes'): missing session e-mails, a stale profile e-mail, a missing profile", async () => {
    const admin = await signedInBrowser(t, { admin: true });
    const founder = await signedInBrowser(t);
    await completedSessionOf(founder.id, null);
    await completedSessionOf(founder.id, 'old@example.com');
    await t.database.db
      .update(schema.profiles)
      .set({ email: 'stale@example.com' })
      .where(eq(schema.profiles.userId, founder.id));

    const before = (await admin.browser.get(`${devToolsPaths.users}?q=${founder.id}`)).json().users[0];
    expect(before.flags).toMatchObject({ hasNullEmail: true, emailMismatch: true });
    const fixed = await admin.browser.post(path(devToolsPaths.fix, founder.id), {});
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({
      applied: 3,
      user: { flags: { hasNullEmail: false, emailMismatch: false, hasProfile: true, hasResults: true } },
    });
    expect((await admin.browser.post(path(devToolsPaths.fix, founder.id), {})).json().applied).toBe(0);

    await t.database.db.delete(schema.profiles).where(eq(schema.profiles.userId, founder.id));
    const recreated = await admin.browser.post(path(devToolsPaths.fix, founder.id), {});
    expect(recreated.json()).toMatchObject({ applied: 1, fixes: ['profile created'] });

    const audit = await t.database.db
      .select()
      .from(schema.adminAuditLog)
      .where(eq(schema.adminAuditLog.target, founder.id));
    expect(audit.map((a) => a.action)).toEqual(['dev.fix_data', 'dev.fix_data', 'dev.fix_data']);
    expect((await admin.browser.post(path(devToolsPaths.fix, 'no-such-user'), {})).json().error.message).toBe(
      'User not found - No user matches the search criteria',
    );
  });

  it('clears the user cache and views the latest result as the user (read-only)', async () => {
    const admin = await signedInBrowser(t, { admin: true });
    const founder = await signedInBrowser(t);
    const sessionId = await completedSessionOf(founder.id, founder.email);
    const cleared = await admin.browser.post(path(devToolsPaths.clearCache, founder.id), {});
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().cleared).toBeGreaterThanOrEqual(1); // the session's rate-limit window
    const view = await admin.browser.get(path(devToolsPaths.viewAs, founder.id));
    expect(view.statusCode).toBe(200);
    expect(view.json().user.id).toBe(founder.id);
    expect(view.json().result.sessionId).toBe(sessionId);
    expect(view.json().result.gated).toBe(false);
  });

  it('403 without a session and for a user, and refuses writes from another site', async () => {
    const founder = await signedInBrowser(t);
    expect((await t.inject({ method: 'GET', url: `${devToolsPaths.users}?q=ab` })).statusCode).toBe(403);
    expect((await founder.browser.get(`${devToolsPaths.users}?q=ab`)).statusCode).toBe(403);
    expect((await founder.browser.post(path(devToolsPaths.fix, founder.id), {})).statusCode).toBe(403);
    const admin = await signedInBrowser(t, { admin: true });
    const forged = await admin.browser.request({
      method: 'POST',
      url: path(devToolsPaths.fix, founder.id),
      payload: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
  });
});
