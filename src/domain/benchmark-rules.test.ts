import { describe, expect, it } from 'vitest';
import {
  BENCHMARK_BAND_LABELS,
  BENCHMARK_MIN_GROUP_SIZE_DEFAULT,
  BENCHMARK_MIN_GROUP_SIZE_FLOOR,
  bandOf,
  benchmarkGroupLabel,
  benchmarkPersonKey,
  binOf,
  carelessReason,
  clampMinGroupSize,
  coarseBins,
  countOf,
  HISTOGRAM_BINS,
  histogramOf,
  IDENTICAL_MIN_ANSWERS,
  isBenchmarkScore,
  isGroupAvailable,
  MIN_GROUP_SIZE_MESSAGES,
  MIN_SECONDS_PER_STATEMENT,
  medianOf,
  minGroupSizeSchema,
  missingFor,
  percentileOf,
  scoreOfBin,
} from './benchmark-rules';

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 9, 0, 0) + seconds * 1000);
const varied = (n: number) => Array.from({ length: n }, (_, i) => (i % 5) + 1);

describe('the careless-answer rule', () => {
  it('uses 1.5 s per statement and 10 identical answers', () => {
    expect(MIN_SECONDS_PER_STATEMENT).toBe(1.5);
    expect(IDENTICAL_MIN_ANSWERS).toBe(10);
  });

  it('leaves out 40 identical answers, whatever the time taken', () => {
    for (const value of [1, 3, 5])
      expect(
        carelessReason({ values: new Array(40).fill(value), startedAt: at(0), completedAt: at(3600) }),
      ).toBe('identical');
  });

  it('keeps identical answers below 10 statements and any single different answer', () => {
    expect(
      carelessReason({ values: new Array(9).fill(4), startedAt: at(0), completedAt: at(600) }),
    ).toBeNull();
    const almost = [...new Array(39).fill(4), 5];
    expect(carelessReason({ values: almost, startedAt: at(0), completedAt: at(600) })).toBeNull();
  });

  it('leaves out a run faster than 1.5 s per statement answered; exactly 1.5 s counts', () => {
    const values = varied(40);
    expect(carelessReason({ values, startedAt: at(0), completedAt: at(59.9) })).toBe('too-fast');
    expect(carelessReason({ values, startedAt: at(0), completedAt: at(60) })).toBeNull();
    // a partial run is judged on the statements it answered
    expect(carelessReason({ values: varied(8), startedAt: at(0), completedAt: at(12) })).toBeNull();
    expect(carelessReason({ values: varied(8), startedAt: at(0), completedAt: at(11) })).toBe('too-fast');
  });

  it('names identical first when both apply', () => {
    expect(carelessReason({ values: new Array(40).fill(2), startedAt: at(0), completedAt: at(5) })).toBe(
      'identical',
    );
  });
});

describe('histograms', () => {
  it('has 401 bins from 1.00 to 5.00', () => {
    expect(HISTOGRAM_BINS).toBe(401);
    expect(binOf(1)).toBe(0);
    expect(binOf(5)).toBe(400);
    expect(binOf(3.27)).toBe(227);
    expect(binOf(3.005)).toBe(201);
    expect(binOf(0.2)).toBe(0);
    expect(binOf(7)).toBe(400);
    expect(scoreOfBin(227)).toBe(3.27);
    expect(scoreOfBin(0)).toBe(1);
    expect(scoreOfBin(400)).toBe(5);
  });

  it('counts real scores only (0 means an area that was not answered)', () => {
    expect(isBenchmarkScore(0)).toBe(false);
    expect(isBenchmarkScore(null)).toBe(false);
    expect(isBenchmarkScore(Number.NaN)).toBe(false);
    expect(isBenchmarkScore(1)).toBe(true);
    const h = histogramOf([1, 2.5, 2.5, 5, 0]);
    expect(h).toHaveLength(401);
    expect(countOf(h)).toBe(4);
    expect(h[150]).toBe(2);
  });
});

describe('percentile', () => {
  it('is (below + half of equal) / count, in whole percent', () => {
    const h = histogramOf([1, 2, 3, 4]);
    expect(percentileOf(h, 3)).toBe(63); // (2 + 0.5) / 4 = 62.5 % → 63
    expect(percentileOf(h, 1)).toBe(13); // 0.5 / 4
    expect(percentileOf(h, 4.5)).toBe(100);
    expect(percentileOf(histogramOf([3, 3, 3]), 3)).toBe(50);
  });

  it('is null for an empty group', () => {
    expect(percentileOf(histogramOf([]), 3)).toBeNull();
  });

  it('grows with the score', () => {
    const h = histogramOf(Array.from({ length: 200 }, (_, i) => 1 + (i % 41) / 10));
    let previous = -1;
    for (let score = 1; score <= 5; score += 0.05) {
      const p = percentileOf(h, score) ?? -1;
      expect(p).toBeGreaterThanOrEqual(previous);
      previous = p;
    }
  });
});

describe('median', () => {
  it('is the middle score, or the mean of the two middle ones', () => {
    expect(medianOf(histogramOf([1, 2, 3]))).toBe(2);
    expect(medianOf(histogramOf([1, 2, 3, 4]))).toBe(2.5);
    expect(medianOf(histogramOf([3.01, 3.02]))).toBe(3.015);
    expect(medianOf(histogramOf([5]))).toBe(5);
    expect(medianOf(histogramOf([1, 1, 1, 5]))).toBe(1);
    expect(medianOf(histogramOf([]))).toBeNull();
  });
});

describe('display bins', () => {
  it('groups 0.01 steps into 0.25 bins; 5.00 falls in the last', () => {
    const bins = coarseBins(histogramOf([1, 1.24, 1.25, 4.99, 5]));
    expect(bins).toHaveLength(16);
    expect(bins[0]).toEqual({ from: 1, to: 1.25, count: 2 });
    expect(bins[1]).toEqual({ from: 1.25, to: 1.5, count: 1 });
    expect(bins.at(-1)).toEqual({ from: 4.75, to: 5, count: 2 });
    expect(bins.reduce((n, b) => n + b.count, 0)).toBe(5);
  });
});

describe('bands', () => {
  it('are top 10 %, top quarter, upper half, lower half and bottom quarter', () => {
    expect(bandOf(100)).toBe('top-10');
    expect(bandOf(90)).toBe('top-10');
    expect(bandOf(89)).toBe('top-quarter');
    expect(bandOf(75)).toBe('top-quarter');
    expect(bandOf(74)).toBe('upper-half');
    expect(bandOf(50)).toBe('upper-half');
    expect(bandOf(49)).toBe('lower-half');
    expect(bandOf(25)).toBe('lower-half');
    expect(bandOf(24)).toBe('bottom-quarter');
    expect(bandOf(0)).toBe('bottom-quarter');
    expect(BENCHMARK_BAND_LABELS['top-quarter']).toBe('Top quarter');
    expect(BENCHMARK_BAND_LABELS['top-10']).toBe('Top 10 %');
  });
});

describe('thresholds', () => {
  it('default to 30 and never go below 10', () => {
    expect(BENCHMARK_MIN_GROUP_SIZE_DEFAULT).toBe(30);
    expect(BENCHMARK_MIN_GROUP_SIZE_FLOOR).toBe(10);
    expect(clampMinGroupSize(undefined)).toBe(30);
    expect(clampMinGroupSize('12')).toBe(30);
    expect(clampMinGroupSize(3)).toBe(10);
    expect(clampMinGroupSize(45)).toBe(45);
    expect(clampMinGroupSize(5000)).toBe(1000);
  });

  it('say how many more are needed: 29 of 30 → 1 more, 30 → shown', () => {
    expect(missingFor(29, 30)).toBe(1);
    expect(isGroupAvailable(29, 30)).toBe(false);
    expect(missingFor(30, 30)).toBe(0);
    expect(isGroupAvailable(30, 30)).toBe(true);
    expect(missingFor(0, 30)).toBe(30);
    // a stored setting below the floor still needs the floor
    expect(missingFor(9, 5)).toBe(1);
  });

  it('refuse a setting below 10 with a clear message', () => {
    expect(minGroupSizeSchema.safeParse(10).success).toBe(true);
    expect(minGroupSizeSchema.safeParse(1000).success).toBe(true);
    const small = minGroupSizeSchema.safeParse(9);
    expect(small.error?.issues[0]?.message).toBe(MIN_GROUP_SIZE_MESSAGES.tooSmall);
    expect(minGroupSizeSchema.safeParse(1001).error?.issues[0]?.message).toBe(
      MIN_GROUP_SIZE_MESSAGES.tooLarge,
    );
    expect(minGroupSizeSchema.safeParse(12.5).error?.issues[0]?.message).toBe(MIN_GROUP_SIZE_MESSAGES.whole);
  });
});

describe('group labels', () => {
  it('name the stage, the team size or all founders', () => {
    expect(benchmarkGroupLabel('stage', 'seed')).toBe('Seed founders');
    expect(benchmarkGroupLabel('stage', 'pre-seed')).toBe('Pre-Seed founders');
    expect(benchmarkGroupLabel('team-size', '11-30')).toBe('Founders in teams of 11–30 people');
    expect(benchmarkGroupLabel('team-size', '>100')).toBe('Founders in teams of more than 100 people');
    expect(benchmarkGroupLabel('all', null)).toBe('All founders');
  });
});

describe('one count per person', () => {
  it('keys an assessment by its account, else by its visitor', () => {
    expect(benchmarkPersonKey({ userId: 'abc', visitorId: 'visitor_1' })).toBe('u:abc');
    expect(benchmarkPersonKey({ userId: null, visitorId: 'visitor_1' })).toBe('v:visitor_1');
  });
});
