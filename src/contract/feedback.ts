import { z } from 'zod';
import { answerValueSchema } from '../domain/answers';
import {
  feedbackCommentSchema,
  feedbackInviteSchema,
  feedbackLinkSchema,
  raterRelationshipSchema,
} from '../domain/feedback-rules';

/**
 * Rater feedback ('How Others See You'). The founder's routes need a session and answer only for the
 * founder's own rounds (404 `not_found` otherwise, indistinguishable from a missing id). The rater's
 * routes need only the link token. No route returns a rater's answer, a submission, a comment's author
 * or time, or whether one invite was answered: the founder gets the domain's aggregates and counts.
 */
export const feedbackPaths = {
  rounds: '/api/me/feedback/rounds',
  round: '/api/me/feedback/rounds/:roundId',
  closeRound: '/api/me/feedback/rounds/:roundId/close',
  invites: '/api/me/feedback/rounds/:roundId/invites',
  links: '/api/me/feedback/rounds/:roundId/links',
  revokeInvite: '/api/me/feedback/invites/:inviteId/revoke',
  remindInvite: '/api/me/feedback/invites/:inviteId/remind',
  rater: '/api/feedback/:token',
  raterAnswer: '/api/feedback/:token/answers/:questionId',
  raterSubmit: '/api/feedback/:token/submit',
  raterRestart: '/api/feedback/:token/restart',
  adminRounds: '/api/admin/feedback/rounds',
} as const;

/** The rater's page in the web app; the token is the path's last part. */
export const RATER_PAGE_PATH = '/feedback/:token';
export function raterPagePath(token: string): string {
  return `/feedback/${encodeURIComponent(token)}`;
}

const isoDate = z.iso.datetime({ offset: true });
const uuid = z.uuid();

/** A link token: 32 random bytes, base64url (43 characters). Anything else is refused before a lookup. */
export const raterTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const roundParamsSchema = z.object({ roundId: uuid });
export const inviteParamsSchema = z.object({ inviteId: uuid });
export const raterParamsSchema = z.object({ token: raterTokenSchema });
export const raterAnswerParamsSchema = z.object({ token: raterTokenSchema, questionId: uuid });

// ── The founder's side ────────────────────────────────────────────────────────────────────────────

export const founderInviteStateSchema = z.enum(['active', 'revoked', 'expired', 'closed']);

/**
 * An invite as the founder's list shows it. Deliberately no answered state: the list must not tell
 * the founder who answered. `email` is null for a copied personal link and once the round is closed.
 */
export const founderInviteSchema = z.object({
  id: uuid,
  relationship: raterRelationshipSchema,
  email: z.string().nullable(),
  sentAt: isoDate,
  expiresAt: isoDate,
  state: founderInviteStateSchema,
  remindedAt: isoDate.nullable(),
  canRemind: z.boolean(),
});
export type FounderInvite = z.infer<typeof founderInviteSchema>;

const othersFigureSchema = z.object({
  mean: z.number(),
  spread: z.number(),
  raterCount: z.number().int(),
});
const groupFigureSchema = z.object({ relationship: raterRelationshipSchema, others: othersFigureSchema });
const feedbackCountsSchema = z.object({
  invited: z.number().int(),
  answered: z.number().int(),
  groups: z.array(
    z.object({
      relationship: raterRelationshipSchema,
      invited: z.number().int(),
      answered: z.number().int(),
    }),
  ),
});
export const questionComparisonSchema = z.object({
  questionId: z.string(),
  chapterId: z.string(),
  chapterTitle: z.string(),
  position: z.number().int(),
  text: z.string().nullable(),
  self: answerValueSchema.nullable(),
  others: z.object({ mean: z.number(), ratingCount: z.number().int() }),
  gap: z.number().nullable(),
  /** the relationships the statement is asked of, null when every rater is */
  askedOf: z.array(raterRelationshipSchema).nullable(),
});

/** `computeFeedbackReport`'s output as JSON: counts only while waiting, aggregates once ready. */
export const feedbackReportSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('waiting'), counts: feedbackCountsSchema, needed: z.number().int() }),
  z.object({
    status: z.literal('ready'),
    counts: feedbackCountsSchema,
    overall: z.object({
      self: z.number().nullable(),
      others: othersFigureSchema,
      gap: z.number().nullable(),
      groups: z.array(groupFigureSchema),
    }),
    chapters: z.array(
      z.object({
        chapterId: z.string(),
        title: z.string(),
        area: z.enum(['inner', 'outer']),
        position: z.number().int(),
        self: z.number().nullable(),
        others: othersFigureSchema.nullable(),
        gap: z.number().nullable(),
        groups: z.array(groupFigureSchema),
        statementCount: z.number().int(),
        questionCount: z.number().int(),
      }),
    ),
    questions: z.array(questionComparisonSchema),
    blindSpots: z.array(questionComparisonSchema),
    hiddenStrengths: z.array(questionComparisonSchema),
    comments: z.array(z.string()),
  }),
]);
export type FeedbackReportView = z.infer<typeof feedbackReportSchema>;

/** `howOthersSeeYouSection`'s output: from the raters, or the canned text, said to be that. */
export const howOthersSeeYouSchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal('raters'), text: z.string(), raterCount: z.number().int() }),
  z.object({
    source: z.literal('canned'),
    text: z.string(),
    answered: z.number().int().nullable(),
    needed: z.number().int().nullable(),
  }),
]);
export type HowOthersSeeYouView = z.infer<typeof howOthersSeeYouSchema>;

/** A round in the founder's list. */
export const roundSummarySchema = z.object({
  id: uuid,
  /** the completed assessment (session id) the round was opened from */
  resultId: uuid,
  resultCompletedAt: isoDate,
  status: z.enum(['open', 'closed']),
  createdAt: isoDate,
  closedAt: isoDate.nullable(),
  invited: z.number().int(),
  answered: z.number().int(),
});
export type RoundSummary = z.infer<typeof roundSummarySchema>;

export const roundViewSchema = roundSummarySchema.extend({
  invites: z.array(founderInviteSchema),
  report: feedbackReportSchema,
  howOthersSeeYou: howOthersSeeYouSchema,
});
export type RoundView = z.infer<typeof roundViewSchema>;

/** GET rounds: newest first. */
export const roundListSchema = z.object({ rounds: z.array(roundSummarySchema) });

/**
 * POST rounds: opens a round on one of the founder's completed results. Opening again while that
 * result has an open round answers 200 with that round (201 for a new one).
 */
export const openRoundBodySchema = z.object({ resultId: uuid });
export const roundResponseSchema = z.object({ round: roundViewSchema });

/**
 * POST invites: sends the invite e-mail through the mailer. 400 with `validateInvite`'s message (own
 * address, already invited, 25 reached); 409 `round_closed` when the round is closed.
 */
export const inviteBodySchema = feedbackInviteSchema;
export const inviteResponseSchema = z.object({ invite: founderInviteSchema });

/** POST links: a personal link to copy. The token is in `url` and is shown this once only. */
export const linkBodySchema = feedbackLinkSchema;
export const linkResponseSchema = z.object({ invite: founderInviteSchema, url: z.string() });

/** POST close: the round, closed (addresses dropped; its links read 'closed'). Closing again is harmless. */
export const closeRoundResponseSchema = roundResponseSchema;

/** POST revoke: the invite, revoked (again: unchanged). */
export const revokeInviteResponseSchema = inviteResponseSchema;

/**
 * POST remind: the invite with `remindedAt` set. 409 `cannot_remind` when `canRemind` is false. The
 * answer is the same whether or not that rater has answered (then no e-mail goes out).
 */
export const remindInviteResponseSchema = inviteResponseSchema;

// ── The rater's side ──────────────────────────────────────────────────────────────────────────────

/** The domain's link states, and 'withdrawn' once the rater deleted their own answers. */
export const raterLinkStateSchema = z.enum([
  'open',
  'submitted',
  'revoked',
  'expired',
  'closed',
  'withdrawn',
]);

/** A statement in observer wording, with the founder's first name in it. */
export const raterStatementSchema = z.object({
  questionId: uuid,
  chapterId: uuid,
  chapterTitle: z.string(),
  text: z.string(),
  leftLabel: z.string().nullable(),
  rightLabel: z.string().nullable(),
});

/**
 * The cookie that binds a rater's answers in progress to the browser that saved the first of them
 * (HttpOnly, path the link's API path): only that browser reads and changes them, so whoever else holds
 * the link (the founder of a personal link, say) sees the statements and none of the answers.
 */
export const RATER_DRAFT_COOKIE = 'uplift.rater-draft';

/**
 * GET rater: what the link leads to. Only an open link carries the statements and the rater's own
 * saved answers (to resume, in the browser that saved them); never the founder's own answers or
 * scores. 404 `not_found` for an unknown token; 429 when rate limited.
 */
export const raterViewSchema = z.object({
  state: raterLinkStateSchema,
  /** the founder's first name, or 'this founder' */
  founderName: z.string(),
  relationship: raterRelationshipSchema,
  expiresAt: isoDate,
  statements: z.array(raterStatementSchema),
  /** question id → 1–5, or null for "I can't judge this" */
  answers: z.record(z.string(), answerValueSchema.nullable()),
  comment: z.string().nullable(),
  /** the link holds answers or a comment the rater saved or sent: theirs to delete in any state */
  hasAnswers: z.boolean(),
  /**
   * answers in progress were saved in another browser: they are not shown here, and this browser may
   * answer only after starting again (which deletes them)
   */
  startedElsewhere: z.boolean(),
});
export type RaterView = z.infer<typeof raterViewSchema>;

/**
 * PUT an answer: a rating or null ("can't judge"). 409 `link_<state>` when the link is not open, 409
 * `started_elsewhere` when its answers in progress belong to another browser. The first answer sets
 * the draft cookie.
 */
export const raterAnswerBodySchema = z.object({ value: answerValueSchema.nullable() });
export const raterAnswerResponseSchema = z.object({ saved: z.literal(true) });

/** POST submit: 400 with `validateRaterSubmission`'s message when statements are missing; 409 as PUT an answer. */
export const raterSubmitBodySchema = z.object({ comment: feedbackCommentSchema });
export const raterSubmitResponseSchema = z.object({ state: z.literal('submitted') });

/**
 * POST restart: the answers in progress (saved in another browser, or here) are deleted and the link's
 * answers now belong to this browser (the draft cookie is set). 409 `link_<state>` when not open.
 */
export const raterRestartResponseSchema = z.object({ restarted: z.literal(true) });

/** DELETE rater: the rater's answers and comment are deleted; the link then reads 'withdrawn' for good. */
export const raterDeleteResponseSchema = z.object({ deleted: z.literal(true) });

// ── The founder's data export ─────────────────────────────────────────────────────────────────────

/**
 * A round in GET /api/me/export: its invites (addresses only while the round is open) and the report
 * as released to the founder (aggregates and comments in their shown order), never a rater's answers.
 */
export const exportedRoundSchema = z.object({
  id: uuid,
  resultId: uuid,
  status: z.enum(['open', 'closed']),
  createdAt: isoDate,
  closedAt: isoDate.nullable(),
  invites: z.array(
    z.object({
      relationship: raterRelationshipSchema,
      email: z.string().nullable(),
      sentAt: isoDate,
      expiresAt: isoDate,
      state: founderInviteStateSchema,
      remindedAt: isoDate.nullable(),
    }),
  ),
  report: feedbackReportSchema,
});
export type ExportedRound = z.infer<typeof exportedRoundSchema>;

// ── The admin's side ──────────────────────────────────────────────────────────────────────────────

/** Counts only, never answers, addresses or comments. */
export const adminRoundSchema = z.object({
  id: uuid,
  founderEmail: z.string(),
  status: z.enum(['open', 'closed']),
  createdAt: isoDate,
  closedAt: isoDate.nullable(),
  invited: z.number().int(),
  answered: z.number().int(),
});
export const adminRoundListSchema = z.object({ rounds: z.array(adminRoundSchema) });
