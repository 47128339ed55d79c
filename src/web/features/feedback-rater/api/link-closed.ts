import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { raterLinkQueryKey } from './get-rater-link';

/**
 * A write refused with 409 `link_<state>`: the link was revoked, expired or closed while the rater was
 * answering. The view is read again so that the page shows that state's own explanation.
 */
export function isLinkClosedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code.startsWith('link_');
}

export function refreshWhenLinkClosed(client: QueryClient, token: string, error: unknown): void {
  if (isLinkClosedError(error)) void client.invalidateQueries({ queryKey: raterLinkQueryKey(token) });
}

/** A write refused because the link's answers in progress now belong to another browser. */
export function isStartedElsewhereError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === 'started_elsewhere';
}
