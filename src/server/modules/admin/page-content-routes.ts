import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPaths,
  type PageContent,
  pageContentBodySchema,
  pageContentBulkBodySchema,
  pageContentBulkResultSchema,
  pageContentKeySchema,
  pageContentQuerySchema,
  pageContentSchema,
} from '../../../contract/admin';
import { type AdminContext, type AdminGuard, adminErrorResponses as errors } from './guard';
import { isLegalPage, type LegalPagesService, type PageContentKeyInput } from './legal-pages-service';

/**
 * Custom chapter content (core_strength / uplift_potential texts of a chapter): part of the questionnaire's
 * versions, so the questionnaire module answers these calls.
 */
export interface ChapterContentEditor {
  read(input: PageContentKeyInput, log: FastifyBaseLogger): Promise<PageContent>;
  update(input: PageContentKeyInput & { content: string }, context: AdminContext): Promise<PageContent>;
  reset(input: PageContentKeyInput, context: AdminContext): Promise<PageContent>;
  /** several texts at once; legal pages are refused ('saved one at a time') */
  bulk(
    items: ReadonlyArray<PageContentKeyInput & { content: string }>,
    context: AdminContext,
  ): Promise<{ items: PageContent[] }>;
}

/**
 * /api/admin/page-content: one path for two kinds of text. Legal pages (not versioned) are answered here;
 * custom chapter content goes to the questionnaire module's editor.
 */
export const pageContentRoutes =
  ({
    guard,
    legal,
    chapterContent,
  }: {
    guard: AdminGuard;
    legal: LegalPagesService;
    chapterContent: ChapterContentEditor;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    guard.protect(app);

    app.get(
      adminPaths.pageContent,
      { schema: { querystring: pageContentQuerySchema, response: { 200: pageContentSchema, ...errors } } },
      async (request) =>
        isLegalPage(request.query.pageType)
          ? legal.read(request.query, request.log)
          : chapterContent.read(request.query, request.log),
    );

    app.put(
      adminPaths.pageContent,
      { schema: { body: pageContentBodySchema, response: { 200: pageContentSchema, ...errors } } },
      async (request, reply) => {
        const context = guard.contextOf(request, reply);
        return isLegalPage(request.body.pageType)
          ? legal.update(request.body, context)
          : chapterContent.update(request.body, context);
      },
    );

    app.delete(
      adminPaths.pageContent,
      { schema: { body: pageContentKeySchema, response: { 200: pageContentSchema, ...errors } } },
      async (request, reply) =>
        isLegalPage(request.body.pageType)
          ? legal.reset()
          : chapterContent.reset(request.body, guard.contextOf(request, reply)),
    );

    app.put(
      adminPaths.pageContentBulk,
      {
        schema: {
          body: pageContentBulkBodySchema,
          response: { 200: pageContentBulkResultSchema, ...errors },
        },
      },
      async (request, reply) => chapterContent.bulk(request.body.items, guard.contextOf(request, reply)),
    );
  };
