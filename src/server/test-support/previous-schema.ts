import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { testDatabaseUrl } from '../config/env';
import { type DatabaseHandle, openDatabase } from '../db/client';
import type { TestDatabase } from './database';

/** The migrations the previous release shipped: a database it left behind holds exactly these. */
export const PREVIOUS_RELEASE_MIGRATIONS = ['0000_init', '0001_result_insight'] as const;

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

/** Plain SQL on the driver, without Drizzle: the test speaks the old schema, which Drizzle no longer knows. */
export type PlainSql = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

export type PreviousSchemaDatabase = TestDatabase & { sql: PlainSql };

/**
 * The committed migration files of the previous release, with a journal that lists only them, in a temp
 * folder: the migrator records them exactly as it did then (same hashes, same timestamps).
 */
function previousReleaseFolder(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'uplift-previous-schema-'));
  mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const entries = journal.entries.filter((e) =>
    (PREVIOUS_RELEASE_MIGRATIONS as readonly string[]).includes(e.tag),
  );
  if (entries.length !== PREVIOUS_RELEASE_MIGRATIONS.length)
    throw new Error(`The journal lacks one of ${PREVIOUS_RELEASE_MIGRATIONS.join(', ')}`);
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }, null, 2));
  for (const tag of PREVIOUS_RELEASE_MIGRATIONS)
    copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

async function migrateToPreviousRelease(handle: DatabaseHandle): Promise<void> {
  const folder = previousReleaseFolder();
  try {
    if (handle.kind === 'pglite')
      await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    else await migratePostgres(handle.db, { migrationsFolder: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * A fresh database in the shape the previous release left it (PGlite in memory, or a new database on
 * the server of TEST_DATABASE_URL), never the migrated test template: the test upgrades it itself.
 */
export async function openPreviousSchemaDatabase(): Promise<PreviousSchemaDatabase> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await migrateToPreviousRelease(handle);
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const sql: PlainSql = async <T>(text: string, params: unknown[] = []) =>
      (await client.query<T>(text, params)).rows;
    return { ...handle, url: null, sql, drop: () => handle.close() };
  }
  const name = `uplift_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), max: 5 });
  await migrateToPreviousRelease(handle);
  // one unprepared connection: statements read tables whose shape the upgrade changes under them
  const client = postgres(url.toString(), { max: 1, onnotice: () => {} });
  const sql: PlainSql = async <T>(text: string, params: unknown[] = []) =>
    [...(await client.unsafe(text, params as never[]))] as T[];
  return {
    ...handle,
    url: url.toString(),
    sql,
    async drop() {
      await client.end();
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
