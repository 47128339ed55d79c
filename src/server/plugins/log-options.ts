import type { FastifyServerOptions } from 'fastify';
import { authPaths } from '../../contract/auth';
import { feedbackPaths } from '../../contract/feedback';
import { sharingPaths } from '../../contract/sharing';
import { WEB_ROUTE_PATTERNS } from '../../contract/web-routes';

/**
 * Credentials that must never reach a log line, wherever they are logged: request and response
 * headers (as an object or under `req`/`res`), and password and token fields one level deep.
 */
export const REDACTED_PATHS = [
  ...['authorization', 'cookie', 'set-cookie', 'x-session-secret', 'x-csrf-token'].flatMap((header) => [
    `req.headers["${header}"]`,
    `res.headers["${header}"]`,
    `headers["${header}"]`,
    `request.headers["${header}"]`,
    `reply.headers["${header}"]`,
  ]),
  ...['password', 'newPassword', 'currentPassword', 'token', 'secret'].flatMap((field) => [
    field,
    `*.${field}`,
  ]),
];

/** Query parameters whose values are credentials (Better Auth's e-mail links carry `token`). */
const SECRET_QUERY = /([?&](?:token|secret|password|code)=)[^&#]*/gi;
/**
 * The routes whose path carries a credential as its `:token` segment: a share link, a rater's link, a
 * password reset. Whoever reads it could open the report or answer as the rater.
 */
export const TOKEN_PATH_PATTERNS: readonly string[] = [
  authPaths.resetPasswordLink,
  sharingPaths.shared,
  ...Object.values(feedbackPaths),
  ...WEB_ROUTE_PATTERNS,
].filter((pattern) => pattern.includes('/:token'));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** What comes before each token, e.g. `/api/feedback/`; a parameter before it matches any segment. */
const TOKEN_SEGMENT = new RegExp(
  `(${[...new Set(TOKEN_PATH_PATTERNS.map((p) => p.slice(0, p.indexOf(':token'))))]
    .map((prefix) => escapeRegExp(prefix).replace(/:\w+/g, '[^/?#]+'))
    .join('|')})[^/?#]+`,
  'gi',
);

/** The URL as logged: credentials in it replaced by `[Redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[Redacted]').replace(TOKEN_SEGMENT, '$1[Redacted]');
}

type LogRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/**
 * pino options for Fastify: the request ids Fastify adds stay; headers, cookies, passwords and URL
 * tokens never appear. `stream` lets a test read what would be written.
 */
export function logOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (level === 'silent' && !stream) return false;
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    serializers: {
      req: (request: LogRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
