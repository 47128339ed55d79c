import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ResultView } from '../../../contract/assessment';
import type { RaterRelationship } from '../../../domain/feedback-rules';
import { user } from './auth';

export const assessments = pgTable('assessments', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** stable key of seeded content; seeding is skipped when it exists */
  key: text('key').notNull().unique(),
  title: text('title').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A numbered version of an assessment's questionnaire. Exactly one is published (respondents get it);
 * at most one is a draft (admins edit it). Once published, a version and its chapters, questions and
 * chapter content can never change: triggers in the database refuse it (see the migration).
 */
export const questionnaireVersions = pgTable(
  'questionnaire_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    status: text('status', { enum: ['draft', 'published', 'superseded'] }).notNull(),
    /** for a draft: the published version it was opened from (publishing refuses when that moved on) */
    basedOnId: uuid('based_on_id').references((): AnyPgColumn => questionnaireVersions.id),
    /** counts a draft's edits, so that publishing publishes exactly what the admin reviewed */
    revision: integer('revision').notNull().default(0),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: text('published_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('questionnaire_versions_number_key').on(t.assessmentId, t.number),
    uniqueIndex('questionnaire_versions_one_published')
      .on(t.assessmentId)
      .where(sql`${t.status} = 'published'`),
    uniqueIndex('questionnaire_versions_one_draft').on(t.assessmentId).where(sql`${t.status} = 'draft'`),
    check('questionnaire_versions_status_check', sql`${t.status} in ('draft', 'published', 'superseded')`),
  ],
);

/** A chapter as it is in one version; its id stays the same in every version that keeps it. */
export const chapters = pgTable(
  'chapters',
  {
    versionId: uuid('version_id')
      .notNull()
      .references(() => questionnaireVersions.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    /** ties a seeded chapter to its fallback result texts in src/content; null for admin-made chapters */
    contentKey: text('content_key'),
    area: text('area', { enum: ['inner', 'outer'] }).notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    introTitle: text('intro_title'),
    introSubtitle: text('intro_subtitle'),
    introDescription: text('intro_description'),
    introQuote: text('intro_quote'),
    iconUrl: text('icon_url'),
    outroEnabled: boolean('outro_enabled').notNull().default(false),
    outroTitle: text('outro_title'),
    outroDescription: text('outro_description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'chapters_pkey', columns: [t.versionId, t.id] }),
    index('chapters_version_position_idx').on(t.versionId, t.position),
    check('chapters_area_check', sql`${t.area} in ('inner', 'outer')`),
  ],
);

/** A question as it is in one version; its id stays the same in every version that keeps it. */
export const questions = pgTable(
  'questions',
  {
    versionId: uuid('version_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    chapterId: uuid('chapter_id').notNull(),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    /** the statement as a rater reads it ('{name} asks for…'); null: no observer wording (raters skip it) */
    observerText: text('observer_text'),
    /** the scale's ends as raters read them; null: the seeded wording's own, or the generic scale */
    observerLeftLabel: text('observer_left_label'),
    observerRightLabel: text('observer_right_label'),
    leftLabel: text('left_label'),
    rightLabel: text('right_label'),
    insightLow: text('insight_low'),
    insightMedium: text('insight_medium'),
    insightHigh: text('insight_high'),
    /** the founder may answer 'Doesn't apply to me yet' (stored as a response without a value) */
    notApplicableAllowed: boolean('not_applicable_allowed').notNull().default(false),
    /** the rater relationships asked this statement; null: every rater */
    raterRelationships: text('rater_relationships').array().$type<RaterRelationship[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'questions_pkey', columns: [t.versionId, t.id] }),
    foreignKey({
      name: 'questions_chapter_fk',
      columns: [t.versionId, t.chapterId],
      foreignColumns: [chapters.versionId, chapters.id],
    }).onDelete('cascade'),
    index('questions_chapter_position_idx').on(t.versionId, t.chapterId, t.position),
  ],
);

/** Custom core-strength / uplift texts of a chapter in one version (spec 3 "Custom chapter content"). */
export const chapterContents = pgTable(
  'chapter_contents',
  {
    versionId: uuid('version_id').notNull(),
    chapterId: uuid('chapter_id').notNull(),
    pageType: text('page_type').notNull(),
    sectionType: text('section_type').notNull(),
    content: text('content').notNull(),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      name: 'chapter_contents_pkey',
      columns: [t.versionId, t.chapterId, t.pageType, t.sectionType],
    }),
    foreignKey({
      name: 'chapter_contents_chapter_fk',
      columns: [t.versionId, t.chapterId],
      foreignColumns: [chapters.versionId, chapters.id],
    }).onDelete('cascade'),
  ],
);

/** The spec's "sessions": one run through the assessment, anonymous until claimed by an account. */
export const assessmentSessions = pgTable(
  'assessment_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    /** the questionnaire version the session was started on: it is answered, scored and shown on it */
    versionId: uuid('version_id')
      .notNull()
      .references(() => questionnaireVersions.id),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id').notNull(),
    email: text('email'),
    status: text('status', { enum: ['in_progress', 'completed'] })
      .notNull()
      .default('in_progress'),
    /** sha-256 of the secret only this browser holds; the secret itself is never stored */
    secretHash: text('secret_hash').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    index('assessment_sessions_user_idx').on(t.userId, t.completedAt),
    index('assessment_sessions_visitor_idx').on(t.visitorId),
    index('assessment_sessions_started_idx').on(t.startedAt),
    index('assessment_sessions_version_started_idx').on(t.versionId, t.startedAt),
    unique('assessment_sessions_id_version_key').on(t.id, t.versionId),
  ],
);

/** An answer: always to a question of its session's own version (both foreign keys say so). */
export const responses = pgTable(
  'responses',
  {
    sessionId: uuid('session_id').notNull(),
    versionId: uuid('version_id').notNull(),
    questionId: uuid('question_id').notNull(),
    /** 1–5; null: 'Doesn't apply to me yet', allowed only where the question allows it */
    value: smallint('value'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.questionId] }),
    foreignKey({
      name: 'responses_session_fk',
      columns: [t.sessionId, t.versionId],
      foreignColumns: [assessmentSessions.id, assessmentSessions.versionId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'responses_question_fk',
      columns: [t.versionId, t.questionId],
      foreignColumns: [questions.versionId, questions.id],
    }),
    index('responses_question_idx').on(t.versionId, t.questionId),
    check('responses_value_check', sql`${t.value} is null or ${t.value} between 1 and 5`),
  ],
);

/**
 * A result as it was given: its scores, and the whole result view (texts included) of its version. A
 * trigger refuses any change but filling the insight and the snapshot once.
 */
export const results = pgTable('results', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => assessmentSessions.id, { onDelete: 'cascade' }),
  versionId: uuid('version_id')
    .notNull()
    .references(() => questionnaireVersions.id),
  overall: doublePrecision('overall').notNull(),
  innerAverage: doublePrecision('inner_average'),
  outerAverage: doublePrecision('outer_average'),
  /** map of chapter id to its average, rounded to 2 decimals */
  chapterAverages: jsonb('chapter_averages').$type<Record<string, number>>().notNull(),
  /** the overall insight written when the result was stored (rule-based, or the configured provider) */
  overallInsight: text('overall_insight'),
  /** the signed-in owner's result view at completion (what every later read shows) */
  snapshot: jsonb('snapshot').$type<ResultView>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
