import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { isDatabaseUnavailable } from '../../src/server/db/errors';
import { createBenchDatabase, postgresServerUrl } from '../lib/postgres';
import { questionIds } from '../lib/respondent';
import { errorLines, NO_SHEDDING, startServer } from '../lib/server';
import { round } from '../lib/stats';
import { type Attempt, drive } from './driver';
import { type AcknowledgedCheck, acknowledgedOk, checkAcknowledged, openStore } from './verify';

const run = promisify(execFile);

export type PgRestartReport = {
  name: 'PostgreSQL restart under load';
  respondents: number;
  /** s from the start of the load */
  restartAtS: number;
  restartCommandMs: number;
  /** from the restart command to the first refused poll, and how long PostgreSQL refused (100 ms polls) */
  databaseWentDownAfterMs: number | null;
  databaseDownMs: number | null;
  /** database answering again → the first acknowledged request written after that */
  recoveryMs: number | null;
  /** the last failed request (5xx or network error), in ms after the database answered again */
  lastFailureAfterBackMs: number | null;
  /** failures that ended after the database answered again: kind, outcome, written and ended (ms after it) */
  failuresAfterBack: { kind: string; status: number | string; writtenMs: number; endedMs: number }[];
  /** requests the server answered 503 because they passed their deadline (its warning lines) */
  deadline503s: number;
  /** promises postgres.js rejected with nobody listening, which the server logged and survived */
  strayRejections: number;
  /** set when the server process died during the check: its exit and the end of its output */
  serverDied: { code: number | null; signal: string | null; lastOutput: string } | null;
  /** statuses of the requests written between the restart and 10 s after the database returned */
  statusesDuring: Record<string, number>;
  /** a 503 body as the client saw it, and whether every 503 was the product's JSON error */
  sample503: string | null;
  all503Clear: boolean;
  fiveHundreds: number;
  sample500: string | null;
  /** requests that got no answer within the driver's 15 s: kind and when they were written */
  timeouts: { kind: string; writtenMs: number }[];
  failuresLaterThan10s: number;
  /** the server's own error log lines (LOG_LEVEL=warn), grouped */
  serverErrors: string[];
  check: AcknowledgedCheck;
  pass: boolean;
  problems: string[];
};

/**
 * The machine's cluster, or `BENCH_PG_RESTART` (a command, split at spaces) with `BENCH_PG_URL` for a
 * private PostgreSQL, e.g. one made with initdb on another port, which disturbs nobody.
 */
export function restartCommand(): string[] {
  const own = process.env.BENCH_PG_RESTART?.trim();
  if (own) return own.split(/\s+/);
  const version = readdirSync('/etc/postgresql')[0] ?? '15';
  return ['pg_ctlcluster', '--skip-systemctl-redirect', version, 'main', 'restart', '-m', 'immediate'];
}

/** Polls PostgreSQL with a fresh connection every 100 ms until stopped: when it refused, when it answered. */
function watchDatabase(): { stop(): Promise<{ at: number; up: boolean }[]> } {
  const polls: { at: number; up: boolean }[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const sql = postgres(postgresServerUrl(), { max: 1, onnotice: () => {}, connect_timeout: 1 });
      const at = performance.now();
      let up = false;
      try {
        await sql`select 1`;
        up = true;
      } catch {
        up = false;
      } finally {
        await sql.end({ timeout: 1 }).catch(() => {});
      }
      polls.push({ at, up });
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return polls;
    },
  };
}

/**
 * (b) PostgreSQL restarted with `-m immediate` (a crash, then recovery) while respondents answer. The
 * server must answer 503 with its JSON error while the database is away, serve again within 10 s of it
 * returning without any manual step, and lose no acknowledged answer (respondents retry 503s and network
 * errors as the web app's queue does). Restarting PostgreSQL disturbs everyone on the machine: this runs
 * only in `npm run bench`, never in `npm test`.
 */
export async function checkPostgresRestart(options: {
  respondents: number;
  restartAfterMs: number;
  /** load continues this long after the database is back */
  afterBackMs: number;
}): Promise<PgRestartReport> {
  const database = await createBenchDatabase('uplift_pgrestart');
  // The bench's own PostgreSQL clients (the outage poller) may see a connection reset that postgres.js
  // rejects with nobody listening; that must not end the bench. Anything else still does.
  const strays: string[] = [];
  const onStray = (error: unknown) => {
    if (!isDatabaseUnavailable(error)) throw error;
    strays.push(String((error as { code?: string }).code ?? error));
  };
  process.on('unhandledRejection', onStray);
  try {
    const server = await startServer({ databaseUrl: database.url, trustProxy: true, env: NO_SHEDDING });
    let commandDoneAt = Number.POSITIVE_INFINITY;
    let restartAt = 0;
    let load: Awaited<ReturnType<typeof drive>>;
    let polls: { at: number; up: boolean }[] = [];
    let serverErrors: string[] = [];
    let serverDied: PgRestartReport['serverDied'] = null;
    try {
      const ids = await questionIds(server.url);
      await database.sql.end({ timeout: 1 });
      const running = drive({
        urls: [server.url],
        respondents: options.respondents,
        durationMs: options.restartAfterMs + 90_000,
        questionIds: ids,
        retry: true,
        retryDelayMs: 250,
        shouldStop: () => performance.now() > commandDoneAt + options.afterBackMs,
      });
      await new Promise((r) => setTimeout(r, options.restartAfterMs));
      const watcher = watchDatabase();
      restartAt = performance.now();
      const [command, ...args] = restartCommand();
      try {
        await run(command as string, args, { timeout: 60_000 });
      } finally {
        commandDoneAt = performance.now();
      }
      load = await running;
      polls = await watcher.stop();
    } finally {
      if (server.child.exitCode !== null || server.child.signalCode !== null) {
        const exit = await server.exited;
        serverDied = { code: exit.code, signal: exit.signal, lastOutput: server.output().slice(-2000) };
      }
      await server.stop('SIGTERM');
      serverErrors = errorLines(server.output());
    }

    // PostgreSQL's outage as the poller saw it; without a refused poll it was shorter than ~100 ms
    const down = polls.find((p) => p.at >= restartAt && !p.up);
    const back = down ? polls.find((p) => p.at > down.at && p.up) : undefined;
    const backAt = back?.at ?? (down ? Number.POSITIVE_INFINITY : commandDoneAt);
    const failed = (a: Attempt) => typeof a.status === 'string' || a.status >= 500;
    const during = load.attempts.filter((a) => a.start >= restartAt && a.start <= backAt + 10_000);
    const statusesDuring: Record<string, number> = {};
    for (const a of during) statusesDuring[String(a.status)] = (statusesDuring[String(a.status)] ?? 0) + 1;
    const fiveOhThrees = load.attempts.filter((a) => a.status === 503);
    const clear = (body: string | undefined) => {
      try {
        const parsed = JSON.parse(body ?? '') as { error?: { code?: string; message?: string } };
        return parsed.error?.code === 'unavailable' && Boolean(parsed.error.message);
      } catch {
        return false;
      }
    };
    const fiveHundreds = load.attempts.filter(
      (a) => typeof a.status === 'number' && a.status >= 500 && a.status !== 503,
    );
    const firstOk = load.attempts
      .filter((a) => a.start >= backAt && typeof a.status === 'number' && a.status < 300)
      .reduce((min, a) => Math.min(min, a.end), Number.POSITIVE_INFINITY);
    const lastFailure = load.attempts.filter(failed).reduce((max, a) => Math.max(max, a.end), 0);
    const failuresLater = load.attempts.filter((a) => a.start > backAt + 10_000 && failed(a)).length;
    const failuresAfterBack = load.attempts
      .filter((a) => failed(a) && a.end > backAt)
      .map((a) => ({
        kind: a.kind,
        status: a.status,
        writtenMs: round(a.start - backAt, 0),
        endedMs: round(a.end - backAt, 0),
      }));
    const deadline503s = (server.output().match(/past its deadline/g) ?? []).length;
    const strayRejections = (server.output().match(/from the database connection/g) ?? []).length;
    const timeouts = load.attempts
      .filter((a) => a.status === 'ETIMEDOUT')
      .map((a) => ({ kind: a.kind, writtenMs: round(a.start - restartAt, 0) }));

    const store = await openStore({ databaseUrl: database.url });
    let check: AcknowledgedCheck;
    try {
      check = await checkAcknowledged(store, load.acknowledged, load.completed);
    } finally {
      await store.close();
    }
    const recoveryMs = Number.isFinite(firstOk) ? firstOk - backAt : null;
    const problems: string[] = [];
    if (!acknowledgedOk(check)) problems.push(...check.examples);
    if (serverDied)
      problems.push(`the server process died (code ${serverDied.code}, signal ${serverDied.signal})`);
    if (fiveHundreds.length)
      problems.push(`${fiveHundreds.length} responses 500 (not 503) while the database was away`);
    if (fiveOhThrees.length && !fiveOhThrees.every((a) => clear(a.body)))
      problems.push('some 503 bodies are not the JSON error');
    if (timeouts.length) problems.push(`${timeouts.length} requests unanswered for 15 s`);
    if (fiveOhThrees.length === 0 && fiveHundreds.length === 0 && timeouts.length === 0)
      problems.push('no failure seen: the database outage was not observed');
    if (!Number.isFinite(backAt)) problems.push('PostgreSQL did not come back while the load ran');
    if (recoveryMs === null || recoveryMs > 10_000)
      problems.push(`not serving again within 10 s of the database returning (${recoveryMs})`);
    if (failuresLater) problems.push(`${failuresLater} failures more than 10 s after the database returned`);
    return {
      name: 'PostgreSQL restart under load',
      respondents: options.respondents,
      restartAtS: round((restartAt - load.startedAt) / 1000),
      restartCommandMs: round(commandDoneAt - restartAt, 0),
      databaseWentDownAfterMs: down ? round(down.at - restartAt, 0) : null,
      databaseDownMs: down && back ? round(back.at - down.at, 0) : null,
      recoveryMs: recoveryMs === null ? null : round(recoveryMs, 0),
      lastFailureAfterBackMs: lastFailure && Number.isFinite(backAt) ? round(lastFailure - backAt, 0) : null,
      failuresAfterBack: failuresAfterBack.slice(0, 10),
      deadline503s,
      strayRejections,
      serverDied,
      statusesDuring,
      sample503: fiveOhThrees[0]?.body ?? null,
      all503Clear: fiveOhThrees.every((a) => clear(a.body)),
      fiveHundreds: fiveHundreds.length,
      sample500: fiveHundreds[0]?.body ?? null,
      timeouts,
      failuresLaterThan10s: failuresLater,
      serverErrors,
      check,
      pass: problems.length === 0,
      problems,
    };
  } finally {
    process.off('unhandledRejection', onStray);
    if (strays.length)
      console.warn(
        `  the bench's own database clients saw ${strays.length} stray errors: ${strays.slice(0, 3).join(', ')}`,
      );
    await database.drop();
  }
}
