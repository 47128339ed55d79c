import type { RatingValue } from './constants';

// The answer rules without zod, so that screens which only read or score answers (results, sign-in's
// local answer count) ship no schema library; answers.ts adds the contract's zod schema.

/** The rating scale's bounds (spec 5 "Answer value"). */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** An answer as stored and scored: an integer from 1 to 5 (spec 5 "Answer value"). */
export type AnswerValue = RatingValue;

/** 'Doesn't apply to me yet': a founder's answer where a statement presupposes what they may not have. */
export const NOT_APPLICABLE = 'not-applicable';
export type NotApplicable = typeof NOT_APPLICABLE;

/** Why an answer of 'Doesn't apply to me yet' is refused: the statement applies to every founder. */
export const NOT_APPLICABLE_REFUSED_MESSAGE =
  'This statement applies to every founder: please rate it from 1 to 5.';

/** A founder's answer: a rating, or 'Doesn't apply to me yet' where the question allows it. */
export type FounderAnswer = AnswerValue | NotApplicable;

/** Question id → the founder's answer, as the scoring functions take it. */
export type Answers = Readonly<Record<string, FounderAnswer>>;

export function isNotApplicable(answer: FounderAnswer | null | undefined): answer is NotApplicable {
  return answer === NOT_APPLICABLE;
}

/** The rating of an answer, or null for 'Doesn't apply to me yet' (which counts as no answer in scores). */
export function ratingOf(answer: FounderAnswer | null | undefined): AnswerValue | null {
  return answer === undefined || answer === null || answer === NOT_APPLICABLE ? null : answer;
}

const ANSWER_STRING = /^[1-5]$/;

/**
 * Converts a raw rating to 1–5, or null when it is not one. Local storage keeps '1'..'5' strings, so
 * those convert; fractions, other strings, booleans and out-of-range numbers are dropped (spec 5).
 */
export function normaliseAnswerValue(raw: unknown): AnswerValue | null {
  if (typeof raw === 'number') {
    return Number.isInteger(raw) && raw >= RATING_MIN && raw <= RATING_MAX ? (raw as AnswerValue) : null;
  }
  if (typeof raw === 'string') {
    const trimmed = raw.trim();
    return ANSWER_STRING.test(trimmed) ? (Number(trimmed) as AnswerValue) : null;
  }
  return null;
}

/** A founder's raw answer: a rating as normaliseAnswerValue reads it, or 'not-applicable'; else null. */
export function normaliseFounderAnswer(raw: unknown): FounderAnswer | null {
  return raw === NOT_APPLICABLE ? NOT_APPLICABLE : normaliseAnswerValue(raw);
}

/**
 * Reads an answers map of unknown shape (parsed local storage, a request body) and keeps only valid
 * answers. Anything that is not a plain object gives no answers.
 */
export function normaliseAnswers(raw: unknown): Record<string, FounderAnswer> {
  const answers: Record<string, FounderAnswer> = {};
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return answers;
  for (const [questionId, value] of Object.entries(raw)) {
    const answer = normaliseFounderAnswer(value);
    if (answer !== null && questionId !== '') answers[questionId] = answer;
  }
  return answers;
}

/**
 * Builds the answers map from stored responses (a null value is 'Doesn't apply to me yet'); for a
 * repeated question the later response wins.
 */
export function answersFromResponses(
  responses: ReadonlyArray<{ questionId: string; value: unknown }>,
): Record<string, FounderAnswer> {
  const answers: Record<string, FounderAnswer> = {};
  for (const { questionId, value } of responses) {
    const answer = value === null ? NOT_APPLICABLE : normaliseFounderAnswer(value);
    if (answer !== null) answers[questionId] = answer;
  }
  return answers;
}

/** The local-storage form of answers: question id → '1'..'5' or 'not-applicable' (spec 3 assessmentAnswers). */
export function answersToStorage(answers: Answers): Record<string, string> {
  return Object.fromEntries(Object.entries(answers).map(([id, value]) => [id, String(value)]));
}

/** Keeps only answers to questions that still exist (spec 4 "Restoring position"). */
export function dropRemovedAnswers<T>(
  answers: Readonly<Record<string, T>>,
  questions: ReadonlyArray<{ id: string }>,
): Record<string, T> {
  const known = new Set(questions.map((question) => question.id));
  return Object.fromEntries(Object.entries(answers).filter(([id]) => known.has(id)));
}

/** Parses the JSON kept under assessmentAnswers; unreadable JSON gives no answers rather than an error. */
export function parseStoredAnswers(json: string | null | undefined): Record<string, FounderAnswer> {
  if (!json) return {};
  try {
    return normaliseAnswers(JSON.parse(json));
  } catch {
    return {};
  }
}

/** Stored answers restored on reload: valid values only, for questions that still exist. */
export function restoreStoredAnswers(
  raw: unknown,
  questions: ReadonlyArray<{ id: string }>,
): Record<string, FounderAnswer> {
  return dropRemovedAnswers(normaliseAnswers(raw), questions);
}
