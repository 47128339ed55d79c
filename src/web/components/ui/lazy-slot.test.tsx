// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazySlot } from './lazy-slot';

let idle: (() => void) | undefined;
let observed: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;

beforeEach(() => {
  idle = undefined;
  observed = undefined;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    idle = callback;
    return 1;
  });
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: typeof observed) {
        observed = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function lazySection() {
  const load = vi.fn(async () => ({ default: () => <p>the section</p> }));
  return { load, Section: lazy(load) };
}

describe('LazySlot', () => {
  it('loads nothing and shows the fallback until the browser is idle, then the section', async () => {
    const { load, Section } = lazySection();
    render(
      <LazySlot fallback={<p>placeholder</p>} data-print="hide" data-testid="slot">
        <Section />
      </LazySlot>,
    );
    expect(screen.getByText('placeholder')).toBeTruthy();
    expect(screen.getByTestId('slot').getAttribute('data-print')).toBe('hide');
    expect(load).not.toHaveBeenCalled();
    act(() => idle?.());
    expect(await screen.findByText('the section')).toBeTruthy();
    expect(screen.queryByText('placeholder')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads the section when it comes near the viewport before the browser is idle', async () => {
    const { load, Section } = lazySection();
    render(
      <LazySlot>
        <Section />
      </LazySlot>,
    );
    expect(load).not.toHaveBeenCalled();
    act(() => observed?.([{ isIntersecting: true }]));
    expect(await screen.findByText('the section')).toBeTruthy();
  });
});
