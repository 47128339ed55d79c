import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDefaultContent } from '../db/seed';
import { openTestApp, type TestApp } from '../test-support/app';
import { sampleLegalPages, sampleQuestionnaire } from '../test-support/sample-questionnaire';
import { signedInBrowser } from './helpers';

/** A stand-in for `build/client`: the server reads prerendered HTML and the SPA fallback from it. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'uplift-web-'));
  const html = (title: string) =>
    `<!doctype html><html><head><title>${title}</title></head><body><script type="module" src="/assets/a.js"></script></body></html>`;
  writeFileSync(path.join(dir, 'index.html'), html('Landing'));
  writeFileSync(path.join(dir, '__spa-fallback.html'), html('App'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'a.js'), 'console.log(1)');
  return dir;
}

let http: TestApp;
let https: TestApp;
let limited: TestApp;
beforeAll(async () => {
  const web = fakeWebBuild();
  const prepare = (db: Parameters<typeof seedDefaultContent>[0]) =>
    seedDefaultContent(db, sampleQuestionnaire, sampleLegalPages).then(() => undefined);
  http = await openTestApp({ serveWeb: true, env: { WEB_BUILD_DIR: web }, prepare });
  https = await openTestApp({
    serveWeb: true,
    env: { WEB_BUILD_DIR: web, PUBLIC_URL: 'https://audit.example' },
    prepare,
  });
  limited = await openTestApp({
    serveWeb: true,
    env: { WEB_BUILD_DIR: web },
    dependencies: { rateLimitStore: { hit: async (_k, now) => ({ allowed: false, resetAt: now + 30_000 }) } },
  });
}, 240_000);
afterAll(async () => {
  for (const t of [http, https, limited]) await t?.close();
});

function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

function expectStrictHeaders(res: LightMyRequestResponse, what: string) {
  const policy = csp(res);
  const raw = String(res.headers['content-security-policy']);
  expect(raw, `${what}: CSP`).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('base-uri'), what).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(policy.get('default-src'), what).toEqual(["'self'"]);
  expect(policy.get('script-src')?.[0], what).toBe("'self'");
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(res.headers['x-powered-by'], what).toBeUndefined();
}

describe('security headers on every kind of answer', () => {
  it('HTML pages: strict CSP with a fresh nonce per response', async () => {
    const a = await http.app.inject({ method: 'GET', url: '/' });
    const b = await http.app.inject({ method: 'GET', url: '/results' });
    for (const [res, what] of [
      [a, 'landing'],
      [b, 'SPA page'],
    ] as const) {
      expect(res.statusCode, what).toBe(200);
      expect(res.headers['content-type'], what).toMatch(/text\/html/);
      expectStrictHeaders(res, what);
      expect(
        csp(res)
          .get('script-src')
          ?.some((v) => v.startsWith("'nonce-")),
        what,
      ).toBe(true);
    }
    expect(csp(a).get('script-src')).not.toEqual(csp(b).get('script-src'));
  });

  it('JSON answers', async () => {
    const res = await http.app.inject({ method: 'GET', url: '/api/questionnaire' });
    expect(res.statusCode).toBe(200);
    expectStrictHeaders(res, 'JSON');
  });

  it('404s, HTML and JSON', async () => {
    const page = await http.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(page.statusCode).toBe(404);
    expectStrictHeaders(page, 'HTML 404');
    const api = await http.app.inject({ method: 'GET', url: '/api/no-such-endpoint' });
    expect(api.statusCode).toBe(404);
    expectStrictHeaders(api, 'JSON 404');
    expect(api.body).not.toMatch(/at \w+ \(|node_modules/);
  });

  it('429s', async () => {
    const res = await limited.app.inject({ method: 'GET', url: '/api/questionnaire' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.headers['cache-control']).toBe('no-store');
    expectStrictHeaders(res, '429');
  });

  it('HSTS only when served over https', async () => {
    const plain = await http.app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    for (const url of ['/', '/api/questionnaire', '/api/nothing']) {
      const res = await https.app.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security'], url).toMatch(/max-age=31536000; includeSubDomains/);
      expectStrictHeaders(res, `https ${url}`);
    }
  });
});

describe('Cache-Control: no-store on anything personal', () => {
  it('account, sessions, results, export, admin, security and auth answers, errors included', async () => {
    const admin = await signedInBrowser(http, { admin: true });
    const session = await http.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: { visitorId: 'visitor_12345678' },
    });
    const { id, secret } = session.json() as { id: string; secret: string };
    const urls = [
      '/api/me',
      '/api/me/export',
      '/api/me/results',
      '/api/me/results/latest',
      '/api/me/consent',
      `/api/sessions/${id}`,
      `/api/sessions/${id}/result`,
      '/api/admin/users',
      '/api/admin/security',
      '/api/admin/me',
      '/api/security/session',
      '/api/auth/get-session',
    ];
    expect(session.headers['cache-control']).toBe('no-store');
    for (const url of urls) {
      for (const who of ['admin', 'nobody'] as const) {
        const res =
          who === 'admin'
            ? await admin.browser.request({ method: 'GET', url, headers: { 'x-session-secret': secret } })
            : await http.app.inject({ method: 'GET', url });
        expect(res.headers['cache-control'], `${who} ${url} (${res.statusCode})`).toBe('no-store');
      }
    }
  });

  it('public content may be cached; the public settings briefly', async () => {
    const settings = await http.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(settings.json()).toEqual({ devtoolsDeterrent: false });
    expect(settings.headers['cache-control']).toBe('public, max-age=60');
  });
});
