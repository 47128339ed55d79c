import { describe, expect, it } from 'vitest';
import { checkAcknowledgedAnswers } from '../../../bench/resilience/acknowledged';

// Short version of the bench's check (a) (`npm run bench` runs 200 respondents for 60 s): the real server
// process under concurrent respondents; every acknowledged answer must be in the database. PGlite, or
// PostgreSQL when TEST_DATABASE_URL is set.
describe('resilience: acknowledged answers under load', () => {
  it('stores every acknowledged answer exactly once, with no 5xx', { timeout: 120_000 }, async () => {
    const report = await checkAcknowledgedAnswers({
      respondents: 50,
      durationMs: 5_000,
      postgres: Boolean(process.env.TEST_DATABASE_URL),
    });
    expect(report.problems).toEqual([]);
    expect(report.check.acknowledged).toBeGreaterThan(0);
    expect(report.check.lost).toBe(0);
    expect(report.check.duplicates).toBe(0);
    expect(report.fiveXX).toBe(0);
    expect(report.pass).toBe(true);
  });
});
