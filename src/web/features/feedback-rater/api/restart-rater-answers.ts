import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedbackPaths, type RaterView, raterRestartResponseSchema } from '../../../../contract/feedback';
import { apiPath, apiRequest } from '../../../lib/api-client';
import { raterLinkQueryKey } from './get-rater-link';
import { refreshWhenLinkClosed } from './link-closed';

/**
 * POST /api/feedback/:token/restart: the answers saved in another browser are deleted and the link's
 * answers continue in this one, from the first statement.
 */
export function useRestartRaterAnswers(token: string) {
  const client = useQueryClient();
  const key = raterLinkQueryKey(token);
  return useMutation({
    mutationKey: ['feedback-rater-restart'],
    mutationFn: () =>
      apiRequest(apiPath(feedbackPaths.raterRestart, { token }), {
        method: 'POST',
        schema: raterRestartResponseSchema,
      }),
    onSuccess: () =>
      client.setQueryData<RaterView>(key, (view) =>
        view ? { ...view, startedElsewhere: false, answers: {}, comment: null } : view,
      ),
    onError: (error) => refreshWhenLinkClosed(client, token, error),
  });
}
