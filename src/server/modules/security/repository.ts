import { and, count, eq, sql } from 'drizzle-orm';
import { SETTING_KEYS } from '../../../contract/admin';
import type { Database } from '../../db/client';
import {
  appSettings,
  assessmentSessions,
  profiles,
  rateLimits,
  responses,
  securityEvents,
  session,
  sessionSecurity,
  user,
} from '../../db/schema';

export type SessionSecurityRow = typeof sessionSecurity.$inferSelect;

export type SecurityEventInput = {
  eventType: string;
  severity?: 'info' | 'warning' | 'critical';
  userId?: string | null;
  sessionId?: string | null;
  ipAddress?: string | null;
  details?: unknown;
};

/** The security module's database access (session_security, security_events, sessions, settings). */
export function securityRepository(db: Database) {
  return {
    async sessionSecurity(sessionId: string): Promise<SessionSecurityRow | null> {
      const [row] = await db.select().from(sessionSecurity).where(eq(sessionSecurity.sessionId, sessionId));
      return row ?? null;
    },

    /** Insert or update (conflict on session_id, spec 7). Only the fields given change. */
    async upsertSessionSecurity(
      row: Pick<SessionSecurityRow, 'sessionId' | 'userId'> &
        Partial<
          Pick<
            SessionSecurityRow,
            'fingerprint' | 'ipAddress' | 'userAgent' | 'lastActivity' | 'isSuspicious' | 'threatScore'
          >
        >,
    ): Promise<void> {
      const { sessionId, userId, ...changes } = row;
      await db
        .insert(sessionSecurity)
        .values({ sessionId, userId, ...changes })
        .onConflictDoUpdate({ target: sessionSecurity.sessionId, set: changes });
    },

    async deleteSessionSecurity(sessionId: string): Promise<void> {
      await db.delete(sessionSecurity).where(eq(sessionSecurity.sessionId, sessionId));
    },

    /** The Better Auth session by id, or null (expired ones included: the caller decides). */
    async authSession(sessionId: string) {
      const [row] = await db
        .select({
          id: session.id,
          userId: session.userId,
          expiresAt: session.expiresAt,
          createdAt: session.createdAt,
        })
        .from(session)
        .where(eq(session.id, sessionId));
      return row ?? null;
    },

    /** Ends a signed-in session on the server: its cookie no longer finds a session. */
    async revokeAuthSession(sessionId: string): Promise<void> {
      await db.delete(session).where(eq(session.id, sessionId));
    },

    async logEvent(event: SecurityEventInput): Promise<void> {
      await db.insert(securityEvents).values({
        eventType: event.eventType.slice(0, 100),
        severity: event.severity ?? 'info',
        userId: event.userId ?? null,
        sessionId: event.sessionId ?? null,
        ipAddress: event.ipAddress ?? null,
        details: event.details ?? null,
      });
    },

    async devtoolsDeterrent(): Promise<unknown> {
      const [row] = await db
        .select({ value: appSettings.value })
        .from(appSettings)
        .where(eq(appSettings.key, SETTING_KEYS.devtoolsDeterrent));
      return row?.value;
    },

    async isAdmin(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userRole: user.role, profileRole: profiles.role, banned: user.banned })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(eq(user.id, userId));
      return Boolean(row && !row.banned && (row.userRole === 'admin' || row.profileRole === 'admin'));
    },

    async assessmentSession(sessionId: string) {
      const [row] = await db
        .select({
          id: assessmentSessions.id,
          userId: assessmentSessions.userId,
          email: assessmentSessions.email,
          status: assessmentSessions.status,
          startedAt: assessmentSessions.startedAt,
          completedAt: assessmentSessions.completedAt,
        })
        .from(assessmentSessions)
        .where(eq(assessmentSessions.id, sessionId));
      if (!row) return null;
      const [answered] = await db
        .select({ n: count() })
        .from(responses)
        .where(eq(responses.sessionId, sessionId));
      return { ...row, answered: answered?.n ?? 0 };
    },

    /**
     * One fixed-window counter in rate_limits (an atomic upsert; the window restarts when older than
     * `windowMs`). `add` 0 only reads. Answers the count after adding and when the window ends.
     */
    async countInWindow(identifier: string, endpoint: string, windowMs: number, now: number, add: number) {
      const at = new Date(now).toISOString();
      const expiredBefore = new Date(now - windowMs).toISOString();
      const expired = sql`${rateLimits.windowStart} <= ${expiredBefore}::timestamptz`;
      // `add` 0 (the sign-in check, which counts failures later) is an upsert too, not a read: a
      // counter that can be read but not written cannot count the failures, and must fail closed.
      const [row] = await db
        .insert(rateLimits)
        .values({ identifier, endpoint, requestCount: add, windowStart: new Date(now) })
        .onConflictDoUpdate({
          target: [rateLimits.identifier, rateLimits.endpoint],
          set: {
            requestCount: sql`case when ${expired} then ${add}::int else ${rateLimits.requestCount} + ${add}::int end`,
            windowStart: sql`case when ${expired} then ${at}::timestamptz else ${rateLimits.windowStart} end`,
          },
        })
        .returning({ count: rateLimits.requestCount, windowStart: rateLimits.windowStart });
      if (!row) throw new Error('counter upsert returned nothing');
      return { count: row.count, resetAt: new Date(row.windowStart).getTime() + windowMs };
    },

    async resetCounter(identifier: string, endpoint: string): Promise<void> {
      await db
        .delete(rateLimits)
        .where(and(eq(rateLimits.identifier, identifier), eq(rateLimits.endpoint, endpoint)));
    },
  };
}

export type SecurityRepository = ReturnType<typeof securityRepository>;
