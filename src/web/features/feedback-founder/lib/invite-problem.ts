import { FEEDBACK_MESSAGES } from '../../../../domain/feedback-rules';
import { ApiError } from '../../../lib/api-error';

export type InviteField = 'email' | 'relationship';

/** Where a refused invite's message belongs: at a field, or above the form. */
export interface InviteProblem {
  field: InviteField | null;
  message: string;
}

const AT_EMAIL: readonly string[] = [
  FEEDBACK_MESSAGES.emailRequired,
  FEEDBACK_MESSAGES.emailInvalid,
  FEEDBACK_MESSAGES.ownEmail,
  FEEDBACK_MESSAGES.alreadyInvited,
];

/**
 * The server answers a refused invite with 400 and the domain's message (own address, already
 * invited, the round full), or 409 when the round was closed meanwhile. A message about the address
 * or the relationship goes to that field; the rest above the form. Null for a rate limit (its toast).
 */
export function inviteProblem(error: unknown, fallback: string): InviteProblem | null {
  if (!(error instanceof ApiError)) return { field: null, message: fallback };
  if (error.isRateLimited) return null;
  if (error.status === 400 && AT_EMAIL.includes(error.message))
    return { field: 'email', message: error.message };
  if (error.status === 400 && error.message === FEEDBACK_MESSAGES.relationshipRequired)
    return { field: 'relationship', message: error.message };
  const known = error.isClientError && error.code !== 'http_error' && error.code !== 'invalid_response';
  return { field: null, message: known && error.message ? error.message : fallback };
}
