/** The server's clock under TEST_CLOCK=true: real time plus an offset that only grows. */
export type TestClock = { now(): Date; advance(ms: number): Date };

export function createTestClock(): TestClock {
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  return {
    now,
    advance(ms) {
      offsetMs += Math.max(0, ms);
      return now();
    },
  };
}
