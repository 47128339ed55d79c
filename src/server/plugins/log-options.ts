import type { FastifyServerOptions } from 'fastify';

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
/** Better Auth's password-reset link has its token as a path segment. */
const SECRET_SEGMENT = /(\/reset-password\/)[^/?#]+/gi;

/** The URL as logged: credentials in it replaced by `[Redacted]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[Redacted]').replace(SECRET_SEGMENT, '$1[Redacted]');
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
