import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type ConsentData, clientLogs, consentLogs, visits } from '../../db/schema';

export function privacyRepository(db: Database) {
  return {
    async logConsent(values: {
      userId: string | null;
      visitorId: string;
      consentData: ConsentData;
      userAgent: string | null;
    }) {
      const [row] = await db.insert(consentLogs).values(values).returning({ id: consentLogs.id });
      if (!row) throw new Error('Failed to log consent');
      return row;
    },

    async latestConsent(userId: string, limit: number) {
      return db
        .select({
          id: consentLogs.id,
          consentData: consentLogs.consentData,
          createdAt: consentLogs.createdAt,
        })
        .from(consentLogs)
        .where(eq(consentLogs.userId, userId))
        .orderBy(desc(consentLogs.createdAt))
        .limit(limit);
    },

    /** Once per visitor and page: the funnel counts people, not page views. */
    async countVisit(visitorId: string, page: string) {
      await db.insert(visits).values({ visitorId, page }).onConflictDoNothing();
    },

    async logClientEvent(values: typeof clientLogs.$inferInsert) {
      await db.insert(clientLogs).values(values);
    },
  };
}
export type PrivacyRepository = ReturnType<typeof privacyRepository>;
