import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppDependencies, buildApp } from '../app';
import { loadConfig } from '../config/env';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { openTestDatabase, type TestDatabase } from '../test-support/database';

/**
 * Two app instances on one database, as behind a load balancer: on PostgreSQL (TEST_DATABASE_URL) each
 * has its own connection pool to the same database; on PGlite both share the one in-process handle.
 */
export async function openTwoInstances(
  options: {
    env?: Record<string, string>;
    dependencies?: Partial<Omit<AppDependencies, 'config' | 'database'>>;
    prepare?: (db: TestDatabase) => Promise<void>;
  } = {},
): Promise<{
  a: FastifyInstance;
  b: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}> {
  const database = await openTestDatabase();
  await options.prepare?.(database);
  const second: DatabaseHandle = database.url
    ? await openDatabase({ kind: 'postgres', url: database.url, max: 5 })
    : database;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'uplift-test-')),
    ...options.env,
  });
  const a = await buildApp({ config, database, serveWeb: false, ...options.dependencies });
  const b = await buildApp({ config, database: second, serveWeb: false, ...options.dependencies });
  await Promise.all([a.ready(), b.ready()]);
  return {
    a,
    b,
    database,
    async close() {
      await a.close();
      await b.close();
      if (second !== database) await second.close();
      await database.drop();
    },
  };
}
