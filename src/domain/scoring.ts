import { type AnswerValue, NOT_APPLICABLE, normaliseAnswers } from './answer-values';
import { type ChapterInput, type QuestionInput, sortChapters } from './chapters';
import { mean, round2, roundTo } from './numbers';
import type { Area } from './questionnaire';

/**
 * A chapter with 'Doesn't apply to me yet' answers is scored only on at least this many real answers:
 * an average of one or two statements would stand for a whole chapter.
 */
export const MIN_RATED_ANSWERS_WHEN_NOT_APPLICABLE = 3;

/** One question's place in a chapter's breakdown (Q1..Qn); value null when unanswered or not applicable. */
export interface QuestionScore {
  questionId: string;
  chapterId: string;
  position: number;
  value: AnswerValue | null;
  /** the founder answered 'Doesn't apply to me yet' */
  notApplicable: boolean;
}

/** A chapter with its score, as the results page lists it. */
export interface ChapterStat {
  id: string;
  title: string;
  description: string | null;
  area: Area;
  position: number;
  /** mean of the chapter's ratings, 2 decimals; 0 when it is not scored */
  average: number;
  /** ratings given (1–5); 'Doesn't apply to me yet' is not one */
  answeredCount: number;
  /** answers of 'Doesn't apply to me yet' */
  notApplicableCount: number;
  /** whether the chapter counts: see isChapterScored */
  scored: boolean;
  questionCount: number;
  /** the chapter's questions by position */
  questionScores: QuestionScore[];
}

/** Everything the results pages need, computed once (by the server for stored results). */
export interface AssessmentResult {
  /** every chapter by position, answered or not */
  chapterStats: ChapterStat[];
  /** scored chapters: the only ones that count (spec 5 "Results", and isChapterScored) */
  answeredChapters: ChapterStat[];
  /** chapters left unscored because too many of their statements don't apply yet */
  notApplicableChapters: ChapterStat[];
  innerChapters: ChapterStat[];
  outerChapters: ChapterStat[];
  /** mean of answered inner chapters' averages, 2 decimals; 0 when there is none */
  inner: number;
  outer: number;
  /** mean of answered chapters' averages, 2 decimals; 0 when nothing is answered */
  overall: number;
  /** highest average; ties go to the lower chapter position */
  coreStrength: ChapterStat | null;
  /** lowest average; ties go to the lower chapter position */
  upliftPotential: ChapterStat | null;
  /** ratings of known questions: question id → 1..5 */
  answers: Record<string, AnswerValue>;
  /** known questions answered 'Doesn't apply to me yet' */
  notApplicableQuestionIds: string[];
  /** chapter id → average for answered chapters, the shape results.chapter_averages stores */
  chapterAverages: Record<string, number>;
  /** known questions answered, 'Doesn't apply to me yet' included */
  answeredCount: number;
  questionCount: number;
}

/**
 * A chapter counts when it has a rating; when some of its answers are 'Doesn't apply to me yet', it needs
 * MIN_RATED_ANSWERS_WHEN_NOT_APPLICABLE ratings. Without such answers this is the spec's rule (one rating).
 */
export function isChapterScored(ratedCount: number, notApplicableCount: number): boolean {
  if (ratedCount === 0) return false;
  return notApplicableCount === 0 || ratedCount >= MIN_RATED_ANSWERS_WHEN_NOT_APPLICABLE;
}

/** Mean of the given chapter averages, leaving out zeros (chapters without answers), 2 decimals. */
export function areaAverage(averages: readonly number[]): number {
  return round2(mean(averages.filter((average) => average > 0)));
}

/** The chapter with the best (or worst) average; the first in position order wins a tie. */
function pickChapter(stats: readonly ChapterStat[], better: (a: number, b: number) => boolean) {
  let chosen: ChapterStat | null = null;
  for (const stat of stats) {
    if (chosen === null || better(stat.average, chosen.average)) chosen = stat;
  }
  return chosen;
}

/**
 * Scores an assessment. `answers` may come straight from storage or a request: values are normalised
 * (strings '1'..'5' converted, anything else dropped) and answers to unknown questions ignored.
 */
export function computeResult(
  chapters: readonly ChapterInput[],
  questions: readonly QuestionInput[],
  rawAnswers: unknown,
): AssessmentResult {
  const normalised = normaliseAnswers(rawAnswers);
  const orderedChapters = sortChapters(chapters);
  const chapterIds = new Set(orderedChapters.map((chapter) => chapter.id));
  const knownQuestions = questions.filter((question) => chapterIds.has(question.chapterId));

  const answers: Record<string, AnswerValue> = {};
  const notApplicable = new Set<string>();
  for (const question of knownQuestions) {
    const answer = normalised[question.id];
    if (answer === NOT_APPLICABLE) notApplicable.add(question.id);
    else if (answer !== undefined) answers[question.id] = answer;
  }

  const chapterStats = orderedChapters.map((chapter): ChapterStat => {
    const questionScores = knownQuestions
      .filter((question) => question.chapterId === chapter.id)
      .sort((a, b) => a.position - b.position)
      .map((question) => ({
        questionId: question.id,
        chapterId: chapter.id,
        position: question.position,
        value: answers[question.id] ?? null,
        notApplicable: notApplicable.has(question.id),
      }));
    const values = questionScores.flatMap((score) => (score.value === null ? [] : [score.value]));
    const notApplicableCount = questionScores.filter((score) => score.notApplicable).length;
    const scored = isChapterScored(values.length, notApplicableCount);
    return {
      id: chapter.id,
      title: chapter.title,
      description: chapter.description ?? null,
      area: chapter.area,
      position: chapter.position,
      average: scored ? round2(mean(values)) : 0,
      answeredCount: values.length,
      notApplicableCount,
      scored,
      questionCount: questionScores.length,
      questionScores,
    };
  });

  const answeredChapters = chapterStats.filter((stat) => stat.scored);
  const notApplicableChapters = chapterStats.filter((stat) => !stat.scored && stat.notApplicableCount > 0);
  const innerChapters = answeredChapters.filter((stat) => stat.area === 'inner');
  const outerChapters = answeredChapters.filter((stat) => stat.area === 'outer');

  return {
    chapterStats,
    answeredChapters,
    notApplicableChapters,
    innerChapters,
    outerChapters,
    inner: areaAverage(innerChapters.map((stat) => stat.average)),
    outer: areaAverage(outerChapters.map((stat) => stat.average)),
    overall: round2(mean(answeredChapters.map((stat) => stat.average))),
    coreStrength: pickChapter(answeredChapters, (a, b) => a > b),
    upliftPotential: pickChapter(answeredChapters, (a, b) => a < b),
    answers,
    notApplicableQuestionIds: knownQuestions.flatMap((question) =>
      notApplicable.has(question.id) ? [question.id] : [],
    ),
    chapterAverages: Object.fromEntries(answeredChapters.map((stat) => [stat.id, stat.average])),
    answeredCount: Object.keys(answers).length + notApplicable.size,
    questionCount: knownQuestions.length,
  };
}

/** A score to one decimal, as shown: 3.45 → '3.5'. */
export function formatScore(score: number): string {
  return roundTo(score, 1).toFixed(1);
}

/** The unit every score is shown with (spec 9). */
export const SCORE_UNIT = 'of 5 points';

/** A score with its unit, as shown on the results pages: '3.5 of 5 points'. */
export function formatScoreOutOfFive(score: number): string {
  return `${formatScore(score)} ${SCORE_UNIT}`;
}
