import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsCopy } from '../../../content/emails';
import { createMailer, type MailLogger, outboxDir } from './mailer';
import { type SmtpSink, startSmtpSink } from './smtp-sink';
import { renderEmail } from './templates';

function recordingLogger() {
  const entries: Array<{ level: string; obj: Record<string, unknown>; msg: string }> = [];
  const log: MailLogger = {
    info: (obj, msg) => entries.push({ level: 'info', obj: obj as Record<string, unknown>, msg }),
    warn: (obj, msg) => entries.push({ level: 'warn', obj: obj as Record<string, unknown>, msg }),
    error: (obj, msg) => entries.push({ level: 'error', obj: obj as Record<string, unknown>, msg }),
  };
  return { log, entries };
}

const link =
  'https://audit.example/api/auth/verify-email?token=abc.def&callbackURL=%2Fauth%2Fcallback%3Fnext%3D%252Fresults';

describe('templates', () => {
  it.each(['confirmation', 'password-reset', 'welcome', 'sign-up-attempt'] as const)(
    '%s: HTML and text with the link, branded',
    (kind) => {
      const email = renderEmail(kind, { name: 'Ada', url: link });
      expect(email.text).toContain(link);
      expect(email.text).toContain('Hi Ada,');
      expect(email.html).toContain(link.replaceAll('&', '&amp;'));
      expect(email.html).toContain('#5B3CC4');
      expect(email.html).toContain('#1B1A21');
      expect(email.html).not.toMatch(/<img|url\(|<link/i);
      // the only external reference is our own link
      expect(
        (email.html.match(/https?:\/\/[^\s"'<]+/g) ?? []).every((u) =>
          u.startsWith('https://audit.example/'),
        ),
      ).toBe(true);
    },
  );

  it('escapes the name in HTML and greets neutrally without one', () => {
    const email = renderEmail('welcome', { name: '<script>x</script>', url: link });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;');
    expect(renderEmail('welcome', { url: link }).text).toContain(emailsCopy.greetingWithoutName);
  });

  it('sign-up-attempt: tells the owner what happened and what to do, escaped, with the footer', () => {
    const email = renderEmail('sign-up-attempt', {
      name: 'Ada <b>&</b>',
      url: 'https://audit.example/auth',
    });
    expect(email.subject).toBe(emailsCopy.signUpAttempt.subject);
    expect(email.text).toContain('Someone just tried to create a new Uplift Founder Audit account');
    expect(email.text).toContain('"Forgot your password?"');
    expect(email.text).toContain('your account is safe');
    expect(email.text).toContain(emailsCopy.footers.account);
    expect(email.html).toContain('Hi Ada &lt;b&gt;&amp;&lt;/b&gt;,');
    expect(email.html).toContain('&quot;Forgot your password?&quot;');
    expect(email.html).toContain('href="https://audit.example/auth"');
  });

  it('says in the footer why each kind of recipient gets it', () => {
    const invite = renderEmail('feedback-invite', { founder: 'Sam Rivera', url: link });
    expect(invite.text).toContain(
      'You receive this e-mail because Sam Rivera invited you to give feedback on the Uplift Founder Audit. We use your address only to invite and remind you for this round, and delete it when the round is closed.',
    );
    expect(invite.text).not.toContain('account');
    expect(renderEmail('feedback-reminder', { url: link }).text).toContain(
      'You receive this e-mail because this founder invited you',
    );
    const plan = renderEmail('plan-check-in-30', { url: link, unsubscribeUrl: `${link}/unsubscribe` });
    expect(plan.text).toContain(emailsCopy.footers.plan);
    expect(plan.html).toContain('you made a 90-day plan');
    for (const kind of ['confirmation', 'password-reset', 'welcome'] as const)
      expect(renderEmail(kind, { url: link }).text, kind).toContain(emailsCopy.footers.account);
  });

  it('needs a link where the message has a button', () => {
    expect(() => renderEmail('confirmation', { name: 'x' })).toThrow();
    expect(renderEmail('test', {}).subject).toBe(emailsCopy.test.subject);
  });
});

describe('the embedded default: outbox', () => {
  it('writes each message as DATA_DIR/outbox/<timestamp>-<slug>.eml and logs its links', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uplift-mail-'));
    const { log, entries } = recordingLogger();
    const mailer = createMailer({
      smtpUrl: undefined,
      mailFrom: 'Uplift <no-reply@localhost>',
      dataDir,
      log,
    });
    expect(mailer.mode).toBe('outbox');
    const sent = await mailer.sendKind('confirmation', 'ada@example.com', { name: 'Ada', url: link });
    await mailer.sendKind('welcome', 'ada@example.com', {
      name: 'Ada',
      url: 'https://audit.example/results',
    });
    const files = readdirSync(outboxDir(dataDir)).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-001-confirmation-ada-example-com\.eml$/);
    expect(path.basename(String(sent.file))).toBe(files[0]);
    const eml = readFileSync(path.join(outboxDir(dataDir), String(files[0])), 'utf8');
    expect(eml).toMatch(/^To: ada@example.com$/m);
    expect(eml).toMatch(/multipart\/alternative/);
    expect(entries[0]).toMatchObject({ level: 'info', obj: { links: [link], to: 'ada@example.com' } });
    mailer.close();
  });
});

describe('SMTP', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => sink.close());

  it('sends through SMTP_URL, links intact', async () => {
    const { log } = recordingLogger();
    const mailer = createMailer({
      smtpUrl: sink.url,
      mailFrom: 'Uplift <no-reply@audit.example>',
      dataDir: '/nonexistent',
      log,
    });
    expect(mailer.mode).toBe('smtp');
    await mailer.sendKind('password-reset', 'grace@example.com', { name: 'Grace', url: link });
    const mail = await sink.waitFor('grace@example.com', emailsCopy.passwordReset.subject);
    expect(mail.from).toBe('no-reply@audit.example');
    expect(mail.links).toContain(link);
    mailer.close();
  });
});
