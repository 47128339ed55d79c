import { describe, expect, it } from 'vitest';
import { formatGap } from './format';

describe('formatGap', () => {
  it('signs a difference and shows one decimal, a negligible one without a sign', () => {
    expect(formatGap(0.62)).toBe('+0.6');
    expect(formatGap(-1.25)).toBe('−1.3');
    expect(formatGap(0.04)).toBe('0.0');
    expect(formatGap(-0.04)).toBe('0.0');
  });
});
