import { RATE_LIMIT_RESET_DEFAULT_MS } from '../../../domain/constants';

/**
 * The client's rate-limit flag (spec 4 "Client security state"): set when the server answers 429 and
 * cleared after the reset time it named (Retry-After), 60 s when it named none.
 */
let until = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<(limited: boolean) => void>();

export function isRateLimited(now: number = Date.now()): boolean {
  return now < until;
}

export function rateLimitedUntil(): number | null {
  return isRateLimited() ? until : null;
}

export function setRateLimited(retryAfterSeconds: number | null, now: number = Date.now()): void {
  const ms = retryAfterSeconds !== null ? retryAfterSeconds * 1000 : RATE_LIMIT_RESET_DEFAULT_MS;
  until = Math.max(until, now + ms);
  clearTimeout(timer);
  timer = setTimeout(clearRateLimited, until - now);
  for (const listener of listeners) listener(true);
}

export function clearRateLimited(): void {
  until = 0;
  clearTimeout(timer);
  timer = undefined;
  for (const listener of listeners) listener(false);
}

export function onRateLimitChange(listener: (limited: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
