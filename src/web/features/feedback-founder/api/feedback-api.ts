import { queryOptions } from '@tanstack/react-query';
import {
  closeRoundResponseSchema,
  feedbackPaths,
  inviteResponseSchema,
  linkResponseSchema,
  remindInviteResponseSchema,
  revokeInviteResponseSchema,
  roundListSchema,
  roundResponseSchema,
} from '../../../../contract/feedback';
import type { RaterRelationship } from '../../../../domain/feedback-rules';
import { apiPath, apiRequest } from '../../../lib/api-client';

/** Under 'account': the founder's own data, dropped at sign-out and deletion with the rest of it. */
export const feedbackKeys = {
  all: ['account', 'feedback'] as const,
  rounds: ['account', 'feedback', 'rounds'] as const,
  round: (roundId: string) => ['account', 'feedback', 'round', roundId] as const,
};

/** GET rounds: the founder's rounds, newest first. */
export const roundsQuery = () =>
  queryOptions({
    queryKey: feedbackKeys.rounds,
    queryFn: ({ signal }) => apiRequest(feedbackPaths.rounds, { schema: roundListSchema, signal }),
  });

/** GET round: invites, counts and the report (aggregates only) of one round. */
export const roundQuery = (roundId: string) =>
  queryOptions({
    queryKey: feedbackKeys.round(roundId),
    queryFn: async ({ signal }) =>
      (await apiRequest(apiPath(feedbackPaths.round, { roundId }), { schema: roundResponseSchema, signal }))
        .round,
  });

/** POST rounds: opens a round on a completed result (or answers the open one it already has). */
export async function openRound(resultId: string) {
  return (
    await apiRequest(feedbackPaths.rounds, {
      method: 'POST',
      body: { resultId },
      schema: roundResponseSchema,
    })
  ).round;
}

/** POST close: open links stop working; the round as it is now. */
export async function closeRound(roundId: string) {
  return (
    await apiRequest(apiPath(feedbackPaths.closeRound, { roundId }), {
      method: 'POST',
      schema: closeRoundResponseSchema,
    })
  ).round;
}

/** POST invites: the server sends the e-mail; 400 carries the rule the invite breaks. */
export async function sendInvite(roundId: string, body: { email: string; relationship: RaterRelationship }) {
  return (
    await apiRequest(apiPath(feedbackPaths.invites, { roundId }), {
      method: 'POST',
      body,
      schema: inviteResponseSchema,
    })
  ).invite;
}

/** POST links: a personal link; its url (with the token) is answered this once. */
export function createLink(roundId: string, relationship: RaterRelationship) {
  return apiRequest(apiPath(feedbackPaths.links, { roundId }), {
    method: 'POST',
    body: { relationship },
    schema: linkResponseSchema,
  });
}

export async function revokeInvite(inviteId: string) {
  return (
    await apiRequest(apiPath(feedbackPaths.revokeInvite, { inviteId }), {
      method: 'POST',
      schema: revokeInviteResponseSchema,
    })
  ).invite;
}

/** POST remind: once per invite (409 `cannot_remind` after that). */
export async function remindInvite(inviteId: string) {
  return (
    await apiRequest(apiPath(feedbackPaths.remindInvite, { inviteId }), {
      method: 'POST',
      schema: remindInviteResponseSchema,
    })
  ).invite;
}
