import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

/** The machine's PostgreSQL (trust auth); BENCH_PG_URL or TEST_DATABASE_URL point elsewhere. */
export function postgresServerUrl(): string {
  return (
    process.env.BENCH_PG_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
  );
}

export type BenchDatabase = {
  name: string;
  url: string;
  /** a small client on the bench database, for checks */
  sql: postgres.Sql;
  drop(): Promise<void>;
};

/** A fresh empty database on the PostgreSQL server; the server under test migrates and seeds it. */
export async function createBenchDatabase(prefix = 'uplift_bench'): Promise<BenchDatabase> {
  const serverUrl = postgresServerUrl();
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const sql = postgres(url.toString(), { max: 2, onnotice: () => {} });
  return {
    name,
    url: url.toString(),
    sql,
    async drop() {
      await sql.end({ timeout: 5 }).catch(() => {});
      const again = postgres(serverUrl, { max: 1, onnotice: () => {} });
      try {
        await again.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await again.end();
      }
    },
  };
}

/** True when the PostgreSQL server answers. */
export async function postgresAvailable(): Promise<boolean> {
  const sql = postgres(postgresServerUrl(), { max: 1, onnotice: () => {}, connect_timeout: 3 });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}
