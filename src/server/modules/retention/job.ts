import type { FastifyBaseLogger } from 'fastify';
import { INVITE_TTL_DAYS } from '../../../domain/feedback-rules';
import type { Database } from '../../db/client';
import { type Cutoffs, type PruneCounts, retentionRepository } from './repository';
import {
  ANONYMOUS_SESSION_RETENTION_MONTHS,
  CLIENT_LOG_RETENTION_DAYS,
  CONSENT_LOG_RETENTION_MONTHS,
  daysBefore,
  monthsBefore,
  RATE_LIMIT_RETENTION_MS,
  RETENTION_INTERVAL_MS,
  SECURITY_DATA_RETENTION_DAYS,
  VISIT_RETENTION_MONTHS,
} from './windows';

type Log = Pick<FastifyBaseLogger, 'info' | 'debug' | 'warn'>;

export function cutoffsAt(now: Date): Cutoffs {
  return {
    now,
    securityData: daysBefore(now, SECURITY_DATA_RETENTION_DAYS),
    clientLogs: daysBefore(now, CLIENT_LOG_RETENTION_DAYS),
    rateLimits: new Date(now.getTime() - RATE_LIMIT_RETENTION_MS),
    consentLogs: monthsBefore(now, CONSENT_LOG_RETENTION_MONTHS),
    visits: monthsBefore(now, VISIT_RETENTION_MONTHS),
    anonymousSessions: monthsBefore(now, ANONYMOUS_SESSION_RETENTION_MONTHS),
    feedbackRounds: daysBefore(now, INVITE_TTL_DAYS),
  };
}

/** Steps in order: expired auth sessions before the security rows of ended sessions. */
const STEPS = [
  'expiredAuthSessions',
  'expiredVerifications',
  'sessionSecurity',
  'securityEvents',
  'clientLogs',
  'rateLimits',
  'consentLogs',
  'visits',
  'anonymousAssessmentSessions',
  'expiredFeedbackRounds',
] as const satisfies ReadonlyArray<keyof PruneCounts>;

export type RetentionReport = {
  deleted: PruneCounts;
  /** steps that failed (logged); the others still ran */
  failed: Array<keyof PruneCounts>;
};

/**
 * One retention run: deletes what the privacy policy says we no longer keep. Safe to run on several
 * instances at once (idempotent deletes; instances take turns batch by batch through an advisory lock)
 * and again at any time. A failing step is logged and the next one runs; the counts are logged.
 */
export async function runRetention(
  db: Database,
  options: { now?: Date; log?: Log; signal?: AbortSignal } = {},
): Promise<RetentionReport> {
  const repository = retentionRepository(db, { signal: options.signal });
  const cutoffs = cutoffsAt(options.now ?? new Date());
  const report: RetentionReport = {
    deleted: Object.fromEntries(STEPS.map((s) => [s, 0])) as PruneCounts,
    failed: [],
  };
  const started = Date.now();
  for (const step of STEPS) {
    if (options.signal?.aborted) break;
    try {
      report.deleted[step] = await repository[step](cutoffs);
    } catch (error) {
      report.failed.push(step);
      options.log?.warn({ err: error, step }, 'retention: a step failed; it runs again next time');
    }
  }
  const total = Object.values(report.deleted).reduce((a, b) => a + b, 0);
  const summary = { deleted: report.deleted, failed: report.failed, ms: Date.now() - started };
  if (total > 0) options.log?.info(summary, `retention: ${total} expired rows deleted`);
  else options.log?.debug(summary, 'retention: nothing expired');
  return report;
}

export type RetentionJob = {
  /** the run under way, or the next one started now */
  runNow(): Promise<RetentionReport | null>;
  /** stops the timer and waits for a run under way to finish its current batch */
  stop(): Promise<void>;
};

/**
 * Runs retention now (in the background: the server does not wait for it) and then every
 * `intervalMs`, on an unref'd timer that never keeps the process alive. Runs never overlap in one
 * process; across instances the advisory lock and idempotent deletes make overlaps harmless.
 */
export function startRetention(
  db: Database,
  options: {
    log: Log;
    intervalMs?: number;
    now?: () => Date;
    /** told the outcome of every run (the metrics count them) */
    onRun?: (outcome: 'ok' | 'failed') => void;
  },
): RetentionJob {
  let running: Promise<RetentionReport | null> | null = null;
  const stopping = new AbortController();
  const run = (): Promise<RetentionReport | null> => {
    if (running) return running;
    if (stopping.signal.aborted) return Promise.resolve(null);
    running = runRetention(db, { now: options.now?.(), log: options.log, signal: stopping.signal })
      .then((report) => {
        options.onRun?.(report.failed.length === 0 ? 'ok' : 'failed');
        return report;
      })
      .catch((error: unknown) => {
        options.log.warn({ err: error }, 'retention run failed');
        options.onRun?.('failed');
        return null;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  void run();
  const timer = setInterval(() => void run(), options.intervalMs ?? RETENTION_INTERVAL_MS);
  timer.unref();
  return {
    runNow: run,
    async stop() {
      stopping.abort();
      clearInterval(timer);
      await running;
    },
  };
}
