import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  myResultsPaths,
  resultHistorySchema,
  resultViewSchema,
  sessionParamsSchema,
} from '../../../contract/assessment';
import { HttpError } from '../../plugins/error-handler';
import type { ViewerResolver } from '../../plugins/viewer';
import type { AssessmentService } from './service';

/** A signed-in user's own results: history, the latest (reloaded on any device), and one by id. */
export const myResultsRoutes =
  (service: AssessmentService, resolveViewer: ViewerResolver): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const signedIn = async (request: Parameters<ViewerResolver>[0]) => {
      const { userId } = await resolveViewer(request);
      if (!userId) throw new HttpError(401, 'unauthenticated', 'Not authenticated');
      return userId;
    };

    app.get(myResultsPaths.list, { schema: { response: { 200: resultHistorySchema } } }, async (request) => ({
      results: await service.history(await signedIn(request)),
    }));

    app.get(myResultsPaths.latest, { schema: { response: { 200: resultViewSchema } } }, async (request) => {
      const latest = await service.latestOf(await signedIn(request));
      if (!latest) throw new HttpError(404, 'no_results', 'No completed assessment yet.');
      return latest;
    });

    app.get(
      myResultsPaths.one,
      { schema: { params: sessionParamsSchema, response: { 200: resultViewSchema } } },
      async (request) => service.ownResult(request.params.id, await signedIn(request)),
    );
  };
