import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths } from '../../contract/admin';
import type { Questionnaire } from '../../contract/assessment';
import { mePaths } from '../../contract/me';
import { questionnairePaths } from '../../contract/questionnaire';
import { buildApp } from '../app';
import { type Config, loadConfig, testDatabaseUrl } from '../config/env';
import { TestBrowser, uniqueEmail } from '../modules/auth/test-browser';
import { openTestApp, type TestApp } from '../test-support/app';
import {
  BackupError,
  backupDataDir,
  backupPostgres,
  defaultBackupFile,
  findPgTool,
  libpqConnection,
  restoreDataDir,
  restorePostgres,
} from './backup';
import { type DatabaseHandle, openDatabase, rawQuery } from './client';
import { prepareDatabase } from './prepare';
import * as schema from './schema';

const scratchDirs: string[] = [];
/** A new directory under the system's temporary one, removed after the file's tests. */
function scratch(label: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `uplift-backup-${label}-`));
  scratchDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * Every table of the app's schemas (public and drizzle) with its row count and a digest of all its rows'
 * text, so two databases compare equal only when they hold the same rows; and their schema objects.
 */
async function fingerprints(database: DatabaseHandle): Promise<Record<string, string>> {
  const query = rawQuery(database.db);
  const tables = await query<{ name: string }>(
    `select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
     from information_schema.tables
     where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
    [],
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await query<{ rows: number; digest: string }>(
      `select count(*)::int as rows, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest
       from ${name} t`,
      [],
    );
    result[name] = `${row?.rows} rows, ${row?.digest}`;
  }
  // the schema around the rows too: a restore without the triggers that keep results immutable, or
  // without its indexes and constraints, is not the same database
  const [objects] = await query<Record<string, number>>(
    `select
       (select count(*) from pg_constraint c join pg_namespace n on n.oid = c.connamespace
         where n.nspname in ('public', 'drizzle'))::int as constraints,
       (select count(*) from pg_indexes where schemaname in ('public', 'drizzle'))::int as indexes,
       (select count(*) from pg_trigger t join pg_class c on c.oid = t.tgrelid
         join pg_namespace n on n.oid = c.relnamespace
         where n.nspname in ('public', 'drizzle') and not t.tgisinternal)::int as triggers,
       (select count(*) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname in ('public', 'drizzle'))::int as functions`,
    [],
  );
  result['(schema objects)'] = JSON.stringify(objects);
  return result;
}

const rowsIn = (prints: Record<string, string>, table: string) =>
  Number.parseInt(prints[table]?.split(' ')[0] ?? '0', 10);

type Seeded = {
  founder: TestBrowser;
  runId: string;
  runSecret: string;
  /** the founder's result as the API gave it before the backup */
  result: string;
};

/**
 * Real data written through the app: founders who sign up, take the audit and claim it, anonymous
 * visitors (one done, one halfway), consent and visit records, and an admin who edits the terms, a
 * setting and a chapter and publishes version 2 (audit rows, a second questionnaire version).
 */
async function seedThroughTheApp(app: FastifyInstance, config: Config, database: DatabaseHandle) {
  const browser = () => new TestBrowser(app, config.publicUrl);
  const password = 'backup test pass 1';
  const questionnaire = async (b: TestBrowser): Promise<Questionnaire> =>
    (await b.get('/api/questionnaire')).json();

  const admin = browser();
  const signedUp = await admin.signUp({ name: 'The Admin', email: uniqueEmail('admin'), password });
  expect(signedUp.statusCode).toBe(200);
  await database.db
    .update(schema.user)
    .set({ role: 'admin' })
    .where(eq(schema.user.id, signedUp.json().user.id));

  async function takeAudit(b: TestBrowser, visitor: string, value: (i: number) => number, finish = true) {
    const q = await questionnaire(b);
    const started = await b.post('/api/sessions', { visitorId: `visitor_${visitor}` });
    expect(started.statusCode).toBe(201);
    const run: { id: string; secret: string } = started.json();
    const headers = { 'x-session-secret': run.secret };
    const answers = Object.fromEntries(
      q.questions.slice(0, finish ? undefined : 5).map((x, i) => [x.id, value(i)]),
    );
    const saved = await b.request({
      method: 'PUT',
      url: `/api/sessions/${run.id}/answers`,
      payload: { answers },
      headers,
    });
    expect(saved.statusCode).toBe(200);
    if (finish) {
      const done = await b.request({ method: 'POST', url: `/api/sessions/${run.id}/complete`, headers });
      expect(done.statusCode, done.body).toBe(200);
    }
    return run;
  }

  let seeded: Seeded | null = null;
  for (const [n, name] of ['Ada Founder', 'Grace Builder', 'Linus Maker'].entries()) {
    const b = browser();
    expect((await b.signUp({ name, email: uniqueEmail('founder'), password })).statusCode).toBe(200);
    const run = await takeAudit(b, `founder${n}abc`, (i) => ((i + n) % 5) + 1);
    expect((await b.post(mePaths.claimSession, { id: run.id, secret: run.secret })).statusCode).toBe(200);
    const result = await b.get(`/api/me/results/${run.id}`);
    expect(result.statusCode).toBe(200);
    seeded ??= { founder: b, runId: run.id, runSecret: run.secret, result: result.body };
  }
  const visitor = browser();
  await takeAudit(visitor, 'anonymousdone', (i) => (i % 3) + 2);
  await takeAudit(visitor, 'anonymoushalf', () => 4, false);
  const consent = await visitor.post('/api/consent', {
    essential: true,
    analytics: true,
    marketing: false,
    timestamp: new Date().toISOString(),
    version: '1.0',
    visitorId: 'visitor_anonymousdone',
  });
  expect(consent.statusCode).toBe(201);
  expect(
    (await visitor.post('/api/visits', { visitorId: 'visitor_anonymousdone', page: 'landing' })).statusCode,
  ).toBe(202);

  const terms = await admin.request({
    method: 'PUT',
    url: adminPaths.pageContent,
    payload: {
      pageType: 'terms',
      sectionType: 'main_content',
      chapterId: null,
      content: 'Terms as restored',
    },
  });
  expect(terms.statusCode, terms.body).toBe(200);
  expect((await admin.patch(adminPaths.settings, { devtoolsDeterrent: true })).statusCode).toBe(200);
  const chapter = (await questionnaire(admin)).chapters[0];
  const intro = await admin.request({
    method: 'PUT',
    url: adminPaths.chapterIntro.replace(':id', chapter?.id ?? ''),
    payload: { title: `${chapter?.title} (edited)`, introTitle: 'Look inward' },
  });
  expect(intro.statusCode, intro.body).toBe(200);
  const draft = (await admin.get(adminPaths.questionnaire)).json();
  const published = await admin.post(questionnairePaths.publish, {
    draftId: draft.version.id,
    revision: draft.version.revision,
  });
  expect(published.statusCode, published.body).toBe(200);
  if (!seeded) throw new Error('no founder was seeded');
  return seeded;
}

/** The founder's browser (same cookies, same address) on another app: a session from before the backup. */
const sameBrowserOn = (app: FastifyInstance, config: Config, b: TestBrowser) => {
  const copy = new TestBrowser(app, config.publicUrl, b.ip);
  for (const [name, value] of b.cookies) copy.cookies.set(name, value);
  return copy;
};

/** The app on a restored database reads the founder's result as it was given, signed in as before. */
async function expectResultReadable(config: Config, database: DatabaseHandle, seeded: Seeded) {
  const app = await buildApp({ config, database, serveWeb: false });
  await app.ready();
  try {
    const founder = sameBrowserOn(app, config, seeded.founder);
    const mine = await founder.get(`/api/me/results/${seeded.runId}`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.body).toBe(seeded.result);
    const terms = await founder.get('/api/pages/terms');
    expect(terms.json().content).toBe('Terms as restored');
    expect((await founder.get('/api/questionnaire')).json().version).toBe(2);
  } finally {
    await app.close();
  }
}

/** The real server process on `dataDir` (the built one when there is a build), once it listens. */
function startServer(dataDir: string): Promise<ChildProcess> {
  const built = path.resolve('build/server/server.js');
  const entry = existsSync(built) ? [built] : ['--import', 'tsx', 'src/server/server.ts'];
  const child = spawn(process.execPath, entry, {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_BUILD_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (c: Buffer) => {
      if (/running at/.test(c.toString())) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before listening: ${stderr}`)));
  });
}

const stopped = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });

// Each step opens PGlite on a data directory (seconds each, far more on a busy machine).
describe('backup and restore of the embedded database (PGlite data directory)', { timeout: 180_000 }, () => {
  const dataDir = scratch('source');
  const out = path.join(scratch('files'), 'uplift.tar.gz');
  const restoredDir = path.join(scratch('restored'), 'data');
  let config: Config;
  let seeded: Seeded;

  beforeAll(async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      // what `npm start` does on a first start: migrations, the default questionnaire, a generated secret
      await prepareDatabase(database);
      config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
      const app = await buildApp({ config, database, serveWeb: false });
      await app.ready();
      seeded = await seedThroughTheApp(app, config, database);
      await app.close();
    } finally {
      await database.close();
    }
  });

  it('refuses while a server holds the data directory, and backs up once it has stopped', async () => {
    const server = await startServer(dataDir);
    try {
      await expect(backupDataDir({ dataDir, out })).rejects.toThrow(
        new RegExp(`in use by a running Uplift server \\(pid ${server.pid}\\)`),
      );
      expect(existsSync(out)).toBe(false);
    } finally {
      expect(await stopped(server)).toBe(0);
    }
    const report = await backupDataDir({ dataDir, out });
    expect(report).toMatchObject({ kind: 'pglite', file: out, authSecret: true });
    expect(report.rows).toBeGreaterThan(100);
    // password hashes and the session secret are in it: its owner alone may read it
    expect(statSync(out).mode & 0o777).toBe(0o600);
  });

  it('restores into a fresh data directory: every row of every table, and the session secret', async () => {
    const report = await restoreDataDir({ dataDir: restoredDir, file: out });
    expect(report).toMatchObject({ kind: 'pglite', movedAside: null, authSecret: true });

    const source = await openDatabase({ kind: 'pglite', dataDir });
    const expected = await fingerprints(source).finally(() => source.close());
    for (const table of [
      'public."user"',
      'public.session',
      'public.results',
      'public.responses',
      'public.assessment_sessions',
      'public.admin_audit_log',
      'public.page_content',
      'public.app_settings',
      'public.questionnaire_versions',
      'public.consent_logs',
      'public.visits',
      'drizzle.__drizzle_migrations',
    ])
      expect(rowsIn(expected, table), table).toBeGreaterThan(0);
    expect(rowsIn(expected, 'public.results')).toBe(4);

    const restored = await openDatabase({ kind: 'pglite', dataDir: restoredDir });
    try {
      expect(await fingerprints(restored)).toEqual(expected);
      expect(readFileSync(path.join(restoredDir, 'auth-secret'), 'utf8')).toBe(
        readFileSync(path.join(dataDir, 'auth-secret'), 'utf8'),
      );
      // the configuration a server on the restored directory gets: the same secret, so sessions live on
      const restoredConfig = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: restoredDir });
      expect(restoredConfig.authSecret).toBe(config.authSecret);
      await expectResultReadable(restoredConfig, restored, seeded);
    } finally {
      await restored.close();
    }
  });

  it('refuses to restore over a database unless forced, and then keeps the one it replaces', async () => {
    await expect(restoreDataDir({ dataDir: restoredDir, file: out })).rejects.toThrow(
      /already holds a database: .*--force/,
    );
    expect(existsSync(path.join(restoredDir, 'pglite', 'PG_VERSION'))).toBe(true);

    const report = await restoreDataDir({ dataDir: restoredDir, file: out, force: true });
    expect(report.movedAside).toMatch(/pglite\.before-restore-\d{8}T\d{6}Z$/);
    expect(existsSync(path.join(report.movedAside ?? '', 'PG_VERSION'))).toBe(true);
    expect(report.rows).toBeGreaterThan(100);
  });

  it('refuses a file that is not its kind of backup, and a busy target', async () => {
    const junk = path.join(scratch('junk'), 'junk.tar.gz');
    writeFileSync(junk, 'not a backup');
    await expect(restoreDataDir({ dataDir: scratch('empty'), file: junk })).rejects.toThrow(
      /is not a backup of the embedded database/,
    );
    await expect(restorePostgres({ url: 'postgres://nobody@127.0.0.1:1/x', file: out })).rejects.toThrow(
      /is a backup of the embedded database/,
    );
    const empty = scratch('nodb');
    await expect(backupDataDir({ dataDir: empty, out: path.join(empty, 'x.tar.gz') })).rejects.toThrow(
      /There is no embedded database in/,
    );
    // a server starting on the target while the restore runs would find the lock held by a live pid
    const busy = scratch('busy');
    writeFileSync(path.join(busy, 'server.lock'), String(process.ppid));
    await expect(restoreDataDir({ dataDir: busy, file: out })).rejects.toThrow(
      /in use by a running Uplift server/,
    );
    expect(existsSync(path.join(busy, 'pglite'))).toBe(false);
  });
});

describe('finding pg_dump and pg_restore', () => {
  /** A fake Debian layout: /usr/lib/postgresql/<major>/bin/<tool> that prints its version. */
  function fakeRoot(majors: number[]): string {
    const root = scratch('pgroot');
    for (const major of majors) {
      const bin = path.join(root, String(major), 'bin');
      mkdirSync(bin, { recursive: true });
      const tool = path.join(bin, 'pg_dump');
      writeFileSync(tool, `#!/bin/sh\necho "pg_dump (PostgreSQL) ${major}.3"\n`);
      chmodSync(tool, 0o755);
    }
    return root;
  }

  it("takes the server's major version, else the nearest newer one, never an older one", async () => {
    const root = fakeRoot([13, 16, 90, 91]);
    expect(await findPgTool('pg_dump', 16, root)).toMatchObject({ major: 16, version: '16.3' });
    expect(await findPgTool('pg_dump', 17, root)).toMatchObject({ major: 90 });
    await expect(findPgTool('pg_dump', 92, root)).rejects.toThrow(
      /No pg_dump for PostgreSQL 92 .*13\.3.*install postgresql-client-92/,
    );
  });

  it('hands libpq the password in a private pgpass file, not in the command line', () => {
    const { dbname, cleanup } = libpqConnection(
      'postgres://app:p%3Aa%5Css@db.example:5433/uplift?sslmode=require',
    );
    const url = new URL(dbname);
    expect(url.password).toBe('');
    expect(url.searchParams.get('sslmode')).toBe('require');
    const passfile = url.searchParams.get('passfile') ?? '';
    expect(readFileSync(passfile, 'utf8')).toBe('*:*:*:*:p\\:a\\\\ss\n');
    expect(statSync(passfile).mode & 0o777).toBe(0o600);
    cleanup();
    expect(existsSync(passfile)).toBe(false);
    expect(libpqConnection('postgres://app@db/uplift').dbname).toBe('postgres://app@db/uplift');
  });

  it('names backups by the UTC time', () => {
    const at = new Date('2025-03-01T09:08:07.123Z');
    expect(defaultBackupFile('postgres', at)).toBe(path.join('backups', 'uplift-20250301T090807Z.dump'));
    expect(defaultBackupFile('pglite', at)).toBe(path.join('backups', 'uplift-20250301T090807Z.tar.gz'));
  });
});

const serverUrl = testDatabaseUrl();

// registered only on PostgreSQL (CI's second run), so the PGlite run reports no skipped test
if (serverUrl)
  describe('backup and restore on PostgreSQL (pg_dump / pg_restore)', { timeout: 120_000 }, () => {
    let t: TestApp;
    let seeded: Seeded;
    const out = path.join(scratch('pgfiles'), 'uplift.dump');
    const name = `uplift_restored_${randomBytes(6).toString('hex')}`;
    let restoredUrl: string;
    let admin: postgres.Sql;

    beforeAll(async () => {
      t = await openTestApp();
      await prepareDatabase(t.database);
      seeded = await seedThroughTheApp(t.app, t.config, t.database);
      // closed, so nothing (such as the rate-limit counts it writes behind) changes after the backup
      await t.app.close();
      admin = postgres(serverUrl ?? '', { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${name}`);
      const url = new URL(serverUrl ?? '');
      url.pathname = `/${name}`;
      restoredUrl = url.toString();
    });
    afterAll(async () => {
      await t?.database.drop();
      await admin?.unsafe(`drop database if exists ${name} with (force)`);
      await admin?.end();
    });

    it('dumps with the matching pg_dump and restores into a fresh database: every row of every table', async () => {
      const backup = await backupPostgres({ url: t.database.url ?? '', out });
      expect(backup.tables).toBeGreaterThan(20);
      expect(backup.tool.major).toBe(backup.serverMajor);
      expect(statSync(out).mode & 0o777).toBe(0o600);

      const restore = await restorePostgres({ url: restoredUrl, file: out });
      expect(restore.replaced).toBe(false);
      const expected = await fingerprints(t.database);
      expect(rowsIn(expected, 'public.results')).toBe(4);
      expect(rowsIn(expected, 'public.admin_audit_log')).toBeGreaterThan(0);
      const restored = await openDatabase({ kind: 'postgres', url: restoredUrl, max: 2 });
      try {
        expect(await fingerprints(restored)).toEqual(expected);
        // the same AUTH_SECRET as before (on PostgreSQL it is configuration, not data): sessions live on
        await expectResultReadable(t.config, restored, seeded);
      } finally {
        await restored.close();
      }
    });

    it('refuses to restore over tables unless forced; forced, it replaces them, all or nothing', async () => {
      await expect(restorePostgres({ url: restoredUrl, file: out })).rejects.toThrow(
        /already has \d+ tables: .*--force/,
      );
      const restored = await openDatabase({ kind: 'postgres', url: restoredUrl, max: 2 });
      try {
        await restored.db.delete(schema.visits);
        await restored.db.insert(schema.consentLogs).values({
          visitorId: 'visitor_afterbackup',
          consentData: {
            essential: true,
            analytics: false,
            marketing: false,
            timestamp: new Date().toISOString(),
            version: '1.0',
            visitorId: 'visitor_afterbackup',
          },
        });
        // An operator's own table that refers to users: pg_restore has dropped other tables when it
        // cannot drop "user", and fails; in one transaction, nothing has changed.
        await rawQuery(restored.db)('create table operator_notes (user_id text references "user"(id))', []);
        const changed = await fingerprints(restored);
        await expect(restorePostgres({ url: restoredUrl, file: out, force: true })).rejects.toThrow(
          /^pg_restore failed: .*cannot drop/,
        );
        expect(await fingerprints(restored)).toEqual(changed);
        await rawQuery(restored.db)('drop table operator_notes', []);

        const report = await restorePostgres({ url: restoredUrl, file: out, force: true });
        expect(report.replaced).toBe(true);
        expect(await fingerprints(restored)).toEqual(await fingerprints(t.database));
      } finally {
        await restored.close();
      }
      await expect(
        restorePostgres({ url: restoredUrl, file: path.join(scratch('none'), 'x.dump') }),
      ).rejects.toThrow(BackupError);
    });
  });
