import { describe, expect, it } from 'vitest';
import {
  barFill,
  CHAPTER_INSIGHT_TIER_LABELS,
  chapterInsightTier,
  energyDrainWording,
  innerOuterBalance,
  questionInsightBand,
  resultTextTier,
  SCORE_BAND_COLOURS,
  scoreBand,
} from './bands';

describe('barFill', () => {
  it('is (score − 1) / 4, clamped to 0..1', () => {
    expect(barFill(1)).toBe(0);
    expect(barFill(3)).toBe(0.5);
    expect(barFill(5)).toBe(1);
    expect(barFill(0)).toBe(0);
    expect(barFill(6)).toBe(1);
    expect(barFill(Number.NaN)).toBe(0);
  });
});

describe('scoreBand', () => {
  it('is green from 3.5, amber from 2.5, red below', () => {
    expect(scoreBand(3.5)).toBe('high');
    expect(scoreBand(3.44)).toBe('mid');
    expect(scoreBand(2.5)).toBe('mid');
    expect(scoreBand(2.44)).toBe('low');
  });

  it('judges the score as shown: what reads 3.5 or 2.5 is never a band below', () => {
    expect(scoreBand(3.49)).toBe('high');
    expect(scoreBand(2.45)).toBe('mid');
    expect(scoreBand(2.449)).toBe('low');
    expect(SCORE_BAND_COLOURS).toEqual({ high: 'green', mid: 'amber', low: 'red' });
  });
});

describe('chapterInsightTier', () => {
  it('is excellent from 4, good from 3, else a growth opportunity', () => {
    expect(chapterInsightTier(4)).toBe('excellent');
    expect(chapterInsightTier(3.99)).toBe('good');
    expect(chapterInsightTier(3)).toBe('good');
    expect(chapterInsightTier(2.99)).toBe('growth-opportunity');
    expect(CHAPTER_INSIGHT_TIER_LABELS).toEqual({
      excellent: 'Excellent',
      good: 'Good',
      'growth-opportunity': 'Growth Opportunity',
    });
  });
});

describe('questionInsightBand', () => {
  it('is low at 2 or less, medium at 3, high at 4 or more', () => {
    expect([1, 2, 3, 4, 5].map(questionInsightBand)).toEqual(['low', 'low', 'medium', 'high', 'high']);
  });

  it('is total between the integers: below 3 low, 3 up to 4 medium (our choice)', () => {
    expect(questionInsightBand(2.5)).toBe('low');
    expect(questionInsightBand(2.99)).toBe('low');
    expect(questionInsightBand(3.5)).toBe('medium');
    expect(questionInsightBand(3.99)).toBe('medium');
  });
});

describe('resultTextTier and energyDrainWording', () => {
  it('tiers the fallback texts at 4 and 3', () => {
    expect(resultTextTier(4)).toBe('high');
    expect(resultTextTier(3.99)).toBe('mid');
    expect(resultTextTier(3)).toBe('mid');
    expect(resultTextTier(2.99)).toBe('low');
  });

  it('words energy drains strongly at 2 or below', () => {
    expect(energyDrainWording(2)).toBe('strong');
    expect(energyDrainWording(1)).toBe('strong');
    expect(energyDrainWording(2.01)).toBe('normal');
  });
});

describe('innerOuterBalance', () => {
  it('is balanced below a 0.5 difference, else the higher one leads', () => {
    expect(innerOuterBalance(3.49, 3)).toBe('balanced');
    expect(innerOuterBalance(3.5, 3)).toBe('inner-leads');
    expect(innerOuterBalance(3, 3.5)).toBe('outer-leads');
    expect(innerOuterBalance(4, 4)).toBe('balanced');
  });

  it('compares the difference at 2 decimals, so floating-point error cannot flip it', () => {
    // 3.3 − 2.8 is 0.4999999999999996 in binary floating point.
    expect(innerOuterBalance(3.3, 2.8)).toBe('inner-leads');
    expect(innerOuterBalance(2.8, 3.3)).toBe('outer-leads');
  });
});
