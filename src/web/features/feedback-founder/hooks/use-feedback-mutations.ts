import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoundView } from '../../../../contract/feedback';
import type { RaterRelationship } from '../../../../domain/feedback-rules';
import {
  closeRound,
  createLink,
  feedbackKeys,
  openRound,
  remindInvite,
  revokeInvite,
  sendInvite,
} from '../api/feedback-api';

/** After any change to a round: its view and the list (counts, status) are read again. */
function useRefreshRound(roundId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: feedbackKeys.round(roundId) }),
      client.invalidateQueries({ queryKey: feedbackKeys.rounds }),
    ]);
}

export function useOpenRound() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['feedback-open-round'],
    mutationFn: (resultId: string) => openRound(resultId),
    onSuccess: async (round: RoundView) => {
      client.setQueryData(feedbackKeys.round(round.id), round);
      await client.invalidateQueries({ queryKey: feedbackKeys.rounds });
    },
  });
}

export function useSendInvite(roundId: string) {
  const refresh = useRefreshRound(roundId);
  return useMutation({
    mutationKey: ['feedback-invite'],
    mutationFn: (body: { email: string; relationship: RaterRelationship }) => sendInvite(roundId, body),
    onSuccess: refresh,
  });
}

export function useCreateLink(roundId: string) {
  const refresh = useRefreshRound(roundId);
  return useMutation({
    mutationKey: ['feedback-link'],
    mutationFn: (relationship: RaterRelationship) => createLink(roundId, relationship),
    onSuccess: refresh,
  });
}

export function useRevokeInvite(roundId: string) {
  const refresh = useRefreshRound(roundId);
  return useMutation({
    mutationKey: ['feedback-revoke'],
    mutationFn: (inviteId: string) => revokeInvite(inviteId),
    onSuccess: refresh,
  });
}

export function useRemindInvite(roundId: string) {
  const refresh = useRefreshRound(roundId);
  return useMutation({
    mutationKey: ['feedback-remind'],
    mutationFn: (inviteId: string) => remindInvite(inviteId),
    onSuccess: refresh,
  });
}

export function useCloseRound(roundId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['feedback-close'],
    mutationFn: () => closeRound(roundId),
    onSuccess: async (round: RoundView) => {
      client.setQueryData(feedbackKeys.round(round.id), round);
      await client.invalidateQueries({ queryKey: feedbackKeys.rounds });
    },
  });
}
