import { queryOptions, useQuery } from '@tanstack/react-query';
import { questionnairePaths, versionListSchema } from '../../../../contract/questionnaire';
import { apiRequest } from '../../../lib/api-client';
import { authoringKeys } from './keys';

/** GET the versions, newest first as the server gives them, with their session counts. */
export const versionsQuery = () =>
  queryOptions({
    queryKey: authoringKeys.versions(),
    queryFn: ({ signal }) => apiRequest(questionnairePaths.versions, { schema: versionListSchema, signal }),
    staleTime: 60_000,
  });
export const useVersions = () => useQuery(versionsQuery());
