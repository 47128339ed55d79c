import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type Directives = Record<string, string[]>;

/**
 * A strict CSP: nothing inline runs or applies unless it carries the page's per-request nonce (our own
 * built HTML, and the style elements our UI libraries add at runtime). No 'unsafe-inline' or 'unsafe-eval'.
 */
export function cspDirectives(https: boolean): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** The header value, with the nonce added to script-src and style-src when given. */
export function cspHeader(directives: Directives, nonce?: string): string {
  return Object.entries(directives)
    .map(([name, values]) => {
      const withNonce =
        nonce && (name === 'script-src' || name === 'style-src') ? [...values, `'nonce-${nonce}'`] : values;
      return [name, ...withNonce].join(' ');
    })
    .join('; ');
}

const HSTS_MAX_AGE_SECONDS = 31_536_000;

function helmetOptions(directives: Directives, https: boolean): Readonly<HelmetOptions> {
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // the same as the CSP's frame-ancestors 'none', for browsers that only read this header
    xFrameOptions: { action: 'deny' },
  };
}

/**
 * What helmet sets on an answer with our options, found once by running it on a stand-in response.
 * None of our directives depends on the request (a page's nonce is added by the page route), so every
 * answer gets the same headers: @fastify/helmet built a new helmet, parsing every directive, per request.
 */
export function helmetHeaders(
  directives: Directives,
  https: boolean,
): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => void headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  let failure: unknown;
  helmet(helmetOptions(directives, https))(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  return [...headers];
}

/**
 * Helmet's headers on every answer Fastify handles. On a real socket `secureRawAnswers` has set them
 * already (the same list, checked by security-headers.errors.test.ts); `inject()` bypasses the socket.
 */
export function registerSecurityHeaders(app: FastifyInstance, directives: Directives, https: boolean): void {
  const headers = helmetHeaders(directives, https);
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    if (!raw.hasHeader('x-content-type-options'))
      for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
}

/**
 * The headers helmet sets on every answer (with the options above), as a fixed list for the answers
 * written before any hook runs: Fastify's router errors, Node's parser errors, the 503 while closing.
 * `security-headers.errors.test.ts` compares it with what helmet sends, so the two cannot drift apart.
 */
export function staticSecurityHeaders(directives: Directives, https: boolean): Record<string, string> {
  return {
    // helmet's spelling (';' without a space), so every answer sends the same bytes
    'content-security-policy': Object.entries(directives)
      .map(([name, values]) => [name, ...values].join(' '))
      .join(';'),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains` } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

type ErrorAnswer = { status: number; code: string; message: string };

/** Fastify's router errors (before any hook): what the client is told, never echoing its input. */
export function frameworkErrorAnswer(error: Pick<FastifyError, 'code' | 'statusCode'>): ErrorAnswer {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return { status: 400, code: 'invalid_url', message: 'The address is not a valid URL.' };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 414, code: 'uri_too_long', message: 'A part of the address is too long.' };
  }
  const status = error.statusCode ?? 400;
  if (status >= 400 && status < 500)
    return { status, code: 'bad_request', message: 'The request could not be understood.' };
  return { status: 500, code: 'internal', message: 'Something went wrong. Please try again.' };
}

/** Node's HTTP parser errors (no request object exists): the status Node itself would pick. */
export function clientErrorAnswer(error: Pick<ConnectionError, 'code'>): ErrorAnswer {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, code: 'request_timeout', message: 'The request took too long to arrive.' };
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        code: 'headers_too_large',
        message: 'The request headers (or its address) are too large.',
      };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, code: 'payload_too_large', message: 'The request body is too large.' };
  }
  return { status: 400, code: 'bad_request', message: 'The request is not valid HTTP.' };
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Content Too Large',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
};

/**
 * Options for `Fastify()` so that the answers Fastify and Node write themselves carry the same security
 * headers as every other answer, `Cache-Control: no-store`, and our JSON error body:
 * - `frameworkErrors`: a malformed URL (400) or a path parameter over 100 characters (414), which the
 *   router rejects before any hook (so helmet never ran);
 * - `clientErrorHandler`: Node's parser rejects the bytes (431 headers too large, 408 timeout, 400
 *   malformed request line, header or length) before Fastify sees a request: written to the socket.
 */
export function errorAnswerOptions(directives: Directives, https: boolean) {
  const headers = staticSecurityHeaders(directives, https);

  function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
    const answer = frameworkErrorAnswer(error);
    request.log.info({ code: error.code, statusCode: answer.status }, 'request rejected by the router');
    reply
      .status(answer.status)
      .headers({ ...headers, 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8' })
      .send(JSON.stringify({ error: { code: answer.code, message: answer.message } }));
  }

  function clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
    // A reset connection is gone: nothing to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const answer = clientErrorAnswer(error);
    this.log.debug({ code: error.code, statusCode: answer.status }, 'malformed request rejected');
    // As Node does: answer only if no response on this socket has started to be written (one that has
    // not started dies with the socket), so that the bytes on the wire stay a valid HTTP stream.
    const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (socket.writable && !inFlight?.headersSent) {
      const body = JSON.stringify({ error: { code: answer.code, message: answer.message } });
      const lines = [
        `HTTP/1.1 ${answer.status} ${STATUS_TEXT[answer.status] ?? 'Bad Request'}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        'cache-control: no-store',
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(body)}`,
        'connection: close',
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    }
    // closes once what was written is flushed; at once if a response was under way (it is abandoned)
    if (inFlight) socket.destroy();
    else socket.destroySoon();
  }

  return { frameworkErrors, clientErrorHandler } as const;
}

/**
 * Every raw answer of a listening server starts with the security headers, before Fastify runs: this
 * covers what Fastify writes to the socket itself (the 503 it answers while closing, with
 * `return503OnClosing`). A page's route replaces the CSP with one carrying its nonce.
 */
export function secureRawAnswers(app: FastifyInstance, directives: Directives, https: boolean): void {
  const headers = Object.entries(staticSecurityHeaders(directives, https));
  app.server.prependListener('request', (_request, response: ServerResponse) => {
    for (const [name, value] of headers) response.setHeader(name, value);
  });
}
