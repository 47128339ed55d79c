// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CLICK_PULSE_MS,
  PARTICLE_COUNT,
  PARTICLE_DURATION_MS,
  RATING_SCALE,
} from '../../../domain/constants';
import { RatingScale } from './rating-scale';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const radios = () => screen.getAllByRole('radio');
const radio = (value: number) => screen.getByRole('radio', { name: new RegExp(`^${value} – `) });

describe('RatingScale', () => {
  it('renders five radios named by their number and the scale label', () => {
    render(<RatingScale value={null} onChange={() => {}} />);
    expect(screen.getByRole('radiogroup')).toBeTruthy();
    expect(radios()).toHaveLength(5);
    for (const entry of RATING_SCALE) {
      const option = screen.getByRole('radio', { name: `${entry.value} – ${entry.label}` });
      expect(option.textContent).toBe(String(entry.value));
    }
    expect(screen.getByRole('radio', { name: '1 – Shaky: Often a challenge' })).toBeTruthy();
  });

  it('has one Tab stop: the first option when nothing is chosen, else the chosen one', () => {
    const { rerender } = render(<RatingScale value={null} onChange={() => {}} />);
    expect(radios().map((r) => r.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    rerender(<RatingScale value={4} onChange={() => {}} />);
    expect(radios().map((r) => r.tabIndex)).toEqual([-1, -1, -1, 0, -1]);
    expect(radio(4).getAttribute('aria-checked')).toBe('true');
    expect(radio(3).getAttribute('aria-checked')).toBe('false');
  });

  it('bursts 8 particles from the chosen option, gone after 1200 ms', () => {
    vi.useFakeTimers();
    render(<RatingScale value={null} onChange={() => {}} />);
    expect(screen.queryAllByTestId('rating-particle')).toHaveLength(0);
    fireEvent.click(radio(4));
    const particles = screen.getAllByTestId('rating-particle');
    expect(particles).toHaveLength(PARTICLE_COUNT);
    expect(radio(4).parentElement?.contains(particles[0] ?? null)).toBe(true);
    act(() => vi.advanceTimersByTime(PARTICLE_DURATION_MS - 1));
    expect(screen.getAllByTestId('rating-particle')).toHaveLength(PARTICLE_COUNT);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryAllByTestId('rating-particle')).toHaveLength(0);
  });

  it('calls onChange with the clicked value', () => {
    const onChange = vi.fn();
    render(<RatingScale value={null} onChange={onChange} />);
    fireEvent.click(radio(3));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(3);
  });

  it('moves focus with the arrow keys, Home and End (wrapping) without choosing', () => {
    const onChange = vi.fn();
    render(<RatingScale value={null} onChange={onChange} />);
    radio(1).focus();
    fireEvent.keyDown(radio(1), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(radio(2));
    expect(radio(2).tabIndex).toBe(0);
    expect(radio(1).tabIndex).toBe(-1);
    fireEvent.keyDown(radio(2), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(radio(3));
    fireEvent.keyDown(radio(3), { key: 'ArrowLeft' });
    fireEvent.keyDown(radio(2), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(radio(1));
    fireEvent.keyDown(radio(1), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(radio(5));
    fireEvent.keyDown(radio(5), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(radio(1));
    fireEvent.keyDown(radio(1), { key: 'End' });
    expect(document.activeElement).toBe(radio(5));
    fireEvent.keyDown(radio(5), { key: 'Home' });
    expect(document.activeElement).toBe(radio(1));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('chooses the focused option with Enter or Space, once per press', () => {
    const onChange = vi.fn();
    render(<RatingScale value={null} onChange={onChange} />);
    fireEvent.keyDown(radio(4), { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(4);
    fireEvent.keyDown(radio(2), { key: ' ' });
    expect(onChange).toHaveBeenLastCalledWith(2);
    fireEvent.keyDown(radio(2), { key: ' ', repeat: true });
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('ignores clicks and keys while disabled but stays focusable', () => {
    const onChange = vi.fn();
    render(<RatingScale value={2} onChange={onChange} disabled />);
    expect(screen.getByRole('radiogroup').getAttribute('aria-disabled')).toBe('true');
    for (const option of radios()) expect(option.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(radio(5));
    fireEvent.keyDown(radio(5), { key: 'Enter' });
    fireEvent.keyDown(radio(5), { key: ' ' });
    expect(onChange).not.toHaveBeenCalled();
    expect(radio(2).hasAttribute('disabled')).toBe(false);
    radio(2).focus();
    fireEvent.keyDown(radio(2), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(radio(3));
  });

  it('shows the short label under each option and the chosen label below the row', () => {
    const { container, rerender } = render(<RatingScale value={null} onChange={() => {}} />);
    for (const entry of RATING_SCALE) expect(screen.getByText(entry.shortLabel)).toBeTruthy();
    expect(screen.queryByText('Mixed: Varies with context')).toBeNull();
    rerender(<RatingScale value={3} onChange={() => {}} />);
    const chosen = screen.getByText('Mixed: Varies with context');
    expect(chosen.className).toContain('sm:hidden');
    expect(container.querySelectorAll('.sm\\:block')).toHaveLength(5);
  });

  it('anchors the ends with the left and right labels and describes the group with them', () => {
    render(
      <RatingScale value={null} onChange={() => {}} leftLabel="Rarely" rightLabel="Always" labelledBy="q" />,
    );
    const group = screen.getByRole('radiogroup');
    expect(group.getAttribute('aria-labelledby')).toBe('q');
    const description = document.getElementById(group.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('1: Rarely. 5: Always.');
    expect(screen.getByText('Rarely')).toBeTruthy();
    expect(screen.getByText('Always')).toBeTruthy();
  });

  it('has no end labels or description when none are given', () => {
    render(<RatingScale value={null} onChange={() => {}} leftLabel={null} />);
    expect(screen.getByRole('radiogroup').hasAttribute('aria-describedby')).toBe(false);
  });

  it('pulses the chosen option for the click-pulse time', () => {
    vi.useFakeTimers();
    render(<RatingScale value={null} onChange={() => {}} />);
    fireEvent.click(radio(5));
    expect(radio(5).hasAttribute('data-pulse')).toBe(true);
    expect(radio(4).hasAttribute('data-pulse')).toBe(false);
    act(() => vi.advanceTimersByTime(CLICK_PULSE_MS));
    expect(radio(5).hasAttribute('data-pulse')).toBe(false);
  });

  it('carries the value in a hidden input when named', () => {
    const { container } = render(<RatingScale value={5} onChange={() => {}} name="answer" />);
    const input = container.querySelector<HTMLInputElement>('input[type="hidden"][name="answer"]');
    expect(input?.value).toBe('5');
  });
});
