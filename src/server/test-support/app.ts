import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppDependencies, buildApp } from '../app';
import { type Config, loadConfig } from '../config/env';
import { openTestDatabase, type TestDatabase } from './database';

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
};

/** The real app on a fresh test database, for `app.inject()`. */
export async function openTestApp(
  options: {
    env?: Record<string, string>;
    serveWeb?: boolean;
    prepare?: (db: TestDatabase) => Promise<void>;
    dependencies?: Partial<Omit<AppDependencies, 'config' | 'database'>>;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  await options.prepare?.(database);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'uplift-test-')),
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    serveWeb: options.serveWeb ?? false,
    ...options.dependencies,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
