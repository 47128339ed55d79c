import { z } from 'zod';
import { type AnswerValue, NOT_APPLICABLE, RATING_MAX, RATING_MIN } from './answer-values';

export * from './answer-values';

// No transform: the same schema must also serialise responses, and zod cannot encode through one.
export const answerValueSchema = z.number().int().min(RATING_MIN).max(RATING_MAX) as unknown as z.ZodType<
  AnswerValue,
  AnswerValue
>;

/** A founder's answer on the wire: a rating 1–5, or 'not-applicable' ('Doesn't apply to me yet'). */
export const founderAnswerSchema = z.union([answerValueSchema, z.literal(NOT_APPLICABLE)]);
