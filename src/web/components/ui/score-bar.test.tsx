// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScoreBar } from './score-bar';

afterEach(cleanup);

describe('ScoreBar', () => {
  it.each([
    [2.44, 'low', 'bg-score-low'],
    [2.5, 'mid', 'bg-score-mid'],
    [3.44, 'mid', 'bg-score-mid'],
    [3.5, 'high', 'bg-score-high'],
  ])('colours %s as %s', (score, band, fillClass) => {
    render(<ScoreBar score={score} label="Vision" />);
    const bar = screen.getByRole('img');
    expect(bar.getAttribute('data-band')).toBe(band);
    expect(screen.getByTestId('score-bar-fill').className).toContain(fillClass);
  });

  it('shows the number beside the bar in ink and names the bar with it', () => {
    render(<ScoreBar score={3.75} label="Vision" />);
    expect(screen.getByRole('img', { name: 'Vision: 3.8 of 5 points' })).toBeTruthy();
    const number = screen.getByText('3.8');
    expect(number.className).toContain('text-ink');
  });

  it('fills (score − 1) / 4 of the track', () => {
    const { rerender } = render(<ScoreBar score={4} label="Vision" />);
    const fill = () => screen.getByTestId('score-bar-fill').style.getPropertyValue('--ui-fill');
    expect(fill()).toBe('0.75');
    rerender(<ScoreBar score={1} label="Vision" />);
    expect(fill()).toBe('0');
    rerender(<ScoreBar score={5} label="Vision" />);
    expect(fill()).toBe('1');
  });
});
