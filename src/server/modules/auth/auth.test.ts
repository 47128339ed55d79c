import { parseOptions } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SETTING_KEYS } from '../../../contract/admin';
import { AUTH_ERROR_CODES, REQUIRE_EMAIL_CONFIRMATION_SETTING } from '../../../contract/auth';
import { account, appSettings, profiles, session, user } from '../../db/schema';
import { openTestApp, type TestApp } from '../../test-support/app';
import { createMailer, type Mailer } from '../mail/mailer';
import { type SmtpSink, startSmtpSink } from '../mail/smtp-sink';
import { TestBrowser, uniqueEmail } from './test-browser';

const silent = { info() {}, warn() {}, error() {} };
let sink: SmtpSink;
let t: TestApp;
const password = 'correct horse 1';

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await openTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL: 'http://localhost:3000' } });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});
afterEach(async () => {
  await t.database.db.delete(appSettings).where(eq(appSettings.key, REQUIRE_EMAIL_CONFIRMATION_SETTING));
});

const browser = () => new TestBrowser(t.app, t.config.publicUrl);
const linkTo = (links: string[], path: string) => {
  const found = links.find((l) => new URL(l).pathname.startsWith(path));
  if (!found) throw new Error(`no link to ${path} in ${links.join(', ')}`);
  return found;
};

async function signedUp(name = 'Ada Founder') {
  const email = uniqueEmail();
  const b = browser();
  const res = await b.signUp({ name, email, password });
  expect(res.statusCode).toBe(200);
  return { b, email, name, userId: res.json().user.id as string };
}

describe('sign-up, confirmation and welcome', () => {
  it('signs the user in, e-mails a confirmation link that verifies and signs in, then welcomes', async () => {
    const { b, email, userId } = await signedUp('Ada Lovelace');
    expect(b.cookies.size).toBeGreaterThan(0);

    const me = await b.get('/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({
      id: userId,
      email,
      name: 'Ada Lovelace',
      emailVerified: false,
      role: 'user',
    });
    expect(me.json().profile).toMatchObject({ email, full_name: 'Ada Lovelace', profile_completed: false });

    const mail = await sink.waitFor(email, 'Confirm your e-mail');
    expect(mail.raw).toMatch(/text\/plain/);
    expect(mail.raw).toMatch(/text\/html/);
    expect(mail.decoded).toContain('#5B3CC4');
    expect(mail.decoded).not.toMatch(/<img/i);
    const link = linkTo(mail.links, '/api/auth/verify-email');
    expect(link.startsWith('http://localhost:3000/api/auth/verify-email?token=')).toBe(true);
    expect(new URL(link).searchParams.get('callbackURL'), `${link} in ${mail.decoded}`).toBe(
      '/auth/callback?next=%2Fresults',
    );

    // opened in the mail app's browser: no cookie yet
    const other = browser();
    const confirmed = await other.open(link);
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toBe('/auth/callback?next=%2Fresults');
    const after = await other.get('/api/me');
    expect(after.statusCode).toBe(200);
    expect(after.json().user.emailVerified).toBe(true);

    const welcome = await sink.waitFor(email, 'Welcome to the Uplift Founder Audit');
    expect(welcome.links).toContain('http://localhost:3000/results');
    expect(welcome.decoded).toContain('Hi Ada Lovelace,');
  });

  it('sends the user back to the callback page with an error for a bad link', async () => {
    const res = await browser().get(
      `/api/auth/verify-email?token=not-a-token&callbackURL=${encodeURIComponent('/auth/callback?next=/results')}`,
    );
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location), 'http://localhost:3000');
    expect(location.pathname).toBe('/auth/callback');
    expect(location.searchParams.get('error')).toBe(AUTH_ERROR_CODES.invalidToken);
  });

  it('points the confirmation link at /auth/callback even when the client gave no callback', async () => {
    const email = uniqueEmail();
    const res = await browser().post('/api/auth/sign-up/email', { name: 'No Callback', email, password });
    expect(res.statusCode).toBe(200);
    const mail = await sink.waitFor(email, 'Confirm your e-mail');
    const link = new URL(linkTo(mail.links, '/api/auth/verify-email'));
    expect(link.searchParams.get('callbackURL')).toBe('/auth/callback?next=%2Fresults');
  });

  it('creates a profile row with the e-mail and name, kept in step with the account', async () => {
    const { userId, email } = await signedUp('Grace Hopper');
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(row).toMatchObject({ email, fullName: 'Grace Hopper', role: 'user', profileCompleted: false });
  });

  it('refuses a password under 6 characters', async () => {
    const res = await browser().signUp({ name: 'Short', email: uniqueEmail(), password: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(AUTH_ERROR_CODES.passwordTooShort);
    const ok = await browser().signUp({ name: 'Six', email: uniqueEmail(), password: '123456' });
    expect(ok.statusCode).toBe(200);
  });
});

describe('sign-in', () => {
  it('signs in with the right password', async () => {
    const { email } = await signedUp();
    const b = browser();
    const res = await b.signIn({ email, password });
    expect(res.statusCode).toBe(200);
    expect((await b.get('/api/me')).json().user.email).toBe(email);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const { email } = await signedUp();
    const wrong = await browser().signIn({ email, password: 'not the password' });
    const unknown = await browser().signIn({ email: uniqueEmail('nobody'), password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().code).toBe(AUTH_ERROR_CODES.invalidEmailOrPassword);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });

  it("'already registered': signing up again with the right password signs in", async () => {
    const { email } = await signedUp();
    const b = browser();
    const again = await b.signUpOnly({ name: 'Ada Again', email, password });
    expect(again.statusCode).toBe(200);
    expect(again.json().token).toEqual(expect.any(String));
    expect((await b.get('/api/me')).json().user.email).toBe(email);
  });

  it('sets HttpOnly, SameSite=Lax session cookies', async () => {
    const { email } = await signedUp();
    const res = await browser().signIn({ email, password });
    const cookie = [res.headers['set-cookie']]
      .flat()
      .find((c) => String(c).startsWith('uplift.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses a sign-in posted from another site', async () => {
    const { email } = await signedUp();
    const res = await browser().post(
      '/api/auth/sign-in/email',
      { email, password },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
  });

  it('records the client address Fastify sees, never a client-sent header', async () => {
    const { email, userId } = await signedUp();
    const b = browser();
    await b.post('/api/auth/sign-in/email', { email, password }, { 'x-uplift-client-ip': '6.6.6.6' });
    const rows = await t.database.db.select().from(session).where(eq(session.userId, userId));
    expect(rows.map((r) => r.ipAddress)).toContain(b.ip);
    expect(rows.map((r) => r.ipAddress)).not.toContain('6.6.6.6');
  });

  it('stores argon2id hashes at m >= 19 MiB and t >= 2', async () => {
    const { userId } = await signedUp();
    const [row] = await t.database.db.select().from(account).where(eq(account.userId, userId));
    const hash = String(row?.password);
    expect(hash.startsWith('$argon2id$')).toBe(true);
    const options = parseOptions(hash);
    expect(options.memoryCost).toBeGreaterThanOrEqual(19_456);
    expect(options.timeCost).toBeGreaterThanOrEqual(2);
  });

  it('rate-limits sign-in attempts per client address (and says when to retry)', async () => {
    const b = browser();
    const email = uniqueEmail('hammer');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await b.signIn({ email, password: `guess-${i}` })).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const last = await b.signIn({ email, password: 'guess-last' });
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['x-retry-after'])).toBeGreaterThan(0);
    // the standard header too, which browsers, proxies and our client read
    expect(last.headers['retry-after']).toBe(last.headers['x-retry-after']);
  });
});

describe('password reset', () => {
  it('resets through the e-mailed link, ends old sessions, and the new password works', async () => {
    const { b: oldBrowser, email } = await signedUp('Reset Me');
    const b = browser();
    const request = await b.post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/auth/callback?type=recovery&next=%2Fresults',
    });
    expect(request.statusCode).toBe(200);

    const mail = await sink.waitFor(email, 'Reset your Uplift Founder Audit password');
    const link = linkTo(mail.links, '/api/auth/reset-password/');
    const landing = await b.open(link);
    expect(landing.statusCode).toBe(302);
    const location = new URL(String(landing.headers.location));
    expect(location.origin).toBe('http://localhost:3000');
    expect(location.pathname).toBe('/auth/callback');
    expect(location.searchParams.get('type')).toBe('recovery');
    expect(location.searchParams.get('next')).toBe('/results');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await b.post('/api/auth/reset-password', { newPassword: 'brand new secret', token });
    expect(reset.statusCode).toBe(200);

    expect((await oldBrowser.get('/api/me')).statusCode).toBe(401);
    expect((await browser().signIn({ email, password })).statusCode).toBe(401);
    expect((await browser().signIn({ email, password: 'brand new secret' })).statusCode).toBe(200);
    // the link works once
    expect((await b.post('/api/auth/reset-password', { newPassword: 'again again', token })).statusCode).toBe(
      400,
    );
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const res = await browser().post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/auth/callback?type=recovery&next=%2Fresults',
    });
    expect(res.statusCode).toBe(200);
    await expect(sink.waitFor(email, 'Reset', 300)).rejects.toThrow();
  });

  it('lands a link without redirectTo on the recovery page too', async () => {
    const { email } = await signedUp();
    await browser().post('/api/auth/request-password-reset', { email });
    const mail = await sink.waitFor(email, 'Reset your Uplift Founder Audit password');
    const landing = await browser().open(linkTo(mail.links, '/api/auth/reset-password/'));
    const location = new URL(String(landing.headers.location));
    expect(location.pathname).toBe('/auth/callback');
    expect(location.searchParams.get('type')).toBe('recovery');
  });
});

describe('the requireEmailConfirmation setting', () => {
  it('off by default: a new account signs in before confirming', async () => {
    const res = await browser().signUp({ name: 'Default', email: uniqueEmail(), password });
    expect(res.json().token).toEqual(expect.any(String));
  });

  it("on: sign-up gives no session ('Check Your Email'), sign-in waits for the link", async () => {
    await t.database.db
      .insert(appSettings)
      .values({ key: REQUIRE_EMAIL_CONFIRMATION_SETTING, value: true })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: true } });
    const email = uniqueEmail('strict');
    const b = browser();
    const res = await b.signUp({ name: 'Strict', email, password });
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toBeNull();
    expect((await b.get('/api/me')).statusCode).toBe(401);

    const refused = await b.signIn({ email, password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(AUTH_ERROR_CODES.emailNotVerified);

    const mail = await sink.waitFor(email, 'Confirm your e-mail');
    const confirmed = await b.open(linkTo(mail.links, '/api/auth/verify-email'));
    expect(confirmed.statusCode).toBe(302);
    expect((await b.get('/api/me')).json().user.emailVerified).toBe(true);
    expect((await browser().signIn({ email, password })).statusCode).toBe(200);

    // an existing e-mail is not revealed (sign-up-enumeration.test.ts), and its owner is signed in
    const again = await browser().signUpOnly({ name: 'Strict', email, password: 'not the password' });
    expect(again.statusCode).toBe(200);
    expect(again.json().token).toBeNull();
    expect((await browser().signUpOnly({ name: 'Strict', email, password })).json().token).toEqual(
      expect.any(String),
    );
  });
});

describe('the passwordMinLength setting', () => {
  const setMinimum = (value: number) =>
    t.database.db
      .insert(appSettings)
      .values({ key: SETTING_KEYS.passwordMinLength, value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value } });
  afterEach(async () => {
    await t.database.db.delete(appSettings).where(eq(appSettings.key, SETTING_KEYS.passwordMinLength));
  });
  const tooShort = (res: { statusCode: number; json(): unknown }, minLength: number) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: AUTH_ERROR_CODES.passwordTooShort,
      message: `Password must be at least ${minLength} characters long.`,
    });
  };

  it('unset: the spec minimum of 6, in the spec words', async () => {
    const email = uniqueEmail('short');
    tooShort(await browser().signUp({ name: 'Short', email, password: '12345' }), 6);
    expect((await browser().signUp({ name: 'Six', email, password: '123456' })).statusCode).toBe(200);
  });

  it('raised to 12: sign-up refuses a shorter password and creates no account; 12 characters pass', async () => {
    await setMinimum(12);
    const email = uniqueEmail('policy');
    tooShort(await browser().signUp({ name: 'Policy', email, password: 'eleven char' }), 12);
    expect(await t.database.db.$count(user, eq(user.email, email))).toBe(0);
    const ok = await browser().signUp({ name: 'Policy', email, password: 'twelve chars' });
    expect(ok.statusCode).toBe(200);
    // a change applies at once, without a restart
    await setMinimum(14);
    tooShort(await browser().signUp({ name: 'Later', email: uniqueEmail(), password: 'thirteen char' }), 14);
  });

  it('raised to 12: password reset refuses a shorter new password and the link still works', async () => {
    const { email } = await signedUp('Reset Policy');
    await setMinimum(12);
    const b = browser();
    await b.post('/api/auth/request-password-reset', { email });
    const mail = await sink.waitFor(email, 'Reset your Uplift Founder Audit password');
    const landing = await b.open(linkTo(mail.links, '/api/auth/reset-password/'));
    const token = new URL(String(landing.headers.location), 'http://localhost').searchParams.get('token');
    expect(token).toBeTruthy();

    tooShort(await b.post('/api/auth/reset-password', { newPassword: 'short one', token }), 12);
    // the old password still works, the new one was not stored
    expect((await browser().signIn({ email, password })).statusCode).toBe(200);
    expect(
      (await b.post('/api/auth/reset-password', { newPassword: 'long enough now', token })).statusCode,
    ).toBe(200);
    expect((await browser().signIn({ email, password: 'long enough now' })).statusCode).toBe(200);
  });

  it('raised to 12: a signed-in change of password is held to it too', async () => {
    const { b } = await signedUp('Change Policy');
    await setMinimum(12);
    tooShort(
      await b.post('/api/auth/change-password', { currentPassword: password, newPassword: 'too short' }),
      12,
    );
  });

  it('sign-in is not held to it: existing shorter passwords keep working', async () => {
    const { email } = await signedUp('Old Password');
    await setMinimum(20);
    expect((await browser().signIn({ email, password })).statusCode).toBe(200);
  });
});

describe('roles', () => {
  it('keeps profiles.role in step with the account role', async () => {
    const { userId } = await signedUp();
    const { internalAdapter } = await t.app.auth.betterAuth.$context;
    await internalAdapter.updateUser(userId, { role: 'admin' });
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, userId));
    expect(row?.role).toBe('admin');
    const [u] = await t.database.db.select().from(user).where(eq(user.id, userId));
    expect(u?.role).toBe('admin');
  });
});

describe('on an https address', () => {
  it('uses Secure, __Secure- prefixed cookies', async () => {
    const secure = await openTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL: 'https://audit.example' } });
    try {
      const b = new TestBrowser(secure.app, secure.config.publicUrl);
      const res = await b.signUp({ name: 'Secure', email: uniqueEmail(), password });
      expect(res.statusCode).toBe(200);
      const cookie = [res.headers['set-cookie']]
        .flat()
        .find((c) => String(c).startsWith('__Secure-uplift.session_token='));
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect((await b.get('/api/me')).statusCode).toBe(200);
    } finally {
      await secure.close();
    }
  });
});

describe('a welcome e-mail that cannot be sent', () => {
  it('is only logged: the confirmation still succeeds', async () => {
    const real = createMailer({
      smtpUrl: sink.url,
      mailFrom: 'x <x@example.com>',
      dataDir: '/nonexistent',
      log: silent,
    });
    const failing: Mailer = {
      ...real,
      mode: real.mode,
      sendKind: (kind, to, input) =>
        kind === 'welcome' ? Promise.reject(new Error('SMTP down')) : real.sendKind(kind, to, input),
    };
    const other = await openTestApp({
      env: { PUBLIC_URL: 'http://localhost:3000' },
      dependencies: { mailer: failing },
    });
    try {
      const b = new TestBrowser(other.app, other.config.publicUrl);
      const email = uniqueEmail('nowelcome');
      expect((await b.signUp({ name: 'No Welcome', email, password })).statusCode).toBe(200);
      const mail = await sink.waitFor(email, 'Confirm your e-mail');
      const confirmed = await b.open(linkTo(mail.links, '/api/auth/verify-email'));
      expect(confirmed.statusCode).toBe(302);
      expect(confirmed.headers.location).toBe('/auth/callback?next=%2Fresults');
      expect((await b.get('/api/me')).json().user.emailVerified).toBe(true);
    } finally {
      await other.close();
      real.close();
    }
  });
});
