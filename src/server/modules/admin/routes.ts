import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminChapterSchema,
  adminIdParamsSchema,
  adminMeSchema,
  adminPaths,
  adminQuestionnaireSchema,
  adminQuestionSchema,
  adminUserListSchema,
  auditLogQuerySchema,
  auditLogSchema,
  chapterIntroBodySchema,
  chapterOutroBodySchema,
  chapterParamsSchema,
  chapterQuestionsSchema,
  dashboardStatsSchema,
  deletedSchema,
  deleteUserBodySchema,
  dropoutAnalysisSchema,
  insightsSchema,
  pageContentBodySchema,
  pageContentBulkBodySchema,
  pageContentBulkResultSchema,
  pageContentKeySchema,
  pageContentQuerySchema,
  pageContentSchema,
  periodQuerySchema,
  questionCreateBodySchema,
  questionOrderBodySchema,
  questionUpdateBodySchema,
  securityOverviewSchema,
  securitySettingsPatchSchema,
  securitySettingsViewSchema,
  userParamsSchema,
  usersQuerySchema,
} from '../../../contract/admin';
import { resultViewSchema } from '../../../contract/assessment';
import { apiErrorSchema } from '../../../contract/errors';
import type { DatabaseHandle } from '../../db/client';
import type { ViewerResolver } from '../../plugins/viewer';
import { fallbackTextsOf } from '../assessment/fallback-texts';
import type { AssessmentService } from '../assessment/service';
import { meRepository } from '../me/repository';
import { type AdminIdentity, adminResolver } from './guard';
import { type AdminRateLimitStore, adminRateLimit, databaseAdminRateLimitStore } from './rate-limit';
import { adminRepository } from './repository';
import { type AdminContext, adminService } from './service';
import { statsRepository } from './stats-repository';

export type AdminRoutesDependencies = {
  database: DatabaseHandle;
  assessment: Pick<AssessmentService, 'invalidate' | 'latestOf'>;
  resolveViewer: ViewerResolver;
  /** tests may count elsewhere, or fail, to see the spec's "a failed check allows the request" */
  rateLimitStore?: AdminRateLimitStore;
};

const errors = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
  500: apiErrorSchema,
} as const;

/**
 * /api/admin/*: every route needs a signed-in admin (checked in onRequest, before any body is read),
 * writes must come from the site itself, and nothing is cached. Needs `app.auth` for the origin check.
 */
export const adminRoutes =
  ({ database, assessment, resolveViewer, rateLimitStore }: AdminRoutesDependencies): FastifyPluginAsyncZod =>
  async (app) => {
    const repository = adminRepository(database.db);
    const service = adminService({
      repository,
      stats: statsRepository(database.db),
      rateLimit: adminRateLimit(rateLimitStore ?? databaseAdminRateLimitStore(database.db)),
      assessment,
      deleteUserCompletely: (userId, alongside) =>
        meRepository(database.db).deleteEverything(userId, alongside),
      fallback: fallbackTextsOf(),
    });
    const resolveAdmin = adminResolver(resolveViewer, repository);
    const admins = new WeakMap<FastifyRequest, AdminIdentity>();

    app.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      admins.set(request, await resolveAdmin(request));
      if (request.method !== 'GET' && request.method !== 'HEAD') app.auth.assertSameOrigin(request);
    });

    const adminOf = (request: FastifyRequest): AdminIdentity => {
      const admin = admins.get(request);
      if (!admin) throw new Error('admin guard did not run');
      return admin;
    };
    const contextOf = (request: FastifyRequest, reply: FastifyReply): AdminContext => ({
      admin: adminOf(request),
      log: request.log,
      ip: request.ip ?? null,
      header: (name, value) => void reply.header(name, value),
    });

    app.get(adminPaths.me, { schema: { response: { 200: adminMeSchema, ...errors } } }, async (request) => {
      const admin = adminOf(request);
      return { id: admin.userId, email: admin.email, name: admin.name };
    });

    app.get(
      adminPaths.dashboard,
      { schema: { querystring: periodQuerySchema, response: { 200: dashboardStatsSchema, ...errors } } },
      async (request) => service.dashboard(request.query, request.log),
    );

    app.get(
      adminPaths.dropoutAnalysis,
      { schema: { querystring: periodQuerySchema, response: { 200: dropoutAnalysisSchema, ...errors } } },
      async (request) => service.dropouts(request.query, request.log),
    );

    // ── users ──────────────────────────────────────────────────────────────────────────────────

    app.get(
      adminPaths.users,
      { schema: { querystring: usersQuerySchema, response: { 200: adminUserListSchema, ...errors } } },
      async (request) => service.users(request.query, request.log),
    );

    app.get(
      adminPaths.userLatestResult,
      { schema: { params: userParamsSchema, response: { 200: resultViewSchema, ...errors } } },
      async (request) => service.userLatestResult(request.params.id, request.log),
    );

    app.delete(
      adminPaths.user,
      {
        schema: {
          params: userParamsSchema,
          body: deleteUserBodySchema,
          response: { 200: deletedSchema, ...errors },
        },
      },
      async (request, reply) => {
        await service.deleteUser(request.params.id, contextOf(request, reply));
        return { deleted: true as const };
      },
    );

    // ── questionnaire ──────────────────────────────────────────────────────────────────────────

    app.get(
      adminPaths.questionnaire,
      { schema: { response: { 200: adminQuestionnaireSchema, ...errors } } },
      async (request) => service.questionnaire(request.log),
    );

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

    // ── page content ───────────────────────────────────────────────────────────────────────────

    app.get(
      adminPaths.insights,
      { schema: { response: { 200: insightsSchema, ...errors } } },
      async (request) => service.insights(request.log),
    );

    app.get(
      adminPaths.pageContent,
      { schema: { querystring: pageContentQuerySchema, response: { 200: pageContentSchema, ...errors } } },
      async (request) => service.pageContent(request.query, request.log),
    );

    app.put(
      adminPaths.pageContent,
      { schema: { body: pageContentBodySchema, response: { 200: pageContentSchema, ...errors } } },
      async (request, reply) => service.updatePageContent(request.body, contextOf(request, reply)),
    );

    app.delete(
      adminPaths.pageContent,
      { schema: { body: pageContentKeySchema, response: { 200: pageContentSchema, ...errors } } },
      async (request, reply) => service.resetPageContent(request.body, contextOf(request, reply)),
    );

    app.put(
      adminPaths.pageContentBulk,
      {
        schema: {
          body: pageContentBulkBodySchema,
          response: { 200: pageContentBulkResultSchema, ...errors },
        },
      },
      async (request, reply) => service.bulkPageContent(request.body.items, contextOf(request, reply)),
    );

    // ── security ───────────────────────────────────────────────────────────────────────────────

    app.get(
      adminPaths.settings,
      { schema: { response: { 200: securitySettingsViewSchema, ...errors } } },
      async (request) => service.settings(request.log),
    );

    app.patch(
      adminPaths.settings,
      {
        schema: {
          body: securitySettingsPatchSchema,
          response: { 200: securitySettingsViewSchema, ...errors },
        },
      },
      async (request, reply) => {
        const view = await service.updateSettings(request.body, contextOf(request, reply));
        // the writing instance serves the new deterrent setting at once, not after its 10 s cache
        app.publicSettingsCache.invalidate();
        return view;
      },
    );

    app.get(
      adminPaths.security,
      { schema: { response: { 200: securityOverviewSchema, ...errors } } },
      async (request) => service.security(request.log),
    );

    app.get(
      adminPaths.auditLog,
      { schema: { querystring: auditLogQuerySchema, response: { 200: auditLogSchema, ...errors } } },
      async (request) => service.auditLog(request.query, request.log),
    );
  };
