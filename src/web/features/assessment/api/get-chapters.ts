import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryErrorCopy } from '../../../../content/flow-copy';
import { assessmentPaths, chapterListSchema, type Questionnaire } from '../../../../contract/assessment';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { questionnaireQueryOptions, withRateLimitMessage } from './get-questionnaire';

const questionnaireKey = questionnaireQueryOptions().queryKey;

/**
 * The active questionnaire's chapters alone, for /overview: a smaller first answer than the whole
 * questionnaire, and taken from the questionnaire already loaded when the founder comes back.
 */
export const chaptersQueryOptions = () =>
  queryOptions({
    queryKey: ['chapters'],
    queryFn: ({ signal }) =>
      withRateLimitMessage(
        apiRequest(assessmentPaths.chapters, { schema: chapterListSchema, ...(signal ? { signal } : {}) }),
      ),
    initialData: () => {
      const loaded = queryClient.getQueryData<Questionnaire>(questionnaireKey);
      return loaded ? { chapters: loaded.chapters } : undefined;
    },
    initialDataUpdatedAt: () => queryClient.getQueryState(questionnaireKey)?.dataUpdatedAt,
    meta: {
      errorToast: { title: queryErrorCopy.questionsTitle, fallback: queryErrorCopy.questionsFallback },
    },
  });

/** The chapters (the overview's list). */
export function useChapters() {
  return useQuery(chaptersQueryOptions());
}

/**
 * Starts loading the questions quietly once the founder heads for the first chapter (pointer on
 * 'Continue', focus, or the press itself): its intro and questions then open at once, and the overview's
 * own first load stays free of parsing the whole questionnaire. A failure here is reported by the screen
 * that needs the questions, not on the overview.
 */
export function prefetchQuestionnaire(): void {
  void queryClient.prefetchQuery({ ...questionnaireQueryOptions(), meta: {} });
}
