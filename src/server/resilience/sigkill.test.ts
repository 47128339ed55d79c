import { describe, expect, it } from 'vitest';
import { checkSigkill } from '../../../bench/resilience/sigkill';

// Short version of the bench's check (c) (`npm run bench` runs 20 rounds): the server is killed with
// SIGKILL while completing sessions on PGlite; every restart must succeed and no result may exist
// without all its answers.
describe('resilience: SIGKILL while completing (PGlite)', () => {
  it('restarts every time and never keeps a partial result', { timeout: 180_000 }, async () => {
    const report = await checkSigkill({ rounds: 2 });
    expect(report.problems).toEqual([]);
    expect(report.restartsOk).toBe(2);
    expect(report.resultsWithoutAllAnswers).toBe(0);
    expect(report.completedWithoutResult).toBe(0);
    expect(report.acknowledgedCompletionsMissing).toBe(0);
    expect(report.pass).toBe(true);
  });
});
