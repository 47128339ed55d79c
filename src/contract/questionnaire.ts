import { z } from 'zod';
import { founderAnswerSchema } from '../domain/answers';
import type { PublishRefusalCode } from '../domain/publish-rules';
import { areaSchema } from '../domain/questionnaire';
import { QUESTION_CHANGE_KINDS } from '../domain/questionnaire-diff';
import { adminChapterSchema, adminQuestionnaireSchema, versionInfoSchema } from './admin';
import { resultViewSchema } from './assessment';

/**
 * Questionnaire authoring (admin only, like every /api/admin path): versions, the draft, its diff,
 * preview and publishing. Edits (questions, chapters, insights, custom chapter content) go to the draft
 * of the next version through the paths in `adminPaths`; the first edit opens the draft. A published
 * version never changes. Every write is audit-logged with the version number.
 */
export const questionnairePaths = {
  versions: '/api/admin/questionnaire/versions',
  version: '/api/admin/questionnaire/versions/:version',
  /** POST opens the draft (answers the existing one if open); DELETE discards it */
  draft: '/api/admin/questionnaire/draft',
  draftDiff: '/api/admin/questionnaire/draft/diff',
  /** POST sample answers: the results page of the draft for them (nothing is stored) */
  draftPreviewResult: '/api/admin/questionnaire/draft/preview-result',
  publish: '/api/admin/questionnaire/draft/publish',
  /** POST a new chapter (at the end of the draft) */
  chapters: '/api/admin/chapters',
  /** DELETE retires a chapter (and its questions) from the draft */
  chapter: '/api/admin/chapters/:id',
  /** PUT every chapter id of the draft in its new order */
  chapterOrder: '/api/admin/chapter-order',
} as const;

/** Error codes of authoring, for the web to tell apart. */
export const AUTHORING_ERRORS = {
  /** 400: the draft has no chapters or no questions */
  draftEmpty: 'draft_empty',
  /** 400: a chapter of the draft has no questions */
  chapterWithoutQuestions: 'chapter_without_questions',
  /** 400: the draft is the same as the published version */
  draftUnchanged: 'draft_unchanged',
  /** 409: the draft was published or discarded meanwhile (by another admin), or there is none */
  noDraft: 'no_draft',
  /** 409: the published version moved on since the draft was opened */
  draftStale: 'draft_stale',
  /** 409: the draft changed since the admin reviewed it (another admin edited it) */
  draftChanged: 'draft_changed',
} as const satisfies Record<string, PublishRefusalCode>;

/** Data-layer failures of authoring: 500 `data_layer_error` with these messages (as ADMIN_FAILURES). */
export const AUTHORING_FAILURES = {
  fetchVersions: 'Failed to fetch questionnaire versions',
  openDraft: 'Failed to open a draft',
  discardDraft: 'Failed to discard the draft',
  diffDraft: 'Failed to compare the draft',
  previewResult: 'Failed to preview the result',
  publishDraft: 'Failed to publish the draft',
  createChapter: 'Failed to create chapter',
  deleteChapter: 'Failed to delete chapter',
  reorderChapters: 'Failed to update chapter positions',
} as const;

export const versionListSchema = z.object({
  versions: z.array(
    versionInfoSchema.extend({
      /** sessions started on this version, and those completed */
      sessions: z.number().int(),
      completed: z.number().int(),
    }),
  ),
});
export type VersionList = z.infer<typeof versionListSchema>;

export const versionParamsSchema = z.object({ version: z.coerce.number().int().min(1) });

/** POST draft: the draft, opened if there was none (200 either way), as the editor reads it. */
export const draftSchema = adminQuestionnaireSchema;

/** DELETE draft: `{ confirm: true }` so that a stray request discards nothing. */
export const discardDraftBodySchema = z.object({ confirm: z.literal(true) });
export const discardedSchema = z.object({ discarded: z.literal(true), version: z.number().int() });

/** Publishing names the draft and the revision the admin reviewed (its diff and preview). */
export const publishBodySchema = z.object({ draftId: z.uuid(), revision: z.number().int().min(0) });
export type PublishBody = z.infer<typeof publishBodySchema>;
export const publishedSchema = z.object({ version: versionInfoSchema });

export const previewResultBodySchema = z.object({
  /** question id → 1..5 or 'not-applicable'; questions of the draft only */
  answers: z.record(z.uuid(), founderAnswerSchema),
});
export const previewResultSchema = resultViewSchema;

export const chapterCreateBodySchema = z.object({
  area: areaSchema,
  title: z.string().max(5000),
  description: z.string().max(5000).nullable().optional(),
});
export type ChapterCreateBody = z.infer<typeof chapterCreateBodySchema>;
/** Every chapter id of the draft, each once, in the new order (409 `order_mismatch` otherwise). */
export const chapterOrderBodySchema = z.object({ chapterIds: z.array(z.uuid()).min(1).max(100) });
export const createdChapterSchema = adminChapterSchema;
/** The draft's chapters by their new positions. */
export const draftChaptersSchema = z.object({ chapters: z.array(adminChapterSchema) });

// ── the diff of the draft against the published version ──────────────────────────────────────────

const change = z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() });

export const questionDiffSchema = z.object({
  questionId: z.uuid(),
  status: z.enum(['added', 'removed', 'changed', 'unchanged']),
  /**
   * what changed, for 'changed': reworded (text), labels, insights, reordered (its place among the
   * chapter's questions kept in both versions), moved (to another chapter)
   */
  changes: z.array(z.enum(QUESTION_CHANGE_KINDS)),
  /** for a moved question: the chapter it was in */
  movedFrom: z.uuid().nullable(),
  positionBefore: z.number().int().nullable(),
  positionAfter: z.number().int().nullable(),
  textBefore: z.string().nullable(),
  textAfter: z.string().nullable(),
  fields: z.array(change),
});
export type QuestionDiff = z.infer<typeof questionDiffSchema>;

export const chapterDiffSchema = z.object({
  chapterId: z.uuid(),
  title: z.string(),
  area: areaSchema,
  /** 'changed': its fields, its place among the chapters, or any of its questions changed */
  status: z.enum(['added', 'removed', 'changed', 'unchanged']),
  positionBefore: z.number().int().nullable(),
  positionAfter: z.number().int().nullable(),
  /** its place among the chapters kept in both versions changed (not merely shifted by an add or remove) */
  reordered: z.boolean(),
  /** chapter fields (title, intro, outro, …) and custom content (`core_strength.zone_of_genius`, …) */
  fields: z.array(change),
  /** the chapter's questions in the draft by position, then the ones removed from it */
  questions: z.array(questionDiffSchema),
});
export type ChapterDiff = z.infer<typeof chapterDiffSchema>;

export const questionnaireDiffSchema = z.object({
  from: versionInfoSchema,
  to: versionInfoSchema,
  /** false when the draft is the same as the published version */
  changed: z.boolean(),
  /** the draft's chapters by position, then the removed ones */
  chapters: z.array(chapterDiffSchema),
});
export type QuestionnaireDiff = z.infer<typeof questionnaireDiffSchema>;

/** A version as the admin reads it (chapters, questions with insights); the same shape as the editor's. */
export const adminVersionSchema = adminQuestionnaireSchema;
