import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMeSchema, adminPaths } from '../../../contract/admin';
import type { DatabaseHandle } from '../../db/client';
import type { ViewerResolver } from '../../plugins/viewer';
import type { AssessmentService } from '../assessment/service';
import { feedbackRepository } from '../feedback/repository';
import { jobsAdminRoutes } from '../jobs/admin-routes';
import { jobsRepository } from '../jobs/repository';
import { meRepository } from '../me/repository';
import { auditLogRepository } from './audit-log-repository';
import { auditLogRoutes } from './audit-log-routes';
import { auditLogService } from './audit-log-service';
import { feedbackRoundsRoutes } from './feedback-rounds-routes';
import { type AdminGuard, adminGuard, adminErrorResponses as errors } from './guard';
import { legalPagesRepository } from './legal-pages-repository';
import { legalPagesService } from './legal-pages-service';
import { type ChapterContentEditor, pageContentRoutes } from './page-content-routes';
import { adminRateLimit, adminRateLimiter, databaseAdminRateLimitStore } from './rate-limit';
import { adminRepository } from './repository';
import { securityRepository } from './security-repository';
import { securityRoutes } from './security-routes';
import { securityService } from './security-service';
import { statsRepository } from './stats-repository';
import { statsRoutes } from './stats-routes';
import { statsService } from './stats-service';
import { usersRepository } from './users-repository';
import { usersRoutes } from './users-routes';
import { usersService } from './users-service';

export type AdminRoutesDependencies = {
  database: DatabaseHandle;
  assessment: Pick<AssessmentService, 'latestOf'>;
  resolveViewer: ViewerResolver;
  /** custom chapter content is questionnaire content: the questionnaire module edits it */
  chapterContent: ChapterContentEditor;
};

const meRoutes =
  ({ guard }: { guard: AdminGuard }): FastifyPluginAsyncZod =>
  async (app) => {
    guard.protect(app);
    app.get(adminPaths.me, { schema: { response: { 200: adminMeSchema, ...errors } } }, async (request) => {
      const admin = guard.adminOf(request);
      return { id: admin.userId, email: admin.email, name: admin.name };
    });
  };

/**
 * The admin area but questionnaire authoring (its own module): who is asking, the dashboards, users,
 * security settings and overview, the audit log and page content. Each part is a plugin of its own behind
 * the same admin guard.
 */
export const adminRoutes =
  ({ database, assessment, resolveViewer, chapterContent }: AdminRoutesDependencies): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = database;
    const guard = adminGuard(resolveViewer, db);
    const admins = adminRepository(db);
    const rateLimit = adminRateLimit(databaseAdminRateLimitStore(db));

    await app.register(meRoutes({ guard }));
    await app.register(statsRoutes({ guard, service: statsService({ stats: statsRepository(db) }) }));
    await app.register(
      usersRoutes({
        guard,
        service: usersService({
          users: usersRepository(db),
          admins,
          limit: adminRateLimiter(rateLimit, admins),
          assessment,
          deleteUserCompletely: (userId, alongside) => meRepository(db).deleteEverything(userId, alongside),
        }),
      }),
    );
    await app.register(
      securityRoutes({
        guard,
        service: securityService({
          repository: securityRepository(db),
          adminMaxRequests: rateLimit.maxRequests,
        }),
      }),
    );
    await app.register(auditLogRoutes({ guard, service: auditLogService(auditLogRepository(db)) }));
    await app.register(feedbackRoundsRoutes({ guard, rounds: feedbackRepository(db) }));
    await app.register(jobsAdminRoutes({ guard, jobs: jobsRepository(db) }));
    await app.register(
      pageContentRoutes({ guard, legal: legalPagesService(legalPagesRepository(db)), chapterContent }),
    );
  };
