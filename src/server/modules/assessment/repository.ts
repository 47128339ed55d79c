import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ResultView } from '../../../contract/assessment';
import { type FounderAnswer, NOT_APPLICABLE } from '../../../domain/answers';
import { benchmarkPersonKey, isBenchmarkScore } from '../../../domain/benchmark-rules';
import { type Database, rawQuery } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/errors';
import {
  assessmentSessions,
  assessments,
  benchmarkEntries,
  chapterContents,
  chapters,
  questionnaireVersions,
  questions,
  responses,
  results,
} from '../../db/schema';
import { writeBatcher } from './write-batcher';

export type ChapterRow = typeof chapters.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type SessionRow = typeof assessmentSessions.$inferSelect;
export type ResultRow = typeof results.$inferSelect;
/** A stored answer; value null is 'Doesn't apply to me yet'. */
export type StoredAnswer = { questionId: string; value: number | null };
export type VersionRow = Pick<typeof questionnaireVersions.$inferSelect, 'id' | 'number' | 'status'> & {
  assessment: { id: string; title: string };
};

/** What saving answers found: nothing (no such session), or the session's secret hash and status. */
export type SavedAnswers = {
  secretHash: string;
  status: SessionRow['status'];
  /** rows inserted or updated (0 unless the hash matched and the session was open) */
  written: number;
  /** answers the session has after this statement */
  answeredCount: number;
  /**
   * answers refused (then nothing was written): to questions that are not in the session's version, or
   * 'Doesn't apply to me yet' where the question does not allow it
   */
  foreign: number;
} | null;

/**
 * See `saveAnswers`: $1 session id, $2 answers as a JSON object (question id → value), $3 secret hash.
 * Exported for the bench, which runs the same text under pgbench as the database's ceiling.
 */
export const SAVE_ANSWERS = `
  with s as (
    select id, secret_hash, status, version_id from assessment_sessions where id = $1::uuid for key share
  ), a as (
    select key::uuid as question_id, nullif(value, '${NOT_APPLICABLE}')::smallint as value
    from jsonb_each_text($2::text::jsonb)
  ), foreign_answers as (
    select count(*)::int as n from a cross join s
    where not exists (select 1 from questions q where q.version_id = s.version_id and q.id = a.question_id
      and (a.value is not null or q.not_applicable_allowed))
  ), written as (
    insert into responses (session_id, version_id, question_id, value)
    select s.id, s.version_id, a.question_id, a.value from s cross join a
    where s.secret_hash = $3::text and s.status <> 'completed' and (select n from foreign_answers) = 0
    on conflict (session_id, question_id) do update set value = excluded.value, updated_at = now()
    returning 1
  )
  select s.secret_hash as "secretHash", s.status,
    (select n from foreign_answers) as foreign,
    (select count(*) from written)::int as written,
    ((select count(*) from responses r where r.session_id = s.id)
      + (select count(*) from a where not exists (
          select 1 from responses r where r.session_id = s.id and r.question_id = a.question_id)))::int
      as "answeredCount"
  from s`;

/**
 * `SAVE_ANSWERS` for several sessions in one statement (one commit): $1 a JSON array of
 * `{ n, s: session id, h: secret hash, a: answers }`, at most one entry per session. Each entry is
 * checked and written exactly as `SAVE_ANSWERS` does it alone; one row per entry whose session exists,
 * with its `n`.
 */
export const SAVE_ANSWERS_BATCH = `
  with req as (
    select r.n, r.s, r.h, r.a from jsonb_to_recordset($1::text::jsonb) as r(n int, s uuid, h text, a jsonb)
  ), s as (
    select id, secret_hash, status, version_id from assessment_sessions
    where id = any(array(select req.s from req)) for key share
  ), a as (
    select req.n, e.key::uuid as question_id, nullif(e.value, '${NOT_APPLICABLE}')::smallint as value
    from req cross join lateral jsonb_each_text(req.a) e
  ), checked as (
    select req.n, s.id, s.secret_hash, s.status, s.version_id,
      (select count(*) from a where a.n = req.n and not exists (
        select 1 from questions q where q.version_id = s.version_id and q.id = a.question_id
          and (a.value is not null or q.not_applicable_allowed)))::int as foreign,
      s.secret_hash = req.h and s.status <> 'completed' as writable
    from req join s on s.id = req.s
  ), written as (
    insert into responses (session_id, version_id, question_id, value)
    select c.id, c.version_id, a.question_id, a.value from checked c join a on a.n = c.n
    where c.writable and c.foreign = 0
    on conflict (session_id, question_id) do update set value = excluded.value, updated_at = now()
    returning session_id
  )
  select c.n, c.secret_hash as "secretHash", c.status, c.foreign,
    (select count(*) from written w where w.session_id = c.id)::int as written,
    ((select count(*) from responses r where r.session_id = c.id)
      + (select count(*) from a where a.n = c.n and not exists (
          select 1 from responses r where r.session_id = c.id and r.question_id = a.question_id)))::int
      as "answeredCount"
  from checked c`;

/**
 * Answer statements running at once. The default pool has 8 connections: half of them carry answers
 * (each statement as many as were waiting), the rest stays free for everything else.
 */
export const ANSWER_WRITES_IN_FLIGHT = 4;
/** Entries per statement at most (a burst is split over several statements). */
const ANSWER_BATCH_MAX = 64;

type AnswerWrite = { sessionId: string; secretHash: string; answers: Record<string, FounderAnswer> };

/** Drizzle for the assessment: questionnaire, sessions, answers and results. */
export function assessmentRepository(db: Database) {
  const raw = rawQuery(db);
  const answerWrites = writeBatcher<AnswerWrite, SavedAnswers>({
    key: (w) => w.sessionId,
    maxInFlight: ANSWER_WRITES_IN_FLIGHT,
    maxBatch: ANSWER_BATCH_MAX,
    failsAll: isDatabaseUnavailable,
    async run(batch) {
      if (batch.length === 1) {
        const { sessionId, secretHash, answers } = batch[0] as AnswerWrite;
        const [row] = await raw<NonNullable<SavedAnswers>>(SAVE_ANSWERS, [
          sessionId,
          JSON.stringify(answers),
          secretHash,
        ]);
        return [row ?? null];
      }
      const rows = await raw<NonNullable<SavedAnswers> & { n: number }>(SAVE_ANSWERS_BATCH, [
        JSON.stringify(batch.map((w, n) => ({ n, s: w.sessionId, h: w.secretHash, a: w.answers }))),
      ]);
      const byEntry = new Map(rows.map(({ n, ...row }) => [n, row]));
      return batch.map((_w, n) => byEntry.get(n) ?? null);
    },
  });
  // The hot reads, built once (Drizzle otherwise rebuilds the SQL text on every call).
  const findSession = db
    .select()
    .from(assessmentSessions)
    .where(eq(assessmentSessions.id, sql.placeholder('id')))
    .prepare('assessment_find_session');
  const sessionWithResult = db
    .select({
      session: assessmentSessions,
      overallInsight: results.overallInsight,
    })
    .from(assessmentSessions)
    .leftJoin(results, eq(results.sessionId, assessmentSessions.id))
    .where(eq(assessmentSessions.id, sql.placeholder('id')))
    .prepare('assessment_session_with_result');
  // the same with the stored snapshot, for a result this process has not built a view of yet
  const sessionWithSnapshot = db
    .select({
      session: assessmentSessions,
      overallInsight: results.overallInsight,
      snapshot: results.snapshot,
    })
    .from(assessmentSessions)
    .leftJoin(results, eq(results.sessionId, assessmentSessions.id))
    .where(eq(assessmentSessions.id, sql.placeholder('id')))
    .prepare('assessment_session_with_snapshot');

  return {
    /** The published version of the active assessment. */
    async publishedVersion(): Promise<VersionRow | null> {
      const [row] = await db
        .select({
          id: questionnaireVersions.id,
          number: questionnaireVersions.number,
          status: questionnaireVersions.status,
          assessment: { id: assessments.id, title: assessments.title },
        })
        .from(questionnaireVersions)
        .innerJoin(assessments, eq(assessments.id, questionnaireVersions.assessmentId))
        .where(and(eq(assessments.isActive, true), eq(questionnaireVersions.status, 'published')))
        .orderBy(asc(assessments.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** A version of the active assessment by its number, or by id. */
    async version(by: { number: number } | { id: string }): Promise<VersionRow | null> {
      const [row] = await db
        .select({
          id: questionnaireVersions.id,
          number: questionnaireVersions.number,
          status: questionnaireVersions.status,
          assessment: { id: assessments.id, title: assessments.title },
        })
        .from(questionnaireVersions)
        .innerJoin(assessments, eq(assessments.id, questionnaireVersions.assessmentId))
        .where(
          'id' in by
            ? eq(questionnaireVersions.id, by.id)
            : and(eq(assessments.isActive, true), eq(questionnaireVersions.number, by.number)),
        )
        .orderBy(asc(assessments.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** A version's chapters (by position), questions (by position) and custom chapter content. */
    async versionContent(versionId: string) {
      const [chapterRows, questionRows, customRows] = await Promise.all([
        db.select().from(chapters).where(eq(chapters.versionId, versionId)).orderBy(asc(chapters.position)),
        db
          .select()
          .from(questions)
          .where(eq(questions.versionId, versionId))
          .orderBy(asc(questions.position), asc(questions.createdAt)),
        db
          .select({
            pageType: chapterContents.pageType,
            sectionType: chapterContents.sectionType,
            chapterId: chapterContents.chapterId,
            content: chapterContents.content,
          })
          .from(chapterContents)
          .where(eq(chapterContents.versionId, versionId)),
      ]);
      return { chapters: chapterRows, questions: questionRows, custom: customRows };
    },

    /** Which of these question ids exist in any version (telling another version's from unknown ones). */
    async existingQuestionIds(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ id: questions.id })
        .from(questions)
        .where(inArray(questions.id, ids));
      return new Set(rows.map((r) => r.id));
    },

    async createSession(values: {
      assessmentId: string;
      versionId: string;
      visitorId: string;
      secretHash: string;
    }) {
      const [row] = await db
        .insert(assessmentSessions)
        .values(values)
        .returning({ id: assessmentSessions.id });
      if (!row) throw new Error('Failed to create session');
      return row;
    },

    async findSession(id: string): Promise<SessionRow | null> {
      const [row] = await findSession.execute({ id });
      return row ?? null;
    },

    /**
     * The session with its result's insight, in one query: what reading a result needs besides the
     * answers (a completed session's answers never change; the service reads them once).
     */
    async sessionWithResult(id: string) {
      const [row] = await sessionWithResult.execute({ id });
      return row ?? null;
    },

    /** The session, its result's insight and stored snapshot (null until completed, or stored before snapshots). */
    async sessionWithSnapshot(id: string) {
      const [row] = await sessionWithSnapshot.execute({ id });
      return row ?? null;
    },

    /**
     * Saves answers in one statement (one round trip), shared with the answers of other sessions that
     * arrived meanwhile (`writeBatcher`): finds the session, and only when `secretHash` is the session's
     * and the session is open, upserts the answers (idempotent: one row per session and question, the
     * latest value wins). Resolves once the statement has committed. The session row is locked
     * `FOR KEY SHARE` for the statement, so a completion (which locks it `FOR UPDATE`) either sees these
     * answers or makes this statement see the session completed and write nothing. The caller still
     * checks the hash itself (in constant time) to choose its answer; the SQL comparison only guarantees
     * nothing is written without it.
     */
    saveAnswers(
      sessionId: string,
      secretHash: string,
      answers: Record<string, FounderAnswer>,
    ): Promise<SavedAnswers> {
      return answerWrites.write({ sessionId, secretHash, answers });
    },

    async answers(sessionId: string) {
      return db
        .select({ questionId: responses.questionId, value: responses.value })
        .from(responses)
        .where(eq(responses.sessionId, sessionId))
        .orderBy(asc(responses.createdAt));
    },

    async answeredCount(sessionId: string): Promise<number> {
      return db.$count(responses, eq(responses.sessionId, sessionId));
    },

    /**
     * Stores the result and marks the session completed in one transaction, so that no result row
     * exists without its answers and a completed session always has its result.
     */
    async completeSession(
      sessionId: string,
      answers: Record<string, FounderAnswer>,
      compute: (
        stored: StoredAnswer[],
        session: SessionRow,
      ) => {
        overall: number;
        inner: number;
        outer: number;
        chapterAverages: Record<string, number>;
        snapshot: ResultView;
        /** the overall insight when it is written at once (the rule-based writer); else filled later */
        overallInsight: string | null;
        /** why the benchmarks leave it out (the domain's careless-answer rule), or null */
        careless: string | null;
      },
      /** thrown (and the transaction rolled back) when the session would be completed without answers */
      noAnswers: () => Error,
      /** called with the locked session row (undefined: no such session); throws to refuse */
      check: (session: SessionRow | undefined) => void,
    ): Promise<{ session: SessionRow; justCompleted: StoredAnswer[] | null }> {
      return db.transaction(async (tx) => {
        // Lock the session row so two completions of the same session serialise.
        const [session] = await tx
          .select()
          .from(assessmentSessions)
          .where(eq(assessmentSessions.id, sessionId))
          .for('update');
        check(session);
        if (!session) throw new Error('Session not found');
        if (session.status === 'completed') return { session, justCompleted: null };
        const rows = Object.entries(answers).map(([questionId, value]) => ({
          sessionId,
          versionId: session.versionId,
          questionId,
          value: value === NOT_APPLICABLE ? null : value,
        }));
        if (rows.length) {
          await tx
            .insert(responses)
            .values(rows)
            .onConflictDoUpdate({
              target: [responses.sessionId, responses.questionId],
              set: { value: sql`excluded.value`, updatedAt: sql`now()` },
            });
        }
        const stored = await tx
          .select({ questionId: responses.questionId, value: responses.value })
          .from(responses)
          .where(eq(responses.sessionId, sessionId));
        if (stored.length === 0) throw noAnswers();
        const result = compute(stored, session);
        await tx.insert(results).values({
          sessionId,
          versionId: session.versionId,
          overall: result.overall,
          innerAverage: result.inner,
          outerAverage: result.outer,
          chapterAverages: result.chapterAverages,
          snapshot: result.snapshot,
          overallInsight: result.overallInsight,
        });
        const [updated] = await tx
          .update(assessmentSessions)
          .set({ status: 'completed', completedAt: sql`now()`, updatedAt: sql`now()` })
          .where(eq(assessmentSessions.id, sessionId))
          .returning();
        if (!updated) throw new Error('Failed to complete session');
        // the benchmarks' view of the result, stored with it (the recompute only aggregates)
        await tx
          .insert(benchmarkEntries)
          .values({
            sessionId,
            versionId: session.versionId,
            personKey: benchmarkPersonKey(updated),
            userId: updated.userId,
            careless: result.careless,
            completedAt: updated.completedAt ?? new Date(),
            overall: result.overall,
            inner: isBenchmarkScore(result.inner) ? result.inner : null,
            outer: isBenchmarkScore(result.outer) ? result.outer : null,
            chapterAverages: result.chapterAverages,
          })
          .onConflictDoNothing();
        return { session: updated, justCompleted: stored };
      });
    },

    /** A user's completed sessions with their stored results, newest first. */
    async completedOf(userId: string) {
      return db
        .select({ session: assessmentSessions, result: results })
        .from(assessmentSessions)
        .innerJoin(results, eq(results.sessionId, assessmentSessions.id))
        .where(and(eq(assessmentSessions.userId, userId), eq(assessmentSessions.status, 'completed')))
        .orderBy(desc(assessmentSessions.completedAt));
    },

    async setOverallInsight(sessionId: string, text: string) {
      await db.update(results).set({ overallInsight: text }).where(eq(results.sessionId, sessionId));
    },

    async result(sessionId: string): Promise<ResultRow | null> {
      const [row] = await db.select().from(results).where(eq(results.sessionId, sessionId));
      return row ?? null;
    },

    /** Fills a result's snapshot once (results stored before snapshots existed); never replaces one. */
    async fillSnapshot(sessionId: string, snapshot: ResultView): Promise<void> {
      await db
        .update(results)
        .set({ snapshot })
        .where(and(eq(results.sessionId, sessionId), isNull(results.snapshot)));
    },

    /** Results without a snapshot, a batch at a time, with their sessions. */
    async resultsWithoutSnapshot(limit: number) {
      return db
        .select({ session: assessmentSessions })
        .from(results)
        .innerJoin(assessmentSessions, eq(assessmentSessions.id, results.sessionId))
        .where(isNull(results.snapshot))
        .limit(limit);
    },
  };
}

export type AssessmentRepository = ReturnType<typeof assessmentRepository>;
