import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { respondentLoad } from './api-load';
import { createBenchDatabase } from './lib/postgres';
import { CSRF_PAIR, newVisitorId, nextIp, questionIds, randomAnswer } from './lib/respondent';
import { type ServerHandle, startServer } from './lib/server';
import { percentile, round } from './lib/stats';

/**
 * Overload: more respondent requests than the server can serve, offered at a fixed rate in the respondent
 * path's mix (an open model: arrivals do not wait for answers, as real visitors don't; a shed request is
 * not sent again). With shedding on, the server answers the
 * excess 503 + Retry-After at once and the requests it accepts stay about as fast as at the sustainable
 * load; without it every request waits in one growing queue.
 *
 *   npx tsx bench/overload.ts                        PostgreSQL, 3× the sustainable load, with and without shedding
 *   npx tsx bench/overload.ts --database=pglite --seconds=10 --factor=2 --no-compare
 *
 * Take `flock /tmp/uplift-bench.lock` around it when others measure on the machine.
 */

export type OpenLoadFigures = {
  offeredPerSec: number;
  durationS: number;
  /** requests sent (arrivals) */
  sent: number;
  /** answered 2xx */
  accepted: number;
  /** answered 503 `overloaded` (shed) */
  shed: number;
  shedShare: number;
  /** other answers by status (503 `unavailable` past the request deadline, 429, …) and network errors */
  other: Record<string, number>;
  /** still unanswered when the run ended (after a grace period) */
  unanswered: number;
  /** of the 503 answers, the share that carried Retry-After */
  retryAfterShare: number;
  acceptedPerSec: number;
  answersPerSec: number;
  /** latency from the scheduled arrival (client-side waiting included), ms */
  accepted50: number;
  accepted99: number;
  answers99: number;
  shed50: number;
  shed99: number;
};

export type OverloadReport = {
  database: 'postgres' | 'pglite';
  serverProcesses: number;
  connections: number;
  factor: number;
  /** the closed-model respondent path (api-load's), `connections` at once */
  sustainable: { requestsPerSec: number; answersPerSec: number; answers50: number; answers99: number };
  shedding: OpenLoadFigures;
  /** the same offered load with OVERLOAD_SHEDDING=false; null when not measured */
  noShedding: OpenLoadFigures | null;
};

/** A session created before the run, answered during it (see openLoad). */
type Seeded = { id: string; secret: string; ip: string };

/** The respondent path's requests, in order: questionnaire, create, one PUT per question, complete, result. */
const PATH_LENGTH = (questions: number) => questions + 4;
/**
 * A session is completed this many sessions after its answers were sent (so no answer arrives after
 * the completion), and its result read as many again later (so the completion has landed).
 */
const LAG = 10;

/** Sessions for the open-model run, created `concurrency` at once (not measured). */
async function seedSessions(url: string, count: number, concurrency = 20): Promise<Seeded[]> {
  const out: Seeded[] = [];
  let started = 0;
  const worker = async () => {
    while (started < count) {
      started++;
      const ip = nextIp();
      const res = await fetch(`${url}/api/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...CSRF_PAIR },
        body: JSON.stringify({ visitorId: newVisitorId() }),
      });
      if (res.status !== 201) {
        await res.arrayBuffer();
        started--;
        await new Promise((r) => setTimeout(r, 100));
        continue;
      }
      const { id, secret } = (await res.json()) as { id: string; secret: string };
      out.push({ id, secret, ip });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return out;
}

type Arrival = { kind: string; method: string; path: string; ip: string; secret?: string; body?: string };

/**
 * The k-th arrival: the respondent path's request mix, fixed whatever the answers were. Session
 * `k / PATH_LENGTH` (created beforehand) gets the answers; completions and result reads go to sessions
 * answered a little earlier (LAG). A completion carries every answer, as the web app sends what it still
 * holds (so it works when some answers were shed). A questionnaire read and a session creation stand for
 * the next respondent's first two steps.
 */
function arrival(k: number, ids: string[], sessions: Seeded[]): Arrival {
  const length = PATH_LENGTH(ids.length);
  const index = Math.floor(k / length);
  const position = k % length;
  const session = sessions[index % sessions.length] as Seeded;
  const json = (value: unknown) => JSON.stringify(value);
  if (position === 0)
    return { kind: 'questionnaire', method: 'GET', path: '/api/questionnaire', ip: nextIp() };
  if (position === 1)
    return {
      kind: 'create',
      method: 'POST',
      path: '/api/sessions',
      ip: nextIp(),
      body: json({ visitorId: newVisitorId() }),
    };
  const question = ids[position - 2];
  if (question !== undefined)
    return {
      kind: 'answer',
      method: 'PUT',
      path: `/api/sessions/${session.id}/answers/${question}`,
      ip: session.ip,
      secret: session.secret,
      body: json({ value: randomAnswer() }),
    };
  const lagged = (sessionsBefore: number) => sessions[Math.max(0, index - sessionsBefore)] as Seeded;
  if (position === length - 2) {
    const completing = lagged(LAG);
    return {
      kind: 'complete',
      method: 'POST',
      path: `/api/sessions/${completing.id}/complete`,
      ip: completing.ip,
      secret: completing.secret,
      body: json({ answers: Object.fromEntries(ids.map((q) => [q, randomAnswer()])) }),
    };
  }
  const earlier = lagged(2 * LAG);
  return {
    kind: 'result',
    method: 'GET',
    path: `/api/sessions/${earlier.id}/result`,
    ip: earlier.ip,
    secret: earlier.secret,
  };
}

/**
 * Respondent requests at `ratePerSec` for `durationS`, whatever the answers take (an open model), in the
 * respondent path's mix (see `arrival`). A shed request is not sent again: the arrivals are fixed.
 */
export async function openLoad(options: {
  url: string;
  ratePerSec: number;
  durationS: number;
  questionIds: string[];
  /** how long answers may still come after the last arrival */
  graceS?: number;
}): Promise<OpenLoadFigures> {
  const target = new URL(options.url);
  const total = Math.round(options.ratePerSec * options.durationS);
  const sessions = await seedSessions(
    options.url,
    Math.ceil(total / PATH_LENGTH(options.questionIds.length)) + 1,
  );
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const acceptedMs: number[] = [];
  const answerMs: number[] = [];
  const shedMs: number[] = [];
  const other: Record<string, number> = {};
  let sent = 0;
  let accepted = 0;
  let answers = 0;
  let unavailable503 = 0;
  let withRetryAfter = 0;
  let inFlight = 0;
  const bump = (key: string) => {
    other[key] = (other[key] ?? 0) + 1;
  };

  const send = (a: Arrival, scheduled: number) => {
    inFlight++;
    const headers: Record<string, string> = { 'x-forwarded-for': a.ip };
    if (a.body !== undefined) Object.assign(headers, { 'content-type': 'application/json' }, CSRF_PAIR);
    if (a.secret) headers['x-session-secret'] = a.secret;
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        method: a.method,
        path: a.path,
        headers,
        agent,
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          inFlight--;
          const ms = performance.now() - scheduled;
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) {
            accepted++;
            acceptedMs.push(ms);
            if (a.kind === 'answer') {
              answers++;
              answerMs.push(ms);
            }
            return;
          }
          if (status === 503) {
            unavailable503++;
            if (res.headers['retry-after']) withRetryAfter++;
            const code = /"code":"(\w+)"/.exec(Buffer.concat(chunks).toString())?.[1];
            if (code === 'overloaded') shedMs.push(ms);
            else bump(`503 ${code ?? ''}`.trim());
            return;
          }
          bump(`${status} ${a.kind}`);
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('ETIMEDOUT')));
    req.on('error', (error: NodeJS.ErrnoException) => {
      inFlight--;
      bump(error.code ?? error.message);
    });
    req.end(a.body);
  };

  const started = performance.now();
  const intervalMs = 1000 / options.ratePerSec;
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const due = Math.min(total, Math.floor((performance.now() - started) / intervalMs) + 1);
      for (; sent < due; sent++)
        send(arrival(sent, options.questionIds, sessions), started + sent * intervalMs);
      if (sent >= total) {
        clearInterval(tick);
        resolve();
      }
    }, 2);
  });
  const graceUntil = performance.now() + (options.graceS ?? 15) * 1000;
  while (inFlight > 0 && performance.now() < graceUntil) await new Promise((r) => setTimeout(r, 50));
  const unanswered = inFlight;
  agent.destroy();

  const sorted = (values: number[]) => Float64Array.from(values).sort();
  const acc = sorted(acceptedMs);
  const ans = sorted(answerMs);
  const shd = sorted(shedMs);
  return {
    offeredPerSec: round(options.ratePerSec, 0),
    durationS: options.durationS,
    sent,
    accepted,
    shed: shedMs.length,
    shedShare: round(shedMs.length / Math.max(1, sent), 3),
    other,
    unanswered,
    retryAfterShare: unavailable503 ? round(withRetryAfter / unavailable503, 3) : Number.NaN,
    acceptedPerSec: round(accepted / options.durationS, 0),
    answersPerSec: round(answers / options.durationS, 0),
    accepted50: round(percentile(acc, 50)),
    accepted99: round(percentile(acc, 99)),
    answers99: round(percentile(ans, 99)),
    shed50: round(percentile(shd, 50)),
    shed99: round(percentile(shd, 99)),
  };
}

/** A server on a fresh database (PostgreSQL or PGlite), stopped and dropped after `fn`. */
async function withServer<T>(
  database: 'postgres' | 'pglite',
  env: Record<string, string>,
  fn: (server: ServerHandle) => Promise<T>,
): Promise<T> {
  const pg = database === 'postgres' ? await createBenchDatabase('uplift_overload') : null;
  const dataDir = pg ? null : mkdtempSync(path.join(os.tmpdir(), 'uplift-overload-'));
  try {
    const server = await startServer({
      trustProxy: true,
      env,
      ...(pg ? { databaseUrl: pg.url } : { dataDir: dataDir as string }),
    });
    try {
      return await fn(server);
    } finally {
      await server.stop('SIGTERM');
    }
  } finally {
    await pg?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
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
  const durationS = options.durationS ?? 20;
  const factor = options.factor ?? 3;
  const warmupS = options.warmupS ?? 3;
  let serverProcesses = 1;
  const { sustainable, shedding } = await withServer(options.database, {}, async (server) => {
    serverProcesses = server.processes;
    const ids = await questionIds(server.url);
    if (warmupS > 0)
      await respondentLoad({ url: server.url, connections: 10, durationS: warmupS, questionIds: ids });
    const closed = await respondentLoad({ url: server.url, connections, durationS, questionIds: ids });
    const answer = closed.figures.kinds.answer;
    const sustainable = {
      requestsPerSec: closed.figures.requestsPerSec,
      answersPerSec: closed.figures.answersPerSec,
      answers50: answer?.p50 ?? Number.NaN,
      answers99: answer?.p99 ?? Number.NaN,
    };
    const shedding = await openLoad({
      url: server.url,
      ratePerSec: sustainable.requestsPerSec * factor,
      durationS,
      questionIds: ids,
    });
    return { sustainable, shedding };
  });
  const noShedding =
    options.compare === false
      ? null
      : await withServer(options.database, { OVERLOAD_SHEDDING: 'false' }, async (server) => {
          const ids = await questionIds(server.url);
          if (warmupS > 0)
            await respondentLoad({ url: server.url, connections: 10, durationS: warmupS, questionIds: ids });
          return openLoad({
            url: server.url,
            ratePerSec: sustainable.requestsPerSec * factor,
            durationS,
            questionIds: ids,
          });
        });
  return {
    database: options.database,
    serverProcesses,
    connections,
    factor,
    sustainable,
    shedding,
    noShedding,
  };
}

const ms = (n: number) => (Number.isFinite(n) ? `${n} ms` : '–');
const pct = (n: number) => (Number.isFinite(n) ? `${round(n * 100, 1)} %` : '–');

/** The markdown section for bench/results (the lead wires it into report.ts). */
export function renderOverload(report: OverloadReport): string {
  const { sustainable: s, shedding, noShedding } = report;
  const row = (label: string, f: OpenLoadFigures) =>
    `| ${label} | ${f.offeredPerSec} | ${f.acceptedPerSec} | ${f.answersPerSec} | ${pct(f.shedShare)} | ${ms(f.accepted50)} | ${ms(f.accepted99)} | ${ms(f.answers99)} | ${ms(f.shed99)} | ${pct(f.retryAfterShare)} | ${
      Object.entries(f.other)
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ') || '–'
    }${f.unanswered ? `, unanswered: ${f.unanswered}` : ''} |`;
  return [
    '## Overload',
    '',
    `${report.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${report.serverProcesses} server process(es). ` +
      `Sustainable load (respondent path, ${report.connections} connections, closed model): ` +
      `${s.requestsPerSec} requests/s, ${s.answersPerSec} answers/s, answer p50 ${ms(s.answers50)}, p99 ${ms(s.answers99)}. ` +
      `Then ${report.factor}× that request rate offered at a fixed arrival rate for ${shedding.durationS} s ` +
      '(latency counted from the scheduled arrival, so waiting in the client counts too).',
    '',
    '| run | offered req/s | accepted req/s | answers/s | shed (503 overloaded) | accepted p50 | accepted p99 | answer p99 | shed p99 | 503 with Retry-After | other |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    row('shedding on', shedding),
    ...(noShedding ? [row('shedding off', noShedding)] : []),
    '',
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const value = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const report = await measureOverload({
    database: value('database') === 'pglite' ? 'pglite' : 'postgres',
    durationS: Number(value('seconds') ?? 20),
    factor: Number(value('factor') ?? 3),
    connections: Number(value('connections') ?? 50),
    compare: !args.includes('--no-compare'),
  });
  console.log(renderOverload(report));
  if (args.includes('--json')) console.log(JSON.stringify(report, null, 2));
}
