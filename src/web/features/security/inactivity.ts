import {
  ACTIVITY_DEBOUNCE_MS,
  ACTIVITY_SERVER_UPDATE_DELAY_MS,
  INACTIVITY_CHECK_INTERVAL_MS,
} from '../../../domain/constants';
import { isInactivityTimedOut } from '../../../domain/security';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart', 'mousemove', 'wheel'] as const;

export type InactivityOptions = {
  /** the browser saw activity (at most every 10 s); sent to the server 2 s later */
  reportActivity(): void;
  /** 30 minutes without activity: end the session */
  onTimeout(): void;
  /** every 5 minutes, after the inactivity check (the suspicious-session check) */
  onCheck?(): void;
  now?: () => number;
};

/**
 * The browser half of the 30-minute inactivity timeout (spec 4, 9): activity is recorded at most every
 * 10 s and reported to the server 2 s later; every 5 minutes the page checks whether 30 minutes passed
 * without any. Returns the function that stops it.
 */
export function watchInactivity(options: InactivityOptions): () => void {
  const now = options.now ?? (() => Date.now());
  let lastActivity = now();
  let report: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const onActivity = () => {
    const at = now();
    if (at - lastActivity < ACTIVITY_DEBOUNCE_MS) return;
    lastActivity = at;
    clearTimeout(report);
    report = setTimeout(options.reportActivity, ACTIVITY_SERVER_UPDATE_DELAY_MS);
  };
  for (const name of ACTIVITY_EVENTS)
    window.addEventListener(name, onActivity, { passive: true, capture: true });

  const stop = () => {
    stopped = true;
    clearInterval(check);
    clearTimeout(report);
    for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
  };
  const check = setInterval(() => {
    if (stopped) return;
    if (isInactivityTimedOut(now() - lastActivity)) {
      stop();
      options.onTimeout();
      return;
    }
    options.onCheck?.();
  }, INACTIVITY_CHECK_INTERVAL_MS);
  return stop;
}
