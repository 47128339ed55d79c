import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
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

/** The chapters; once they are shown, the questions load quietly so the first chapter opens at once. */
export function useChapters() {
  const chapters = useQuery(chaptersQueryOptions());
  const shown = chapters.isSuccess;
  useEffect(() => {
    // Quiet: a failure here is reported by the screen that needs the questions, not on the overview.
    if (shown) void queryClient.prefetchQuery({ ...questionnaireQueryOptions(), meta: {} });
  }, [shown]);
  return chapters;
}
