import { desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { AUDIT_ACTIONS } from '../../../contract/admin';
import type { Database } from '../../db/client';
import { appSettings, rateLimits, securityEvents, sessionSecurity, user } from '../../db/schema';
import type { AdminIdentity } from './guard';
import { writeAudit } from './repository';

/** The security settings (app_settings) and what the security overview shows. */
export function securityRepository(db: Database) {
  return {
    async settings(keys: readonly string[]) {
      return db
        .select({ key: appSettings.key, value: appSettings.value, updatedAt: appSettings.updatedAt })
        .from(appSettings)
        .where(inArray(appSettings.key, [...keys]));
    },

    async saveSettings(actor: AdminIdentity, values: Record<string, unknown>, details: unknown) {
      await db.transaction(async (tx) => {
        for (const [key, value] of Object.entries(values)) {
          await tx
            .insert(appSettings)
            .values({ key, value, updatedBy: actor.userId, updatedAt: sql`now()` })
            .onConflictDoUpdate({
              target: appSettings.key,
              set: { value: sql`excluded.value`, updatedBy: actor.userId, updatedAt: sql`now()` },
            });
        }
        await writeAudit(tx, actor, { action: AUDIT_ACTIONS.settingsUpdate, target: null, details });
      });
    },

    async securityEvents(limit: number) {
      return db
        .select({
          id: securityEvents.id,
          eventType: securityEvents.eventType,
          severity: securityEvents.severity,
          userId: securityEvents.userId,
          userEmail: user.email,
          sessionId: securityEvents.sessionId,
          ipAddress: securityEvents.ipAddress,
          details: securityEvents.details,
          createdAt: securityEvents.createdAt,
        })
        .from(securityEvents)
        .leftJoin(user, eq(user.id, securityEvents.userId))
        .orderBy(desc(securityEvents.createdAt))
        .limit(limit);
    },

    /** Rate-limit windows opened since `since`, fullest first. */
    async rateLimitWindows(since: Date, limit: number) {
      return db
        .select()
        .from(rateLimits)
        .where(gte(rateLimits.windowStart, since))
        .orderBy(desc(rateLimits.requestCount), desc(rateLimits.windowStart))
        .limit(limit);
    },

    async suspiciousSessions(minThreatScore: number, limit: number) {
      return db
        .select({
          sessionId: sessionSecurity.sessionId,
          userId: sessionSecurity.userId,
          userEmail: user.email,
          ipAddress: sessionSecurity.ipAddress,
          userAgent: sessionSecurity.userAgent,
          lastActivity: sessionSecurity.lastActivity,
          isSuspicious: sessionSecurity.isSuspicious,
          threatScore: sessionSecurity.threatScore,
        })
        .from(sessionSecurity)
        .leftJoin(user, eq(user.id, sessionSecurity.userId))
        .where(or(eq(sessionSecurity.isSuspicious, true), gte(sessionSecurity.threatScore, minThreatScore)))
        .orderBy(desc(sessionSecurity.lastActivity))
        .limit(limit);
    },
  };
}

export type SecurityRepository = ReturnType<typeof securityRepository>;
