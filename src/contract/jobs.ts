import { z } from 'zod';

/**
 * The job queue as the admin sees it (counts and failures, never a job's payload), and the test
 * clock, which exists only on a server started with TEST_CLOCK=true (404 otherwise; not in the OpenAPI
 * document).
 */
export const jobsPaths = {
  admin: '/api/admin/jobs',
  testClock: '/api/test/clock',
} as const;

export const jobStatusSchema = z.enum(['queued', 'running', 'done', 'failed']);

/** The data-layer failure of the admin's overview (the admin API's 'Failed to …' pattern). */
export const FETCH_JOBS_FAILURE = 'Failed to fetch jobs';

/** How many failed jobs the admin's overview lists. */
export const ADMIN_FAILED_JOBS_LIMIT = 20;

export const adminJobsSchema = z.object({
  /** one row per kind and status that has jobs */
  counts: z.array(z.object({ kind: z.string(), status: jobStatusSchema, count: z.number().int() })),
  /** the latest failed jobs, newest first */
  failed: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      finishedAt: z.iso.datetime({ offset: true }).nullable(),
    }),
  ),
});
export type AdminJobs = z.infer<typeof adminJobsSchema>;

/** The furthest one call moves the test clock (a little over a year: reminders go out up to 90 days). */
export const TEST_CLOCK_MAX_DAYS = 400;

export const testClockBodySchema = z.strictObject({
  advanceDays: z
    .number()
    .min(0, 'advanceDays must be 0 or more')
    .max(TEST_CLOCK_MAX_DAYS, `advanceDays must be at most ${TEST_CLOCK_MAX_DAYS}`),
});

export const testClockResultSchema = z.object({
  /** the server's clock after the move */
  now: z.iso.datetime({ offset: true }),
  /** the jobs that ran because they were due by then */
  ran: z.number().int(),
});
