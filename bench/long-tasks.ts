import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { SourceMap } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { productionBuild } from './build';
import { startServer } from './lib/server';
import { BROWSER_USER_AGENT, CHROME_FLAGS, signedInFounder } from './page-speed';

/**
 * Where a page's long tasks go: loads a page in Chromium (mobile size, no throttling, the way Lighthouse
 * records before it simulates 4×) with the V8 sampler on, and lists every main-thread task longer than
 * `--min` ms with the layout and GC inside it and, through the build's source maps, the functions its
 * samples were in. A task over 12.5 ms here is over 50 ms in Lighthouse, so it adds to TBT.
 *
 *   npx tsx bench/long-tasks.ts --page=/results --runs=2 --min=12      signed in, with a completed result
 *   npx tsx bench/long-tasks.ts --page=/ --signed-out
 */

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    beginData?: { url?: string };
    data?: {
      startTime?: number;
      timeDeltas?: number[];
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
    };
  };
};
// the trace's frames leave out what they do not have (no url for (program), (idle), (garbage collector))
type CallFrame = { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
type ProfileNode = { id: number; parent?: number; callFrame: CallFrame };

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;

/** `name file:line` of a sampled frame, through the build's source maps where there is one. */
function originOf(maps: Map<string, SourceMap | null>, mapsDir: string, frame: CallFrame): string {
  const url = frame.url ?? '';
  if (!url.startsWith('http')) return frame.functionName || `(${url || 'native'})`;
  const file = new URL(url).pathname;
  if (!maps.has(file)) {
    const map = path.join(mapsDir, `${file}.map`);
    maps.set(file, existsSync(map) ? new SourceMap(JSON.parse(readFileSync(map, 'utf8'))) : null);
  }
  const entry = maps.get(file)?.findEntry(frame.lineNumber ?? 0, frame.columnNumber ?? 0);
  // findEntry answers {} where the map has no mapping
  if (!entry || !('originalSource' in entry) || !entry.originalSource) return `${frame.functionName} ${file}`;
  const source = entry.originalSource.replace(/.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  // the mapping's name (Node 20.x and later) is the original function's where the map has one
  const name = (entry as { name?: string }).name;
  return `${name ?? frame.functionName} ${source}:${entry.originalLine + 1}`;
}

const share = (counts: Map<string, number>, total: number, top: number) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, n]) => `${Math.round((100 * n) / total)}% ${name}`)
    .join(' | ');

async function main(): Promise<void> {
  const page = arg('page', '/results');
  const runs = Number(arg('runs', '2'));
  const minMs = Number(arg('min', '12'));
  const signedIn = !process.argv.includes('--signed-out');
  const build = await productionBuild({ skip: false });
  if (!build.mapsDir) throw new Error(`no source maps: ${build.note}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uplift-long-tasks-'));
  const server = await startServer({
    webBuildDir: build.clientDir,
    dataDir,
    env: { OVERLOAD_SHEDDING: 'false' },
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROME_FLAGS,
  });
  const maps = new Map<string, SourceMap | null>();
  try {
    const cookie = signedIn ? (await signedInFounder(server.url)).cookie : null;
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({
        userAgent: BROWSER_USER_AGENT,
        viewport: { width: 412, height: 823 },
        isMobile: true,
        ...(cookie ? { extraHTTPHeaders: { cookie } } : {}),
      });
      const tab = await context.newPage();
      await browser.startTracing(tab, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8.execute',
          'disabled-by-default-v8.cpu_profiler',
        ],
      });
      await tab.goto(`${server.url}${page}`, { waitUntil: 'load' });
      await tab.waitForTimeout(5000);
      const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
        .traceEvents;
      await context.close();
      // the app's renderer: the one that parsed the page (the browser's own pages have renderers too)
      const parsed = events.find(
        (e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').startsWith(server.url),
      );
      if (!parsed) throw new Error('no ParseHTML of the page in the trace');
      const onMain = events.filter((e) => e.pid === parsed.pid && e.tid === parsed.tid);
      const start = onMain.find((e) => e.name === 'RunTask')?.ts ?? parsed.ts;
      const nodes = new Map<number, ProfileNode>();
      const samples: { ts: number; id: number }[] = [];
      let at = 0;
      for (const e of events.filter(
        (x) => x.pid === parsed.pid && (x.name === 'Profile' || x.name === 'ProfileChunk'),
      )) {
        if (e.name === 'Profile') {
          at = e.args?.data?.startTime ?? at;
          continue;
        }
        const profile = e.args?.data?.cpuProfile ?? {};
        for (const n of profile.nodes ?? []) nodes.set(n.id, n);
        const deltas = e.args?.data?.timeDeltas ?? [];
        (profile.samples ?? []).forEach((id, i) => {
          at += deltas[i] ?? 0;
          samples.push({ ts: at, id });
        });
      }
      const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > minMs * 1000);
      const fcp = events.find((e) => e.pid === parsed.pid && e.name === 'firstContentfulPaint')?.ts ?? start;
      // Lighthouse's simulation runs each task 4× slower; TBT adds what a task ending after FCP takes over 50 ms
      const blocking = (e: TraceEvent) =>
        e.ts + (e.dur ?? 0) > fcp ? Math.max(0, (4 * (e.dur ?? 0)) / 1000 - 50) : 0;
      const estimate = onMain.filter((e) => e.name === 'RunTask').reduce((sum, e) => sum + blocking(e), 0);
      console.log(
        `\n${page} run ${run + 1}: ${tasks.length} tasks over ${minMs} ms; FCP @${((fcp - start) / 1000).toFixed(0)} ms; ` +
          `TBT at 4× (no network simulation, so only an indication): ${estimate.toFixed(0)} ms`,
      );
      for (const task of tasks) {
        const end = task.ts + (task.dur ?? 0);
        const inside = samples.filter((s) => s.ts >= task.ts && s.ts <= end);
        const self = new Map<string, number>();
        const ours = new Map<string, number>();
        for (const s of inside) {
          const node = nodes.get(s.id);
          if (!node) continue;
          const name = originOf(maps, build.mapsDir, node.callFrame);
          self.set(name, (self.get(name) ?? 0) + 1);
          const seen = new Set<string>();
          for (let n: ProfileNode | undefined = node; n; n = n.parent ? nodes.get(n.parent) : undefined) {
            const frame = originOf(maps, build.mapsDir, n.callFrame);
            if (!/ src\//.test(frame) || seen.has(frame)) continue;
            seen.add(frame);
            ours.set(frame, (ours.get(frame) ?? 0) + 1);
          }
        }
        const work = onMain
          .filter((e) => e.ts >= task.ts && e.ts < end && e.ph === 'X' && (e.dur ?? 0) > 1500)
          .filter((e) =>
            /^(Layout|UpdateLayoutTree|MinorGC|MajorGC|Commit|Paint|v8\.evaluateModule|ParseHTML)$/.test(
              e.name,
            ),
          )
          .map((e) => `${e.name} ${((e.dur ?? 0) / 1000).toFixed(1)}`);
        const total = inside.length || 1;
        console.log(
          `@${((task.ts - start) / 1000).toFixed(0)} ms: ${((task.dur ?? 0) / 1000).toFixed(1)} ms ` +
            `(blocking at 4×: ${blocking(task).toFixed(0)} ms) ${work.join(', ')}\n` +
            `   self: ${share(self, total, 5)}\n   our code: ${share(ours, total, 5)}`,
        );
      }
    }
  } finally {
    await browser.close();
    await server.stop('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(build.workDir, { recursive: true, force: true });
  }
}

await main();
