import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminQuestionnaire, deletedSchema } from '../../../../contract/admin';
import {
  AUTHORING_FAILURES,
  type ChapterCreateBody,
  createdChapterSchema,
  draftChaptersSchema,
  questionnairePaths,
} from '../../../../contract/questionnaire';
import { apiPath, apiRequest } from '../../../lib/api-client';
import { showAdminError } from '../../admin/api/errors';
import { authoringKeys } from './keys';

/** After a change of the draft's chapters: the questionnaire, the diff, versions, insights, audit log. */
function useRefreshStructure() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: authoringKeys.all }),
      client.invalidateQueries({ queryKey: ['admin', 'insights'] }),
      client.invalidateQueries({ queryKey: ['admin', 'audit-log'] }),
    ]);
}

/** POST a new chapter at the end of the draft (the first edit opens the draft). */
export function useCreateChapter() {
  const refresh = useRefreshStructure();
  return useMutation({
    mutationFn: (body: ChapterCreateBody) =>
      apiRequest(questionnairePaths.chapters, { method: 'POST', body, schema: createdChapterSchema }),
    onError: (error) => showAdminError(error, AUTHORING_FAILURES.createChapter),
    onSuccess: refresh,
  });
}

/** DELETE retires the chapter and its questions from the draft; earlier versions keep them. */
export function useDeleteChapter() {
  const refresh = useRefreshStructure();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(apiPath(questionnairePaths.chapter, { id }), {
        method: 'DELETE',
        schema: deletedSchema,
      }),
    onError: (error) => showAdminError(error, AUTHORING_FAILURES.deleteChapter),
    onSuccess: refresh,
  });
}

/**
 * PUT every chapter id of the draft in its new order. Optimistic: the list shows the new order at once
 * and goes back to the stored one if the server refuses.
 */
export function useReorderChapters() {
  const client = useQueryClient();
  const refresh = useRefreshStructure();
  const mutationKey = ['admin', 'chapter-reorder'];
  const key = authoringKeys.all;
  return useMutation({
    mutationKey,
    // one PUT at a time, in the order of the moves
    scope: { id: 'admin-chapter-reorder' },
    mutationFn: (chapterIds: string[]) =>
      apiRequest(questionnairePaths.chapterOrder, {
        method: 'PUT',
        body: { chapterIds },
        schema: draftChaptersSchema,
      }),
    onMutate: async (chapterIds) => {
      await client.cancelQueries({ queryKey: key, exact: true });
      const previous = client.getQueryData<AdminQuestionnaire>(key);
      if (previous) {
        const rank = new Map(chapterIds.map((id, index) => [id, index + 1]));
        const chapters = previous.chapters
          .map((c) => ({ ...c, position: rank.get(c.id) ?? c.position }))
          .sort((a, b) => a.position - b.position);
        const chapterPosition = new Map(chapters.map((c) => [c.id, c.position]));
        client.setQueryData<AdminQuestionnaire>(key, {
          ...previous,
          chapters,
          questions: [...previous.questions].sort(
            (a, b) =>
              (chapterPosition.get(a.chapterId) ?? 0) - (chapterPosition.get(b.chapterId) ?? 0) ||
              a.position - b.position,
          ),
        });
      }
      return { previous };
    },
    onError: (error, _vars, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
      showAdminError(error, AUTHORING_FAILURES.reorderChapters);
    },
    // reload once the last of quick successive moves is saved, so no older order flashes back
    onSettled: () => (client.isMutating({ mutationKey }) <= 1 ? refresh() : undefined),
  });
}
