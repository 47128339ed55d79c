import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths } from '../../contract/auth';
import { WEB_ROUTE_PATTERNS } from '../../contract/web-routes';
import { seedDefaultContent } from '../db/seed';
import { TestBrowser, uniqueEmail } from '../modules/auth/test-browser';
import { openTestApp, type TestApp } from '../test-support/app';
import { sampleLegalPages, sampleQuestionnaire } from '../test-support/sample-questionnaire';
import { redactUrl, TOKEN_PATH_PATTERNS } from './log-options';

const METRICS_TOKEN = 'metrics-token-never-logged-4f9a2c';
const PASSWORD = 'password-never-logged-7d31';
const RESET_TOKEN = 'resettokenneverlogged8e2b';
const VERIFY_TOKEN = 'verifytokenneverlogged5c1d';

/** Every line the app logs, as parsed JSON. */
function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines, entries: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

describe('logs', () => {
  let t: TestApp;
  const logs = captureLogs();

  beforeAll(async () => {
    t = await openTestApp({
      env: { LOG_LEVEL: 'trace', METRICS_TOKEN },
      prepare: (db) => seedDefaultContent(db, sampleQuestionnaire, sampleLegalPages).then(() => undefined),
      dependencies: { logStream: logs.stream },
    });
  }, 120_000);
  afterAll(async () => t?.close());

  it('keep request ids and carry no token, cookie, session secret or password', async () => {
    const browser = new TestBrowser(t.app, t.config.publicUrl);
    const email = uniqueEmail();
    expect((await browser.signUp({ name: 'Grace Founder', email, password: PASSWORD })).statusCode).toBe(200);
    expect((await browser.signIn({ email, password: PASSWORD })).statusCode).toBe(200);
    const cookieValues = [...browser.cookies.values()].filter((v) => v.length >= 16);
    expect(cookieValues.length).toBeGreaterThan(0);
    expect((await browser.get('/api/me')).statusCode).toBe(200);
    const session = await t.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: { visitorId: 'visitor_logs_01' },
    });
    expect(session.statusCode).toBe(201);
    const { id, secret } = session.json() as { id: string; secret: string };
    await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${id}`,
      headers: { 'x-session-secret': secret },
    });
    await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}x` },
    });
    await t.app.inject({
      method: 'GET',
      url: `/api/auth/verify-email?token=${VERIFY_TOKEN}&callbackURL=%2F`,
    });
    await t.app.inject({
      method: 'GET',
      url: `/api/auth/reset-password/${RESET_TOKEN}?callbackURL=%2Freset`,
    });
    // what a careless log call would write: headers, a body with a password
    t.app.log.info(
      { headers: { authorization: `Bearer ${METRICS_TOKEN}`, cookie: browser.cookieHeader() } },
      'headers',
    );
    t.app.log.info({ body: { email, password: PASSWORD }, password: PASSWORD }, 'body');

    const text = logs.lines.join('\n');
    expect(logs.lines.length).toBeGreaterThan(10);
    for (const secretValue of [METRICS_TOKEN, PASSWORD, RESET_TOKEN, VERIFY_TOKEN, secret, ...cookieValues])
      expect(text, 'a credential in the log').not.toContain(secretValue);
    expect(text).toContain('[Redacted]');
    // request lines keep their request id, and the redacted URL still says which route was called
    const incoming = logs.entries().filter((e) => e.msg === 'incoming request');
    expect(incoming.length).toBeGreaterThan(5);
    for (const entry of incoming) expect(entry.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(incoming.map((e) => (e.req as { url: string }).url)).toContain(
      '/api/auth/reset-password/[Redacted]?callbackURL=%2Freset',
    );
  });

  it('carry no token of a credential-bearing path: every route with a :token, plain and encoded', async () => {
    const patterns = [
      // Better Auth's reset link is behind its catch-all route, so it is named here
      ...new Set([
        ...t.app.registeredRoutes.map((r) => r.url),
        ...WEB_ROUTE_PATTERNS,
        authPaths.resetPasswordLink,
      ]),
    ].filter((pattern) => pattern.includes(':token'));
    // a new route with a token in its path fails here until the log redacts it
    expect([...patterns].sort()).toEqual([...TOKEN_PATH_PATTERNS].sort());
    const tokens: string[] = [];
    for (const [i, pattern] of patterns.entries()) {
      const token = `pathtoken${i}neverlogged${'x'.repeat(20)}`;
      tokens.push(token);
      const url = pattern.replace(':token', token).replace(/:\w+/g, 'q1');
      // the router decodes %74 to 't': the log must see the path the route saw
      const encoded = url.replace(`/${token}`, `/%${token.charCodeAt(0).toString(16)}${token.slice(1)}`);
      for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
        await t.app.inject({ method, url });
        await t.app.inject({ method, url: encoded });
      }
    }
    const text = logs.lines.join('\n');
    for (const token of tokens) expect(text, 'a path token in the log').not.toContain(token.slice(1));
    expect(text).toContain('/api/shared/[Redacted]');
    expect(text).toContain('/feedback/[Redacted]');
  });

  it('redacts credentials in URLs and nothing else', () => {
    expect(redactUrl('/api/auth/verify-email?token=abc&callbackURL=%2F')).toBe(
      '/api/auth/verify-email?token=[Redacted]&callbackURL=%2F',
    );
    expect(redactUrl('/x?a=1&secret=s&code=c#h')).toBe('/x?a=1&secret=[Redacted]&code=[Redacted]#h');
    expect(redactUrl('/api/sessions/123/answers?tokens=1')).toBe('/api/sessions/123/answers?tokens=1');
  });
});
