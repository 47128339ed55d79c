import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ApiLoadRun, measureApiLoad } from './api-load';
import { type BenchmarksReport, measureBenchmarks } from './benchmarks';
import { type BuildReport, productionBuild } from './build';
import { type BundleReport, measureBundles } from './bundles';
import { type InstrumentBenchReport, measureInstrument } from './instrument';
import { createBenchDatabase, postgresAvailable } from './lib/postgres';
import { cpuTicks, loadAverage, machine, pageFaultMicros, stealPercent, syscallMicros } from './lib/proc';
import { bundleServer, repoRoot, startServer } from './lib/server';
import { measureOverload, type OverloadReport } from './overload';
import { measurePages, type PageSpeed, serveStaticHero, signedInFounder } from './page-speed';
import { measurePageWeight, type PageWeightReport } from './page-weight';
import { measurePgCeiling, type PgCeiling, serverPoolSize } from './pg-ceiling';
import { renderMarkdown } from './report';
import { measureReportPdf, type ReportPdfBench } from './report-pdf';
import { type AcknowledgedReport, checkAcknowledgedAnswers } from './resilience/acknowledged';
import { checkPostgresRestart, type PgRestartReport } from './resilience/pg-restart';
import { checkSigkill, type SigkillReport } from './resilience/sigkill';
import { checkSigterm, type SigtermReport } from './resilience/sigterm';
import { measureScaleOut, type ScaleOutReport } from './scale-out';

/**
 * `npm run bench`: the whole battery, one section after the other (nothing else of ours runs meanwhile),
 * then bench/results/latest.{md,json}.
 *
 *   npm run bench                          everything (≈ 8 min on the 2-core machine when it is quiet)
 *   npm run bench -- --only=bundles,api    some sections: bundles, pages, api, benchmarks, instrument,
 *                                          overload, pdf, scale, resilience (or one of acknowledged,
 *                                          pg-restart, sigkill, sigterm)
 *   npm run bench -- --skip-build          measure the existing build/client instead of building
 *   npm run bench -- --quick               short durations, to try the bench itself
 *   npm run bench -- --no-pg-restart       leave PostgreSQL alone (others use it)
 *
 * Partial and quick runs write to a temp directory, never over latest.*.
 */
const RESILIENCE = ['acknowledged', 'pg-restart', 'sigkill', 'sigterm'] as const;
const SECTIONS = [
  'bundles',
  'pages',
  'api',
  'benchmarks',
  'instrument',
  'overload',
  'pdf',
  'scale',
  'resilience',
  ...RESILIENCE,
] as const;
type Section = (typeof SECTIONS)[number];

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .filter(Boolean) as Section[] | undefined;
for (const s of only ?? [])
  if (!SECTIONS.includes(s)) throw new Error(`unknown section ${s}: ${SECTIONS.join(', ')}`);
const quick = flag('quick');
const wanted = (s: Section) =>
  !only || only.includes(s) || ((RESILIENCE as readonly string[]).includes(s) && only.includes('resilience'));

/** Durations: the figures, or a short smoke run. */
export const plan = quick
  ? {
      lighthouseRuns: 1,
      loadS: 8,
      ceilingS: 5,
      secondaryLoadS: 5,
      resultsS: 3,
      warmupS: 2,
      connections: 50,
      overloadS: 5,
      ackRespondents: 200,
      ackS: 10,
      killRounds: 3,
      pgRestart: { after: 3000, back: 4000 },
    }
  : {
      lighthouseRuns: 3,
      loadS: 30,
      // pgbench's rate and the PGlite and two-process loads (figures without a budget) settle within
      // seconds: 15 s of each instead of 30
      ceilingS: 15,
      secondaryLoadS: 15,
      resultsS: 10,
      warmupS: 3,
      connections: 50,
      overloadS: 10,
      ackRespondents: 200,
      ackS: 60,
      killRounds: 20,
      pgRestart: { after: 6000, back: 12000 },
    };

export type SectionTiming = {
  section: string;
  seconds: number;
  loadBefore: number;
  loadAfter: number;
  /** percent of the machine's CPU time the hypervisor stole during the section (shared host) */
  stealPercent: number;
  error?: string;
};

export type BenchResult = {
  date: string;
  quick: boolean;
  partial: boolean;
  machine: ReturnType<typeof machine> & { hostname: string };
  git: { commit: string; uncommittedFiles: number };
  plan: typeof plan;
  totalSeconds: number;
  timings: SectionTiming[];
  build?: BuildReport;
  bundles?: BundleReport;
  pages?: {
    server: string;
    pages: PageSpeed[];
    notBuilt: string[];
    weight?: PageWeightReport;
    /** the host's cost of a fresh memory page just before the Lighthouse runs, µs (lib/proc.ts) */
    pageFaultMicros?: number;
    /** the host's cost of a trivial system call from Node just before the Lighthouse runs, µs */
    syscallMicros?: number;
  };
  api?: ApiLoadRun[];
  /** pgbench with the answer statement, same machine, right after the API load on PostgreSQL */
  pgCeiling?: PgCeiling;
  /** peer benchmarks at 100,000 completed assessments: full recompute and reading them (PostgreSQL) */
  benchmarks?: BenchmarksReport;
  /** the instrument's quality figures recomputed at 100,000 completed assessments (PostgreSQL) */
  instrument?: InstrumentBenchReport;
  /** 3× the sustainable load offered at a fixed rate, with shedding and without */
  overload?: OverloadReport;
  /** the respondent load alone and with 10 PDF downloads at once */
  reportPdf?: ReportPdfBench;
  scale?: ScaleOutReport;
  resilience?: {
    acknowledged?: AcknowledgedReport;
    pgRestart?: PgRestartReport | { skipped: string };
    sigkill?: SigkillReport;
    sigterm?: SigtermReport;
  };
};

function git(...a: string[]): string {
  try {
    return execFileSync('git', a, { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const result: BenchResult = {
    date: new Date().toISOString(),
    quick,
    partial: Boolean(only),
    machine: { ...machine(), hostname: os.hostname() },
    git: {
      commit: git('rev-parse', '--short', 'HEAD'),
      uncommittedFiles: git('status', '--porcelain').split('\n').filter(Boolean).length,
    },
    plan,
    totalSeconds: 0,
    timings: [],
  };
  const pg = await postgresAvailable();
  if (!pg) console.warn('PostgreSQL is not reachable: PostgreSQL sections are skipped.');
  // every server of the battery runs the working tree's server bundled, as `npm start` runs it
  const bundle = await bundleServer();
  console.log(`Bundled the server in ${bundle.ms} ms: ${path.relative(repoRoot, bundle.entry)}`);
  try {
    async function section<T>(name: string, fn: () => Promise<T>): Promise<T | undefined> {
      const t0 = performance.now();
      const loadBefore = loadAverage();
      const ticks = cpuTicks();
      console.log(`▶ ${name} (load average ${loadBefore})`);
      let error: string | undefined;
      try {
        return await fn();
      } catch (thrown) {
        error = thrown instanceof Error ? (thrown.stack ?? thrown.message) : String(thrown);
        console.error(`  FAILED: ${error}`);
        return undefined;
      } finally {
        const seconds = Math.round((performance.now() - t0) / 1000);
        result.timings.push({
          section: name,
          seconds,
          loadBefore,
          loadAfter: loadAverage(),
          stealPercent: stealPercent(ticks, cpuTicks()),
          ...(error === undefined ? {} : { error: error.slice(0, 2000) }),
        });
        if (error === undefined) console.log(`  done in ${seconds} s`);
      }
    }

    if (wanted('bundles') || wanted('pages')) {
      result.build = await section('build', () => productionBuild({ skip: flag('skip-build') }));
    }
    const clientDir = result.build?.clientDir;

    if (wanted('bundles') && clientDir) {
      result.bundles = await section('bundles', async () =>
        measureBundles(clientDir, undefined, result.build?.mapsDir ?? null),
      );
    }

    if (wanted('pages') && clientDir) {
      result.pages = await section('page speed', async () => {
        const db = pg ? await createBenchDatabase('uplift_pages') : null;
        const dataDir = db ? null : mkdtempSync(path.join(os.tmpdir(), 'uplift-pages-'));
        const server = await startServer({
          webBuildDir: clientDir,
          ...(db ? { databaseUrl: db.url } : { dataDir: dataDir as string }),
          // the pages as a visitor sees them; shedding under load is the API section's subject
          env: { OVERLOAD_SHEDDING: 'false' },
        });
        const hero = await serveStaticHero(clientDir);
        try {
          const bundles = result.bundles ?? measureBundles(clientDir, ['/', '/overview', '/results'], null);
          const targets = ['/', '/overview', '/results'];
          const notBuilt = targets.filter((p) => {
            const r = bundles.routes.find((x) => x.path === p);
            return r ? r.routeIds === null : false;
          });
          // a founder who completed the assessment and signed up: /assessment and their /results
          const founder = await signedInFounder(server.url);
          const signedIn = { cookie: founder.cookie };
          const pageFault = pageFaultMicros();
          const syscall = syscallMicros();
          const pages = await measurePages(
            [
              ...targets.map((p) => ({ label: p, url: `${server.url}${p}` })),
              { label: '/assessment (signed in)', url: `${server.url}/assessment`, headers: signedIn },
              { label: '/results (signed in, completed)', url: `${server.url}/results`, headers: signedIn },
              { label: 'static hero (limit)', url: hero.url },
            ],
            plan.lighthouseRuns,
          );
          const weight = await measurePageWeight(
            [{ label: '/', url: `${server.url}/` }],
            plan.lighthouseRuns,
          );
          return {
            server: db ? 'PostgreSQL' : 'PGlite',
            pages,
            notBuilt,
            weight,
            pageFaultMicros: pageFault,
            syscallMicros: syscall,
          };
        } finally {
          await hero.close();
          await server.stop('SIGTERM');
          await db?.drop();
          if (dataDir) rmSync(dataDir, { recursive: true, force: true });
        }
      });
    }

    if (wanted('api')) {
      result.api = [];
      for (const database of pg ? (['postgres', 'pglite'] as const) : (['pglite'] as const)) {
        const run = await section(`api load on ${database}`, () =>
          measureApiLoad({
            database,
            connections: plan.connections,
            durationS: database === 'postgres' ? plan.loadS : plan.secondaryLoadS,
            resultsDurationS: plan.resultsS,
            warmupS: plan.warmupS,
          }),
        );
        if (run) result.api.push(run);
        // the database's own ceiling for the answer write, at the server's pool size and at the load's
        // connection count, for as long as the load ran
        if (database === 'postgres')
          result.pgCeiling = await section('PostgreSQL ceiling (pgbench)', () =>
            measurePgCeiling({
              clients: [...new Set([serverPoolSize(), plan.connections])],
              durationS: plan.ceilingS,
              warmupS: plan.warmupS,
            }),
          );
      }
    }

    if (wanted('benchmarks') && pg) {
      result.benchmarks = await section('peer benchmarks (100,000 assessments, PostgreSQL)', () =>
        measureBenchmarks({
          connections: plan.connections,
          durationS: plan.resultsS,
          warmupS: plan.warmupS,
          entries: quick ? 20_000 : 100_000,
        }),
      );
    }

    if (wanted('instrument') && pg) {
      result.instrument = await section('instrument quality (100,000 assessments, PostgreSQL)', () =>
        measureInstrument({ assessments: quick ? 20_000 : 100_000 }),
      );
    }

    if (wanted('overload')) {
      result.overload = await section('overload (3× the sustainable load)', () =>
        measureOverload({
          database: pg ? 'postgres' : 'pglite',
          connections: plan.connections,
          durationS: plan.overloadS,
          warmupS: plan.warmupS,
        }),
      );
    }

    if (wanted('pdf')) {
      result.reportPdf = await section('PDF reports during the respondent load', () =>
        measureReportPdf({
          database: pg ? 'postgres' : 'pglite',
          connections: plan.connections,
          durationS: plan.secondaryLoadS,
          warmupS: plan.warmupS,
        }),
      );
    }

    if (wanted('scale') && pg) {
      result.scale = await section('scale-out', () =>
        measureScaleOut({ connections: plan.connections, durationS: plan.secondaryLoadS }),
      );
    }

    if (RESILIENCE.some((s) => wanted(s))) {
      const r: NonNullable<BenchResult['resilience']> = {};
      result.resilience = r;
      if (wanted('acknowledged'))
        r.acknowledged = await section('resilience: acknowledged answers', () =>
          checkAcknowledgedAnswers({
            respondents: plan.ackRespondents,
            durationMs: plan.ackS * 1000,
            postgres: pg,
          }),
        );
      if (wanted('pg-restart')) {
        if (!pg) r.pgRestart = { skipped: 'PostgreSQL not reachable' };
        else if (flag('no-pg-restart')) r.pgRestart = { skipped: '--no-pg-restart' };
        else
          r.pgRestart = await section('resilience: PostgreSQL restart', () =>
            checkPostgresRestart({
              respondents: 50,
              restartAfterMs: plan.pgRestart.after,
              afterBackMs: plan.pgRestart.back,
            }),
          );
      }
      if (wanted('sigkill'))
        r.sigkill = await section('resilience: SIGKILL rounds', () =>
          checkSigkill({ rounds: plan.killRounds }),
        );
      if (wanted('sigterm'))
        r.sigterm = await section('resilience: SIGTERM under load', () =>
          checkSigterm({ respondents: 50, loadBeforeMs: 3000, postgres: pg }),
        );
    }
  } finally {
    bundle.remove();
  }
  result.totalSeconds = Math.round((performance.now() - started) / 1000);
  const markdown = renderMarkdown(result);
  const official = !quick && !only;
  const outDir = official
    ? path.join(repoRoot, 'bench', 'results')
    : mkdtempSync(path.join(os.tmpdir(), 'uplift-bench-'));
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(path.join(outDir, 'latest.md'), markdown);
  console.log(`\n${markdown}`);
  console.log(`Written: ${path.join(outDir, 'latest.md')} and latest.json (${result.totalSeconds} s)`);
  const workDir = result.build?.workDir;
  if (workDir?.startsWith(path.join(os.tmpdir(), 'uplift-bench-build-')))
    rmSync(workDir, { recursive: true, force: true });
  process.exitCode = result.timings.some((t) => t.error) ? 1 : 0;
}

await main();
