import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../../db/client';

export type { PoolStats };

/** Why a request was shed (under-pressure's signal names, plus our database probe). */
export type ShedSignal =
  | 'eventLoopDelay'
  | 'heapUsedBytes'
  | 'rssBytes'
  | 'healthCheck'
  | 'eventLoopUtilization';

/**
 * Route-level latency from 1 ms to past 2 s: the answer path sits at a few ms, p99 goal 50 ms, and the
 * request deadline answers 503 at 10 s.
 */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5];

/**
 * A queued job's attempt, from a few milliseconds (a skipped reminder) to minutes (a retention run over
 * a large backlog).
 */
const JOB_DURATION_BUCKETS = [0.005, 0.025, 0.1, 0.5, 1, 2.5, 10, 30, 60, 300];

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * One registry per app (so tests may build several), with Node's process figures (event-loop delay,
 * heap, GC, CPU) and ours. Per process: each cluster worker counts its own requests.
 */
export function createMetrics(options: {
  databaseKind: 'postgres' | 'pglite';
  poolStats?: () => PoolStats | null;
  /** the job table's rows per kind and status, read on each scrape (the whole database's, not this process's) */
  jobCounts?: () => Promise<Array<{ kind: string; status: string; count: number }>>;
}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const answersSaved = new Counter({
    name: 'uplift_answers_saved_total',
    help: 'Answers the server acknowledged (one per answer, also inside a batch)',
    registers,
  });
  const assessmentsCompleted = new Counter({
    name: 'uplift_assessments_completed_total',
    help: 'Successful completion answers (a repeated completion of the same session counts again)',
    registers,
  });
  const signUps = new Counter({
    name: 'uplift_sign_ups_total',
    help: 'Accounts created by e-mail sign-up',
    registers,
  });
  const shed = new Counter({
    name: 'uplift_overload_shed_total',
    help: 'Requests answered 503 overloaded, by the signal that was over its limit',
    labelNames: ['signal'] as const,
    registers,
  });
  const databaseProbe = new Gauge({
    name: 'uplift_database_probe_seconds',
    help: 'How long the last overload probe (select 1 through the pool) took: the wait for a connection',
    registers,
  });
  new Gauge({
    name: 'uplift_database_info',
    help: 'The database driver in use (value is always 1)',
    labelNames: ['driver'] as const,
    registers,
    collect() {
      this.set({ driver: options.databaseKind }, 1);
    },
  });
  const poolStats = options.poolStats;
  if (poolStats) {
    new Gauge({
      name: 'uplift_database_pool_connections',
      help: 'PostgreSQL connections of this process by state (max: the pool size)',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const stats = poolStats();
        if (!stats) return;
        this.set({ state: 'max' }, stats.max);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'busy' }, stats.busy);
      },
    });
    new Gauge({
      name: 'uplift_database_pool_waiting_queries',
      help: 'Queries waiting for a PostgreSQL connection in this process',
      registers,
      collect() {
        const stats = poolStats();
        if (stats) this.set(stats.waiting);
      },
    });
  }
  const jobRuns = new Counter({
    name: 'uplift_job_runs_total',
    help: 'Background job runs by job and outcome (ok: every step ran; failed: a step or the run failed)',
    labelNames: ['job', 'outcome'] as const,
    registers,
  });
  const jobLastRun = new Gauge({
    name: 'uplift_job_last_run_timestamp_seconds',
    help: 'When a background job last finished a run (Unix time)',
    labelNames: ['job'] as const,
    registers,
  });
  const jobCounts = options.jobCounts;
  if (jobCounts) {
    new Gauge({
      name: 'uplift_queue_jobs',
      help: 'Jobs in the queue by kind and status (queued, running, failed), for the whole database',
      labelNames: ['kind', 'status'] as const,
      registers,
      async collect() {
        this.reset();
        // the database away: the scrape still answers (the database figures say why), without this gauge
        const rows = await jobCounts().catch(() => []);
        for (const row of rows) {
          if (row.status !== 'done') this.set({ kind: row.kind, status: row.status }, row.count);
        }
      },
    });
  }
  const queueAttempts = new Counter({
    name: 'uplift_queue_job_runs_total',
    help: 'Attempts at queued jobs in this process by kind and result (done, retried, failed)',
    labelNames: ['kind', 'result'] as const,
    registers,
  });
  const queueDuration = new Histogram({
    name: 'uplift_queue_job_duration_seconds',
    help: 'How long an attempt at a queued job took, by kind',
    labelNames: ['kind'] as const,
    buckets: JOB_DURATION_BUCKETS,
    registers,
  });

  return {
    registry,
    /** one observation per answered request; `route` is the pattern, never the raw URL */
    observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
      requestDuration.observe({ method, route, status_code: statusCode }, seconds);
    },
    answersSaved: (count: number) => answersSaved.inc(count),
    assessmentCompleted: () => assessmentsCompleted.inc(),
    signedUp: () => signUps.inc(),
    shed: (signal: ShedSignal) => shed.inc({ signal }),
    databaseProbed: (seconds: number) => databaseProbe.set(seconds),
    /** a background job finished a run (the retention job: ok, or a step failed) */
    jobRan(job: string, outcome: 'ok' | 'failed', at: Date = new Date()): void {
      jobRuns.inc({ job, outcome });
      jobLastRun.set({ job }, at.getTime() / 1000);
    },
    /** the job queue ended an attempt at a job */
    jobAttempted(kind: string, result: 'done' | 'retried' | 'failed', seconds: number): void {
      queueAttempts.inc({ kind, result });
      queueDuration.observe({ kind }, seconds);
    },
  };
}
