import { describe, expect, it } from 'vitest';
import type { ResultView } from '../../../contract/assessment';
import type { BenchmarkGroup, BenchmarksView } from '../../../contract/benchmarks';
import type { FeedbackReportView, RoundSummary, RoundView } from '../../../contract/feedback';
import { newestRoundReport, reportRadar } from './radar-data';

const chapters = [
  { id: 'c1', title: 'Self-Awareness', area: 'inner', average: 4.2 },
  { id: 'c2', title: 'Resilience', area: 'inner', average: 3 },
  { id: 'c3', title: 'Execution', area: 'outer', average: 2.5 },
] as const;
const view = { chapters } as unknown as ResultView;

const metric = (chapterId: string | null, median: number) => ({
  metric: chapterId ?? 'overall',
  chapterId,
  label: chapterId ?? 'Overall',
  score: 3,
  percentile: 50,
  band: 'middle',
  median,
});
const group = (kind: BenchmarkGroup['kind'], label: string, available: boolean, median = 3): BenchmarkGroup =>
  ({
    kind,
    value: null,
    label,
    count: available ? 40 : 12,
    available,
    missing: available ? 0 : 18,
    metrics: available ? [metric(null, median), metric('c1', median), metric('c2', median)] : [],
  }) as BenchmarkGroup;
const benchmarks = (...groups: BenchmarkGroup[]) => ({ groups }) as unknown as BenchmarksView;

const ready = {
  status: 'ready',
  chapters: [
    { chapterId: 'c1', others: { mean: 3.8, spread: 0.4, raterCount: 3 } },
    { chapterId: 'c2', others: null },
  ],
} as unknown as FeedbackReportView;

describe('the radar’s figures for the report', () => {
  it('takes the medians of the narrowest group shown, as the results page does', () => {
    const stage = group('stage', 'Seed founders', false);
    const all = group('all', 'All founders', true, 2.6);
    expect(reportRadar(view, benchmarks(group('stage', 'Seed founders', true), all), null).medianGroup).toBe(
      'Seed founders',
    );
    expect(reportRadar(view, null, null).medianGroup).toBeNull();

    const radar = reportRadar(view, benchmarks(stage, all), null);
    expect(radar.medianGroup).toBe('All founders');
    expect(radar.chapters.map((c) => [c.id, c.score, c.median])).toEqual([
      ['c1', 4.2, 2.6],
      ['c2', 3, 2.6],
      // a chapter the group has no figure for stays without one
      ['c3', 2.5, null],
    ]);
    expect(radar.othersShown).toBe(false);
  });

  it('has no median while no group is shown, and others’ view only from a ready report', () => {
    const none = reportRadar(view, benchmarks(group('all', 'All founders', false)), null);
    expect(none.medianGroup).toBeNull();
    expect(none.chapters.every((c) => c.median === null && c.others === null)).toBe(true);

    const waiting = { status: 'waiting', counts: {}, needed: 1 } as unknown as FeedbackReportView;
    expect(reportRadar(view, null, waiting).othersShown).toBe(false);

    const rated = reportRadar(view, null, ready);
    expect(rated.othersShown).toBe(true);
    expect(rated.chapters.map((c) => c.others)).toEqual([3.8, null, null]);
  });

  it('reads the report of the result’s newest round, and none for a result without a round', async () => {
    const round = (id: string, resultId: string, createdAt: string) =>
      ({ id, resultId, createdAt }) as RoundSummary;
    const reads: string[] = [];
    const rounds = {
      list: async (userId: string) => {
        expect(userId).toBe('u1');
        return [
          round('r1', 'result-a', '2025-01-01T00:00:00Z'),
          round('r3', 'result-a', '2025-03-01T00:00:00Z'),
          round('r2', 'result-b', '2025-04-01T00:00:00Z'),
        ];
      },
      read: async (roundId: string) => {
        reads.push(roundId);
        return { report: ready } as RoundView;
      },
    };
    expect(await newestRoundReport(rounds, 'result-a', 'u1')).toBe(ready);
    expect(reads).toEqual(['r3']);
    expect(await newestRoundReport(rounds, 'result-c', 'u1')).toBeNull();
    expect(reads).toEqual(['r3']);
  });
});
