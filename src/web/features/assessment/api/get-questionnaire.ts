import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryErrorCopy } from '../../../../content/flow-copy';
import { assessmentPaths, questionnaireSchema } from '../../../../contract/assessment';
import { apiRequest } from '../../../lib/api-client';

export function getQuestionnaire(signal?: AbortSignal) {
  return apiRequest(assessmentPaths.questionnaire, {
    schema: questionnaireSchema,
    ...(signal ? { signal } : {}),
  });
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
