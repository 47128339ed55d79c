import { z } from 'zod';
import { raterRelationshipSchema } from './feedback-rules';

/** The two halves of the audit: mindset and self-awareness (inner), strategy and execution (outer). */
export const AREAS = ['inner', 'outer'] as const;
export const areaSchema = z.enum(AREAS);
export type Area = z.infer<typeof areaSchema>;

export { RATING_MAX, RATING_MIN } from './answer-values';

/** Length limits for authored text; 1000 is the spec's input maximum, 150 its page-meta cut. */
export const TEXT_LIMITS = {
  title: 80,
  description: 150,
  introSubtitle: 40,
  introText: 1000,
  quote: 300,
  questionText: 300,
  label: 60,
  insight: 1000,
} as const;

const text = (max: number) => z.string().trim().min(1).max(max);

/** A chapter as authored: the fields of spec section 3 (without database ids). */
export const chapterFieldsSchema = z.object({
  area: areaSchema,
  position: z.number().int().min(1),
  title: text(TEXT_LIMITS.title),
  description: text(TEXT_LIMITS.description).nullable(),
  introTitle: text(TEXT_LIMITS.title).nullable(),
  introSubtitle: text(TEXT_LIMITS.introSubtitle).nullable(),
  introDescription: text(TEXT_LIMITS.introText).nullable(),
  introQuote: text(TEXT_LIMITS.quote).nullable(),
  iconUrl: z.string().max(500).nullable(),
  outroEnabled: z.boolean(),
  outroTitle: text(TEXT_LIMITS.title).nullable(),
  outroDescription: text(TEXT_LIMITS.introText).nullable(),
});
export type ChapterFields = z.infer<typeof chapterFieldsSchema>;

/** A question as authored: a statement rated 1–5 with an insight per result band. */
export const questionFieldsSchema = z.object({
  position: z.number().int().min(1),
  text: text(TEXT_LIMITS.questionText),
  leftLabel: text(TEXT_LIMITS.label).nullable(),
  rightLabel: text(TEXT_LIMITS.label).nullable(),
  insightLow: text(TEXT_LIMITS.insight).nullable(),
  insightMedium: text(TEXT_LIMITS.insight).nullable(),
  insightHigh: text(TEXT_LIMITS.insight).nullable(),
});
export type QuestionFields = z.infer<typeof questionFieldsSchema>;

/** Texts chosen by the chapter average: at 4 and up, at 3 and up, below 3. */
export const tieredTextSchema = z.object({
  high: text(TEXT_LIMITS.insight),
  mid: text(TEXT_LIMITS.insight),
  low: text(TEXT_LIMITS.insight),
});
export type TieredText = z.infer<typeof tieredTextSchema>;

/** The fallback result texts of one chapter (or one area), used when an admin wrote no custom content. */
export const resultTextsSchema = z.object({
  zoneOfGenius: tieredTextSchema,
  howOthersSeeYou: tieredTextSchema,
  /** normal wording, and the stronger one used at an average of 2 or below */
  energyDrains: z.object({ normal: text(TEXT_LIMITS.insight), strong: text(TEXT_LIMITS.insight) }),
  improvementPath: z.array(text(400)).min(3).max(5),
});
export type ResultTexts = z.infer<typeof resultTextsSchema>;

/** How a rater reads a statement: third person, `{name}` for the founder's first name. */
export const observerWordingSchema = z.object({
  text: text(TEXT_LIMITS.questionText),
  leftLabel: text(TEXT_LIMITS.label),
  rightLabel: text(TEXT_LIMITS.label),
});
export type ObserverWordingFields = z.infer<typeof observerWordingSchema>;

/** A question of a seeded questionnaire, with who can answer it and how a rater reads it. */
export const seedQuestionSchema = questionFieldsSchema.extend({
  /** the founder may answer 'Doesn't apply to me yet' (it presupposes a team, customers, investors) */
  notApplicableAllowed: z.boolean().optional(),
  /** the relationships whose raters can judge it; absent means every rater is asked */
  raterRelationships: z.array(raterRelationshipSchema).min(1).optional(),
  /** the observer wording; absent for questions whose wording lives in observer-statements.ts */
  observer: observerWordingSchema.optional(),
});
export type SeedQuestion = z.infer<typeof seedQuestionSchema>;

/** A chapter of the default questionnaire with its questions and fallback texts, as seeded. */
export const seedChapterSchema = chapterFieldsSchema.extend({
  /** stable key that ties a seeded chapter to its fallback texts and keeps seeding idempotent */
  key: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .max(60),
  questions: z.array(seedQuestionSchema).min(1),
  resultTexts: resultTextsSchema,
});
export type SeedChapter = z.infer<typeof seedChapterSchema>;

export const seedQuestionnaireSchema = z.object({
  assessment: z.object({ key: z.string(), title: text(TEXT_LIMITS.title) }),
  chapters: z.array(seedChapterSchema).min(1),
  /** per-area fallback texts for chapters that have none of their own (e.g. created by an admin) */
  areaResultTexts: z.object({ inner: resultTextsSchema, outer: resultTextsSchema }),
});
export type SeedQuestionnaire = z.infer<typeof seedQuestionnaireSchema>;
