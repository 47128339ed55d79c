import { queryOptions } from '@tanstack/react-query';
import { type LegalPageType, legalPageSchema, pagesPaths } from '../../../contract/pages';
import { apiPath, apiRequest } from '../../lib/api-client';

/** GET /api/pages/:pageType: a legal page's stored text. */
export const legalPageQuery = (pageType: LegalPageType) =>
  queryOptions({
    queryKey: ['pages', pageType],
    queryFn: ({ signal }) =>
      apiRequest(apiPath(pagesPaths.page, { pageType }), { schema: legalPageSchema, signal }),
  });
