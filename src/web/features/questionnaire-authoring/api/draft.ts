import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  discardedSchema,
  type PublishBody,
  previewResultSchema,
  publishedSchema,
  questionnaireDiffSchema,
  questionnairePaths,
} from '../../../../contract/questionnaire';
import { apiRequest } from '../../../lib/api-client';
import { authoringKeys } from './keys';
import { useRefreshAfterVersionChange } from './refresh';

/**
 * GET the draft's diff against the published version. Always fetched afresh when the review opens:
 * the admin publishes the revision they read here.
 */
export const diffQuery = () =>
  queryOptions({
    queryKey: authoringKeys.diff(),
    queryFn: ({ signal }) =>
      apiRequest(questionnairePaths.draftDiff, { schema: questionnaireDiffSchema, signal }),
    staleTime: 0,
    retry: false,
  });
export const useDraftDiff = () => useQuery(diffQuery());

/** DELETE the draft (`{ confirm: true }`). Errors are the caller's to show. */
export function useDiscardDraft() {
  const refresh = useRefreshAfterVersionChange();
  return useMutation({
    mutationFn: () =>
      apiRequest(questionnairePaths.draft, {
        method: 'DELETE',
        body: { confirm: true },
        schema: discardedSchema,
      }),
    // not awaited: the caller's own success handling (which may leave the screen) comes first
    onSettled: () => void refresh(),
  });
}

/** POST publish the draft the admin reviewed. Errors are the caller's to show (see publishProblem). */
export function usePublishDraft() {
  const refresh = useRefreshAfterVersionChange();
  return useMutation({
    mutationFn: (body: PublishBody) =>
      apiRequest(questionnairePaths.publish, { method: 'POST', body, schema: publishedSchema }),
    // not awaited: the refreshed diff says "no draft", which would unmount the caller before it is told
    onSuccess: () => void refresh(),
  });
}

/** POST sample answers: the draft's results page for them; nothing is stored. */
export function usePreviewResult() {
  return useMutation({
    mutationFn: (answers: Record<string, number>) =>
      apiRequest(questionnairePaths.draftPreviewResult, {
        method: 'POST',
        body: { answers },
        schema: previewResultSchema,
      }),
  });
}
