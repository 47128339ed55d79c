import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CSRF_COOKIE, SECURITY_ERRORS } from '../../contract/security';
import { INACTIVITY_TIMEOUT_MS } from '../../domain/constants';
import { rateLimitFor } from '../../domain/rate-limit';
import { seedDefaultContent } from '../db/seed';
import { memoryRateLimitStore } from '../plugins/rate-limit';
import { openTestApp, type TestApp } from '../test-support/app';
import { sampleLegalPages, sampleQuestionnaire } from '../test-support/sample-questionnaire';
import { dataSnapshot, encodedVariants, signedInBrowser } from './helpers';

/**
 * The router decodes `%61` to `a` and resolves dot segments, so `/%61pi/me/profile` is the route
 * `/api/me/profile`. Every policy must hold however the path is written: these tests send each write
 * and each limited route through the encoded variants of its path.
 */
let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({
    prepare: (db) => seedDefaultContent(db, sampleQuestionnaire, sampleLegalPages).then(() => undefined),
    dependencies: { rateLimitStore: memoryRateLimitStore() },
  });
}, 180_000);
afterAll(async () => t.close());
afterEach(() => vi.useRealTimers());

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every registered write as a concrete path (ids filled in), but the one-click unsubscribe. */
function writeRoutes(): Array<{ method: string; path: string }> {
  return t.app.registeredRoutes
    .filter(
      (r) => WRITES.has(r.method) && r.url.startsWith('/api/') && r.url !== '/api/plan-reminders/unsubscribe',
    )
    .map((r) => ({
      method: r.method,
      path: r.url.replace('*', 'sign-in/email').replace(/:\w+/g, '00000000-0000-4000-8000-000000000000'),
    }));
}

/** An address per route, so that the rate limits (checked first) never answer for the CSRF check. */
const addressOf = (i: number) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;

describe('CSRF through encoded paths', () => {
  it('refuses every write, signed in without the token pair, however its path is written; nothing changes', async () => {
    const { browser } = await signedInBrowser(t);
    browser.cookies.delete(CSRF_COOKIE);
    const before = await dataSnapshot(t);
    const passed: string[] = [];
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThan(40);
    for (const [i, { method, path }] of routes.entries())
      for (const url of [path, ...encodedVariants(path)]) {
        const res = await t.app.inject({
          method: method as 'POST',
          url,
          remoteAddress: addressOf(i),
          headers: { origin: t.config.publicUrl, cookie: browser.cookieHeader() ?? '' },
          payload: { full_name: 'Forged Name', confirm: 'DELETE' },
        });
        if (res.statusCode !== 403 || res.json().error.code !== SECURITY_ERRORS.csrf.code)
          passed.push(`${method} ${url}: ${res.statusCode}`);
      }
    expect(passed).toEqual([]);
    expect(await dataSnapshot(t)).toEqual(before);
    expect((await browser.get('/api/me')).json().profile.full_name).toBe('Grace Founder');
  });

  it('refuses every anonymous write from another site, however its path is written', async () => {
    const passed: string[] = [];
    for (const [i, { method, path }] of writeRoutes().entries())
      for (const url of encodedVariants(path)) {
        const res = await t.app.inject({
          method: method as 'POST',
          url,
          remoteAddress: addressOf(i + 100),
          headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
          payload: { visitorId: 'visitor_forged_01' },
        });
        if (res.statusCode !== 403) passed.push(`${method} ${url}: ${res.statusCode}`);
      }
    expect(passed).toEqual([]);
  });

  it('an encoded path with the token pair reaches the same handler (the refusals above are the policy)', async () => {
    const { browser } = await signedInBrowser(t);
    const res = await browser.patch('/%61pi/me/profile', { full_name: 'Grace Encoded' });
    expect(res.statusCode).toBe(200);
    expect((await browser.get('/api/me')).json().profile.full_name).toBe('Grace Encoded');
  });
});

describe('rate limits through encoded paths', () => {
  it.each([
    ['/api/chapters', '/api/chapters'],
    ['/api/questions', '/api/questionnaire'],
    ['/api/shared', '/api/shared/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'],
    ['/api/report-pdf', '/api/me/results/00000000-0000-4000-8000-000000000000/report.pdf'],
    ['default', '/api/settings/public'],
  ])('the %s limit counts every way of writing %s', async (group, path) => {
    const limit = rateLimitFor(group);
    const remoteAddress = `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
    const urls = [path, ...encodedVariants(path)];
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      const url = urls[i % urls.length] ?? path;
      statuses.push((await t.app.inject({ method: 'GET', url, remoteAddress })).statusCode);
    }
    expect(statuses.slice(0, limit)).not.toContain(429);
    expect(statuses[limit]).toBe(429);
    for (const url of encodedVariants(path))
      expect((await t.app.inject({ method: 'GET', url, remoteAddress })).statusCode, url).toBe(429);
  });
});

describe('session policies through encoded paths', () => {
  it('the inactivity timeout ends a session read through an encoded path', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const { browser } = await signedInBrowser(t);
    expect((await browser.get('/%61pi/me/export')).statusCode).toBe(200);
    vi.setSystemTime(start + INACTIVITY_TIMEOUT_MS + 10 * 60_000);
    const timedOut = await browser.get('/%61pi/me/export');
    expect(timedOut.statusCode).toBe(401);
    expect(timedOut.json().error).toEqual(SECURITY_ERRORS.sessionTimeout);
  });

  it('an answer about one person is never stored by a cache, however its path is written', async () => {
    const { browser } = await signedInBrowser(t);
    for (const url of encodedVariants('/api/me')) {
      const res = await browser.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});
