import { describe, expect, it } from 'vitest';
import { checkSigterm } from '../../../bench/resilience/sigterm';

// Short version of the bench's check (d): SIGTERM while respondents answer. Every request in flight at
// the signal gets its response, no connection is reset (requests written on kept-alive connections
// after the signal are answered 503 with Connection: close, see server.ts), and the process exits with 0
// within 10 s. PGlite, or PostgreSQL when TEST_DATABASE_URL is set.
describe('resilience: SIGTERM under load', () => {
  it('drains in-flight requests and exits cleanly', { timeout: 120_000 }, async () => {
    const report = await checkSigterm({
      respondents: 20,
      loadBeforeMs: 1_500,
      postgres: Boolean(process.env.TEST_DATABASE_URL),
    });
    expect(report.inFlightAtSigterm).toBeGreaterThan(0);
    expect(report.inFlightLost).toBe(0);
    // a success (200, or 201 for a new session), or 503 for a request the closing server had not
    // started yet: an answer either way, no reset
    expect(Object.keys(report.inFlightStatuses).filter((s) => !['200', '201', '503'].includes(s))).toEqual(
      [],
    );
    expect(report.exitCode).toBe(0);
    expect(report.forcedKill).toBe(false);
    expect(report.exitMs).toBeLessThan(10_000);
    expect(report.drained).toBe(true);
    expect(report.resetsAfterSigterm).toBe(0);
    expect(report.problems).toEqual([]);
    expect(report.pass).toBe(true);
  });
});
