import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  feedbackPaths,
  type RaterView,
  raterTokenSchema,
  raterViewSchema,
} from '../../../../contract/feedback';
import { ApiError, apiPath, apiRequest } from '../../../lib/api-client';

export const raterLinkQueryKey = (token: string) => ['feedback-rater', token] as const;

/** GET /api/feedback/:token: who asks, the statements and this rater's own saved answers (open links only). */
export const raterLinkQuery = (token: string) =>
  queryOptions({
    queryKey: raterLinkQueryKey(token),
    queryFn: ({ signal }) =>
      apiRequest(apiPath(feedbackPaths.rater, { token }), { schema: raterViewSchema, signal }),
  });

/** What the link's page shows before the flow itself. */
export type RaterLinkStatus =
  | { status: 'loading' }
  | { status: 'ready'; view: RaterView }
  | { status: 'notFound' }
  | { status: 'rateLimited'; retry: () => void }
  | { status: 'error'; retry: () => void };

/**
 * The rater's link: a token that cannot be one is not found without asking the server; an unknown one
 * (404) is not found; a rate limit (429) and other failures say so and offer to try again.
 */
export function useRaterLink(token: string): RaterLinkStatus {
  const wellFormed = raterTokenSchema.safeParse(token).success;
  const query = useQuery({ ...raterLinkQuery(token), enabled: wellFormed });
  if (!wellFormed) return { status: 'notFound' };
  if (query.isSuccess) return { status: 'ready', view: query.data };
  if (query.isError) {
    const retry = () => void query.refetch();
    const error = query.error;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      return { status: 'notFound' };
    if (error instanceof ApiError && error.isRateLimited) return { status: 'rateLimited', retry };
    return { status: 'error', retry };
  }
  return { status: 'loading' };
}
