import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientLogs, consentLogs, user, visits } from '../../db/schema';
import { openTestApp, type TestApp } from '../../test-support/app';

let signedInAs: string | null = null;
let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ dependencies: { resolveViewer: async () => ({ userId: signedInAs }) } });
  await t.database.db.insert(user).values({ id: 'u-consent', name: 'C', email: 'c@example.com' });
});
afterAll(async () => t.close());

const consent = (over: Record<string, unknown> = {}) => ({
  essential: true,
  analytics: false,
  marketing: false,
  timestamp: new Date().toISOString(),
  version: '1.0',
  visitorId: 'visitor_abcdefgh',
  ...over,
});

describe('consent log', () => {
  it('logs a visitor choice with the user agent', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/consent',
      headers: { 'user-agent': 'TestBrowser/1.0' },
      payload: consent({ analytics: true }),
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(consentLogs).where(eq(consentLogs.id, res.json().id));
    expect(row).toMatchObject({ userId: null, visitorId: 'visitor_abcdefgh', userAgent: 'TestBrowser/1.0' });
    expect(row?.consentData).toMatchObject({
      essential: true,
      analytics: true,
      marketing: false,
      version: '1.0',
    });
  });

  it('refuses a record without essential, of another version, or with a bad time', async () => {
    for (const bad of [
      consent({ essential: false }),
      consent({ version: '2.0' }),
      consent({ timestamp: 'yesterday' }),
    ]) {
      expect((await t.inject({ method: 'POST', url: '/api/consent', payload: bad })).statusCode).toBe(400);
    }
  });

  it('shows a signed-in user their 10 most recent records, newest first', async () => {
    signedInAs = 'u-consent';
    try {
      for (let i = 0; i < 12; i++) {
        await t.inject({
          method: 'POST',
          url: '/api/consent',
          payload: consent({ marketing: i === 11 }),
        });
      }
      const res = await t.inject({ method: 'GET', url: '/api/me/consent' });
      expect(res.headers['cache-control']).toBe('no-store');
      const { entries } = res.json();
      expect(entries).toHaveLength(10);
      expect(entries[0].marketing).toBe(true);
    } finally {
      signedInAs = null;
    }
    expect((await t.inject({ method: 'GET', url: '/api/me/consent' })).statusCode).toBe(401);
  });
});

describe('client logs', () => {
  it('stores a bounded report', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/client-logs',
      payload: {
        level: 'error',
        eventType: 'render_error',
        message: 'boom',
        data: { route: '/results' },
        correlationId: 'c-1',
      },
    });
    expect(res.statusCode).toBe(202);
    const rows = await t.database.db.select().from(clientLogs).where(eq(clientLogs.correlationId, 'c-1'));
    expect(rows[0]).toMatchObject({ level: 'error', eventType: 'render_error', message: 'boom' });
  });

  it('never takes the session from the caller: a named session id is not stored', async () => {
    const victim = '0b5e0c1a-8d1f-4c55-9a0e-2b7f3c9d1e42';
    const res = await t.inject({
      method: 'POST',
      url: '/api/client-logs',
      payload: { level: 'info', eventType: 'probe', message: 'x', correlationId: 'c-2', sessionId: victim },
    });
    expect(res.statusCode).toBe(202);
    const [row] = await t.database.db.select().from(clientLogs).where(eq(clientLogs.correlationId, 'c-2'));
    expect(row?.sessionId).toBeNull();
  });

  it('refuses oversized or malformed reports without storing them', async () => {
    const before = await t.database.db.$count(clientLogs);
    const huge = { level: 'error', eventType: 'x', message: 'm', data: { blob: 'a'.repeat(9000) } };
    expect((await t.inject({ method: 'POST', url: '/api/client-logs', payload: huge })).statusCode).toBe(400);
    const tooBig = { level: 'error', eventType: 'x', message: 'm', data: { blob: 'a'.repeat(20_000) } };
    expect((await t.inject({ method: 'POST', url: '/api/client-logs', payload: tooBig })).statusCode).toBe(
      413,
    );
    const wrongLevel = { level: 'fatal', eventType: 'x', message: 'm' };
    expect(
      (await t.inject({ method: 'POST', url: '/api/client-logs', payload: wrongLevel })).statusCode,
    ).toBe(400);
    expect(await t.database.db.$count(clientLogs)).toBe(before);
  });
});

describe('visits', () => {
  it('counts a visitor once per page', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/visits',
        payload: { visitorId: 'visitor_counted1', page: 'landing' },
      });
      expect(res.statusCode).toBe(202);
    }
    expect(await t.database.db.$count(visits, eq(visits.visitorId, 'visitor_counted1'))).toBe(1);
    const bad = await t.inject({
      method: 'POST',
      url: '/api/visits',
      payload: { visitorId: 'x', page: 'admin' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
