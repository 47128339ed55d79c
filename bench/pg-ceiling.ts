import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadConfig } from '../src/server/config/env';
import { openDatabase } from '../src/server/db/client';
import { prepareDatabase } from '../src/server/db/prepare';
import { SAVE_ANSWERS } from '../src/server/modules/assessment/repository';
import { createBenchDatabase } from './lib/postgres';
import { percentile, round } from './lib/stats';

const run = promisify(execFile);

/**
 * PostgreSQL's own ceiling for the answer write: pgbench runs the statement the server runs for
 * `PUT …/answers/:questionId` (the repository's `SAVE_ANSWERS`, session check and upsert in one), as a
 * prepared statement, on a database with the product's schema and seed, on the same machine and in the
 * same bench run as the API load. Each pgbench client behaves like a respondent: it answers the 40
 * questions of a session in order, then takes a fresh session (inserts, as in the load; not updates of a
 * few hot rows). Nothing but the database and pgbench runs meanwhile.
 */
export const PGBENCH = process.env.PGBENCH ?? '/usr/bin/pgbench';

export type PgbenchFigures = {
  /** `answer`: the server's statement; `bare`: a plain insert … on conflict, without the session check */
  statement: 'answer' | 'bare';
  clients: number;
  threads: number;
  durationS: number;
  transactions: number;
  failed: number;
  /** statements per second (pgbench's tps without the initial connection time) */
  perSec: number;
  latency: { avg: number; p50: number; p90: number; p99: number; max: number };
  /** the run used more sessions than were prepared and wrapped round (then some upserts were updates) */
  wrapped: boolean;
};

export type PgCeiling = {
  pgbench: string;
  sessionsPrepared: number;
  runs: PgbenchFigures[];
  /** the best answer-statement run: the database's ceiling for the answer write */
  ceiling: PgbenchFigures | null;
};

/** Sessions get ids pgbench can compute from a number: 00000000-0000-4000-8000-<12 digits>. */
const SESSION_PREFIX = '00000000-0000-4000-8000-';
const sessionId = (n: string) => `('${SESSION_PREFIX}' || lpad(${n}::text, 12, '0'))`;
const SECRET_HASH = createHash('sha256').update('pg-ceiling').digest('hex');

/**
 * The pgbench script: each client walks its own sessions (base + client_id + clients × round), the
 * questions in order, one statement per transaction. The server's statement text is used as it is, its
 * three parameters computed from pgbench's integer variables (pgbench has no string variables): a few
 * string operations per statement, which the server's own parameters don't cost.
 */
function script(statement: 'answer' | 'bare', questionIds: string[], versionId: string): string {
  const statementFor = (questionId: string) => {
    const text =
      statement === 'answer'
        ? SAVE_ANSWERS.replace('$1::uuid', `${sessionId(':sid')}::uuid`)
            .replace('$2::text', `('{"${questionId}": ' || :v::int || '}')`)
            .replace('$3::text', `'${SECRET_HASH}'`)
        : `insert into responses (session_id, version_id, question_id, value)
           values (${sessionId(':sid')}::uuid, '${versionId}', '${questionId}', :v::smallint)
           on conflict (session_id, question_id) do update set value = excluded.value, updated_at = now()`;
    if (/\$\d/.test(text)) throw new Error('pg-ceiling: a parameter of the statement was not replaced');
    // pgbench reads one SQL command per line unless it ends in a semicolon: one line each
    return `${text.replace(/\s+/g, ' ').trim()};`;
  };
  const lines = [
    '\\set v random(1, 5)',
    '\\set sid mod(:base + :client_id + :nclients * :round, :sessions) + 1',
    ...questionIds.flatMap((q, i) => [i === 0 ? `\\if :k = ${i}` : `\\elif :k = ${i}`, statementFor(q)]),
    '\\endif',
    '\\set k :k + 1',
    `\\if :k = ${questionIds.length}`,
    '\\set k 0',
    '\\set round :round + 1',
    '\\endif',
  ];
  return `${lines.join('\n')}\n`;
}

function pgEnv(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  return {
    ...process.env,
    PGHOST: u.hostname,
    PGPORT: u.port || '5432',
    PGUSER: decodeURIComponent(u.username || 'postgres'),
    PGDATABASE: u.pathname.slice(1),
    ...(u.password ? { PGPASSWORD: decodeURIComponent(u.password) } : {}),
  };
}

async function pgbench(options: {
  url: string;
  scriptFile: string;
  clients: number;
  durationS: number;
  base: number;
  sessions: number;
  logDir: string | null;
}): Promise<{ stdout: string; latenciesMs: number[] }> {
  const threads = Math.min(options.clients, os.cpus().length);
  const args = [
    '-n', // no pgbench tables to vacuum
    `--protocol=prepared`,
    `--client=${options.clients}`,
    `--jobs=${threads}`,
    `--time=${options.durationS}`,
    `--file=${options.scriptFile}`,
    `--define=base=${options.base}`,
    `--define=nclients=${options.clients}`,
    `--define=sessions=${options.sessions}`,
    '--define=k=0',
    '--define=round=0',
    ...(options.logDir ? ['--log', `--log-prefix=${path.join(options.logDir, 'tx')}`] : []),
  ];
  const { stdout } = await run(PGBENCH, args, {
    env: pgEnv(options.url),
    maxBuffer: 16 * 1024 * 1024,
    timeout: (options.durationS + 60) * 1000,
  });
  const latenciesMs: number[] = [];
  if (options.logDir)
    for (const file of readdirSync(options.logDir)) {
      // client_id transaction_no time_us script_no epoch_s epoch_us
      for (const line of readFileSync(path.join(options.logDir, file), 'utf8').split('\n')) {
        const us = Number(line.split(' ')[2]);
        if (Number.isFinite(us) && line) latenciesMs.push(us / 1000);
      }
    }
  if (options.logDir) rmSync(options.logDir, { recursive: true, force: true });
  return { stdout, latenciesMs };
}

/** The PostgreSQL connections of the server the API load runs (its default pool: DATABASE_POOL_MAX unset). */
export function serverPoolSize(): number {
  return loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/pool',
    AUTH_SECRET: 'x'.repeat(48),
    PUBLIC_URL: 'http://127.0.0.1:1',
  }).databasePoolMax;
}

const figure = (stdout: string, re: RegExp) => Number(re.exec(stdout)?.[1] ?? Number.NaN);

/**
 * A fresh database (migrated and seeded by the product's own code), `sessions` open sessions of the
 * published version, then per client count an unmeasured warm-up and a measured run of `durationS`.
 */
export async function measurePgCeiling(options: {
  clients: number[];
  durationS: number;
  warmupS: number;
  statements?: ('answer' | 'bare')[];
  sessions?: number;
}): Promise<PgCeiling> {
  if (!existsSync(PGBENCH))
    throw new Error(`No pgbench at ${PGBENCH} (Debian: apt-get install postgresql-client)`);
  const sessions = options.sessions ?? 60_000;
  const db = await createBenchDatabase('uplift_ceiling');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'uplift-ceiling-'));
  try {
    const handle = await openDatabase({ kind: 'postgres', url: db.url, max: 2 });
    try {
      await prepareDatabase(handle);
    } finally {
      await handle.close();
    }
    const [version] = await db.sql<{ id: string; assessment_id: string }[]>`
      select v.id, v.assessment_id from questionnaire_versions v
      join assessments a on a.id = v.assessment_id
      where a.is_active and v.status = 'published' order by a.created_at limit 1`;
    if (!version) throw new Error('pg-ceiling: no published version after seeding');
    const questionIds = (
      await db.sql<{ id: string }[]>`
        select q.id from questions q join chapters c on c.version_id = q.version_id and c.id = q.chapter_id
        where q.version_id = ${version.id} order by c.position, q.position`
    ).map((r) => r.id);
    // as `POST /api/sessions` creates them: open, anonymous, on the published version
    await db.sql`
      insert into assessment_sessions (id, assessment_id, version_id, visitor_id, secret_hash)
      select (${SESSION_PREFIX} || lpad(n::text, 12, '0'))::uuid, ${version.assessment_id}, ${version.id},
        'pg-ceiling-' || n, ${SECRET_HASH}
      from generate_series(1, ${sessions}) n`;
    await db.sql`vacuum analyze`;

    const runs: PgbenchFigures[] = [];
    let base = 0;
    for (const statement of options.statements ?? ['answer']) {
      const scriptFile = path.join(dir, `${statement}.sql`);
      writeFileSync(scriptFile, script(statement, questionIds, version.id));
      for (const clients of options.clients) {
        const common = { url: db.url, scriptFile, clients, sessions };
        if (options.warmupS > 0) {
          const warm = await pgbench({ ...common, durationS: options.warmupS, base, logDir: null });
          base += Math.ceil(figure(warm.stdout, /transactions actually processed: (\d+)/) / 40) + clients;
        }
        const logDir = mkdtempSync(path.join(dir, 'log-'));
        const { stdout, latenciesMs } = await pgbench({
          ...common,
          durationS: options.durationS,
          base,
          logDir,
        });
        const transactions = figure(stdout, /transactions actually processed: (\d+)/);
        base += Math.ceil(transactions / 40) + clients;
        const sorted = Float64Array.from(latenciesMs).sort();
        runs.push({
          statement,
          clients,
          threads: Math.min(clients, os.cpus().length),
          durationS: options.durationS,
          transactions,
          failed: figure(stdout, /failed transactions: (\d+)/) || 0,
          perSec: round(figure(stdout, /tps = ([\d.]+) \(without initial connection time\)/), 0),
          latency: {
            avg: round(figure(stdout, /latency average = ([\d.]+) ms/), 2),
            p50: round(percentile(sorted, 50), 2),
            p90: round(percentile(sorted, 90), 2),
            p99: round(percentile(sorted, 99), 2),
            max: round(sorted.length ? (sorted[sorted.length - 1] as number) : Number.NaN, 2),
          },
          wrapped: base > sessions,
        });
      }
    }
    const answerRuns = runs.filter((r) => r.statement === 'answer');
    const ceiling = answerRuns.reduce<PgbenchFigures | null>(
      (best, r) => (!best || r.perSec > best.perSec ? r : best),
      null,
    );
    const { stdout: version15 } = await run(PGBENCH, ['--version']);
    return { pgbench: version15.trim(), sessionsPrepared: sessions, runs, ceiling };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await db.drop();
  }
}

/** `npx tsx bench/pg-ceiling.ts [seconds] [clients,…] [bare]`: the ceiling alone, printed as JSON. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const seconds = Number(process.argv[2] ?? 30);
  const clients = (process.argv[3] ?? '8,50').split(',').map(Number);
  const statements: ('answer' | 'bare')[] = process.argv[4] === 'bare' ? ['answer', 'bare'] : ['answer'];
  const result = await measurePgCeiling({ clients, durationS: seconds, warmupS: 3, statements });
  console.log(JSON.stringify(result, null, 2));
}
