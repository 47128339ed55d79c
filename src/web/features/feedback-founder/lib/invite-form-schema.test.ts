import { describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES } from '../../../../domain/feedback-rules';
import { inviteFormSchema, linkFormSchema } from './invite-form-schema';

const messages = (input: unknown) =>
  inviteFormSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('the invite form', () => {
  it("says what is missing in the domain's words, at each field", () => {
    expect(messages({ email: '  ', relationship: '' })).toEqual([
      ['email', FEEDBACK_MESSAGES.emailRequired],
      ['relationship', FEEDBACK_MESSAGES.relationshipRequired],
    ]);
    expect(messages({ email: 'not-an-address', relationship: 'co-founder' })).toEqual([
      ['email', FEEDBACK_MESSAGES.emailInvalid],
    ]);
  });

  it('sends the address as invites are compared: trimmed and lower-cased', () => {
    expect(inviteFormSchema.parse({ email: ' Sam@Example.COM ', relationship: 'investor-or-board' })).toEqual(
      {
        email: 'sam@example.com',
        relationship: 'investor-or-board',
      },
    );
  });

  it('a personal link needs only the relationship', () => {
    expect(linkFormSchema.safeParse({ relationship: '' }).error?.issues[0]?.message).toBe(
      FEEDBACK_MESSAGES.relationshipRequired,
    );
    expect(linkFormSchema.parse({ relationship: 'mentor-or-peer' })).toEqual({
      relationship: 'mentor-or-peer',
    });
  });
});
