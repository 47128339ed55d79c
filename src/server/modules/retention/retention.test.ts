import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { legalPages } from '../../../content/legal';
import {
  account,
  assessmentSessions,
  assessments,
  chapters,
  clientLogs,
  consentLogs,
  jobs,
  profiles,
  questionnaireVersions,
  questions,
  rateLimits,
  responses,
  results,
  securityEvents,
  session,
  sessionSecurity,
  user,
  verification,
  visits,
} from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../test-support/database';
import { createJobQueue } from '../jobs/queue';
import { FINISHED_JOB_RETENTION_DAYS } from '../jobs/windows';
import { RETENTION_JOB, runRetention, scheduleRetention } from './job';
import {
  ANONYMOUS_SESSION_RETENTION_MONTHS,
  CLIENT_LOG_RETENTION_DAYS,
  CONSENT_LOG_RETENTION_MONTHS,
  monthsBefore,
  RATE_LIMIT_RETENTION_MS,
  RETENTION_BATCH_SIZE,
  RETENTION_INTERVAL_MS,
  SECURITY_DATA_RETENTION_DAYS,
  VISIT_RETENTION_MONTHS,
} from './windows';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const now = new Date();
const ago = (ms: number) => new Date(now.getTime() - ms);
const monthsAgo = (months: number) => monthsBefore(now, months);
function one<T>(row: T | undefined): T {
  if (!row) throw new Error('insert returned nothing');
  return row;
}
const silent = { info: () => {}, debug: () => {}, warn: () => {} };

let database: TestDatabase;
let db: TestDatabase['db'];
let questionId: string;
let assessmentId: string;
let versionId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  const [assessment] = await db
    .insert(assessments)
    .values({ key: 'retention-test', title: 'Retention' })
    .returning();
  assessmentId = one(assessment).id;
  const [version] = await db
    .insert(questionnaireVersions)
    .values({ assessmentId, number: 1, status: 'draft' })
    .returning();
  versionId = one(version).id;
  const [chapter] = await db
    .insert(chapters)
    .values({ assessmentId, versionId, area: 'inner', position: 1, title: 'One' })
    .returning();
  const [question] = await db
    .insert(questions)
    .values({ versionId, chapterId: one(chapter).id, position: 1, text: 'Q' })
    .returning();
  await db
    .update(questionnaireVersions)
    .set({ status: 'published' })
    .where(eq(questionnaireVersions.id, versionId));
  questionId = one(question).id;
}, 120_000);
afterAll(async () => {
  await database?.drop();
});

async function addUser(): Promise<string> {
  const id = randomUUID();
  await db.insert(user).values({ id, name: 'Founder', email: `${id}@example.com` });
  await db.insert(profiles).values({ userId: id, email: `${id}@example.com`, fullName: 'Founder' });
  await db.insert(account).values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id });
  return id;
}

async function addAssessmentSession(values: {
  userId?: string | null;
  startedAt: Date;
  completedAt?: Date | null;
  claimedAt?: Date | null;
  answeredAt?: Date;
  withResult?: boolean;
}): Promise<string> {
  const updatedAt = values.completedAt ?? values.claimedAt ?? values.startedAt;
  const [row] = await db
    .insert(assessmentSessions)
    .values({
      assessmentId,
      versionId,
      userId: values.userId ?? null,
      visitorId: randomUUID(),
      secretHash: 'x'.repeat(64),
      status: values.completedAt ? 'completed' : 'in_progress',
      startedAt: values.startedAt,
      updatedAt,
      completedAt: values.completedAt ?? null,
      claimedAt: values.claimedAt ?? null,
    })
    .returning();
  const id = one(row).id;
  const answeredAt = values.answeredAt ?? values.startedAt;
  await db
    .insert(responses)
    .values({ sessionId: id, versionId, questionId, value: 4, createdAt: answeredAt, updatedAt: answeredAt });
  if (values.withResult)
    await db
      .insert(results)
      .values({ sessionId: id, versionId, overall: 4, chapterAverages: {}, createdAt: updatedAt });
  return id;
}

async function exists(table: 'assessment_sessions' | 'responses' | 'results', sessionId: string) {
  const column = table === 'assessment_sessions' ? sql`id` : sql`session_id`;
  const result = await db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} where ${column} = ${sessionId}`,
  );
  const rows = (
    Array.isArray(result) ? result : (result as unknown as { rows: Array<{ n: number }> }).rows
  ) as Array<{
    n: number;
  }>;
  return (rows[0]?.n ?? 0) > 0;
}

describe('the retention job', () => {
  it('deletes only what is past its window, and nothing an account saved', async () => {
    const owner = await addUser();

    // assessment sessions
    const anonymousOld = await addAssessmentSession({
      startedAt: monthsAgo(14),
      completedAt: monthsAgo(13),
      withResult: true,
    });
    const anonymousAbandonedOld = await addAssessmentSession({ startedAt: monthsAgo(13) });
    const anonymousInside = await addAssessmentSession({ startedAt: monthsAgo(11), withResult: false });
    const anonymousOldButAnsweredLately = await addAssessmentSession({
      startedAt: monthsAgo(15),
      answeredAt: ago(30 * DAY),
    });
    const claimedLongAgo = await addAssessmentSession({
      userId: owner,
      startedAt: monthsAgo(40),
      completedAt: monthsAgo(40),
      claimedAt: monthsAgo(39),
      withResult: true,
    });
    const ownedNeverCompleted = await addAssessmentSession({ userId: owner, startedAt: monthsAgo(30) });

    // Better Auth sessions and tokens
    const liveSession = randomUUID();
    const expiredSession = randomUUID();
    await db.insert(session).values([
      { id: liveSession, token: randomUUID(), userId: owner, expiresAt: new Date(now.getTime() + DAY) },
      { id: expiredSession, token: randomUUID(), userId: owner, expiresAt: ago(HOUR) },
    ]);
    await db.insert(verification).values([
      { id: 'v-expired', identifier: 'reset', value: 'a', expiresAt: ago(1000) },
      { id: 'v-valid', identifier: 'reset', value: 'b', expiresAt: new Date(now.getTime() + HOUR) },
    ]);

    // session_security
    const security = (sessionId: string, lastActivity: Date, flagged = false) => ({
      sessionId,
      userId: owner,
      ipAddress: '203.0.113.7',
      userAgent: 'Browser',
      lastActivity,
      isSuspicious: flagged,
      threatScore: flagged ? 7 : 0,
    });
    await db
      .insert(sessionSecurity)
      .values([
        security(liveSession, ago(60_000)),
        security(expiredSession, ago(2 * DAY)),
        security('signed-out', ago(HOUR)),
        security('forced-out', ago(2 * DAY), true),
        security('forced-out-long-ago', ago((SECURITY_DATA_RETENTION_DAYS + 1) * DAY), true),
      ]);

    // logs and counters
    await db.insert(securityEvents).values([
      { eventType: 'old', createdAt: ago((SECURITY_DATA_RETENTION_DAYS + 1) * DAY) },
      { eventType: 'recent', createdAt: ago((SECURITY_DATA_RETENTION_DAYS - 1) * DAY) },
    ]);
    await db.insert(clientLogs).values([
      {
        userId: owner,
        level: 'error',
        eventType: 'old',
        message: 'm',
        createdAt: ago((CLIENT_LOG_RETENTION_DAYS + 1) * DAY),
      },
      {
        level: 'error',
        eventType: 'recent',
        message: 'm',
        createdAt: ago((CLIENT_LOG_RETENTION_DAYS - 1) * DAY),
      },
    ]);
    await db.insert(rateLimits).values([
      {
        identifier: 'ip:1',
        endpoint: 'old',
        requestCount: 3,
        windowStart: ago(RATE_LIMIT_RETENTION_MS + HOUR),
      },
      {
        identifier: 'ip:1',
        endpoint: 'recent',
        requestCount: 3,
        windowStart: ago(RATE_LIMIT_RETENTION_MS - HOUR),
      },
    ]);
    const consent = (visitorId: string, createdAt: Date, userId: string | null = null) => ({
      visitorId,
      userId,
      createdAt,
      consentData: {
        essential: true as const,
        analytics: false,
        marketing: false,
        timestamp: createdAt.toISOString(),
        version: '1.0',
        visitorId,
      },
    });
    await db
      .insert(consentLogs)
      .values([
        consent('old', monthsAgo(CONSENT_LOG_RETENTION_MONTHS + 1), owner),
        consent('recent', monthsAgo(CONSENT_LOG_RETENTION_MONTHS - 1), owner),
      ]);

    await db.insert(visits).values([
      { visitorId: 'old', page: 'landing', createdAt: monthsAgo(VISIT_RETENTION_MONTHS + 1) },
      { visitorId: 'recent', page: 'landing', createdAt: monthsAgo(VISIT_RETENTION_MONTHS - 1) },
    ]);

    // the job queue's finished jobs: done or failed more than the window ago go; queued ones never
    const finishedLongAgo = ago((FINISHED_JOB_RETENTION_DAYS + 1) * DAY);
    const job = (kind: string, status: 'queued' | 'done' | 'failed', finishedAt: Date | null) => ({
      kind,
      status,
      finishedAt,
      runAt: finishedLongAgo,
      createdAt: finishedLongAgo,
    });
    await db
      .insert(jobs)
      .values([
        job('old-done', 'done', finishedLongAgo),
        job('old-failed', 'failed', finishedLongAgo),
        job('recent-done', 'done', ago((FINISHED_JOB_RETENTION_DAYS - 1) * DAY)),
        job('old-queued', 'queued', null),
      ]);

    const report = await runRetention(db, { now, log: silent });
    expect(report.failed).toEqual([]);
    expect(report.deleted).toEqual({
      expiredAuthSessions: 1,
      expiredVerifications: 1,
      sessionSecurity: 3,
      securityEvents: 1,
      clientLogs: 1,
      rateLimits: 1,
      consentLogs: 1,
      visits: 1,
      anonymousAssessmentSessions: 2,
      expiredFeedbackRounds: 0,
      finishedJobs: 2,
    });
    expect((await db.select({ kind: jobs.kind }).from(jobs).orderBy(jobs.kind)).map((r) => r.kind)).toEqual([
      'old-queued',
      'recent-done',
    ]);
    await db.delete(jobs);

    // anonymous sessions past 12 months went with their answers and results
    for (const id of [anonymousOld, anonymousAbandonedOld]) {
      expect(await exists('assessment_sessions', id)).toBe(false);
      expect(await exists('responses', id)).toBe(false);
      expect(await exists('results', id)).toBe(false);
    }
    expect(await exists('assessment_sessions', anonymousInside)).toBe(true);
    expect(await exists('responses', anonymousOldButAnsweredLately)).toBe(true);
    // the account's sessions, answers and results stay, however old
    for (const id of [claimedLongAgo, ownedNeverCompleted]) {
      expect(await exists('assessment_sessions', id)).toBe(true);
      expect(await exists('responses', id)).toBe(true);
    }
    expect(await exists('results', claimedLongAgo)).toBe(true);
    expect(await db.select().from(user).where(eq(user.id, owner))).toHaveLength(1);
    expect(await db.select().from(profiles).where(eq(profiles.userId, owner))).toHaveLength(1);
    expect(await db.select().from(account).where(eq(account.userId, owner))).toHaveLength(1);

    expect((await db.select({ id: session.id }).from(session)).map((r) => r.id)).toEqual([liveSession]);
    expect((await db.select({ id: verification.id }).from(verification)).map((r) => r.id)).toEqual([
      'v-valid',
    ]);
    expect(
      (await db.select({ id: sessionSecurity.sessionId }).from(sessionSecurity)).map((r) => r.id).sort(),
    ).toEqual(['forced-out', liveSession].sort());
    expect((await db.select({ t: securityEvents.eventType }).from(securityEvents)).map((r) => r.t)).toEqual([
      'recent',
    ]);
    expect((await db.select({ v: visits.visitorId }).from(visits)).map((r) => r.v)).toEqual(['recent']);
    expect((await db.select({ t: clientLogs.eventType }).from(clientLogs)).map((r) => r.t)).toEqual([
      'recent',
    ]);
    expect((await db.select({ e: rateLimits.endpoint }).from(rateLimits)).map((r) => r.e)).toEqual([
      'recent',
    ]);
    expect((await db.select({ v: consentLogs.visitorId }).from(consentLogs)).map((r) => r.v)).toEqual([
      'recent',
    ]);

    // a second run finds nothing more: the deletes are idempotent
    const again = await runRetention(db, { now, log: silent });
    expect(Object.values(again.deleted).every((n) => n === 0)).toBe(true);
  });

  it('works through large backlogs in batches, and concurrent runs delete each row once', async () => {
    const backlog = RETENTION_BATCH_SIZE * 2 + 500;
    const old = ago((CLIENT_LOG_RETENTION_DAYS + 2) * DAY).toISOString();
    await db.execute(sql`
      insert into ${clientLogs} (level, event_type, message, created_at)
      select 'error', 'backlog', 'm', ${old}::timestamptz from generate_series(1, ${backlog})`);
    const [a, b] = await Promise.all([
      runRetention(db, { now, log: silent }),
      runRetention(db, { now, log: silent }),
    ]);
    expect(a.failed).toEqual([]);
    expect(b.failed).toEqual([]);
    expect(a.deleted.clientLogs + b.deleted.clientLogs).toBe(backlog);
    const [left] = await db
      .select({ n: count() })
      .from(clientLogs)
      .where(eq(clientLogs.eventType, 'backlog'));
    expect(left?.n).toBe(0);
  });

  it('a session claimed while the job runs stays with its new owner', async () => {
    const owner = await addUser();
    const id = await addAssessmentSession({ startedAt: monthsAgo(13), withResult: true });
    if (database.url) {
      // PostgreSQL: a second connection claims the session and holds the row lock while the job picks
      // it as never claimed; the job's delete re-checks the claim and leaves it.
      const other = postgres(database.url, { max: 1, onnotice: () => {} });
      try {
        let job: Promise<Awaited<ReturnType<typeof runRetention>>> | undefined;
        await other.begin(async (tx) => {
          await tx`update assessment_sessions set user_id = ${owner}, claimed_at = now(), updated_at = now() where id = ${id}`;
          job = runRetention(db, { now, log: silent });
          await new Promise((resolve) => setTimeout(resolve, 500));
        });
        const report = await job;
        expect(report?.failed).toEqual([]);
        expect(report?.deleted.anonymousAssessmentSessions).toBe(0);
      } finally {
        await other.end();
      }
    } else {
      // PGlite has one connection: the claim, issued once the run has begun, lands between its steps.
      const job = runRetention(db, { now, log: silent });
      await db
        .update(assessmentSessions)
        .set({ userId: owner, claimedAt: new Date(), updatedAt: new Date() })
        .where(eq(assessmentSessions.id, id));
      const report = await job;
      expect(report.failed).toEqual([]);
      expect(report.deleted.anonymousAssessmentSessions).toBe(0);
    }
    expect(await exists('assessment_sessions', id)).toBe(true);
    expect(await exists('results', id)).toBe(true);
  });

  it('runs as a recurring job of the queue: once per period across instances, its counts logged', async () => {
    await db.insert(clientLogs).values({
      level: 'error',
      eventType: 'timer',
      message: 'm',
      createdAt: ago((CLIENT_LOG_RETENTION_DAYS + 1) * DAY),
    });
    const infos: string[] = [];
    const log = {
      ...silent,
      error: () => {},
      info: (_summary: unknown, message: string) => infos.push(message),
      child: () => log,
    };
    let clock = new Date(Math.ceil(now.getTime() / RETENTION_INTERVAL_MS) * RETENTION_INTERVAL_MS + 1000);
    const runs: string[] = [];
    // two instances on one database (one connection on PGlite): the period's run happens once
    const queues = [1, 2].map((n) => {
      const queue = createJobQueue({ db, log: log as never, now: () => clock, instanceId: `instance-${n}` });
      scheduleRetention(queue, db, { now: () => now, onRun: (outcome) => runs.push(outcome) });
      return queue;
    });
    const ran = await Promise.all(queues.map((queue) => queue.runDue()));
    expect(ran.reduce((a, b) => a + b, 0)).toBe(1);
    expect(runs).toEqual(['ok']);
    expect(infos.some((message) => /1 expired rows deleted/.test(message))).toBe(true);
    const [done] = await db.select().from(jobs).where(eq(jobs.status, 'done'));
    expect(done?.kind).toBe(RETENTION_JOB);
    expect(done?.outcome).toBe('deleted 1 rows');
    // the same period again: nothing; the next period: one more run
    expect(await queues[0]?.runDue()).toBe(0);
    clock = new Date(clock.getTime() + RETENTION_INTERVAL_MS);
    const next = await Promise.all(queues.map((queue) => queue.runDue()));
    expect(next.reduce((a, b) => a + b, 0)).toBe(1);
    expect(runs).toEqual(['ok', 'ok']);
    await Promise.all(queues.map((queue) => queue.stop()));
    await db.delete(jobs);
  });
});

describe('stopping', () => {
  it('a stopping server does not wait for the rest of a backlog', async () => {
    const backlog = RETENTION_BATCH_SIZE * 5;
    const old = ago((CLIENT_LOG_RETENTION_DAYS + 2) * DAY).toISOString();
    await db.execute(sql`
      insert into ${clientLogs} (level, event_type, message, created_at)
      select 'error', 'left-for-later', 'm', ${old}::timestamptz from generate_series(1, ${backlog})`);
    const log = { ...silent, error: () => {}, child: () => log };
    const queue = createJobQueue({ db, log: log as never });
    scheduleRetention(queue, db, { now: () => now });
    const run = queue.runDue();
    await vi.waitFor(
      async () => {
        const [row] = await db.select({ status: jobs.status }).from(jobs);
        expect(row?.status).toBe('running');
      },
      { interval: 1, timeout: 10_000 },
    );
    await queue.stop(); // the run ends after its current batch
    await run;
    const [left] = await db
      .select({ n: count() })
      .from(clientLogs)
      .where(eq(clientLogs.eventType, 'left-for-later'));
    // the batch under way when the stop came finished; the rest waits for the next run
    expect(left?.n).toBeGreaterThan(0);
    const report = await runRetention(db, { now, log: silent });
    expect(report.deleted.clientLogs).toBe(left?.n);
    await db.delete(jobs);
  });
});

describe('the windows are the ones the privacy policy promises', () => {
  const policy = legalPages.privacy_policy;
  it('names each window', () => {
    expect(policy).toContain(
      `not saved to an account: ${ANONYMOUS_SESSION_RETENTION_MONTHS} months after the session's last activity`,
    );
    expect(policy).toContain(`Error logs from your browser: ${CLIENT_LOG_RETENTION_DAYS} days`);
    expect(policy).toContain(`at most ${SECURITY_DATA_RETENTION_DAYS} days after its last activity`);
    expect(policy).toContain(`Security event records`);
    expect(policy).toContain(`Consent log: ${CONSENT_LOG_RETENTION_MONTHS / 12} years after the choice`);
    expect(RATE_LIMIT_RETENTION_MS).toBe(24 * HOUR);
    expect(policy).toContain('Rate-limit counters: at most 24 hours');
    expect(policy).toContain(
      `Page-visit counts (only with analytics switched on): ${VISIT_RETENTION_MONTHS} months`,
    );
  });
});
