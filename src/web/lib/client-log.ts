import { z } from 'zod';
import type { ClientLogBody } from '../../contract/privacy';
import { privacyPaths } from '../../contract/privacy';
import { ApiError, apiRequest } from './api-client';
import { isDebugModeOn, LOCAL_KEYS, localStore } from './storage';

/** A random id kept in local storage that ties one browser's reports together (spec 3 correlationId). */
export function correlationId(): string {
  const existing = localStore.get(LOCAL_KEYS.correlationId);
  if (existing && /^[0-9a-f]{32}$/.test(existing)) return existing;
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  localStore.set(LOCAL_KEYS.correlationId, id);
  return id;
}

const MAX_REPORTS_PER_PAGE = 20;
let sent = 0;

/**
 * Reports a client error or event to the server's client log, fire and forget: it never throws, never
 * retries, and sends at most 20 reports per page load so a loop cannot flood the log.
 */
export function reportClientEvent(event: Omit<ClientLogBody, 'correlationId' | 'url'>): void {
  if (sent >= MAX_REPORTS_PER_PAGE) return;
  sent++;
  const body: ClientLogBody = {
    ...event,
    message: event.message.slice(0, 1000),
    url: window.location.pathname.slice(0, 2000),
    correlationId: correlationId(),
  };
  // A developer who switched on debug mode sees every report where they are working.
  if (isDebugModeOn()) console.debug('[client-log]', body);
  apiRequest(privacyPaths.clientLogs, {
    method: 'POST',
    body,
    schema: z.object({ ok: z.literal(true) }),
  }).catch(() => {});
}

/** Reports a failed API call, except the expected ones (a refused request the user is told about). */
export function reportFailedCall(error: unknown, what: string): void {
  if (error instanceof ApiError && (error.isClientError || error.isNetworkError)) return;
  reportClientEvent({
    level: 'error',
    eventType: 'api_call_failed',
    message: error instanceof Error ? error.message : String(error),
    data: { what, status: error instanceof ApiError ? error.status : null },
  });
}
