import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { RaterRelationship } from '../../../domain/feedback-rules';
import type { Database, Tx } from '../../db/client';
import {
  assessmentSessions,
  chapters,
  feedbackInvites,
  feedbackRounds,
  profiles,
  questions,
  raterAnswers,
  raterSubmissions,
  responses,
  results,
  user,
} from '../../db/schema';

export type RoundRow = typeof feedbackRounds.$inferSelect & {
  resultCompletedAt: Date;
  /** the founder's full name (profile, else account) */
  founderName: string | null;
};
export type InviteRow = typeof feedbackInvites.$inferSelect;
export type NewInvite = Pick<
  typeof feedbackInvites.$inferInsert,
  'id' | 'relationship' | 'tokenHash' | 'email' | 'emailHash' | 'sentAt' | 'expiresAt'
>;

/** A submitted rater as the report takes them: relationship, answers and comment, nothing else. */
export type SubmittedRater = {
  relationship: RaterRelationship;
  comment: string | null;
  answers: Record<string, number | null>;
};

/** What a rater's link leads to, read in one query. */
export type RaterLink = {
  invite: InviteRow;
  round: { id: string; versionId: string; status: 'open' | 'closed'; closedAt: Date | null };
  founderName: string | null;
  submission: {
    id: string;
    submittedAt: Date | null;
    comment: string | null;
    /** the draft key of the browser the answers in progress belong to (tokens.ts), null before any */
    draftKeyHash: string | null;
  } | null;
};

/** The writes a rater makes, inside `lockedLink`'s transaction. */
export type RaterWrites = {
  saveAnswer(versionId: string, questionId: string, value: number | null): Promise<void>;
  /** Binds the answers in progress to a browser's draft key (the submission is made if there is none). */
  claimDraft(draftKeyHash: string): Promise<void>;
  /** Deletes the answers in progress and binds what follows to a browser's draft key. */
  restartDraft(draftKeyHash: string): Promise<void>;
  answers(): Promise<Record<string, number | null>>;
  submit(comment: string | null, now: Date): Promise<void>;
  withdraw(now: Date): Promise<void>;
};

const roundColumns = {
  id: feedbackRounds.id,
  userId: feedbackRounds.userId,
  resultId: feedbackRounds.resultId,
  versionId: feedbackRounds.versionId,
  status: feedbackRounds.status,
  createdAt: feedbackRounds.createdAt,
  closedAt: feedbackRounds.closedAt,
  resultCompletedAt: sql<Date>`coalesce(${assessmentSessions.completedAt}, ${results.createdAt})`.mapWith(
    (value: Date | string) => new Date(value),
  ),
  founderName: sql<string | null>`coalesce(${profiles.fullName}, ${user.name})`,
};

function roundsQuery(db: Database | Tx) {
  return db
    .select(roundColumns)
    .from(feedbackRounds)
    .innerJoin(assessmentSessions, eq(assessmentSessions.id, feedbackRounds.resultId))
    .innerJoin(results, eq(results.sessionId, feedbackRounds.resultId))
    .innerJoin(user, eq(user.id, feedbackRounds.userId))
    .leftJoin(profiles, eq(profiles.userId, feedbackRounds.userId));
}

const submitted = isNotNull(raterSubmissions.submittedAt);

async function answersOf(db: Database | Tx, submissionIds: string[]) {
  if (submissionIds.length === 0) return [];
  return db
    .select({
      submissionId: raterAnswers.submissionId,
      questionId: raterAnswers.questionId,
      value: raterAnswers.value,
    })
    .from(raterAnswers)
    .where(inArray(raterAnswers.submissionId, submissionIds));
}

/** Drizzle for rater feedback: rounds, invites, rater submissions and answers. */
export function feedbackRepository(db: Database) {
  return {
    /** The user's own completed result (its session), or null for anyone else's or an unfinished one. */
    async completedResultOf(userId: string, resultId: string) {
      const [row] = await db
        .select({ id: assessmentSessions.id, versionId: results.versionId })
        .from(assessmentSessions)
        .innerJoin(results, eq(results.sessionId, assessmentSessions.id))
        .where(
          and(
            eq(assessmentSessions.id, resultId),
            eq(assessmentSessions.userId, userId),
            eq(assessmentSessions.status, 'completed'),
          ),
        );
      return row ?? null;
    },

    /** Opens a round on the result, or finds the one already open there (`created` false). */
    async openRound(values: { userId: string; resultId: string; versionId: string; now: Date }) {
      const [created] = await db
        .insert(feedbackRounds)
        .values({ ...values, createdAt: values.now, status: 'open' })
        .onConflictDoNothing({ target: feedbackRounds.resultId, where: sql`status = 'open'` })
        .returning({ id: feedbackRounds.id });
      if (created) return { id: created.id, created: true };
      const [open] = await db
        .select({ id: feedbackRounds.id })
        .from(feedbackRounds)
        .where(
          and(
            eq(feedbackRounds.resultId, values.resultId),
            eq(feedbackRounds.userId, values.userId),
            eq(feedbackRounds.status, 'open'),
          ),
        );
      if (!open) throw new Error('the open round vanished while it was being opened');
      return { id: open.id, created: false };
    },

    /** The user's round, or null (another user's round is as unknown as a missing one). */
    async ownRound(roundId: string, userId: string): Promise<RoundRow | null> {
      const [row] = await roundsQuery(db).where(
        and(eq(feedbackRounds.id, roundId), eq(feedbackRounds.userId, userId)),
      );
      return row ?? null;
    },

    /** The user's rounds, newest first. */
    async roundsOf(userId: string): Promise<RoundRow[]> {
      return roundsQuery(db)
        .where(eq(feedbackRounds.userId, userId))
        .orderBy(desc(feedbackRounds.createdAt), desc(feedbackRounds.id));
    },

    /** Per round: every invite's relationship and every submitted rater's, for the counts. */
    async relationshipsOf(roundIds: string[]) {
      if (roundIds.length === 0) return { invites: [], raters: [] };
      const [invites, raters] = await Promise.all([
        db
          .select({ roundId: feedbackInvites.roundId, relationship: feedbackInvites.relationship })
          .from(feedbackInvites)
          .where(inArray(feedbackInvites.roundId, roundIds)),
        db
          .select({ roundId: feedbackInvites.roundId, relationship: raterSubmissions.relationship })
          .from(raterSubmissions)
          .innerJoin(feedbackInvites, eq(feedbackInvites.id, raterSubmissions.inviteId))
          .where(and(inArray(feedbackInvites.roundId, roundIds), submitted)),
      ]);
      return { invites, raters };
    },

    /** A round's invites in the order they were made (nothing about answers decides the order). */
    async invites(roundId: string): Promise<InviteRow[]> {
      return db
        .select()
        .from(feedbackInvites)
        .where(eq(feedbackInvites.roundId, roundId))
        .orderBy(asc(feedbackInvites.sentAt), asc(feedbackInvites.id));
    },

    /** The raters of a round who sent their answers; unfinished answers are not read. */
    async submittedRaters(roundId: string): Promise<SubmittedRater[]> {
      const rows = await db
        .select({
          id: raterSubmissions.id,
          relationship: raterSubmissions.relationship,
          comment: raterSubmissions.comment,
        })
        .from(raterSubmissions)
        .innerJoin(feedbackInvites, eq(feedbackInvites.id, raterSubmissions.inviteId))
        .where(and(eq(feedbackInvites.roundId, roundId), submitted))
        .orderBy(asc(raterSubmissions.id));
      const answers = await answersOf(
        db,
        rows.map((row) => row.id),
      );
      const bySubmission = new Map(rows.map((row) => [row.id, {} as Record<string, number | null>]));
      for (const answer of answers) {
        const map = bySubmission.get(answer.submissionId);
        if (map) map[answer.questionId] = answer.value;
      }
      return rows.map((row) => ({
        relationship: row.relationship,
        comment: row.comment,
        answers: bySubmission.get(row.id) ?? {},
      }));
    },

    /** The founder's own answers of the assessment a round was opened from. */
    async selfAnswers(sessionId: string) {
      return db
        .select({ questionId: responses.questionId, value: responses.value })
        .from(responses)
        .where(eq(responses.sessionId, sessionId));
    },

    /** A version's chapters and questions, as the report and the rater's statements need them. */
    async versionContent(versionId: string) {
      const [chapterRows, questionRows] = await Promise.all([
        db
          .select({
            id: chapters.id,
            contentKey: chapters.contentKey,
            area: chapters.area,
            position: chapters.position,
            title: chapters.title,
          })
          .from(chapters)
          .where(eq(chapters.versionId, versionId)),
        db
          .select({
            id: questions.id,
            chapterId: questions.chapterId,
            position: questions.position,
            text: questions.text,
            observerText: questions.observerText,
            observerLeftLabel: questions.observerLeftLabel,
            observerRightLabel: questions.observerRightLabel,
            raterRelationships: questions.raterRelationships,
          })
          .from(questions)
          .where(eq(questions.versionId, versionId))
          .orderBy(asc(questions.position), asc(questions.createdAt)),
      ]);
      return { chapters: chapterRows, questions: questionRows };
    },

    /**
     * Adds an invite to an open round. The round row is locked, so the round's rules (`check`: one
     * address once, at most 25) hold against invites made at the same moment. Answers the problem, or
     * the new invite.
     */
    async addInvite(
      roundId: string,
      invite: NewInvite,
      check: (existing: ReadonlyArray<Pick<InviteRow, 'email' | 'emailHash'>>) => string | null,
    ): Promise<{ problem: 'closed' | string } | { invite: InviteRow }> {
      return db.transaction(async (tx) => {
        const [round] = await tx
          .select({ status: feedbackRounds.status })
          .from(feedbackRounds)
          .where(eq(feedbackRounds.id, roundId))
          .for('update');
        if (round?.status !== 'open') return { problem: 'closed' };
        const existing = await tx
          .select({ email: feedbackInvites.email, emailHash: feedbackInvites.emailHash })
          .from(feedbackInvites)
          .where(eq(feedbackInvites.roundId, roundId));
        const problem = check(existing);
        if (problem !== null) return { problem };
        const [row] = await tx
          .insert(feedbackInvites)
          .values({ ...invite, roundId })
          .returning();
        if (!row) throw new Error('insert returned nothing');
        return { invite: row };
      });
    },

    /** Takes back an invite whose e-mail could not be sent, so it can be tried again. */
    async deleteInvite(inviteId: string): Promise<void> {
      await db.delete(feedbackInvites).where(eq(feedbackInvites.id, inviteId));
    },

    /** One of the user's invites with its round's state; null for anyone else's. */
    async ownInvite(inviteId: string, userId: string) {
      const [row] = await db
        .select({
          invite: feedbackInvites,
          roundClosedAt: feedbackRounds.closedAt,
          founderName: sql<string | null>`coalesce(${profiles.fullName}, ${user.name})`,
          answered: sql<boolean>`exists (select 1 from ${raterSubmissions} where ${raterSubmissions.inviteId} = ${feedbackInvites.id} and ${raterSubmissions.submittedAt} is not null)`,
        })
        .from(feedbackInvites)
        .innerJoin(feedbackRounds, eq(feedbackRounds.id, feedbackInvites.roundId))
        .innerJoin(user, eq(user.id, feedbackRounds.userId))
        .leftJoin(profiles, eq(profiles.userId, feedbackRounds.userId))
        .where(and(eq(feedbackInvites.id, inviteId), eq(feedbackRounds.userId, userId)));
      return row ?? null;
    },

    async revoke(inviteId: string, now: Date): Promise<InviteRow> {
      const [row] = await db
        .update(feedbackInvites)
        .set({ revokedAt: sql`coalesce(${feedbackInvites.revokedAt}, ${now.toISOString()}::timestamptz)` })
        .where(eq(feedbackInvites.id, inviteId))
        .returning();
      if (!row) throw new Error('the invite vanished');
      return row;
    },

    /** Marks the one reminder; null when it was already marked (by a request racing this one). */
    async markReminded(inviteId: string, now: Date): Promise<InviteRow | null> {
      const [row] = await db
        .update(feedbackInvites)
        .set({ remindedAt: now })
        .where(and(eq(feedbackInvites.id, inviteId), sql`${feedbackInvites.remindedAt} is null`))
        .returning();
      return row ?? null;
    },

    /** Closes the round and forgets its raters' addresses (their keyed hashes stay). */
    async closeRound(roundId: string, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(feedbackRounds)
          .set({ status: 'closed', closedAt: now })
          .where(and(eq(feedbackRounds.id, roundId), eq(feedbackRounds.status, 'open')));
        await tx.update(feedbackInvites).set({ email: null }).where(eq(feedbackInvites.roundId, roundId));
      });
    },

    /** The link behind a token's hash, with its round, the founder's name and the rater's submission. */
    async raterLink(tokenHash: string): Promise<RaterLink | null> {
      const [row] = await db
        .select({
          invite: feedbackInvites,
          round: {
            id: feedbackRounds.id,
            versionId: feedbackRounds.versionId,
            status: feedbackRounds.status,
            closedAt: feedbackRounds.closedAt,
          },
          founderName: sql<string | null>`coalesce(${profiles.fullName}, ${user.name})`,
          submissionId: raterSubmissions.id,
          submittedAt: raterSubmissions.submittedAt,
          comment: raterSubmissions.comment,
          draftKeyHash: raterSubmissions.draftKeyHash,
        })
        .from(feedbackInvites)
        .innerJoin(feedbackRounds, eq(feedbackRounds.id, feedbackInvites.roundId))
        .innerJoin(user, eq(user.id, feedbackRounds.userId))
        .leftJoin(profiles, eq(profiles.userId, feedbackRounds.userId))
        .leftJoin(raterSubmissions, eq(raterSubmissions.inviteId, feedbackInvites.id))
        .where(eq(feedbackInvites.tokenHash, tokenHash));
      if (!row) return null;
      return {
        invite: row.invite,
        round: row.round,
        founderName: row.founderName,
        submission:
          row.submissionId === null
            ? null
            : {
                id: row.submissionId,
                submittedAt: row.submittedAt,
                comment: row.comment,
                draftKeyHash: row.draftKeyHash,
              },
      };
    },

    /** A rater's saved answers (question id → 1–5 or null). */
    async raterAnswers(submissionId: string): Promise<Record<string, number | null>> {
      const rows = await answersOf(db, [submissionId]);
      return Object.fromEntries(rows.map((row) => [row.questionId, row.value]));
    },

    /**
     * Runs a rater's write with their link locked: its round FOR SHARE (a close waits for a submit, or
     * the submit sees it closed), then the invite FOR UPDATE (one rater's writes one after the other);
     * rounds before invites, as closing and inviting lock them. `work` gets the link as it is now,
     * inside the transaction; null when the link is gone (its founder deleted meanwhile).
     */
    async lockedLink<T>(
      link: { inviteId: string; roundId: string },
      work: (link: RaterLink, writes: RaterWrites) => Promise<T>,
    ): Promise<T | null> {
      const { inviteId } = link;
      return db.transaction(async (tx) => {
        const [round] = await tx
          .select({
            id: feedbackRounds.id,
            versionId: feedbackRounds.versionId,
            status: feedbackRounds.status,
            closedAt: feedbackRounds.closedAt,
          })
          .from(feedbackRounds)
          .where(eq(feedbackRounds.id, link.roundId))
          .for('share');
        const [invite] = await tx
          .select()
          .from(feedbackInvites)
          .where(and(eq(feedbackInvites.id, inviteId), eq(feedbackInvites.roundId, link.roundId)))
          .for('update');
        if (!round || !invite) return null;
        const submissionColumns = {
          id: raterSubmissions.id,
          submittedAt: raterSubmissions.submittedAt,
          comment: raterSubmissions.comment,
          draftKeyHash: raterSubmissions.draftKeyHash,
        };
        const [found] = await tx
          .select(submissionColumns)
          .from(raterSubmissions)
          .where(eq(raterSubmissions.inviteId, inviteId));
        let submission = found ?? null;
        const ensureSubmission = async (draftKeyHash: string | null = null) => {
          if (submission) return submission;
          const [created] = await tx
            .insert(raterSubmissions)
            .values({ inviteId, relationship: invite.relationship, draftKeyHash })
            .returning(submissionColumns);
          if (!created) throw new Error('insert returned nothing');
          submission = created;
          return created;
        };
        const writes: RaterWrites = {
          async saveAnswer(versionId, questionId, value) {
            const { id } = await ensureSubmission();
            await tx
              .insert(raterAnswers)
              .values({ submissionId: id, versionId, questionId, value })
              .onConflictDoUpdate({
                target: [raterAnswers.submissionId, raterAnswers.questionId],
                set: { value, updatedAt: sql`now()` },
              });
          },
          async claimDraft(draftKeyHash) {
            const { id, draftKeyHash: bound } = await ensureSubmission(draftKeyHash);
            if (bound === draftKeyHash) return;
            await tx.update(raterSubmissions).set({ draftKeyHash }).where(eq(raterSubmissions.id, id));
            if (submission) submission = { ...submission, draftKeyHash };
          },
          async restartDraft(draftKeyHash) {
            const { id } = await ensureSubmission(draftKeyHash);
            await tx.delete(raterAnswers).where(eq(raterAnswers.submissionId, id));
            await tx
              .update(raterSubmissions)
              .set({ draftKeyHash, comment: null })
              .where(eq(raterSubmissions.id, id));
            if (submission) submission = { ...submission, draftKeyHash, comment: null };
          },
          async answers() {
            if (!submission) return {};
            const rows = await answersOf(tx, [submission.id]);
            return Object.fromEntries(rows.map((row) => [row.questionId, row.value]));
          },
          async submit(comment, now) {
            const { id } = await ensureSubmission();
            await tx
              .update(raterSubmissions)
              .set({ comment, submittedAt: now })
              .where(eq(raterSubmissions.id, id));
          },
          async withdraw(now) {
            // the answers go with the submission (on delete cascade)
            await tx.delete(raterSubmissions).where(eq(raterSubmissions.inviteId, inviteId));
            await tx
              .update(feedbackInvites)
              .set({
                withdrawnAt: sql`coalesce(${feedbackInvites.withdrawnAt}, ${now.toISOString()}::timestamptz)`,
              })
              .where(eq(feedbackInvites.id, inviteId));
          },
        };
        return work({ invite, round, founderName: null, submission }, writes);
      });
    },

    /** Every round with its founder's address and counts only, newest first (the admin's list). */
    async adminRounds() {
      return db
        .select({
          id: feedbackRounds.id,
          founderEmail: user.email,
          status: feedbackRounds.status,
          createdAt: feedbackRounds.createdAt,
          closedAt: feedbackRounds.closedAt,
          invited: sql<number>`(select count(*) from ${feedbackInvites} where ${feedbackInvites.roundId} = ${feedbackRounds.id})::int`,
          answered: sql<number>`(select count(*) from ${raterSubmissions} inner join ${feedbackInvites} on ${feedbackInvites.id} = ${raterSubmissions.inviteId} where ${feedbackInvites.roundId} = ${feedbackRounds.id} and ${raterSubmissions.submittedAt} is not null)::int`,
        })
        .from(feedbackRounds)
        .innerJoin(user, eq(user.id, feedbackRounds.userId))
        .orderBy(desc(feedbackRounds.createdAt), desc(feedbackRounds.id));
    },
  };
}

export type FeedbackRepository = ReturnType<typeof feedbackRepository>;
