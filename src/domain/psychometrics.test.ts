import { describe, expect, it } from 'vitest';
import {
  addRow,
  alphaOf,
  createMoments,
  cronbachAlpha,
  itemAnalysis,
  momentsOf,
  pearson,
  sampleCovariance,
  sampleMean,
  sampleSd,
  sampleVariance,
} from './psychometrics';

/**
 * Hand example: five people, three items A, B, C.
 *
 *        A  B  C | total
 *        1  2  1 |   4
 *        2  1  3 |   6
 *        3  4  2 |   9
 *        4  3  5 |  12
 *        5  5  4 |  14
 *
 * Every item has mean 3 and squared deviations summing to 10, so variance 10/4 = 2.5.
 * Cross-products of deviations: AB = 2+2+0+0+4 = 8, AC = 4+0+0+2+2 = 8, BC = 2+0−1+0+2 = 3.
 * Totals: mean 9, squared deviations 25+9+0+9+25 = 68 (= 30 + 2·(8+8+3)), variance 68/4 = 17.
 * α = 3/2 · (1 − 7.5/17) = 14.25/17 = 0.838235…
 * Without A: var(B+C) = (10+10+2·3)/4 = 6.5, α = 2 · (1 − 5/6.5) = 3/6.5 = 0.461538…
 * Without B (or C): var = (10+10+2·8)/4 = 9, α = 2 · (1 − 5/9) = 8/9 = 0.888…  (> 0.838: B and C lower α)
 * Item–rest: A with B+C: 16/√(10·26) = 0.992278…; B with A+C: 11/√(10·36) = 0.579751…; C the same as B.
 * r(A, B) = 8/10 = 0.8, r(B, C) = 3/10 = 0.3.
 */
const HAND_ROWS = [
  [1, 2, 1],
  [2, 1, 3],
  [3, 4, 2],
  [4, 3, 5],
  [5, 5, 4],
];

/**
 * Published example: Denis, D. J. (2016), Applied Univariate, Bivariate, and Multivariate Statistics
 * (Wiley), the Cronbach's alpha example run through SPSS RELIABILITY: ten cases, five items. Its output
 * reports Cronbach's Alpha 0.633 (0.691 on standardized items); item means 7.3, 8.8, 9.1, 9.4, 7.0 and
 * standard deviations 2.71006, 5.05085, 4.74810, 2.71621, 3.80058; the inter-item correlations below; and
 * for Item_1 a scale mean if deleted of 34.3000, scale variance if deleted 108.900 and corrected
 * item-total correlation 0.712.
 *
 * By hand: item variances 7.3444, 25.5111, 22.5444, 7.3778, 14.4444 (sum 77.2222); totals
 * 60, 55, 56, 44, 31, 25, 26, 35, 41, 43 with variance 156.4889; α = 5/4 · (1 − 77.2222/156.4889)
 * = 1.25 · 0.506532 = 0.633165. Without Item_1: Σ var = 69.8778, var(rest) = 108.9,
 * α = 4/3 · (1 − 69.8778/108.9) = 0.477774.
 */
const DENIS_ROWS = [
  [10, 12, 15, 11, 12],
  [12, 18, 12, 12, 1],
  [8, 16, 14, 14, 4],
  [6, 8, 16, 8, 6],
  [4, 7, 8, 7, 5],
  [6, 6, 3, 7, 3],
  [3, 4, 6, 5, 8],
  [7, 3, 7, 9, 9],
  [8, 9, 4, 10, 10],
  [9, 5, 6, 11, 12],
];
/** The book's inter-item correlation matrix (upper triangle), three decimals. */
const DENIS_CORRELATIONS: Array<[number, number, number]> = [
  [0, 1, 0.679],
  [0, 2, 0.351],
  [0, 3, 0.827],
  [0, 4, 0.022],
  [1, 2, 0.612],
  [1, 3, 0.743],
  [1, 4, -0.463],
  [2, 3, 0.462],
  [2, 4, -0.129],
  [3, 4, -0.011],
];

describe('moments', () => {
  it('give means, sample variances and covariances of the hand example', () => {
    const moments = momentsOf(HAND_ROWS);
    expect(moments.n).toBe(5);
    expect([0, 1, 2].map((i) => sampleMean(moments, i))).toEqual([3, 3, 3]);
    expect([0, 1, 2].map((i) => sampleVariance(moments, i))).toEqual([2.5, 2.5, 2.5]);
    expect(sampleCovariance(moments, 0, 1)).toBe(2);
    expect(sampleCovariance(moments, 2, 1)).toBe(0.75);
    expect(sampleSd(moments, 0)).toBeCloseTo(Math.sqrt(2.5), 12);
  });

  it('add rows one at a time to the same sums as all at once', () => {
    const moments = createMoments(3);
    for (const row of HAND_ROWS) addRow(moments, row);
    expect(moments).toEqual(momentsOf(HAND_ROWS));
  });

  it('give null, not NaN, below two rows', () => {
    expect(sampleMean(createMoments(2), 0)).toBeNull();
    const one = momentsOf([[3, 4]]);
    expect(sampleMean(one, 0)).toBe(3);
    expect(sampleVariance(one, 0)).toBeNull();
    expect(sampleSd(one, 0)).toBeNull();
    expect(pearson(one, 0, 1)).toBeNull();
  });
});

describe('pearson', () => {
  it('matches the hand example', () => {
    const moments = momentsOf(HAND_ROWS);
    expect(pearson(moments, 0, 1)).toBeCloseTo(0.8, 12);
    expect(pearson(moments, 1, 2)).toBeCloseTo(0.3, 12);
    expect(pearson(moments, 0, 0)).toBe(1);
  });

  it('matches the published inter-item correlations to their three decimals', () => {
    const moments = momentsOf(DENIS_ROWS);
    for (const [i, j, published] of DENIS_CORRELATIONS)
      expect(Number(pearson(moments, i, j)?.toFixed(3))).toBe(published);
  });

  it('is null when one side does not vary (r is undefined), also for non-integer data', () => {
    expect(
      pearson(
        momentsOf([
          [1, 4],
          [2, 4],
          [3, 4],
        ]),
        0,
        1,
      ),
    ).toBeNull();
    // means of three raters: 10/3 is not exact in binary; the residue must not pass for variance
    const third = 10 / 3;
    const rows = Array.from({ length: 1000 }, (_, i) => [(i % 5) + 1, third]);
    expect(pearson(momentsOf(rows), 0, 1)).toBeNull();
    expect(sampleVariance(momentsOf(rows), 1)).toBe(0);
  });

  it('stays within −1…1 for perfectly related data', () => {
    const rows = Array.from({ length: 997 }, (_, i) => [i / 7, (2 * i) / 7 + 0.1]);
    const r = pearson(momentsOf(rows), 0, 1);
    expect(r).toBeCloseTo(1, 12);
    expect(r).toBeLessThanOrEqual(1);
  });
});

describe('cronbach alpha and item analysis', () => {
  it('matches the hand example', () => {
    const analysis = itemAnalysis(momentsOf(HAND_ROWS));
    expect(analysis.n).toBe(5);
    expect(analysis.alpha).toBeCloseTo(14.25 / 17, 12);
    expect(analysis.items.map((item) => item.variance)).toEqual([2.5, 2.5, 2.5]);
    const [a, b, c] = analysis.items;
    expect(a?.alphaIfDropped).toBeCloseTo(3 / 6.5, 12);
    expect(b?.alphaIfDropped).toBeCloseTo(8 / 9, 12);
    expect(c?.alphaIfDropped).toBeCloseTo(8 / 9, 12);
    expect(a?.itemRest).toBeCloseTo(16 / Math.sqrt(260), 12);
    expect(b?.itemRest).toBeCloseTo(11 / Math.sqrt(360), 12);
    expect(c?.itemRest).toBeCloseTo(11 / Math.sqrt(360), 12);
  });

  it('matches the published example (Denis 2016): α 0.633, Item_1 item-total 0.712', () => {
    const moments = momentsOf(DENIS_ROWS);
    const analysis = itemAnalysis(moments);
    expect(Number(analysis.alpha?.toFixed(3))).toBe(0.633);
    expect(analysis.alpha).toBeCloseTo(0.633165, 6);
    expect([0, 1, 2, 3, 4].map((i) => sampleMean(moments, i))).toEqual([7.3, 8.8, 9.1, 9.4, 7]);
    expect([0, 1, 2, 3, 4].map((i) => Number(sampleSd(moments, i)?.toFixed(5)))).toEqual([
      2.71006, 5.05085, 4.7481, 2.71621, 3.80058,
    ]);
    const item1 = analysis.items[0];
    expect(Number(item1?.itemRest?.toFixed(3))).toBe(0.712);
    expect(item1?.alphaIfDropped).toBeCloseTo(0.477774, 6);
    // the scale variance if Item_1 is deleted, 108.900: var(rest) = var T − 2·cov(1, T) + var 1
    const rest = momentsOf(DENIS_ROWS.map((row) => [row[1], row[2], row[3], row[4]] as number[]));
    expect(itemAnalysis(rest).alpha).toBeCloseTo(item1?.alphaIfDropped ?? Number.NaN, 12);
    const restTotals = momentsOf(DENIS_ROWS.map((row) => [row.slice(1).reduce((s, x) => s + x, 0)]));
    expect(sampleVariance(restTotals, 0)).toBeCloseTo(108.9, 10);
    expect(cronbachAlpha(moments)).toBe(analysis.alpha);
  });

  it('takes its formula from the variances: k/(k−1)·(1 − Σ var / var T)', () => {
    expect(alphaOf(3, 7.5, 17)).toBeCloseTo(14.25 / 17, 12);
    expect(alphaOf(1, 2, 2)).toBeNull();
    expect(alphaOf(3, 0, 0)).toBeNull();
    // items pulling against each other give a negative alpha, reported as it is: variances 4 and 1,
    // covariance −2, so var T = 4 + 1 − 2·2 = 1 and α = 2 · (1 − 5/1) = −8
    expect(
      cronbachAlpha(
        momentsOf([
          [1, 4],
          [5, 2],
          [3, 3],
        ]),
      ),
    ).toBeCloseTo(-8, 12);
  });

  it('is null, never NaN or Infinity, for too few rows, items or a constant total', () => {
    const empty = itemAnalysis(createMoments(3));
    expect(empty).toEqual({
      n: 0,
      alpha: null,
      items: Array.from({ length: 3 }, () => ({ variance: null, itemRest: null, alphaIfDropped: null })),
    });
    const single = itemAnalysis(momentsOf([[1], [2], [4]]));
    expect(single.alpha).toBeNull();
    expect(single.items[0]).toEqual({ variance: 7 / 3, itemRest: null, alphaIfDropped: null });
    // two items: dropping one leaves a single item, whose alpha is undefined
    const pair = itemAnalysis(
      momentsOf([
        [1, 2],
        [3, 3],
        [5, 5],
      ]),
    );
    expect(pair.alpha).not.toBeNull();
    expect(pair.items.map((item) => item.alphaIfDropped)).toEqual([null, null]);
    // the totals do not vary: every row sums to 6
    const constant = itemAnalysis(
      momentsOf([
        [1, 5],
        [3, 3],
        [5, 1],
      ]),
    );
    expect(constant.alpha).toBeNull();
    // an item nobody varies on has no item–rest correlation
    const flat = itemAnalysis(
      momentsOf([
        [3, 1, 2],
        [3, 2, 2],
        [3, 4, 5],
      ]),
    );
    expect(flat.items[0]?.itemRest).toBeNull();
    expect(flat.items[1]?.itemRest).not.toBeNull();
    for (const value of [flat.alpha, ...flat.items.flatMap((item) => Object.values(item))])
      expect(value === null || Number.isFinite(value)).toBe(true);
  });

  it('is unchanged when every row is repeated (all variances scale alike)', () => {
    const repeated = Array.from({ length: 6 }, () => HAND_ROWS).flat();
    expect(itemAnalysis(momentsOf(repeated)).alpha).toBeCloseTo(14.25 / 17, 12);
  });
});
