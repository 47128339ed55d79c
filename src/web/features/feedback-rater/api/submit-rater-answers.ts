import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedbackPaths, type RaterView, raterSubmitResponseSchema } from '../../../../contract/feedback';
import { normaliseComment } from '../../../../domain/feedback-rules';
import { apiPath, apiRequest } from '../../../lib/api-client';
import { raterLinkQueryKey } from './get-rater-link';
import { refreshWhenLinkClosed } from './link-closed';

/** POST /api/feedback/:token/submit with the optional comment; the cached view then reads 'submitted'. */
export function useSubmitRaterAnswers(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['feedback-rater-submit'],
    mutationFn: (comment: string) =>
      apiRequest(apiPath(feedbackPaths.raterSubmit, { token }), {
        method: 'POST',
        body: { comment: normaliseComment(comment) },
        schema: raterSubmitResponseSchema,
      }),
    onSuccess: (_result, comment) =>
      client.setQueryData<RaterView>(raterLinkQueryKey(token), (view) =>
        view ? { ...view, state: 'submitted', comment: normaliseComment(comment) } : view,
      ),
    onError: (error) => refreshWhenLinkClosed(client, token, error),
  });
}
