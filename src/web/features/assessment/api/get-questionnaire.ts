import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryErrorCopy } from '../../../../content/flow-copy';
import { assessmentPaths, questionnaireSchema } from '../../../../contract/assessment';
import { RATE_LIMIT_EXCEEDED_ERROR } from '../../../../domain/messages';
import { ApiError, apiRequest } from '../../../lib/api-client';

/**
 * Loading chapters or questions that hit the rate limit fails with the spec's 'Rate limit exceeded'
 * (spec 7), keeping the wait the server asked for, which the 'Rate Limit Exceeded' toast shows.
 */
export async function withRateLimitMessage<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && error.isRateLimited)
      throw new ApiError(error.status, error.code, RATE_LIMIT_EXCEEDED_ERROR, error.retryAfter);
    throw error;
  }
}

export function getQuestionnaire(signal?: AbortSignal) {
  return withRateLimitMessage(
    apiRequest(assessmentPaths.questionnaire, {
      schema: questionnaireSchema,
      ...(signal ? { signal } : {}),
    }),
  );
}

/** The active questionnaire: chapters by position and their questions, without insight texts. */
export const questionnaireQueryOptions = () =>
  queryOptions({
    queryKey: ['questionnaire'],
    queryFn: ({ signal }) => getQuestionnaire(signal),
    meta: {
      errorToast: { title: queryErrorCopy.questionsTitle, fallback: queryErrorCopy.questionsFallback },
    },
  });

export function useQuestionnaire() {
  return useQuery(questionnaireQueryOptions());
}
