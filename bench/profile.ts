import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type LoadFigures, respondentLoad, resultsLoad, seedCompletedSessions } from './api-load';
import { createBenchDatabase } from './lib/postgres';
import { cpuSeconds, loadAverage, treeCpuSeconds } from './lib/proc';
import { questionIds } from './lib/respondent';
import { startServer } from './lib/server';

/**
 * `npm exec -- tsx bench/profile.ts [seconds] [connections]`: the respondent path of `--only=api` on a
 * fresh PostgreSQL database with the server under `node --cpu-prof`, then the server's self time per
 * function and per package, and the CPU per request of the server, of PostgreSQL's backends and of the
 * load generator. For finding where a request's CPU goes; the bench's own figures come from bench/run.ts.
 * A third argument `results` profiles GET …/result alone (over 300 completed sessions) instead.
 * The server runs its default layout; `SERVER_PROCESSES=auto` (or a number) in this script's
 * environment profiles a cluster (`DATABASE_POOL_MAX` is passed on too). With a cluster every process writes a profile: the
 * function and package tables add them up (the primary's is mostly start-up).
 */
const seconds = Number(process.argv[2] ?? 15);
const connections = Number(process.argv[3] ?? 50);
const resultsOnly = process.argv[4] === 'results';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

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
  try {
    const ids = await questionIds(server.url);
    await respondentLoad({ url: server.url, connections: 10, durationS: 3, questionIds: ids });
    const sessions = resultsOnly ? await seedCompletedSessions(server.url, ids, 300) : [];
    const load0 = loadAverage();
    const s0 = treeCpuSeconds(server.pid);
    const p0 = postgresCpu();
    const c0 = process.cpuUsage();
    const figures: LoadFigures = resultsOnly
      ? await resultsLoad({ url: server.url, connections, durationS: seconds, sessions })
      : (await respondentLoad({ url: server.url, connections, durationS: seconds, questionIds: ids }))
          .figures;
    const s = treeCpuSeconds(server.pid) - s0;
    const p = postgresCpu() - p0;
    const c = process.cpuUsage(c0);
    requests = figures.requests;
    const per = (x: number) => ((x * 1000) / requests).toFixed(3);
    console.log(`${server.processes} server process(es)`);
    console.log(
      `load ${load0} → ${loadAverage()}; ${requests} requests, ${figures.requestsPerSec}/s, ${figures.answersPerSec} answers/s, non2xx ${figures.non2xx}, errors ${figures.errors}`,
    );
    for (const [kind, k] of Object.entries(figures.kinds)) console.log(`  ${kind}: ${JSON.stringify(k)}`);
    console.log(
      `CPU ms/request: server ${per(s)}, postgres ${per(p)}, load generator ${per((c.user + c.system) / 1e6)}`,
    );
  } finally {
    await server.stop('SIGTERM');
  }
  const files = readdirSync(profDir).filter((f) => f.endsWith('.cpuprofile'));
  if (files.length === 0) throw new Error('no profile written');
  const nodes = files.flatMap(
    (file) => (JSON.parse(readFileSync(path.join(profDir, file), 'utf8')) as Profile).nodes,
  );
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
  console.log(`\nself time by package (${total} samples):\n${top(byPackage, 25)}`);
  console.log(`\nself time by function:\n${top(byFunction, 40)}`);
  console.log(`\nprofiles: ${files.map((file) => path.join(profDir, file)).join(', ')}`);
} finally {
  await db.drop();
  if (process.env.KEEP_PROFILE !== '1') rmSync(profDir, { recursive: true, force: true });
}
