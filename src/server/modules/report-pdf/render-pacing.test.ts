import { describe, expect, it } from 'vitest';
import { BUSY_SPACING_MS, eventLoopUtilization, renderPacer } from './render-pacing';

/** A pacer on a clock that moves only when it sleeps, with the utilization the test sets. */
function pacedClock(utilization: () => number) {
  let now = 0;
  const pacer = renderPacer({
    utilization,
    now: () => now,
    sleep: async (ms) => {
      now += ms;
    },
  });
  const starts: number[] = [];
  const admit = () => pacer.admit().then(() => starts.push(now));
  return { admit, starts, advance: (ms: number) => (now += ms) };
}

describe('the pacing of reports', () => {
  it('starts every report at once while the thread answering requests has time to spare', async () => {
    const clock = pacedClock(() => 0.3);
    await Promise.all([clock.admit(), clock.admit(), clock.admit()]);
    expect(clock.starts).toEqual([0, 0, 0]);
  });

  it('starts reports a second apart, in the order they came, while that thread is busy', async () => {
    const clock = pacedClock(() => 0.95);
    await Promise.all([clock.admit(), clock.admit(), clock.admit()]);
    expect(clock.starts).toEqual([0, BUSY_SPACING_MS, 2 * BUSY_SPACING_MS]);
    // a report asked for long after the last one starts at once
    clock.advance(5_000);
    await clock.admit();
    expect(clock.starts.at(-1)).toBe(2 * BUSY_SPACING_MS + 5_000);
  });

  it('lets a waiting report start as soon as the thread is no longer busy', async () => {
    let busy = 0.95;
    const clock = pacedClock(() => busy);
    await clock.admit();
    const waiting = clock.admit();
    busy = 0.2;
    await waiting;
    expect(clock.starts[1]).toBeLessThan(BUSY_SPACING_MS);
  });

  it('reads the event loop utilization of this thread as a share', async () => {
    const read = eventLoopUtilization(20);
    const until = performance.now() + 40;
    while (performance.now() < until) {
      // busy: the loop does not turn
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
    const share = read();
    expect(share).toBeGreaterThan(0.5);
    expect(share).toBeLessThanOrEqual(1);
  });
});
