import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { results } from './assessment';
import { user } from './auth';

/**
 * A founder's 90-day plan, made from one of their results (one plan per result). Reminders are sent
 * 30, 60 and 90 days after `started_at` through the job queue, only while `reminders_enabled`.
 */
export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    resultId: uuid('result_id')
      .notNull()
      .references(() => results.sessionId, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    remindersEnabled: boolean('reminders_enabled').notNull().default(false),
    /** sha-256 of the one-click unsubscribe token (the token itself is only in the e-mails) */
    unsubscribeTokenHash: text('unsubscribe_token_hash'),
    remindersStoppedAt: timestamp('reminders_stopped_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plans_result_key').on(t.resultId),
    index('plans_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('plans_unsubscribe_key').on(t.unsubscribeTokenHash),
  ],
);

/** One focus action of a plan (at most three), in the founder's own words. */
export const planActions = pgTable(
  'plan_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    text: text('text').notNull(),
    /** the question (of the result's version) the suggestion came from; null for the founder's own */
    questionId: uuid('question_id'),
    chapterId: uuid('chapter_id'),
    targetDate: date('target_date', { mode: 'string' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plan_actions_position_key').on(t.planId, t.position),
    check('plan_actions_position_check', sql`${t.position} between 1 and 3`),
  ],
);

/** A link to one of a founder's reports: read-only, scores only or the full report, expiring. */
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    resultId: uuid('result_id')
      .notNull()
      .references(() => results.sessionId, { onDelete: 'cascade' }),
    scope: text('scope', { enum: ['scores', 'full'] }).notNull(),
    /** sha-256 of the link's token; the token is shown to the founder and never stored */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('share_links_token_key').on(t.tokenHash),
    index('share_links_user_idx').on(t.userId, t.createdAt),
    check('share_links_scope_check', sql`${t.scope} in ('scores', 'full')`),
  ],
);
