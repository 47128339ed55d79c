import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the sink received it, with its body decoded enough to read text and links. */
export type CapturedMail = {
  from: string;
  to: string[];
  subject: string;
  raw: string;
  /** every MIME part decoded (quoted-printable / base64), joined */
  decoded: string;
  links: string[];
};

/**
 * A real SMTP server on a random loopback port that keeps what it receives: tests point SMTP_URL at it
 * and read the mails the app sent.
 */
export type SmtpSink = {
  url: string;
  messages: CapturedMail[];
  /** resolves with the first message to `to` matching `subject`, waiting up to `timeoutMs` */
  waitFor(to: string, subject: RegExp | string, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
};

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Decodes the parts of a (possibly multipart) message; good enough for our own mails. */
export function decodeMime(raw: string): string {
  // split on the message's own boundaries: a body line that merely starts with '--' (a wrapped link
  // whose token has '--' in it) is not one
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1] ?? '');
  const escaped = boundaries.map((b) => b.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const delimiter =
    escaped.length > 0
      ? new RegExp(`\\r?\\n--(?:${escaped.join('|')})(?:--)?[ \\t]*(?:\\r?\\n|$)`)
      : /\r?\n--[^\r\n]+\r?\n/;
  const parts = raw.split(delimiter);
  return parts
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      if (split < 0) return part;
      const head = part.slice(0, split);
      const body = part.slice(split).trim();
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return decodeQuotedPrintable(body);
      if (/content-transfer-encoding:\s*base64/i.test(head)) {
        return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      }
      return body;
    })
    .join('\n');
}

function headerValue(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  const value = line ? line.slice(name.length + 1).trim() : '';
  // RFC 2047 encoded words, as nodemailer writes non-ASCII subjects
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replaceAll('_', ' ')),
  );
}

export async function startSmtpSink(
  options: { port?: number; onMessage?: (mail: CapturedMail) => void } = {},
): Promise<SmtpSink> {
  const messages: CapturedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const decoded = decodeMime(raw);
        const mail: CapturedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: headerValue(raw, 'subject'),
          raw,
          decoded,
          links: [...new Set(decoded.match(/https?:\/\/[^\s"'<>]+/g) ?? [])].map((l) =>
            l.replaceAll('&amp;', '&'),
          ),
        };
        messages.push(mail);
        options.onMessage?.(mail);
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;

  const find = (to: string, subject: RegExp | string) =>
    messages.find(
      (m) =>
        m.to.includes(to.toLowerCase()) &&
        (typeof subject === 'string' ? m.subject.includes(subject) : subject.test(m.subject)),
    );

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(to, subject, timeoutMs = 10_000) {
      const found = find(to, subject);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No mail to ${to} matching ${String(subject)} within ${timeoutMs} ms`));
        }, timeoutMs);
        const check = () => {
          const match = find(to, subject);
          if (!match) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(match);
        };
        waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
