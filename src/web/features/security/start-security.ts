import { onFirstApiCall } from '../../lib/api-activity';
import { nextTask } from '../../lib/next-task';

/**
 * When the security client (security-client.ts, with the API client and the contract's schemas, about
 * 40 kB) loads: with the page's first API call or the visitor's first input, whichever comes first.
 * A screen that shows data calls the API on load and starts it at once; a page that calls nothing, like
 * the landing page, carries none of it until the visitor acts on it.
 */
let requested = false;

function startSecurity(): void {
  if (requested) return;
  requested = true;
  // the first API call asks from its own task: the client's evaluation waits for a task of its own
  void nextTask()
    .then(() => import('./security-client'))
    .then((m) => m.startSecurityClient());
}

const FIRST_INPUT = ['pointerdown', 'keydown', 'touchstart'] as const;

/** Starts the security client when it is needed (see above); returns the function that stops waiting. */
export function startSecurityWhenNeeded(): () => void {
  let stopWaitingForApi = () => {};
  const stop = () => {
    stopWaitingForApi();
    for (const type of FIRST_INPUT) window.removeEventListener(type, start, true);
  };
  const start = () => {
    stop();
    startSecurity();
  };
  for (const type of FIRST_INPUT) window.addEventListener(type, start, { capture: true, passive: true });
  // last: when the page has called the API already, this starts at once
  stopWaitingForApi = onFirstApiCall(start);
  return stop;
}
