import { RATE_LIMIT_CLEANUP_AFTER_MS } from '../../../domain/constants';

/**
 * How long the server keeps what it stores without a user asking for it. Each window is what the
 * privacy policy (src/content/legal.ts, "How long we keep data") and docs/privacy.md promise; change
 * them together. Only the server uses them, so they live here rather than in src/domain.
 */

/** Assessment sessions never claimed by an account (with their answers and results): 12 months after the last activity. */
export const ANONYMOUS_SESSION_RETENTION_MONTHS = 12;
/** Error reports and events from browsers (`client_logs`). */
export const CLIENT_LOG_RETENTION_DAYS = 30;
/** `session_security` rows (at most this long after their last activity) and `security_events`. */
export const SECURITY_DATA_RETENTION_DAYS = 30;
/** Consent records (`consent_logs`): 3 years after the choice, to be able to prove it. */
export const CONSENT_LOG_RETENTION_MONTHS = 36;
/** Page-visit counts (`visits`, only with analytics consent): as long as the anonymous sessions they are the funnel top of. */
export const VISIT_RETENTION_MONTHS = ANONYMOUS_SESSION_RETENTION_MONTHS;
/** Rate-limit counters (spec 9: rows older than 24 hours are cleaned). */
export const RATE_LIMIT_RETENTION_MS = RATE_LIMIT_CLEANUP_AFTER_MS;

/** The job runs once in each period this long, across all instances (a recurring job of the queue). */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
/** Rows deleted per statement, so that a first run on a large database never holds locks for long. */
export const RETENTION_BATCH_SIZE = 1000;
/** Assessment sessions per statement: each takes its answers and result with it (cascade). */
export const ANONYMOUS_SESSION_BATCH_SIZE = 100;
/** pg_advisory_xact_lock key: instances take turns, one batch at a time (the migrations use 7_310_421). */
export const RETENTION_LOCK_KEY = 7_310_422;

const DAY_MS = 24 * 60 * 60 * 1000;

export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** Calendar months back (UTC), so "12 months" is never a day short in a leap year. */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}
