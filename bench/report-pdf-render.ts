import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ResultView } from '../src/contract/assessment';
import type { BenchmarksView } from '../src/contract/benchmarks';
import type { Plan } from '../src/contract/plans';
import { reportFonts } from '../src/server/modules/report-pdf/fonts';
import { reportRadar } from '../src/server/modules/report-pdf/radar-data';
import { type ReportInput, renderReportPdf } from '../src/server/modules/report-pdf/render';
import { nextIp } from './lib/respondent';
import { NO_SHEDDING, startServer } from './lib/server';
import { BROWSER_USER_AGENT, signedInFounder } from './page-speed';

/**
 * `npx tsx bench/report-pdf-render.ts [renders]`: the CPU of one PDF render, in this process (no pool,
 * no server around it). A founder of the seeded questionnaire is made on a PGlite server with a plan,
 * their report's input read through the API as the route reads it, and the report rendered `renders`
 * times: the first (fonts parsed), then the mean and the slowest of the others, and the same for a
 * second founder's report after them (what the render thread's caches do for a report it never made).
 */
const renders = Number(process.argv[2] ?? 10);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uplift-pdf-render-'));
const inputs: ReportInput[] = [];
const server = await startServer({ dataDir, trustProxy: true, env: { ...NO_SHEDDING } });
try {
  for (const n of [1, 2]) {
    const ip = nextIp();
    const f = await signedInFounder(server.url, ip);
    const headers = {
      'user-agent': BROWSER_USER_AGENT,
      origin: server.url,
      cookie: f.cookie,
      'x-forwarded-for': ip,
    };
    const plan = await fetch(`${server.url}/api/me/results/${f.resultId}/plan`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json', 'x-csrf-token': f.csrf },
      body: JSON.stringify({ actions: [{ text: `Call ${n * 10} customers this week` }] }),
    });
    if (!plan.ok) throw new Error(`PUT plan: ${plan.status}`);
    const get = async <T>(p: string) => {
      const res = await fetch(`${server.url}${p}`, { headers });
      if (!res.ok) throw new Error(`GET ${p}: ${res.status}`);
      return (await res.json()) as T;
    };
    const view = await get<ResultView>(`/api/me/results/${f.resultId}`);
    const benchmarks = await get<BenchmarksView>(`/api/me/results/${f.resultId}/benchmarks`);
    const planBody = await get<{ plan: Plan | null }>(`/api/me/results/${f.resultId}/plan`);
    inputs.push({
      view,
      firstName: 'Bench',
      plan: planBody.plan,
      radar: reportRadar(view, benchmarks, null),
      feedback: null,
      howOthersSeeYou: null,
      generatedAt: new Date(),
    });
  }
} finally {
  await server.stop('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

// the words fontkit shapes (PDFKit lays text out word by word), counted on the faces' fonts
let shaped = 0;
for (const chain of Object.values(reportFonts()))
  for (const subset of chain.subsets.slice(0, 1)) {
    const font = subset.font() as unknown as { layout(...args: unknown[]): unknown; counted?: true };
    if (font.counted) continue;
    const layout = font.layout.bind(font);
    font.layout = (...args: unknown[]) => {
      shaped += 1;
      return layout(...args);
    };
    font.counted = true;
  }
// the input as JSON, for other measurements (REPORT_INPUT_OUT=file)
if (process.env.REPORT_INPUT_OUT)
  (await import('node:fs')).writeFileSync(process.env.REPORT_INPUT_OUT, JSON.stringify(inputs[0]));
const time = async (input: ReportInput) => {
  shaped = 0;
  const t0 = performance.now();
  const pdf = await renderReportPdf(input);
  return { ms: performance.now() - t0, bytes: pdf.length, shaped };
};
const [a, b] = inputs as [ReportInput, ReportInput];
const first = await time(a);
console.log(
  `first render (fonts parsed): ${first.ms.toFixed(0)} ms, ${first.bytes} bytes, ${first.shaped} words shaped`,
);
const times: number[] = [];
for (let i = 1; i < renders; i++) times.push((await time(a)).ms);
const mean = times.reduce((s, x) => s + x, 0) / Math.max(1, times.length);
console.log(
  `the same report again: mean ${mean.toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (${times.length} renders)`,
);
const other = await time(b);
console.log(
  `another founder's report: ${other.ms.toFixed(1)} ms, ${other.bytes} bytes, ${other.shaped} words shaped`,
);
const cpu = process.cpuUsage();
console.log(
  `process CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms; heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(1)} MB`,
);
