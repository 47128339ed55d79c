/**
 * Whether an error means "the database is not reachable right now" (down, restarting, recovering, the
 * connection broke, no connection could be had in time) rather than a bug or a bad query: such requests
 * are answered 503 with Retry-After, never 500.
 *
 * Errors arrive wrapped: Drizzle's `DrizzleQueryError` ("Failed query: …") carries the driver's error
 * as `cause`; Node's connect may give an `AggregateError` (one error per address tried). The chain is
 * walked, a few levels deep.
 */

/** postgres.js's own codes and Node's socket errors */
const CONNECTION_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'DATABASE_UNAVAILABLE',
]);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01 admin_shutdown, 57P02 crash_shutdown,
 * 57P03 cannot_connect_now (starting up, in recovery), 57P05 idle session timeout, 53300
 * too_many_connections, 57014 query_canceled (statement timeout).
 */
const SQLSTATE = /^(08\w{3}|57P0[1235]|53300|57014)$/;

const MESSAGE =
  /ECONNREFUSED|ECONNRESET|terminating connection|Connection terminated|CONNECTION_(CLOSED|ENDED|DESTROYED)|CONNECT_TIMEOUT|the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)|server closed the connection unexpectedly|PGlite is closed/i;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || SQLSTATE.test(code))) return true;
  if (typeof message === 'string' && MESSAGE.test(message) && !message.startsWith('Failed query:'))
    return true;
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** Thrown by our own guards (a request past its deadline) for the same 503. */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';
}
