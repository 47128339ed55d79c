import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

export const assessments = pgTable('assessments', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** stable key of seeded content; seeding is skipped when it exists */
  key: text('key').notNull().unique(),
  title: text('title').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const chapters = pgTable(
  'chapters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
    index('chapters_assessment_position_idx').on(t.assessmentId, t.position),
    check('chapters_area_check', sql`${t.area} in ('inner', 'outer')`),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    leftLabel: text('left_label'),
    rightLabel: text('right_label'),
    insightLow: text('insight_low'),
    insightMedium: text('insight_medium'),
    insightHigh: text('insight_high'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('questions_chapter_position_idx').on(t.chapterId, t.position)],
);

/** The spec's "sessions": one run through the assessment, anonymous until claimed by an account. */
export const assessmentSessions = pgTable(
  'assessment_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
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
  ],
);

export const responses = pgTable(
  'responses',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => assessmentSessions.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    value: smallint('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.questionId] }),
    index('responses_question_idx').on(t.questionId),
    check('responses_value_check', sql`${t.value} between 1 and 5`),
  ],
);

export const results = pgTable('results', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => assessmentSessions.id, { onDelete: 'cascade' }),
  overall: doublePrecision('overall').notNull(),
  innerAverage: doublePrecision('inner_average'),
  outerAverage: doublePrecision('outer_average'),
  /** map of chapter id to its average, rounded to 2 decimals */
  chapterAverages: jsonb('chapter_averages').$type<Record<string, number>>().notNull(),
  /** the overall insight written when the result was stored (rule-based, or the configured provider) */
  overallInsight: text('overall_insight'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
