import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answerBodySchema,
  answerParamsSchema,
  answersBodySchema,
  assessmentPaths,
  chapterListSchema,
  createdSessionSchema,
  createSessionBodySchema,
  questionnaireSchema,
  questionnaireVersionParamsSchema,
  resultViewSchema,
  SESSION_SECRET_HEADER,
  savedAnswerSchema,
  savedAnswersSchema,
  sessionParamsSchema,
  sessionStateSchema,
} from '../../../contract/assessment';
import type { ViewerResolver } from '../../plugins/viewer';
import type { AssessmentService } from './service';

const secretOf = (headers: Record<string, unknown>) => {
  const value = headers[SESSION_SECRET_HEADER];
  return typeof value === 'string' ? value : undefined;
};

const assessmentGroup = { rateLimitGroup: '/api/assessment' as const };
/** The documented call has no body: "no answers to add" (null or absent alike). */
const completeBodySchema = answersBodySchema.partial().nullish();

export const assessmentRoutes =
  (service: AssessmentService, resolveViewer: ViewerResolver): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      assessmentPaths.questionnaire,
      { config: { rateLimitGroup: '/api/questions' }, schema: { response: { 200: questionnaireSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-cache');
        return service.publicQuestionnaire();
      },
    );

    app.get(
      assessmentPaths.questionnaireVersion,
      {
        config: { rateLimitGroup: '/api/questions' },
        schema: { params: questionnaireVersionParamsSchema, response: { 200: questionnaireSchema } },
      },
      async (request, reply) => {
        const questionnaire = await service.questionnaireVersion(request.params.version);
        // a published version never changes
        reply.header('cache-control', 'public, max-age=31536000, immutable');
        return questionnaire;
      },
    );

    app.get(
      assessmentPaths.chapters,
      { config: { rateLimitGroup: '/api/chapters' }, schema: { response: { 200: chapterListSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-cache');
        const { chapters } = await service.publicQuestionnaire();
        return { chapters };
      },
    );

    app.post(
      assessmentPaths.sessions,
      {
        config: assessmentGroup,
        schema: { body: createSessionBodySchema, response: { 201: createdSessionSchema } },
      },
      async (request, reply) =>
        reply.status(201).send(await service.createSession(request.body.visitorId, request.body.version)),
    );

    app.get(
      assessmentPaths.session,
      {
        config: assessmentGroup,
        schema: { params: sessionParamsSchema, response: { 200: sessionStateSchema } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.state(request.params.id, secretOf(request.headers));
      },
    );

    app.put(
      assessmentPaths.answer,
      {
        config: assessmentGroup,
        schema: { params: answerParamsSchema, body: answerBodySchema, response: { 200: savedAnswerSchema } },
      },
      async (request) => {
        const { id, questionId } = request.params;
        const answeredCount = await service.saveAnswers(id, secretOf(request.headers), {
          [questionId]: request.body.value,
        });
        return { questionId, value: request.body.value, answeredCount };
      },
    );

    app.put(
      assessmentPaths.answers,
      {
        config: assessmentGroup,
        schema: {
          params: sessionParamsSchema,
          body: answersBodySchema,
          response: { 200: savedAnswersSchema },
        },
      },
      async (request) => ({
        answeredCount: await service.saveAnswers(
          request.params.id,
          secretOf(request.headers),
          request.body.answers,
        ),
      }),
    );

    app.post(
      assessmentPaths.complete,
      {
        // the insight writer may call a remote provider (its own timeout is at most 30 s)
        config: { ...assessmentGroup, deadlineMs: 40_000 },
        schema: {
          params: sessionParamsSchema,
          body: completeBodySchema,
          response: { 200: resultViewSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const viewer = await resolveViewer(request);
        return service.complete(
          request.params.id,
          secretOf(request.headers),
          request.body?.answers ?? {},
          viewer,
        );
      },
    );

    app.get(
      assessmentPaths.result,
      {
        config: assessmentGroup,
        schema: { params: sessionParamsSchema, response: { 200: resultViewSchema } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const viewer = await resolveViewer(request);
        return service.result(request.params.id, secretOf(request.headers), viewer);
      },
    );
  };
