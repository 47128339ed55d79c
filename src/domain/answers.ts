import { z } from 'zod';
import { type AnswerValue, RATING_MAX, RATING_MIN } from './answer-values';

export * from './answer-values';

// No transform: the same schema must also serialise responses, and zod cannot encode through one.
export const answerValueSchema = z.number().int().min(RATING_MIN).max(RATING_MAX) as unknown as z.ZodType<
  AnswerValue,
  AnswerValue
>;
