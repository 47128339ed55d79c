import { randomUUID } from 'node:crypto';
import autocannon, { type Client, type Result } from 'autocannon';
import { openDatabase } from '../src/server/db/client';
import { generatePopulation } from '../src/server/modules/benchmarks/population';
import { benchmarksRepository } from '../src/server/modules/benchmarks/repository';
import { benchmarksService } from '../src/server/modules/benchmarks/service';
import type { JobQueue } from '../src/server/modules/jobs/queue';
import { type BenchDatabase, createBenchDatabase } from './lib/postgres';
import { CSRF_PAIR, nextIp } from './lib/respondent';
import { startServer } from './lib/server';
import { silentLog } from './lib/silent-log';
import { type KindSummary, median, Recorder, round } from './lib/stats';

/** The limits: reading a result's benchmarks, and a full recompute, at 100,000 assessments. */
export const BENCHMARK_LIMITS = { readP99Ms: 50, recomputeS: 10, entries: 100_000 } as const;

export type BenchmarksReport = {
  entries: number;
  /** generating the assessments in PostgreSQL (set-based SQL), for the record */
  seedS: number;
  /** each full recompute (every version, backfill check included), ms */
  recomputeMs: number[];
  recomputeMedianMs: number;
  /** people counted in the distributions after the recompute */
  counted: number;
  founders: number;
  read: { connections: number; durationS: number; requestsPerSec: number } & KindSummary;
  /** GET /api/me under the same load: what resolving a signed-in session costs on its own */
  signedInFloor: { requestsPerSec: number; p50: number; p99: number; statuses: Record<string, number> };
  pass: { read: boolean; recompute: boolean };
};

export type Founder = { cookie: string; ip: string; resultId: string; reads: number };
/** Reads per founder in the warm-up and the run together (the default rate limit is 200 a minute). */
const READS_PER_FOUNDER = 180;

/** A signed-up founder with a profile and a completed, claimed assessment, from an address of its own. */
export async function founder(baseUrl: string, questionIds: string[], index: number): Promise<Founder> {
  const ip = nextIp();
  const cookies = new Map<string, string>([['uplift.csrf', CSRF_PAIR['x-csrf-token']]]);
  const cookie = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const call = async (
    method: string,
    pathname: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    for (let attempt = 1; ; attempt++) {
      const res = await fetch(`${baseUrl}${pathname}`, {
        method,
        headers: {
          origin: baseUrl,
          cookie: cookie(),
          'x-csrf-token': CSRF_PAIR['x-csrf-token'],
          'x-forwarded-for': ip,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair?.indexOf('=') ?? -1;
        if (pair && at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const text = await res.text();
      if (res.status === 503 && attempt < 10) {
        await new Promise((r) => setTimeout(r, 1000));
        continue;
      }
      if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${text.slice(0, 200)}`);
      return text ? (JSON.parse(text) as Record<string, unknown>) : {};
    }
  };
  const stages = ['bootstrapped', 'pre-seed', 'seed', 'series-a', 'post-series-a'];
  const teams = ['1-10', '11-30', '31-100', '>100'];
  const credentials = { email: `bench-${randomUUID()}@example.com`, password: randomUUID() };
  // sign-up never answers a session (docs/decisions/012): the web signs in next, and so do we
  await call('POST', '/api/auth/sign-up/email', { name: `Bench Founder ${index}`, ...credentials });
  await call('POST', '/api/auth/sign-in/email', credentials);
  await call('PATCH', '/api/me/profile', {
    fundraising_stage: stages[index % stages.length],
    team_size: teams[index % teams.length],
  });
  const session = (await call('POST', '/api/sessions', { visitorId: `bench-${randomUUID()}` })) as {
    id: string;
    secret: string;
  };
  const answers = Object.fromEntries(questionIds.map((q, i) => [q, ((i + index) % 5) + 1]));
  await call(
    'POST',
    `/api/sessions/${session.id}/complete`,
    { answers },
    { 'x-session-secret': session.secret },
  );
  await call('POST', '/api/me/sessions/claim', { id: session.id, secret: session.secret });
  return { cookie: cookie(), ip, resultId: session.id, reads: 0 };
}

/** GET /api/me/results/:id/benchmarks (or `path`), `connections` at once, round robin over the founders. */
export async function readLoad(
  url: string,
  founders: Founder[],
  connections: number,
  durationS: number,
  path: (f: Founder) => string = (f) => `/api/me/results/${f.resultId}/benchmarks`,
) {
  const recorder = new Recorder();
  let next = 0;
  let stop = () => {};
  const result = await new Promise<Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: durationS,
        requests: [
          {
            method: 'GET',
            setupRequest(request) {
              const f = founders[next++ % founders.length] as Founder;
              // each founder's address may make 200 calls a minute: stop before one would be limited
              if (++f.reads >= READS_PER_FOUNDER) stop();
              return {
                ...request,
                path: path(f),
                headers: { cookie: f.cookie, 'x-forwarded-for': f.ip },
              };
            },
          },
        ],
      },
      (error, r) => (error ? reject(error) : resolve(r)),
    );
    stop = () => instance.stop();
    instance.on('response', (_client: Client<unknown>, status: number, _bytes: number, ms: number) =>
      recorder.record('benchmarks', status, ms),
    );
  });
  return { recorder, seconds: result.duration };
}

/**
 * A database ready for reading benchmarks: `founders` signed-up founders with a profile and a claimed
 * result, then `entries` completed assessments generated by set-based SQL (70 % accounts over the
 * stages and team sizes, 30 % anonymous), vacuumed; the recomputes the founders' completions queued
 * are removed, so that a read load measures reads (the caller recomputes).
 */
export async function seedBenchmarks(
  url: string,
  pg: BenchDatabase,
  options: { entries: number; founders: number },
): Promise<{ founders: Founder[]; seedS: number }> {
  const q = (await (
    await fetch(`${url}/api/questionnaire`, { headers: { 'x-forwarded-for': nextIp() } })
  ).json()) as {
    assessment: { id: string };
    questions: { id: string }[];
  };
  const questionIds = q.questions.map((x) => x.id);
  const founders: Founder[] = [];
  for (let start = 0; start < options.founders; start += 10)
    founders.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, options.founders - start) }, (_, i) =>
          founder(url, questionIds, start + i),
        ),
      )),
    );
  const [version] = await pg.sql<{ id: string }[]>`
    select v.id from questionnaire_versions v where v.status = 'published'`;
  const versionId = version?.id ?? '';
  const chapters = await pg.sql<{ id: string; area: 'inner' | 'outer' }[]>`
    select id::text, area from chapters where version_id = ${versionId}`;
  const run = (text: string, params: unknown[]) => pg.sql.unsafe(text, params as never[]);
  const seedStarted = performance.now();
  const accounts = Math.round(options.entries * 0.7);
  await generatePopulation(run, {
    prefix: 'bench-acct',
    count: accounts,
    assessmentId: q.assessment.id,
    versionId,
    chapters,
    stage: '*',
    teamSize: '*',
  });
  await generatePopulation(run, {
    prefix: 'bench-anon',
    count: options.entries - accounts,
    assessmentId: q.assessment.id,
    versionId,
    chapters,
    anonymous: true,
  });
  // as autovacuum leaves a database that lives long: hint bits set, statistics known (without it the
  // first scan after the bulk insert rewrites every page)
  await pg.sql`vacuum analyze`;
  const seedS = (performance.now() - seedStarted) / 1000;
  // the founders' completions scheduled recomputes on the server: run by the caller instead, so the
  // read load measures reads
  await pg.sql`delete from jobs where kind = 'benchmarks-recompute' and status = 'queued'`;
  return { founders, seedS };
}

/** One full recompute (every version, the backfill check included) with the job's own code; ms. */
export async function recomputeAll(databaseUrl: string): Promise<number> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, max: 2 });
  try {
    const service = benchmarksService({
      repository: benchmarksRepository(database.db),
      jobs: {} as JobQueue,
      now: () => new Date(),
      log: silentLog,
    });
    const t0 = performance.now();
    await service.recompute(undefined);
    return Math.round(performance.now() - t0);
  } finally {
    await database.close();
  }
}

/**
 * The benchmarks at scale on PostgreSQL: 100,000 completed assessments generated in the database
 * (70 % accounts spread over the stages and team sizes, 30 % anonymous), a full recompute timed (three
 * times; the job's own code, run from here), then GET /api/me/results/:id/benchmarks at `connections`
 * concurrent for `durationS` by signed-in founders.
 */
export async function measureBenchmarks(options: {
  connections: number;
  durationS: number;
  warmupS: number;
  entries?: number;
  founders?: number;
}): Promise<BenchmarksReport> {
  const entries = options.entries ?? BENCHMARK_LIMITS.entries;
  const pg = await createBenchDatabase('uplift_benchmarks');
  try {
    const server = await startServer({ trustProxy: true, databaseUrl: pg.url });
    try {
      const seeded = await seedBenchmarks(server.url, pg, { entries, founders: options.founders ?? 250 });
      const { founders, seedS } = seeded;
      const recomputeMs: number[] = [];
      for (let i = 0; i < 3; i++) recomputeMs.push(await recomputeAll(pg.url));
      const [row] = await pg.sql<{ count: number }[]>`
        select count from benchmark_distributions where group_kind = 'all' and metric = 'overall'`;
      const counted = row?.count ?? 0;

      if (options.warmupS > 0) await readLoad(server.url, founders, 10, options.warmupS);
      const { recorder, seconds } = await readLoad(
        server.url,
        founders,
        options.connections,
        options.durationS,
      );
      const summary = recorder.summary('benchmarks');
      const read = {
        connections: options.connections,
        durationS: round(seconds),
        requestsPerSec: round(summary.count / seconds, 0),
        ...summary,
      };
      // the floor of any signed-in read on this host: GET /api/me, same founders and load, each from a
      // new address (its rate-limit count starts afresh; /api/me names no result to count by)
      for (const f of founders) {
        f.ip = nextIp();
        f.reads = 0;
      }
      const me = await readLoad(
        server.url,
        founders,
        options.connections,
        options.durationS,
        () => '/api/me',
      );
      const meSummary = me.recorder.summary('benchmarks');
      const signedInFloor = {
        requestsPerSec: round(meSummary.count / me.seconds, 0),
        p50: meSummary.p50,
        p99: meSummary.p99,
        statuses: meSummary.statuses,
      };
      const recomputeMedianMs = median(recomputeMs);
      return {
        entries,
        seedS: round(seedS, 1),
        recomputeMs,
        recomputeMedianMs,
        counted,
        founders: founders.length,
        read,
        signedInFloor,
        pass: {
          read: read.ok === read.count && read.p99 < BENCHMARK_LIMITS.readP99Ms,
          recompute: Math.max(...recomputeMs) < BENCHMARK_LIMITS.recomputeS * 1000,
        },
      };
    } finally {
      await server.stop('SIGTERM');
    }
  } finally {
    await pg.drop();
  }
}
