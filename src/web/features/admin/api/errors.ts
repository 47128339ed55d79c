import type { AdminFailure } from '../../../../contract/admin';
import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { showRateLimitToast } from '../../../lib/error-toast';

/**
 * A failed admin call as a toast: the spec's 'Failed to {action}' as the title and the server's
 * message (when it says more) below; a rate limit gets the rate-limit toast.
 */
export function showAdminError(error: unknown, failure: AdminFailure | (string & {})): void {
  if (error instanceof ApiError && error.isRateLimited) {
    showRateLimitToast(error.retryAfter);
    return;
  }
  const message = error instanceof Error ? error.message : '';
  toast.error(failure, {
    id: failure,
    ...(message && message !== failure ? { description: message } : {}),
  });
}

/** The message to show inline for a failed query: the server's, else the spec's failure text. */
export function errorMessage(error: unknown, failure: AdminFailure | (string & {})): string {
  return error instanceof Error && error.message ? error.message : failure;
}
