import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGliteOptions } from '@electric-sql/pglite';
import postgres from 'postgres';
import { testDatabaseUrl } from '../config/env';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';

export type TestDatabase = DatabaseHandle & { url: string | null; drop(): Promise<void> };

type PgliteTemplate = Pick<
  PGliteOptions,
  'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle' | 'loadDataDir'
>;
const cache = globalThis as { __upliftPgliteTemplate?: Promise<PgliteTemplate> };

/** The migrations decide what a fresh database holds: the template is keyed by their content. */
function migrationsKey(): string {
  const dir = path.resolve('drizzle');
  const hash = createHash('sha256');
  for (const name of readdirSync(dir).sort())
    if (name.endsWith('.sql')) hash.update(readFileSync(path.join(dir, name)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * PGlite runs initdb on every start: seconds each time, a minute on a busy machine. Tests migrate one
 * template database, keep it as a tarball in node_modules/.cache (keyed by the migrations), and start
 * every test database from it.
 */
function pgliteTemplate(): Promise<PgliteTemplate> {
  cache.__upliftPgliteTemplate ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      WebAssembly.compile(readFileSync(path.join(dist, 'pglite.wasm'))),
      WebAssembly.compile(readFileSync(path.join(dist, 'initdb.wasm'))),
    ]);
    const fsBundle = new Blob([readFileSync(path.join(dist, 'pglite.data'))]);
    const cacheDir = path.resolve('node_modules/.cache/uplift-tests');
    const file = path.join(cacheDir, `pglite-template-${migrationsKey()}.tar`);
    if (!existsSync(file)) {
      const template = await openDatabase({
        kind: 'pglite',
        dataDir: null,
        options: { pgliteWasmModule, initdbWasmModule, fsBundle },
      });
      await runMigrations(template);
      const dump = await template.dumpDataDir?.();
      await template.close();
      if (!dump) throw new Error('PGlite could not dump its data directory');
      mkdirSync(cacheDir, { recursive: true });
      // written aside and renamed, so parallel workers never read half a file
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    }
    return { pgliteWasmModule, initdbWasmModule, fsBundle, loadDataDir: new Blob([readFileSync(file)]) };
  })();
  return cache.__upliftPgliteTemplate;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (created here, dropped by `drop`).
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null, options: await pgliteTemplate() });
    return { ...handle, url: null, drop: () => handle.close() };
  }
  const name = `uplift_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), max: 5 });
  await runMigrations(handle);
  return {
    ...handle,
    url: url.toString(),
    async drop() {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
