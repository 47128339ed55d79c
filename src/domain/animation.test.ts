import { describe, expect, it } from 'vitest';
import {
  gaugeValueAtStep,
  loadingResultsMessageIndex,
  loadingResultsProgress,
  loadingResultsRingValue,
} from './animation';

describe('loading results', () => {
  it('fills the ring over 18 s, progress 0 to 100 and value 1 to 5', () => {
    expect(loadingResultsProgress(0)).toBe(0);
    expect(loadingResultsProgress(9000)).toBe(50);
    expect(loadingResultsProgress(18_000)).toBe(100);
    expect(loadingResultsProgress(30_000)).toBe(100);
    expect(loadingResultsRingValue(0)).toBe(1);
    expect(loadingResultsRingValue(50)).toBe(3);
    expect(loadingResultsRingValue(100)).toBe(5);
  });

  it('rotates through the 10 messages every 3.5 s', () => {
    expect(loadingResultsMessageIndex(0)).toBe(0);
    expect(loadingResultsMessageIndex(3499)).toBe(0);
    expect(loadingResultsMessageIndex(3500)).toBe(1);
    expect(loadingResultsMessageIndex(35_000)).toBe(0);
    expect(loadingResultsMessageIndex(-5)).toBe(0);
  });
});

describe('gaugeValueAtStep', () => {
  it('rises from 1 to the score in 60 steps', () => {
    expect(gaugeValueAtStep(4, 0)).toBe(1);
    expect(gaugeValueAtStep(4, 30)).toBe(2.5);
    expect(gaugeValueAtStep(4, 60)).toBe(4);
    expect(gaugeValueAtStep(4, 90)).toBe(4);
  });
});
