import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { AUDIT_ACTIONS } from '../../../contract/admin';
import type { Database } from '../../db/client';
import { pageContent } from '../../db/schema';
import type { AdminIdentity } from './guard';
import { writeAudit } from './repository';

export type LegalPageRow = typeof pageContent.$inferSelect;

/** One legal page: page_content rows have section main_content and no chapter. */
const legalPage = (pageType: string) =>
  and(
    eq(pageContent.pageType, pageType),
    eq(pageContent.sectionType, 'main_content'),
    isNull(pageContent.chapterId),
  );

/** The legal pages' texts (terms, privacy policy, cookies): not part of any questionnaire version. */
export function legalPagesRepository(db: Database) {
  return {
    async page(pageType: string): Promise<LegalPageRow | null> {
      const [row] = await db
        .select()
        .from(pageContent)
        .where(legalPage(pageType))
        .orderBy(desc(pageContent.updatedAt))
        .limit(1);
      return row ?? null;
    },

    async save(actor: AdminIdentity, pageType: string, content: string): Promise<LegalPageRow> {
      return db.transaction(async (tx) => {
        // Unique on (page_type, section_type, chapter_id) with NULLS NOT DISTINCT: one row per page.
        const [row] = await tx
          .insert(pageContent)
          .values({
            pageType,
            sectionType: 'main_content',
            chapterId: null,
            content,
            updatedBy: actor.userId,
          })
          .onConflictDoUpdate({
            target: [pageContent.pageType, pageContent.sectionType, pageContent.chapterId],
            set: { content, updatedBy: actor.userId, updatedAt: sql`now()` },
          })
          .returning();
        if (!row) throw new Error('upsert returned nothing');
        await writeAudit(tx, actor, {
          action: AUDIT_ACTIONS.pageContentUpdate,
          target: `${pageType}/main_content`,
          details: { pageType, sectionType: 'main_content', chapterId: null, length: content.length },
        });
        return row;
      });
    },
  };
}

export type LegalPagesRepository = ReturnType<typeof legalPagesRepository>;
