import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedbackPaths, type RaterView, raterDeleteResponseSchema } from '../../../../contract/feedback';
import { apiPath, apiRequest } from '../../../lib/api-client';
import { raterLinkQueryKey } from './get-rater-link';

/** DELETE /api/feedback/:token: the rater's answers and comment are gone; the link reads 'withdrawn'. */
export function useDeleteRaterAnswers(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['feedback-rater-delete'],
    mutationFn: () =>
      apiRequest(apiPath(feedbackPaths.rater, { token }), {
        method: 'DELETE',
        schema: raterDeleteResponseSchema,
      }),
    onSuccess: () =>
      client.setQueryData<RaterView>(raterLinkQueryKey(token), (view) =>
        view ? { ...view, state: 'withdrawn', statements: [], answers: {}, comment: null } : view,
      ),
  });
}
