import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRoundListSchema, feedbackPaths } from '../../../../contract/feedback';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/feedback/rounds: every rater-feedback round, newest first, with counts only. */
export const feedbackRoundsQuery = () =>
  queryOptions({
    queryKey: adminKeys.feedbackRounds(),
    queryFn: ({ signal }) => apiRequest(feedbackPaths.adminRounds, { schema: adminRoundListSchema, signal }),
    staleTime: 60_000,
  });
export const useFeedbackRounds = () => useQuery(feedbackRoundsQuery());
