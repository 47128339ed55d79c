import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailsCopy } from '../../../content/emails';
import { REQUIRE_EMAIL_CONFIRMATION_SETTING } from '../../../contract/auth';
import { appSettings, user } from '../../db/schema';
import { openTestApp, type TestApp } from '../../test-support/app';
import { type SmtpSink, startSmtpSink } from '../mail/smtp-sink';
import { TestBrowser, uniqueEmail } from './test-browser';

/** Sign-up answers a taken address exactly like a new one (decision 012). */
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
const requireConfirmation = (on: boolean) =>
  t.database.db
    .insert(appSettings)
    .values({ key: REQUIRE_EMAIL_CONFIRMATION_SETTING, value: on })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: on } });

/** An account that exists, with its own confirmation e-mail already delivered. */
async function existing(label: string) {
  const email = uniqueEmail(label);
  await t.app.auth.betterAuth.api.signUpEmail({ body: { name: 'Owner Name', email, password } });
  await sink.waitFor(email, emailsCopy.confirmation.subject);
  return email;
}

/** What the answer reveals: status, the body's shape (keys and value types), cookies, headers. */
function shape(res: LightMyRequestResponse) {
  const body = res.json() as { token: unknown; user: Record<string, unknown> };
  return {
    status: res.statusCode,
    token: body.token,
    keys: Object.keys(body).sort(),
    user: Object.fromEntries(Object.entries(body.user).map(([k, v]) => [k, v === null ? 'null' : typeof v])),
    setCookie: res.headers['set-cookie'],
    headers: Object.keys(res.headers)
      .filter((h) => h !== 'date' && h !== 'content-length')
      .sort(),
  };
}

const mailsTo = (email: string) => sink.messages.filter((m) => m.to.includes(email));

describe.each([false, true])('sign-up with requireEmailConfirmation %s', (confirmationOn) => {
  it('answers a known address (wrong password) exactly like a new one, with no session', async () => {
    const known = await existing('known');
    await requireConfirmation(confirmationOn);
    const fresh = uniqueEmail('fresh');

    const knownAnswer = await browser().signUpOnly({
      name: 'Someone Else',
      email: known,
      password: 'not theirs 1',
    });
    const freshAnswer = await browser().signUpOnly({
      name: 'Someone Else',
      email: fresh,
      password: 'not theirs 1',
    });

    expect(shape(knownAnswer)).toEqual(shape(freshAnswer));
    expect(knownAnswer.statusCode).toBe(200);
    expect(knownAnswer.json().token).toBeNull();
    // what the web does next (sign in, or 'Check Your Email') depends on the setting only
    expect(knownAnswer.json().emailConfirmationRequired).toBe(confirmationOn);
    expect(knownAnswer.headers['set-cookie']).toBeUndefined();
    // the same user as typed, never the owner's
    expect(knownAnswer.json().user).toMatchObject({
      email: known,
      name: 'Someone Else',
      emailVerified: false,
    });

    // the owner is told, once; the new address gets its confirmation link
    const warning = await sink.waitFor(known, emailsCopy.signUpAttempt.subject);
    expect(warning.decoded).toContain('Hi Owner Name,');
    expect(warning.decoded).not.toContain('Someone Else');
    expect(warning.decoded).toContain(emailsCopy.footers.account);
    expect(warning.links).toContain('http://localhost:3000/auth');
    await sink.waitFor(fresh, 'Confirm your e-mail');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(known).map((m) => m.subject)).toEqual([
      emailsCopy.confirmation.subject, // its own, when it was made
      emailsCopy.signUpAttempt.subject,
    ]);
    expect(mailsTo(fresh).map((m) => m.subject)).toEqual([emailsCopy.confirmation.subject]);
    // and the owner's account is untouched
    expect(await t.database.db.$count(user, eq(user.email, known))).toBe(1);
    expect((await browser().signIn({ email: known, password })).statusCode).toBe(confirmationOn ? 403 : 200);
  });

  it('signs the owner in when they sign up again with their right password', async () => {
    const email = await existing('again');
    if (confirmationOn) {
      await t.database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
      await requireConfirmation(true);
    }
    const b = browser();
    const res = await b.signUpOnly({ name: 'Owner Again', email, password });
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toEqual(expect.any(String));
    expect(res.json().user).toMatchObject({ email, name: 'Owner Name' });
    const me = await b.get('/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(email);
    // no warning: it was them
    await expect(sink.waitFor(email, emailsCopy.signUpAttempt.subject, 300)).rejects.toThrow();
  });
});

describe('what a new account can do before confirming', () => {
  it('setting off: the same credentials sign in at once (what the web does next)', async () => {
    const email = uniqueEmail('new');
    const b = browser();
    expect((await b.signUpOnly({ name: 'New Founder', email, password })).json().token).toBeNull();
    expect((await b.get('/api/me')).statusCode).toBe(401);
    expect((await b.signIn({ email, password })).statusCode).toBe(200);
    expect((await b.get('/api/me')).json().user).toMatchObject({ email, emailVerified: false });
  });

  it('setting on: sign-in waits for the link', async () => {
    await requireConfirmation(true);
    const email = uniqueEmail('strict');
    const b = browser();
    expect((await b.signUpOnly({ name: 'New Founder', email, password })).json().token).toBeNull();
    expect((await b.signIn({ email, password })).statusCode).toBe(403);
  });
});

describe('the right-password sign-in inside a sign-up', () => {
  it('counts no failed sign-in against the account when the password is wrong', async () => {
    const email = await existing('throttle');
    // more wrong-password sign-ups than the per-account sign-in failure limit would allow…
    for (let i = 0; i < 5; i++)
      await browser().signUpOnly({ name: 'Guess', email, password: `guess number ${i}` });
    // …and the owner still signs in, with no failure counted against them
    expect((await browser().signIn({ email, password })).statusCode).toBe(200);
  });

  it('stays behind the sign-up rate limit per address (the 11th try is refused, right password or not)', async () => {
    const email = await existing('limited');
    const b = browser();
    for (let i = 0; i < 10; i++)
      await b.signUpOnly({ name: 'Guess', email: uniqueEmail('spray'), password: `wrong ${i}!` });
    const refused = await b.signUpOnly({ name: 'Guess', email, password });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['retry-after']).toBe(refused.headers['x-retry-after']);
  });
});
