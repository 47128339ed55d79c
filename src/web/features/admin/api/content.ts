import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_FAILURES,
  adminPaths,
  insightsSchema,
  type PageContentBody,
  type PageContentBulkBody,
  type PageContentKey,
  pageContentBulkResultSchema,
  pageContentSchema,
} from '../../../../contract/admin';
import type { LegalPageType } from '../../../../contract/pages';
import { apiRequest } from '../../../lib/api-client';
import { showAdminError } from './errors';
import { adminKeys } from './keys';

/** GET /api/admin/insights: custom texts per chapter, kind and section, with their fallbacks. */
export const insightsQuery = () =>
  queryOptions({
    queryKey: adminKeys.insights(),
    queryFn: ({ signal }) => apiRequest(adminPaths.insights, { schema: insightsSchema, signal }),
  });
export const useInsights = () => useQuery(insightsQuery());

/** GET a legal page's stored text. */
export const legalPageQuery = (pageType: LegalPageType) =>
  queryOptions({
    queryKey: adminKeys.pageContent(pageType),
    queryFn: ({ signal }) =>
      apiRequest(`${adminPaths.pageContent}?pageType=${pageType}&sectionType=main_content`, {
        schema: pageContentSchema,
        signal,
      }),
  });
export const useLegalPage = (pageType: LegalPageType) => useQuery(legalPageQuery(pageType));

function useRefresh(pageType: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.pageContent(pageType) }),
      client.invalidateQueries({ queryKey: adminKeys.insights() }),
      client.invalidateQueries({ queryKey: adminKeys.auditLog() }),
      // custom chapter content goes to the draft (the first edit opens it): its version, diff, versions
      client.invalidateQueries({ queryKey: adminKeys.questionnaire() }),
    ]);
}

/** PUT one text ('Content cannot be empty'). */
export function useSavePageContent(pageType: string) {
  const refresh = useRefresh(pageType);
  return useMutation({
    mutationFn: (body: PageContentBody) =>
      apiRequest(adminPaths.pageContent, { method: 'PUT', body, schema: pageContentSchema }),
    onError: (error) => showAdminError(error, ADMIN_FAILURES.updatePageContent),
    onSuccess: refresh,
  });
}

/** DELETE one custom chapter text: the fallback shows again. */
export function useResetPageContent() {
  const refresh = useRefresh('insights');
  return useMutation({
    mutationFn: (body: PageContentKey) =>
      apiRequest(adminPaths.pageContent, { method: 'DELETE', body, schema: pageContentSchema }),
    onError: (error) => showAdminError(error, ADMIN_FAILURES.updatePageContent),
    onSuccess: refresh,
  });
}

/** PUT several custom texts at once (counts against the admin rate limit). */
export function useBulkPageContent() {
  const refresh = useRefresh('insights');
  return useMutation({
    mutationFn: (body: PageContentBulkBody) =>
      apiRequest(adminPaths.pageContentBulk, { method: 'PUT', body, schema: pageContentBulkResultSchema }),
    onError: (error) => showAdminError(error, ADMIN_FAILURES.updatePageContent),
    onSuccess: refresh,
  });
}
