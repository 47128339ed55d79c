import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INACTIVITY_TIMEOUT_MS } from '../../domain/constants';
import * as schema from '../db/schema';
import { seedDefaultContent } from '../db/seed';
import type { securityRepository } from '../modules/security/repository';
import { securityService } from '../modules/security/service';
import { openTestApp, type TestApp } from '../test-support/app';
import { sampleLegalPages, sampleQuestionnaire } from '../test-support/sample-questionnaire';
import { sessionIdOf, signedInBrowser } from './helpers';

/** The procedures of spec section 7 as server functions (src/server/modules/security/service.ts). */
let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({
    prepare: (db) => seedDefaultContent(db, sampleQuestionnaire, sampleLegalPages).then(() => undefined),
  });
}, 180_000);
afterAll(async () => t.close());

describe('the procedures against the database', () => {
  it('validate_session_access and validate_session_access_enhanced', async () => {
    const { browser, id } = await signedInBrowser(t);
    await browser.get('/api/me');
    const [sessionId] = await sessionIdOf(t, id);
    if (!sessionId) throw new Error('no session');
    expect(await t.app.security.validateSessionAccess(sessionId)).toEqual({ allowed: true, reason: null });
    expect(await t.app.security.validateSessionAccess('no-such-session')).toEqual({
      allowed: false,
      reason: 'no-session',
    });
    const fine = await t.app.security.validateSessionAccessEnhanced(
      sessionId,
      null,
      browser.ip,
      'lightMyRequest',
    );
    expect(fine).toMatchObject({ allowed: true, recommendations: [] });
    const moved = await t.app.security.validateSessionAccessEnhanced(
      sessionId,
      null,
      '203.0.113.77',
      'Firefox/2',
    );
    expect(moved).toMatchObject({
      allowed: false,
      threatScore: 7,
      recommendations: ['re-authentication', 'manual review'],
    });

    // inactive for 30 minutes: no longer valid
    await t.database.db
      .update(schema.sessionSecurity)
      .set({ lastActivity: new Date(Date.now() - INACTIVITY_TIMEOUT_MS - 1000) })
      .where(eq(schema.sessionSecurity.sessionId, sessionId));
    expect(await t.app.security.validateSessionAccess(sessionId)).toEqual({
      allowed: false,
      reason: 'inactive',
    });
  });

  it('failure policy: a failing validation denies as critical (score 10); a failing check is not suspicious', async () => {
    const broken = securityService({
      repository: new Proxy({} as ReturnType<typeof securityRepository>, {
        get: () => async () => {
          throw new Error('ECONNREFUSED');
        },
      }),
      adminRateLimitStore: {
        consume: async () => {
          throw new Error('ECONNREFUSED');
        },
      },
    });
    expect(await broken.validateSessionAccessEnhanced('s', null, null)).toEqual({
      allowed: false,
      threatScore: 10,
      riskLevel: 'critical',
      recommendations: ['re-authentication', 'manual review'],
    });
    const check = await broken.checkSuspiciousSessionActivity(
      's',
      { fingerprint: null, userAgent: 'Mozilla/5.0 Chrome/130.0.0.0', ipAddress: '198.51.100.1' },
      { warn: () => {} },
    );
    expect(check).toMatchObject({ suspicious: false, critical: false });
    // check_admin_rate_limit: a failed check allows the request
    const limit = await broken.checkAdminRateLimit('admin', 'userDelete' as never, 10, 60, {
      warn: () => {},
    });
    expect(limit.allowed).toBe(true);
  });

  it('log_security_event, get_session_email_secure and get_admin_session_access', async () => {
    const owner = await signedInBrowser(t);
    const stranger = await signedInBrowser(t);
    const admin = await signedInBrowser(t, { admin: true });
    const created = await t.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: { visitorId: 'visitor_87654321' },
    });
    const session = created.json() as { id: string; secret: string };
    await t.database.db
      .update(schema.assessmentSessions)
      .set({ userId: owner.id, email: owner.email })
      .where(eq(schema.assessmentSessions.id, session.id));

    const ask = (userId: string | null) =>
      t.app.security.getSessionEmailSecure(session.id, { userId, purpose: 'test' });
    expect(await ask(owner.id)).toBe(owner.email);
    expect(await ask(admin.id)).toBe(owner.email);
    expect(await ask(stranger.id)).toBeNull();
    expect(await ask(null)).toBeNull();

    const denied = await t.app.security.getAdminSessionAccess(session.id, stranger.id);
    expect(denied).toEqual({ allowed: false, session: null });
    const granted = await t.app.security.getAdminSessionAccess(session.id, admin.id);
    expect(granted.session).toMatchObject({
      id: session.id,
      userId: owner.id,
      answered: 0,
      status: 'in_progress',
    });

    await t.app.security.logSecurityEvent({ eventType: 'test_event', details: { note: 'x' } });
    const events = await t.database.db.select().from(schema.securityEvents);
    const types = events.map((e) => e.eventType);
    expect(types).toEqual(
      expect.arrayContaining([
        'test_event',
        'session_email_access',
        'session_email_access_denied',
        'admin_session_access',
        'admin_session_access_denied',
      ]),
    );
  });

  it('check_admin_rate_limit: 10 per 60 minutes per operation type by default, configurable', async () => {
    const admin = await signedInBrowser(t, { admin: true });
    const log = { warn: () => {} };
    const results: boolean[] = [];
    for (let i = 0; i < 4; i++)
      results.push(
        (await t.app.security.checkAdminRateLimit(admin.id, 'userDelete' as never, 3, 60, log)).allowed,
      );
    expect(results).toEqual([true, true, true, false]);
  });
});
