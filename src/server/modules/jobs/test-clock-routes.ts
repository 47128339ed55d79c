import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../contract/errors';
import { jobsPaths, testClockBodySchema, testClockResultSchema } from '../../../contract/jobs';
import type { JobQueue } from './queue';
import type { TestClock } from './test-clock';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST /api/test/clock: moves the server's clock forward and runs the jobs due by then, so browser
 * tests see 30, 60, 90 days pass without sleeping. Registered only with TEST_CLOCK=true, which the
 * config refuses in production; hidden from the OpenAPI document.
 */
export const testClockRoutes =
  ({ clock, jobs }: { clock: TestClock; jobs: Pick<JobQueue, 'runDue'> }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      jobsPaths.testClock,
      {
        config: { rateLimitExempt: true },
        schema: {
          hide: true,
          body: testClockBodySchema,
          response: { 200: testClockResultSchema, 400: apiErrorSchema, 403: apiErrorSchema },
        },
      },
      async (request) => {
        const now = clock.advance(request.body.advanceDays * DAY_MS);
        const ran = await jobs.runDue();
        request.log.info({ now: now.toISOString(), ran }, 'test clock moved');
        return { now: clock.now().toISOString(), ran };
      },
    );
  };
