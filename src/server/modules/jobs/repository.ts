import { and, count, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema';

export type JobRow = typeof jobs.$inferSelect;
export type JobStatus = JobRow['status'];

/** Which claim a finishing write belongs to: a job taken over meanwhile is not touched by the old claim. */
export type Claim = { id: number; lockedBy: string; attempts: number };

const ownClaim = (claim: Claim) =>
  and(
    eq(jobs.id, claim.id),
    eq(jobs.status, 'running'),
    eq(jobs.lockedBy, claim.lockedBy),
    eq(jobs.attempts, claim.attempts),
  );

/**
 * The job table (src/server/db/schema/jobs.ts). Every time written here is the queue's clock, passed
 * in, never the database's `now()`: tests and the test clock move it.
 */
export function jobsRepository(db: Database) {
  return {
    /** Adds a job; with a unique key already taken, nothing is added and the existing job's id returned. */
    async insert(job: {
      kind: string;
      payload: Record<string, unknown>;
      runAt: Date;
      uniqueKey: string | null;
      maxAttempts: number;
      now: Date;
    }): Promise<{ id: number; created: boolean }> {
      const [inserted] = await db
        .insert(jobs)
        .values({
          kind: job.kind,
          payload: job.payload,
          runAt: job.runAt,
          uniqueKey: job.uniqueKey,
          maxAttempts: job.maxAttempts,
          createdAt: job.now,
          updatedAt: job.now,
        })
        .onConflictDoNothing({ target: jobs.uniqueKey })
        .returning({ id: jobs.id });
      if (inserted) return { id: inserted.id, created: true };
      const [existing] = job.uniqueKey
        ? await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.uniqueKey, job.uniqueKey))
        : [];
      // deleted between the conflict and the read (pruned, or its owner's account deleted): nothing to return
      return { id: existing?.id ?? 0, created: false };
    },

    /**
     * Claims up to `limit` due jobs of the given kinds in one statement: queued ones whose time has come,
     * and running ones whose lease ran out (their instance died). SKIP LOCKED lets instances claiming at
     * the same moment pass each other's rows instead of waiting or taking the same one.
     */
    async claim(options: {
      kinds: string[];
      now: Date;
      lockedBy: string;
      lockedUntil: Date;
      limit: number;
    }): Promise<JobRow[]> {
      if (options.kinds.length === 0) return [];
      const due = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            inArray(jobs.status, ['queued', 'running']),
            lte(jobs.runAt, options.now),
            or(eq(jobs.status, 'queued'), lt(jobs.lockedUntil, options.now)),
            inArray(jobs.kind, options.kinds),
          ),
        )
        .orderBy(jobs.runAt, jobs.id)
        .limit(options.limit)
        .for('update', { skipLocked: true });
      return db
        .update(jobs)
        .set({
          status: 'running',
          attempts: sql`${jobs.attempts} + 1`,
          lockedBy: options.lockedBy,
          lockedUntil: options.lockedUntil,
          updatedAt: options.now,
        })
        .where(inArray(jobs.id, due))
        .returning();
    },

    /** The handler resolved: done, with what it reported. False when the claim was lost meanwhile. */
    async complete(claim: Claim, outcome: string | null, now: Date): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({
          status: 'done',
          outcome,
          finishedAt: now,
          lockedBy: null,
          lockedUntil: null,
          updatedAt: now,
        })
        .where(ownClaim(claim))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** The handler threw and attempts remain: queued again for `runAt`. */
    async retryLater(claim: Claim, runAt: Date, error: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ status: 'queued', runAt, lastError: error, lockedBy: null, lockedUntil: null, updatedAt: now })
        .where(ownClaim(claim))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** No attempts left: failed for good (kept for the admin until retention removes it). */
    async fail(claim: Claim, error: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({
          status: 'failed',
          lastError: error,
          finishedAt: now,
          lockedBy: null,
          lockedUntil: null,
          updatedAt: now,
        })
        .where(ownClaim(claim))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** How many jobs there are per kind and status (the admin's overview and the metrics' gauge). */
    async counts(): Promise<Array<{ kind: string; status: JobStatus; count: number }>> {
      return db
        .select({ kind: jobs.kind, status: jobs.status, count: count() })
        .from(jobs)
        .groupBy(jobs.kind, jobs.status)
        .orderBy(jobs.kind, jobs.status);
    },

    /** The latest failed jobs, without their payload (it may name a person's plan or round). */
    async recentFailures(limit: number) {
      return db
        .select({
          id: jobs.id,
          kind: jobs.kind,
          attempts: jobs.attempts,
          lastError: jobs.lastError,
          finishedAt: jobs.finishedAt,
        })
        .from(jobs)
        .where(eq(jobs.status, 'failed'))
        .orderBy(desc(jobs.finishedAt), desc(jobs.id))
        .limit(limit);
    },
  };
}

export type JobsRepository = ReturnType<typeof jobsRepository>;
