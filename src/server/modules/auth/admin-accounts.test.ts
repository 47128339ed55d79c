import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, profiles, user } from '../../db/schema';
import { openTestApp, type TestApp } from '../../test-support/app';
import { adminAccounts, generatePassword } from './admin-accounts';
import { TestBrowser, uniqueEmail } from './test-browser';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(async () => t.close());

describe('admin:create', () => {
  it('creates a verified admin whose password signs in, with profiles.role admin', async () => {
    const admins = await adminAccounts(t.config, t.database);
    const email = uniqueEmail('admin');
    const password = generatePassword();
    expect(password).toHaveLength(24);
    const { userId, created } = await admins.createOrPromote({
      email: email.toUpperCase(),
      name: 'Ada Admin',
      password,
    });
    expect(created).toBe(true);

    const [row] = await t.database.db.select().from(user).where(eq(user.id, userId));
    expect(row).toMatchObject({ email, name: 'Ada Admin', role: 'admin', emailVerified: true });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(profile).toMatchObject({ role: 'admin', email, fullName: 'Ada Admin' });
    const [credential] = await t.database.db.select().from(account).where(eq(account.userId, userId));
    expect(credential?.password?.startsWith('$argon2id$')).toBe(true);

    const b = new TestBrowser(t.app, t.config.publicUrl);
    expect((await b.signIn({ email, password })).statusCode).toBe(200);
    expect((await b.get('/api/me')).json().user).toMatchObject({ role: 'admin', emailVerified: true });
  });

  it('promotes an existing user without touching the password', async () => {
    const email = uniqueEmail('member');
    const b = new TestBrowser(t.app, t.config.publicUrl);
    const res = await b.signUp({ name: 'Member', email, password: 'member pass' });
    const admins = await adminAccounts(t.config, t.database);
    const { userId, created } = await admins.createOrPromote({ email });
    expect(created).toBe(false);
    expect(userId).toBe(res.json().user.id);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(profile?.role).toBe('admin');
    expect(
      (await new TestBrowser(t.app, t.config.publicUrl).signIn({ email, password: 'member pass' }))
        .statusCode,
    ).toBe(200);
  });

  it('never creates an admin without a password, nor with a short one', async () => {
    const admins = await adminAccounts(t.config, t.database);
    await expect(admins.createOrPromote({ email: uniqueEmail('x') })).rejects.toThrow(/password/);
    await expect(admins.createOrPromote({ email: uniqueEmail('x'), password: 'short' })).rejects.toThrow(
      /12/,
    );
    await expect(
      admins.createOrPromote({ email: 'not-an-email', password: generatePassword() }),
    ).rejects.toThrow();
  });
});
