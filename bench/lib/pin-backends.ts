import { execFile, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import type postgres from 'postgres';
import { affinityOf } from './cpu-pin';

const run = promisify(execFile);

/**
 * Keeps the PostgreSQL backends that serve one database on `cpu` while it runs, so a server pinned to
 * the other CPU has that CPU to itself (its queries' work then competes with the load generator, not
 * with the server's event loop). Only backends whose datname is the database are pinned, never the
 * cluster-wide processes (checkpointer, walwriter, ...): those serve every database on the machine.
 * The backends are not unpinned at `stop`: they all end when the bench database is dropped (force).
 * Only when this process exits before that (a crash) are the ones still alive given their CPUs back.
 */
export type BackendPinner = {
  /** backends pinned so far (one pid may count twice when PostgreSQL reused it) */
  readonly pinned: number;
  /** why nothing is pinned, when nothing is */
  readonly reason: string | null;
  stop(): Promise<void>;
};

/** True when `url` names a PostgreSQL on this machine (TCP or a socket path): only then are its pids ours to pin. */
function isLocal(url: string): boolean {
  const host = decodeURIComponent(new URL(url).hostname);
  return ['', 'localhost', '127.0.0.1', '[::1]'].includes(host) || host.startsWith('/');
}

/** The process `pid` is a PostgreSQL process of this machine (not a pid of another one, or reused). */
function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
  } catch {
    return false;
  }
}

/**
 * Pins the backends of `database` (connected to through `sql`, a superuser so pg_stat_activity shows
 * every pid) to `cpu` now and again every `everyMs` until `stop`: the pool under test opens connections
 * as it grows and after reconnects, and each new backend starts on whatever CPU the postmaster had.
 */
export async function pinBackends(options: {
  sql: postgres.Sql;
  url: string;
  database: string;
  cpu: string;
  everyMs?: number;
}): Promise<BackendPinner> {
  const { sql, database, cpu } = options;
  const done = new Set<string>();
  const live = new Set<number>();
  let original: string | null = null;
  let pinned = 0;
  let reason: string | null = null;
  if (!isLocal(options.url)) reason = 'PostgreSQL runs on another machine';
  const pass = async () => {
    const rows = await sql<{ pid: number; started: string }[]>`
      select pid, backend_start::text as started from pg_stat_activity where datname = ${database}`;
    for (const { pid, started } of rows) {
      const key = `${pid} ${started}`;
      if (done.has(key) || !isPostgres(pid)) continue;
      done.add(key);
      // what a backend inherits from the postmaster, to give back on a crash
      original ??= affinityOf(pid);
      try {
        // async, so the generator's event loop (this process) never waits for taskset
        await run('taskset', ['-a', '-c', '-p', cpu, String(pid)]);
        pinned += 1;
        live.add(pid);
      } catch {
        // the backend ended meanwhile (or taskset refused, which `pinned` staying 0 reports)
      }
    }
  };
  if (reason === null) {
    await pass().catch(() => {});
    if (pinned === 0) reason = 'no backend of the bench database could be pinned';
  }
  const unpin = () => {
    for (const pid of live)
      if (original && isPostgres(pid))
        try {
          execFileSync('taskset', ['-a', '-c', '-p', original, String(pid)], { stdio: 'ignore' });
        } catch {
          // ended meanwhile
        }
  };
  process.once('exit', unpin);
  let running: Promise<void> | null = null;
  const timer =
    reason === null
      ? setInterval(() => {
          if (running) return;
          running = pass()
            .catch(() => {})
            .finally(() => {
              running = null;
            });
        }, options.everyMs ?? 250)
      : null;
  return {
    get pinned() {
      return pinned;
    },
    get reason() {
      return reason;
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
      process.off('exit', unpin);
    },
  };
}
