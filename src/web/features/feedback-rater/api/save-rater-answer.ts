import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedbackPaths, type RaterView, raterAnswerResponseSchema } from '../../../../contract/feedback';
import type { AnswerValue } from '../../../../domain/answers';
import { apiPath, apiRequest } from '../../../lib/api-client';
import { raterLinkQueryKey } from './get-rater-link';
import { refreshWhenLinkClosed } from './link-closed';

export interface RaterAnswer {
  questionId: string;
  /** 1–5, or null for "I can't judge this" */
  value: AnswerValue | null;
}

/**
 * PUT /api/feedback/:token/answers/:questionId. The answer shows at once (the cached view) and is taken
 * back when the server refuses it; a link closed meanwhile reloads the view, which then says why.
 */
export function useSaveRaterAnswer(token: string) {
  const client = useQueryClient();
  const key = raterLinkQueryKey(token);
  return useMutation({
    mutationKey: ['feedback-rater-answer'],
    mutationFn: ({ questionId, value }: RaterAnswer) =>
      apiRequest(apiPath(feedbackPaths.raterAnswer, { token, questionId }), {
        method: 'PUT',
        body: { value },
        schema: raterAnswerResponseSchema,
      }),
    onMutate: async ({ questionId, value }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<RaterView>(key);
      const had = before ? Object.hasOwn(before.answers, questionId) : false;
      const previous = before?.answers[questionId];
      client.setQueryData<RaterView>(key, (view) =>
        view ? { ...view, answers: { ...view.answers, [questionId]: value } } : view,
      );
      return { had, previous };
    },
    onError: (error, { questionId }, context) => {
      client.setQueryData<RaterView>(key, (view) => {
        if (!view) return view;
        const answers = { ...view.answers };
        if (context?.had) answers[questionId] = context.previous ?? null;
        else delete answers[questionId];
        return { ...view, answers };
      });
      refreshWhenLinkClosed(client, token, error);
    },
  });
}
