import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { RATER_RELATIONSHIPS } from '../../../domain/feedback-rules';
import { assessmentSessions, questionnaireVersions, questions, results } from './assessment';
import { user } from './auth';

const relationships = sql.raw(RATER_RELATIONSHIPS.map((r) => `'${r}'`).join(', '));

/**
 * A founder's feedback round on one of their completed results: raters answer that result's version.
 * At most one open round per result; deleting the founder or the result deletes the round and, through
 * the cascades below, every invite, submission and rater answer in it.
 */
export const feedbackRounds = pgTable(
  'feedback_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** the completed assessment session (its result) the round was opened from */
    resultId: uuid('result_id')
      .notNull()
      .references(() => results.sessionId, { onDelete: 'cascade' }),
    versionId: uuid('version_id')
      .notNull()
      .references(() => questionnaireVersions.id),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    // the version is the result's own (the session's), never another one
    foreignKey({
      name: 'feedback_rounds_session_fk',
      columns: [t.resultId, t.versionId],
      foreignColumns: [assessmentSessions.id, assessmentSessions.versionId],
    }).onDelete('cascade'),
    uniqueIndex('feedback_rounds_one_open').on(t.resultId).where(sql`${t.status} = 'open'`),
    index('feedback_rounds_user_idx').on(t.userId, t.createdAt),
    check('feedback_rounds_status_check', sql`${t.status} in ('open', 'closed')`),
    check('feedback_rounds_closed_check', sql`(${t.status} = 'closed') = (${t.closedAt} is not null)`),
  ],
);

/**
 * One rater's link. The token itself is never stored (only its SHA-256); the address only while the
 * round is open, its keyed hash for good, so one address is invited at most once per round.
 */
export const feedbackInvites = pgTable(
  'feedback_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => feedbackRounds.id, { onDelete: 'cascade' }),
    relationship: text('relationship', { enum: RATER_RELATIONSHIPS }).notNull(),
    tokenHash: text('token_hash').notNull().unique('feedback_invites_token_hash_key'),
    /** null for a personal link, and for every invite once the round is closed */
    email: text('email'),
    /** HMAC-SHA-256 of the normalised address with the auth secret; null for a personal link */
    emailHash: text('email_hash'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** the rater deleted their own answers; the link stays 'withdrawn' */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    unique('feedback_invites_round_email_key').on(t.roundId, t.emailHash),
    index('feedback_invites_round_idx').on(t.roundId, t.sentAt),
    check('feedback_invites_relationship_check', sql`${t.relationship} in (${relationships})`),
  ],
);

/** A rater's answers in progress (submitted_at null) or sent; one per invite. */
export const raterSubmissions = pgTable(
  'rater_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    inviteId: uuid('invite_id')
      .notNull()
      .unique('rater_submissions_invite_key')
      .references(() => feedbackInvites.id, { onDelete: 'cascade' }),
    relationship: text('relationship', { enum: RATER_RELATIONSHIPS }).notNull(),
    comment: text('comment'),
    /**
     * SHA-256 of the key in the cookie of the browser that saved the first answer: answers in progress are
     * shown and changed there only (whoever else holds the link, the founder of a personal link included).
     * Null for answers saved before keys existed: the next browser that writes takes them.
     */
    draftKeyHash: text('draft_key_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [check('rater_submissions_relationship_check', sql`${t.relationship} in (${relationships})`)],
);

/** A rater's rating of one statement: 1–5, or null for "I can't judge this". */
export const raterAnswers = pgTable(
  'rater_answers',
  {
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => raterSubmissions.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id').notNull(),
    questionId: uuid('question_id').notNull(),
    value: smallint('value'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'rater_answers_pkey', columns: [t.submissionId, t.questionId] }),
    foreignKey({
      name: 'rater_answers_question_fk',
      columns: [t.versionId, t.questionId],
      foreignColumns: [questions.versionId, questions.id],
    }),
    check('rater_answers_value_check', sql`${t.value} is null or ${t.value} between 1 and 5`),
  ],
);
