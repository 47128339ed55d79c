// The security layer's paths, header and cookie names and error codes without its schemas: every call
// of the browser needs the CSRF names, and zod would cost every page download and start-up time
// (docs/decisions/011). security.ts re-exports all of it.

/** Header carrying the CSRF token on every state-changing call (spec 9: 32 random bytes as hex). */
export const CSRF_HEADER = 'x-csrf-token';
/** The same token as a cookie the page sets itself; on https with the __Host- prefix (no subdomain can set it). */
export const CSRF_COOKIE = 'uplift.csrf';
export const CSRF_COOKIE_HTTPS = '__Host-uplift.csrf';
export const csrfCookieName = (https: boolean) => (https ? CSRF_COOKIE_HTTPS : CSRF_COOKIE);

/** A hash of stable browser traits the security client sends with its own calls (never stored raw). */
export const CLIENT_FINGERPRINT_HEADER = 'x-client-fingerprint';

export const SECURITY_ERRORS = {
  csrf: {
    code: 'csrf_invalid',
    message: 'Missing or invalid CSRF token. Please reload the page and try again.',
  },
  /** same code as `csrf`: a cross-site write is a forgery attempt just the same */
  crossSite: {
    code: 'csrf_invalid',
    message: 'This request must come from the site itself (cross-site requests are refused).',
  },
  sessionTimeout: { code: 'session_timeout', message: 'Your session has timed out due to inactivity.' },
  suspicious: {
    code: 'session_suspicious',
    message: 'Suspicious activity detected. Please refresh the page.',
  },
  accountThrottled: {
    code: 'TOO_MANY_ATTEMPTS_FOR_ACCOUNT',
    message: 'Too many attempts for this account. Please try again later.',
  },
} as const;

export const securityPaths = {
  /** GET, public, cacheable: the settings the browser needs (the developer-tools deterrent) */
  publicSettings: '/api/settings/public',
  /** GET: the signed-in session's status; runs the suspicious-activity check (spec 4, every 5 min) */
  session: '/api/security/session',
  /** POST: the browser saw activity (debounced 10 s, sent 2 s later) */
  activity: '/api/security/activity',
} as const;
