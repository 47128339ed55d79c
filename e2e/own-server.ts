import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config/env';
import type { Database } from '../src/server/db/client';
import { prepareDatabase } from '../src/server/db/prepare';
import * as schema from '../src/server/db/schema';
import { AUTH_RATE_LIMIT_ENDPOINT } from '../src/server/modules/auth/rate-limit-storage';
import { type SmtpSink, startSmtpSink } from '../src/server/modules/mail/smtp-sink';
import { openTestDatabase } from '../src/server/test-support/database';
import { test as base } from './fixtures';

/**
 * Tests that need the database in their hands (to make an admin, to flip a setting) or a real SMTP
 * server run their own instance of the app inside the Playwright worker: the same `buildApp`, the built
 * web app and the seeded questionnaire, on a fresh database (in-memory PGlite, or a new PostgreSQL
 * database when TEST_DATABASE_URL is set), sending its e-mails over SMTP to a sink on loopback.
 */
export type OwnServer = { url: string; db: Database; mail: SmtpSink };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts an instance of the app as described above; `close` stops it and drops its database. */
async function startOwnServer(): Promise<OwnServer & { close(): Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // A private copy of the built web app: a rebuild during the run cannot pull chunks away.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uplift-e2e-own-'));
  const webBuildDir = path.join(dataDir, 'web');
  if (!existsSync(path.resolve('build/client/__spa-fallback.html')))
    throw new Error('No web build in build/client: run "npm run build" first.');
  cpSync(path.resolve('build/client'), webBuildDir, { recursive: true });
  const mail = await startSmtpSink();
  const database = await openTestDatabase();
  await prepareDatabase(database);
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    WEB_BUILD_DIR: webBuildDir,
    SMTP_URL: mail.url,
    AUTH_SECRET: 'e2e-own-server-secret-that-is-long-enough-for-better-auth',
    LOG_LEVEL: 'warn',
    // POST /api/test/clock runs the due jobs (this server starts no polling queue); only tests on a
    // `privateServer` move the clock forward, so the shared one keeps the real time
    TEST_CLOCK: 'true',
  });
  // this app shares the Playwright worker's event loop, which lags while it drives the browser:
  // not overload to shed (shedding has its own server tests and bench section)
  const app = await buildApp({ config, database, overload: false });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url,
    db: database.db,
    mail,
    async close() {
      await app.close();
      await mail.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const test = base.extend<{ privateServer: OwnServer }, { ownServer: OwnServer }>({
  ownServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      const server = await startOwnServer();
      await use(server);
      await server.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  /** A server of this test alone: for tests that move its clock (the worker's server keeps real time). */
  privateServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      const server = await startOwnServer();
      await use(server);
      await server.close();
    },
    { timeout: 120_000 },
  ],
  baseURL: async ({ ownServer }, use) => use(ownServer.url),
});

/**
 * For a test whose checks count the whole database (group sizes, totals) or that changes a setting
 * every test of the worker would see: `page`, `request` and `baseURL` on its `privateServer`.
 */
export const privateTest = test.extend({
  baseURL: async ({ privateServer }, use) => use(privateServer.url),
});

/**
 * Clears the counters of the server's auth rate limit (sign-up, sign-in, …). Every test of a worker
 * signs up and in from 127.0.0.1, so its per-IP limits (10 sign-ups a minute) also count the accounts
 * of the tests before: a test that makes several accounts starts, and ends, with a clean count.
 */
export async function resetAuthRateLimits(db: Database): Promise<void> {
  await db.delete(schema.rateLimits).where(eq(schema.rateLimits.endpoint, AUTH_RATE_LIMIT_ENDPOINT));
}

/** `db.execute`'s rows: PGlite answers `{ rows }`, the PostgreSQL driver the rows themselves. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * Every table of the database (schema public) in which some row mentions one of `needles` anywhere in
 * its text form: after a deletion, a generic check that nothing about the person was left behind, in
 * tables the test does not know by name too. Answers '<table>: <needle>' per hit.
 */
export async function rowsMentioning(db: Database, needles: readonly string[]): Promise<string[]> {
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  );
  const hits: string[] = [];
  for (const { table_name: table } of tables) {
    for (const needle of needles) {
      const [counted] = rowsOf<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} as t where strpos(lower(t::text), lower(${needle})) > 0`,
        ),
      );
      if ((counted?.n ?? 0) > 0) hits.push(`${table}: ${needle}`);
    }
  }
  return hits;
}
