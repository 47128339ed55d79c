/**
 * The job queue's timings (docs/decisions/009-job-queue-on-the-database.md). Only the server uses them,
 * so they live here rather than in src/domain.
 */

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** How often a started queue looks for due jobs. Reminders are due on a day, not a second. */
export const POLL_INTERVAL_MS = 10 * SECOND_MS;
/**
 * How long a claim holds: a job still `running` after this (its instance crashed or hangs) is taken
 * over by another instance. Longer than any handler may take; the handler's signal aborts at the end.
 */
export const LEASE_MS = 10 * MINUTE_MS;
/** Jobs claimed in one statement (each instance runs them together, then claims again). */
export const CLAIM_BATCH_SIZE = 10;
/** A failed attempt is retried after about this long, doubling with every attempt … */
export const BACKOFF_BASE_MS = MINUTE_MS;
/** … but never later than this. With 8 attempts the last runs about 2 hours after the first. */
export const BACKOFF_CAP_MS = 60 * MINUTE_MS;
/** Attempts before a job is marked failed (and logged at error level). */
export const DEFAULT_MAX_ATTEMPTS = 8;
/** Finished jobs (done or failed) are deleted this long after they finished (the retention job). */
export const FINISHED_JOB_RETENTION_DAYS = 30;
export const FINISHED_JOB_RETENTION_MS = FINISHED_JOB_RETENTION_DAYS * DAY_MS;
/** `last_error` is cut to this many characters (a stack or an SMTP transcript can be long). */
export const LAST_ERROR_MAX_CHARS = 1000;

/**
 * The wait before the retry after `attempts` failed attempts: exponential from BACKOFF_BASE_MS, capped
 * at BACKOFF_CAP_MS, with "equal jitter" (half fixed, half random) so that jobs which failed together
 * (an SMTP outage) do not all come back in the same second.
 */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 30));
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** exponent);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
