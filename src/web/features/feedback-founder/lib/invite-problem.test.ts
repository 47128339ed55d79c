import { describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES } from '../../../../domain/feedback-rules';
import { ApiError } from '../../../lib/api-error';
import { inviteProblem } from './invite-problem';

const fallback = 'The invite could not be sent. Please try again.';

describe('inviteProblem', () => {
  it("puts the domain's address rules at the e-mail field", () => {
    for (const message of [FEEDBACK_MESSAGES.ownEmail, FEEDBACK_MESSAGES.alreadyInvited]) {
      expect(inviteProblem(new ApiError(400, 'invalid_invite', message), fallback)).toEqual({
        field: 'email',
        message,
      });
    }
  });

  it('puts a missing relationship at its select', () => {
    const error = new ApiError(400, 'invalid_invite', FEEDBACK_MESSAGES.relationshipRequired);
    expect(inviteProblem(error, fallback)).toEqual({ field: 'relationship', message: error.message });
  });

  it('a full round or a closed one is said above the form, in the server’s words', () => {
    expect(
      inviteProblem(new ApiError(400, 'invalid_invite', FEEDBACK_MESSAGES.tooManyInvites), fallback),
    ).toEqual({ field: null, message: FEEDBACK_MESSAGES.tooManyInvites });
    expect(inviteProblem(new ApiError(409, 'round_closed', 'This round is closed.'), fallback)).toEqual({
      field: null,
      message: 'This round is closed.',
    });
  });

  it('a server failure or a broken network gets the fallback; a rate limit is left to its toast', () => {
    expect(inviteProblem(new ApiError(500, 'internal', 'Something went wrong.'), fallback)?.message).toBe(
      fallback,
    );
    expect(inviteProblem(new ApiError(0, 'network_error', 'offline'), fallback)?.message).toBe(fallback);
    expect(inviteProblem(new Error('boom'), fallback)?.message).toBe(fallback);
    expect(inviteProblem(new ApiError(429, 'rate_limited', 'Too many'), fallback)).toBeNull();
  });
});
