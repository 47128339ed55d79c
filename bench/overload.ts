import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { respondentLoad, seedCompletedSessions } from './api-load';
import { type CpuSplit, runQueue, splitCpus } from './lib/cpu-pin';
import {
  ACHIEVED_SHARE,
  type Latency,
  ON_SCHEDULE_MS,
  type OpenLoadFigures,
  openLoad,
} from './lib/open-load';
import { pinBackends } from './lib/pin-backends';
import { createBenchDatabase } from './lib/postgres';
import { loadAverage, treeCpuSeconds } from './lib/proc';
import { questionIds } from './lib/respondent';
import { type ArrivalPlan, arrival, planSize, seedSessions } from './lib/respondent-arrivals';
import { type ServerHandle, startServer } from './lib/server';
import { round } from './lib/stats';

/**
 * Overload: more respondent requests than the server can serve, offered at a fixed rate in the respondent
 * path's mix (an open model: arrivals do not wait for answers, as real visitors don't; a shed request is
 * not sent again). With shedding on, the server answers the excess 503 + Retry-After at once and the
 * requests it accepts stay about as fast as at the sustainable load; without it every request waits in
 * one growing queue.
 *
 * The server runs on CPU 0 alone; this generator and PostgreSQL's backends of the bench database run on
 * CPU 1 (taskset), so "sustainable" and "3×" are measured against the same server capacity and neither
 * the generator nor the database preempts the server it loads (cluster-wide PostgreSQL processes are
 * left where they are). The generator sends over keep-alive connections opened beforehand
 * (lib/keep-alive-pool.ts) and reports how well it kept its schedule.
 *
 *   flock /tmp/uplift-bench.lock npx tsx bench/overload.ts      PostgreSQL, 3×, 10 s runs, with and without shedding
 *   npx tsx bench/overload.ts --database=pglite --seconds=5 --factor=2 --no-compare --json
 */

export type OverloadReport = {
  database: 'postgres' | 'pglite';
  serverProcesses: number;
  /** the CPUs the server, the generator and PostgreSQL's backends of the bench database were pinned to */
  cpus: CpuSplit;
  connections: number;
  factor: number;
  /** the closed-model respondent path (api-load's), `connections` at once */
  sustainable: {
    /** answered 2xx per second: the rate `factor` multiplies */
    requestsPerSec: number;
    /** answers other than 2xx (a 503 here would mean the server sheds at its sustainable load) */
    non2xx: number;
    answersPerSec: number;
    answers50: number;
    answers99: number;
    serverCpuCores: number;
    /** share of the run the server's event loop waited for its CPU (other work on it) */
    serverCpuWaitShare: number;
    loadAverage: number;
    /** the server's own figures over the run; a request shed here is a failure of the shedding rule */
    server: ServerSide;
  };
  shedding: OpenLoadFigures;
  /** requests shed during the run with shedding, by the signal that was over its limit (the server's metrics) */
  shedBySignal: Record<string, number>;
  /** the server's own figures over the run with shedding */
  sheddingServer: ServerSide;
  /** the same offered load with OVERLOAD_SHEDDING=false; null when not measured */
  noShedding: OpenLoadFigures | null;
  noSheddingServer: ServerSide | null;
};

/** The servers expose their metrics (shed requests by signal) with this token. */
const METRICS_TOKEN = randomBytes(24).toString('hex');

/** The server's event-loop delay while a run lasted (prom-client's histogram, reset by each scrape), ms. */
export type LoopDelay = { mean: number; p50: number; p90: number; p99: number; max: number };

/** What the server says about itself over a run: from one scrape of /metrics to the next. */
export type ServerSide = {
  /** requests shed in the run, by the signal that was over its limit (uplift_overload_shed_total) */
  shedBySignal: Record<string, number>;
  /** how late the server's event loop ran what was due (its 10 ms timer): a request's wait before we see it */
  loopDelay: LoopDelay;
  /** garbage collection in the run: seconds and collections (nodejs_gc_duration_seconds) */
  gcS: number;
  gcCount: number;
};

type Scrape = { shed: Record<string, number>; loop: LoopDelay; gcS: number; gcCount: number };

async function scrape(url: string): Promise<Scrape> {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await res.text();
  const shed: Record<string, number> = {};
  for (const m of text.matchAll(/^uplift_overload_shed_total\{signal="(\w+)"\} (\d+)/gm))
    shed[m[1] as string] = Number(m[2]);
  const gauge = (name: string) =>
    round(Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN) * 1000, 1);
  const sum = (name: string) =>
    [...text.matchAll(new RegExp(`^${name}\\{[^}]*\\} (\\S+)$`, 'gm'))].reduce((n, m) => n + Number(m[1]), 0);
  return {
    shed,
    loop: {
      mean: gauge('nodejs_eventloop_lag_mean_seconds'),
      p50: gauge('nodejs_eventloop_lag_p50_seconds'),
      p90: gauge('nodejs_eventloop_lag_p90_seconds'),
      p99: gauge('nodejs_eventloop_lag_p99_seconds'),
      max: gauge('nodejs_eventloop_lag_max_seconds'),
    },
    gcS: sum('nodejs_gc_duration_seconds_sum'),
    gcCount: sum('nodejs_gc_duration_seconds_count'),
  };
}

/** `fn`, with the server's own figures over it (a scrape before resets the event-loop histogram). */
async function observed<T>(url: string, fn: () => Promise<T>): Promise<[T, ServerSide]> {
  const before = await scrape(url);
  const value = await fn();
  const after = await scrape(url);
  const shedBySignal = Object.fromEntries(
    Object.entries(after.shed)
      .map(([k, n]) => [k, n - (before.shed[k] ?? 0)] as const)
      .filter(([, n]) => n > 0),
  );
  return [
    value,
    {
      shedBySignal,
      loopDelay: after.loop,
      gcS: round(after.gcS - before.gcS, 2),
      gcCount: after.gcCount - before.gcCount,
    },
  ];
}

/** The command that measures this section alone. */
export const OVERLOAD_COMMAND = 'flock /tmp/uplift-bench.lock npx tsx bench/overload.ts';

/**
 * A server on a fresh database (PostgreSQL or PGlite), pinned to its CPU with this process and the
 * database's backends on the other, warmed up; stopped, unpinned and dropped after `fn`.
 */
async function withServer<T>(
  options: { database: 'postgres' | 'pglite'; env: Record<string, string>; warmupS: number },
  fn: (server: ServerHandle, ids: string[], cpus: CpuSplit) => Promise<T>,
): Promise<T> {
  const pg = options.database === 'postgres' ? await createBenchDatabase('uplift_overload') : null;
  const dataDir = pg ? null : mkdtempSync(path.join(os.tmpdir(), 'uplift-overload-'));
  try {
    const server = await startServer({
      trustProxy: true,
      env: { METRICS_TOKEN, ...options.env },
      ...(pg ? { databaseUrl: pg.url } : { dataDir: dataDir as string }),
    });
    const split = splitCpus(server.pid);
    // PGlite runs inside the server process: nothing else to pin
    const backends =
      pg && split.generator
        ? await pinBackends({ sql: pg.sql, url: pg.url, database: pg.name, cpu: split.generator })
        : null;
    const cpus: CpuSplit = {
      server: split.server,
      generator: split.generator,
      database: backends && backends.reason === null ? split.generator : null,
      ...((split.reason ?? backends?.reason) ? { reason: split.reason ?? backends?.reason ?? '' } : {}),
    };
    try {
      const ids = await questionIds(server.url);
      if (options.warmupS > 0)
        await respondentLoad({
          url: server.url,
          connections: 10,
          durationS: options.warmupS,
          questionIds: ids,
        });
      return await fn(server, ids, cpus);
    } finally {
      await backends?.stop();
      split.restore();
      await server.stop('SIGTERM');
    }
  } finally {
    await pg?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `ratePerSec` for `durationS` in the respondent path's mix, on sessions created just before. */
async function offer(server: ServerHandle, ids: string[], ratePerSec: number, durationS: number) {
  const size = planSize(ids.length, ratePerSec, Math.round(ratePerSec * durationS));
  const plan: ArrivalPlan = {
    ids,
    spread: size.spread,
    sessions: await seedSessions(server.url, size.sessions),
    opening: await seedSessions(server.url, size.opening),
    completed: await seedCompletedSessions(server.url, ids, size.completed),
  };
  return observed(server.url, () =>
    openLoad({
      url: server.url,
      ratePerSec,
      durationS,
      serverPid: server.pid,
      next: (k) => arrival(k, plan),
    }),
  );
}

/**
 * The sustainable load first (the closed-model respondent path, `connections` at once), then `factor`
 * times its request rate offered open-model, with shedding and (unless `compare` is false) without.
 */
export async function measureOverload(options: {
  database: 'postgres' | 'pglite';
  connections?: number;
  /** seconds of each measured run */
  durationS?: number;
  factor?: number;
  compare?: boolean;
  warmupS?: number;
}): Promise<OverloadReport> {
  const connections = options.connections ?? 50;
  const durationS = options.durationS ?? 10;
  const factor = options.factor ?? 3;
  const warmupS = options.warmupS ?? 3;
  const { database } = options;
  let serverProcesses = 1;
  let cpus: CpuSplit = { server: null, generator: null, database: null };
  const { sustainable, shedding, sheddingServer } = await withServer(
    { database, env: {}, warmupS },
    async (server, ids, split) => {
      serverProcesses = server.processes;
      cpus = split;
      const load = loadAverage();
      const cpu0 = treeCpuSeconds(server.pid);
      const queue0 = runQueue(server.pid);
      const [closed, closedServer] = await observed(server.url, () =>
        respondentLoad({ url: server.url, connections, durationS, questionIds: ids }),
      );
      const answer = closed.figures.kinds.answer;
      const ok = Object.values(closed.figures.kinds).reduce((n, kind) => n + kind.ok, 0);
      const sustainable = {
        requestsPerSec: round(ok / closed.figures.durationS, 0),
        non2xx: closed.figures.non2xx,
        answersPerSec: closed.figures.answersPerSec,
        answers50: answer?.p50 ?? Number.NaN,
        answers99: answer?.p99 ?? Number.NaN,
        serverCpuCores: round((treeCpuSeconds(server.pid) - cpu0) / closed.figures.durationS, 2),
        serverCpuWaitShare: round((runQueue(server.pid).waitS - queue0.waitS) / closed.figures.durationS, 2),
        loadAverage: load,
        server: closedServer,
      };
      const [shedding, sheddingServer] = await offer(
        server,
        ids,
        sustainable.requestsPerSec * factor,
        durationS,
      );
      return { sustainable, shedding, sheddingServer };
    },
  );
  const [noShedding, noSheddingServer] =
    options.compare === false
      ? [null, null]
      : await withServer({ database, env: { OVERLOAD_SHEDDING: 'false' }, warmupS }, (server, ids, split) => {
          // the split reported is the one both runs had
          if (cpus.database && !split.database)
            cpus = { ...cpus, database: null, reason: split.reason ?? 'backends not pinned in every run' };
          return offer(server, ids, sustainable.requestsPerSec * factor, durationS);
        });
  return {
    database,
    serverProcesses,
    cpus,
    connections,
    factor,
    sustainable,
    shedding,
    shedBySignal: sheddingServer.shedBySignal,
    sheddingServer,
    noShedding,
    noSheddingServer,
  };
}

/**
 * The budget's figure: accepted answers' p99 from their arrival, what a visitor waits: the server's
 * queue, its answer, and any wait for a connection the server still held, without the generator's own
 * lag (reported beside it). Null when the generator did not produce the offered load (it sent less
 * than ACHIEVED_SHARE of it in the run): then the run was not the overload it claims to be.
 */
export function judgedAnswerP99(f: OpenLoadFigures): number | null {
  return f.achievedPerSec >= ACHIEVED_SHARE * f.offeredPerSec ? f.fromArrival.answers.p99 : null;
}

const ms = (n: number) => (Number.isFinite(n) ? `${n} ms` : '–');
const pct = (n: number) => (Number.isFinite(n) ? `${round(n * 100, 1)} %` : '–');
const spread = (l: Latency) => `${ms(l.p50)} / ${ms(l.p99)}`;

/** The markdown section for bench/results. */
export function renderOverload(report: OverloadReport): string {
  const { sustainable: s, shedding, noShedding, cpus } = report;
  const runs: [string, OpenLoadFigures][] = [
    ['shedding on', shedding],
    ...(noShedding ? [['shedding off', noShedding] as [string, OpenLoadFigures]] : []),
  ];
  const pinned = !cpus.server
    ? `nothing pinned (${cpus.reason ?? 'taskset unavailable'}): the generator shares the server's CPUs`
    : cpus.database
      ? `server pinned to CPU ${cpus.server}; load generator and PostgreSQL's backends to CPU ${cpus.generator} (taskset; PostgreSQL's cluster-wide processes not pinned)`
      : report.database === 'postgres'
        ? `server pinned to CPU ${cpus.server}, load generator to CPU ${cpus.generator} (taskset); PostgreSQL not pinned (${cpus.reason ?? 'it runs on both'})`
        : `server pinned to CPU ${cpus.server}, load generator to CPU ${cpus.generator} (taskset)`;
  const generatorRow = (label: string, f: OpenLoadFigures) =>
    `| ${label} | ${f.offeredPerSec} | ${f.achievedPerSec} | ${f.sentPerSec} | ${ms(f.generator.lag.p50)} / ${ms(f.generator.lag.p99)} / ${ms(f.generator.lag.max)} | ${f.generator.onSchedule ? 'yes' : '**no**'} | ${f.generator.cpuCores} (waiting ${pct(f.generator.cpuWaitShare)}) | ${f.serverCpuCores} (waiting ${pct(f.serverCpuWaitShare)}) | ${f.connections.size} (${f.connections.reconnects} reopened) | ${f.connections.waited}${f.connections.waited ? `, p99 ${ms(f.connections.wait.p99)}` : ''} | ${f.loadAverage.before} → ${f.loadAverage.after} |`;
  const answerRow = (label: string, f: OpenLoadFigures) =>
    `| ${label} | ${f.acceptedPerSec} | ${f.answersPerSec} | ${pct(f.shedShare)} | ${spread(f.fromArrival.accepted)} | ${spread(f.fromSend.accepted)} | ${ms(f.fromSchedule.answers.p99)} | **${ms(f.fromArrival.answers.p99)}** | ${ms(f.fromSend.answers.p99)} | ${spread(f.fromArrival.shed)} | ${pct(f.retryAfterShare)} | ${
      Object.entries(f.other)
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ') || '–'
    }${f.unanswered ? `, unanswered: ${f.unanswered}` : ''} |`;
  const serverRow = (label: string, side: ServerSide, shedFromSend: string) =>
    `| ${label} | ${ms(side.loopDelay.mean)} | ${ms(side.loopDelay.p50)} / ${ms(side.loopDelay.p90)} / ${ms(side.loopDelay.p99)} / ${ms(side.loopDelay.max)} | ${side.gcS} s (${side.gcCount}) | ${
      Object.entries(side.shedBySignal)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ') || 'none'
    } | ${shedFromSend} |`;
  return [
    '## Overload',
    '',
    `${report.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${report.serverProcesses} server process(es); ${pinned}. ` +
      `Sustainable load (respondent path, ${report.connections} connections, closed model, load average ${s.loadAverage}): ` +
      `${s.requestsPerSec} requests/s answered 2xx (${s.non2xx} others), ${s.answersPerSec} answers/s, answer p50 ${ms(s.answers50)}, p99 ${ms(s.answers99)}, server CPU ${s.serverCpuCores} cores, its event loop waiting for the CPU ${pct(s.serverCpuWaitShare)} of the time. ` +
      `Then ${report.factor}× that request rate offered at a fixed arrival rate for ${shedding.durationS} s over keep-alive connections opened beforehand ` +
      `(the offered rate × 250 ms, at least 512), a new server for each run. Reproduce: \`${OVERLOAD_COMMAND}\`.`,
    '',
    'The generator: the rate it achieved (arrivals it sent on their way in the run) and the rate written to ' +
      'connections; how late it sent arrivals (its lag, p50 / p99 / max after their scheduled time), and whether ' +
      `it kept its schedule (lag p99 ≤ ${ON_SCHEDULE_MS} ms); CPU in cores while the schedule ran, and the share of ` +
      'the time the main thread was ready but waited for its CPU (other work on the machine); requests that ' +
      'found every connection busy (held by requests the server had not answered).',
    '',
    '| run | offered req/s | achieved req/s | written req/s | generator lag | on schedule | generator CPU | server CPU | connections | waited for a connection | load average |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...runs.map(([label, f]) => generatorRow(label, f)),
    '',
    "The answers, p50 / p99, from three moments: the scheduled time (the generator's lag included), the " +
      'arrival (when the generator sent the request on its way: what a visitor waits, a wait for a connection ' +
      "included) and the send (written to a connection: the server's own time). The budget uses the answer p99 " +
      "from arrival: everything the server made the request wait, nothing of the generator's lateness; judged " +
      `when the generator achieved at least ${pct(ACHIEVED_SHARE)} of the offered rate.`,
    '',
    '| run | accepted req/s | answers/s | shed (503 overloaded) | accepted, from arrival | accepted, from send | answer p99, from schedule | answer p99, from arrival | answer p99, from send | shed, from arrival | 503 with Retry-After | other |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...runs.map(([label, f]) => answerRow(label, f)),
    '',
    "The server's side, from its own metrics over each run: how late its event loop ran what was due " +
      '(a 10 ms timer; a request that arrives waits about this long before the server reads it, whatever ' +
      'the server then decides), garbage collection, and the requests it shed by the signal over its limit ' +
      '(uplift_overload_shed_total; at the sustainable load there must be none).',
    '',
    '| run | loop delay mean | loop delay p50 / p90 / p99 / max | GC (collections) | shed by signal | shed p50 / p99 from send |',
    '|---|---|---|---|---|---|',
    serverRow('sustainable (closed, 50)', s.server, '–'),
    serverRow('shedding on', report.sheddingServer, spread(shedding.fromSend.shed)),
    ...(report.noSheddingServer ? [serverRow('shedding off', report.noSheddingServer, '–')] : []),
    '',
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const value = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const report = await measureOverload({
    database: value('database') === 'pglite' ? 'pglite' : 'postgres',
    durationS: Number(value('seconds') ?? 10),
    factor: Number(value('factor') ?? 3),
    connections: Number(value('connections') ?? 50),
    compare: !args.includes('--no-compare'),
  });
  console.log(renderOverload(report));
  if (args.includes('--json')) console.log(JSON.stringify(report, null, 2));
}
