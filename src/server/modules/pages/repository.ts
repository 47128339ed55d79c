import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pageContent } from '../../db/schema';

export function pagesRepository(db: Database) {
  return {
    /** The main content of a legal page; the latest edit wins (spec 7). */
    async legalPage(pageType: string) {
      const [row] = await db
        .select({ content: pageContent.content, updatedAt: pageContent.updatedAt })
        .from(pageContent)
        .where(
          and(
            eq(pageContent.pageType, pageType),
            eq(pageContent.sectionType, 'main_content'),
            isNull(pageContent.chapterId),
          ),
        )
        .orderBy(desc(pageContent.updatedAt))
        .limit(1);
      return row ?? null;
    },
  };
}
export type PagesRepository = ReturnType<typeof pagesRepository>;
