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
  // the rule itself is src/domain/radar-overlay's (tested there); here: the report feeds it its views
  it('overlays the shown group’s medians and a ready report on the result’s chapters', () => {
    const stage = group('stage', 'Seed founders', false);
    const all = group('all', 'All founders', true, 2.6);
    const radar = reportRadar(view, benchmarks(stage, all), ready);
    expect(radar.medianGroup).toBe('All founders');
    expect(radar.chapters.map((c) => [c.id, c.score, c.median, c.others])).toEqual([
      ['c1', 4.2, 2.6, 3.8],
      ['c2', 3, 2.6, null],
      ['c3', 2.5, null, null],
    ]);
    expect(radar.othersShown).toBe(true);
    expect(reportRadar(view, null, null)).toMatchObject({ medianGroup: null, othersShown: false });
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
