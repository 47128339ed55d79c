import { RATING_MAX, RATING_MIN } from '../../../../domain/answers';

/** Every question answered with the same value (the middle of the scale by default). */
export function fillAll(questionIds: readonly string[], value = 3): Record<string, number> {
  return Object.fromEntries(questionIds.map((id) => [id, value]));
}

/** Every question answered at random, 1 to 5; `random` gives [0, 1) like Math.random. */
export function fillRandom(
  questionIds: readonly string[],
  random: () => number = Math.random,
): Record<string, number> {
  const span = RATING_MAX - RATING_MIN + 1;
  return Object.fromEntries(
    questionIds.map((id) => [id, RATING_MIN + Math.min(span - 1, Math.floor(random() * span))]),
  );
}

/** Only the answers to questions that are in the draft (a question removed since is dropped). */
export function answersFor(
  answers: Readonly<Record<string, number>>,
  questionIds: readonly string[],
): Record<string, number> {
  const known = new Set(questionIds);
  return Object.fromEntries(Object.entries(answers).filter(([id]) => known.has(id)));
}
