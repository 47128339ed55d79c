import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths } from '../../../contract/admin';
import * as schema from '../../db/schema';
import { seedDefaultContent } from '../../db/seed';
import { openTestApp, type TestApp } from '../../test-support/app';
import { sampleLegalPages, sampleQuestionnaire } from '../../test-support/sample-questionnaire';
import { TestBrowser, uniqueEmail } from '../auth/test-browser';

/** The admin guard with real Better Auth sessions (cookies), as the web uses it. */
let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({
    prepare: (db) => seedDefaultContent(db, sampleQuestionnaire, sampleLegalPages).then(() => undefined),
  });
});
afterAll(async () => t.close());

const password = 'a long enough password';

async function signedIn() {
  const browser = new TestBrowser(t.app, t.config.publicUrl);
  const email = uniqueEmail();
  const res = await browser.signUp({ name: 'Ada Admin', email, password });
  expect(res.statusCode).toBe(200);
  return { browser, email, id: res.json().user.id as string };
}

describe('admin access with Better Auth sessions', () => {
  it('403 without a session and for a signed-in user, 200 once the role is admin', async () => {
    const visitor = new TestBrowser(t.app, t.config.publicUrl);
    expect((await visitor.get(adminPaths.me)).statusCode).toBe(403);

    const { browser, email, id } = await signedIn();
    expect((await browser.get(adminPaths.me)).statusCode).toBe(403);
    expect((await browser.get(adminPaths.users)).statusCode).toBe(403);

    await t.database.db.update(schema.user).set({ role: 'admin' }).where(eq(schema.user.id, id));
    const me = await browser.get(adminPaths.me);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ id, email, name: 'Ada Admin' });

    // a revoked role applies to the very next request
    await t.database.db.update(schema.user).set({ role: 'user' }).where(eq(schema.user.id, id));
    expect((await browser.get(adminPaths.me)).statusCode).toBe(403);
  });

  it('refuses an admin write from another site', async () => {
    const { browser, id } = await signedIn();
    await t.database.db.update(schema.profiles).set({ role: 'admin' }).where(eq(schema.profiles.userId, id));
    const ok = await browser.request({
      method: 'PATCH',
      url: adminPaths.settings,
      payload: { devtoolsDeterrent: true },
    });
    expect(ok.statusCode).toBe(200);
    const forged = await browser.request({
      method: 'PATCH',
      url: adminPaths.settings,
      payload: { devtoolsDeterrent: false },
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.code).toBe('csrf_invalid');
  });
});
