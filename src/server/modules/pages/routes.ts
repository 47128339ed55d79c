import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { legalPageSchema, pageParamsSchema, pagesPaths } from '../../../contract/pages';
import { HttpError } from '../../plugins/error-handler';
import type { PagesRepository } from './repository';

export const pagesRoutes =
  (repository: PagesRepository): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      pagesPaths.page,
      { schema: { params: pageParamsSchema, response: { 200: legalPageSchema } } },
      async (request, reply) => {
        const { pageType } = request.params;
        const page = await repository.legalPage(pageType);
        if (!page) throw new HttpError(404, 'not_found', 'This page has no content yet.');
        reply.header('cache-control', 'no-cache');
        return { pageType, content: page.content, updatedAt: page.updatedAt.toISOString() };
      },
    );
  };
