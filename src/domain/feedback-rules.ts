import { z } from 'zod';
import { type AnswerValue, answerValueSchema, normaliseAnswerValue } from './answers';
import { emailSchema, isValidEmail } from './auth-rules';
import { INPUT_MAX_LENGTH } from './constants';
import { INVALID_EMAIL_MESSAGE } from './messages';

/**
 * The rules of rater feedback ('How Others See You'): thresholds that keep raters anonymous, invite
 * limits and the validation of invites and rater answers. Labels and other UI copy live in
 * src/content/feedback-copy.ts.
 */

/** Others' scores appear only once this many raters have answered; below it, counts only. */
export const MIN_RATERS_FOR_OTHERS = 3;
/** A relationship group is shown on its own only with this many raters; otherwise it counts in 'all others'. */
export const MIN_RATERS_PER_GROUP = 3;
/**
 * A question's others' mean needs this many ratings: raters may answer "I can't judge this", and a mean
 * of one or two ratings would show those raters' own values.
 */
export const MIN_RATINGS_PER_QUESTION = 3;
/** A blind spot: self at least this far above others; a hidden strength: at least this far below. */
export const BLIND_SPOT_GAP = 1.0;

export const INVITE_TTL_DAYS = 30;
export const INVITE_TTL_MS = INVITE_TTL_DAYS * 24 * 60 * 60 * 1000;
/**
 * Invites one round may hold. A founder's circle of co-founders, team, investors and mentors fits well
 * within it (360 tools suggest 8–15 raters), while it caps how much mail one account can make us send.
 */
export const MAX_INVITES_PER_ROUND = 25;
/** The one reminder per invite a founder can trigger. */
export const MAX_REMINDERS_PER_INVITE = 1;
/** A rater's optional comment: the product's input maximum. */
export const COMMENT_MAX_LENGTH = INPUT_MAX_LENGTH;

/** How a rater knows the founder (the list); the labels are in src/content/feedback-copy.ts. */
export const RATER_RELATIONSHIPS = [
  'co-founder',
  'team-member',
  'investor-or-board',
  'mentor-or-peer',
  'other',
] as const;
export type RaterRelationship = (typeof RATER_RELATIONSHIPS)[number];
export const raterRelationshipSchema = z.enum(RATER_RELATIONSHIPS);

export function isRaterRelationship(value: unknown): value is RaterRelationship {
  return typeof value === 'string' && (RATER_RELATIONSHIPS as readonly string[]).includes(value);
}

/**
 * The relationships a statement is asked of, as stored: each once, in the list's order; null (every
 * rater) when none or all are named.
 */
export function raterRelationshipsOf(
  named: readonly RaterRelationship[] | null | undefined,
): RaterRelationship[] | null {
  const chosen = RATER_RELATIONSHIPS.filter((relationship) => named?.includes(relationship));
  return chosen.length === 0 || chosen.length === RATER_RELATIONSHIPS.length ? null : chosen;
}

/** Whether a rater of this relationship is asked the statement (null: every rater is). */
export function isAskedOf(
  statement: { raterRelationships: readonly RaterRelationship[] | null },
  relationship: RaterRelationship,
): boolean {
  return statement.raterRelationships === null || statement.raterRelationships.includes(relationship);
}

/** Validation texts of the feedback flows; none is fixed by the spec, so all are ours. */
export const FEEDBACK_MESSAGES = {
  emailRequired: "Please enter the person's email address.",
  emailInvalid: INVALID_EMAIL_MESSAGE,
  ownEmail: 'Invite the people who work with you: your own address cannot rate you.',
  alreadyInvited: 'This address is already invited in this round.',
  relationshipRequired: 'Please choose how this person knows you.',
  tooManyInvites: `A round can have at most ${MAX_INVITES_PER_ROUND} invites.`,
  commentTooLong: `Please keep your comment to ${COMMENT_MAX_LENGTH} characters or fewer.`,
  answerEveryStatement: "Please rate every statement, or choose “I can't judge this”.",
  rateAtLeastOne: 'Please rate at least one statement before you send your answers.',
} as const;

/** An address as invites are compared and hashed: trimmed and lower-cased. */
export function normaliseInviteEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface InviteForm {
  email?: string | null;
  relationship?: string | null;
}

export interface InviteContext {
  /** the founder's own address */
  founderEmail?: string | null;
  /** addresses already invited in this round, in any case */
  invitedEmails: readonly string[];
  /** invites the round holds, revoked ones included (they were sent) */
  inviteCount: number;
}

/**
 * The first rule an invite breaks, as a message, or null when it may be sent: an e-mail is sent at most
 * once per address per round, never to the founder, and a round holds at most 25 invites.
 */
export function validateInvite(form: InviteForm, context: InviteContext): string | null {
  const email = (form.email ?? '').trim();
  if (email === '') return FEEDBACK_MESSAGES.emailRequired;
  if (!isValidEmail(email)) return FEEDBACK_MESSAGES.emailInvalid;
  if (!isRaterRelationship(form.relationship)) return FEEDBACK_MESSAGES.relationshipRequired;
  const normalised = normaliseInviteEmail(email);
  if (context.founderEmail && normaliseInviteEmail(context.founderEmail) === normalised) {
    return FEEDBACK_MESSAGES.ownEmail;
  }
  if (context.invitedEmails.some((invited) => normaliseInviteEmail(invited) === normalised)) {
    return FEEDBACK_MESSAGES.alreadyInvited;
  }
  if (context.inviteCount >= MAX_INVITES_PER_ROUND) return FEEDBACK_MESSAGES.tooManyInvites;
  return null;
}

/** An invite request body; the round-level rules (duplicates, count) are `validateInvite`'s. */
export const feedbackInviteSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, FEEDBACK_MESSAGES.emailRequired)
    .pipe(emailSchema)
    .transform(normaliseInviteEmail),
  relationship: raterRelationshipSchema,
});
export type FeedbackInvite = z.output<typeof feedbackInviteSchema>;

/** A personal link the founder copies and sends themself: only the relationship is needed. */
export const feedbackLinkSchema = z.object({ relationship: raterRelationshipSchema });

/** A rater's comment as stored: trimmed, empty → null. */
export function normaliseComment(comment: string | null | undefined): string | null {
  const text = (comment ?? '').trim();
  return text === '' ? null : text;
}

export function validateComment(comment: string | null | undefined): string | null {
  const text = normaliseComment(comment);
  return text !== null && text.length > COMMENT_MAX_LENGTH ? FEEDBACK_MESSAGES.commentTooLong : null;
}

export const feedbackCommentSchema = z
  .string()
  .trim()
  .max(COMMENT_MAX_LENGTH, FEEDBACK_MESSAGES.commentTooLong)
  .nullish()
  .transform((comment) => normaliseComment(comment));

/**
 * A rater's answers: question id → 1–5, or null for "I can't judge this". Raters see the founder only
 * from outside, and some statements (sleep, a support network) they cannot judge; a forced guess would
 * put noise into the founder's report, so not judging is an answer of its own.
 */
export type RaterAnswers = Readonly<Record<string, AnswerValue | null>>;

export const raterAnswersSchema = z.record(z.string().min(1).max(100), answerValueSchema.nullable());

/**
 * Reads a rater's stored or sent answers: valid ratings and explicit nulls ("can't judge") are kept,
 * anything else is dropped as unanswered.
 */
export function normaliseRaterAnswers(raw: unknown): Record<string, AnswerValue | null> {
  const answers: Record<string, AnswerValue | null> = {};
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return answers;
  for (const [questionId, value] of Object.entries(raw)) {
    if (questionId === '') continue;
    if (value === null) {
      answers[questionId] = null;
      continue;
    }
    const answer = normaliseAnswerValue(value);
    if (answer !== null) answers[questionId] = answer;
  }
  return answers;
}

/** Only the ratings, "can't judge" left out: what the report counts. */
export function ratingsOf(answers: unknown): Record<string, AnswerValue> {
  const ratings: Record<string, AnswerValue> = {};
  for (const [questionId, value] of Object.entries(normaliseRaterAnswers(answers))) {
    if (value !== null) ratings[questionId] = value;
  }
  return ratings;
}

/**
 * Whether a rater may send their answers: every statement rated or marked "can't judge", as the flow
 * asks one at a time, and at least one rated (a rater who judges nothing adds nothing but a count).
 */
export function validateRaterSubmission(
  answers: unknown,
  questionIds: readonly string[],
  comment?: string | null,
): string | null {
  const normalised = normaliseRaterAnswers(answers);
  if (questionIds.some((id) => !Object.hasOwn(normalised, id))) return FEEDBACK_MESSAGES.answerEveryStatement;
  if (!questionIds.some((id) => normalised[id] != null)) return FEEDBACK_MESSAGES.rateAtLeastOne;
  return validateComment(comment);
}

/** When an invite sent at `sentAt` stops working. */
export function inviteExpiresAt(sentAt: Date): Date {
  return new Date(sentAt.getTime() + INVITE_TTL_MS);
}

export interface InviteTimes {
  sentAt: Date;
  revokedAt?: Date | null;
  /** when the round the invite belongs to was closed */
  roundClosedAt?: Date | null;
}

/**
 * What a rater's link leads to. A revoked or expired link says so; a closed round and answers already
 * sent each have their own page.
 */
export type RaterLinkState = 'open' | 'submitted' | 'revoked' | 'expired' | 'closed';

export function raterLinkState(
  invite: InviteTimes & { submittedAt?: Date | null },
  now: Date,
): RaterLinkState {
  if (invite.revokedAt) return 'revoked';
  if (now.getTime() >= inviteExpiresAt(invite.sentAt).getTime()) return 'expired';
  if (invite.roundClosedAt) return 'closed';
  if (invite.submittedAt) return 'submitted';
  return 'open';
}

/**
 * Who holds a rater's answers in progress: 'free' when there are none, or none bound to a browser yet
 * (the next browser to write takes them), 'mine' when they are bound to this browser's draft key,
 * 'elsewhere' when to another's. Only 'mine' may read them, and 'free' or 'mine' write; so whoever else
 * holds the link (the founder of a personal link) never sees how a rater is answering.
 */
export type RaterDraftAccess = 'free' | 'mine' | 'elsewhere';

export function raterDraftAccess(
  boundKeyHash: string | null | undefined,
  requestKeyHash: string | null,
): RaterDraftAccess {
  if (!boundKeyHash) return 'free';
  return requestKeyHash === boundKeyHash ? 'mine' : 'elsewhere';
}

/**
 * An invite as the founder's list shows it. It takes no answer time on purpose: a status that changed
 * when a rater answered would tell the founder who answered.
 */
export type FounderInviteState = 'active' | 'revoked' | 'expired' | 'closed';

export function founderInviteState(invite: InviteTimes, now: Date): FounderInviteState {
  if (invite.revokedAt) return 'revoked';
  if (now.getTime() >= inviteExpiresAt(invite.sentAt).getTime()) return 'expired';
  if (invite.roundClosedAt) return 'closed';
  return 'active';
}

/**
 * Whether the founder may trigger the reminder: once, for an active invite. Like the list it ignores
 * whether the rater answered; the server skips the mail to a rater who did, and answers the same.
 */
export function canRemind(invite: InviteTimes & { remindedCount: number }, now: Date): boolean {
  return founderInviteState(invite, now) === 'active' && invite.remindedCount < MAX_REMINDERS_PER_INVITE;
}
