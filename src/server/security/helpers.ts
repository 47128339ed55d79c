import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import * as schema from '../db/schema';
import { TestBrowser, uniqueEmail } from '../modules/auth/test-browser';
import type { TestApp } from '../test-support/app';

export const PASSWORD = 'a long enough password';

/** A browser with a fresh signed-up (and signed-in) account; `admin` promotes it. */
export async function signedInBrowser(t: TestApp, options: { admin?: boolean; ip?: string } = {}) {
  const browser = new TestBrowser(t.app, t.config.publicUrl, options.ip);
  const email = uniqueEmail(options.admin ? 'admin' : 'founder');
  const res = await browser.signUp({
    name: options.admin ? 'Ada Admin' : 'Grace Founder',
    email,
    password: PASSWORD,
  });
  expect(res.statusCode).toBe(200);
  const id = res.json().user.id as string;
  if (options.admin) {
    await t.database.db.update(schema.user).set({ role: 'admin' }).where(eq(schema.user.id, id));
    await t.database.db.update(schema.profiles).set({ role: 'admin' }).where(eq(schema.profiles.userId, id));
  }
  return { browser, email, id };
}

/** The Better Auth session id behind a browser's cookie. */
export async function sessionIdOf(t: TestApp, userId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ id: schema.session.id })
    .from(schema.session)
    .where(eq(schema.session.userId, userId));
  return rows.map((r) => r.id);
}
