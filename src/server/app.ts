import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import type { DatabaseHandle } from './db/client';
import { adminRoutes } from './modules/admin/routes';
import { fallbackTextsOf } from './modules/assessment/fallback-texts';
import { insightWriterFor } from './modules/assessment/insight-writer';
import { myResultsRoutes } from './modules/assessment/my-results-routes';
import { assessmentRepository } from './modules/assessment/repository';
import { assessmentRoutes } from './modules/assessment/routes';
import { type AssessmentService, assessmentService } from './modules/assessment/service';
import { benchmarksRepository } from './modules/benchmarks/repository';
import { benchmarksRoutes } from './modules/benchmarks/routes';
import { benchmarksService } from './modules/benchmarks/service';
import { devToolsRoutes } from './modules/dev-tools/routes';
import { raterRoutes } from './modules/feedback/rater-routes';
import { raterService } from './modules/feedback/rater-service';
import { feedbackRepository } from './modules/feedback/repository';
import { feedbackRoutes } from './modules/feedback/routes';
import { feedbackService } from './modules/feedback/service';
import { healthRoutes } from './modules/health/routes';
import { instrumentRepository } from './modules/instrument/repository';
import { instrumentRoutes } from './modules/instrument/routes';
import { instrumentService, POSTGRES_SESSION_STREAMS } from './modules/instrument/service';
import { createJobQueue, type JobQueue } from './modules/jobs/queue';
import { jobsRepository } from './modules/jobs/repository';
import { createTestClock } from './modules/jobs/test-clock';
import { testClockRoutes } from './modules/jobs/test-clock-routes';
import type { Mailer } from './modules/mail/mailer';
import { emailTestRoutes } from './modules/mail/routes';
import { meRoutes } from './modules/me/routes';
import { type OverloadLimits, registerOverloadShedding } from './modules/metrics/overload';
import { metricsPlugin } from './modules/metrics/plugin';
import { createMetrics, type Metrics } from './modules/metrics/registry';
import { openapiCollector, openapiRoutes } from './modules/openapi/routes';
import { pagesRepository } from './modules/pages/repository';
import { pagesRoutes } from './modules/pages/routes';
import { planReminderHandler } from './modules/plans/reminder';
import { plansRepository } from './modules/plans/repository';
import { planRoutes, unsubscribeRoutes } from './modules/plans/routes';
import { PLAN_REMINDER_JOB, type PlanReminderPayload, plansService } from './modules/plans/service';
import { privacyRepository } from './modules/privacy/repository';
import { privacyRoutes } from './modules/privacy/routes';
import { chapterContentEditor, questionnaireRoutes } from './modules/questionnaire/routes';
import { reportPdfRoutes } from './modules/report-pdf/routes';
import { securityPlugin } from './modules/security/plugin';
import { sharingRepository } from './modules/sharing/repository';
import { sharedRoutes, sharingRoutes } from './modules/sharing/routes';
import { SHARE_PURGE_JOB, sharingService } from './modules/sharing/service';
import { authPlugin } from './plugins/auth';
import { contractValidatorCompiler } from './plugins/contract-validation';
import { registerCsrfProtection } from './plugins/csrf';
import { registerErrorHandling } from './plugins/error-handler';
import { logOptions } from './plugins/log-options';
import { type RateLimitStore, registerRateLimit } from './plugins/rate-limit';
import { sharedRateLimitStore } from './plugins/rate-limit-store';
import { announceContractVersion, responseSerializerCompiler } from './plugins/response-serializer';
import { canonicalUrl, registerRoutePolicy } from './plugins/route-policy';
import {
  cspDirectives,
  cspHeader,
  errorAnswerOptions,
  registerSecurityHeaders,
  secureRawAnswers,
} from './plugins/security-headers';
import { anonymousViewer, type ViewerResolver } from './plugins/viewer';
import { loadWebBuild, registerWebApp } from './plugins/web-app';

export type AppDependencies = {
  config: Config;
  database: DatabaseHandle;
  /** false in API tests that run without a built web app */
  serveWeb?: boolean;
  rateLimitStore?: RateLimitStore;
  /** who is asking; tests may pass their own */
  resolveViewer?: ViewerResolver;
  /** e-mail sender; default: SMTP_URL's server, else the outbox in DATA_DIR */
  mailer?: Mailer;
  /**
   * Overload shedding (503 + Retry-After): on by default with the limits in modules/metrics/overload.ts,
   * off with OVERLOAD_SHEDDING=false and under NODE_ENV=test (a busy test machine must not shed a test's
   * requests); tests of it pass limits.
   */
  overload?: Partial<OverloadLimits> | false;
  /** where log lines go instead of stdout (tests read them) */
  logStream?: NodeJS.WritableStream;
  /**
   * the app's clock: rater feedback (invites made, expired, reminded) and the job queue (due times,
   * back-off); tests move it. Default: the test clock under TEST_CLOCK=true, else the system's.
   */
  now?: () => Date;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** shared with other modules (accounts, admin) that read results or change content */
    assessment: AssessmentService;
    /** the Prometheus figures, or null when METRICS_TOKEN is unset (nothing is counted then) */
    metrics: Metrics | null;
    /** the one job queue on the database: every scheduled or retried job (modules/jobs/queue.ts) */
    jobs: JobQueue;
  }
}

/** Builds the whole app from its dependencies; tests call it and use `inject()`, server.ts listens. */
export async function buildApp({
  config,
  database,
  serveWeb = true,
  rateLimitStore,
  resolveViewer = anonymousViewer,
  mailer,
  overload = config.nodeEnv === 'test' || !config.overloadShedding ? false : {},
  logStream,
  now,
}: AppDependencies): Promise<FastifyInstance> {
  const https = config.publicUrl.startsWith('https://');
  const directives = cspDirectives(https);
  const app = Fastify({
    // Fastify's and Node's own error answers carry our security headers and JSON body too
    ...errorAnswerOptions(directives, https),
    logger: logOptions(config.logLevel, logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
    // ids are generated, never echoed from a client header
    genReqId: () => crypto.randomUUID(),
    // routing, policies and Better Auth all see one form of the path (route-policy.ts)
    rewriteUrl: (request) => canonicalUrl(request.url ?? '/'),
  }).withTypeProvider<ZodTypeProvider>();
  // before any route is registered: each is stamped with what its path means for policy
  registerRoutePolicy(app);
  app.setValidatorCompiler(contractValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  announceContractVersion(app);
  const testClock = config.testClock ? createTestClock() : null;
  const clock = now ?? testClock?.now ?? (() => new Date());
  const metrics = config.metricsToken
    ? createMetrics({
        databaseKind: database.kind,
        poolStats: database.poolStats ? () => database.poolStats?.() ?? null : undefined,
        jobCounts: () => jobsRepository(database.db).counts(),
      })
    : null;
  app.decorate('metrics', metrics);
  // first of all hooks: a shed request costs no rate-limit write or session read
  if (overload !== false) await registerOverloadShedding(app, { database, metrics, limits: overload });
  if (metrics && config.metricsToken)
    await app.register(metricsPlugin({ metrics, token: config.metricsToken }));
  registerErrorHandling(app);

  const build = serveWeb ? loadWebBuild(config.webBuildDir) : null;
  if (serveWeb && !build)
    app.log.warn(`No web build in ${config.webBuildDir}: run "npm run build". Serving the API only.`);

  secureRawAnswers(app, directives, https);
  registerSecurityHeaders(app, directives, https);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  registerRateLimit(app, rateLimitStore ?? sharedRateLimitStore(database.db, { log: app.log }));
  registerCsrfProtection(app, { https });

  const assessment = assessmentService(
    assessmentRepository(database.db),
    fallbackTextsOf(),
    insightWriterFor(config, app.log),
  );
  app.decorate('assessment', assessment);
  // modules register their job handlers on it; server.ts starts it, tests call runDue()
  const jobs = createJobQueue({
    db: database.db,
    log: app.log,
    now: clock,
    onAttempt: (kind, result, seconds) => metrics?.jobAttempted(kind, result, seconds),
  });
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());

  // Each module registers its own routes; add new ones here.
  // Auth first: it decorates `app.auth`; unless a test passes its own, the viewer is the signed-in user.
  // Security hooks before auth, so they also run for /api/auth/* (they use `app.auth` per request).
  // the OpenAPI document sees only the routes registered after its collector
  await app.register(openapiCollector);
  await app.register(securityPlugin({ database }));
  await app.register(authPlugin({ config, database, mailer }));
  if (resolveViewer === anonymousViewer) resolveViewer = app.auth.viewer;
  const feedbackStore = feedbackRepository(database.db);
  const feedback = feedbackService({
    repository: feedbackStore,
    mailer: app.auth.mailer,
    publicUrl: config.publicUrl,
    authSecret: config.authSecret,
    cannedText: async (resultId, userId) =>
      (await assessment.ownResult(resultId, userId)).coreStrength?.howOthersSeeYou ?? '',
    log: app.log,
    now: clock,
  });
  app.addHook('onClose', async () => feedback.settled());
  const plansStore = plansRepository(database.db);
  const plans = plansService({
    repository: plansStore,
    assessment,
    jobs,
    publicUrl: config.publicUrl,
    authSecret: config.authSecret,
    now: clock,
  });
  jobs.register<PlanReminderPayload>(
    PLAN_REMINDER_JOB,
    planReminderHandler({
      repository: plansStore,
      mailer: app.auth.mailer,
      publicUrl: config.publicUrl,
      unsubscribeLinks: plans.unsubscribeLinks,
    }),
  );
  const sharing = sharingService({
    repository: sharingRepository(database.db),
    ownResult: assessment.ownResult,
    publicUrl: config.publicUrl,
    now: clock,
  });
  jobs.every(SHARE_PURGE_JOB, 24 * 60 * 60 * 1000, async () => `deleted ${await sharing.purge()} links`);
  await app.register(
    meRoutes(
      database,
      (userId) => feedback.exportRounds(userId),
      (userId) => plans.exportPlans(userId),
      (userId) => sharing.exportOf(userId),
    ),
  );
  await app.register(emailTestRoutes(config.publicUrl));
  await app.register(healthRoutes(database));
  await app.register(openapiRoutes);
  await app.register(assessmentRoutes(assessment, resolveViewer));
  await app.register(myResultsRoutes(assessment, resolveViewer));
  await app.register(feedbackRoutes(feedback));
  await app.register(planRoutes(plans));
  await app.register(unsubscribeRoutes(plans));
  await app.register(sharingRoutes(sharing));
  await app.register(sharedRoutes(sharing, resolveViewer));
  // one benchmarks service: its routes and the PDF report read the same caches
  const benchmarks = benchmarksService({
    repository: benchmarksRepository(database.db),
    jobs,
    now: clock,
    log: app.log,
  });
  await app.register(
    reportPdfRoutes({
      ownResult: assessment.ownResult,
      planOf: plans.planOf,
      benchmarksOf: (resultId, userId) => benchmarks.mine(resultId, Promise.resolve(userId)),
      feedbackRounds: feedback,
      now: clock,
      // as with shedding: a busy test machine must not hold a test's report back
      lowPriorityRendering: config.nodeEnv !== 'test',
    }),
  );
  // the instrument's figures are recomputed after completions and after raters send their answers
  const instrument = instrumentService({
    repository: instrumentRepository(database.db),
    jobs,
    now: clock,
    log: app.log,
    sessionStreams: database.kind === 'postgres' ? POSTGRES_SESSION_STREAMS : 1,
  });
  await app.register(
    raterRoutes(
      raterService({
        repository: feedbackStore,
        contentOf: feedback.contentOf,
        now: clock,
        onSubmitted: ({ versionId }) => void instrument.scheduleRecompute(versionId),
      }),
      { https },
    ),
  );
  await app.register(privacyRoutes(privacyRepository(database.db), resolveViewer));
  await app.register(pagesRoutes(pagesRepository(database.db)));
  await app.register(
    adminRoutes({
      database,
      assessment,
      resolveViewer,
      chapterContent: chapterContentEditor({ database, assessment }),
    }),
  );
  await app.register(questionnaireRoutes({ database, assessment, resolveViewer }));
  await app.register(devToolsRoutes({ database, assessment, resolveViewer }));
  await app.register(
    benchmarksRoutes({ database, assessment, resolveViewer, jobs, now: clock, service: benchmarks }),
  );
  await app.register(instrumentRoutes({ database, assessment, resolveViewer, jobs, service: instrument }));
  if (testClock) await app.register(testClockRoutes({ clock: testClock, jobs }));

  if (build) await registerWebApp(app, build, (nonce) => cspHeader(directives, nonce));
  else {
    app.setNotFoundHandler((request, reply) =>
      reply
        .status(404)
        .header('cache-control', 'no-store')
        .send({
          error: { code: 'not_found', message: `No such endpoint: ${request.method} ${request.url}` },
        }),
    );
  }
  return app;
}
