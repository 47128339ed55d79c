import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { DatabaseHandle } from './client';

/**
 * `drizzle/` at the project root, found upwards from this module: it runs from src/server/db (tsx) and
 * from the bundle in build/server (npm start, production).
 */
function findMigrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error('No drizzle/ migrations folder above the server: copy drizzle/ beside build/');
    dir = parent;
  }
}

const migrationsFolder = findMigrationsFolder();

/** Arbitrary but fixed: every instance of this product agrees on it. */
export const MIGRATION_LOCK_KEY = 7_310_421;

/** Applies the committed SQL migrations; instances starting together wait for each other. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  await handle.withAdvisoryLock(MIGRATION_LOCK_KEY, async () => {
    if (handle.kind === 'pglite') {
      await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    } else {
      await migratePostgres(handle.db, { migrationsFolder });
    }
  });
}
