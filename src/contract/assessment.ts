import { z } from 'zod';
import { answerValueSchema, founderAnswerSchema } from '../domain/answers';
import { areaSchema } from '../domain/questionnaire';
import {
  SESSION_SECRET_HEADER,
  VISITOR_ID_CHARACTERS,
  VISITOR_ID_MAX_LENGTH,
  VISITOR_ID_MIN_LENGTH,
} from './assessment-paths';

export {
  assessmentPaths,
  isUuid,
  isVisitorId,
  myResultsPaths,
  SESSION_SECRET_HEADER,
  VERSION_MISMATCH_CODE,
  VERSION_UNAVAILABLE_CODE,
} from './assessment-paths';

const id = z.uuid();

// ── questionnaire ──────────────────────────────────────────────────────────────────────────────────

export const publicChapterSchema = z.object({
  id,
  area: areaSchema,
  position: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  introTitle: z.string().nullable(),
  introSubtitle: z.string().nullable(),
  introDescription: z.string().nullable(),
  introQuote: z.string().nullable(),
  iconUrl: z.string().nullable(),
  outroEnabled: z.boolean(),
  outroTitle: z.string().nullable(),
  outroDescription: z.string().nullable(),
});
export type PublicChapter = z.infer<typeof publicChapterSchema>;

/** A question as respondents see it: without the insight texts, which are the gated part of results. */
export const publicQuestionSchema = z.object({
  id,
  chapterId: id,
  position: z.number().int(),
  text: z.string(),
  leftLabel: z.string().nullable(),
  rightLabel: z.string().nullable(),
  /** the founder may answer 'Doesn't apply to me yet' */
  notApplicableAllowed: z.boolean(),
});
export type PublicQuestion = z.infer<typeof publicQuestionSchema>;

/** The active questionnaire's chapters alone (the overview's list), by position. */
export const chapterListSchema = z.object({ chapters: z.array(publicChapterSchema) });
export type ChapterList = z.infer<typeof chapterListSchema>;

/** A questionnaire version's number: 1, 2, … (each published version keeps its number for good). */
export const versionNumberSchema = z.number().int().min(1);
export const questionnaireVersionParamsSchema = z.object({ version: z.coerce.number().int().min(1) });

export const questionnaireSchema = z.object({
  assessment: z.object({ id, title: z.string() }),
  /** the version these chapters and questions belong to */
  version: versionNumberSchema,
  /** by position */
  chapters: z.array(publicChapterSchema),
  /** by chapter position, then question position */
  questions: z.array(publicQuestionSchema),
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;

// ── sessions and answers ───────────────────────────────────────────────────────────────────────────

/** A random id the browser keeps for itself (local storage); not personal data. */
export const visitorIdSchema = z
  .string()
  .min(VISITOR_ID_MIN_LENGTH)
  .max(VISITOR_ID_MAX_LENGTH)
  .regex(VISITOR_ID_CHARACTERS, 'must be letters, digits, - or _');

/**
 * `version`: the questionnaire version the browser is answering (the one it loaded); without it, the
 * published one. A session is answered, scored and shown on its version, whatever is published later.
 * A version that is not (or no longer) published or superseded is refused: 409 `version_unavailable`.
 */
export const createSessionBodySchema = z.object({
  visitorId: visitorIdSchema,
  version: versionNumberSchema.optional(),
});
export const createdSessionSchema = z.object({
  id,
  /** shown once; only its hash is stored */
  secret: z.string(),
  version: versionNumberSchema,
});
export type CreatedSession = z.infer<typeof createdSessionSchema>;

export const sessionParamsSchema = z.object({ id });
export const answerParamsSchema = z.object({ id, questionId: id });
export const sessionSecretHeadersSchema = z.object({ [SESSION_SECRET_HEADER]: z.string().min(1).max(200) });

export const answerBodySchema = z.object({ value: founderAnswerSchema });
/** Several answers at once: how a browser syncs what it queued while offline. */
export const answersBodySchema = z.object({
  answers: z
    .record(z.uuid(), founderAnswerSchema)
    .refine((a) => Object.keys(a).length <= 500, 'too many answers'),
});
/** What the server holds after several answers at once. */
export const savedAnswersSchema = z.object({ answeredCount: z.number().int() });

export const sessionStatusSchema = z.enum(['in_progress', 'completed']);
export const sessionStateSchema = z.object({
  id,
  status: sessionStatusSchema,
  /** the questionnaire version the session is answered on */
  version: versionNumberSchema,
  /** question id → 1..5, or 'not-applicable' */
  answers: z.record(z.string(), founderAnswerSchema),
  completedAt: z.iso.datetime().nullable(),
});
export type SessionState = z.infer<typeof sessionStateSchema>;

export const savedAnswerSchema = z.object({
  questionId: id,
  value: founderAnswerSchema,
  answeredCount: z.number().int(),
});

// ── results ────────────────────────────────────────────────────────────────────────────────────────

export const questionBreakdownSchema = z.object({
  questionId: id,
  position: z.number().int(),
  text: z.string(),
  value: answerValueSchema.nullable(),
  /** the founder answered 'Doesn't apply to me yet' (absent in results given before it existed) */
  notApplicable: z.boolean().optional(),
  /** the question's insight for this answer (low / medium / high) */
  insight: z.string().nullable(),
});

export const chapterResultSchema = z.object({
  id,
  title: z.string(),
  area: areaSchema,
  position: z.number().int(),
  average: z.number(),
  answeredCount: z.number().int(),
  /** answers of 'Doesn't apply to me yet' (absent in results given before it existed) */
  notApplicableCount: z.number().int().optional(),
  questionCount: z.number().int(),
  /** gated: only for the signed-in owner */
  insight: z
    .object({
      tier: z.enum(['excellent', 'good', 'growth-opportunity']),
      tierLabel: z.string(),
      questions: z.array(questionBreakdownSchema),
    })
    .optional(),
});
export type ChapterResult = z.infer<typeof chapterResultSchema>;

/** A chapter without a score: fewer ratings than the rule asks for once some statements don't apply. */
export const notScoredChapterSchema = z.object({
  id,
  title: z.string(),
  area: areaSchema,
  position: z.number().int(),
  answeredCount: z.number().int(),
  notApplicableCount: z.number().int(),
  questionCount: z.number().int(),
});
export type NotScoredChapter = z.infer<typeof notScoredChapterSchema>;

const highlightBase = z.object({
  chapterId: id,
  title: z.string(),
  area: areaSchema,
  position: z.number().int(),
  average: z.number(),
  /** custom content first, else the chapter's description */
  description: z.string().nullable(),
  /** gated: Q1..Qn with the answer */
  questions: z.array(questionBreakdownSchema).optional(),
});

export const coreStrengthSchema = highlightBase.extend({
  zoneOfGenius: z.string().optional(),
  howOthersSeeYou: z.string().optional(),
});
export const upliftPotentialSchema = highlightBase.extend({
  energyDrains: z.string().optional(),
  improvementPath: z.array(z.string()).optional(),
});

export const resultViewSchema = z.object({
  sessionId: id,
  completedAt: z.iso.datetime(),
  /** the questionnaire version the result was given on; its texts are that version's */
  version: versionNumberSchema,
  /** true when the caller sees scores only (not the signed-in owner): gated fields are absent */
  gated: z.boolean(),
  overall: z.number(),
  inner: z.number(),
  outer: z.number(),
  balance: z.enum(['balanced', 'inner-leads', 'outer-leads']),
  overallInsight: z.string(),
  answeredCount: z.number().int(),
  questionCount: z.number().int(),
  /** answered chapters only, by position */
  chapters: z.array(chapterResultSchema),
  /** chapters left unscored because too many of their statements don't apply yet, by position */
  notScoredChapters: z.array(notScoredChapterSchema).optional(),
  coreStrength: coreStrengthSchema.nullable(),
  upliftPotential: upliftPotentialSchema.nullable(),
});
export type ResultView = z.infer<typeof resultViewSchema>;

/** The field names that must never reach a caller who is not the signed-in owner. */
export const GATED_RESULT_FIELDS = [
  'insight',
  'questions',
  'zoneOfGenius',
  'howOthersSeeYou',
  'energyDrains',
  'improvementPath',
] as const;

// ── a signed-in user's results ─────────────────────────────────────────────────────────────────────

/**
 * One completed assessment in the history, as it was given, with the change per chapter since the one
 * before it. Only chapters answered in both are compared; a chapter answered now but not then (added in
 * a later version, or skipped) has `inPrevious` false, and chapters of the previous one that are not in
 * this one are listed in `removedChapters`.
 */
export const resultSummarySchema = z.object({
  sessionId: id,
  completedAt: z.iso.datetime(),
  version: versionNumberSchema,
  overall: z.number(),
  inner: z.number().nullable(),
  outer: z.number().nullable(),
  /** the previous completed assessment's version; null for the first one */
  previousVersion: versionNumberSchema.nullable(),
  chapters: z.array(
    z.object({
      chapterId: z.string(),
      title: z.string(),
      area: areaSchema,
      average: z.number(),
      /** difference to the previous assessment's average for this chapter; null when not compared */
      change: z.number().nullable(),
      /** false when the previous assessment had no score for this chapter (or there is none) */
      inPrevious: z.boolean(),
    }),
  ),
  /** chapters the previous assessment had a score for and this one has not */
  removedChapters: z.array(z.object({ chapterId: z.string(), title: z.string(), area: areaSchema })),
});
export type ResultSummary = z.infer<typeof resultSummarySchema>;
export const resultHistorySchema = z.object({ results: z.array(resultSummarySchema) });
export type ResultHistory = z.infer<typeof resultHistorySchema>;
