import { describe, expect, it } from 'vitest';
import {
  BLIND_SPOT_GAP,
  COMMENT_MAX_LENGTH,
  canRemind,
  FEEDBACK_MESSAGES,
  feedbackCommentSchema,
  feedbackInviteSchema,
  founderInviteState,
  INVITE_TTL_DAYS,
  inviteExpiresAt,
  isAskedOf,
  isRaterRelationship,
  MAX_INVITES_PER_ROUND,
  MIN_RATERS_FOR_OTHERS,
  MIN_RATERS_PER_GROUP,
  MIN_RATINGS_PER_QUESTION,
  normaliseComment,
  normaliseRaterAnswers,
  RATER_RELATIONSHIPS,
  raterAnswersSchema,
  raterDraftAccess,
  raterLinkState,
  raterRelationshipsOf,
  ratingsOf,
  validateComment,
  validateInvite,
  validateRaterSubmission,
} from './feedback-rules';

const DAY = 24 * 60 * 60 * 1000;

describe('feedback constants', () => {
  it('are the issue’s thresholds', () => {
    expect(MIN_RATERS_FOR_OTHERS).toBe(3);
    expect(MIN_RATERS_PER_GROUP).toBe(3);
    expect(MIN_RATINGS_PER_QUESTION).toBe(3);
    expect(BLIND_SPOT_GAP).toBe(1);
    expect(INVITE_TTL_DAYS).toBe(30);
    expect(MAX_INVITES_PER_ROUND).toBe(25);
    expect(COMMENT_MAX_LENGTH).toBe(1000);
    expect(RATER_RELATIONSHIPS).toEqual([
      'co-founder',
      'team-member',
      'investor-or-board',
      'mentor-or-peer',
      'other',
    ]);
  });

  it('knows a relationship id', () => {
    expect(isRaterRelationship('investor-or-board')).toBe(true);
    expect(isRaterRelationship('investor')).toBe(false);
    expect(isRaterRelationship(undefined)).toBe(false);
  });
});

describe('validateInvite', () => {
  const context = { founderEmail: 'Sam@Founder.io', invitedEmails: ['ann@team.io'], inviteCount: 1 };

  it('accepts a new address with a relationship', () => {
    expect(validateInvite({ email: ' bob@team.io ', relationship: 'team-member' }, context)).toBeNull();
  });

  it('names the first rule broken, in order', () => {
    expect(validateInvite({ email: '  ', relationship: 'other' }, context)).toBe(
      FEEDBACK_MESSAGES.emailRequired,
    );
    expect(validateInvite({ email: 'bob@team', relationship: 'other' }, context)).toBe(
      FEEDBACK_MESSAGES.emailInvalid,
    );
    expect(validateInvite({ email: 'bob@team.io', relationship: 'friend' }, context)).toBe(
      FEEDBACK_MESSAGES.relationshipRequired,
    );
    expect(validateInvite({ email: 'bob@team.io' }, context)).toBe(FEEDBACK_MESSAGES.relationshipRequired);
    expect(validateInvite({ email: 'sam@founder.IO', relationship: 'other' }, context)).toBe(
      FEEDBACK_MESSAGES.ownEmail,
    );
  });

  it('sends to an address once per round, whatever its case', () => {
    expect(validateInvite({ email: 'ANN@team.io', relationship: 'co-founder' }, context)).toBe(
      FEEDBACK_MESSAGES.alreadyInvited,
    );
  });

  it(`holds a round to ${MAX_INVITES_PER_ROUND} invites`, () => {
    const full = { invitedEmails: [], inviteCount: MAX_INVITES_PER_ROUND };
    expect(validateInvite({ email: 'x@y.io', relationship: 'other' }, full)).toBe(
      FEEDBACK_MESSAGES.tooManyInvites,
    );
    expect(
      validateInvite({ email: 'x@y.io', relationship: 'other' }, { ...full, inviteCount: 24 }),
    ).toBeNull();
  });

  it('parses a request body to a normalised address', () => {
    expect(feedbackInviteSchema.parse({ email: ' Bob@Team.IO ', relationship: 'mentor-or-peer' })).toEqual({
      email: 'bob@team.io',
      relationship: 'mentor-or-peer',
    });
    expect(feedbackInviteSchema.safeParse({ email: 'nope', relationship: 'other' }).success).toBe(false);
    expect(feedbackInviteSchema.safeParse({ email: 'a@b.io', relationship: 'boss' }).success).toBe(false);
  });
});

describe('comments', () => {
  it('are optional: blank means none', () => {
    expect(normaliseComment('  ')).toBeNull();
    expect(normaliseComment(undefined)).toBeNull();
    expect(normaliseComment(' Clear and kind. ')).toBe('Clear and kind.');
    expect(feedbackCommentSchema.parse('   ')).toBeNull();
    expect(feedbackCommentSchema.parse(null)).toBeNull();
  });

  it(`allow ${COMMENT_MAX_LENGTH} characters after trimming`, () => {
    expect(validateComment(`  ${'a'.repeat(COMMENT_MAX_LENGTH)}  `)).toBeNull();
    expect(validateComment('a'.repeat(COMMENT_MAX_LENGTH + 1))).toBe(FEEDBACK_MESSAGES.commentTooLong);
    expect(feedbackCommentSchema.safeParse('a'.repeat(COMMENT_MAX_LENGTH + 1)).success).toBe(false);
  });
});

describe('rater answers', () => {
  it('keep ratings and "can’t judge", drop the rest', () => {
    expect(normaliseRaterAnswers({ q1: 4, q2: null, q3: '5', q4: 7, q5: 'x', '': 3 })).toEqual({
      q1: 4,
      q2: null,
      q3: 5,
    });
    expect(normaliseRaterAnswers('nope')).toEqual({});
    expect(ratingsOf({ q1: 4, q2: null })).toEqual({ q1: 4 });
  });

  it('parse from a request with null for "can’t judge"', () => {
    expect(raterAnswersSchema.parse({ q1: 2, q2: null })).toEqual({ q1: 2, q2: null });
    expect(raterAnswersSchema.safeParse({ q1: 6 }).success).toBe(false);
  });

  it('are sent only with every statement addressed and one rated', () => {
    const ids = ['q1', 'q2'];
    expect(validateRaterSubmission({ q1: 3, q2: null }, ids)).toBeNull();
    expect(validateRaterSubmission({ q1: 3 }, ids)).toBe(FEEDBACK_MESSAGES.answerEveryStatement);
    expect(validateRaterSubmission({ q1: null, q2: null }, ids)).toBe(FEEDBACK_MESSAGES.rateAtLeastOne);
    expect(validateRaterSubmission({ q1: 3, q2: 4 }, ids, 'x'.repeat(COMMENT_MAX_LENGTH + 1))).toBe(
      FEEDBACK_MESSAGES.commentTooLong,
    );
  });
});

describe('invite links', () => {
  const sentAt = new Date('2025-03-01T10:00:00Z');
  const at = (days: number) => new Date(sentAt.getTime() + days * DAY);

  it(`expire ${INVITE_TTL_DAYS} days after sending`, () => {
    expect(inviteExpiresAt(sentAt)).toEqual(new Date('2025-03-31T10:00:00Z'));
    expect(raterLinkState({ sentAt }, at(29.99))).toBe('open');
    expect(raterLinkState({ sentAt }, at(30))).toBe('expired');
  });

  it('say revoked before anything else, then expired, closed, answered', () => {
    const everything = { sentAt, revokedAt: at(1), roundClosedAt: at(2), submittedAt: at(1) };
    expect(raterLinkState(everything, at(40))).toBe('revoked');
    expect(raterLinkState({ ...everything, revokedAt: null }, at(40))).toBe('expired');
    expect(raterLinkState({ ...everything, revokedAt: null }, at(5))).toBe('closed');
    expect(raterLinkState({ sentAt, submittedAt: at(1) }, at(5))).toBe('submitted');
  });

  it('look the same to the founder whether or not the rater answered', () => {
    // founderInviteState takes no answer time: an answered invite and an open one read alike.
    const answered = { sentAt, submittedAt: at(1) };
    expect(founderInviteState(answered, at(2))).toBe(founderInviteState({ sentAt }, at(2)));
    expect(founderInviteState({ sentAt, revokedAt: at(1) }, at(2))).toBe('revoked');
    expect(founderInviteState({ sentAt }, at(31))).toBe('expired');
    expect(founderInviteState({ sentAt, roundClosedAt: at(3) }, at(4))).toBe('closed');
  });

  it('can be reminded once, while active', () => {
    expect(canRemind({ sentAt, remindedCount: 0 }, at(5))).toBe(true);
    expect(canRemind({ sentAt, remindedCount: 1 }, at(5))).toBe(false);
    expect(canRemind({ sentAt, remindedCount: 0, revokedAt: at(1) }, at(5))).toBe(false);
    expect(canRemind({ sentAt, remindedCount: 0 }, at(31))).toBe(false);
  });
});

describe('raterDraftAccess', () => {
  it('leaves answers bound to no browser free for the next one that writes', () => {
    expect(raterDraftAccess(null, null)).toBe('free');
    expect(raterDraftAccess(undefined, 'a'.repeat(64))).toBe('free');
  });

  it('gives bound answers to the browser with their key only', () => {
    const key = 'a'.repeat(64);
    expect(raterDraftAccess(key, key)).toBe('mine');
    expect(raterDraftAccess(key, 'b'.repeat(64))).toBe('elsewhere');
    expect(raterDraftAccess(key, null)).toBe('elsewhere');
  });
});

describe('the relationships a statement is asked of', () => {
  it('stores each named relationship once, in the list order', () => {
    expect(raterRelationshipsOf(['team-member', 'co-founder', 'team-member'])).toEqual([
      'co-founder',
      'team-member',
    ]);
  });

  it('stores none or all as null: every rater is asked', () => {
    expect(raterRelationshipsOf([])).toBeNull();
    expect(raterRelationshipsOf(null)).toBeNull();
    expect(raterRelationshipsOf(undefined)).toBeNull();
    expect(raterRelationshipsOf([...RATER_RELATIONSHIPS].reverse())).toBeNull();
  });

  it('asks a rater only the statements of their relationship', () => {
    const boardOnly = { raterRelationships: ['investor-or-board' as const] };
    expect(isAskedOf(boardOnly, 'investor-or-board')).toBe(true);
    expect(isAskedOf(boardOnly, 'team-member')).toBe(false);
    for (const relationship of RATER_RELATIONSHIPS)
      expect(isAskedOf({ raterRelationships: null }, relationship)).toBe(true);
  });
});
