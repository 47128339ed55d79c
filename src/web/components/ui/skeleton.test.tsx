// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SKELETON_DELAY_MAX_MS, SKELETON_DELAY_MIN_MS } from '../../../domain/constants';
import { LoadingState } from './loading-state';
import { Delayed, DelayedSkeleton, Skeleton } from './skeleton';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Delayed / DelayedSkeleton', () => {
  it('renders nothing before 250 ms and the children from then on', () => {
    render(
      <Delayed>
        <p>late</p>
      </Delayed>,
    );
    expect(screen.queryByText('late')).toBeNull();
    act(() => vi.advanceTimersByTime(SKELETON_DELAY_MIN_MS - 1));
    expect(screen.queryByText('late')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('late')).toBeTruthy();
  });

  it('honours a custom delay within the spec range', () => {
    const { container } = render(<DelayedSkeleton className="h-6" delayMs={SKELETON_DELAY_MAX_MS} />);
    act(() => vi.advanceTimersByTime(SKELETON_DELAY_MAX_MS - 1));
    expect(container.querySelector('[data-skeleton]')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const skeleton = container.querySelector('[data-skeleton]');
    expect(skeleton?.getAttribute('aria-hidden')).toBe('true');
    expect(skeleton?.className).toContain('h-6');
  });

  it('never shows anything when unmounted before the delay', () => {
    const { container, unmount } = render(<DelayedSkeleton />);
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(container.innerHTML).toBe('');
  });

  it('Skeleton itself shows at once', () => {
    const { container } = render(<Skeleton className="w-40" />);
    expect(container.querySelector('[data-skeleton]')).toBeTruthy();
  });
});

describe('LoadingState', () => {
  it('has its text in a status at once and the spinner only after 250 ms', () => {
    render(<LoadingState text="Loading your results…" />);
    expect(screen.getByRole('status').textContent).toContain('Loading your results…');
    expect(screen.queryByTestId('loading-spinner')).toBeNull();
    act(() => vi.advanceTimersByTime(SKELETON_DELAY_MIN_MS));
    expect(screen.getByTestId('loading-spinner')).toBeTruthy();
  });
});
