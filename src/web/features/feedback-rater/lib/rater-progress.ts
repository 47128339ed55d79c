import type { AnswerValue } from '../../../../domain/answers';

/** A rater's saved answers: question id → 1–5, or null for "I can't judge this"; absent: not answered. */
export type RaterAnswerMap = Readonly<Record<string, AnswerValue | null>>;

export function isAnswered(answers: RaterAnswerMap, questionId: string): boolean {
  return Object.hasOwn(answers, questionId);
}

/**
 * Where a returning rater continues: the first statement without an answer ("can't judge" is an
 * answer), or the statements' length when all are answered (the comment comes next).
 */
export function firstUnansweredIndex(
  statements: ReadonlyArray<{ questionId: string }>,
  answers: RaterAnswerMap,
): number {
  const index = statements.findIndex((statement) => !isAnswered(answers, statement.questionId));
  return index === -1 ? statements.length : index;
}

/** How many statements are rated, marked "can't judge", and answered at all. */
export function answerCounts(
  statements: ReadonlyArray<{ questionId: string }>,
  answers: RaterAnswerMap,
): { rated: number; notJudged: number; answered: number } {
  let rated = 0;
  let notJudged = 0;
  for (const { questionId } of statements) {
    if (!isAnswered(answers, questionId)) continue;
    if (answers[questionId] === null) notJudged += 1;
    else rated += 1;
  }
  return { rated, notJudged, answered: rated + notJudged };
}
