/**
 * "This page has called the API", without loading the API client (its zod schemas are most of the
 * weight of what a page loads after the framework): the API client reports its first call here, and
 * whoever must start with it (the security client) listens here.
 */
let called = false;
const listeners = new Set<() => void>();

/** The API client, on every call; only the first one is news. */
export function noteApiCall(): void {
  if (called) return;
  called = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

/** Runs `listener` once, at the page's first API call (at once if it has happened); returns the unsubscribe. */
export function onFirstApiCall(listener: () => void): () => void {
  if (called) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
