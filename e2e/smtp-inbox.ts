import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpSink } from '../src/server/modules/mail/smtp-sink';

/**
 * The shared e2e server's mail server (a Playwright webServer, see playwright.config.ts): a real SMTP
 * server on E2E_SMTP_PORT that writes every message it receives as JSON into E2E_DATA_DIR/smtp-inbox,
 * where the tests in any worker read them (e2e/inbox.ts).
 */
const port = Number(process.env.E2E_SMTP_PORT);
const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'smtp-inbox');
if (!port || !process.env.E2E_DATA_DIR) throw new Error('E2E_SMTP_PORT and E2E_DATA_DIR must be set');
mkdirSync(dir, { recursive: true });

let sequence = 0;
const sink = await startSmtpSink({
  port,
  onMessage(mail) {
    const name = `${Date.now()}-${String(++sequence).padStart(5, '0')}.json`;
    const { raw: _raw, ...kept } = mail;
    writeFileSync(path.join(dir, name), JSON.stringify(kept));
  },
});
console.log(`SMTP inbox listening at ${sink.url}, writing to ${dir}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void sink.close().then(() => process.exit(0)));
