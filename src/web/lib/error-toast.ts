import { queryErrorCopy } from '../../content/flow-copy';
import { RATE_LIMIT_RESET_DEFAULT_MS } from '../../domain/constants';
import { toast } from '../components/ui/toast';
import { ApiError } from './api-error';

/** The clock time a rate limit ends: now + Retry-After (60 s when the server names none). */
export function rateLimitResetTime(retryAfterSeconds: number | null, now: number = Date.now()): string {
  const resetAt = now + (retryAfterSeconds !== null ? retryAfterSeconds * 1000 : RATE_LIMIT_RESET_DEFAULT_MS);
  return new Date(resetAt).toLocaleTimeString(undefined, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

/** 'Rate Limit Exceeded' / 'Too many requests. Try again after {time}.' (spec 8 "Security"). */
export function showRateLimitToast(retryAfterSeconds: number | null): void {
  toast.error(queryErrorCopy.rateLimitTitle, {
    id: 'rate-limit',
    description: queryErrorCopy.rateLimitMessage(rateLimitResetTime(retryAfterSeconds)),
  });
}

/**
 * A failed request as a toast: a rate limit always gets the rate-limit toast; anything else gets the
 * caller's title with the error's message, or the fallback message when it has none.
 */
export function showErrorToast(error: unknown, title: string, fallback: string): void {
  if (error instanceof ApiError && error.isRateLimited) {
    showRateLimitToast(error.retryAfter);
    return;
  }
  const message = error instanceof Error && error.message ? error.message : fallback;
  toast.error(title, { id: title, description: message });
}
