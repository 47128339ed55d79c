import { and, asc, eq, getTableColumns, inArray, isNull, or, sql } from 'drizzle-orm';
import { benchmarkPersonKey } from '../../../domain/benchmark-rules';
import { PLAN_REMINDER_DAYS, planReminderKey } from '../../../domain/plan-rules';
import type { Database, Tx } from '../../db/client';
import {
  account,
  adminAuditLog,
  assessmentSessions,
  benchmarkEntries,
  clientLogs,
  consentLogs,
  feedbackInvites,
  feedbackRounds,
  jobs,
  plans,
  profiles,
  questionnaireVersions,
  questions,
  rateLimits,
  responses,
  results,
  securityEvents,
  session,
  sessionSecurity,
  shareLinks,
  user,
  verification,
  visits,
} from '../../db/schema';
import { raterRateLimitIdentifier } from '../feedback/tokens';
import { accountKey } from '../security/account-throttle';
import { shareRateLimitIdentifier } from '../sharing/tokens';

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileChanges = Partial<
  Pick<
    ProfileRow,
    'companyUrl' | 'linkedinUrl' | 'jobRole' | 'teamSize' | 'fundraisingStage' | 'profileCompleted'
  >
>;

const claimColumns = {
  id: assessmentSessions.id,
  userId: assessmentSessions.userId,
  secretHash: assessmentSessions.secretHash,
  status: assessmentSessions.status,
  completedAt: assessmentSessions.completedAt,
  claimedAt: assessmentSessions.claimedAt,
};
export type ClaimableSession = {
  id: string;
  userId: string | null;
  secretHash: string;
  status: 'in_progress' | 'completed';
  completedAt: Date | null;
  claimedAt: Date | null;
};

/** Drizzle for the signed-in user's own rows. */
/**
 * The user's consent records: signed in, or anonymous from a browser they took the assessment in. Another
 * account's records from a shared browser carry that account's id and stay theirs.
 */
function consentOf(userId: string, visitorIds: string[]) {
  return or(
    eq(consentLogs.userId, userId),
    and(isNull(consentLogs.userId), inArray(consentLogs.visitorId, visitorIds)),
  );
}

export function meRepository(db: Database) {
  return {
    async profile(userId: string): Promise<ProfileRow | null> {
      const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
      return row ?? null;
    },

    /** Updates the profile (and the account name with it) in one transaction; returns the new row. */
    async updateProfile(userId: string, changes: ProfileChanges, fullName?: string): Promise<ProfileRow> {
      return db.transaction(async (tx) => {
        const now = new Date();
        if (fullName !== undefined) {
          await tx.update(user).set({ name: fullName, updatedAt: now }).where(eq(user.id, userId));
        }
        const [row] = await tx
          .update(profiles)
          .set({ ...changes, ...(fullName !== undefined ? { fullName } : {}), updatedAt: now })
          .where(eq(profiles.userId, userId))
          .returning();
        if (!row) throw new Error('profile vanished during the update');
        return row;
      });
    },

    async sessionForClaim(id: string): Promise<ClaimableSession | null> {
      const [row] = await db
        .select(claimColumns)
        .from(assessmentSessions)
        .where(eq(assessmentSessions.id, id));
      return row ?? null;
    },

    /**
     * The claim itself: one conditional UPDATE, so of two racing requests exactly one finds the row
     * still unowned. Null when it was not (any more).
     */
    async claimIfUnowned(
      id: string,
      secretHash: string,
      owner: { id: string; email: string },
    ): Promise<ClaimableSession | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(assessmentSessions)
          .set({
            userId: owner.id,
            claimedAt: sql`now()`,
            email: sql`coalesce(${assessmentSessions.email}, ${owner.email})`,
            updatedAt: sql`now()`,
          })
          .where(
            and(
              eq(assessmentSessions.id, id),
              isNull(assessmentSessions.userId),
              eq(assessmentSessions.secretHash, secretHash),
            ),
          )
          .returning(claimColumns);
        // the benchmarks count the result for the account from now on (one count per person)
        if (row)
          await tx
            .update(benchmarkEntries)
            .set({ userId: owner.id, personKey: benchmarkPersonKey({ userId: owner.id, visitorId: '' }) })
            .where(eq(benchmarkEntries.sessionId, id));
        return row ?? null;
      });
    },

    /** Every row we hold on the user, table by table (secrets excluded by the caller's mapping). */
    async everything(userId: string) {
      const [userRow] = await db.select().from(user).where(eq(user.id, userId));
      if (!userRow) return null;
      const accounts = await db.select().from(account).where(eq(account.userId, userId));
      const sessions = await db
        .select()
        .from(session)
        .where(eq(session.userId, userId))
        .orderBy(asc(session.createdAt));
      const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
      const assessmentRows = await db
        .select({ ...getTableColumns(assessmentSessions), versionNumber: questionnaireVersions.number })
        .from(assessmentSessions)
        .innerJoin(questionnaireVersions, eq(questionnaireVersions.id, assessmentSessions.versionId))
        .where(eq(assessmentSessions.userId, userId))
        .orderBy(asc(assessmentSessions.startedAt));
      const assessmentIds = assessmentRows.map((r) => r.id);
      const visitorIds = [...new Set(assessmentRows.map((r) => r.visitorId))];
      const responseRows = await db
        .select({
          sessionId: responses.sessionId,
          questionId: responses.questionId,
          questionText: questions.text,
          value: responses.value,
          createdAt: responses.createdAt,
          updatedAt: responses.updatedAt,
        })
        .from(responses)
        .leftJoin(
          questions,
          and(eq(questions.versionId, responses.versionId), eq(questions.id, responses.questionId)),
        )
        .where(inArray(responses.sessionId, assessmentIds))
        .orderBy(asc(responses.createdAt));
      const resultRows = await db.select().from(results).where(inArray(results.sessionId, assessmentIds));
      const sessionIds = [...sessions.map((s) => s.id), ...assessmentIds];
      return {
        user: userRow,
        accounts,
        sessions,
        profile: profile ?? null,
        assessmentRows,
        responseRows,
        resultRows,
        benchmarkEntries: await db
          .select()
          .from(benchmarkEntries)
          .where(eq(benchmarkEntries.userId, userId))
          .orderBy(asc(benchmarkEntries.completedAt)),
        consentLogs: await db
          .select()
          .from(consentLogs)
          .where(consentOf(userId, visitorIds))
          .orderBy(asc(consentLogs.createdAt)),
        clientLogs: await db
          .select()
          .from(clientLogs)
          .where(or(eq(clientLogs.userId, userId), inArray(clientLogs.sessionId, sessionIds)))
          .orderBy(asc(clientLogs.createdAt)),
        securityEvents: await db
          .select()
          .from(securityEvents)
          .where(or(eq(securityEvents.userId, userId), inArray(securityEvents.sessionId, sessionIds)))
          .orderBy(asc(securityEvents.createdAt)),
        sessionSecurity: await db
          .select()
          .from(sessionSecurity)
          .where(or(eq(sessionSecurity.userId, userId), inArray(sessionSecurity.sessionId, sessionIds))),
        visits: await db
          .select()
          .from(visits)
          .where(inArray(visits.visitorId, visitorIds))
          .orderBy(asc(visits.createdAt)),
        adminActions: await db
          .select()
          .from(adminAuditLog)
          .where(eq(adminAuditLog.actorUserId, userId))
          .orderBy(asc(adminAuditLog.createdAt)),
      };
    },

    /**
     * Removes every row about the user in one transaction: their auth rows, profile, assessment
     * sessions with answers and results, logs and security rows (also those keyed only by their
     * session or visitor ids), the anonymous sessions of the same browsers, their plans' reminder
     * jobs, reset tokens, and their e-mail in the admin audit log. Ending the sessions rows ends every
     * sign-in at once.
     */
    async deleteEverything(
      userId: string,
      /** more writes that stand or fall with the deletion (the admin's audit entry) */
      alongside?: (tx: Tx) => Promise<void>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const [userRow] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
        if (!userRow) return;
        const authSessions = await tx
          .select({ id: session.id, token: session.token })
          .from(session)
          .where(eq(session.userId, userId));
        const owned = await tx
          .select({ id: assessmentSessions.id, visitorId: assessmentSessions.visitorId })
          .from(assessmentSessions)
          .where(eq(assessmentSessions.userId, userId));
        const visitorIds = [...new Set(owned.map((r) => r.visitorId))];
        const anonymous = await tx
          .select({ id: assessmentSessions.id })
          .from(assessmentSessions)
          .where(and(isNull(assessmentSessions.userId), inArray(assessmentSessions.visitorId, visitorIds)));
        const assessmentIds = [...owned, ...anonymous].map((r) => r.id);
        const sessionKeys = [...authSessions.flatMap((s) => [s.id, s.token]), ...assessmentIds];
        // the rate-limit windows of the founder's rater links (their rows go with the rounds)
        const raterLinks = await tx
          .select({ tokenHash: feedbackInvites.tokenHash })
          .from(feedbackInvites)
          .innerJoin(feedbackRounds, eq(feedbackRounds.id, feedbackInvites.roundId))
          .where(eq(feedbackRounds.userId, userId));
        // and of the user's share links (their rows go with the results and the user)
        const sharedLinks = await tx
          .select({ tokenHash: shareLinks.tokenHash })
          .from(shareLinks)
          .where(eq(shareLinks.userId, userId));
        // the reminder jobs of the user's plans (the plans go with the results, the jobs do not)
        const ownPlans = await tx.select({ id: plans.id }).from(plans).where(eq(plans.userId, userId));
        const reminderKeys = ownPlans.flatMap((plan) =>
          PLAN_REMINDER_DAYS.map((day) => planReminderKey(plan.id, day)),
        );

        // responses and results go with their sessions (on delete cascade), and with the results the
        // feedback rounds opened on them, their invites, rater submissions and rater answers
        await tx.delete(assessmentSessions).where(inArray(assessmentSessions.id, assessmentIds));
        await tx.delete(consentLogs).where(consentOf(userId, visitorIds));
        await tx
          .delete(clientLogs)
          .where(or(eq(clientLogs.userId, userId), inArray(clientLogs.sessionId, sessionKeys)));
        await tx
          .delete(securityEvents)
          .where(or(eq(securityEvents.userId, userId), inArray(securityEvents.sessionId, sessionKeys)));
        await tx
          .delete(sessionSecurity)
          .where(or(eq(sessionSecurity.userId, userId), inArray(sessionSecurity.sessionId, sessionKeys)));
        await tx.delete(visits).where(inArray(visits.visitorId, visitorIds));
        // queued, running or done: no job is left to name a plan that is gone
        await tx.delete(jobs).where(inArray(jobs.uniqueKey, reminderKeys));
        await tx
          .delete(rateLimits)
          .where(
            inArray(rateLimits.identifier, [
              userId,
              ...sessionKeys,
              ...visitorIds,
              accountKey(userRow.email),
              ...raterLinks.map((link) => raterRateLimitIdentifier(link.tokenHash)),
              ...sharedLinks.map((link) => shareRateLimitIdentifier(link.tokenHash)),
            ]),
          );
        await tx
          .delete(verification)
          .where(or(eq(verification.value, userId), eq(verification.identifier, userRow.email)));
        await tx
          .update(adminAuditLog)
          .set({ actorEmail: null })
          .where(or(eq(adminAuditLog.actorUserId, userId), eq(adminAuditLog.actorEmail, userRow.email)));
        // what admins did to this account (developer tools) stays logged, no longer naming whom
        await tx
          .update(adminAuditLog)
          .set({ target: null, details: null })
          .where(eq(adminAuditLog.target, userId));
        await tx
          .update(securityEvents)
          .set({ details: sql`${securityEvents.details} - 'viewedUserId'` })
          .where(sql`${securityEvents.details}->>'viewedUserId' = ${userId}`);
        await tx.delete(profiles).where(eq(profiles.userId, userId));
        await tx.delete(session).where(eq(session.userId, userId));
        await tx.delete(account).where(eq(account.userId, userId));
        // page_content / app_settings / admin_audit_log keep their rows: their user columns are set null
        await tx.delete(user).where(eq(user.id, userId));
        if (alongside) await alongside(tx);
      });
    },
  };
}

export type MeRepository = ReturnType<typeof meRepository>;
