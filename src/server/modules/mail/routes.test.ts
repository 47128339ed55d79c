import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsCopy } from '../../../content/emails';
import { EMAIL_TEST_FORBIDDEN_MESSAGE } from '../../../contract/auth';
import { EMAIL_TEST_MESSAGES } from '../../../domain/messages';
import { openTestApp, type TestApp } from '../../test-support/app';
import { adminAccounts, generatePassword } from '../auth/admin-accounts';
import { TestBrowser, uniqueEmail } from '../auth/test-browser';
import { type SmtpSink, startSmtpSink } from './smtp-sink';

let sink: SmtpSink;
let t: TestApp;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await openTestApp({ env: { SMTP_URL: sink.url } });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const send = (b: TestBrowser, body: unknown) => b.post('/api/email-test', body);

describe('POST /api/email-test', () => {
  it('sends only for admins; others are told why', async () => {
    const anonymous = new TestBrowser(t.app, t.config.publicUrl);
    expect((await send(anonymous, { email: 'x@example.com', kind: 'test' })).statusCode).toBe(401);

    const member = new TestBrowser(t.app, t.config.publicUrl);
    await member.signUp({ name: 'Member', email: uniqueEmail(), password: 'member pass' });
    const refused = await send(member, { email: 'x@example.com', kind: 'test' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(EMAIL_TEST_FORBIDDEN_MESSAGE);
  });

  it('an admin sends the test and the welcome e-mail', async () => {
    const email = uniqueEmail('admin');
    const password = generatePassword();
    await (await adminAccounts(t.config, t.database)).createOrPromote({ email, password, name: 'Admin' });
    const admin = new TestBrowser(t.app, t.config.publicUrl);
    expect((await admin.signIn({ email, password })).statusCode).toBe(200);

    const target = uniqueEmail('inbox');
    const test = await send(admin, { email: target, kind: 'test' });
    expect(test.statusCode).toBe(200);
    expect(test.json()).toEqual({ success: true, emailId: expect.any(String) });
    await sink.waitFor(target, emailsCopy.test.subject);

    const welcome = await send(admin, { email: target, kind: 'welcome', name: 'Test User' });
    expect(welcome.statusCode).toBe(200);
    const mail = await sink.waitFor(target, emailsCopy.welcome.subject);
    expect(mail.decoded).toContain('Hi Test User,');

    const invalid = await send(admin, { email: 'no-at-sign', kind: 'test' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.issues[0].message).toBe(EMAIL_TEST_MESSAGES.emailInvalid);
  });
});
