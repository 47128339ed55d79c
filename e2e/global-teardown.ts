import { execFileSync } from 'node:child_process';

/** Drops the PostgreSQL database the e2e server used, when the run was on PostgreSQL. */
export default function globalTeardown() {
  const url = process.env.E2E_DATABASE_URL;
  const admin = process.env.TEST_DATABASE_URL;
  if (!url || !admin) return;
  const name = new URL(url).pathname.slice(1);
  execFileSync('psql', [admin, '-qc', `drop database if exists ${name} with (force)`]);
}
