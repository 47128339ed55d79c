import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_FAILURES, adminPaths } from '../../../contract/admin';
import { SHARED_MESSAGES } from '../../../domain/messages';
import * as schema from '../../db/schema';
import { type AdminTestApp, openAdminTestApp } from './admin-test-app';

let a: AdminTestApp;
let founder: string;

beforeAll(async () => {
  a = await openAdminTestApp();
  await a.addUser({ email: 'profile-admin@example.com', name: 'P', profileRole: 'admin' });
  await a.addUser({ email: 'u1@example.com', name: 'U One' });
  founder = await a.addUser({ email: 'grace.founder@example.com', name: 'Grace Hopper' });
  // a real run through the API, completed, then the founder's
  const run = await a.completeAssessment('visitor_grace', (_, __) => 4);
  await a.db
    .update(schema.assessmentSessions)
    .set({ userId: founder })
    .where(eq(schema.assessmentSessions.id, run.id));
  await a.addSession({
    visitorId: 'visitor_grace',
    startedAt: '2024-05-01T10:00:00',
    answers: [1],
    userId: founder,
  });
});
afterAll(async () => a.close());

describe('users', () => {
  it('lists users with session_count and completed_sessions, never admins', async () => {
    const res = await a.call('GET', adminPaths.users, a.admin);
    expect(res.statusCode).toBe(200);
    const { users, total } = res.json();
    expect(users).toHaveLength(total);
    expect(users.some((u: { email: string }) => u.email === 'boss@example.com')).toBe(false);
    expect(users.some((u: { email: string }) => u.email === 'profile-admin@example.com')).toBe(false);
    expect(users.find((u: { id: string }) => u.id === founder)).toMatchObject({
      email: 'grace.founder@example.com',
      full_name: 'Grace Hopper',
      session_count: 2,
      completed_sessions: 1,
    });
    expect(users.find((u: { email: string }) => u.email === 'u1@example.com')).toMatchObject({
      session_count: 0,
      completed_sessions: 0,
    });
  });

  it('searches e-mail and name (any case, substring) or an exact id; needs 2 characters', async () => {
    const emails = async (search: string) =>
      (await a.call('GET', `${adminPaths.users}?search=${encodeURIComponent(search)}`, a.admin))
        .json()
        .users.map((u: { email: string }) => u.email);
    expect(await emails('GRACE.F')).toEqual(['grace.founder@example.com']);
    expect(await emails('hopp')).toEqual(['grace.founder@example.com']);
    expect(await emails(founder)).toEqual(['grace.founder@example.com']);
    expect(await emails('boss')).toEqual([]);
    expect(await emails('%_')).toEqual([]);
    const short = await a.call('GET', `${adminPaths.users}?search=g`, a.admin);
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('Enter at least 2 characters to search.');
  });

  it("shows a user's latest completed result exactly as that user sees it", async () => {
    const asAdmin = await a.call('GET', adminPaths.userLatestResult.replace(':id', founder), a.admin);
    expect(asAdmin.statusCode).toBe(200);
    const asUser = await a.call('GET', '/api/me/results/latest', founder);
    expect(asUser.statusCode).toBe(200);
    expect(asAdmin.json()).toEqual(asUser.json());
    expect(asAdmin.json().gated).toBe(false);
    const none = await a.call('GET', adminPaths.userLatestResult.replace(':id', a.member), a.admin);
    expect(none.statusCode).toBe(404);
    expect(
      (await a.call('GET', adminPaths.userLatestResult.replace(':id', 'nobody'), a.admin)).statusCode,
    ).toBe(404);
  });

  it('a deletion whose audit entry cannot be written does not happen', async () => {
    const kept = await a.addUser({ email: 'kept@example.com', name: 'Kept' });
    await a.db.execute(sql`alter table admin_audit_log rename to admin_audit_log_away`);
    try {
      const res = await a.call('DELETE', adminPaths.user.replace(':id', kept), a.admin, {
        confirm: 'DELETE',
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().error).toEqual({ code: 'data_layer_error', message: ADMIN_FAILURES.deleteUser });
    } finally {
      await a.db.execute(sql`alter table admin_audit_log_away rename to admin_audit_log`);
    }
    expect(await a.db.$count(schema.user, eq(schema.user.id, kept))).toBe(1);
  });

  it("deletes a user completely, only with 'DELETE' typed, and never an admin", async () => {
    const wrong = await a.call('DELETE', adminPaths.user.replace(':id', founder), a.admin, {
      confirm: 'delete',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.issues).toEqual([
      { path: 'confirm', message: SHARED_MESSAGES.typeDeleteToConfirm },
    ]);

    const res = await a.call('DELETE', adminPaths.user.replace(':id', founder), a.admin, {
      confirm: 'DELETE',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    expect(await a.db.$count(schema.user, eq(schema.user.id, founder))).toBe(0);
    expect(await a.db.$count(schema.profiles, eq(schema.profiles.userId, founder))).toBe(0);
    expect(
      await a.db.$count(schema.assessmentSessions, eq(schema.assessmentSessions.visitorId, 'visitor_grace')),
    ).toBe(0);
    const [audit] = await a.db
      .select()
      .from(schema.adminAuditLog)
      .where(eq(schema.adminAuditLog.action, 'user.delete'));
    // who deleted an account and when; not whose (no row may name the person afterwards)
    expect(audit).toMatchObject({ actorUserId: a.admin, actorEmail: 'boss@example.com', target: null });

    expect(
      (await a.call('DELETE', adminPaths.user.replace(':id', founder), a.admin, { confirm: 'DELETE' }))
        .statusCode,
    ).toBe(404);
    const other = await a.addUser({ email: 'other-admin@example.com', name: 'O', role: 'admin' });
    const refused = await a.call('DELETE', adminPaths.user.replace(':id', other), a.admin, {
      confirm: 'DELETE',
    });
    expect(refused.statusCode).toBe(403);
  });
});
