import { performance } from 'node:perf_hooks';

/**
 * While the thread answering requests is busy, reports start at most once per `BUSY_SPACING_MS`.
 *
 * A report costs that thread far more than its render: the reads of the result, plan, benchmarks and
 * others' view, the key, the 56 kB answer (about 5 ms per download, measured), and in the founder's
 * session the requests around it (a plan change: 8 ms). The render itself takes only CPU time nobody
 * else wants (thread-priority.ts), so reports come as fast as the founders ask for them; ten founders
 * asking again and again then took a tenth of the thread that answers respondents. Spaced while that
 * thread is busy, a founder waits a few seconds longer for a report (the route allows 30 s), and the
 * respondents keep their thread. An idle server makes reports as fast as its render thread can.
 */
export const BUSY_SPACING_MS = 1_000;
/** The thread counts as busy above this event loop utilization (the share of time it was working). */
export const BUSY_UTILIZATION = 0.75;
/** The utilization is read over at least this long a time. */
const UTILIZATION_WINDOW_MS = 500;
/** How often a waiting report looks again. */
const POLL_MS = 50;

export type RenderPacer = {
  /** resolves when a report may start; reports are admitted in the order they asked */
  admit(): Promise<void>;
};

export type PacerOptions = {
  spacingMs?: number;
  busyUtilization?: number;
  /** this thread's event loop utilization lately, 0 to 1 (default: Node's, over the last 500 ms or more) */
  utilization?: () => number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
};

/** Node's event loop utilization of this thread, over the time since the previous reading (≥ 500 ms). */
export function eventLoopUtilization(windowMs = UTILIZATION_WINDOW_MS): () => number {
  let since = performance.eventLoopUtilization();
  let at = performance.now();
  let last = 0;
  return () => {
    const now = performance.now();
    if (now - at >= windowMs) {
      const current = performance.eventLoopUtilization();
      last = performance.eventLoopUtilization(current, since).utilization;
      since = current;
      at = now;
    }
    return last;
  };
}

export function renderPacer({
  spacingMs = BUSY_SPACING_MS,
  busyUtilization = BUSY_UTILIZATION,
  utilization = eventLoopUtilization(),
  now = () => performance.now(),
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: PacerOptions = {}): RenderPacer {
  let queue: Promise<void> = Promise.resolve();
  let lastStart = Number.NEGATIVE_INFINITY;
  return {
    admit() {
      const turn = queue.then(async () => {
        for (;;) {
          const wait = lastStart + spacingMs - now();
          if (wait <= 0 || utilization() < busyUtilization) break;
          await sleep(Math.min(wait, POLL_MS));
        }
        lastStart = now();
      });
      queue = turn;
      return turn;
    },
  };
}
