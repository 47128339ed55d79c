import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryErrorCopy } from '../../../../content/flow-copy';
import type { Questionnaire } from '../../../../contract/assessment';
import { assessmentPaths } from '../../../../contract/assessment-paths';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { questionnaireQueryOptions, useFlowVersion, useLeaveUnservedVersion } from './get-questionnaire';
import { publishedQuestionnaireQueryOptions, withRateLimitMessage } from './questionnaire-queries';

const publishedKey = publishedQuestionnaireQueryOptions().queryKey;

/**
 * The published questionnaire's chapters alone, for /overview: a smaller first answer than the whole
 * questionnaire, and taken from the questionnaire already loaded when the founder comes back.
 */
export const chaptersQueryOptions = () =>
  queryOptions({
    queryKey: ['chapters'],
    queryFn: ({ signal }) =>
      withRateLimitMessage(
        apiRequest(assessmentPaths.chapters, {
          // loaded only for an answer of another contract version (docs/decisions/011)
          schema: () => import('../../../../contract/assessment').then((m) => m.chapterListSchema),
          ...(signal ? { signal } : {}),
        }),
      ),
    initialData: () => {
      const loaded = queryClient.getQueryData<Questionnaire>(publishedKey);
      return loaded ? { chapters: loaded.chapters } : undefined;
    },
    initialDataUpdatedAt: () => queryClient.getQueryState(publishedKey)?.dataUpdatedAt,
    meta: {
      errorToast: { title: queryErrorCopy.questionsTitle, fallback: queryErrorCopy.questionsFallback },
    },
  });

const chaptersOf = (questionnaire: Questionnaire) => ({ chapters: questionnaire.chapters });

/**
 * The chapters (the overview's list): the published ones, or those of the version the assessment in
 * progress is answered on.
 */
export function useChapters() {
  const version = useFlowVersion();
  const published = useQuery({ ...chaptersQueryOptions(), enabled: version === null });
  const pinned = useQuery({
    ...questionnaireQueryOptions(version ?? 1),
    enabled: version !== null,
    select: chaptersOf,
  });
  useLeaveUnservedVersion(version, pinned.error);
  return version === null ? published : pinned;
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
