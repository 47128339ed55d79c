import { describe, expect, it } from 'vitest';
import { clamp, mean, round2, roundTo } from './numbers';

describe('round2', () => {
  it('rounds half up on the decimal value, not the binary one', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(3.335)).toBe(3.34);
    expect(round2(10 / 3)).toBe(3.33);
    expect(round2(11 / 3)).toBe(3.67);
    expect(round2(2.5)).toBe(2.5);
  });

  it('keeps negative numbers symmetric and leaves non-finite values alone', () => {
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(Number.NaN)).toBeNaN();
    expect(round2(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });

  it('handles values JavaScript prints in exponent notation', () => {
    expect(round2(1e-7)).toBe(0);
    expect(roundTo(1.25, 1)).toBe(1.3);
  });
});

describe('clamp and mean', () => {
  it('clamps, with NaN going to the minimum', () => {
    expect(clamp(5, 0, 1)).toBe(1);
    expect(clamp(-1, 0, 1)).toBe(0);
    expect(clamp(Number.NaN, 0, 1)).toBe(0);
  });

  it('gives 0 for an empty mean', () => {
    expect(mean([])).toBe(0);
    expect(mean([1, 2, 3])).toBe(2);
  });
});
