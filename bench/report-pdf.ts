import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type LoadFigures, respondentLoad } from './api-load';
import { createBenchDatabase, postgresAvailable } from './lib/postgres';
import { loadAverage } from './lib/proc';
import { nextIp, questionIds } from './lib/respondent';
import { startServer } from './lib/server';
import { percentile, round } from './lib/stats';
import { BROWSER_USER_AGENT, signedInFounder } from './page-speed';

/**
 * PDF reports during the respondent load: the sustainable load (the respondent path, 50 connections,
 * closed model, as bench/overload.ts measures it) alone, then again while 10 founders download their
 * report at once, again and again. Each download follows a change to the founder's plan, so every one
 * is a new report that must be rendered (the cache never helps: the worst case). The respondent path
 * must keep its budgets: answer p99 < 100 ms and nothing shed (every request 2xx).
 *
 *   npm run bench -- --only=pdf
 *   npx tsx bench/report-pdf.ts --database=pglite --seconds=10
 */

export type PdfDownloads = {
  /** downloads at once */
  concurrency: number;
  /** answers by status: 200 a PDF, 503 the render queue was full, 429 an account's limit */
  statuses: Record<string, number>;
  /** the plan changes before them, by status (a 503 was shed, and sent again) */
  planStatuses: Record<string, number>;
  pdfsPerSec: number;
  /** a download's time, ms (the plan change before it not included) */
  p50: number;
  p99: number;
  max: number;
  /** mean size of the PDFs, kB */
  kB: number;
};

export type RespondentFigures = {
  answersPerSec: number;
  answers50: number;
  answers99: number;
  /** requests answered other than 2xx (a 503 is a shed request) */
  non2xx: number;
  errors: number;
  loadAverage: number;
};

export type ReportPdfBench = {
  database: 'postgres' | 'pglite';
  serverProcesses: number;
  connections: number;
  durationS: number;
  /** the first report of the server: its render thread starts (fonts and all) */
  firstReportMs: number;
  alone: RespondentFigures;
  withPdfs: RespondentFigures;
  pdfs: PdfDownloads;
};

/** The command that measures this section alone. */
export const REPORT_PDF_COMMAND = 'npm run bench -- --only=pdf';

/** An account may ask for 10 reports a minute (RATE_LIMITS_PER_WINDOW): each founder asks for fewer. */
const DOWNLOADS_PER_FOUNDER = 9;

function respondentFigures(f: LoadFigures, load: number): RespondentFigures {
  return {
    answersPerSec: f.answersPerSec,
    answers50: f.kinds.answer?.p50 ?? Number.NaN,
    answers99: f.kinds.answer?.p99 ?? Number.NaN,
    non2xx: f.non2xx,
    errors: f.errors + f.timeouts,
    loadAverage: load,
  };
}

type Founder = Awaited<ReturnType<typeof signedInFounder>> & { ip: string };

/** `concurrency` download loops until `stop()`; each takes its founders in turn, 9 reports each. */
function downloadLoops(url: string, founders: Founder[], concurrency: number) {
  let running = true;
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  const planStatuses: Record<string, number> = {};
  let bytes = 0;
  const started = performance.now();
  const loop = async (slot: number) => {
    const mine = founders.filter((_, i) => i % concurrency === slot);
    for (const founder of mine) {
      for (let n = 1; n <= DOWNLOADS_PER_FOUNDER && running; n++) {
        const headers = {
          'user-agent': BROWSER_USER_AGENT,
          origin: url,
          cookie: founder.cookie,
          'x-forwarded-for': founder.ip,
        };
        // a new plan: the next report is a new one, rendered, never from the cache (a shed change is
        // sent again after its Retry-After, as the web app's retry would)
        for (let attempt = 1; ; attempt++) {
          const plan = await fetch(`${url}/api/me/results/${founder.resultId}/plan`, {
            method: 'PUT',
            headers: { ...headers, 'content-type': 'application/json', 'x-csrf-token': founder.csrf },
            body: JSON.stringify({ actions: [{ text: `Call ${n} customers this week` }] }),
          });
          await plan.arrayBuffer();
          planStatuses[plan.status] = (planStatuses[plan.status] ?? 0) + 1;
          if (plan.ok) break;
          if (plan.status !== 503 || attempt === 5) throw new Error(`PUT plan: ${plan.status}`);
          await new Promise((r) => setTimeout(r, 1000 * Number(plan.headers.get('retry-after') ?? 1)));
        }
        const t0 = performance.now();
        const res = await fetch(`${url}/api/me/results/${founder.resultId}/report.pdf`, { headers });
        const body = await res.arrayBuffer();
        times.push(performance.now() - t0);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (res.ok) bytes += body.byteLength;
      }
      if (!running) return;
    }
  };
  let failure: unknown = null;
  const loops = Array.from({ length: concurrency }, (_, slot) =>
    loop(slot).catch((error: unknown) => {
      failure ??= error;
    }),
  );
  return {
    async stop(): Promise<PdfDownloads> {
      running = false;
      await Promise.all(loops);
      if (failure) throw failure;
      const seconds = (performance.now() - started) / 1000;
      const sorted = [...times].sort((a, b) => a - b);
      const ok = statuses[200] ?? 0;
      return {
        concurrency,
        statuses,
        planStatuses,
        pdfsPerSec: round(ok / seconds, 1),
        p50: round(percentile(sorted, 50), 0),
        p99: round(percentile(sorted, 99), 0),
        max: round(sorted.at(-1) ?? Number.NaN, 0),
        kB: round(bytes / Math.max(1, ok) / 1000, 0),
      };
    },
  };
}

export async function measureReportPdf(options: {
  database: 'postgres' | 'pglite';
  connections?: number;
  durationS?: number;
  warmupS?: number;
  concurrency?: number;
}): Promise<ReportPdfBench> {
  const connections = options.connections ?? 50;
  const durationS = options.durationS ?? 15;
  const concurrency = options.concurrency ?? 10;
  const pg = options.database === 'postgres' ? await createBenchDatabase('uplift_pdf') : null;
  const dataDir = pg ? null : mkdtempSync(path.join(os.tmpdir(), 'uplift-pdf-'));
  try {
    const server = await startServer({
      trustProxy: true,
      ...(pg ? { databaseUrl: pg.url } : { dataDir: dataDir as string }),
    });
    try {
      const ids = await questionIds(server.url);
      // enough founders that none reaches the account's limit while the load runs (a PDF a second each
      // at most, 9 each)
      const founders: Founder[] = [];
      const wanted = concurrency * Math.ceil((durationS + 5) / DOWNLOADS_PER_FOUNDER);
      for (let i = 0; i < wanted; i++) {
        const ip = nextIp();
        founders.push({ ...(await signedInFounder(server.url, ip)), ip });
      }
      if ((options.warmupS ?? 3) > 0)
        await respondentLoad({
          url: server.url,
          connections: 10,
          durationS: options.warmupS ?? 3,
          questionIds: ids,
        });
      // a throwaway founder's report starts the render thread
      const first = await signedInFounder(server.url, nextIp());
      const t0 = performance.now();
      const firstRes = await fetch(`${server.url}/api/me/results/${first.resultId}/report.pdf`, {
        headers: { 'user-agent': BROWSER_USER_AGENT, cookie: first.cookie },
      });
      await firstRes.arrayBuffer();
      if (!firstRes.ok) throw new Error(`the first report: ${firstRes.status}`);
      const firstReportMs = round(performance.now() - t0, 0);

      let load = loadAverage();
      const alone = respondentFigures(
        (await respondentLoad({ url: server.url, connections, durationS, questionIds: ids })).figures,
        load,
      );
      load = loadAverage();
      const downloads = downloadLoops(server.url, founders, concurrency);
      const during = await respondentLoad({ url: server.url, connections, durationS, questionIds: ids });
      const pdfs = await downloads.stop();
      return {
        database: options.database,
        serverProcesses: server.processes,
        connections,
        durationS,
        firstReportMs,
        alone,
        withPdfs: respondentFigures(during.figures, load),
        pdfs,
      };
    } finally {
      await server.stop('SIGTERM');
    }
  } finally {
    await pg?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (n: number) => (Number.isFinite(n) ? `${n} ms` : '–');

/** The markdown section for bench/results. */
export function renderReportPdfBench(r: ReportPdfBench): string {
  const row = (label: string, f: RespondentFigures) =>
    `| ${label} | ${f.answersPerSec} | ${ms(f.answers50)} | **${ms(f.answers99)}** | ${f.non2xx} | ${f.errors} | ${f.loadAverage} |`;
  const counts = (by: Record<string, number>) =>
    Object.entries(by)
      .map(([status, n]) => `${n} × ${status}`)
      .join(', ') || 'none';
  return [
    '## PDF reports during the respondent load',
    '',
    `${r.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${r.serverProcesses} server process(es), each with one render thread at low CPU priority. ` +
      `The respondent path (${r.connections} connections, closed model) for ${r.durationS} s alone, then for ${r.durationS} s while ${r.pdfs.concurrency} founders download their report at once, again and again, each download after a change to the founder's plan (a new report, rendered every time). ` +
      `The server's first report (its render thread starting): ${ms(r.firstReportMs)}. Reproduce: \`${REPORT_PDF_COMMAND}\`.`,
    '',
    '| run | answers/s | answer p50 | answer p99 | not 2xx (shed) | errors | load average |',
    '|---|---|---|---|---|---|---|',
    row('respondents alone', r.alone),
    row(`with ${r.pdfs.concurrency} PDF downloads at once`, r.withPdfs),
    '',
    `The downloads: ${counts(r.pdfs.statuses)} (the plan changes before them: ${counts(r.pdfs.planStatuses)}); ${r.pdfs.pdfsPerSec} PDFs/s of ${r.pdfs.kB} kB; a download p50 ${ms(r.pdfs.p50)}, p99 ${ms(r.pdfs.p99)}, max ${ms(r.pdfs.max)} (the wait in the render queue included).`,
    '',
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const value = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const database =
    value('database') === 'pglite' || !(await postgresAvailable())
      ? ('pglite' as const)
      : ('postgres' as const);
  const report = await measureReportPdf({ database, durationS: Number(value('seconds') ?? 15) });
  console.log(renderReportPdfBench(report));
  if (args.includes('--json')) console.log(JSON.stringify(report, null, 2));
}
