import type { RatingValue } from './constants';

// The answer rules without zod, so that screens which only read or score answers (results, sign-in's
// local answer count) ship no schema library; answers.ts adds the contract's zod schema.

/** The rating scale's bounds (spec 5 "Answer value"). */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** An answer as stored and scored: an integer from 1 to 5 (spec 5 "Answer value"). */
export type AnswerValue = RatingValue;

/** Question id → answer, as the scoring functions take it. */
export type Answers = Readonly<Record<string, AnswerValue>>;

const ANSWER_STRING = /^[1-5]$/;

/**
 * Converts a raw answer to 1–5, or null when it is not one. Local storage keeps '1'..'5' strings, so
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

/**
 * Reads an answers map of unknown shape (parsed local storage, a request body) and keeps only valid
 * answers. Anything that is not a plain object gives no answers.
 */
export function normaliseAnswers(raw: unknown): Record<string, AnswerValue> {
  const answers: Record<string, AnswerValue> = {};
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return answers;
  for (const [questionId, value] of Object.entries(raw)) {
    const answer = normaliseAnswerValue(value);
    if (answer !== null && questionId !== '') answers[questionId] = answer;
  }
  return answers;
}

/** Builds the answers map from stored responses; for a repeated question the later response wins. */
export function answersFromResponses(
  responses: ReadonlyArray<{ questionId: string; value: unknown }>,
): Record<string, AnswerValue> {
  const answers: Record<string, AnswerValue> = {};
  for (const { questionId, value } of responses) {
    const answer = normaliseAnswerValue(value);
    if (answer !== null) answers[questionId] = answer;
  }
  return answers;
}

/** The local-storage form of answers: question id → '1'..'5' (spec 3 assessmentAnswers). */
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
export function parseStoredAnswers(json: string | null | undefined): Record<string, AnswerValue> {
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
): Record<string, AnswerValue> {
  return dropRemovedAnswers(normaliseAnswers(raw), questions);
}
