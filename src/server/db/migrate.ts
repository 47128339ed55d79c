import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { DatabaseHandle } from './client';

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

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
