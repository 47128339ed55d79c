import path from 'node:path';
import { ConfigError, loadConfig } from '../src/server/config/env';
import { type DatabaseHandle, openDatabase } from '../src/server/db/client';
import { DataDirBusyError } from '../src/server/db/data-dir-lock';
import { prepareDatabase } from '../src/server/db/prepare';
import {
  ADMIN_PASSWORD_MIN_LENGTH,
  adminAccounts,
  adminPasswordProblem,
  generatePassword,
} from '../src/server/modules/auth/admin-accounts';
import { cliArgs } from './cli-args';

const usage = `Usage: npm run admin:create -- --email you@example.com [--name "Your Name"] [--generate]

Creates an admin account (e-mail marked verified), or makes an existing user an admin.
On a terminal you type the password (hidden, twice; at least ${ADMIN_PASSWORD_MIN_LENGTH} characters).
Without a terminal, or with --generate, a random password is generated and printed once.
Uses the same configuration as the server: DATABASE_URL, or the embedded database in DATA_DIR
(stop the server first: one process per embedded database).`;

/** Typed-ahead characters that came after the last line read. */
let pending = '';

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stdout.write(question);
    let value = '';
    let finished = false;
    const finish = (error?: Error) => {
      finished = true;
      input.setRawMode(false);
      input.pause();
      input.removeListener('data', onData);
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const consume = (chunk: string) => {
      for (let i = 0; i < chunk.length; i++) {
        const ch = chunk[i] as string;
        if (ch === '\r' || ch === '\n') {
          pending = chunk.slice(i + 1).replace(/^\n/, '');
          return finish();
        }
        if (ch === '\u0003') return finish(new Error('Cancelled.'));
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else if (ch >= ' ') value += ch;
      }
    };
    const onData = (chunk: string) => consume(chunk);
    input.setRawMode(true);
    input.setEncoding('utf8');
    const earlier = pending;
    pending = '';
    consume(earlier);
    if (finished) return;
    input.on('data', onData);
    input.resume();
  });
}

async function typedPassword(): Promise<string> {
  for (;;) {
    const first = await promptHidden(`Password (at least ${ADMIN_PASSWORD_MIN_LENGTH} characters): `);
    const problem = adminPasswordProblem(first);
    if (problem) {
      console.error(problem);
      continue;
    }
    const second = await promptHidden('Repeat the password: ');
    if (first === second) return first;
    console.error('The two passwords differ. Try again.');
  }
}

async function main(): Promise<number> {
  const parsed = cliArgs(usage, {
    email: { type: 'string' },
    name: { type: 'string' },
    generate: { type: 'boolean', default: false },
  });
  if (!parsed.args) return parsed.exit;
  const { args } = parsed;
  if (!args.values.email) {
    console.error(`--email is required.\n\n${usage}`);
    return 2;
  }

  const config = loadConfig();
  const database: DatabaseHandle = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, max: 2 })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir) });
  try {
    await prepareDatabase(database);
    const admins = await adminAccounts(config, database);
    const email = admins.normaliseEmail(args.values.email);

    if (await admins.exists(email)) {
      await admins.createOrPromote({ email, ...(args.values.name ? { name: args.values.name } : {}) });
      console.log(`${email} is now an admin (e-mail marked verified). The password is unchanged.`);
      return 0;
    }

    const interactive = process.stdin.isTTY === true && !args.values.generate;
    const password = interactive ? await typedPassword() : generatePassword();
    await admins.createOrPromote({
      email,
      password,
      ...(args.values.name ? { name: args.values.name } : {}),
    });
    console.log(`Created the admin ${email} (e-mail marked verified).`);
    if (!interactive) {
      console.log(`Password (shown only this once, store it now): ${password}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataDirBusyError) console.error(error.message);
    else console.error(`admin:create failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
