import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { canCreateShare, type ShareScope } from '../../../domain/share-rules';
import type { Database } from '../../db/client';
import { assessmentSessions, shareLinks } from '../../db/schema';

export type ShareLinkRow = typeof shareLinks.$inferSelect;

export function sharingRepository(db: Database) {
  return {
    /**
     * Adds a link unless the result already has the most working links it may have. The result's session row is locked
     * first, so two requests at once cannot both pass the count. Null when the limit is reached.
     */
    async create(link: {
      userId: string;
      resultId: string;
      scope: ShareScope;
      tokenHash: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<ShareLinkRow | null> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: assessmentSessions.id })
          .from(assessmentSessions)
          .where(eq(assessmentSessions.id, link.resultId))
          .for('update');
        const [active] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(shareLinks)
          .where(
            and(
              eq(shareLinks.resultId, link.resultId),
              isNull(shareLinks.revokedAt),
              gt(shareLinks.expiresAt, link.createdAt),
            ),
          );
        if (!canCreateShare(active?.count ?? 0)) return null;
        const [row] = await tx.insert(shareLinks).values(link).returning();
        return row ?? null;
      });
    },

    /** The owner's links of one result, newest first. */
    listOf(userId: string, resultId: string): Promise<ShareLinkRow[]> {
      return db
        .select()
        .from(shareLinks)
        .where(and(eq(shareLinks.userId, userId), eq(shareLinks.resultId, resultId)))
        .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
    },

    /** All the user's links (the account export), newest first. */
    allOf(userId: string): Promise<ShareLinkRow[]> {
      return db
        .select()
        .from(shareLinks)
        .where(eq(shareLinks.userId, userId))
        .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
    },

    /** Revokes the owner's link (once: a second revoke keeps the first time). Null when not theirs. */
    async revoke(shareId: string, userId: string, now: Date): Promise<ShareLinkRow | null> {
      const [row] = await db
        .update(shareLinks)
        .set({ revokedAt: sql`coalesce(${shareLinks.revokedAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(shareLinks.id, shareId), eq(shareLinks.userId, userId)))
        .returning();
      return row ?? null;
    },

    byTokenHash(tokenHash: string): Promise<ShareLinkRow | undefined> {
      return db
        .select()
        .from(shareLinks)
        .where(eq(shareLinks.tokenHash, tokenHash))
        .then((rows) => rows[0]);
    },

    /** Counts a view by someone other than the owner. */
    async recordView(shareId: string, now: Date): Promise<void> {
      await db
        .update(shareLinks)
        .set({ lastViewedAt: now, viewCount: sql`${shareLinks.viewCount} + 1` })
        .where(eq(shareLinks.id, shareId));
    },

    /** Deletes links that stopped working (revoked or expired) before `before`; answers how many. */
    async purgeEndedBefore(before: Date): Promise<number> {
      const deleted = await db
        .delete(shareLinks)
        .where(or(lt(shareLinks.revokedAt, before), lt(shareLinks.expiresAt, before)))
        .returning({ id: shareLinks.id });
      return deleted.length;
    },
  };
}

export type SharingRepository = ReturnType<typeof sharingRepository>;
