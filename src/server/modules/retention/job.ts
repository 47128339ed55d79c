import type { FastifyBaseLogger } from 'fastify';
import { INVITE_TTL_DAYS } from '../../../domain/feedback-rules';
import type { Database } from '../../db/client';
import type { JobQueue } from '../jobs/queue';
import { FINISHED_JOB_RETENTION_DAYS } from '../jobs/windows';
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
    finishedJobs: daysBefore(now, FINISHED_JOB_RETENTION_DAYS),
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
  'finishedJobs',
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

/** The queue's name for the retention job. */
export const RETENTION_JOB = 'retention';

/**
 * Retention as a recurring job of the queue: once per RETENTION_INTERVAL_MS across all instances (and
 * at start when this period's run has not happened yet). Its cut-offs are computed from the system's
 * time, not the queue's clock: a test clock moved forward must not delete what Better Auth, which
 * keeps real time, still takes for live (sessions, verifications).
 */
export function scheduleRetention(
  jobs: Pick<JobQueue, 'every'>,
  db: Database,
  options: {
    /** the cut-offs' "now"; default the system's time */
    now?: () => Date;
    /** told the outcome of every run (the metrics count them) */
    onRun?: (outcome: 'ok' | 'failed') => void;
  } = {},
): void {
  jobs.every(RETENTION_JOB, RETENTION_INTERVAL_MS, async (_job, ctx) => {
    const now = options.now?.() ?? new Date();
    const report = await runRetention(db, { now, log: ctx.log, signal: ctx.signal });
    options.onRun?.(report.failed.length === 0 ? 'ok' : 'failed');
    const total = Object.values(report.deleted).reduce((a, b) => a + b, 0);
    // a failed step is logged and runs again next period: the run itself is done
    return report.failed.length === 0
      ? `deleted ${total} rows`
      : `deleted ${total} rows; failed steps: ${report.failed.join(', ')}`;
  });
}
