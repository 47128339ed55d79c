import type { InjectOptions } from 'fastify';
import { CSRF_HEADER, csrfCookieName } from '../../contract/security';

/** A fixed, well-formed CSRF token (64 hex characters) for requests that act as our web page. */
export const TEST_CSRF_TOKEN = 'c5'.repeat(32);

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The request as our web page sends it: a state-changing call carries the CSRF double-submit pair
 * (header `x-csrf-token` and the page-set cookie, `__Host-` on https), merged with any cookies and
 * headers already given (a header given wins, so a test can still send a wrong token on purpose).
 * Reads are left alone, as the web client leaves them.
 */
export function asBrowser(
  options: InjectOptions,
  { https = false, token = TEST_CSRF_TOKEN }: { https?: boolean; token?: string } = {},
): InjectOptions {
  const method = String(options.method ?? 'GET').toUpperCase();
  if (!WRITES.has(method)) return options;
  return {
    ...options,
    headers: { [CSRF_HEADER]: token, ...options.headers },
    cookies: { [csrfCookieName(https)]: token, ...options.cookies },
  };
}
