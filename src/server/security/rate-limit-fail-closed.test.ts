import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths, emailTestPaths } from '../../contract/auth';
import * as schema from '../db/schema';
import { seedDefaultContent } from '../db/seed';
import { adminAccounts, generatePassword } from '../modules/auth/admin-accounts';
import { TestBrowser, uniqueEmail } from '../modules/auth/test-browser';
import type { Mailer } from '../modules/mail/mailer';
import { memoryRateLimitStore, RATE_LIMIT_UNAVAILABLE, type RateLimitStore } from '../plugins/rate-limit';
import { openTestApp, type TestApp } from '../test-support/app';
import { sampleLegalPages, sampleQuestionnaire } from '../test-support/sample-questionnaire';
import { PASSWORD } from './helpers';

/**
 * The failure policy with only the rate-limit store failing (the rest of the database answers): a
 * check error lets a request through, except sign-in, sign-up, password reset and e-mail sending, which
 * are refused with a clear JSON error, creating and sending nothing (ARCHITECTURE.md, docs/security.md).
 */

/** Records what would have gone out, so "nothing was sent" is a fact and not an absence of errors. */
function recordingMailer(): Mailer & { sent: Array<{ kind: string; to: string }> } {
  const sent: Array<{ kind: string; to: string }> = [];
  return {
    mode: 'outbox',
    sent,
    async send(to) {
      sent.push({ kind: 'raw', to });
      return { messageId: `m${sent.length}` };
    },
    async sendKind(kind, to) {
      sent.push({ kind, to });
      return { messageId: `m${sent.length}` };
    },
    close() {},
  };
}

type Accounts = { admin: TestBrowser; founderEmail: string };

async function accounts(t: TestApp): Promise<Accounts> {
  const adminEmail = uniqueEmail('admin');
  const adminPassword = generatePassword();
  await (await adminAccounts(t.config, t.database)).createOrPromote({
    email: adminEmail,
    password: adminPassword,
    name: 'Ada Admin',
  });
  const admin = new TestBrowser(t.app, t.config.publicUrl);
  expect((await admin.signIn({ email: adminEmail, password: adminPassword })).statusCode).toBe(200);
  const founderEmail = uniqueEmail('founder');
  const founder = new TestBrowser(t.app, t.config.publicUrl);
  expect(
    (await founder.signUp({ name: 'Grace Founder', email: founderEmail, password: PASSWORD })).statusCode,
  ).toBe(200);
  return { admin, founderEmail };
}

/** The credential calls, each with what it must not have done when refused. */
async function expectCredentialCallsRefused(
  t: TestApp,
  mailer: ReturnType<typeof recordingMailer>,
  { admin, founderEmail }: Accounts,
  expectBody: (res: { statusCode: number; json(): unknown; headers: Record<string, unknown> }) => void,
  /** whether the failing store is also the one /api/email-test counts in (our API limiter) */
  emailTestAffected: boolean,
) {
  const mailsBefore = mailer.sent.length;
  const visitor = new TestBrowser(t.app, t.config.publicUrl);

  const newEmail = uniqueEmail('newcomer');
  const signUp = await visitor.signUp({ name: 'New Comer', email: newEmail, password: PASSWORD });
  expectBody(signUp);
  expect(await t.database.db.select().from(schema.user).where(eq(schema.user.email, newEmail))).toEqual([]);

  const sessionsBefore = await t.database.db.select().from(schema.session);
  const signIn = await visitor.signIn({ email: founderEmail, password: PASSWORD });
  expectBody(signIn);
  expect(signIn.headers['set-cookie']).toBeUndefined();
  expect(await t.database.db.select().from(schema.session)).toHaveLength(sessionsBefore.length);

  const tokensBefore = await t.database.db.select().from(schema.verification);
  const reset = await visitor.post(authPaths.requestPasswordReset, {
    email: founderEmail,
    redirectTo: '/auth/callback',
  });
  expectBody(reset);
  const resend = await visitor.post(authPaths.sendVerificationEmail, {
    email: founderEmail,
    callbackURL: '/auth/callback',
  });
  expectBody(resend);
  expect(await t.database.db.select().from(schema.verification)).toHaveLength(tokensBefore.length);

  if (emailTestAffected) {
    const test = await admin.post(emailTestPaths.send, { email: 'inbox@example.com', kind: 'test' });
    expectBody(test);
  }
  expect(mailer.sent.length, 'nothing was sent').toBe(mailsBefore);

  // Everything else still works: reading, and a public write, whose failed check lets it through.
  expect((await visitor.get('/api/questionnaire')).statusCode).toBe(200);
  expect((await visitor.post('/api/sessions', { visitorId: 'visitor_failopen1' })).statusCode).toBe(201);
}

describe('our API rate-limit store fails (every other table answers)', () => {
  let t: TestApp;
  let failing = false;
  const mailer = recordingMailer();
  let people: Accounts;
  beforeAll(async () => {
    const memory = memoryRateLimitStore();
    const store: RateLimitStore = {
      hit: (key, now, limit) =>
        failing ? Promise.reject(new Error('rate-limit store down')) : memory.hit(key, now, limit),
    };
    t = await openTestApp({
      prepare: (db) => seedDefaultContent(db, sampleQuestionnaire, sampleLegalPages).then(() => undefined),
      dependencies: { rateLimitStore: store, mailer },
    });
    people = await accounts(t);
  }, 180_000);
  afterAll(async () => t.close());

  it('refuses sign-in, sign-up, reset, verification and test e-mails with 503 rate_limit_unavailable; GET and public writes go through', async () => {
    failing = true;
    try {
      await expectCredentialCallsRefused(
        t,
        mailer,
        people,
        (res) => {
          expect(res.statusCode).toBe(503);
          expect(res.headers['retry-after']).toBe('5');
          expect(res.json()).toEqual({ error: RATE_LIMIT_UNAVAILABLE });
        },
        true,
      );
    } finally {
      failing = false;
    }
    // the same call goes through once the store answers again: the refusal was the store's
    const sent = await people.admin.post(emailTestPaths.send, { email: 'inbox@example.com', kind: 'test' });
    expect(sent.statusCode).toBe(200);
    expect(mailer.sent.at(-1)).toEqual({ kind: 'test', to: 'inbox@example.com' });
  });

  it('refuses setting the new password with the e-mailed token: the password and the token stay as they were', async () => {
    const visitor = new TestBrowser(t.app, t.config.publicUrl);
    const requested = await visitor.post(authPaths.requestPasswordReset, {
      email: people.founderEmail,
      redirectTo: '/auth/callback',
    });
    expect(requested.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ identifier: schema.verification.identifier })
      .from(schema.verification)
      .where(like(schema.verification.identifier, 'reset-password:%'));
    const token = row?.identifier.slice('reset-password:'.length);
    expect(token).toBeTruthy();

    failing = true;
    try {
      const reset = await visitor.post(authPaths.resetPassword, { newPassword: 'a brand new secret', token });
      expect(reset.statusCode).toBe(503);
      expect(reset.json()).toEqual({ error: RATE_LIMIT_UNAVAILABLE });
    } finally {
      failing = false;
    }
    const signIn = (password: string) =>
      new TestBrowser(t.app, t.config.publicUrl).signIn({ email: people.founderEmail, password });
    expect((await signIn('a brand new secret')).statusCode).toBe(401);
    expect((await signIn(PASSWORD)).statusCode).toBe(200);
    // the token was not used up: with the store back, the same link sets the password
    const retried = await visitor.post(authPaths.resetPassword, { newPassword: 'a brand new secret', token });
    expect(retried.statusCode).toBe(200);
    expect((await signIn('a brand new secret')).statusCode).toBe(200);
  });
});

/**
 * Only some rows of `rate_limits` refuse writes (a trigger raises), as a broken or locked table would:
 * Better Auth's per-address counters (endpoint 'auth') or our per-account counters ('account:*').
 */
describe.each([
  { store: "Better Auth's per-address counters", pattern: 'auth' },
  { store: 'the per-account counters', pattern: 'account:%' },
])('$store fail (the rest of rate_limits and the database answer)', ({ pattern }) => {
  let t: TestApp;
  const mailer = recordingMailer();
  let people: Accounts;
  beforeAll(async () => {
    t = await openTestApp({
      prepare: (db) => seedDefaultContent(db, sampleQuestionnaire, sampleLegalPages).then(() => undefined),
      dependencies: { mailer },
    });
    people = await accounts(t);
    await t.database.db.execute(
      sql.raw(`create or replace function test_rate_limits_down() returns trigger language plpgsql as $$
        begin
          if new.endpoint like '${pattern}' then raise exception 'rate-limit store down (test)'; end if;
          return new;
        end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger test_rate_limits_down before insert or update on rate_limits
        for each row execute function test_rate_limits_down()`),
    );
  }, 180_000);
  afterAll(async () => t.close());

  it('refuses every credential call with a clear 503 JSON error; reads and public writes go through', async () => {
    await expectCredentialCallsRefused(
      t,
      mailer,
      people,
      (res) => {
        expect(res.statusCode).toBe(503);
        const body = res.json() as {
          code?: string;
          message?: string;
          error?: { code: string; message: string };
        };
        const error = body.error ?? body;
        expect(error.code).toMatch(/^(rate_limit_unavailable|UNAVAILABLE)$/);
        expect(error.message).toMatch(/briefly unavailable/);
        expect(JSON.stringify(body)).not.toMatch(/rate-limit store down|\.ts:\d+/);
      },
      false,
    );
  });
});
