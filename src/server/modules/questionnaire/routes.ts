import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminChapterSchema,
  adminIdParamsSchema,
  adminPaths,
  adminQuestionnaireSchema,
  adminQuestionSchema,
  chapterIntroBodySchema,
  chapterOutroBodySchema,
  chapterParamsSchema,
  chapterQuestionsSchema,
  deletedSchema,
  insightsSchema,
  questionCreateBodySchema,
  questionOrderBodySchema,
  questionUpdateBodySchema,
} from '../../../contract/admin';
import {
  adminVersionSchema,
  chapterCreateBodySchema,
  chapterOrderBodySchema,
  createdChapterSchema,
  discardDraftBodySchema,
  discardedSchema,
  draftChaptersSchema,
  draftSchema,
  previewResultBodySchema,
  previewResultSchema,
  publishBodySchema,
  publishedSchema,
  questionnaireDiffSchema,
  questionnairePaths,
  versionListSchema,
  versionParamsSchema,
} from '../../../contract/questionnaire';
import type { DatabaseHandle } from '../../db/client';
import type { ViewerResolver } from '../../plugins/viewer';
import { adminGuard, adminErrorResponses as errors } from '../admin/guard';
import { adminRateLimit, adminRateLimiter, databaseAdminRateLimitStore } from '../admin/rate-limit';
import { adminRepository } from '../admin/repository';
import { fallbackTextsOf } from '../assessment/fallback-texts';
import { questionnaireRepository } from './repository';
import { type AuthoringAssessment, authoringService } from './service';

export type QuestionnaireModuleDependencies = {
  database: DatabaseHandle;
  assessment: AuthoringAssessment;
};

/** The authoring service on the database (the routes below, and custom chapter content for the admin module). */
export function questionnaireAuthoring({ database, assessment }: QuestionnaireModuleDependencies) {
  const admins = adminRepository(database.db);
  return authoringService({
    repository: questionnaireRepository(database.db),
    limit: adminRateLimiter(adminRateLimit(databaseAdminRateLimitStore(database.db)), admins),
    assessment,
    fallback: fallbackTextsOf(),
  });
}

/** Custom chapter content (versioned with the questionnaire), for the admin module's page-content routes. */
export const chapterContentEditor = (dependencies: QuestionnaireModuleDependencies) =>
  questionnaireAuthoring(dependencies).chapterContent;

/**
 * Questionnaire authoring under /api/admin, behind the admin guard: the questionnaire being edited, its
 * questions and chapters, insights, versions, and the draft's diff, preview, publishing and discarding.
 */
export const questionnaireRoutes =
  ({
    database,
    assessment,
    resolveViewer,
  }: QuestionnaireModuleDependencies & { resolveViewer: ViewerResolver }): FastifyPluginAsyncZod =>
  async (app) => {
    const guard = adminGuard(resolveViewer, database.db);
    guard.protect(app);
    const service = questionnaireAuthoring({ database, assessment });
    const contextOf = guard.contextOf;

    // ── the questionnaire being edited ───────────────────────────────────────────────────────────────

    app.get(
      adminPaths.questionnaire,
      { schema: { response: { 200: adminQuestionnaireSchema, ...errors } } },
      async (request) => service.questionnaire(request.log),
    );

    app.get(
      adminPaths.insights,
      { schema: { response: { 200: insightsSchema, ...errors } } },
      async (request) => service.insights(request.log),
    );

    // ── questions ────────────────────────────────────────────────────────────────────────────────────

    app.post(
      adminPaths.questions,
      { schema: { body: questionCreateBodySchema, response: { 201: adminQuestionSchema, ...errors } } },
      async (request, reply) =>
        reply.status(201).send(await service.createQuestion(request.body, contextOf(request, reply))),
    );

    app.patch(
      adminPaths.question,
      {
        schema: {
          params: adminIdParamsSchema,
          body: questionUpdateBodySchema,
          response: { 200: adminQuestionSchema, ...errors },
        },
      },
      async (request, reply) =>
        service.updateQuestion(request.params.id, request.body, contextOf(request, reply)),
    );

    app.delete(
      adminPaths.question,
      { schema: { params: adminIdParamsSchema, response: { 200: deletedSchema, ...errors } } },
      async (request, reply) => {
        await service.deleteQuestion(request.params.id, contextOf(request, reply));
        return { deleted: true as const };
      },
    );

    app.put(
      adminPaths.questionOrder,
      {
        schema: {
          params: chapterParamsSchema,
          body: questionOrderBodySchema,
          response: { 200: chapterQuestionsSchema, ...errors },
        },
      },
      async (request, reply) => ({
        questions: await service.reorderQuestions(
          request.params.id,
          request.body.questionIds,
          contextOf(request, reply),
        ),
      }),
    );

    // ── chapters ─────────────────────────────────────────────────────────────────────────────────────

    app.put(
      adminPaths.chapterIntro,
      {
        schema: {
          params: chapterParamsSchema,
          body: chapterIntroBodySchema,
          response: { 200: adminChapterSchema, ...errors },
        },
      },
      async (request, reply) =>
        service.updateChapterIntro(request.params.id, request.body, contextOf(request, reply)),
    );

    app.put(
      adminPaths.chapterOutro,
      {
        schema: {
          params: chapterParamsSchema,
          body: chapterOutroBodySchema,
          response: { 200: adminChapterSchema, ...errors },
        },
      },
      async (request, reply) =>
        service.updateChapterOutro(request.params.id, request.body, contextOf(request, reply)),
    );

    app.post(
      questionnairePaths.chapters,
      { schema: { body: chapterCreateBodySchema, response: { 201: createdChapterSchema, ...errors } } },
      async (request, reply) =>
        reply.status(201).send(await service.createChapter(request.body, contextOf(request, reply))),
    );

    app.delete(
      questionnairePaths.chapter,
      { schema: { params: chapterParamsSchema, response: { 200: deletedSchema, ...errors } } },
      async (request, reply) => {
        await service.deleteChapter(request.params.id, contextOf(request, reply));
        return { deleted: true as const };
      },
    );

    app.put(
      questionnairePaths.chapterOrder,
      { schema: { body: chapterOrderBodySchema, response: { 200: draftChaptersSchema, ...errors } } },
      async (request, reply) => ({
        chapters: await service.reorderChapters(request.body.chapterIds, contextOf(request, reply)),
      }),
    );

    // ── versions and the draft ───────────────────────────────────────────────────────────────────────

    app.get(
      questionnairePaths.versions,
      { schema: { response: { 200: versionListSchema, ...errors } } },
      async (request) => service.versions(request.log),
    );

    app.get(
      questionnairePaths.version,
      { schema: { params: versionParamsSchema, response: { 200: adminVersionSchema, ...errors } } },
      async (request) => service.version(request.params.version, request.log),
    );

    app.post(
      questionnairePaths.draft,
      { schema: { response: { 200: draftSchema, ...errors } } },
      async (request, reply) => service.openDraft(contextOf(request, reply)),
    );

    app.delete(
      questionnairePaths.draft,
      { schema: { body: discardDraftBodySchema, response: { 200: discardedSchema, ...errors } } },
      async (request, reply) => service.discardDraft(contextOf(request, reply)),
    );

    app.get(
      questionnairePaths.draftDiff,
      { schema: { response: { 200: questionnaireDiffSchema, ...errors } } },
      async (request) => service.diff(request.log),
    );

    app.post(
      questionnairePaths.draftPreviewResult,
      { schema: { body: previewResultBodySchema, response: { 200: previewResultSchema, ...errors } } },
      async (request) => service.previewResult(request.body.answers, request.log),
    );

    app.post(
      questionnairePaths.publish,
      { schema: { body: publishBodySchema, response: { 200: publishedSchema, ...errors } } },
      async (request, reply) => service.publish(request.body, contextOf(request, reply)),
    );
  };
