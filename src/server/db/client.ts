import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { acquireDataDirLock } from './data-dir-lock';
import * as schema from './schema';

export type Database = ReturnType<typeof drizzlePostgres<typeof schema>>;

/** A transaction of `Database`, for repository functions that must run inside another's. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Runs `fn` while holding a cluster-wide advisory lock, so concurrent instances serialise. */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball (tests start from a migrated copy) */
  dumpDataDir?(): Promise<Blob>;
  /** PostgreSQL only: the connection pool right now (the metrics read it) */
  poolStats?(): PoolStats;
};

export type PoolStats = {
  /** connections the pool may open */
  max: number;
  /** connected and without a query */
  idle: number;
  /** connected and running queries (or holding a transaction) */
  busy: number;
  /** queries waiting for a connection */
  waiting: number;
};

/** postgres.js keeps its pool private; patches/postgres+3.4.9.patch adds `stats()` to read it. */
type PoolWithStats = { stats(): PoolStats };

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; max?: number }
  | { kind: 'pglite'; dataDir: string | null; options?: PGliteOptions };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.max)
    : openPglite(options.dataDir, options.options);
}

/**
 * Drizzle runs every query through `sql.unsafe(text, params, { prepare: false })` unless the query was
 * built with `.prepare(name)`. Unprepared, postgres.js must first ask the server for the parameter types
 * (Parse + Describe, wait, then Bind + Execute): two round trips and a fresh parse and plan for each
 * query. Prepared, each connection parses a statement text once and afterwards sends one Bind + Execute
 * (and PostgreSQL may reuse the plan). The query texts come from our code, not from input, so the
 * statements per connection stay a small fixed set. Transactions and savepoints get the same client.
 */
function preparing(client: postgres.Sql): postgres.Sql {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe')
        return (text: string, params?: unknown[], options?: { prepare?: boolean }) =>
          target.unsafe(text, params as never, { ...options, prepare: true });
      if (property === 'begin' || property === 'savepoint') {
        const original = Reflect.get(target, property, receiver) as (...args: unknown[]) => unknown;
        return (...args: unknown[]) => {
          const last = args.length - 1;
          const fn = args[last];
          if (typeof fn === 'function')
            args[last] = (inner: postgres.Sql) => (fn as (s: postgres.Sql) => unknown)(preparing(inner));
          return original.apply(target, args);
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

/**
 * How long postgres.js waits before it tries a broken connection again (seconds). Its default grows
 * with every failed attempt, shared by the whole pool, up to 20 s: after a PostgreSQL restart queries
 * waited that long for a connection although the database was back. A short, capped pause instead.
 */
export const reconnectBackoffS = (retries: number) => Math.min(0.1 * 2 ** Math.min(retries, 10), 1);

function openPostgres(url: string, max = 20): DatabaseHandle {
  const sql = postgres(url, {
    max,
    onnotice: () => {},
    // a connection that can't be had in 5 s fails the request (503) instead of holding it
    connect_timeout: 5,
    backoff: reconnectBackoffS,
  });
  const db = drizzlePostgres(preparing(sql), { schema, casing: 'snake_case' });
  return {
    db,
    kind: 'postgres',
    async withAdvisoryLock(key, fn) {
      // A session-level lock lives on one connection, so reserve one for the lock's lifetime.
      const reserved = await sql.reserve();
      try {
        await reserved`select pg_advisory_lock(${key})`;
        try {
          return await fn();
        } finally {
          await reserved`select pg_advisory_unlock(${key})`;
        }
      } finally {
        reserved.release();
      }
    },
    async ping() {
      await sql`select 1`;
    },
    async close() {
      await sql.end({ timeout: 5 });
    },
    poolStats() {
      const { max, idle, busy, waiting } = (sql as unknown as PoolWithStats).stats();
      return { max, idle, busy, waiting };
    },
  };
}

async function openPglite(dataDir: string | null, options: PGliteOptions = {}): Promise<DatabaseHandle> {
  let releaseLock = () => {};
  let client: PGlite;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(dataDir);
    const pgDir = path.join(dataDir, 'pglite');
    client = new PGlite(pgDir, options);
  } else {
    client = new PGlite(options);
  }
  await client.waitReady;
  // PGlite is one in-process connection: the driver types differ, the query builder is the same.
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    // One process owns the directory (see data-dir-lock), so there is nobody to race.
    withAdvisoryLock: (_key, fn) => fn(),
    async ping() {
      await client.query('select 1');
    },
    async close() {
      // closing twice (a shutdown racing a test's teardown) is not an error
      if (!client.closed) await client.close();
      releaseLock();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/**
 * Runs one fixed SQL text with positional parameters ($1, $2, …) straight on the driver, without
 * Drizzle's query builder: for the few statements every request runs, whose text never changes. On
 * PostgreSQL it is a prepared statement (parsed once per connection); PGlite runs it in process.
 */
export type RawQuery = <T>(text: string, params: unknown[]) => Promise<T[]>;

export function rawQuery(db: Database): RawQuery {
  const client = (db as unknown as { $client?: unknown }).$client as
    | { unsafe?: (text: string, params: unknown[], options: { prepare: boolean }) => Promise<unknown> }
    | { query?: (text: string, params: unknown[]) => Promise<{ rows: unknown[] }> }
    | undefined;
  if (client && 'unsafe' in client && typeof client.unsafe === 'function') {
    const unsafe = client.unsafe;
    return async <T>(text: string, params: unknown[]) =>
      (await unsafe(text, params, { prepare: true })) as T[];
  }
  if (client && 'query' in client && typeof client.query === 'function') {
    const query = client.query.bind(client);
    return async <T>(text: string, params: unknown[]) => (await query(text, params)).rows as T[];
  }
  return async () => {
    throw new Error('This database handle has no driver client for raw queries.');
  };
}
