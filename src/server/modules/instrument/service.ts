import type { FastifyBaseLogger } from 'fastify';
import {
  ADMIN_INSTRUMENT_AUDIT_ACTIONS,
  type AdminInstrumentReport,
  type AdminInstrumentVersions,
  INSTRUMENT_BELOW_THRESHOLD,
} from '../../../contract/admin-instrument';
import { carelessReason } from '../../../domain/benchmark-rules';
import { MIN_RATERS_FOR_OTHERS } from '../../../domain/feedback-rules';
import { instrumentReportCsv } from '../../../domain/instrument-csv';
import {
  createInstrumentAccumulator,
  INSTRUMENT_MIN_ASSESSMENTS,
  type InstrumentReport,
} from '../../../domain/instrument-report';
import { HttpError } from '../../plugins/error-handler';
import type { AdminContext } from '../admin/guard';
import type { JobContext, JobQueue } from '../jobs/queue';
import { founderAnswers, raterAnswers, selfRatings, tokenReader } from './answer-tokens';
import type { InstrumentRepository, KeyRange, VersionStructureRow } from './repository';

export const INSTRUMENT_RECOMPUTE_JOB = 'instrument-recompute';
/**
 * The scheduled recompute of every version. Completions and rater answers each schedule one; what no
 * event announces is a session left part way (drop-off), which matters over days, not minutes.
 */
export const INSTRUMENT_RECOMPUTE_EVERY_MS = 24 * 60 * 60 * 1000;
/**
 * Completions and rater answers within one slot share one recompute at the slot's end (a debounce): the
 * figures move slowly, and a recompute reads every answer of the version.
 */
export const INSTRUMENT_RECOMPUTE_DEBOUNCE_MS = 10 * 60 * 1000;
/** Sessions read per batch (a transaction each): memory stays bounded whatever their number. */
export const SESSION_BATCH = 2_000;
const ROUND_BATCH = 500;
/** Sessions added to the accumulator between two yields of the event loop (requests go first). */
const SESSIONS_PER_SLICE = 1_000;

/**
 * Session ranges read side by side on PostgreSQL, a connection each: the recompute of 100,000 assessments
 * took 6.6 s with one and 4.1 s with two (2 cores). PGlite answers one query at a time: one range there.
 */
export const POSTGRES_SESSION_STREAMS = 2;

/** `count` ranges of ids (by their first hexadecimal digit) that together hold every id once. */
export function keyRanges(count: number): KeyRange[] {
  const bounds = Array.from(
    { length: count - 1 },
    (_, i) => `${Math.floor(((i + 1) * 16) / count).toString(16)}0000000-0000-0000-0000-000000000000`,
  );
  return Array.from({ length: count }, (_, i) => ({ after: bounds[i - 1] ?? null, upTo: bounds[i] ?? null }));
}

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Whether a completed session is left out as careless: the verdict its benchmark entry stored at
 * completion (the benchmarks leave out the same sessions), else the same domain rule on its answers.
 */
function isCareless(row: {
  entry: { careless: string | null } | null;
  startedAt: Date;
  completedAt: Date;
  ratings: number[];
}): boolean {
  if (row.entry) return row.entry.careless !== null;
  return (
    carelessReason({ values: row.ratings, startedAt: row.startedAt, completedAt: row.completedAt }) !== null
  );
}

/** The version's chapters with their statements, as the accumulator takes them. */
function structureOf(version: VersionStructureRow) {
  return {
    chapters: version.chapters.map((chapter) => ({
      chapterId: chapter.id,
      questionIds: version.questions.filter((q) => q.chapterId === chapter.id).map((q) => q.id),
    })),
  };
}

/** Chapter numbers (1, 2, …) and statement labels ('3.2') in questionnaire order. */
function labelsOf(version: VersionStructureRow) {
  const chapterNumber = new Map(version.chapters.map((chapter, i) => [chapter.id, i + 1]));
  const statements = new Map<string, { label: string; text: string }>();
  const seen = new Map<string, number>();
  for (const question of version.questions) {
    const place = (seen.get(question.chapterId) ?? 0) + 1;
    seen.set(question.chapterId, place);
    statements.set(question.id, {
      label: `${chapterNumber.get(question.chapterId) ?? 0}.${place}`,
      text: question.text,
    });
  }
  return { chapterNumber, statements };
}

const NOT_FOUND = (message: string) => new HttpError(404, 'not_found', message);

export type InstrumentServiceDependencies = {
  repository: InstrumentRepository;
  jobs: JobQueue;
  now: () => Date;
  log: FastifyBaseLogger;
  /** session ranges read side by side (default 1; POSTGRES_SESSION_STREAMS on PostgreSQL) */
  sessionStreams?: number;
};

export function instrumentService({
  repository,
  jobs,
  now,
  log,
  sessionStreams = 1,
}: InstrumentServiceDependencies) {
  /** the slot each version's recompute was last enqueued for by this instance (saves the insert) */
  const enqueuedSlot = new Map<string, number>();

  /**
   * One version's report from every session and rater round it has, read in batches and fed to the
   * accumulator one at a time; null when the version no longer exists.
   */
  async function computeVersion(versionId: string, signal?: AbortSignal): Promise<InstrumentReport | null> {
    const version = await repository.structure(versionId);
    if (!version) return null;
    const ids = version.questions.map((q) => q.id);
    const reader = tokenReader(ids);
    const accumulator = createInstrumentAccumulator(structureOf(version));
    // the sums are the same in any order: the ranges are read side by side, each one batch at a time
    const readRange = async (range: KeyRange) => {
      let after = range.after;
      for (;;) {
        signal?.throwIfAborted();
        const batch = await repository.sessionBatch(
          versionId,
          reader.prefixLength,
          { after, upTo: range.upTo },
          SESSION_BATCH,
        );
        for (const [i, row] of batch.entries()) {
          if (i > 0 && i % SESSIONS_PER_SLICE === 0) await yieldToRequests();
          const { answers, ratings, furthest } = founderAnswers(reader, ids, row.answers);
          accumulator.add({
            answers,
            completed: row.completed,
            careless: row.completed && isCareless({ ...row, ratings }),
            lastAnsweredQuestionId: furthest < 0 ? null : (ids[furthest] ?? null),
          });
        }
        if (batch.length < SESSION_BATCH) return;
        after = batch.at(-1)?.id ?? null;
      }
    };
    await Promise.all(keyRanges(sessionStreams).map(readRange));
    let after: string | null = null;
    for (;;) {
      signal?.throwIfAborted();
      const batch = await repository.raterRoundBatch(versionId, reader.prefixLength, after, ROUND_BATCH);
      for (const round of batch) {
        // as in the founder's own report: fewer raters than this, and one rater's answers could be told
        if (round.raters.length < MIN_RATERS_FOR_OTHERS) continue;
        const { ratings } = founderAnswers(reader, ids, round.self);
        if (isCareless({ ...round, ratings })) continue;
        accumulator.addRaterRound({
          self: selfRatings(reader, ids, round.self),
          raters: round.raters.map((tokens) => raterAnswers(reader, ids, tokens)),
        });
      }
      if (batch.length < ROUND_BATCH) break;
      after = batch.at(-1)?.id ?? null;
      await yieldToRequests();
    }
    return accumulator.finish();
  }

  async function recompute(versionId: string | undefined, signal?: AbortSignal): Promise<string> {
    const started = performance.now();
    const versionIds = versionId ? [versionId] : await repository.versionIdsToCompute();
    let assessments = 0;
    let computed = 0;
    for (const id of versionIds) {
      const computedAt = now();
      const report = await computeVersion(id, signal);
      if (!report) continue;
      await repository.save(id, computedAt, report);
      assessments += report.assessments;
      computed += 1;
    }
    const ms = Math.round(performance.now() - started);
    return `computed ${computed} version(s): ${assessments} assessments counted, ${ms} ms`;
  }

  /** The stored report of the active assessment's version `number`, with its version and labels. */
  async function stored(number: number) {
    const version = await repository.version({ number });
    if (!version) throw NOT_FOUND(`There is no questionnaire version ${number}.`);
    const [row, structure] = await Promise.all([
      repository.report(version.id),
      repository.structure(version.id),
    ]);
    if (!row || !structure) throw NOT_FOUND(`Version ${number} has no computed figures yet.`);
    return { version, row, structure };
  }

  return {
    computeVersion,
    recompute,

    /** The job handler: one version (after a completion or a rater's answers) or every version. */
    async runJob(payload: { versionId?: unknown }, context: JobContext): Promise<string> {
      const versionId = typeof payload.versionId === 'string' ? payload.versionId : undefined;
      return recompute(versionId, context.signal);
    },

    /** After a completion or a rater's answers: one recompute of the version per slot, at its end. */
    async scheduleRecompute(versionId: string): Promise<void> {
      const slot = Math.floor(now().getTime() / INSTRUMENT_RECOMPUTE_DEBOUNCE_MS);
      if (enqueuedSlot.get(versionId) === slot) return;
      enqueuedSlot.set(versionId, slot);
      try {
        await jobs.enqueue(
          INSTRUMENT_RECOMPUTE_JOB,
          { versionId },
          {
            uniqueKey: `${INSTRUMENT_RECOMPUTE_JOB}:${versionId}:${slot}`,
            runAt: new Date((slot + 1) * INSTRUMENT_RECOMPUTE_DEBOUNCE_MS),
          },
        );
      } catch (error) {
        // the daily run catches up; a completion never fails for it
        enqueuedSlot.delete(versionId);
        log.warn({ err: error }, 'instrument: could not schedule the recompute');
      }
    },

    /** Enqueues a recompute of every version, due now. */
    async requestRecompute(context: AdminContext): Promise<void> {
      await jobs.enqueue(
        INSTRUMENT_RECOMPUTE_JOB,
        {},
        { uniqueKey: `${INSTRUMENT_RECOMPUTE_JOB}:manual:${now().getTime()}` },
      );
      await repository.audit(context.admin, ADMIN_INSTRUMENT_AUDIT_ACTIONS.recompute);
      context.log.info({ admin: context.admin.userId }, 'instrument: recompute requested');
    },

    async versions(): Promise<AdminInstrumentVersions> {
      const [rows, recomputing] = await Promise.all([
        repository.computedVersions(),
        repository.recomputePending(INSTRUMENT_RECOMPUTE_JOB, now()),
      ]);
      return {
        minAssessments: INSTRUMENT_MIN_ASSESSMENTS,
        versions: rows.map((row) => ({
          version: row.number,
          status: row.status,
          computedAt: row.computedAt.toISOString(),
          assessments: row.assessments,
          shown: row.assessments >= INSTRUMENT_MIN_ASSESSMENTS,
        })),
        recomputing,
      };
    },

    /** A version's figures; below the threshold only how many assessments there are and are missing. */
    async report(number: number): Promise<AdminInstrumentReport> {
      const { version, row, structure } = await stored(number);
      const { report } = row;
      const shown = report.assessments >= INSTRUMENT_MIN_ASSESSMENTS;
      const { chapterNumber, statements } = labelsOf(structure);
      const chapterOf = new Map(structure.chapters.map((chapter) => [chapter.id, chapter]));
      return {
        version: version.number,
        status: version.status,
        computedAt: row.computedAt.toISOString(),
        minAssessments: INSTRUMENT_MIN_ASSESSMENTS,
        assessments: report.assessments,
        missing: Math.max(0, INSTRUMENT_MIN_ASSESSMENTS - report.assessments),
        shown,
        sessions: report.sessions,
        raterRounds: report.raterRounds,
        statistics: shown
          ? {
              chapters: report.chapters.map((chapter) => ({
                chapterId: chapter.chapterId,
                title: chapterOf.get(chapter.chapterId)?.title ?? '',
                area: chapterOf.get(chapter.chapterId)?.area ?? 'inner',
                number: chapterNumber.get(chapter.chapterId) ?? 0,
                n: chapter.n,
                alpha: chapter.alpha,
              })),
              statements: report.statements.map((statement) => ({
                ...statement,
                label: statements.get(statement.questionId)?.label ?? '',
                text: statements.get(statement.questionId)?.text ?? '',
              })),
              flags: report.flags,
            }
          : null,
      };
    },

    /** The CSV of a version's figures, chapters and statements by name; refused below the threshold. */
    async csv(number: number): Promise<{ fileName: string; body: string }> {
      const { version, row, structure } = await stored(number);
      if (row.report.assessments < INSTRUMENT_MIN_ASSESSMENTS)
        throw new HttpError(
          409,
          INSTRUMENT_BELOW_THRESHOLD,
          `Version ${number} has ${row.report.assessments} of the ${INSTRUMENT_MIN_ASSESSMENTS} completed assessments the figures need.`,
        );
      const { chapterNumber, statements } = labelsOf(structure);
      const titleOf = new Map(structure.chapters.map((chapter) => [chapter.id, chapter.title]));
      const body = instrumentReportCsv(row.report, {
        chapter: (id) => `${chapterNumber.get(id) ?? ''}. ${titleOf.get(id) ?? id}`,
        statement: (id) => {
          const statement = statements.get(id);
          return statement ? `${statement.label} ${statement.text}` : id;
        },
      });
      const day = row.computedAt.toISOString().slice(0, 10);
      return { fileName: `instrument-quality-v${version.number}-${day}.csv`, body };
    },
  };
}

export type InstrumentService = ReturnType<typeof instrumentService>;
