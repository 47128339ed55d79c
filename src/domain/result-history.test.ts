import { describe, expect, it } from 'vitest';
import { compareResults, type GivenResult } from './result-history';

const result = (
  version: number,
  chapters: Array<[string, string, number]>,
  area: 'inner' | 'outer' = 'inner',
): GivenResult => ({
  sessionId: `s${version}`,
  completedAt: '2026-11-01T10:00:00.000Z',
  version,
  overall: 3,
  inner: 3,
  outer: 0,
  chapters: chapters.map(([id, title, average]) => ({ id, title, area, average })),
});

describe('comparing a result with the one before it', () => {
  it('compares only chapters scored in both, and keeps each result its own titles', () => {
    const then = result(1, [
      ['a', 'Resilience', 3.2],
      ['b', 'Focus', 2],
    ]);
    const now = result(2, [
      ['a', 'Resilience & grit', 3.75],
      ['c', 'Hiring', 4],
    ]);
    const compared = compareResults(now, then);
    expect(compared.previousVersion).toBe(1);
    expect(compared.chapters).toEqual([
      {
        chapterId: 'a',
        title: 'Resilience & grit',
        area: 'inner',
        average: 3.75,
        change: 0.55,
        inPrevious: true,
      },
      { chapterId: 'c', title: 'Hiring', area: 'inner', average: 4, change: null, inPrevious: false },
    ]);
    expect(compared.removedChapters).toEqual([{ chapterId: 'b', title: 'Focus', area: 'inner' }]);
  });

  it('has nothing to compare for the first result', () => {
    const compared = compareResults(result(1, [['a', 'Resilience', 3]]), null);
    expect(compared.previousVersion).toBeNull();
    expect(compared.chapters[0]).toMatchObject({ change: null, inPrevious: false });
    expect(compared.removedChapters).toEqual([]);
  });

  it('rounds the change to 2 decimals as a person reads it', () => {
    const compared = compareResults(result(2, [['a', 'A', 3.3]]), result(1, [['a', 'A', 3.1]]));
    expect(compared.chapters[0]?.change).toBe(0.2);
  });
});
