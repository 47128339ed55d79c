import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_FAILURES,
  type AdminQuestionnaire,
  adminChapterSchema,
  adminPaths,
  adminQuestionnaireSchema,
  adminQuestionSchema,
  type ChapterIntroBody,
  type ChapterOutroBody,
  chapterQuestionsSchema,
  deletedSchema,
  type QuestionCreateBody,
  type QuestionUpdateBody,
} from '../../../../contract/admin';
import { apiPath, apiRequest } from '../../../lib/api-client';
import { showAdminError } from './errors';
import { adminKeys } from './keys';

/** GET /api/admin/questionnaire: chapters and questions with every field. */
export const questionnaireQuery = () =>
  queryOptions({
    queryKey: adminKeys.questionnaire(),
    queryFn: ({ signal }) =>
      apiRequest(adminPaths.questionnaire, { schema: adminQuestionnaireSchema, signal }),
  });
export const useAdminQuestionnaire = () => useQuery(questionnaireQuery());

/** After any content change: the questionnaire, the insights (chapter titles) and the audit log. */
function useRefreshContent() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.questionnaire() }),
      client.invalidateQueries({ queryKey: adminKeys.insights() }),
      client.invalidateQueries({ queryKey: adminKeys.auditLog() }),
      // the public questionnaire, when this tab also shows the assessment
      client.invalidateQueries({ queryKey: ['questionnaire'] }),
    ]);
}

export function useCreateQuestion() {
  const refresh = useRefreshContent();
  return useMutation({
    mutationFn: (body: QuestionCreateBody) =>
      apiRequest(adminPaths.questions, { method: 'POST', body, schema: adminQuestionSchema }),
    onError: (error) => showAdminError(error, ADMIN_FAILURES.createQuestion),
    onSuccess: refresh,
  });
}

export function useUpdateQuestion() {
  const refresh = useRefreshContent();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: QuestionUpdateBody }) =>
      apiRequest(apiPath(adminPaths.question, { id }), {
        method: 'PATCH',
        body,
        schema: adminQuestionSchema,
      }),
    onError: (error) => showAdminError(error, ADMIN_FAILURES.updateQuestion),
    onSuccess: refresh,
  });
}

export function useDeleteQuestion() {
  const refresh = useRefreshContent();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(apiPath(adminPaths.question, { id }), { method: 'DELETE', schema: deletedSchema }),
    onError: (error) => showAdminError(error, ADMIN_FAILURES.deleteQuestion),
    onSuccess: refresh,
  });
}

/**
 * PUT the chapter's new order. Optimistic: the list shows the new order at once and goes back to the
 * stored one if the server refuses.
 */
export function useReorderQuestions() {
  const client = useQueryClient();
  const refresh = useRefreshContent();
  const mutationKey = ['admin', 'reorder'];
  return useMutation({
    mutationKey,
    // one PUT at a time, in the order of the moves
    scope: { id: 'admin-reorder' },
    mutationFn: ({ chapterId, questionIds }: { chapterId: string; questionIds: string[] }) =>
      apiRequest(apiPath(adminPaths.questionOrder, { id: chapterId }), {
        method: 'PUT',
        body: { questionIds },
        schema: chapterQuestionsSchema,
      }),
    onMutate: async ({ chapterId, questionIds }) => {
      await client.cancelQueries({ queryKey: adminKeys.questionnaire() });
      const previous = client.getQueryData<AdminQuestionnaire>(adminKeys.questionnaire());
      if (previous) {
        const rank = new Map(questionIds.map((id, index) => [id, index + 1]));
        const chapterPosition = new Map(previous.chapters.map((c) => [c.id, c.position]));
        client.setQueryData<AdminQuestionnaire>(adminKeys.questionnaire(), {
          ...previous,
          questions: previous.questions
            .map((q) => (q.chapterId === chapterId ? { ...q, position: rank.get(q.id) ?? q.position } : q))
            .sort(
              (a, b) =>
                (chapterPosition.get(a.chapterId) ?? 0) - (chapterPosition.get(b.chapterId) ?? 0) ||
                a.position - b.position,
            ),
        });
      }
      return { previous };
    },
    onError: (error, _vars, context) => {
      if (context?.previous) client.setQueryData(adminKeys.questionnaire(), context.previous);
      showAdminError(error, ADMIN_FAILURES.updateQuestionPosition);
    },
    // reload once the last of quick successive moves is saved, so no older order flashes back
    onSettled: () => (client.isMutating({ mutationKey }) <= 1 ? refresh() : undefined),
  });
}

export function useUpdateChapterIntro() {
  const refresh = useRefreshContent();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ChapterIntroBody }) =>
      apiRequest(apiPath(adminPaths.chapterIntro, { id }), {
        method: 'PUT',
        body,
        schema: adminChapterSchema,
      }),
    onError: (error) => showAdminError(error, ADMIN_FAILURES.updateChapterIntro),
    onSuccess: refresh,
  });
}

export function useUpdateChapterOutro() {
  const refresh = useRefreshContent();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ChapterOutroBody }) =>
      apiRequest(apiPath(adminPaths.chapterOutro, { id }), {
        method: 'PUT',
        body,
        schema: adminChapterSchema,
      }),
    onError: (error) => showAdminError(error, ADMIN_FAILURES.updateChapterOutro),
    onSuccess: refresh,
  });
}
