import { and, asc, count, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { union } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  assessmentSessions,
  assessments,
  chapters,
  feedbackInvites,
  feedbackRounds,
  profiles,
  questionnaireVersions,
  questions,
  raterSubmissions,
  responses,
  user,
  visits,
} from '../../db/schema';

/** A half-open range of instants: [from, until). */
export type TimeRange = { from: Date; until: Date };

const dayOf = (column: AnyPgColumn | SQL) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
const within = (column: AnyPgColumn, range: TimeRange) =>
  and(gte(column, range.from), lt(column, range.until));
const notAdmin = and(
  sql`coalesce(${user.role}, '') <> 'admin'`,
  sql`coalesce(${profiles.role}, 'user') <> 'admin'`,
);
const int = (value: unknown) => Number(value ?? 0);

/** A questionnaire version the figures are counted for. */
export type StatsVersion = { id: string; number: number; status: 'draft' | 'published' | 'superseded' };

/** Aggregates for the dashboard and the drop-out analysis, computed in the database. */
export function statsRepository(db: Database) {
  return {
    /** A version of the active assessment: by number, or the published one. */
    async version(which: number | 'published'): Promise<StatsVersion | null> {
      const [row] = await db
        .select({
          id: questionnaireVersions.id,
          number: questionnaireVersions.number,
          status: questionnaireVersions.status,
        })
        .from(questionnaireVersions)
        .innerJoin(assessments, eq(assessments.id, questionnaireVersions.assessmentId))
        .where(
          and(
            eq(assessments.isActive, true),
            which === 'published'
              ? eq(questionnaireVersions.status, 'published')
              : eq(questionnaireVersions.number, which),
          ),
        )
        .orderBy(asc(assessments.createdAt))
        .limit(1);
      return row ?? null;
    },

    /**
     * Sessions (started, completed, per day) of one version, or of all when `versionId` is null;
     * visitors and sign-ups belong to no version and are always counted whole.
     */
    async dashboard(range: TimeRange, versionId: string | null) {
      const ofVersion = versionId === null ? undefined : eq(assessmentSessions.versionId, versionId);
      const sessionVisitors = db
        .select({ visitorId: assessmentSessions.visitorId })
        .from(assessmentSessions)
        .where(within(assessmentSessions.startedAt, range));
      const visitVisitors = db
        .select({ visitorId: visits.visitorId })
        .from(visits)
        .where(within(visits.createdAt, range));
      const everyone = union(sessionVisitors, visitVisitors).as('everyone');
      const [visitors] = await db.select({ n: count() }).from(everyone);

      const [sessions] = await db
        .select({
          started: count(),
          completed: sql<number>`count(*) filter (where ${assessmentSessions.status} = 'completed')`,
        })
        .from(assessmentSessions)
        .where(and(ofVersion, within(assessmentSessions.startedAt, range)));

      const [signups] = await db
        .select({ n: count() })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(and(notAdmin, within(user.createdAt, range)));

      const dailyVisitors = union(
        db
          .select({
            day: dayOf(assessmentSessions.startedAt).as('day'),
            visitorId: assessmentSessions.visitorId,
          })
          .from(assessmentSessions)
          .where(within(assessmentSessions.startedAt, range)),
        db
          .select({ day: dayOf(visits.createdAt).as('day'), visitorId: visits.visitorId })
          .from(visits)
          .where(within(visits.createdAt, range)),
      ).as('daily_visitors');
      const visitorsByDay = await db
        .select({ day: dailyVisitors.day, n: count() })
        .from(dailyVisitors)
        .groupBy(dailyVisitors.day);

      const startedDay = dayOf(assessmentSessions.startedAt);
      const startedByDay = await db
        .select({ day: startedDay, n: count() })
        .from(assessmentSessions)
        .where(and(ofVersion, within(assessmentSessions.startedAt, range)))
        .groupBy(startedDay);

      const completedDay = dayOf(assessmentSessions.completedAt);
      const completedByDay = await db
        .select({ day: completedDay, n: count() })
        .from(assessmentSessions)
        .where(
          and(
            ofVersion,
            eq(assessmentSessions.status, 'completed'),
            within(assessmentSessions.completedAt, range),
          ),
        )
        .groupBy(completedDay);

      const signupDay = dayOf(user.createdAt);
      const signupsByDay = await db
        .select({ day: signupDay, n: count() })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(and(notAdmin, within(user.createdAt, range)))
        .groupBy(signupDay);

      // rater feedback: rounds opened and raters who sent their answers in the range (counts only)
      const roundOfVersion = versionId === null ? undefined : eq(feedbackRounds.versionId, versionId);
      const [rounds] = await db
        .select({ n: count() })
        .from(feedbackRounds)
        .where(and(roundOfVersion, within(feedbackRounds.createdAt, range)));
      const [raters] = await db
        .select({ n: count() })
        .from(raterSubmissions)
        .innerJoin(feedbackInvites, eq(feedbackInvites.id, raterSubmissions.inviteId))
        .innerJoin(feedbackRounds, eq(feedbackRounds.id, feedbackInvites.roundId))
        .where(and(roundOfVersion, within(raterSubmissions.submittedAt, range)));

      const byDay = (rows: Array<{ day: string; n: number }>) => new Map(rows.map((r) => [r.day, int(r.n)]));
      return {
        totalVisitors: int(visitors?.n),
        startedSessions: int(sessions?.started),
        completedSessions: int(sessions?.completed),
        totalSignups: int(signups?.n),
        feedbackRounds: int(rounds?.n),
        raters: int(raters?.n),
        visitorsByDay: byDay(visitorsByDay),
        startedByDay: byDay(startedByDay),
        completedByDay: byDay(completedByDay),
        signupsByDay: byDay(signupsByDay),
      };
    },

    /**
     * The raw material of the drop-out analysis for one version's sessions started in the range: that
     * version's question order, answers per question (one row per session and question, so going back and
     * changing an answer never counts twice), and how far each session and each visitor got.
     */
    async dropouts(range: TimeRange, versionId: string) {
      const order = db
        .select({
          id: questions.id,
          index:
            sql<number>`(row_number() over (order by ${chapters.position}, ${questions.position}, ${questions.createdAt}, ${questions.id}))::int`.as(
              'question_index',
            ),
        })
        .from(questions)
        .innerJoin(
          chapters,
          and(eq(chapters.versionId, questions.versionId), eq(chapters.id, questions.chapterId)),
        )
        .where(eq(questions.versionId, versionId))
        .as('question_order');

      const questionRows = await db
        .select({
          id: questions.id,
          chapterId: questions.chapterId,
          position: questions.position,
          text: questions.text,
          index: order.index,
        })
        .from(questions)
        .innerJoin(order, eq(order.id, questions.id))
        .where(eq(questions.versionId, versionId))
        .orderBy(order.index);
      const chapterRows = await db
        .select({ id: chapters.id, title: chapters.title, area: chapters.area, position: chapters.position })
        .from(chapters)
        .where(eq(chapters.versionId, versionId))
        .orderBy(asc(chapters.position));

      const inRange = and(
        eq(assessmentSessions.versionId, versionId),
        within(assessmentSessions.startedAt, range),
      );
      const perSession = db
        .select({
          visitorId: assessmentSessions.visitorId,
          completed: sql<boolean>`(${assessmentSessions.status} = 'completed')`.as('completed'),
          signedUp: sql<boolean>`(${assessmentSessions.userId} is not null)`.as('signed_up'),
          furthest: sql<number>`coalesce(max(${order.index}), 0)::int`.as('furthest'),
        })
        .from(assessmentSessions)
        .leftJoin(responses, eq(responses.sessionId, assessmentSessions.id))
        .leftJoin(order, eq(order.id, responses.questionId))
        .where(inRange)
        .groupBy(assessmentSessions.id)
        .as('per_session');

      const sessionDistribution = await db
        .select({ furthest: perSession.furthest, completed: perSession.completed, n: count() })
        .from(perSession)
        .groupBy(perSession.furthest, perSession.completed);

      const perVisitor = db
        .select({
          furthest: sql<number>`max(${perSession.furthest})::int`.as('v_furthest'),
          completed: sql<boolean>`bool_or(${perSession.completed})`.as('v_completed'),
          signedUp: sql<boolean>`bool_or(${perSession.completed} and ${perSession.signedUp})`.as(
            'v_signed_up',
          ),
        })
        .from(perSession)
        .groupBy(perSession.visitorId)
        .as('per_visitor');
      const visitorDistribution = await db
        .select({
          furthest: perVisitor.furthest,
          completed: perVisitor.completed,
          signedUp: perVisitor.signedUp,
          n: count(),
        })
        .from(perVisitor)
        .groupBy(perVisitor.furthest, perVisitor.completed, perVisitor.signedUp);

      const answered = await db
        .select({ questionId: responses.questionId, n: count() })
        .from(responses)
        .innerJoin(assessmentSessions, eq(assessmentSessions.id, responses.sessionId))
        .where(inRange)
        .groupBy(responses.questionId);

      const landingVisitors = union(
        db
          .select({ visitorId: visits.visitorId })
          .from(visits)
          .where(and(eq(visits.page, 'landing'), within(visits.createdAt, range))),
        db.select({ visitorId: assessmentSessions.visitorId }).from(assessmentSessions).where(inRange),
      ).as('landing_visitors');
      const [landing] = await db.select({ n: count() }).from(landingVisitors);

      return {
        questions: questionRows,
        chapters: chapterRows,
        sessions: sessionDistribution.map((r) => ({
          furthest: int(r.furthest),
          completed: Boolean(r.completed),
          count: int(r.n),
        })),
        visitors: visitorDistribution.map((r) => ({
          furthest: int(r.furthest),
          completed: Boolean(r.completed),
          signedUp: Boolean(r.signedUp),
          count: int(r.n),
        })),
        answered: new Map(answered.map((r) => [r.questionId, int(r.n)])),
        landingVisitors: int(landing?.n),
      };
    },
  };
}

export type StatsRepository = ReturnType<typeof statsRepository>;
