import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBenchDatabase, postgresAvailable } from './lib/postgres';
import { loadAverage } from './lib/proc';
import { nextIp } from './lib/respondent';
import { startServer } from './lib/server';
import { BROWSER_USER_AGENT, signedInFounder } from './page-speed';

/**
 * `npx tsx bench/report-pdf-profile.ts [rounds] [concurrency] [cached] [noprof]`: where the server's CPU goes per PDF
 * download, on the main thread (the one answering requests) and on the render thread, with no other
 * load. The server runs from src/ through tsx under `node --cpu-prof` (frames keep their source files);
 * `concurrency` founders change their plan and download their report at once, `rounds` times, as
 * bench/report-pdf.ts does. Two windows are measured apart: the plan changes, then the downloads. While
 * the downloads run, the server's threads are listed with their nice value (`ps -L`). For finding the
 * main thread's share of a download; the bench's own figures come from bench/report-pdf.ts.
 */
const rounds = Number(process.argv[2] ?? 5);
const concurrency = Number(process.argv[3] ?? 10);
/** `cached`: no plan change before a download, so every report comes from the cache (the route's own cost) */
const cachedOnly = process.argv[4] === 'cached';
/** `noprof`: no --cpu-prof (thread CPU from /proc only, without the profiler's overhead) */
const profiling = process.argv[5] !== 'noprof';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

/** Busy µs of a profile within a window (µs of CLOCK_MONOTONIC, the profile's clock on Linux). */
function busyIn(p: Profile, window: [number, number]) {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const selfByFn = new Map<string, number>();
  const inclusiveByFile = new Map<string, number>();
  let busy = 0;
  let t = p.startTime;
  p.samples.forEach((id, i) => {
    const dt = p.timeDeltas[i] ?? 0;
    t += dt;
    // a sample's weight: the time until the next one
    const weight = p.timeDeltas[i + 1] ?? dt;
    if (t < window[0] || t > window[1]) return;
    const f = byId.get(id)?.callFrame;
    if (!f || f.functionName === '(idle)') return;
    busy += weight;
    const file = (url: string) => {
      const u = url.replace(/^file:\/\//, '');
      return (
        /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(u)?.[1] ??
        (u.includes('/src/') ? `src/${u.split('/src/')[1]}` : u || '(native)')
      );
    };
    const key = `${f.functionName || '(anonymous)'} ${file(f.url)}:${f.lineNumber + 1}`;
    selfByFn.set(key, (selfByFn.get(key) ?? 0) + weight);
    // inclusive time per source file of ours (each file once per sample)
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const u = byId.get(n)?.callFrame.url ?? '';
      if (!u.includes('/src/')) continue;
      const k = file(u);
      if (seen.has(k)) continue;
      seen.add(k);
      inclusiveByFile.set(k, (inclusiveByFile.get(k) ?? 0) + weight);
    }
  });
  return { busy, selfByFn, inclusiveByFile };
}

const now = () => Number(process.hrtime.bigint() / 1000n);

/** CPU ms (user + system) of each thread of a process so far, by thread id, from /proc (Linux). */
function threadCpu(pid: number): Map<number, { name: string; ms: number }> {
  const out = new Map<number, { name: string; ms: number }>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(tid), { name, ms: (Number(f[11]) + Number(f[12])) * 10 });
    } catch {
      // ended meanwhile
    }
  }
  return out;
}
const cpuByWindow: Record<'plans' | 'downloads', Map<string, number>> = {
  plans: new Map(),
  downloads: new Map(),
};
function addCpu(
  what: 'plans' | 'downloads',
  before: ReturnType<typeof threadCpu>,
  after: ReturnType<typeof threadCpu>,
  pid: number,
) {
  for (const [tid, t] of after) {
    const key = tid === pid ? 'main thread' : `${t.name} ${tid}`;
    const ms = t.ms - (before.get(tid)?.ms ?? 0);
    cpuByWindow[what].set(key, (cpuByWindow[what].get(key) ?? 0) + ms);
  }
}
const profDir = mkdtempSync(path.join(os.tmpdir(), 'uplift-pdf-prof-'));
const pg = (await postgresAvailable()) ? await createBenchDatabase('uplift_pdf_profile') : null;
const dataDir = pg ? null : mkdtempSync(path.join(os.tmpdir(), 'uplift-pdf-prof-data-'));
const windows: Record<'plans' | 'downloads', [number, number][]> = { plans: [], downloads: [] };
const threads: string[] = [];
let serverPid = 0;
try {
  const server = await startServer({
    trustProxy: true,
    ...(pg ? { databaseUrl: pg.url } : { dataDir: dataDir as string }),
    nodeArgs: profiling ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [],
  });
  serverPid = server.pid;
  try {
    type Founder = Awaited<ReturnType<typeof signedInFounder>> & { ip: string };
    const founders: Founder[] = [];
    for (let i = 0; i < concurrency; i++) {
      const ip = nextIp();
      founders.push({ ...(await signedInFounder(server.url, ip)), ip });
    }
    const headers = (f: Founder) => ({
      'user-agent': BROWSER_USER_AGENT,
      origin: server.url,
      cookie: f.cookie,
      'x-forwarded-for': f.ip,
    });
    const download = async (f: Founder) => {
      const res = await fetch(`${server.url}/api/me/results/${f.resultId}/report.pdf`, {
        headers: headers(f),
      });
      const body = await res.arrayBuffer();
      if (!res.ok) throw new Error(`report.pdf: ${res.status}`);
      return { bytes: body.byteLength, encoding: res.headers.get('content-encoding') };
    };
    // the render thread starts (fonts and all), outside the measured windows
    const first = await download(founders[0] as Founder);
    // cached: each founder's report made once before the measured rounds
    if (cachedOnly) await Promise.all(founders.slice(1).map(download));
    console.log(`a report: ${first.bytes} bytes, content-encoding ${first.encoding ?? 'none'}`);
    const load0 = loadAverage();
    for (let r = 1; r <= rounds; r++) {
      let c0 = threadCpu(server.pid);
      let t0 = now();
      await Promise.all(
        founders.map(async (f) => {
          if (cachedOnly) return;
          const res = await fetch(`${server.url}/api/me/results/${f.resultId}/plan`, {
            method: 'PUT',
            headers: { ...headers(f), 'content-type': 'application/json', 'x-csrf-token': f.csrf },
            body: JSON.stringify({ actions: [{ text: `Call ${r} customers this week` }] }),
          });
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`PUT plan: ${res.status}`);
        }),
      );
      windows.plans.push([t0, now()]);
      let c1 = threadCpu(server.pid);
      addCpu('plans', c0, c1, server.pid);
      c0 = c1;
      t0 = now();
      let listed = false;
      const sample = setInterval(() => {
        if (listed || r !== 2) return;
        listed = true;
        threads.push(
          execFileSync('ps', ['-L', '-o', 'tid,ni,pcpu,comm', '-p', String(server.pid)], {
            encoding: 'utf8',
          }),
        );
      }, 300);
      await Promise.all(founders.map(download));
      clearInterval(sample);
      windows.downloads.push([t0, now()]);
      c1 = threadCpu(server.pid);
      addCpu('downloads', c0, c1, server.pid);
    }
    console.log(`load average ${load0} → ${loadAverage()}`);
  } finally {
    await server.stop('SIGTERM');
  }
} finally {
  await pg?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\nthe server's threads during a round of downloads (ps -L):\n${threads.join('\n')}`);
for (const what of ['plans', 'downloads'] as const)
  console.log(
    `thread CPU (/proc, 10 ms ticks) per ${what === 'plans' ? 'plan change' : 'download'}: ${[
      ...cpuByWindow[what],
    ]
      .filter(([, ms]) => ms > 0)
      .sort((a, b) => b[1] - a[1])
      .map(([k, ms]) => `${k} ${(ms / (rounds * concurrency)).toFixed(1)} ms`)
      .join(', ')}`,
  );
const files = readdirSync(profDir).filter((f) => f.endsWith('.cpuprofile'));
// CPU.<date>.<time>.<pid>.<thread id>.<seq>.cpuprofile: thread 0 is the main thread
const isMain = (file: string) => file.split('.')[4] === '0' || file.includes(`.${serverPid}.0.`);
const n = rounds * concurrency;
for (const file of files) {
  const p = JSON.parse(readFileSync(path.join(profDir, file), 'utf8')) as Profile;
  const label = isMain(file) ? 'MAIN THREAD' : 'render thread';
  for (const what of ['plans', 'downloads'] as const) {
    const sum = { busy: 0, selfByFn: new Map<string, number>(), inclusiveByFile: new Map<string, number>() };
    for (const w of windows[what]) {
      const b = busyIn(p, w);
      sum.busy += b.busy;
      for (const [k, v] of b.selfByFn) sum.selfByFn.set(k, (sum.selfByFn.get(k) ?? 0) + v);
      for (const [k, v] of b.inclusiveByFile)
        sum.inclusiveByFile.set(k, (sum.inclusiveByFile.get(k) ?? 0) + v);
    }
    const span = windows[what].reduce((s, [a, b]) => s + b - a, 0);
    console.log(
      `\n== ${label} (${file}), ${what}: ${(sum.busy / 1000).toFixed(0)} ms busy of ${(span / 1000).toFixed(0)} ms, ${(sum.busy / 1000 / n).toFixed(2)} ms per ${what === 'plans' ? 'plan change' : 'download'}`,
    );
    if (sum.busy === 0) continue;
    const top = (m: Map<string, number>, k: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, k)
        .map(
          ([name, us]) =>
            `${((us / sum.busy) * 100).toFixed(1).padStart(5)}% ${(us / 1000 / n).toFixed(2).padStart(7)} ms  ${name}`,
        )
        .join('\n');
    console.log(
      `self time by function (per ${what === 'plans' ? 'plan change' : 'download'}):\n${top(sum.selfByFn, 25)}`,
    );
    console.log(`inclusive time by file of ours:\n${top(sum.inclusiveByFile, 15)}`);
  }
}
console.log(`\nprofiles: ${profDir}`);
