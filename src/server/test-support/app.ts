import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type AppDependencies, buildApp } from '../app';
import { type Config, loadConfig } from '../config/env';
import { asBrowser } from './csrf';
import { openTestDatabase, type TestDatabase } from './database';

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  /**
   * `app.inject()` as our web page calls the API: writes carry the CSRF pair (test-support/csrf.ts).
   * Use `app.inject()` itself to send what a forger or a bare script would.
   */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
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
    inject: (request) => app.inject(asBrowser(request, { https: config.publicUrl.startsWith('https://') })),
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
