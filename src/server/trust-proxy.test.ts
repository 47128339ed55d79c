import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from './test-support/app';

const NGINX = '10.0.0.5';
const OTHER_PROXY = '192.0.2.10';

/**
 * TRUST_PROXY as a list: X-Forwarded-For counts only when the peer is a listed proxy. `request.ip`
 * is read from the request log lines (Fastify logs it as remoteAddress).
 */
describe('trusted proxies', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await openTestApp({
      env: { LOG_LEVEL: 'info', TRUST_PROXY: `${NGINX}, 127.0.0.0/8` },
      dependencies: {
        logStream: new Writable({
          write(chunk, _encoding, done) {
            lines.push(...String(chunk).split('\n').filter(Boolean));
            done();
          },
        }),
      },
    });
  }, 120_000);
  afterAll(async () => t?.close());

  /** The client address the app saw for one request from `peer` with a forged or real X-Forwarded-For. */
  async function clientAddress(peer: string, forwardedFor?: string): Promise<string> {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: peer,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
    const reqId = res.headers['request-id'] ?? null;
    const entry = lines
      .map((l) => JSON.parse(l) as { msg?: string; reqId?: string; req?: { remoteAddress?: string } })
      .filter((e) => e.msg === 'incoming request' && (reqId === null || e.reqId === reqId))
      .at(-1);
    return entry?.req?.remoteAddress ?? 'none';
  }

  it('honours X-Forwarded-For from a listed proxy (address or CIDR)', async () => {
    expect(await clientAddress(NGINX, '203.0.113.7')).toBe('203.0.113.7');
    expect(await clientAddress('127.0.0.1', '203.0.113.8')).toBe('203.0.113.8');
    // a chain: the first address that is not a trusted proxy is the client
    expect(await clientAddress(NGINX, '203.0.113.9, 127.0.0.1')).toBe('203.0.113.9');
  });

  it('ignores a forged X-Forwarded-For from anyone else', async () => {
    expect(await clientAddress(OTHER_PROXY, '203.0.113.7')).toBe(OTHER_PROXY);
    expect(await clientAddress('198.51.100.4', '127.0.0.1')).toBe('198.51.100.4');
    expect(await clientAddress(OTHER_PROXY)).toBe(OTHER_PROXY);
  });
});
