import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, sessionSecurity } from '../../db/schema';
import { openTestApp, type TestApp } from '../../test-support/app';
import { TestBrowser, uniqueEmail } from './test-browser';

const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => {
  await t.close();
});

async function signedIn() {
  const b = new TestBrowser(t.app, t.config.publicUrl);
  const res = await b.signUp({ name: 'Session Founder', email: uniqueEmail(), password: 'correct horse 1' });
  expect(res.statusCode).toBe(200);
  const userId = res.json().user.id as string;
  const [row] = await t.database.db.select().from(session).where(eq(session.userId, userId));
  if (!row) throw new Error('no session after sign-up');
  const cookieName = [...b.cookies.keys()].find((name) => name.endsWith('session_token')) as string;
  return { b, userId, row, cookieName };
}

describe('the session of a signed-in request', () => {
  it('finds the user, and records the activity in the session security record', async () => {
    const { b, userId, row } = await signedIn();
    const me = await b.get('/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(userId);
    const [security] = await t.database.db
      .select()
      .from(sessionSecurity)
      .where(eq(sessionSecurity.sessionId, row.id));
    expect(security?.userId).toBe(userId);
  });

  it('ends at once when the session is revoked on the server', async () => {
    const { b, row } = await signedIn();
    expect((await b.get('/api/me')).statusCode).toBe(200);
    await t.database.db.delete(session).where(eq(session.id, row.id));
    expect((await b.get('/api/me')).statusCode).toBe(401);
  });

  it('refuses a cookie whose token or signature was changed', async () => {
    const { b, cookieName } = await signedIn();
    const cookie = decodeURIComponent(b.cookies.get(cookieName) as string);
    const dot = cookie.lastIndexOf('.');
    const token = cookie.slice(0, dot);
    const otherToken = `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`;
    b.cookies.set(cookieName, encodeURIComponent(`${otherToken}${cookie.slice(dot)}`));
    expect((await b.get('/api/me')).statusCode).toBe(401);
    b.cookies.set(cookieName, encodeURIComponent(`${token}.${'A'.repeat(43)}=`));
    expect((await b.get('/api/me')).statusCode).toBe(401);
  });

  it('extends a session that is due (a day after it was made or extended), as Better Auth does', async () => {
    const { b, row } = await signedIn();
    const dueAt = new Date(Date.now() + 6 * DAY_MS - 60_000);
    await t.database.db.update(session).set({ expiresAt: dueAt }).where(eq(session.id, row.id));
    expect((await b.get('/api/me')).statusCode).toBe(200);
    const [after] = await t.database.db.select().from(session).where(eq(session.id, row.id));
    expect(after?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7 * DAY_MS - 60_000);
  });

  it('refuses an expired session and deletes it', async () => {
    const { b, row } = await signedIn();
    await t.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.id, row.id));
    expect((await b.get('/api/me')).statusCode).toBe(401);
    expect(await t.database.db.select().from(session).where(eq(session.id, row.id))).toHaveLength(0);
  });
});
