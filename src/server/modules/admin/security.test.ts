import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths } from '../../../contract/admin';
import * as schema from '../../db/schema';
import { passwordMinLength, requiresEmailConfirmation } from '../auth/settings';
import { type AdminTestApp, openAdminTestApp } from './admin-test-app';

let a: AdminTestApp;
beforeAll(async () => {
  a = await openAdminTestApp();
  // an older audit entry, so the log has a second page
  await a.call('PUT', adminPaths.pageContent, a.admin, {
    pageType: 'terms',
    sectionType: 'main_content',
    content: 'T',
  });
});
afterAll(async () => a.close());

describe('security settings, overview and audit log', () => {
  it('has the defaults, saves exactly the keys the accounts module reads, and refuses a short password rule', async () => {
    expect((await a.call('GET', adminPaths.settings, a.admin)).json()).toMatchObject({
      requireEmailConfirmation: false,
      devtoolsDeterrent: false,
      passwordMinLength: 6,
    });
    expect(await requiresEmailConfirmation(a.db)).toBe(false);
    const saved = await a.call('PATCH', adminPaths.settings, a.admin, {
      requireEmailConfirmation: true,
      passwordMinLength: 10,
    });
    expect(saved.json()).toMatchObject({
      requireEmailConfirmation: true,
      devtoolsDeterrent: false,
      passwordMinLength: 10,
    });
    expect(await requiresEmailConfirmation(a.db)).toBe(true);
    const keys = await a.db
      .select({ key: schema.appSettings.key, value: schema.appSettings.value })
      .from(schema.appSettings);
    expect(Object.fromEntries(keys.map((k) => [k.key, k.value]))).toEqual({
      requireEmailConfirmation: true,
      passwordMinLength: 10,
    });
    // what sign-up and password reset enforce (auth/settings.ts) is the saved value
    expect(await passwordMinLength(a.db)).toBe(10);
    expect((await a.call('PATCH', adminPaths.settings, a.admin, { passwordMinLength: 5 })).statusCode).toBe(
      400,
    );
    await a.call('PATCH', adminPaths.settings, a.admin, { requireEmailConfirmation: false });
  });

  it('shows suspicious sessions and security events', async () => {
    await a.db.insert(schema.sessionSecurity).values([
      { sessionId: 'sus-1', userId: a.member, isSuspicious: true, threatScore: 7, ipAddress: '203.0.113.9' },
      { sessionId: 'calm-1', userId: a.member, isSuspicious: false, threatScore: 1 },
    ]);
    await a.db
      .insert(schema.securityEvents)
      .values({ eventType: 'forced_logout', severity: 'critical', userId: a.member });
    await a.db.insert(schema.rateLimits).values([
      { identifier: 'ip:203.0.113.9', endpoint: '/api/assessment', requestCount: 100 },
      { identifier: 'ip:203.0.113.9', endpoint: 'default', requestCount: 3 },
      { identifier: '203.0.113.9|/sign-in/email', endpoint: 'auth', requestCount: 4 },
      { identifier: a.admin, endpoint: 'admin:publish_draft', requestCount: 10 },
    ]);
    const body = (await a.call('GET', adminPaths.security, a.admin)).json();
    expect(body.suspiciousSessions.map((s: { sessionId: string }) => s.sessionId)).toEqual(['sus-1']);
    expect(body.suspiciousSessions[0].userEmail).toBe('member@example.com');
    expect(body.events[0]).toMatchObject({ eventType: 'forced_logout', userEmail: 'member@example.com' });
    type Row = { endpoint: string; identifier: string };
    const window = (endpoint: string) =>
      body.rateLimits.find((r: Row) => r.endpoint === endpoint && r.identifier.includes('203.0.113.9'));
    expect(window('/api/assessment')).toMatchObject({ limit: 100, limited: true });
    expect(window('default')).toMatchObject({ limit: 200, limited: false });
    expect(window('auth')).toMatchObject({ limit: null, limited: false });
    expect(body.rateLimits.find((r: Row) => r.endpoint === 'admin:publish_draft')).toMatchObject({
      limit: 10,
      limited: true,
    });
  });

  it('the audit log names who changed what and when, newest first, in pages', async () => {
    const first = (await a.call('GET', `${adminPaths.auditLog}?limit=2`, a.admin)).json();
    expect(first.entries).toHaveLength(2);
    expect(first.entries[0]).toMatchObject({
      actorUserId: a.admin,
      actorEmail: 'boss@example.com',
      action: 'settings.update',
    });
    expect(first.entries[0].details.changes.requireEmailConfirmation).toEqual({ from: true, to: false });
    expect(Date.parse(first.entries[0].createdAt)).toBeGreaterThanOrEqual(
      Date.parse(first.entries[1].createdAt),
    );
    const next = (
      await a.call(
        'GET',
        `${adminPaths.auditLog}?limit=2&before=${encodeURIComponent(first.nextBefore)}`,
        a.admin,
      )
    ).json();
    expect(next.entries.map((e: { action: string }) => e.action)).toEqual(['page_content.update']);
    expect(next.nextBefore).toBeNull();
  });
});
