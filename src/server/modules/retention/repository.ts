import { and, eq, gte, inArray, isNull, lt, not, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { THREAT_SCORE_MEDIUM } from '../../../domain/constants';
import type { Database } from '../../db/client';
import {
  assessmentSessions,
  clientLogs,
  consentLogs,
  feedbackInvites,
  feedbackRounds,
  jobs,
  rateLimits,
  responses,
  securityEvents,
  session,
  sessionSecurity,
  verification,
  visits,
} from '../../db/schema';
import { ANONYMOUS_SESSION_BATCH_SIZE, RETENTION_BATCH_SIZE, RETENTION_LOCK_KEY } from './windows';

/** What one run removed, per kind of data. */
export type PruneCounts = {
  expiredAuthSessions: number;
  expiredVerifications: number;
  sessionSecurity: number;
  securityEvents: number;
  clientLogs: number;
  rateLimits: number;
  consentLogs: number;
  visits: number;
  anonymousAssessmentSessions: number;
  expiredFeedbackRounds: number;
  finishedJobs: number;
};

/** The cut-off per kind of data: rows older than it go. */
export type Cutoffs = {
  now: Date;
  securityData: Date;
  clientLogs: Date;
  rateLimits: Date;
  consentLogs: Date;
  visits: Date;
  anonymousSessions: Date;
  /** a feedback round with no working link that is older than this closes */
  feedbackRounds: Date;
  /** a queued job that finished (done or failed) before this is deleted */
  finishedJobs: Date;
};

/**
 * Deletes for the retention job (src/server/modules/retention/job.ts). Every delete is idempotent and
 * batched: it picks at most a batch of keys matching its condition and deletes those that still match,
 * inside a transaction that first takes a transaction-level advisory lock. Instances running the job at
 * the same time therefore take turns batch by batch (a wait of one short batch at most), and each row is
 * deleted once.
 */
export function retentionRepository(db: Database, options: { signal?: AbortSignal } = {}) {
  async function batch(
    table: PgTable,
    key: PgColumn,
    condition: () => SQL | undefined,
    size: number,
  ): Promise<number> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${RETENTION_LOCK_KEY})`);
      const picked = tx.select({ key }).from(table).where(condition()).limit(size);
      // The condition is repeated: a row changed meanwhile (a session claimed) is re-checked and kept.
      const deleted = await tx
        .delete(table)
        .where(and(inArray(key, picked), condition()))
        .returning({ key });
      return deleted.length;
    });
  }

  /** Repeats `batch` until a batch comes back short. */
  async function all(
    table: PgTable,
    key: PgColumn,
    condition: () => SQL | undefined,
    size = RETENTION_BATCH_SIZE,
  ): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await batch(table, key, condition, size);
      total += n;
      // a stopping server does not wait for a long backlog: the rest goes next time
      if (n < size || options.signal?.aborted) return total;
      // let requests in between batches (PGlite runs queries on the event loop)
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  return {
    /** Better Auth sessions past their expiry (signed out by time; Better Auth only removes them lazily). */
    expiredAuthSessions(cut: Cutoffs) {
      return all(session, session.id, () => lt(session.expiresAt, cut.now));
    },

    /** E-mail confirmation and password-reset tokens past their expiry: they can no longer be used. */
    expiredVerifications(cut: Cutoffs) {
      return all(verification, verification.id, () => lt(verification.expiresAt, cut.now));
    },

    /**
     * session_security: every row whose last activity is older than the security window; and, sooner,
     * the rows of sessions that have ended (signed out, revoked, expired) unless the session was flagged
     * (suspicious or a threat score from medium up): those stay visible in the admin's security view
     * until the window ends. Run after `expiredAuthSessions`.
     */
    sessionSecurity(cut: Cutoffs) {
      const live = sql`exists (select 1 from ${session} where ${session.id} = ${sessionSecurity.sessionId} and ${session.expiresAt} >= ${cut.now.toISOString()}::timestamptz)`;
      const flagged = or(
        eq(sessionSecurity.isSuspicious, true),
        gte(sessionSecurity.threatScore, THREAT_SCORE_MEDIUM),
      );
      return all(sessionSecurity, sessionSecurity.sessionId, () =>
        or(lt(sessionSecurity.lastActivity, cut.securityData), and(not(live), not(flagged ?? sql`false`))),
      );
    },

    securityEvents(cut: Cutoffs) {
      return all(securityEvents, securityEvents.id, () => lt(securityEvents.createdAt, cut.securityData));
    },

    clientLogs(cut: Cutoffs) {
      return all(clientLogs, clientLogs.id, () => lt(clientLogs.createdAt, cut.clientLogs));
    },

    rateLimits(cut: Cutoffs) {
      return all(rateLimits, rateLimits.id, () => lt(rateLimits.windowStart, cut.rateLimits));
    },

    consentLogs(cut: Cutoffs) {
      return all(consentLogs, consentLogs.id, () => lt(consentLogs.createdAt, cut.consentLogs));
    },

    visits(cut: Cutoffs) {
      return all(visits, visits.id, () => lt(visits.createdAt, cut.visits));
    },

    /**
     * Assessment sessions that no account ever claimed, whose last activity (start, last change,
     * completion, last answer) is older than the window; their answers and results go with them
     * (foreign keys cascade). A session with a user is never touched: what an account saved stays until
     * its owner deletes it. A claim racing this delete wins or loses cleanly: the delete re-checks
     * `user_id is null` on the locked row.
     */
    anonymousAssessmentSessions(cut: Cutoffs) {
      const before = cut.anonymousSessions.toISOString();
      return all(
        assessmentSessions,
        assessmentSessions.id,
        () =>
          and(
            isNull(assessmentSessions.userId),
            isNull(assessmentSessions.claimedAt),
            lt(assessmentSessions.startedAt, cut.anonymousSessions),
            lt(assessmentSessions.updatedAt, cut.anonymousSessions),
            or(
              isNull(assessmentSessions.completedAt),
              lt(assessmentSessions.completedAt, cut.anonymousSessions),
            ),
            sql`not exists (select 1 from ${responses} where ${responses.sessionId} = ${assessmentSessions.id} and (${responses.updatedAt} >= ${before}::timestamptz or ${responses.createdAt} >= ${before}::timestamptz))`,
          ),
        ANONYMOUS_SESSION_BATCH_SIZE,
      );
    },

    /**
     * Feedback rounds in which no link works any more (every invite expired or revoked), once as old as
     * a link lives, close by themselves, and the raters' addresses go with that (their keyed hashes stay):
     * nobody can answer any more, so nothing needs them. Rounds, then invites: the feedback module's
     * lock order.
     */
    expiredFeedbackRounds(cut: Cutoffs) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${RETENTION_LOCK_KEY})`);
        const closed = await tx
          .update(feedbackRounds)
          .set({ status: 'closed', closedAt: cut.now })
          .where(
            and(
              eq(feedbackRounds.status, 'open'),
              lt(feedbackRounds.createdAt, cut.feedbackRounds),
              sql`not exists (select 1 from ${feedbackInvites} where ${feedbackInvites.roundId} = ${feedbackRounds.id} and ${feedbackInvites.revokedAt} is null and ${feedbackInvites.expiresAt} > ${cut.now.toISOString()}::timestamptz)`,
            ),
          )
          .returning({ id: feedbackRounds.id });
        if (closed.length > 0)
          await tx
            .update(feedbackInvites)
            .set({ email: null })
            .where(
              inArray(
                feedbackInvites.roundId,
                closed.map((round) => round.id),
              ),
            );
        return closed.length;
      });
    },

    /**
     * Finished jobs of the job queue (done or failed): the admin sees failures for this long. A job still
     * queued or running is never touched, however old.
     */
    finishedJobs(cut: Cutoffs) {
      return all(jobs, jobs.id, () =>
        and(inArray(jobs.status, ['done', 'failed']), lt(jobs.finishedAt, cut.finishedJobs)),
      );
    },
  };
}

export type RetentionRepository = ReturnType<typeof retentionRepository>;
