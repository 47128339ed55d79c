import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type LoadFigures, respondentLoad, resultsLoad, seedCompletedSessions } from './api-load';
import { type Founder, founder, readLoad, recomputeAll, seedBenchmarks } from './benchmarks';
import { createBenchDatabase } from './lib/postgres';
import { cpuSeconds, loadAverage, treeCpuSeconds } from './lib/proc';
import { nextIp, questionIds } from './lib/respondent';
import { startServer } from './lib/server';

/**
 * `npm exec -- tsx bench/profile.ts [seconds] [connections] [full|answers|results|signed-in|benchmarks]`: the respondent path
 * of `--only=api` on a fresh PostgreSQL database with the server under `node --cpu-prof`, then the
 * server's self time per function and per package, where its time goes per stage of a request (see
 * `CATEGORIES`), the CPU per request of the server, of PostgreSQL's backends and of the load generator,
 * and the database transactions per request (from pg_stat_database). For finding where a request's CPU
 * goes; the bench's own figures come from bench/run.ts.
 * `answers` profiles the answer alone: each connection creates a session and answers its 40 questions,
 * again and again (1 create per 40 answers). `results` profiles GET …/result alone (over 300 completed
 * sessions). `signed-in` profiles GET /api/me by 100 signed-in founders: what resolving a session costs,
 * the floor of every signed-in read. `benchmarks` profiles GET /api/me/results/:id/benchmarks as the bench reads
 * it: 250 founders over PROFILE_ENTRIES (default 100,000) generated assessments, recomputed once. The tables cover the measured seconds only (not start-up or warm-up) when the profile's
 * clock can be matched with ours (both are CLOCK_MONOTONIC on Linux); else the whole process.
 * The server runs its default layout; `SERVER_PROCESSES=auto` (or a number) in this script's
 * environment profiles a cluster (`DATABASE_POOL_MAX` is passed on too). With a cluster every process
 * writes a profile: the tables add them up.
 */
const seconds = Number(process.argv[2] ?? 15);
const connections = Number(process.argv[3] ?? 50);
const MODES = ['full', 'answers', 'results', 'signed-in', 'benchmarks'] as const;
const mode = (process.argv[4] ?? 'full') as (typeof MODES)[number];
if (!MODES.includes(mode)) throw new Error(`unknown mode ${mode}: ${MODES.join(', ')}`);

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

/**
 * Stages of a request. Fastify runs callback-style hooks nested in each other's stacks, so a stack says
 * little about who called; what runs at the top of it does. A sample goes to the stage of its leaf frame
 * when that is a syscall, the parser or the collector (`LEAF`), else to the deepest frame on its stack
 * that names a stage (`CONTEXT`, first test that matches at that frame): zod under Fastify's validation
 * is validation, postgres.js under the rate limit's query is the driver, our own code is its module.
 * Asynchronous continuations carry only their own stack: a query's answer is parsed under postgres.js's
 * socket handler, so it counts as the driver whoever asked.
 */
const LEAF: [string, (url: string, fn: string) => boolean][] = [
  ['garbage collector', (_u, f) => f === '(garbage collector)'],
  ['(program: V8 and native code outside JS)', (_u, f) => f === '(program)'],
  ['socket writes (syscalls)', (_u, f) => f === 'writev' || f === 'writeBuffer' || f === 'writeUtf8String'],
  ['HTTP parsing (llhttp, headers)', (u, f) => /_http_incoming|_http_common/.test(u) || f === 'execute'],
  ['HTTP response (headers, end)', (u) => /_http_outgoing/.test(u)],
];
const CONTEXT: [string, (url: string, fn: string) => boolean][] = [
  ['rate limit (hook and store)', (u) => /plugins\/rate-limit/.test(u)],
  ['CSRF check and cookie parsing', (u) => /plugins\/csrf|@fastify\/cookie|node_modules\/cookie\//.test(u)],
  ['security: session-cookie check, cache headers', (u) => /modules\/security\//.test(u)],
  ['security headers', (u) => /security-headers|helmet/.test(u)],
  ['request deadline and error handling', (u) => /plugins\/error-handler/.test(u)],
  ['metrics and overload shedding', (u) => /modules\/metrics|prom-client|under-pressure/.test(u)],
  ['logging (pino, child loggers)', (u) => /node_modules\/pino|fastify\/lib\/logger/.test(u)],
  ['request validation (zod)', (u) => /fastify\/lib\/validation/.test(u)],
  ['response serialization', (u, f) => /fastify\/lib\/reply/.test(u) && /serializ/i.test(f)],
  ['compression hook', (u) => /@fastify\/compress/.test(u)],
  ['answer path: routes, service, repository', (u) => /modules\/assessment\//.test(u)],
  ['benchmarks: routes, service, repository', (u) => /modules\/benchmarks\//.test(u)],
  ['signed-in session (cookie, query, viewer)', (u) => /plugins\/(auth|viewer)|modules\/auth\//.test(u)],
  ['database driver (postgres.js, drizzle)', (u) => /node_modules\/(postgres|drizzle-orm)\//.test(u)],
  [
    'Fastify routing and hooks',
    (u) => /node_modules\/(fastify|find-my-way|avvio|fast-json-stringify)\//.test(u),
  ],
  ['other src/ code', (u) => /\/src\//.test(u)],
  ['Node HTTP server, sockets, timers, promises', (u) => /^node:/.test(u)],
];

/** Samples per stage, from the call tree, within `window` of the profile's clock (µs) when given. */
function byStage(profile: Profile, window: [number, number] | null): Map<string, number> {
  const parent = new Map<number, number>();
  const node = new Map<number, Node>();
  for (const n of profile.nodes) {
    node.set(n.id, n);
    for (const c of n.children ?? []) parent.set(c, n.id);
  }
  const stageOf = new Map<number, string>();
  const classify = (leaf: number): string => {
    const kept = stageOf.get(leaf);
    if (kept) return kept;
    const frames: Node['callFrame'][] = [];
    for (let id: number | undefined = leaf; id !== undefined; id = parent.get(id)) {
      const n = node.get(id);
      if (n) frames.push(n.callFrame);
    }
    const top = frames[0];
    let stage = top?.functionName === '(idle)' ? '(idle)' : undefined;
    if (!stage && top) stage = LEAF.find(([, test]) => test(top.url, top.functionName))?.[0];
    for (const f of stage ? [] : frames) {
      stage = CONTEXT.find(([, test]) => test(f.url, f.functionName))?.[0];
      if (stage) break;
    }
    stage ??= 'other (V8 builtins, native)';
    stageOf.set(leaf, stage);
    return stage;
  };
  const out = new Map<string, number>();
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    if (window && (t < window[0] || t > window[1])) return;
    const stage = classify(id);
    out.set(stage, (out.get(stage) ?? 0) + 1);
  });
  return out;
}

/**
 * GET /api/me (or a result's benchmarks) by the founders, as `LoadFigures` (the figures the other modes
 * print).
 */
async function signedInLoad(
  url: string,
  founders: Founder[],
  connections: number,
  durationS: number,
  path?: (f: Founder) => string,
) {
  const { recorder, seconds } = await readLoad(
    url,
    founders,
    connections,
    durationS,
    path ?? (() => '/api/me'),
  );
  const kind = recorder.summary('benchmarks');
  const count = kind.count;
  return {
    requests: count,
    requestsPerSec: Math.round(count / seconds),
    answersPerSec: 0,
    non2xx: count - kind.ok,
    errors: 0,
    kinds: { [path ? 'benchmarks' : 'me']: kind },
  } as unknown as LoadFigures;
}

/** Transactions committed and rolled back in the bench database so far. */
async function transactions(sql: Awaited<ReturnType<typeof createBenchDatabase>>['sql']): Promise<number> {
  const [row] = await sql<{ n: string }[]>`
    select (xact_commit + xact_rollback)::text as n from pg_stat_database where datname = current_database()`;
  return Number(row?.n ?? 0);
}

/** CPU seconds of every PostgreSQL process (backends, walwriter, checkpointer …) */
function postgresCpu(): number {
  let total = 0;
  for (const pid of execFileSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean))
    total += cpuSeconds(Number(pid)) || 0;
  return total;
}

const profDir = mkdtempSync(path.join(os.tmpdir(), 'uplift-prof-'));
const db = await createBenchDatabase('uplift_profile');
try {
  const server = await startServer({
    databaseUrl: db.url,
    trustProxy: true,
    // to compare layouts: SERVER_PROCESSES and DATABASE_POOL_MAX of this script's environment, if set
    env: Object.fromEntries(
      (['SERVER_PROCESSES', 'DATABASE_POOL_MAX'] as const).flatMap((k) =>
        process.env[k] ? [[k, process.env[k] as string]] : [],
      ),
    ),
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profDir}`],
  });
  let requests = 0;
  let serverMsPerRequest = Number.NaN;
  let window: [number, number] | null = null;
  try {
    const ids = await questionIds(server.url);
    // the benchmarks warm up on their own reads below: completions here would queue recomputes
    if (mode !== 'benchmarks')
      await respondentLoad({ url: server.url, connections: 10, durationS: 3, questionIds: ids });
    // RESULT_SESSIONS: how many distinct results are read round robin (the bench's results-only run reads ~2,400)
    const sessions =
      mode === 'results'
        ? await seedCompletedSessions(server.url, ids, Number(process.env.RESULT_SESSIONS ?? 300))
        : [];
    const founders: Founder[] = [];
    for (let i = 0; mode === 'signed-in' && i < 100; i += 10)
      founders.push(
        ...(await Promise.all([...Array(10).keys()].map((k) => founder(server.url, ids, i + k)))),
      );
    if (mode === 'benchmarks') {
      const entries = Number(process.env.PROFILE_ENTRIES ?? 100_000);
      founders.push(...(await seedBenchmarks(server.url, db, { entries, founders: 250 })).founders);
      console.log(`recomputed ${entries} generated assessments in ${await recomputeAll(db.url)} ms`);
      await readLoad(server.url, founders, 10, 3);
      // each founder's address starts the measured reads with its rate-limit budget whole
      for (const f of founders) {
        f.ip = nextIp();
        f.reads = 0;
      }
    }
    const load0 = loadAverage();
    // pg_stat_database is updated when a backend goes idle, at most every 10 s (PGSTAT_MIN_INTERVAL)
    await db.sql`select pg_stat_clear_snapshot()`;
    const x0 = await transactions(db.sql);
    const s0 = treeCpuSeconds(server.pid);
    const p0 = postgresCpu();
    const c0 = process.cpuUsage();
    const from = Number(process.hrtime.bigint() / 1000n);
    const figures: LoadFigures =
      mode === 'signed-in'
        ? await signedInLoad(server.url, founders, connections, seconds)
        : mode === 'benchmarks'
          ? await signedInLoad(
              server.url,
              founders,
              connections,
              seconds,
              (f) => `/api/me/results/${f.resultId}/benchmarks`,
            )
          : mode === 'results'
            ? await resultsLoad({ url: server.url, connections, durationS: seconds, sessions })
            : (
                await respondentLoad({
                  url: server.url,
                  connections,
                  durationS: seconds,
                  questionIds: ids,
                  path: mode === 'answers' ? 'answers' : 'full',
                })
              ).figures;
    window = [from, Number(process.hrtime.bigint() / 1000n)];
    const s = treeCpuSeconds(server.pid) - s0;
    const p = postgresCpu() - p0;
    const c = process.cpuUsage(c0);
    requests = figures.requests;
    serverMsPerRequest = (s * 1000) / requests;
    const per = (x: number) => ((x * 1000) / requests).toFixed(3);
    console.log(`${server.processes} server process(es), ${mode === 'full' ? 'respondent path' : mode}`);
    console.log(
      `load ${load0} → ${loadAverage()}; ${requests} requests, ${figures.requestsPerSec}/s, ${figures.answersPerSec} answers/s, non2xx ${figures.non2xx}, errors ${figures.errors}`,
    );
    for (const [kind, k] of Object.entries(figures.kinds)) console.log(`  ${kind}: ${JSON.stringify(k)}`);
    console.log(
      `CPU ms/request: server ${per(s)}, postgres ${per(p)}, load generator ${per((c.user + c.system) / 1e6)}`,
    );
    // let the backends report their counters (idle backends flush them within a second)
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await db.sql`select pg_stat_clear_snapshot()`;
    const x = (await transactions(db.sql)) - x0;
    console.log(
      `database transactions: ${x} (${(x / requests).toFixed(2)} per request${mode === 'answers' ? `, ${(x / Math.max(1, figures.kinds.answer?.count ?? 0)).toFixed(2)} per answer` : ''}); each statement outside a transaction is one`,
    );
  } finally {
    await server.stop('SIGTERM');
  }
  const files = readdirSync(profDir).filter((f) => f.endsWith('.cpuprofile'));
  if (files.length === 0) throw new Error('no profile written');
  const profiles = files.map((file) => JSON.parse(readFileSync(path.join(profDir, file), 'utf8')) as Profile);
  // the measured seconds only, when the profile's clock is ours (else the whole run, start-up included)
  const inWindow = (p: Profile) => window !== null && p.startTime < window[0] && p.endTime > window[1];
  const measuredOnly = profiles.every(inWindow);
  const stages = new Map<string, number>();
  for (const p of profiles)
    for (const [k, n] of byStage(p, measuredOnly ? window : null)) stages.set(k, (stages.get(k) ?? 0) + n);
  const busy = [...stages].filter(([k]) => k !== '(idle)').reduce((sum, [, n]) => sum + n, 0);
  console.log(
    `\nwhere the server's CPU goes (${measuredOnly ? 'measured seconds only' : 'whole process, start-up included'}; ${busy} busy samples; ms per request = share × ${serverMsPerRequest.toFixed(3)} ms):`,
  );
  for (const [name, n] of [...stages].filter(([k]) => k !== '(idle)').sort((a, b) => b[1] - a[1]))
    console.log(
      `${((n / busy) * 100).toFixed(1).padStart(5)}%  ${((n / busy) * serverMsPerRequest).toFixed(3)} ms  ${name}`,
    );
  // the same seconds per function (self time), to see which frames a stage is made of
  const inWindowByFunction = new Map<string, number>();
  for (const p of profiles) {
    const byId = new Map(p.nodes.map((n) => [n.id, n]));
    let t = p.startTime;
    p.samples.forEach((id, i) => {
      t += p.timeDeltas[i] ?? 0;
      if (measuredOnly && window && (t < window[0] || t > window[1])) return;
      const f = byId.get(id)?.callFrame;
      if (!f || f.functionName === '(idle)') return;
      const key = `${f.functionName || '(anonymous)'} ${path.basename(f.url.replace(/^file:\/\//, ''))}:${f.lineNumber + 1}`;
      inWindowByFunction.set(key, (inWindowByFunction.get(key) ?? 0) + 1);
    });
  }
  console.log(
    `\nself time by function, ${measuredOnly ? 'measured seconds' : 'whole process'} (share of busy samples):\n${[
      ...inWindowByFunction,
    ]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 30)
      .map(([name, n]) => `${((n / busy) * 100).toFixed(1).padStart(5)}%  ${name}`)
      .join('\n')}`,
  );
  const nodes = profiles.flatMap((p) => p.nodes);
  const total = nodes.reduce((sum, n) => sum + n.hitCount, 0);
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const n of nodes) {
    const url = n.callFrame.url.replace(/^file:\/\//, '');
    const pkg =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
      (url.includes('/src/')
        ? `src/${url.split('/src/')[1]?.split('/').slice(0, 2).join('/')}`
        : url || n.callFrame.functionName);
    const fn = `${n.callFrame.functionName || '(anonymous)'} ${path.basename(url)}:${n.callFrame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + n.hitCount);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + n.hitCount);
  }
  const top = (m: Map<string, number>, k: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([name, hits]) => `${((hits / total) * 100).toFixed(1).padStart(5)}%  ${name}`)
      .join('\n');
  console.log(`\nself time by package, whole process (${total} samples):\n${top(byPackage, 25)}`);
  console.log(`\nself time by function, whole process:\n${top(byFunction, 40)}`);
  console.log(`\nprofiles: ${files.map((file) => path.join(profDir, file)).join(', ')}`);
} finally {
  await db.drop();
  if (process.env.KEEP_PROFILE !== '1') rmSync(profDir, { recursive: true, force: true });
}
