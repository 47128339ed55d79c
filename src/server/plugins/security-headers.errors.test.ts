import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_VERSION_HEADER } from '../../contract/contract-version';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { openTestApp, type TestApp } from '../test-support/app';
import { asBrowser, TEST_CSRF_TOKEN } from '../test-support/csrf';
import { openTestDatabase, type TestDatabase } from '../test-support/database';
import {
  clientErrorAnswer,
  cspDirectives,
  frameworkErrorAnswer,
  staticSecurityHeaders,
} from './security-headers';

/**
 * The answers Fastify and Node give on their own (bad JSON, unsupported type, too large, no route,
 * malformed URL, too-long parameter, parser errors, the 503 while closing) carry the same security
 * headers as every other answer and a JSON error body: sent raw, as an attacker or a broken client would.
 */

type Answer = { status: number; headers: Record<string, string>; body: string };

const EXPECTED_HTTPS = staticSecurityHeaders(cspDirectives(true), true);
const EXPECTED_HTTP = staticSecurityHeaders(cspDirectives(false), false);
/** headers that describe the transport or the payload, not security */
const TRANSPORT = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'date',
  'connection',
  'keep-alive',
  'cache-control',
  'vary',
  'etag',
  'last-modified',
  'accept-ranges',
  // names the contract version the answer was validated against (response-serializer.ts)
  CONTRACT_VERSION_HEADER,
]);

function expectSecure(answer: Answer, what: string, expected = EXPECTED_HTTPS) {
  for (const [name, value] of Object.entries(expected))
    expect(answer.headers[name], `${what}: ${name}`).toBe(value);
  expect(answer.headers['x-powered-by'], what).toBeUndefined();
  if (expected === EXPECTED_HTTP) expect(answer.headers['strict-transport-security'], what).toBeUndefined();
}

function expectJsonError(answer: Answer, status: number, what: string): { code: string; message: string } {
  expect(answer.status, what).toBe(status);
  expect(answer.headers['content-type'], what).toMatch(/^application\/json/);
  expect(answer.body, what).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\.ts:\d+|stack/i);
  const parsed = JSON.parse(answer.body) as { error: { code: string; message: string } };
  expect(typeof parsed.error.code, what).toBe('string');
  expect(parsed.error.message.length, what).toBeGreaterThan(5);
  return parsed.error;
}

/**
 * Writes carry the CSRF pair, as our page sends them: the point here is what Fastify answers to the
 * body, which a write without the pair never reaches (its 403 is proven in session-security.test.ts).
 */
async function inject(app: FastifyInstance, options: InjectOptions): Promise<Answer> {
  const res = await app.inject(asBrowser(options, { https: app === secure?.app }));
  return {
    status: res.statusCode,
    headers: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)])),
    body: res.body,
  };
}

/** Writes bytes to a fresh connection and reads until the server closes it (or `idleMs` of silence). */
function rawExchange(port: number, bytes: string | Buffer, idleMs = 1500): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(received);
    };
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(finish, idleMs);
    };
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      arm();
    });
    socket.on('close', finish);
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // the server may reset after answering a malformed request; what arrived counts
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') finish();
      else reject(error);
    });
    socket.on('connect', () => {
      socket.write(bytes);
      arm();
    });
  });
}

/** The first HTTP answer in what a socket received. */
function parseAnswer(received: string): Answer {
  const split = received.indexOf('\r\n\r\n');
  expect(split, `no complete answer in ${JSON.stringify(received.slice(0, 200))}`).toBeGreaterThan(0);
  const [statusLine = '', ...lines] = received.slice(0, split).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? 0);
  const body = Buffer.from(received.slice(split + 4), 'latin1')
    .subarray(0, length)
    .toString('utf8');
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

let secure: TestApp;
let plain: TestApp;
let securePort: number;
beforeAll(async () => {
  secure = await openTestApp({ env: { PUBLIC_URL: 'https://audit.example' } });
  plain = await openTestApp();
  await secure.app.listen({ port: 0, host: '127.0.0.1' });
  securePort = (secure.app.server.address() as net.AddressInfo).port;
}, 240_000);
afterAll(async () => {
  for (const t of [secure, plain]) await t?.close();
});

describe('the fixed header list', () => {
  it('is exactly what helmet sends on an ordinary answer (no drift)', async () => {
    for (const [app, expected] of [
      [secure.app, EXPECTED_HTTPS],
      [plain.app, EXPECTED_HTTP],
    ] as const) {
      const ordinary = await inject(app, { method: 'GET', url: '/api/health' });
      expect(ordinary.status).toBe(200);
      const security = Object.fromEntries(
        Object.entries(ordinary.headers).filter(([k]) => !TRANSPORT.has(k)),
      );
      expect(security).toEqual(expected);
    }
  });
});

describe("Fastify's own 4xx answers (app.inject)", () => {
  const json = { 'content-type': 'application/json' };
  const cases: Array<{ what: string; request: InjectOptions; status: number }> = [
    {
      what: 'malformed JSON',
      status: 400,
      request: { method: 'POST', url: '/api/consent', headers: json, payload: '{"essential": tru' },
    },
    {
      what: 'empty JSON body',
      status: 400,
      request: { method: 'POST', url: '/api/consent', headers: json, payload: '' },
    },
    {
      what: '__proto__ in JSON',
      status: 400,
      request: { method: 'POST', url: '/api/consent', headers: json, payload: '{"__proto__":{"x":1}}' },
    },
    {
      what: 'unsupported content type',
      status: 415,
      request: {
        method: 'POST',
        url: '/api/consent',
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      },
    },
    {
      what: 'body over 64 KB',
      status: 413,
      request: {
        method: 'POST',
        url: '/api/client-logs',
        headers: json,
        payload: JSON.stringify({ message: 'x'.repeat(70_000) }),
      },
    },
    {
      what: 'unsupported Content-Encoding',
      status: 415,
      request: {
        method: 'POST',
        url: '/api/consent',
        headers: { ...json, 'content-encoding': 'br2' },
        payload: '{}',
      },
    },
    {
      what: 'gzip that is not gzip',
      status: 400,
      request: {
        method: 'POST',
        url: '/api/consent',
        headers: { ...json, 'content-encoding': 'gzip' },
        payload: 'plainly not gzip',
      },
    },
    { what: 'no route (404)', status: 404, request: { method: 'GET', url: '/api/no-such-thing' } },
    {
      what: 'unknown method (404)',
      status: 404,
      request: { method: 'PROPFIND' as InjectOptions['method'], url: '/api/questionnaire' },
    },
    {
      what: 'malformed percent-encoding in the path',
      status: 400,
      request: { method: 'GET', url: '/api/sessions/%E0%A4%A/result' },
    },
    {
      what: 'path parameter over 100 characters',
      status: 414,
      request: { method: 'GET', url: `/api/sessions/${'a'.repeat(150)}/result` },
    },
  ];

  for (const { what, request, status } of cases) {
    it(`${what}: ${status} with the security headers and a JSON error`, async () => {
      const answer = await inject(secure.app, request);
      expectJsonError(answer, status, what);
      expectSecure(answer, what);
    });
  }

  it('a valid gzip body still works (the decompression path is not broken)', async () => {
    const answer = await inject(secure.app, {
      method: 'POST',
      url: '/api/consent',
      headers: { ...json, 'content-encoding': 'gzip' },
      payload: gzipSync('{"no":"fields"}'),
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error.code).toBe('invalid_request');
  });

  it('router errors: our codes, no echo of the input, never cached, no HSTS over http', async () => {
    const badUrl = await inject(plain.app, { method: 'GET', url: '/api/me/%E0%A4%A<script>' });
    expect(expectJsonError(badUrl, 400, 'bad url').code).toBe('invalid_url');
    expect(badUrl.body).not.toContain('script');
    expect(badUrl.headers['cache-control']).toBe('no-store');
    expectSecure(badUrl, 'bad url over http', EXPECTED_HTTP);

    const long = await inject(plain.app, {
      method: 'PUT',
      url: `/api/sessions/${'b'.repeat(200)}/answers/x`,
    });
    expect(expectJsonError(long, 414, 'long param').code).toBe('uri_too_long');
    expect(long.body).not.toContain('bbbb');
    expect(long.headers['cache-control']).toBe('no-store');
    expectSecure(long, 'long param over http', EXPECTED_HTTP);
  });

  it('a personal path keeps Cache-Control: no-store on its errors', async () => {
    const notFound = await inject(secure.app, { method: 'GET', url: '/api/me/no-such-thing' });
    expectJsonError(notFound, 404, 'personal 404');
    expect(notFound.headers['cache-control']).toBe('no-store');
    const badJson = await inject(secure.app, {
      method: 'POST',
      url: '/api/sessions',
      headers: json,
      payload: '{"visitorId":',
    });
    expectJsonError(badJson, 400, 'personal bad JSON');
    expectSecure(badJson, 'personal bad JSON');
    expect(badJson.headers['cache-control']).toBe('no-store');
    const tooLarge = await inject(secure.app, {
      method: 'POST',
      url: '/api/sessions',
      headers: json,
      payload: JSON.stringify({ visitorId: 'v'.repeat(70_000) }),
    });
    expectJsonError(tooLarge, 413, 'personal too large');
    expectSecure(tooLarge, 'personal too large');
    expect(tooLarge.headers['cache-control']).toBe('no-store');
  });
});

describe("Node's parser and Fastify's router on a real socket", () => {
  const cases: Array<{ what: string; bytes: string; status: number; code?: string }> = [
    {
      what: 'a header over 16 KB',
      bytes: `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      status: 431,
      code: 'headers_too_large',
    },
    {
      what: 'a URL over 16 KB',
      bytes: `GET /api/health?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      status: 431,
      code: 'headers_too_large',
    },
    {
      what: 'an invented method',
      bytes: 'FROB /api/health HTTP/1.1\r\nHost: x\r\n\r\n',
      status: 400,
      code: 'bad_request',
    },
    { what: 'a garbage request line', bytes: 'GARBAGE\r\n\r\n', status: 400, code: 'bad_request' },
    {
      what: 'a space in a header name',
      bytes: 'GET /api/health HTTP/1.1\r\nHo st: x\r\n\r\n',
      status: 400,
      code: 'bad_request',
    },
    {
      what: 'a non-numeric Content-Length',
      bytes:
        'POST /api/consent HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}',
      status: 400,
      code: 'bad_request',
    },
    {
      what: 'Content-Length and Transfer-Encoding together (smuggling)',
      bytes:
        'POST /api/consent HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      status: 400,
      code: 'bad_request',
    },
    {
      what: 'malformed percent-encoding',
      bytes: 'GET /api/sessions/%E0%A4%A/result HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      status: 400,
      code: 'invalid_url',
    },
    {
      what: 'a path parameter over 100 characters',
      bytes: `GET /api/sessions/${'a'.repeat(150)}/result HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      status: 414,
      code: 'uri_too_long',
    },
    {
      what: 'a body over 64 KB',
      bytes: `POST /api/client-logs HTTP/1.1\r\nHost: x\r\nX-CSRF-Token: ${TEST_CSRF_TOKEN}\r\nCookie: __Host-uplift.csrf=${TEST_CSRF_TOKEN}\r\nContent-Type: application/json\r\nContent-Length: 70000\r\n\r\n${'{'.repeat(70_000)}`,
      status: 413,
    },
  ];

  for (const { what, bytes, status, code } of cases) {
    it(`${what}: ${status}, security headers, JSON`, async () => {
      const answer = parseAnswer(await rawExchange(securePort, bytes));
      const error = expectJsonError(answer, status, what);
      if (code) expect(error.code, what).toBe(code);
      expectSecure(answer, what);
      if (status !== 413) expect(answer.headers['cache-control'], what).toBe('no-store');
    });
  }

  it('garbage pipelined behind a valid request never corrupts the stream', async () => {
    const received = await rawExchange(
      securePort,
      'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\nGARBAGE\r\n\r\n',
    );
    const answer = parseAnswer(received);
    expect([200, 400]).toContain(answer.status);
    expectSecure(answer, 'pipelined');
    // whatever follows the first answer is again a whole HTTP answer, or nothing
    const rest = received.slice(received.indexOf('\r\n\r\n') + 4 + Number(answer.headers['content-length']));
    if (rest.length > 0) expect(parseAnswer(rest).status).toBe(400);
  });

  it('the server still answers normally afterwards', async () => {
    const answer = parseAnswer(
      await rawExchange(securePort, 'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    );
    expect(answer.status).toBe(200);
    expectSecure(answer, 'health');
  });
});

describe('the 503 Fastify writes itself while closing', () => {
  let database: TestDatabase;
  afterAll(async () => {
    await database?.drop();
  });

  it('carries the security headers', async () => {
    database = await openTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'https://audit.example',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'uplift-test-')),
    });
    const app = await buildApp({ config, database, serveWeb: false });
    let started!: () => void;
    const isStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.get('/slow', async () => {
      started();
      await released;
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as net.AddressInfo).port;

    // one keep-alive connection: a slow request in flight, then close, then a second request on it
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    const ended = new Promise<void>((resolve) => {
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
    });
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    socket.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await isStarted;
    const closed = app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await closed;
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2000))]);
    socket.destroy();

    const second = received.indexOf('HTTP/1.1', 1);
    expect(second, received.slice(0, 300)).toBeGreaterThan(0);
    expect(parseAnswer(received.slice(0, second)).status).toBe(200);
    const answer = parseAnswer(received.slice(second));
    expect(answer.status).toBe(503);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expectSecure(answer, '503 while closing');
  }, 120_000);
});

describe('the answers chosen for errors', () => {
  it('maps router and parser errors to 4xx, never to a 5xx for a client mistake', () => {
    expect(frameworkErrorAnswer({ code: 'FST_ERR_BAD_URL', statusCode: 400 }).status).toBe(400);
    expect(frameworkErrorAnswer({ code: 'FST_ERR_MAX_PARAM_LENGTH', statusCode: 414 }).status).toBe(414);
    expect(frameworkErrorAnswer({ code: 'FST_ERR_SOMETHING_NEW', statusCode: 406 }).status).toBe(406);
    expect(clientErrorAnswer({ code: 'HPE_HEADER_OVERFLOW' }).status).toBe(431);
    expect(clientErrorAnswer({ code: 'ERR_HTTP_REQUEST_TIMEOUT' }).status).toBe(408);
    expect(clientErrorAnswer({ code: 'HPE_INVALID_METHOD' }).status).toBe(400);
  });
});
