import type { FastifyBaseLogger } from 'fastify';
import { ADMIN_FAILURES, type ChapterInsights, INSIGHT_SECTIONS_BY_KIND } from '../../../contract/admin';
import { validatePageContent } from '../../../domain/admin-rules';
import { INVALID_CHAPTER_ID_MESSAGE } from '../../../domain/messages';
import { CUSTOM_CONTENT_PAGE_KINDS } from '../../../domain/result-texts';
import { badRequest, dataLayer } from '../admin/data-layer';
import type { ChapterContentEditor } from '../admin/page-content-routes';
import { fallbackAreaTexts } from '../assessment/result-view';
import { type AuthoringDependencies, CHAPTER_NOT_FOUND, chapterIdOf, type DraftAccess } from './draft-access';
import type { ContentKey, VersionContent } from './repository';
import { toPageContent } from './views';

/** Longest custom chapter text. */
const INSIGHT_MAX_LENGTH = 2000;

const isInsightKind = (pageType: string): pageType is keyof typeof INSIGHT_SECTIONS_BY_KIND =>
  (CUSTOM_CONTENT_PAGE_KINDS as readonly string[]).includes(pageType);

/**
 * Custom chapter content (core_strength / uplift_potential sections of a chapter) and the insights screen:
 * read from the version being edited, written to the draft.
 */
export function contentService(deps: AuthoringDependencies, { editable, edit }: DraftAccess) {
  const { repository } = deps;

  /** A custom content key as sent, checked for its kind, section and chapter id format. */
  function contentKeyOf(input: {
    pageType: string;
    sectionType: string;
    chapterId?: string | null | undefined;
  }): ContentKey {
    if (!isInsightKind(input.pageType)) throw badRequest('Unknown page type.');
    const sections: readonly string[] = INSIGHT_SECTIONS_BY_KIND[input.pageType];
    if (!sections.includes(input.sectionType))
      throw badRequest(`The ${input.pageType} page has no section ${input.sectionType}.`);
    if (!input.chapterId) throw badRequest(INVALID_CHAPTER_ID_MESSAGE);
    return {
      pageType: input.pageType,
      sectionType: input.sectionType,
      chapterId: chapterIdOf(input.chapterId),
    };
  }

  /** The content of the version being edited, with the keys' chapters checked against it. */
  async function editedContent(keys: readonly ContentKey[], failure: string, log: FastifyBaseLogger) {
    const { version } = await editable(failure, log);
    const content = await dataLayer(failure, log, () => repository.content(version.id));
    for (const key of keys)
      if (!content.chapters.some((c) => c.id === key.chapterId)) throw CHAPTER_NOT_FOUND();
    return content;
  }

  /** A custom content key, with the chapter checked against the version being edited. */
  async function contentKey(
    input: { pageType: string; sectionType: string; chapterId?: string | null | undefined },
    failure: string,
    log: FastifyBaseLogger,
  ): Promise<{ key: ContentKey; content: VersionContent }> {
    const key = contentKeyOf(input);
    return { key, content: await editedContent([key], failure, log) };
  }

  const contentLength = (content: string) => {
    if (content.length > INSIGHT_MAX_LENGTH)
      throw badRequest(`The text must be at most ${INSIGHT_MAX_LENGTH} characters.`);
    return content;
  };

  const chapterContent: ChapterContentEditor = {
    async read(input, log) {
      const { key, content } = await contentKey(input, ADMIN_FAILURES.fetchPageContent, log);
      const row = content.custom.find(
        (r) =>
          r.chapterId === key.chapterId && r.pageType === key.pageType && r.sectionType === key.sectionType,
      );
      return toPageContent(key, row ?? null);
    },

    /** A single update: must not be empty after trimming ('Content cannot be empty'). */
    async update(input, context) {
      const problem = validatePageContent(input.content);
      if (problem) throw badRequest(problem);
      const { key } = await contentKey(input, ADMIN_FAILURES.updatePageContent, context.log);
      const content = contentLength(input.content.trim());
      const row = await edit(ADMIN_FAILURES.updatePageContent, context, async (draft) => {
        if (!(await draft.chapter(key.chapterId))) throw CHAPTER_NOT_FOUND();
        return draft.saveContent(key, content);
      });
      return toPageContent(key, row);
    },

    /** Removes a custom chapter text, so the fallback shows again. */
    async reset(input, context) {
      await deps.limit(context, 'reset_page_content');
      const { key } = await contentKey(input, ADMIN_FAILURES.updatePageContent, context.log);
      await edit(ADMIN_FAILURES.updatePageContent, context, async (draft) => {
        if (!(await draft.chapter(key.chapterId))) throw CHAPTER_NOT_FOUND();
        if (!(await draft.removeContent(key))) draft.unchanged();
      });
      return toPageContent(key, null);
    },

    /** Bulk update of custom chapter content: only trimmed; an empty text removes the custom one. */
    async bulk(items, context) {
      const keyed: Array<ContentKey & { content: string }> = [];
      for (const item of items) {
        if (!isInsightKind(item.pageType)) throw badRequest('Legal pages are saved one at a time.');
        keyed.push({ ...contentKeyOf(item), content: contentLength(item.content.trim()) });
      }
      await editedContent(keyed, ADMIN_FAILURES.updatePageContent, context.log);
      await deps.limit(context, 'bulk_page_content');
      const saved = await edit(ADMIN_FAILURES.updatePageContent, context, async (draft) => {
        for (const { chapterId } of keyed) if (!(await draft.chapter(chapterId))) throw CHAPTER_NOT_FOUND();
        return draft.saveContents(keyed);
      });
      return { items: saved.map(({ key, row }) => toPageContent(key, row)) };
    },
  };

  return {
    chapterContent,

    /** Per chapter of the version being edited: the custom texts and the fallback shown without them. */
    async insights(log: FastifyBaseLogger): Promise<{ chapters: ChapterInsights[] }> {
      const { version } = await editable(ADMIN_FAILURES.fetchPageContent, log);
      const content = await dataLayer(ADMIN_FAILURES.fetchPageContent, log, () =>
        repository.content(version.id),
      );
      return {
        chapters: content.chapters.map((chapter) => {
          const own = chapter.contentKey ? deps.fallback.byChapterKey.get(chapter.contentKey) : undefined;
          const texts = own ?? fallbackAreaTexts(deps.fallback, chapter.contentKey, chapter.area);
          const custom = { core_strength: {}, uplift_potential: {} } as ChapterInsights['custom'];
          for (const row of content.custom) {
            if (row.chapterId !== chapter.id || !isInsightKind(row.pageType)) continue;
            custom[row.pageType][row.sectionType] = row.content;
          }
          return {
            chapter: {
              id: chapter.id,
              title: chapter.title,
              area: chapter.area,
              position: chapter.position,
              description: chapter.description,
            },
            custom,
            fallback: {
              source: own ? 'chapter' : 'area',
              zoneOfGenius: texts.zoneOfGenius,
              howOthersSeeYou: texts.howOthersSeeYou,
              energyDrains: texts.energyDrains,
              improvementPath: [...texts.improvementPath],
            },
          };
        }),
      };
    },
  };
}
