import type { AnswerValue, FounderAnswer } from './answer-values';
import { roundTo } from './numbers';
import {
  addRow,
  createMoments,
  itemAnalysis,
  type Moments,
  pearson,
  sampleMean,
  sampleSd,
} from './psychometrics';

/**
 * The admin's "instrument quality" figures for one questionnaire version: how consistent each chapter
 * is, how each statement behaves, where founders stop and how raters cope, with flags for statements
 * worth a second look. The job queue computes them (never a page read): feed sessions one at a time
 * to an accumulator and keep only its plain, JSON-serialisable report.
 */

/** The screen is shown from this many completed, non-careless assessments; fewer are too noisy to act on. */
export const INSTRUMENT_MIN_ASSESSMENTS = 30;
/** A statement correlating under this with the rest of its chapter seems to measure something else. */
export const MIN_ITEM_REST_CORRELATION = 0.3;
/** More than this share of answers at 1 (or at 5): the statement hardly tells founders apart. */
export const MAX_ONE_END_SHARE = 0.5;
/** More than this share of raters' answers "I can't judge this": others cannot see what it asks about. */
export const MAX_CANT_JUDGE_SHARE = 0.5;

/** A founder's answer: 'not-applicable' counts as no answer for these statistics as for scores. */
export type InstrumentAnswer = FounderAnswer;

export interface InstrumentChapter {
  chapterId: string;
  questionIds: readonly string[];
}

/** The chapters of one questionnaire version, each with its statements in order. */
export interface InstrumentStructure {
  chapters: readonly InstrumentChapter[];
}

/** One assessment session, complete or not. */
export interface InstrumentAssessment {
  answers: Readonly<Record<string, InstrumentAnswer>>;
  completed: boolean;
  careless: boolean;
  lastAnsweredQuestionId: string | null;
}

/** A founder's result with its rater round: their own ratings and each rater's (null: "can't judge"). */
export interface RaterRound {
  self: Readonly<Record<string, AnswerValue>>;
  raters: ReadonlyArray<Readonly<Record<string, AnswerValue | null>>>;
}

export interface ChapterQuality {
  chapterId: string;
  /**
   * The assessments with a real answer (1–5) on every statement of the chapter: alpha and item–rest rest
   * on these alone (listwise deletion; "doesn't apply" and missing answers leave the assessment out).
   */
  n: number;
  alpha: number | null;
  alphaIfDropped: Array<{ questionId: string; alpha: number | null }>;
}

export interface StatementQuality {
  questionId: string;
  chapterId: string;
  /** real answers (1–5) in counted assessments: what the distribution, mean and spread rest on */
  n: number;
  /** how many answered 1, 2, 3, 4 and 5 */
  counts: number[];
  mean: number | null;
  /** the sample standard deviation */
  sd: number | null;
  /** the share of real answers at 1 */
  floorShare: number | null;
  /** the share of real answers at 5 */
  ceilingShare: number | null;
  notApplicable: number;
  /** the share of "doesn't apply" among the answers given (1–5 or "doesn't apply") */
  notApplicableShare: number | null;
  /** r with the sum of the chapter's other statements, over the chapter's listwise n */
  itemRest: number | null;
  /** the chapter's alpha without this statement, over the chapter's listwise n */
  alphaIfDropped: number | null;
  /** sessions left incomplete whose last answer was this statement, and their share of all left incomplete */
  dropOff: { count: number; share: number | null };
  raters: {
    /** raters' ratings (1–5) of this statement */
    ratings: number;
    cantJudge: number;
    /** the share of "can't judge" among the raters' answers to it */
    cantJudgeShare: number | null;
    /** founders with their own rating and at least one rater's rating: what r and the gap rest on */
    founders: number;
    /** r across founders between their own rating and their raters' mean */
    selfOthersR: number | null;
    /** self minus the raters' mean, averaged over those founders */
    meanGap: number | null;
  };
}

export const INSTRUMENT_FLAG_KINDS = [
  'lowers-alpha',
  'low-item-rest',
  'floor',
  'ceiling',
  'raters-cant-judge',
] as const;
export type InstrumentFlagKind = (typeof INSTRUMENT_FLAG_KINDS)[number];

export interface InstrumentFlag {
  questionId: string;
  chapterId: string;
  kind: InstrumentFlagKind;
  /** a sentence for the admin */
  reason: string;
}

export interface InstrumentReport {
  /** completed, non-careless assessments: the statistics rest on these */
  assessments: number;
  /** whether the screen may show the figures (from INSTRUMENT_MIN_ASSESSMENTS assessments) */
  shown: boolean;
  sessions: { total: number; completed: number; careless: number; abandoned: number };
  raterRounds: number;
  chapters: ChapterQuality[];
  statements: StatementQuality[];
  /** empty until the report is shown: flags on a handful of assessments would be noise */
  flags: InstrumentFlag[];
}

// ── display ─────────────────────────────────────────────────────────────────────────────────────────

/** A statistic for display, 2 decimals by default; a dash where it is undefined. */
export function formatStatistic(value: number | null, decimals = 2): string {
  return value === null ? '—' : roundTo(value, decimals).toFixed(decimals);
}

/** A share (0–1) as a whole percentage: '62 %'. */
export function formatShare(share: number | null): string {
  return share === null ? '—' : `${roundTo(share * 100, 0)} %`;
}

export const INSTRUMENT_FLAG_MESSAGES = {
  'lowers-alpha': (alpha: number, alphaIfDropped: number) => {
    // a small rise can vanish at 2 decimals ('from 0.80 to 0.80'): show a third then
    const decimals = formatStatistic(alpha) === formatStatistic(alphaIfDropped) ? 3 : 2;
    return `Lowers its chapter's alpha: without it, alpha would rise from ${formatStatistic(alpha, decimals)} to ${formatStatistic(alphaIfDropped, decimals)}.`;
  },
  'low-item-rest': (itemRest: number) => {
    // just under the bar rounds up to it at 2 decimals ('only 0.30 … (under 0.30)'): more until they differ
    let decimals = 2;
    while (
      decimals < 6 &&
      formatStatistic(itemRest, decimals) === formatStatistic(MIN_ITEM_REST_CORRELATION, decimals)
    )
      decimals += 1;
    return `Correlates only ${formatStatistic(itemRest, decimals)} with the rest of its chapter (under ${formatStatistic(MIN_ITEM_REST_CORRELATION, decimals)}).`;
  },
  floor: (share: number) => `More than half of the answers (${formatShare(share)}) are 1, the lowest rating.`,
  ceiling: (share: number) =>
    `More than half of the answers (${formatShare(share)}) are 5, the highest rating.`,
  'raters-cant-judge': (share: number) =>
    `Raters answered “I can't judge this” in more than half of their answers (${formatShare(share)}).`,
} as const satisfies Record<InstrumentFlagKind, (...values: number[]) => string>;

// ── computation ─────────────────────────────────────────────────────────────────────────────────────

export interface InstrumentAccumulator {
  /** one session, completed or not */
  add(assessment: InstrumentAssessment): void;
  /** one founder's rater round */
  addRaterRound(round: RaterRound): void;
  /** the report of everything added so far */
  finish(): InstrumentReport;
}

function isRating(value: unknown): value is AnswerValue {
  return value === 1 || value === 2 || value === 3 || value === 4 || value === 5;
}

const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/**
 * alpha if dropped above alpha by less than this is rounding, not a rise (equal in exact arithmetic, the
 * two may differ in the last bits).
 */
const ALPHA_RISE_EPSILON = 1e-12;

/**
 * Collects the sums the report needs, one session at a time: per statement the counts of each answer,
 * per chapter the moments of the listwise-complete assessments (O(k²) per chapter and assessment),
 * nothing kept per assessment. Throws when a question id appears twice in the structure.
 */
export function createInstrumentAccumulator(structure: InstrumentStructure): InstrumentAccumulator {
  const questionIds: string[] = [];
  const chapterIds: string[] = [];
  const chapters = structure.chapters.map((chapter) => {
    const first = questionIds.length;
    for (const questionId of chapter.questionIds) {
      questionIds.push(questionId);
      chapterIds.push(chapter.chapterId);
    }
    const ids = [...chapter.questionIds];
    return { chapterId: chapter.chapterId, ids, first, moments: createMoments(ids.length) };
  });
  const indexOf = new Map<string, number>();
  for (const [index, questionId] of questionIds.entries()) {
    if (indexOf.has(questionId)) throw new Error(`Question ${questionId} appears twice in the structure.`);
    indexOf.set(questionId, index);
  }
  const count = questionIds.length;
  // answers 1–5 of statement s at s·5 … s·5 + 4
  const answerCounts = new Float64Array(count * 5);
  const notApplicable = new Float64Array(count);
  const dropOffs = new Float64Array(count);
  const raterRatings = new Float64Array(count);
  const cantJudge = new Float64Array(count);
  // per statement: (own rating, raters' mean) over founders
  const selfOthers: Moments[] = questionIds.map(() => createMoments(2));
  const row = new Float64Array(Math.max(0, ...chapters.map((chapter) => chapter.ids.length)));
  const pair = new Float64Array(2);
  const sessions = { total: 0, completed: 0, careless: 0, abandoned: 0 };
  let raterRounds = 0;

  function add(assessment: InstrumentAssessment): void {
    sessions.total += 1;
    if (!assessment.completed) {
      sessions.abandoned += 1;
      const last = assessment.lastAnsweredQuestionId;
      const index = last === null ? undefined : indexOf.get(last);
      if (index !== undefined) dropOffs[index] = (dropOffs[index] ?? 0) + 1;
      return;
    }
    sessions.completed += 1;
    if (assessment.careless) {
      sessions.careless += 1;
      return;
    }
    const { answers } = assessment;
    for (const chapter of chapters) {
      let complete = true;
      for (let j = 0; j < chapter.ids.length; j += 1) {
        const s = chapter.first + j;
        const value = answers[chapter.ids[j] ?? ''];
        if (isRating(value)) {
          const at = s * 5 + value - 1;
          answerCounts[at] = (answerCounts[at] ?? 0) + 1;
          row[j] = value;
        } else {
          complete = false;
          if (value === 'not-applicable') notApplicable[s] = (notApplicable[s] ?? 0) + 1;
        }
      }
      if (complete) addRow(chapter.moments, row);
    }
  }

  function addRaterRound(round: RaterRound): void {
    raterRounds += 1;
    for (let s = 0; s < count; s += 1) {
      const questionId = questionIds[s] ?? '';
      let sum = 0;
      let ratings = 0;
      for (const rater of round.raters) {
        const value = rater[questionId];
        if (value === null) cantJudge[s] = (cantJudge[s] ?? 0) + 1;
        else if (isRating(value)) {
          sum += value;
          ratings += 1;
        }
      }
      raterRatings[s] = (raterRatings[s] ?? 0) + ratings;
      const self = round.self[questionId];
      if (ratings > 0 && isRating(self)) {
        pair[0] = self;
        pair[1] = sum / ratings;
        addRow(selfOthers[s] ?? createMoments(2), pair);
      }
    }
  }

  function statementOf(s: number, itemRest: number | null, alphaIfDropped: number | null): StatementQuality {
    const counts = Array.from(answerCounts.subarray(s * 5, s * 5 + 5));
    const n = counts.reduce((total, c) => total + c, 0);
    // the answers' moments straight from their counts: Σx = Σ v·c, Σx² = Σ v²·c
    const moments: Moments = {
      k: 1,
      n,
      sums: Float64Array.of(counts.reduce((total, c, i) => total + (i + 1) * c, 0)),
      products: Float64Array.of(counts.reduce((total, c, i) => total + (i + 1) * (i + 1) * c, 0)),
    };
    const notApplicableCount = notApplicable[s] ?? 0;
    const ratings = raterRatings[s] ?? 0;
    const cantJudgeCount = cantJudge[s] ?? 0;
    const pairs = selfOthers[s] ?? createMoments(2);
    const dropOff = dropOffs[s] ?? 0;
    return {
      questionId: questionIds[s] ?? '',
      chapterId: chapterIds[s] ?? '',
      n,
      counts,
      mean: sampleMean(moments, 0),
      sd: sampleSd(moments, 0),
      floorShare: share(counts[0] ?? 0, n),
      ceilingShare: share(counts[4] ?? 0, n),
      notApplicable: notApplicableCount,
      notApplicableShare: share(notApplicableCount, n + notApplicableCount),
      itemRest,
      alphaIfDropped,
      dropOff: { count: dropOff, share: share(dropOff, sessions.abandoned) },
      raters: {
        ratings,
        cantJudge: cantJudgeCount,
        cantJudgeShare: share(cantJudgeCount, ratings + cantJudgeCount),
        founders: pairs.n,
        selfOthersR: pearson(pairs, 0, 1),
        // mean(self − others) = mean(self) − mean(others) over the same founders
        meanGap: pairs.n === 0 ? null : ((pairs.sums[0] ?? 0) - (pairs.sums[1] ?? 0)) / pairs.n,
      },
    };
  }

  function finish(): InstrumentReport {
    const assessments = sessions.completed - sessions.careless;
    const shown = assessments >= INSTRUMENT_MIN_ASSESSMENTS;
    const chapterReports: ChapterQuality[] = [];
    const statements: StatementQuality[] = [];
    const flags: InstrumentFlag[] = [];
    for (const chapter of chapters) {
      const analysis = itemAnalysis(chapter.moments);
      chapterReports.push({
        chapterId: chapter.chapterId,
        n: analysis.n,
        alpha: analysis.alpha,
        alphaIfDropped: chapter.ids.map((questionId, j) => ({
          questionId,
          alpha: analysis.items[j]?.alphaIfDropped ?? null,
        })),
      });
      for (let j = 0; j < chapter.ids.length; j += 1) {
        const item = analysis.items[j];
        const statement = statementOf(
          chapter.first + j,
          item?.itemRest ?? null,
          item?.alphaIfDropped ?? null,
        );
        statements.push(statement);
        if (shown) flags.push(...flagsOf(statement, analysis.alpha));
      }
    }
    return {
      assessments,
      shown,
      sessions: { ...sessions },
      raterRounds,
      chapters: chapterReports,
      statements,
      flags,
    };
  }

  return { add, addRaterRound, finish };
}

/** A statement's flags, in the order of INSTRUMENT_FLAG_KINDS; none where a figure is undefined. */
export function flagsOf(statement: StatementQuality, chapterAlpha: number | null): InstrumentFlag[] {
  const { questionId, chapterId, alphaIfDropped, itemRest, floorShare, ceilingShare } = statement;
  const cantJudgeShare = statement.raters.cantJudgeShare;
  const flags: InstrumentFlag[] = [];
  const flag = (kind: InstrumentFlagKind, reason: string) =>
    flags.push({ questionId, chapterId, kind, reason });
  if (chapterAlpha !== null && alphaIfDropped !== null && alphaIfDropped - chapterAlpha > ALPHA_RISE_EPSILON)
    flag('lowers-alpha', INSTRUMENT_FLAG_MESSAGES['lowers-alpha'](chapterAlpha, alphaIfDropped));
  if (itemRest !== null && itemRest < MIN_ITEM_REST_CORRELATION)
    flag('low-item-rest', INSTRUMENT_FLAG_MESSAGES['low-item-rest'](itemRest));
  if (floorShare !== null && floorShare > MAX_ONE_END_SHARE)
    flag('floor', INSTRUMENT_FLAG_MESSAGES.floor(floorShare));
  if (ceilingShare !== null && ceilingShare > MAX_ONE_END_SHARE)
    flag('ceiling', INSTRUMENT_FLAG_MESSAGES.ceiling(ceilingShare));
  if (cantJudgeShare !== null && cantJudgeShare > MAX_CANT_JUDGE_SHARE)
    flag('raters-cant-judge', INSTRUMENT_FLAG_MESSAGES['raters-cant-judge'](cantJudgeShare));
  return flags;
}

/** The whole report from sessions and rater rounds in memory (or any iterable, read once). */
export function computeInstrumentReport(
  structure: InstrumentStructure,
  assessments: Iterable<InstrumentAssessment>,
  raterRounds: Iterable<RaterRound> = [],
): InstrumentReport {
  const accumulator = createInstrumentAccumulator(structure);
  for (const assessment of assessments) accumulator.add(assessment);
  for (const round of raterRounds) accumulator.addRaterRound(round);
  return accumulator.finish();
}
