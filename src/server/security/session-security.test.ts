import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CLIENT_FINGERPRINT_HEADER,
  CSRF_COOKIE,
  CSRF_HEADER,
  SECURITY_ERRORS,
  securityPaths,
} from '../../contract/security';
import { INACTIVITY_TIMEOUT_MS } from '../../domain/constants';
import * as schema from '../db/schema';
import { seedDefaultContent } from '../db/seed';
import { TestBrowser } from '../modules/auth/test-browser';
import { openTestApp, type TestApp } from '../test-support/app';
import { sampleLegalPages, sampleQuestionnaire } from '../test-support/sample-questionnaire';
import { PASSWORD, sessionIdOf, signedInBrowser } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({
    prepare: (db) => seedDefaultContent(db, sampleQuestionnaire, sampleLegalPages).then(() => undefined),
  });
}, 180_000);
afterAll(async () => t.close());
afterEach(() => vi.useRealTimers());

const token = 'ab'.repeat(32);
const otherToken = 'cd'.repeat(32);

describe('CSRF (double submit: header = cookie, both 64 hex)', () => {
  async function patchProfile(browser: TestBrowser, headers: Record<string, string>, cookies: string[] = []) {
    const session = browser.cookieHeader() ?? '';
    return t.app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      remoteAddress: browser.ip,
      headers: {
        origin: t.config.publicUrl,
        cookie: [session, ...cookies].filter(Boolean).join('; '),
        ...headers,
      },
      payload: { full_name: 'Grace Changed' },
    });
  }

  it('refuses a signed-in write without a token, with a wrong one or with only one half: 403 with a clear message', async () => {
    const { browser } = await signedInBrowser(t);
    browser.cookies.delete(CSRF_COOKIE);
    const cases = [
      await patchProfile(browser, {}),
      await patchProfile(browser, { [CSRF_HEADER]: token }),
      await patchProfile(browser, {}, [`${CSRF_COOKIE}=${token}`]),
      await patchProfile(browser, { [CSRF_HEADER]: token }, [`${CSRF_COOKIE}=${otherToken}`]),
      await patchProfile(browser, { [CSRF_HEADER]: 'short' }, [`${CSRF_COOKIE}=short`]),
      await patchProfile(browser, { [CSRF_HEADER]: token.toUpperCase() }, [
        `${CSRF_COOKIE}=${token.toUpperCase()}`,
      ]),
    ];
    for (const res of cases) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: {
          code: 'csrf_invalid',
          message: 'Missing or invalid CSRF token. Please reload the page and try again.',
        },
      });
    }
    const ok = await patchProfile(browser, { [CSRF_HEADER]: token }, [`${CSRF_COOKIE}=${token}`]);
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a foreign Origin or a cross-site fetch even with a valid token pair', async () => {
    const { browser } = await signedInBrowser(t);
    const res = await patchProfile(browser, { [CSRF_HEADER]: token, origin: 'https://evil.example' }, [
      `${CSRF_COOKIE}=${token}`,
    ]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: SECURITY_ERRORS.crossSite });
    const crossSite = await patchProfile(browser, { [CSRF_HEADER]: token, 'sec-fetch-site': 'cross-site' }, [
      `${CSRF_COOKIE}=${token}`,
    ]);
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error.code).toBe('csrf_invalid');
  });

  it('covers every state-changing module with a session cookie (admin, consent, client logs, assessment)', async () => {
    const { browser } = await signedInBrowser(t, { admin: true });
    const cookie = browser.cookieHeader() ?? '';
    const writes = [
      { method: 'PATCH' as const, url: '/api/admin/settings', payload: { devtoolsDeterrent: true } },
      { method: 'POST' as const, url: '/api/sessions', payload: { visitorId: 'visitor_12345678' } },
      { method: 'POST' as const, url: securityPaths.activity, payload: {} },
    ];
    for (const write of writes) {
      const res = await t.app.inject({ ...write, remoteAddress: browser.ip, headers: { cookie } });
      expect(res.statusCode, `${write.method} ${write.url}`).toBe(403);
    }
  });

  describe('anonymous writes are checked too (no session cookie at all)', () => {
    /** An anonymous session made the way the web makes it, with the pair. */
    async function anonymousSession() {
      const res = await t.inject({
        method: 'POST',
        url: '/api/sessions',
        payload: { visitorId: 'visitor_csrf0001' },
      });
      expect(res.statusCode).toBe(201);
      return res.json() as { id: string; secret: string };
    }
    const questionId = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/questionnaire' })).json().questions[0].id as string;
    const consentBody = (visitorId: string) => ({
      essential: true,
      analytics: true,
      marketing: false,
      timestamp: new Date().toISOString(),
      version: '1.0',
      visitorId,
    });

    /** The four anonymous writes of the spec, each with a marker to find what it stored. */
    async function writes(marker: string) {
      const session = await anonymousSession();
      const question = await questionId();
      return [
        { method: 'POST' as const, url: '/api/sessions', payload: { visitorId: `visitor_${marker}` } },
        {
          method: 'PUT' as const,
          url: `/api/sessions/${session.id}/answers/${question}`,
          headers: { 'x-session-secret': session.secret },
          payload: { value: 4 },
          session,
        },
        { method: 'POST' as const, url: '/api/consent', payload: consentBody(`visitor_${marker}`) },
        {
          method: 'POST' as const,
          url: '/api/client-logs',
          payload: { level: 'info', eventType: 'csrf_probe', message: 'x', correlationId: marker },
        },
      ];
    }

    async function storedBy(marker: string, session: { id: string }) {
      const sessions = await t.database.db
        .select()
        .from(schema.assessmentSessions)
        .where(eq(schema.assessmentSessions.visitorId, `visitor_${marker}`));
      const answers = await t.database.db
        .select()
        .from(schema.responses)
        .where(eq(schema.responses.sessionId, session.id));
      const consents = await t.database.db
        .select()
        .from(schema.consentLogs)
        .where(eq(schema.consentLogs.visitorId, `visitor_${marker}`));
      const logs = await t.database.db
        .select()
        .from(schema.clientLogs)
        .where(eq(schema.clientLogs.correlationId, marker));
      return {
        sessions: sessions.length,
        answers: answers.length,
        consents: consents.length,
        logs: logs.length,
      };
    }

    /**
     * Every forged write the check refuses, one test a row, run on each of the four writes: a bare
     * client (no pair, half a pair, a wrong or malformed pair), or our page's own pair sent from
     * another site. Each answers 403 csrf_invalid with its message, and stores nothing.
     */
    const forgeries: Array<{
      name: string;
      /** 'bare': app.inject with only what the row adds; 'with the pair': t.inject, as our page sends */
      client: 'bare' | 'with the pair';
      headers: Record<string, string>;
      cookies: Record<string, string>;
      error: { code: string; message: string };
    }> = [
      { name: 'no token at all', client: 'bare', headers: {}, cookies: {}, error: SECURITY_ERRORS.csrf },
      {
        name: 'a header but no cookie',
        client: 'bare',
        headers: { [CSRF_HEADER]: token },
        cookies: {},
        error: SECURITY_ERRORS.csrf,
      },
      {
        name: 'a cookie but no header',
        client: 'bare',
        headers: {},
        cookies: { [CSRF_COOKIE]: token },
        error: SECURITY_ERRORS.csrf,
      },
      {
        name: 'header and cookie differ',
        client: 'bare',
        headers: { [CSRF_HEADER]: token },
        cookies: { [CSRF_COOKIE]: otherToken },
        error: SECURITY_ERRORS.csrf,
      },
      {
        name: 'a malformed pair',
        client: 'bare',
        headers: { [CSRF_HEADER]: 'not-a-token' },
        cookies: { [CSRF_COOKIE]: 'not-a-token' },
        error: SECURITY_ERRORS.csrf,
      },
      {
        name: 'a foreign Origin (with a valid pair)',
        client: 'with the pair',
        headers: { origin: 'https://evil.example' },
        cookies: {},
        error: SECURITY_ERRORS.crossSite,
      },
      {
        name: 'cross-site fetch (with a valid pair)',
        client: 'with the pair',
        headers: { 'sec-fetch-site': 'cross-site' },
        cookies: {},
        error: SECURITY_ERRORS.crossSite,
      },
    ];
    it.each(forgeries)(
      '$name: 403 csrf_invalid on POST /api/sessions, PUT answer, POST /api/consent, POST /api/client-logs, and nothing stored',
      async ({ client, headers, cookies, error }) => {
        const marker = `no${Math.random().toString(36).slice(2, 10)}`;
        const calls = await writes(marker);
        for (const { session: _session, ...call } of calls) {
          const forged = { ...call, headers: { ...call.headers, ...headers } };
          const res = client === 'bare' ? await t.app.inject({ ...forged, cookies }) : await t.inject(forged);
          expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
          expect(res.json(), `${call.method} ${call.url}`).toEqual({ error });
        }
        const session = calls[1]?.session ?? { id: '' };
        expect(await storedBy(marker, session)).toEqual({ sessions: 0, answers: 0, consents: 0, logs: 0 });
      },
    );

    it('with the pair (and our Origin, or none) every one of them works', async () => {
      const marker = `ok${Math.random().toString(36).slice(2, 10)}`;
      const calls = await writes(marker);
      const expected = [201, 200, 201, 202];
      for (const [i, { session: _session, ...call }] of calls.entries()) {
        const origin = i % 2 === 0 ? { origin: t.config.publicUrl } : {};
        const res = await t.inject({ ...call, headers: { ...call.headers, ...origin } });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(expected[i]);
      }
      expect(await storedBy(marker, calls[1]?.session ?? { id: '' })).toEqual({
        sessions: 1,
        answers: 1,
        consents: 1,
        logs: 1,
      });
    });

    it('GET never needs a token', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/questionnaire' })).statusCode).toBe(200);
      const { browser } = await signedInBrowser(t);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { cookie: browser.cookieHeader() ?? '' },
      });
      expect(me.statusCode).toBe(200);
    });
  });

  it('sign-up and sign-in without the pair are refused before Better Auth sees them: no account made', async () => {
    const email = `csrf-${Date.now()}@example.com`;
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: t.config.publicUrl },
      payload: { name: 'No Token', email, password: PASSWORD },
    });
    expect(signUp.statusCode).toBe(403);
    expect(signUp.json()).toEqual({ error: SECURITY_ERRORS.csrf });
    const rows = await t.database.db.select().from(schema.user).where(eq(schema.user.email, email));
    expect(rows).toEqual([]);
    const browser = new TestBrowser(t.app, t.config.publicUrl);
    expect((await browser.signUp({ name: 'With Token', email, password: PASSWORD })).statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: t.config.publicUrl },
      payload: { email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.headers['set-cookie']).toBeUndefined();
  });

  it("Better Auth's own origin check stays on behind ours", async () => {
    const { browser } = await signedInBrowser(t);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: browser.cookieHeader() ?? '', origin: 'https://evil.example' },
      payload: {},
    });
    expect(forged.statusCode).toBe(403);
    // Straight to Better Auth's handler, past our hook: it refuses the foreign origin by itself.
    const direct = await t.app.auth.betterAuth.handler(
      new Request(`${t.config.publicUrl}/api/auth/sign-out`, {
        method: 'POST',
        headers: {
          cookie: browser.cookieHeader() ?? '',
          origin: 'https://evil.example',
          'content-type': 'application/json',
        },
        body: '{}',
      }),
    );
    expect(direct.status).toBe(403);
    const fromUs = await browser.post('/api/auth/sign-out', {});
    expect(fromUs.statusCode).toBe(200);
  });
});

describe('session cookies', () => {
  it('are HttpOnly, SameSite=Lax, path /, and a sign-in issues a new session id', async () => {
    const { browser, email, id } = await signedInBrowser(t);
    const before = await sessionIdOf(t, id);
    const res = await browser.signIn({ email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const session = set.find((c) => c.startsWith('uplift.session_token='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).toMatch(/Path=\//);
    const after = await sessionIdOf(t, id);
    expect(after.filter((s) => !before.includes(s))).toHaveLength(1);
  });

  it('a cookie planted before sign-in is not the session after it (no fixation)', async () => {
    const { email } = await signedInBrowser(t);
    const victim = new TestBrowser(t.app, t.config.publicUrl);
    victim.cookies.set('uplift.session_token', 'planted.value');
    const res = await victim.signIn({ email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(victim.cookies.get('uplift.session_token')).not.toBe('planted.value');
  });

  it('are Secure with the __Secure- prefix in production (https)', async () => {
    const https = await openTestApp({
      env: { PUBLIC_URL: 'https://audit.example', NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) },
    });
    try {
      const browser = new TestBrowser(https.app, 'https://audit.example');
      const res = await browser.signUp({ name: 'Sec Ure', email: 'secure@example.com', password: PASSWORD });
      expect(res.statusCode).toBe(200);
      const session = ([] as string[])
        .concat(res.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith('__Secure-uplift.session_token='));
      expect(session).toMatch(/; Secure/i);
      expect(session).toMatch(/HttpOnly/i);
    } finally {
      await https.close();
    }
  }, 120_000);
});

describe('inactivity: 30 minutes end a signed-in session on the server (fake clock)', () => {
  it('keeps a session alive while it is used, ends it after 30 idle minutes, logs it, and sign-in works again', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const { browser, email, id } = await signedInBrowser(t);
    expect((await browser.get('/api/me')).statusCode).toBe(200);

    vi.setSystemTime(start + 20 * 60_000);
    expect((await browser.get('/api/me')).statusCode).toBe(200); // activity at 20 min
    vi.setSystemTime(start + 45 * 60_000);
    expect((await browser.get('/api/me')).statusCode).toBe(200); // 25 min after the last activity

    // the status check does not count as activity
    vi.setSystemTime(start + 70 * 60_000);
    const status = await browser.get(securityPaths.session);
    expect(status.json()).toMatchObject({ signedIn: true, suspicious: false });

    vi.setSystemTime(start + 45 * 60_000 + INACTIVITY_TIMEOUT_MS);
    const timedOut = await browser.get('/api/me');
    expect(timedOut.statusCode).toBe(401);
    expect(timedOut.json()).toEqual({
      error: { code: 'session_timeout', message: 'Your session has timed out due to inactivity.' },
    });
    expect(timedOut.headers['set-cookie']).toBeDefined();
    expect(await sessionIdOf(t, id)).toEqual([]);
    const events = await t.database.db
      .select()
      .from(schema.securityEvents)
      .where(eq(schema.securityEvents.userId, id));
    expect(events.map((e) => e.eventType)).toContain('session_timeout');

    expect((await browser.signIn({ email, password: PASSWORD })).statusCode).toBe(200);
    expect((await browser.get('/api/me')).statusCode).toBe(200);
  });

  it('a session never used after sign-in ends 30 minutes after it began', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const { browser } = await signedInBrowser(t);
    await t.database.db.delete(schema.sessionSecurity);
    vi.setSystemTime(start + INACTIVITY_TIMEOUT_MS + 1000);
    expect((await browser.get('/api/me')).statusCode).toBe(401);
  });

  it('activity pings extend the session', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const { browser } = await signedInBrowser(t);
    for (let minute = 10; minute <= 60; minute += 10) {
      vi.setSystemTime(start + minute * 60_000);
      const ping = await browser.post(securityPaths.activity, {});
      expect(ping.statusCode, `minute ${minute}`).toBe(200);
    }
    expect((await browser.get('/api/me')).statusCode).toBe(200);
  });
});

describe('suspicious sessions: forced logout, logged', () => {
  it('the same cookie from another device (fingerprint and user agent change) is logged out', async () => {
    const { browser, id } = await signedInBrowser(t);
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0.0.0 Safari/537.36';
    const first = await browser.request({
      method: 'GET',
      url: securityPaths.session,
      headers: { 'user-agent': chrome, [CLIENT_FINGERPRINT_HEADER]: 'a1'.repeat(16) },
    });
    expect(first.json()).toMatchObject({ signedIn: true, suspicious: false });

    // a browser update is not another device
    const updated = await browser.request({
      method: 'GET',
      url: '/api/me',
      headers: { 'user-agent': chrome.replace('130.0.0.0', '131.0.6778.85') },
    });
    expect(updated.statusCode).toBe(200);

    const thief = await browser.request({
      method: 'GET',
      url: securityPaths.session,
      headers: { 'user-agent': 'curl/8.5.0', [CLIENT_FINGERPRINT_HEADER]: 'b2'.repeat(16) },
    });
    expect(thief.json()).toMatchObject({ signedIn: false, suspicious: true });
    expect(await sessionIdOf(t, id)).toEqual([]);
    const [event] = await t.database.db
      .select()
      .from(schema.securityEvents)
      .where(eq(schema.securityEvents.eventType, 'forced_logout'));
    expect(event).toMatchObject({ userId: id, severity: expect.stringMatching(/warning|critical/) });
    const [row] = await t.database.db
      .select()
      .from(schema.sessionSecurity)
      .where(eq(schema.sessionSecurity.userId, id));
    expect(row).toMatchObject({ isSuspicious: true });
    expect(row?.threatScore).toBeGreaterThanOrEqual(7);
  });

  it('on an ordinary API call the answer is 401 session_suspicious', async () => {
    const { browser } = await signedInBrowser(t);
    await browser.request({
      method: 'GET',
      url: '/api/me',
      headers: { 'user-agent': 'Firefox/1', [CLIENT_FINGERPRINT_HEADER]: 'c3'.repeat(16) },
    });
    await browser.request({
      method: 'GET',
      url: securityPaths.session,
      headers: { 'user-agent': 'Firefox/1', [CLIENT_FINGERPRINT_HEADER]: 'c3'.repeat(16) },
    });
    // the stolen cookie, from another address and another client
    const thief = new TestBrowser(t.app, t.config.publicUrl, '192.0.2.99');
    for (const [name, value] of browser.cookies) thief.cookies.set(name, value);
    const res = await thief.request({
      method: 'GET',
      url: '/api/me',
      headers: { 'user-agent': 'python-requests/2' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({
      code: 'session_suspicious',
      message: 'Suspicious activity detected. Please refresh the page.',
    });
  });
});
