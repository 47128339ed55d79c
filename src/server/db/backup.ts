import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { chmod, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { packTar, unpackTar } from 'modern-tar';
import postgres from 'postgres';
import { acquireDataDirLock, DataDirBusyError } from './data-dir-lock';

/** A backup or restore that cannot go on; its message is one line for the operator. */
export class BackupError extends Error {}

const run = promisify(execFile);

/** The schemas the app owns: its tables, and Drizzle's record of the migrations applied. */
const SCHEMAS = ['public', 'drizzle'] as const;

/** 20250301T090000Z */
const utcStamp = (now: Date) =>
  now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '');

/** `backups/uplift-20250301T090000Z.dump` (PostgreSQL) or `.tar.gz` (embedded database), UTC. */
export function defaultBackupFile(kind: 'postgres' | 'pglite', now = new Date()): string {
  return path.join('backups', `uplift-${utcStamp(now)}${kind === 'postgres' ? '.dump' : '.tar.gz'}`);
}

export type BackupTarget =
  | {
      kind: 'postgres';
      url: string;
      /** the URL without its password, for messages */
      shown: string;
    }
  | { kind: 'pglite'; dataDir: string };

/**
 * The database a command works on: the one named on the command line, else the server's configuration
 * (DATABASE_URL, else the embedded database in DATA_DIR), read only when needed.
 */
export function describeTarget(
  databaseUrl: string | undefined,
  dataDir: string | undefined,
  config: () => { databaseUrl: string | undefined; dataDir: string },
): BackupTarget {
  if (databaseUrl && dataDir) throw new BackupError('Name either --database-url or --data-dir, not both.');
  if (dataDir) return { kind: 'pglite', dataDir: path.resolve(dataDir) };
  let url = databaseUrl;
  if (url === undefined) {
    const configured = config();
    if (configured.databaseUrl === undefined) return { kind: 'pglite', dataDir: configured.dataDir };
    url = configured.databaseUrl;
  }
  if (!/^postgres(ql)?:\/\//.test(url))
    throw new BackupError('--database-url must start with postgres:// or postgresql://');
  return { kind: 'postgres', url, shown: withoutPassword(url) };
}

export function withoutPassword(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

type Query = <T>(text: string) => Promise<T[]>;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every table of the app's schemas with its row count, as `schema.table` in name order. */
export async function tableRowCounts(query: Query): Promise<Record<string, number>> {
  const tables = await query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_schema in (${SCHEMAS.map((s) => `'${s}'`).join(', ')}) and table_type = 'BASE TABLE'
     order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables) {
    const [row] = await query<{ n: number }>(
      `select count(*)::int as n from ${quoteIdent(schema)}.${quoteIdent(name)}`,
    );
    counts[`${schema}.${name}`] = Number(row?.n ?? 0);
  }
  return counts;
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/** The line of a tool's stderr that says what went wrong (the first error, else the last line). */
function firstErrorLine(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return (lines.find((l) => /error|fatal/i.test(l)) ?? lines.at(-1) ?? 'no message').replace(/\s+/g, ' ');
}

async function fileSize(file: string): Promise<number> {
  return (await stat(file)).size;
}

/** Writes through a `.partial` file renamed at the end, so a failed backup never looks complete. */
async function prepareOutput(out: string): Promise<string> {
  if (existsSync(out)) throw new BackupError(`${out} already exists: choose another --out.`);
  await mkdir(path.dirname(path.resolve(out)), { recursive: true });
  return `${out}.partial`;
}

// ── PostgreSQL: pg_dump / pg_restore ───────────────────────────────────────────────────────────────

export type PgTool = { path: string; major: number; version: string };

async function toolVersion(candidate: string): Promise<PgTool | null> {
  try {
    const { stdout } = await run(candidate, ['--version']);
    const match = /\(PostgreSQL\)\s+(\d+)(?:\.(\d+))?/.exec(stdout);
    if (!match) return null;
    return { path: candidate, major: Number(match[1]), version: `${match[1]}.${match[2] ?? '0'}` };
  } catch {
    return null;
  }
}

/**
 * pg_dump or pg_restore for a server of major version `major`: Debian installs each version's client in
 * /usr/lib/postgresql/<major>/bin, and /usr/bin's wrapper picks the newest. The same major is best; a
 * newer one still reads and writes the server's format, an older one cannot dump a newer server.
 */
export async function findPgTool(
  tool: 'pg_dump' | 'pg_restore',
  major: number,
  root = '/usr/lib/postgresql',
): Promise<PgTool> {
  const versions = existsSync(root) ? readdirSync(root).filter((d) => /^\d+$/.test(d)) : [];
  const candidates = [
    ...versions.map((v) => path.join(root, v, 'bin', tool)).filter((file) => existsSync(file)),
    tool,
  ];
  const found = (await Promise.all(candidates.map(toolVersion))).filter((t): t is PgTool => t !== null);
  const best =
    found.find((t) => t.major === major) ??
    found.filter((t) => t.major > major).sort((a, b) => a.major - b.major)[0];
  if (best) return best;
  const seen = found.map((t) => `${t.version} at ${t.path}`).join(', ');
  throw new BackupError(
    `No ${tool} for PostgreSQL ${major} (${seen ? `found only ${seen}` : `none on PATH or in ${root}/*/bin`}): install postgresql-client-${major}.`,
  );
}

/**
 * The URL for libpq without its password: the password goes into a private pgpass file named by the
 * URL's `passfile` parameter, so it shows neither in the process list nor in the environment.
 */
export function libpqConnection(url: string): { dbname: string; cleanup: () => void } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  if (!password) return { dbname: url, cleanup: () => {} };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'uplift-pgpass-'));
  const passfile = path.join(dir, 'pgpass');
  // hostname:port:database:username:password, `*` matches any; `:` and `\` are escaped. Mode 0600:
  // libpq ignores a pgpass file others can read.
  writeFileSync(passfile, `*:*:*:*:${password.replace(/[\\:]/g, (c) => `\\${c}`)}\n`, { mode: 0o600 });
  parsed.password = '';
  parsed.searchParams.set('passfile', passfile);
  return { dbname: parsed.toString(), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

async function withPostgres<T>(url: string, fn: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    return await fn(sql);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const missing = (error as { code?: string }).code === '3D000';
    throw new BackupError(
      `PostgreSQL: ${(error as Error).message}${missing ? ' (create it first: createdb)' : ''}`,
    );
  } finally {
    await sql.end({ timeout: 5 });
  }
}

const serverMajor = async (sql: postgres.Sql) =>
  Math.floor(
    Number((await sql<{ v: number }[]>`select current_setting('server_version_num')::int as v`)[0]?.v) /
      10_000,
  );

const pgQuery =
  (sql: postgres.Sql): Query =>
  async <T>(text: string) =>
    (await sql.unsafe(text)) as unknown as T[];

export type PostgresBackupReport = {
  kind: 'postgres';
  file: string;
  bytes: number;
  /** tables whose rows the dump holds */
  tables: number;
  tool: PgTool;
  serverMajor: number;
  ms: number;
};

/** `pg_dump --format=custom` of the database at `url` into `out` (one consistent snapshot). */
export async function backupPostgres({
  url,
  out,
}: {
  url: string;
  out: string;
}): Promise<PostgresBackupReport> {
  const started = Date.now();
  const major = await withPostgres(url, serverMajor);
  const tool = await findPgTool('pg_dump', major);
  const partial = await prepareOutput(out);
  const target = libpqConnection(url);
  try {
    await run(tool.path, ['--format=custom', `--file=${partial}`, `--dbname=${target.dbname}`], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const tables = await dumpedTables(partial, major);
    if (tables === 0) throw new BackupError('pg_dump wrote a dump without any table data.');
    // password hashes and personal data: only the owner may read it, whatever the umask
    await chmod(partial, 0o600);
    await rename(partial, out);
    return {
      kind: 'postgres',
      file: out,
      bytes: await fileSize(out),
      tables,
      tool,
      serverMajor: major,
      ms: Date.now() - started,
    };
  } catch (error) {
    await rm(partial, { force: true });
    throw toolError('pg_dump', error);
  } finally {
    target.cleanup();
  }
}

function toolError(tool: string, error: unknown): BackupError {
  if (error instanceof BackupError) return error;
  const stderr = (error as { stderr?: string }).stderr;
  return new BackupError(`${tool} failed: ${stderr ? firstErrorLine(stderr) : (error as Error).message}`);
}

/** How many tables' data a custom-format dump holds, read from its table of contents. */
async function dumpedTables(file: string, major: number): Promise<number> {
  const tool = await findPgTool('pg_restore', major);
  const { stdout } = await run(tool.path, ['--list', file], { maxBuffer: 64 * 1024 * 1024 });
  return stdout.split('\n').filter((line) => / TABLE DATA /.test(line)).length;
}

const PG_DUMP_MAGIC = 'PGDMP';
const GZIP_MAGIC = [0x1f, 0x8b];

/** What a backup file is, by its first bytes. */
export async function backupFileKind(file: string): Promise<'postgres' | 'pglite' | 'unknown'> {
  let head: Buffer;
  try {
    head = (await readFile(file)).subarray(0, 5);
  } catch (error) {
    throw new BackupError(
      `Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
  if (head.toString('latin1') === PG_DUMP_MAGIC) return 'postgres';
  if (head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1]) return 'pglite';
  return 'unknown';
}

export type PostgresRestoreReport = {
  kind: 'postgres';
  /** whether the target had tables, which the restore replaced (only with `force`) */
  replaced: boolean;
  counts: Record<string, number>;
  rows: number;
  tool: PgTool;
  ms: number;
};

/**
 * Restores a custom-format dump into the database at `url`, in one transaction: on any error the
 * target is left as it was. A target that already has tables is refused unless `force`, which replaces
 * the objects the dump holds (`--clean --if-exists`).
 */
export async function restorePostgres({
  url,
  file,
  force = false,
}: {
  url: string;
  file: string;
  force?: boolean;
}): Promise<PostgresRestoreReport> {
  const started = Date.now();
  const kind = await backupFileKind(file);
  if (kind !== 'postgres')
    throw new BackupError(
      kind === 'pglite'
        ? `${file} is a backup of the embedded database: restore it into a data directory (DATA_DIR without DATABASE_URL, or --data-dir).`
        : `${file} is not a pg_dump custom-format file.`,
    );
  const { major, existing } = await withPostgres(url, async (sql) => ({
    major: await serverMajor(sql),
    existing: Number(
      (
        await sql<{ n: number }[]>`
          select count(*)::int as n from pg_tables where schemaname in ${sql([...SCHEMAS])}`
      )[0]?.n,
    ),
  }));
  if (existing > 0 && !force)
    throw new BackupError(
      `The target database already has ${existing} tables: restore into an empty database (createdb), or pass --force to replace its contents with the backup.`,
    );
  const tool = await findPgTool('pg_restore', major);
  const target = libpqConnection(url);
  try {
    await run(
      tool.path,
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${target.dbname}`,
        file,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (error) {
    throw toolError('pg_restore', error);
  } finally {
    target.cleanup();
  }
  const counts = await withPostgres(url, async (sql) => {
    // pg_restore brings no planner statistics: gather them now rather than on autovacuum's schedule
    await sql`analyze`;
    return tableRowCounts(pgQuery(sql));
  });
  return {
    kind: 'postgres',
    replaced: existing > 0,
    counts,
    rows: sum(counts),
    tool,
    ms: Date.now() - started,
  };
}

// ── PGlite: the data directory ─────────────────────────────────────────────────────────────────────

/** What an embedded-database backup holds besides the database: the generated session secret. */
const AUTH_SECRET_FILE = 'auth-secret';
const MANIFEST = 'manifest.json';
const PGDATA = 'pgdata.tar';
const FORMAT = 'uplift-data-dir-backup';

type Manifest = {
  format: typeof FORMAT;
  version: 1;
  createdAt: string;
  pglite: string;
  postgres: string;
  counts: Record<string, number>;
  authSecret: boolean;
};

/** The installed PGlite's version (its package.json is not exported: found beside its entry point). */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

const pgliteQuery =
  (db: PGlite): Query =>
  async <T>(text: string) =>
    (await db.query<T>(text)).rows;

/** The lock the server holds, taken for the backup's or restore's duration: no server starts meanwhile. */
function lockDataDir(dataDir: string, doing: string): () => void {
  try {
    return acquireDataDirLock(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    const pid = readFileSync(path.join(dataDir, 'server.lock'), 'utf8').trim();
    throw new BackupError(
      `The embedded database in ${dataDir} is in use by a running Uplift server (pid ${pid}): stop it, then ${doing} (one process at a time may open it).`,
    );
  }
}

export type DataDirBackupReport = {
  kind: 'pglite';
  file: string;
  bytes: number;
  counts: Record<string, number>;
  rows: number;
  /** whether the generated session secret (DATA_DIR/auth-secret) is in the backup */
  authSecret: boolean;
  ms: number;
};

/**
 * Backs up the embedded database in `dataDir` (and its generated session secret) into one `.tar.gz`:
 * PGlite's own dump of its data directory, taken with the server's lock held, so it refuses while a
 * server runs and no server can start until it is done.
 */
export async function backupDataDir({
  dataDir,
  out,
}: {
  dataDir: string;
  out: string;
}): Promise<DataDirBackupReport> {
  const started = Date.now();
  const pgDir = path.join(dataDir, 'pglite');
  if (!existsSync(path.join(pgDir, 'PG_VERSION')))
    throw new BackupError(
      `There is no embedded database in ${dataDir} (no ${path.join(pgDir, 'PG_VERSION')}).`,
    );
  const release = lockDataDir(dataDir, 'back up');
  try {
    const partial = await prepareOutput(out);
    const db = new PGlite(pgDir);
    let pgdata: Uint8Array;
    let counts: Record<string, number>;
    let postgresVersion: string;
    try {
      await db.waitReady;
      // everything on disk in the data files, so the copy needs no WAL replay
      await db.exec('checkpoint');
      counts = await tableRowCounts(pgliteQuery(db));
      postgresVersion =
        (await pgliteQuery(db)<{ v: string }>("select current_setting('server_version') as v"))[0]?.v ??
        'unknown';
      pgdata = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
    } finally {
      await db.close();
    }
    const secretFile = path.join(dataDir, AUTH_SECRET_FILE);
    const secret = existsSync(secretFile) ? readFileSync(secretFile) : null;
    const manifest: Manifest = {
      format: FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      pglite: pgliteVersion(),
      postgres: postgresVersion,
      counts,
      authSecret: secret !== null,
    };
    const manifestData = new TextEncoder().encode(`${JSON.stringify(manifest, null, 2)}\n`);
    const tar = await packTar([
      { header: { name: MANIFEST, size: manifestData.byteLength, mode: 0o644 }, body: manifestData },
      { header: { name: PGDATA, size: pgdata.byteLength, mode: 0o600 }, body: pgdata },
      ...(secret
        ? [
            {
              header: { name: AUTH_SECRET_FILE, size: secret.byteLength, mode: 0o600 },
              body: new Uint8Array(secret),
            },
          ]
        : []),
    ]);
    try {
      // the archive holds password hashes and the session secret: only its owner may read it
      await writeFile(partial, gzipSync(tar), { mode: 0o600 });
      await rename(partial, out);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return {
      kind: 'pglite',
      file: out,
      bytes: await fileSize(out),
      counts,
      rows: sum(counts),
      authSecret: secret !== null,
      ms: Date.now() - started,
    };
  } finally {
    release();
  }
}

async function readDataDirBackup(file: string): Promise<{
  manifest: Manifest;
  pgdata: Uint8Array<ArrayBuffer>;
  secret: Uint8Array<ArrayBuffer> | null;
}> {
  const kind = await backupFileKind(file);
  if (kind === 'postgres')
    throw new BackupError(
      `${file} is a PostgreSQL dump: restore it into PostgreSQL (DATABASE_URL, or --database-url).`,
    );
  const notOurs = () => new BackupError(`${file} is not a backup of the embedded database.`);
  if (kind !== 'pglite') throw notOurs();
  let entries: Awaited<ReturnType<typeof unpackTar>>;
  try {
    entries = await unpackTar(gunzipSync(await readFile(file)));
  } catch (error) {
    throw new BackupError(`${file} is damaged: ${(error as Error).message}`);
  }
  const data = (name: string) => entries.find((e) => e.header.name === name)?.data ?? null;
  const manifestData = data(MANIFEST);
  const pgdata = data(PGDATA);
  if (!manifestData || !pgdata) throw notOurs();
  const manifest = JSON.parse(new TextDecoder().decode(manifestData)) as Manifest;
  if (manifest.format !== FORMAT || manifest.version !== 1) throw notOurs();
  return { manifest, pgdata, secret: data(AUTH_SECRET_FILE) };
}

export type DataDirRestoreReport = {
  kind: 'pglite';
  dataDir: string;
  /** where the database that was there before went (only with `force`) */
  movedAside: string | null;
  counts: Record<string, number>;
  rows: number;
  authSecret: boolean;
  createdAt: string;
  ms: number;
};

/**
 * Restores an embedded-database backup into `dataDir`. A directory that already holds a database is
 * refused unless `force`; then that database (and its secret) is moved aside, not deleted. The restored
 * row counts must equal the backup's, or the restore is undone.
 */
export async function restoreDataDir({
  dataDir,
  file,
  force = false,
}: {
  dataDir: string;
  file: string;
  force?: boolean;
}): Promise<DataDirRestoreReport> {
  const started = Date.now();
  const { manifest, pgdata, secret } = await readDataDirBackup(file);
  await mkdir(dataDir, { recursive: true });
  const release = lockDataDir(dataDir, 'restore');
  const pgDir = path.join(dataDir, 'pglite');
  const secretFile = path.join(dataDir, AUTH_SECRET_FILE);
  let movedAside: string | null = null;
  const moved: Array<[string, string]> = [];
  let loading = false;
  try {
    if (existsSync(path.join(pgDir, 'PG_VERSION'))) {
      if (!force)
        throw new BackupError(
          `${dataDir} already holds a database: restore into an empty DATA_DIR, or pass --force to replace it (the current one is kept beside it).`,
        );
      const suffix = `before-restore-${utcStamp(new Date())}`;
      movedAside = `${pgDir}.${suffix}`;
      await rename(pgDir, movedAside);
      moved.push([pgDir, movedAside]);
      if (existsSync(secretFile)) {
        await rename(secretFile, `${secretFile}.${suffix}`);
        moved.push([secretFile, `${secretFile}.${suffix}`]);
      }
    }
    // from here on pgDir is ours: nothing, or what an earlier failed attempt left
    loading = true;
    await rm(pgDir, { recursive: true, force: true });
    let counts: Record<string, number>;
    try {
      const db = new PGlite(pgDir, { loadDataDir: new Blob([pgdata]) });
      try {
        await db.waitReady;
        counts = await tableRowCounts(pgliteQuery(db));
      } finally {
        await db.close();
      }
    } catch (error) {
      throw new BackupError(
        `PGlite ${pgliteVersion()} could not open the backup (made with PGlite ${manifest.pglite}, PostgreSQL ${manifest.postgres}): ${(error as Error).message}`,
      );
    }
    const differing = Object.keys({ ...manifest.counts, ...counts }).filter(
      (table) => manifest.counts[table] !== counts[table],
    );
    if (differing.length > 0)
      throw new BackupError(
        `The restored database differs from the backup in ${differing.map((t) => `${t} (${counts[t] ?? 'missing'} rows, backup ${manifest.counts[t] ?? 'none'})`).join(', ')}.`,
      );
    if (secret) await writeFile(secretFile, secret, { mode: 0o600 });
    return {
      kind: 'pglite',
      dataDir,
      movedAside,
      counts,
      rows: sum(counts),
      authSecret: secret !== null,
      createdAt: manifest.createdAt,
      ms: Date.now() - started,
    };
  } catch (error) {
    // undo: no half-restored database, and what was there before is back in its place
    if (loading) await rm(pgDir, { recursive: true, force: true });
    for (const [original, aside] of moved.reverse()) await rename(aside, original);
    throw error;
  } finally {
    release();
  }
}
