import { describe, expect, it } from 'vitest';
import { newestRoundOf, type OverlayGroup, radarMedianGroup, radarOverlay } from './radar-overlay';

const chapters = [
  { id: 'c1', title: 'Self-Awareness', area: 'inner', average: 4.2 },
  { id: 'c2', title: 'Resilience', area: 'inner', average: 3 },
  { id: 'c3', title: 'Execution', area: 'outer', average: 2.5 },
] as const;

const group = (label: string, available: boolean, median = 3): OverlayGroup => ({
  label,
  available,
  metrics: available
    ? [
        { chapterId: null, median },
        { chapterId: 'c1', median },
        { chapterId: 'c2', median },
      ]
    : [],
});

const ready = {
  status: 'ready',
  chapters: [
    { chapterId: 'c1', others: { mean: 3.8 } },
    { chapterId: 'c2', others: null },
  ],
};

describe('the radar overlay', () => {
  it('takes the medians of the narrowest group shown, passing over groups below the threshold', () => {
    const stage = group('Seed founders', false);
    const all = group('All founders', true, 2.6);
    expect(radarMedianGroup([stage, all])?.label).toBe('All founders');
    expect(radarMedianGroup([group('Seed founders', true), all])?.label).toBe('Seed founders');
    expect(radarMedianGroup([stage, group('All founders', false)])).toBeNull();
    expect(radarMedianGroup(undefined)).toBeNull();

    const radar = radarOverlay(chapters, [stage, all], null);
    expect(radar.medianGroup).toBe('All founders');
    expect(radar.chapters.map((c) => [c.id, c.score, c.median])).toEqual([
      ['c1', 4.2, 2.6],
      ['c2', 3, 2.6],
      // a chapter the group has no figure for stays without one
      ['c3', 2.5, null],
    ]);
    expect(radar.othersShown).toBe(false);
  });

  it('names no group when the shown one has medians for no chapter', () => {
    const overallOnly: OverlayGroup = {
      label: 'All founders',
      available: true,
      metrics: [{ chapterId: null, median: 3 }],
    };
    const radar = radarOverlay(chapters, [overallOnly], null);
    expect(radar.medianGroup).toBeNull();
    expect(radar.chapters.every((c) => c.median === null)).toBe(true);
  });

  it('shows others’ view only from a ready report, “not rated” where a chapter has none', () => {
    expect(radarOverlay(chapters, null, { status: 'waiting' }).othersShown).toBe(false);
    expect(radarOverlay(chapters, null, { status: 'waiting' }).chapters.every((c) => c.others === null)).toBe(
      true,
    );
    const rated = radarOverlay(chapters, null, ready);
    expect(rated.othersShown).toBe(true);
    expect(rated.chapters.map((c) => c.others)).toEqual([3.8, null, null]);
  });

  it('shows the result’s newest round, whatever order the rounds come in, and none for another result', () => {
    const rounds = [
      { id: 'r1', resultId: 'a', createdAt: '2025-01-01T00:00:00Z' },
      { id: 'r3', resultId: 'a', createdAt: '2025-03-01T00:00:00Z' },
      { id: 'r2', resultId: 'b', createdAt: '2025-04-01T00:00:00Z' },
    ];
    expect(newestRoundOf(rounds, 'a')?.id).toBe('r3');
    expect(newestRoundOf([...rounds].reverse(), 'a')?.id).toBe('r3');
    expect(newestRoundOf(rounds, 'c')).toBeNull();
  });
});
