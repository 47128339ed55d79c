import { type AnswerValue, normaliseAnswers, ratingOf } from './answer-values';
import { type ChapterInput, orderQuestions, type QuestionInput, sortChapters } from './chapters';
import { orderFeedbackComments } from './feedback-comments';
import {
  BLIND_SPOT_GAP,
  MIN_RATERS_FOR_OTHERS,
  MIN_RATERS_PER_GROUP,
  MIN_RATINGS_PER_QUESTION,
  RATER_RELATIONSHIPS,
  type RaterRelationship,
  raterRelationshipsOf,
  ratingsOf,
} from './feedback-rules';
import { mean, round2 } from './numbers';
import type { Area } from './questionnaire';
import { computeResult } from './scoring';

/**
 * What a founder may see of their raters' answers. Everything others-related is an aggregate over at
 * least three raters: scores appear from 3 answers, a relationship group from 3 in it, a question's mean
 * from 3 ratings. Individual answers never leave this module; the output types have no place for them.
 */

declare const aggregateBrand: unique symbol;

/**
 * Others' score on a chapter or overall: mean and spread of the raters' own scores, over at least three
 * raters. Only this module can make one (the brand), so no output can carry a single rater's score.
 *
 * The spread is the standard deviation across raters, not their minimum and maximum: the lowest and the
 * highest score are each one rater's own value, and with few raters the founder could tell whose.
 */
export interface OthersFigure {
  /** the mean of the raters' scores, 2 decimals */
  readonly mean: number;
  /** the standard deviation of the raters' scores (of these raters, so divided by n), 2 decimals */
  readonly spread: number;
  readonly raterCount: number;
  readonly [aggregateBrand]: 'aggregate';
}

/** Others' mean on one statement, over at least three ratings ("can't judge" does not count). */
export interface QuestionFigure {
  readonly mean: number;
  readonly ratingCount: number;
  readonly [aggregateBrand]: 'aggregate';
}

/** A relationship group's own figure, shown beside 'all others'. */
export interface GroupFigure {
  relationship: RaterRelationship;
  others: OthersFigure;
}

export interface FeedbackGroupCount {
  relationship: RaterRelationship;
  invited: number;
  answered: number;
}

/** How many answered of those invited; per group only where the group may be shown. */
export interface FeedbackCounts {
  invited: number;
  answered: number;
  groups: FeedbackGroupCount[];
}

/** The founder's score beside others', overall. `self` is null when the founder answered none of it. */
export interface ScoreComparison {
  self: number | null;
  others: OthersFigure;
  /** self − others' mean, 2 decimals */
  gap: number | null;
  groups: GroupFigure[];
}

export interface ChapterComparison {
  chapterId: string;
  title: string;
  area: Area;
  position: number;
  self: number | null;
  /** null when fewer than three raters rated anything in the chapter */
  others: OthersFigure | null;
  gap: number | null;
  groups: GroupFigure[];
  /** the chapter's statements others' figures are based on (enough raters could judge them) */
  statementCount: number;
  questionCount: number;
}

export interface QuestionComparison {
  questionId: string;
  chapterId: string;
  chapterTitle: string;
  position: number;
  /** the self wording, when the caller passed it */
  text: string | null;
  self: AnswerValue | null;
  others: QuestionFigure;
  gap: number | null;
  /** the relationships this statement is asked of, when not every rater is (others' mean is theirs) */
  askedOf: RaterRelationship[] | null;
}

export interface WaitingFeedbackReport {
  status: 'waiting';
  counts: FeedbackCounts;
  /** how many more answers it takes before others' scores show */
  needed: number;
}

export interface ReadyFeedbackReport {
  status: 'ready';
  counts: FeedbackCounts;
  overall: ScoreComparison;
  /** by chapter position */
  chapters: ChapterComparison[];
  /** every statement enough raters judged, in questionnaire order */
  questions: QuestionComparison[];
  /** self at least 1.0 above others, biggest gap first */
  blindSpots: QuestionComparison[];
  /** self at least 1.0 below others, biggest gap first */
  hiddenStrengths: QuestionComparison[];
  /** without names, in an order that does not follow the order of answering */
  comments: string[];
}

export type FeedbackReport = WaitingFeedbackReport | ReadyFeedbackReport;

export interface FeedbackRater {
  relationship: RaterRelationship;
  /** question id → 1–5, or null for "I can't judge this"; stored values are normalised */
  answers: unknown;
  comment?: string | null;
}

export interface FeedbackReportInput {
  /** the questionnaire version of the assessment the round was opened from */
  chapters: readonly ChapterInput[];
  questions: ReadonlyArray<
    QuestionInput & { text?: string | null; raterRelationships?: readonly RaterRelationship[] | null }
  >;
  /** the founder's own answers of that assessment */
  selfAnswers: unknown;
  /** every invite of the round (one per rater link) */
  invitations: ReadonlyArray<{ relationship: RaterRelationship }>;
  /** the raters who sent their answers; unfinished answers are not passed */
  raters: readonly FeedbackRater[];
  /** fixes the comments' order for the round, e.g. the round id */
  roundSeed: string;
}

function standardDeviation(values: readonly number[]): number {
  const average = mean(values);
  return Math.sqrt(mean(values.map((value) => (value - average) ** 2)));
}

/** The only way to an OthersFigure: null below three values, for 'all others' and a group alike. */
function aggregate(values: readonly number[]): OthersFigure | null {
  if (values.length < Math.max(MIN_RATERS_FOR_OTHERS, MIN_RATERS_PER_GROUP)) return null;
  return {
    mean: round2(mean(values)),
    spread: round2(standardDeviation(values)),
    raterCount: values.length,
  } as OthersFigure;
}

function questionFigure(values: readonly number[]): QuestionFigure | null {
  if (values.length < MIN_RATINGS_PER_QUESTION) return null;
  return { mean: round2(mean(values)), ratingCount: values.length } as QuestionFigure;
}

function countBy<T extends { relationship: RaterRelationship }>(items: readonly T[]) {
  const counts = new Map<RaterRelationship, number>();
  for (const item of items) counts.set(item.relationship, (counts.get(item.relationship) ?? 0) + 1);
  return counts;
}

/**
 * The groups that may be shown beside 'all others' of `total` raters: those with at least 3, as long as
 * the raters left outside the shown groups are none or at least 3. Otherwise 'all others' minus the
 * groups would give the mean of one or two raters (3 team members shown next to 4 in all: the fourth,
 * say the only investor, is exposed), so the smallest shown group is folded back in until that holds.
 */
export function releasableGroups(
  sizes: ReadonlyMap<RaterRelationship, number>,
  total: number,
): RaterRelationship[] {
  const shown = RATER_RELATIONSHIPS.filter((group) => (sizes.get(group) ?? 0) >= MIN_RATERS_PER_GROUP);
  const size = (group: RaterRelationship) => sizes.get(group) ?? 0;
  let rest = total - shown.reduce((sum, group) => sum + size(group), 0);
  while (shown.length > 0 && rest > 0 && rest < MIN_RATERS_PER_GROUP) {
    // The smallest group goes; among equals the last in the list, so the choice stays predictable.
    const smallest = shown.reduce((chosen, group) => (size(group) <= size(chosen) ? group : chosen));
    shown.splice(shown.indexOf(smallest), 1);
    rest += size(smallest);
  }
  return shown;
}

/** Answered of invited, with the groups that have enough answers (and leave none exposed). */
export function feedbackCounts(
  invitations: ReadonlyArray<{ relationship: RaterRelationship }>,
  raters: ReadonlyArray<{ relationship: RaterRelationship }>,
): FeedbackCounts {
  const answered = countBy(raters);
  const invited = countBy(invitations);
  return {
    invited: Math.max(invitations.length, raters.length),
    answered: raters.length,
    groups: releasableGroups(answered, raters.length).map((relationship) => ({
      relationship,
      invited: Math.max(invited.get(relationship) ?? 0, answered.get(relationship) ?? 0),
      answered: answered.get(relationship) ?? 0,
    })),
  };
}

interface RaterValue {
  relationship: RaterRelationship;
  value: number;
}

/** 'All others' and the groups that may be shown, for one score; groups only of the visible ones. */
function othersWithGroups(
  entries: readonly RaterValue[],
  visibleGroups: ReadonlySet<RaterRelationship>,
): { others: OthersFigure | null; groups: GroupFigure[] } {
  const others = aggregate(entries.map((entry) => entry.value));
  if (others === null) return { others, groups: [] };
  const inVisibleGroups = entries.filter((entry) => visibleGroups.has(entry.relationship));
  const groups = releasableGroups(countBy(inVisibleGroups), entries.length).flatMap((relationship) => {
    const figure = aggregate(
      inVisibleGroups.filter((entry) => entry.relationship === relationship).map((entry) => entry.value),
    );
    return figure === null ? [] : [{ relationship, others: figure }];
  });
  return { others, groups };
}

const gapOf = (self: number | null, others: { mean: number } | null) =>
  self === null || others === null ? null : round2(self - others.mean);

/**
 * The founder's feedback report. Below three answers only the counts. From three, per chapter and
 * overall the founder's score beside others' mean and spread, per relationship group where a group may
 * be shown, and per statement others' mean with blind spots and hidden strengths.
 *
 * Ratings of a statement fewer than three raters could judge are left out of every figure, chapters and
 * overall included, and the founder's own score beside others' is taken on the same statements, so both
 * sides compare like with like. Scores are computeResult's, per rater, then averaged across raters.
 */
export function computeFeedbackReport(input: FeedbackReportInput): FeedbackReport {
  const counts = feedbackCounts(input.invitations, input.raters);
  const waiting = (needed: number): WaitingFeedbackReport => ({ status: 'waiting', counts, needed });
  if (counts.answered < MIN_RATERS_FOR_OTHERS) return waiting(MIN_RATERS_FOR_OTHERS - counts.answered);

  const chapters = sortChapters(input.chapters);
  const questions = orderQuestions(chapters, input.questions);
  const raters = input.raters.map((rater) => ({
    relationship: rater.relationship,
    ratings: ratingsOf(rater.answers),
  }));

  const questionFigures = new Map<string, QuestionFigure>();
  for (const question of questions) {
    const figure = questionFigure(raters.flatMap((rater) => rater.ratings[question.id] ?? []));
    if (figure !== null) questionFigures.set(question.id, figure);
  }
  const judged = <T>(answers: Record<string, T>) =>
    Object.fromEntries(Object.entries(answers).filter(([id]) => questionFigures.has(id)));

  const selfAnswers = normaliseAnswers(input.selfAnswers);
  const self = computeResult(chapters, questions, judged(selfAnswers));
  const raterResults = raters.map((rater) => ({
    relationship: rater.relationship,
    result: computeResult(chapters, questions, judged(rater.ratings)),
  }));
  const visibleGroups = new Set(counts.groups.map((group) => group.relationship));

  const overallEntries = raterResults
    .filter(({ result }) => result.answeredChapters.length > 0)
    .map(({ relationship, result }) => ({ relationship, value: result.overall }));
  const overall = othersWithGroups(overallEntries, visibleGroups);
  // Enough answers, but too few judged the same statements (all "can't judge"): one more may do it.
  if (overall.others === null) return waiting(1);
  const selfOverall = self.answeredChapters.length > 0 ? self.overall : null;

  const chapterComparisons = self.chapterStats.map((selfStat): ChapterComparison => {
    const entries = raterResults.flatMap(({ relationship, result }) => {
      const stat = result.chapterStats.find((chapter) => chapter.id === selfStat.id);
      return stat?.scored ? [{ relationship, value: stat.average }] : [];
    });
    const { others, groups } = othersWithGroups(entries, visibleGroups);
    // a chapter the founder's own answers leave unscored (too much doesn't apply) has no self figure
    const selfScore = selfStat.scored ? selfStat.average : null;
    return {
      chapterId: selfStat.id,
      title: selfStat.title,
      area: selfStat.area,
      position: selfStat.position,
      self: selfScore,
      others,
      gap: gapOf(selfScore, others),
      groups,
      statementCount: selfStat.questionScores.filter((score) => questionFigures.has(score.questionId)).length,
      questionCount: selfStat.questionCount,
    };
  });

  const chapterById = new Map(chapters.map((chapter) => [chapter.id, chapter]));
  const questionComparisons = questions.flatMap((question): QuestionComparison[] => {
    const others = questionFigures.get(question.id);
    if (others === undefined) return [];
    const selfValue = ratingOf(selfAnswers[question.id]);
    return [
      {
        questionId: question.id,
        chapterId: question.chapterId,
        chapterTitle: chapterById.get(question.chapterId)?.title ?? '',
        position: question.position,
        text: question.text ?? null,
        self: selfValue,
        others,
        gap: gapOf(selfValue, others),
        askedOf: raterRelationshipsOf(question.raterRelationships),
      },
    ];
  });
  // Array.prototype.sort is stable: equal gaps keep questionnaire order.
  const blindSpots = questionComparisons
    .filter((question) => question.gap !== null && question.gap >= BLIND_SPOT_GAP)
    .sort((a, b) => (b.gap ?? 0) - (a.gap ?? 0));
  const hiddenStrengths = questionComparisons
    .filter((question) => question.gap !== null && question.gap <= -BLIND_SPOT_GAP)
    .sort((a, b) => (a.gap ?? 0) - (b.gap ?? 0));

  return {
    status: 'ready',
    counts,
    overall: {
      self: selfOverall,
      others: overall.others,
      gap: gapOf(selfOverall, overall.others),
      groups: overall.groups,
    },
    chapters: chapterComparisons,
    questions: questionComparisons,
    blindSpots,
    hiddenStrengths,
    comments: orderFeedbackComments(
      input.raters.map((rater) => rater.comment),
      input.roundSeed,
    ),
  };
}
