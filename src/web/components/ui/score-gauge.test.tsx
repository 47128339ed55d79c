// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GAUGE_ANIMATION_STEP_MS, GAUGE_ANIMATION_STEPS } from '../../../domain/constants';
import { ScoreGauge } from './score-gauge';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const shownValue = () => screen.getByTestId('score-gauge-value').textContent;

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('ScoreGauge', () => {
  it('is an image named with the final score, one decimal, of 5 points', () => {
    render(<ScoreGauge score={3.75} label="Overall score" />);
    expect(screen.getByRole('img', { name: 'Overall score: 3.8 of 5 points' })).toBeTruthy();
    // and shown so: the number with its unit under it
    expect(screen.getByText('of 5 points')).toBeTruthy();
  });

  it('counts up from 1 to the score in 60 steps of 25 ms, the name staying final', () => {
    vi.useFakeTimers();
    stubReducedMotion(false);
    render(<ScoreGauge score={3.8} label="Inner Game" />);
    expect(shownValue()).toBe('1.0');
    act(() => vi.advanceTimersByTime((GAUGE_ANIMATION_STEPS / 2) * GAUGE_ANIMATION_STEP_MS));
    expect(shownValue()).toBe('2.4');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Inner Game: 3.8 of 5 points');
    act(() => vi.advanceTimersByTime((GAUGE_ANIMATION_STEPS / 2) * GAUGE_ANIMATION_STEP_MS));
    expect(shownValue()).toBe('3.8');
    act(() => vi.advanceTimersByTime(1000));
    expect(shownValue()).toBe('3.8');
  });

  it('shows the final value at once with animate={false}', () => {
    render(<ScoreGauge score={4.26} label="Outer Game" animate={false} />);
    expect(shownValue()).toBe('4.3');
  });

  it('does not animate under prefers-reduced-motion', () => {
    vi.useFakeTimers();
    stubReducedMotion(true);
    render(<ScoreGauge score={2.2} label="Overall" />);
    expect(shownValue()).toBe('2.2');
  });

  it('fills in the band colour of the score, the number in ink', () => {
    const { container, rerender } = render(<ScoreGauge score={4} label="x" animate={false} />);
    const arc = () => container.querySelectorAll('circle')[1];
    expect(arc()?.getAttribute('class')).toContain('stroke-score-high');
    rerender(<ScoreGauge score={3} label="x" animate={false} />);
    expect(arc()?.getAttribute('class')).toContain('stroke-score-mid');
    rerender(<ScoreGauge score={2} label="x" animate={false} />);
    expect(arc()?.getAttribute('class')).toContain('stroke-score-low');
    expect(screen.getByTestId('score-gauge-value').getAttribute('class')).toContain('fill-ink');
  });

  it('draws the arc (score − 1) / 4 of the circle and no arc for 1', () => {
    const { container, rerender } = render(<ScoreGauge score={3} label="x" animate={false} size={120} />);
    const arc = container.querySelectorAll('circle')[1];
    const circumference = Number(arc?.getAttribute('stroke-dasharray'));
    expect(Number(arc?.getAttribute('stroke-dashoffset'))).toBeCloseTo(circumference / 2);
    expect(container.querySelector('svg')?.getAttribute('width')).toBe('120');
    rerender(<ScoreGauge score={1} label="x" animate={false} />);
    expect(container.querySelectorAll('circle')).toHaveLength(1);
  });
});
