import type { FastifyBaseLogger } from 'fastify';
import { ADMIN_FAILURES, PAGE_CONTENT_MAX_LENGTH, type PageContent } from '../../../contract/admin';
import { LEGAL_PAGE_TYPES } from '../../../contract/pages';
import { validatePageContent } from '../../../domain/admin-rules';
import { badRequest, dataLayer, iso } from './data-layer';
import type { AdminContext } from './guard';
import type { LegalPageRow, LegalPagesRepository } from './legal-pages-repository';

export type PageContentKeyInput = {
  pageType: string;
  sectionType: string;
  chapterId?: string | null | undefined;
};

export const isLegalPage = (pageType: string) => (LEGAL_PAGE_TYPES as readonly string[]).includes(pageType);

function legalPageType(input: PageContentKeyInput): PageContent['pageType'] {
  if (input.sectionType !== 'main_content' || input.chapterId)
    throw badRequest('Legal pages have one section, main_content, and no chapter.');
  return input.pageType as PageContent['pageType'];
}

const toPageContent = (pageType: PageContent['pageType'], row: LegalPageRow | null): PageContent => ({
  pageType,
  sectionType: 'main_content',
  chapterId: null,
  content: row?.content ?? null,
  updatedAt: row ? iso(row.updatedAt) : null,
});

/** The legal pages through /api/admin/page-content (page types terms, privacy_policy, cookies). */
export function legalPagesService(repository: LegalPagesRepository) {
  return {
    async read(input: PageContentKeyInput, log: FastifyBaseLogger): Promise<PageContent> {
      const pageType = legalPageType(input);
      const row = await dataLayer(ADMIN_FAILURES.fetchPageContent, log, () => repository.page(pageType));
      return toPageContent(pageType, row);
    },

    /** Must not be empty after trimming ('Content cannot be empty'). */
    async update(
      input: PageContentKeyInput & { content: string },
      context: AdminContext,
    ): Promise<PageContent> {
      const problem = validatePageContent(input.content);
      if (problem) throw badRequest(problem);
      const pageType = legalPageType(input);
      const content = input.content.trim();
      if (content.length > PAGE_CONTENT_MAX_LENGTH)
        throw badRequest(`The text must be at most ${PAGE_CONTENT_MAX_LENGTH} characters.`);
      const row = await dataLayer(ADMIN_FAILURES.updatePageContent, context.log, () =>
        repository.save(context.admin, pageType, content),
      );
      return toPageContent(pageType, row);
    },

    reset(): never {
      throw badRequest('Legal pages cannot be removed; edit their text instead.');
    },
  };
}

export type LegalPagesService = ReturnType<typeof legalPagesService>;
