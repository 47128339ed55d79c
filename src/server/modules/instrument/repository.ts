import { and, asc, desc, eq, lte, or, type SQL, sql } from 'drizzle-orm';
import type { InstrumentReport } from '../../../domain/instrument-report';
import type { Database } from '../../db/client';
import {
  assessmentSessions,
  assessments,
  benchmarkEntries,
  chapters,
  feedbackInvites,
  feedbackRounds,
  instrumentReports,
  jobs,
  questionnaireVersions,
  questions,
  raterAnswers,
  raterSubmissions,
  responses,
} from '../../db/schema';
import type { AdminIdentity } from '../admin/guard';
import { writeAudit } from '../admin/repository';

/**
 * Answers travel from the database as one short token per answer, so that a batch of thousands of
 * sessions is a few hundred kilobytes rather than a row per answer: the first `prefixLength`
 * characters of the statement's id (as many as make the version's ids unique, computed by the caller),
 * then one character for the answer: 1–5, or one of these for an answer without a value.
 */
/** a founder's 'Doesn't apply to me yet' (a response without a value) */
export const NOT_APPLICABLE_CODE = 'n';
/** a rater's "I can't judge this" (a rater answer without a value) */
export const CANT_JUDGE_CODE = 'c';

const LOWEST_UUID = '00000000-0000-0000-0000-000000000000';
const HIGHEST_UUID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';

/** Ids after `after` (none: from the lowest) up to and including `upTo` (none: to the highest). */
export type KeyRange = { after: string | null; upTo: string | null };

/** Rows of `execute`: postgres.js answers an array, PGlite an object with `rows`. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
}

/** The answers of the rows of `alias` (`question_id`, `value`) as one string of tokens. */
function answerTokens(alias: string, prefixLength: number, nullCode: string): SQL {
  if (!Number.isInteger(prefixLength) || prefixLength < 1 || prefixLength > 36)
    throw new Error(`prefix length out of range: ${prefixLength}`);
  return sql.raw(
    `string_agg(left(${alias}.question_id::text, ${prefixLength}) || coalesce(${alias}.value::text, '${nullCode}'), '')`,
  );
}

/**
 * Each batch reads in a transaction of its own: no snapshot is held between batches, and its settings
 * apply to it alone. The estimates of these scans are large enough to trigger JIT compilation, which
 * costs more than the query (300 ms a batch, measured); and an index scan in key order groups the
 * answers of a range of sessions as it reads them, where the planner would otherwise read the whole
 * table or a bitmap of the range and sort it (0.3 s → 0.9 s a batch of 5,000 at 100,000 sessions).
 */
const NO_JIT = sql`set local jit = off`;
const GROUP_AS_READ = [
  sql`set local enable_bitmapscan = off`,
  sql`set local enable_hashagg = off`,
  sql`set local enable_sort = off`,
];

export type SessionRow = {
  id: string;
  completed: boolean;
  startedAt: Date;
  /** completion, or the last change of a session completed without its time (older rows) */
  completedAt: Date;
  /** the careless-answer verdict stored with the session's benchmark entry, if it has one */
  entry: { careless: string | null } | null;
  /** its answers as tokens (see NOT_APPLICABLE_CODE); '' when it has none */
  answers: string;
};

export type RaterRoundRow = {
  id: string;
  resultId: string;
  /** the founder's session, for the careless-answer rule */
  startedAt: Date;
  completedAt: Date;
  entry: { careless: string | null } | null;
  /** the founder's own answers as tokens */
  self: string;
  /** each submitted rater's answers as tokens (see CANT_JUDGE_CODE) */
  raters: string[];
};

export type VersionStructureRow = {
  id: string;
  number: number;
  status: 'draft' | 'published' | 'superseded';
  chapters: Array<{ id: string; title: string; area: 'inner' | 'outer'; position: number }>;
  /** in questionnaire order: chapter by chapter, each by position */
  questions: Array<{ id: string; chapterId: string; text: string }>;
};

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** Drizzle for the instrument's quality figures: the answers behind them, and the stored reports. */
export function instrumentRepository(db: Database) {
  /** The active assessment's version of that number, or one by id. */
  async function version(by: { number: number } | { id: string }) {
    const [row] = await db
      .select({
        id: questionnaireVersions.id,
        number: questionnaireVersions.number,
        status: questionnaireVersions.status,
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
  }

  return {
    version,

    /** A version's chapters and statements, in the order the questionnaire asks them. */
    async structure(versionId: string): Promise<VersionStructureRow | null> {
      const found = await version({ id: versionId });
      if (!found) return null;
      const [chapterRows, questionRows] = await Promise.all([
        db
          .select({
            id: chapters.id,
            title: chapters.title,
            area: chapters.area,
            position: chapters.position,
          })
          .from(chapters)
          .where(eq(chapters.versionId, versionId))
          .orderBy(asc(chapters.position), asc(chapters.id)),
        db
          .select({
            id: questions.id,
            chapterId: questions.chapterId,
            text: questions.text,
            position: questions.position,
            createdAt: questions.createdAt,
          })
          .from(questions)
          .where(eq(questions.versionId, versionId))
          .orderBy(asc(questions.position), asc(questions.createdAt), asc(questions.id)),
      ]);
      // the drop-off analysis's order: chapters by position, then each chapter's questions by position
      const ordered = chapterRows.flatMap((chapter) =>
        questionRows
          .filter((q) => q.chapterId === chapter.id)
          .map((q) => ({ id: q.id, chapterId: q.chapterId, text: q.text })),
      );
      return { ...found, chapters: chapterRows, questions: ordered };
    },

    /** Versions with sessions or a stored report: what the scheduled recompute goes through. */
    async versionIdsToCompute(): Promise<string[]> {
      const [started, computed] = await Promise.all([
        db.selectDistinct({ id: assessmentSessions.versionId }).from(assessmentSessions),
        db.select({ id: instrumentReports.versionId }).from(instrumentReports),
      ]);
      return [...new Set([...started, ...computed].map((r) => r.id))];
    },

    /**
     * The version's sessions after `after` (by id), `limit` of them, each with its answers (keyset
     * batches: memory stays bounded whatever the number of sessions).
     */
    async sessionBatch(
      versionId: string,
      prefixLength: number,
      range: KeyRange,
      limit: number,
    ): Promise<SessionRow[]> {
      const from = range.after ?? LOWEST_UUID;
      const upTo = range.upTo ?? HIGHEST_UUID;
      return db.transaction(async (tx) => {
        await tx.execute(NO_JIT);
        const sessions = rowsOf<{
          id: string;
          completed: boolean;
          started_at: string | Date;
          completed_at: string | Date;
          has_entry: boolean;
          careless: string | null;
        }>(
          await tx.execute(sql`
            select s.id::text as id, s.status = 'completed' as completed, s.started_at,
              coalesce(s.completed_at, s.updated_at) as completed_at,
              e.session_id is not null as has_entry, e.careless
            from ${assessmentSessions} s
            left join ${benchmarkEntries} e on e.session_id = s.id
            where s.version_id = ${versionId} and s.id > ${from}::uuid and s.id <= ${upTo}::uuid
            order by s.id
            limit ${limit}`),
        );
        const last = sessions.at(-1);
        if (!last) return [];
        for (const setting of GROUP_AS_READ) await tx.execute(setting);
        const answers = rowsOf<{ id: string; answers: string }>(
          await tx.execute(sql`
            select r.session_id::text as id, ${answerTokens('r', prefixLength, NOT_APPLICABLE_CODE)} as answers
            from ${responses} r
            where r.session_id > ${from}::uuid and r.session_id <= ${last.id}::uuid
              and r.version_id = ${versionId}
            group by r.session_id`),
        );
        const answersOf = new Map(answers.map((a) => [a.id, a.answers]));
        return sessions.map((r) => ({
          id: r.id,
          completed: r.completed,
          startedAt: toDate(r.started_at),
          completedAt: toDate(r.completed_at),
          entry: r.has_entry ? { careless: r.careless } : null,
          answers: answersOf.get(r.id) ?? '',
        }));
      });
    },

    /**
     * The version's feedback rounds after `after` (by id), `limit` of them: the founder's own answers and
     * each submitted rater's (a rater who withdrew has no answers left).
     */
    async raterRoundBatch(
      versionId: string,
      prefixLength: number,
      after: string | null,
      limit: number,
    ): Promise<RaterRoundRow[]> {
      return db.transaction(async (tx) => {
        await tx.execute(NO_JIT);
        const rows = rowsOf<{
          id: string;
          result_id: string;
          started_at: string | Date;
          completed_at: string | Date;
          has_entry: boolean;
          careless: string | null;
          self: string | null;
          raters: string | null;
        }>(
          await tx.execute(sql`
            select rd.id::text as id, rd.result_id::text as result_id, s.started_at,
              coalesce(s.completed_at, s.updated_at) as completed_at,
              e.session_id is not null as has_entry, e.careless,
              (select ${answerTokens('r', prefixLength, NOT_APPLICABLE_CODE)}
                from ${responses} r where r.session_id = rd.result_id) as self,
              (select string_agg(
                  (select ${answerTokens('ra', prefixLength, CANT_JUDGE_CODE)}
                    from ${raterAnswers} ra where ra.submission_id = rs.id), ',')
                from ${feedbackInvites} fi
                join ${raterSubmissions} rs on rs.invite_id = fi.id
                where fi.round_id = rd.id and rs.submitted_at is not null and fi.withdrawn_at is null
              ) as raters
            from ${feedbackRounds} rd
            join ${assessmentSessions} s on s.id = rd.result_id
            left join ${benchmarkEntries} e on e.session_id = rd.result_id
            where rd.version_id = ${versionId} and rd.id > ${after ?? LOWEST_UUID}::uuid
            order by rd.id
            limit ${limit}`),
        );
        return rows.map((r) => ({
          id: r.id,
          resultId: r.result_id,
          startedAt: toDate(r.started_at),
          completedAt: toDate(r.completed_at),
          entry: r.has_entry ? { careless: r.careless } : null,
          self: r.self ?? '',
          raters: r.raters ? r.raters.split(',') : [],
        }));
      });
    },

    /** Stores a version's report; an older computation never overwrites a newer one (two instances). */
    async save(versionId: string, computedAt: Date, report: InstrumentReport): Promise<void> {
      await db
        .insert(instrumentReports)
        .values({ versionId, computedAt, assessments: report.assessments, report })
        .onConflictDoUpdate({
          target: instrumentReports.versionId,
          set: {
            computedAt: sql`excluded.computed_at`,
            assessments: sql`excluded.assessments`,
            report: sql`excluded.report`,
          },
          setWhere: lte(instrumentReports.computedAt, sql`excluded.computed_at`),
        });
    },

    /** A version's stored report, or null before its first computation. */
    async report(versionId: string) {
      const [row] = await db
        .select({
          computedAt: instrumentReports.computedAt,
          assessments: instrumentReports.assessments,
          report: instrumentReports.report,
        })
        .from(instrumentReports)
        .where(eq(instrumentReports.versionId, versionId));
      return row ?? null;
    },

    /** The active assessment's versions with a report, newest first (without the reports themselves). */
    async computedVersions() {
      return db
        .select({
          number: questionnaireVersions.number,
          status: questionnaireVersions.status,
          computedAt: instrumentReports.computedAt,
          assessments: instrumentReports.assessments,
        })
        .from(instrumentReports)
        .innerJoin(questionnaireVersions, eq(questionnaireVersions.id, instrumentReports.versionId))
        .innerJoin(assessments, eq(assessments.id, questionnaireVersions.assessmentId))
        .where(eq(assessments.isActive, true))
        .orderBy(desc(questionnaireVersions.number));
    },

    /** Whether a recompute job is due or running now (one waiting for its debounce slot is not). */
    async recomputePending(kind: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            eq(jobs.kind, kind),
            or(eq(jobs.status, 'running'), and(eq(jobs.status, 'queued'), lte(jobs.runAt, now))),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** An admin action that is nothing but its audit entry (asking for a recompute). */
    audit(actor: AdminIdentity, action: string): Promise<void> {
      return writeAudit(db, actor, { action, target: null, details: null });
    },
  };
}

export type InstrumentRepository = ReturnType<typeof instrumentRepository>;
