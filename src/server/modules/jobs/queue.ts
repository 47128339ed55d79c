import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { type Claim, type JobRow, jobsRepository } from './repository';
import {
  backoffMs,
  CLAIM_BATCH_SIZE,
  DEFAULT_MAX_ATTEMPTS,
  LAST_ERROR_MAX_CHARS,
  LEASE_MS,
  POLL_INTERVAL_MS,
} from './windows';

export type Job<P> = { id: number; kind: string; payload: P; attempts: number };
export type JobContext = { now: Date; log: FastifyBaseLogger; signal: AbortSignal };
/**
 * resolve = done (the string is stored as the outcome, e.g. 'sent', 'skipped: reminders off');
 * throw = retried with back-off, after maxAttempts marked 'failed' and logged (never lost silently)
 */
export type JobHandler<P> = (job: Job<P>, ctx: JobContext) => Promise<string | undefined>;
export type EnqueueOptions = { runAt?: Date; uniqueKey?: string; maxAttempts?: number };
export type JobQueue = {
  enqueue<P extends Record<string, unknown>>(
    kind: string,
    payload: P,
    options?: EnqueueOptions,
  ): Promise<{ id: number; created: boolean }>;
  register<P>(kind: string, handler: JobHandler<P>): void;
  /** a job that runs every `everyMs` (one run per period across all instances) */
  every(kind: string, everyMs: number, handler: JobHandler<Record<string, never>>): void;
  /** claims and runs every job due at the queue's clock, until none is due; tests call it */
  runDue(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
};

/** How an attempt ended, for the metrics. */
export type JobResult = 'done' | 'retried' | 'failed';

export type JobQueueOptions = {
  db: Database;
  log: FastifyBaseLogger;
  /** the queue's clock: due times, leases and back-off are measured on it (tests move it) */
  now?: () => Date;
  /** told every attempt's end (the Prometheus counters and histogram) */
  onAttempt?: (kind: string, result: JobResult, seconds: number) => void;
  /** names this process's claims; unique per queue */
  instanceId?: string;
  pollIntervalMs?: number;
  leaseMs?: number;
  batchSize?: number;
  random?: () => number;
};

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.slice(0, LAST_ERROR_MAX_CHARS);
}

/**
 * The one job queue (docs/decisions/009-job-queue-on-the-database.md): jobs are rows of the `jobs`
 * table, claimed with FOR UPDATE SKIP LOCKED under a lease, so with several instances each due job runs
 * once, and a job whose instance died is taken over when its lease ends. A handler that throws is
 * retried with back-off; after its last attempt the job is `failed` and logged at error level.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const repository = jobsRepository(options.db);
  const clock = options.now ?? (() => new Date());
  const log = options.log;
  const instanceId = options.instanceId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const pollIntervalMs = options.pollIntervalMs ?? POLL_INTERVAL_MS;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const batchSize = options.batchSize ?? CLAIM_BATCH_SIZE;
  const random = options.random ?? Math.random;

  const handlers = new Map<string, JobHandler<unknown>>();
  /** recurring kinds: their period and the last period this queue made sure was enqueued */
  const recurring = new Map<string, { everyMs: number; ensured: number | null }>();
  const stopping = new AbortController();
  let started = false;
  let timer: NodeJS.Timeout | null = null;
  let ticking = false;
  let tickAgain = false;
  /** runDue calls of one queue never overlap: the test clock's run waits for a poll under way */
  let tail: Promise<unknown> = Promise.resolve();

  const insert = (kind: string, payload: Record<string, unknown>, enqueue: EnqueueOptions = {}) => {
    const now = clock();
    return repository.insert({
      kind,
      payload,
      runAt: enqueue.runAt ?? now,
      uniqueKey: enqueue.uniqueKey ?? null,
      maxAttempts: enqueue.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      now,
    });
  };

  /** One row per recurring kind and period, whoever inserts it first (`kind:periodIndex`). */
  const enqueuePeriod = (kind: string, everyMs: number, period: number) =>
    insert(kind, {}, { uniqueKey: `${kind}:${period}`, runAt: new Date(period * everyMs) });

  async function ensureRecurring(now: Date): Promise<void> {
    for (const [kind, entry] of recurring) {
      const period = Math.floor(now.getTime() / entry.everyMs);
      if (entry.ensured === period) continue;
      await enqueuePeriod(kind, entry.everyMs, period);
      entry.ensured = period;
    }
  }

  /** A recurring job's period, from its key `kind:periodIndex` (a job enqueued by hand: the current one). */
  const periodOf = (row: JobRow): number => {
    const period = Number(row.uniqueKey?.slice(row.kind.length + 1));
    return Number.isInteger(period) ? period : Number.POSITIVE_INFINITY;
  };

  async function execute(row: JobRow): Promise<void> {
    const claim: Claim = { id: row.id, lockedBy: instanceId, attempts: row.attempts };
    const fields = { job: row.kind, jobId: row.id, attempt: row.attempts };
    const handler = handlers.get(row.kind);
    if (!handler) return; // never claimed: the claim asks only for registered kinds
    if (row.attempts > row.maxAttempts) {
      // taken over after the lease of its last attempt ran out: its instance died or hung each time
      const error = 'the lease of the last attempt ran out (its server stopped or hung)';
      await repository.fail(claim, error, clock());
      log.error(fields, `job ${row.kind} #${row.id} failed: ${error}`);
      options.onAttempt?.(row.kind, 'failed', 0);
      return;
    }
    const entry = recurring.get(row.kind);
    if (entry && periodOf(row) < Math.floor(clock().getTime() / entry.everyMs)) {
      // a past period's run (the server was down, or the clock jumped): this period's run does the work
      await repository.complete(claim, 'skipped: a later period is due', clock());
      return;
    }
    const lease = new AbortController();
    const leaseTimer = setTimeout(() => lease.abort(new Error('job lease ran out')), leaseMs);
    leaseTimer.unref();
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const outcome = await handler(
        { id: row.id, kind: row.kind, payload: row.payload, attempts: row.attempts },
        {
          now: clock(),
          log: log.child(fields),
          signal: AbortSignal.any([lease.signal, stopping.signal]),
        },
      );
      if (!(await repository.complete(claim, outcome ?? null, clock())))
        log.warn(fields, `job ${row.kind} #${row.id} finished after its lease ran out`);
      options.onAttempt?.(row.kind, 'done', seconds());
    } catch (error) {
      const message = errorText(error);
      if (row.attempts >= row.maxAttempts) {
        await repository.fail(claim, message, clock());
        // the payload stays out of the log: it may name a person's plan or address
        log.error(
          { ...fields, err: error },
          `job ${row.kind} #${row.id} failed after ${row.attempts} attempts: ${message}`,
        );
        options.onAttempt?.(row.kind, 'failed', seconds());
      } else {
        const runAt = new Date(clock().getTime() + backoffMs(row.attempts, random));
        await repository.retryLater(claim, runAt, message, clock());
        log.warn(
          { ...fields, err: error, retryAt: runAt.toISOString() },
          `job ${row.kind} #${row.id} attempt ${row.attempts} failed; retried later`,
        );
        options.onAttempt?.(row.kind, 'retried', seconds());
      }
    } finally {
      clearTimeout(leaseTimer);
    }
    if (entry) {
      const next = Math.floor(clock().getTime() / entry.everyMs) + 1;
      await enqueuePeriod(row.kind, entry.everyMs, next);
    }
  }

  async function drain(): Promise<number> {
    if (stopping.signal.aborted) return 0;
    await ensureRecurring(clock());
    let ran = 0;
    while (!stopping.signal.aborted) {
      const now = clock();
      const claimed = await repository.claim({
        kinds: [...handlers.keys()],
        now,
        lockedBy: instanceId,
        lockedUntil: new Date(now.getTime() + leaseMs),
        limit: batchSize,
      });
      if (claimed.length === 0) break;
      await Promise.all(
        claimed.map((row) =>
          execute(row).catch((error: unknown) =>
            // the database failed while recording the end: the lease hands the job on
            log.error({ err: error, job: row.kind, jobId: row.id }, 'job queue: could not record a job'),
          ),
        ),
      );
      ran += claimed.length;
    }
    return ran;
  }

  const runDue = (): Promise<number> => {
    const run = tail.then(drain);
    tail = run.catch(() => {});
    return run;
  };

  const schedule = (ms: number) => {
    if (stopping.signal.aborted) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void tick(), ms);
    timer.unref();
  };

  async function tick(): Promise<void> {
    timer = null;
    ticking = true;
    try {
      await runDue();
    } catch (error) {
      log.warn({ err: error }, 'job queue: looking for due jobs failed; trying again');
    } finally {
      ticking = false;
      if (tickAgain) {
        tickAgain = false;
        schedule(0);
      } else schedule(pollIntervalMs);
    }
  }

  const register = <P>(kind: string, handler: JobHandler<P>) => {
    if (handlers.has(kind)) throw new Error(`job kind "${kind}" is registered twice`);
    handlers.set(kind, handler as JobHandler<unknown>);
  };

  return {
    async enqueue(kind, payload, enqueueOptions) {
      const result = await insert(kind, payload, enqueueOptions);
      // due now: a started queue looks at once rather than at the next poll
      if (started && result.created && (enqueueOptions?.runAt ?? clock()) <= clock()) {
        if (ticking) tickAgain = true;
        else schedule(0);
      }
      return result;
    },
    register,
    every(kind, everyMs, handler) {
      if (!(everyMs >= 1000)) throw new Error(`job kind "${kind}": everyMs must be at least 1000`);
      register(kind, handler);
      recurring.set(kind, { everyMs, ensured: null });
    },
    runDue,
    start() {
      if (started || stopping.signal.aborted) return;
      started = true;
      schedule(0);
    },
    async stop() {
      stopping.abort();
      if (timer) clearTimeout(timer);
      timer = null;
      await tail;
    },
  };
}
