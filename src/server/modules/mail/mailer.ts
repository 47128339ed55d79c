import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { type EmailKind, linksIn, type RenderedEmail, renderEmail } from './templates';

export type MailLogger = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export type SentMail = { messageId: string; file?: string };

/**
 * Sends our e-mails: over SMTP when SMTP_URL is set, else into DATA_DIR/outbox as .eml files whose
 * links are logged, so a local user can confirm an account without a mail server.
 */
export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  send(to: string, email: RenderedEmail): Promise<SentMail>;
  /** renders and sends one of our messages */
  sendKind(kind: EmailKind, to: string, input: { name?: string | null; url?: string }): Promise<SentMail>;
  close(): void;
}

export type MailerOptions = {
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
  log: MailLogger;
};

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'message';

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

export function createMailer({ smtpUrl, mailFrom, dataDir, log }: MailerOptions): Mailer {
  const smtp = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const stream = smtp
    ? null
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;

  const mailer: Mailer = {
    mode: smtp ? 'smtp' : 'outbox',

    async send(to, email) {
      const message = {
        from: mailFrom,
        to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        ...(email.headers ? { headers: email.headers } : {}),
      };
      if (smtp) {
        const info = await smtp.sendMail(message);
        log.info({ kind: email.kind, messageId: info.messageId }, 'e-mail sent');
        return { messageId: info.messageId };
      }
      const info = await (stream as NonNullable<typeof stream>).sendMail(message);
      const dir = outboxDir(dataDir);
      mkdirSync(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      sequence += 1;
      const file = path.join(
        dir,
        `${stamp}-${String(sequence).padStart(3, '0')}-${slug(`${email.kind}-${to}`)}.eml`,
      );
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      // The embedded default has no mail server: the links are what a local user needs.
      log.info({ kind: email.kind, to, file, links: linksIn(email.text) }, 'e-mail written to the outbox');
      return { messageId: info.messageId, file };
    },

    sendKind(kind, to, input) {
      return mailer.send(to, renderEmail(kind, input));
    },

    close() {
      smtp?.close();
    },
  };
  return mailer;
}
