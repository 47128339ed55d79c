// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazySlot } from './lazy-slot';

let idle: (() => void) | undefined;
let idleCallbacks: Array<() => void> = [];
let frames: Array<() => void> = [];
let observed: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;

beforeEach(() => {
  idle = undefined;
  idleCallbacks = [];
  frames = [];
  observed = undefined;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    idle = callback;
    idleCallbacks.push(callback);
    return 1;
  });
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
    frames.push(callback);
    return frames.length;
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

function lazySection(text = 'the section') {
  const load = vi.fn(async () => ({ default: () => <p>{text}</p> }));
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

  it('reveals slots wanted together one at a time, the next after the one before has painted', async () => {
    const first = lazySection('first section');
    const second = lazySection('second section');
    render(
      <>
        <LazySlot>
          <first.Section />
        </LazySlot>
        <LazySlot>
          <second.Section />
        </LazySlot>
      </>,
    );
    act(() => {
      for (const callback of idleCallbacks) callback();
    });
    expect(await screen.findByText('first section')).toBeTruthy();
    // the second waits for a frame after the first one's content mounted, and a task after that
    expect(second.load).not.toHaveBeenCalled();
    expect(screen.queryByText('second section')).toBeNull();
    await act(async () => {
      for (const frame of frames.splice(0)) frame();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await screen.findByText('second section')).toBeTruthy();
    expect(second.load).toHaveBeenCalledTimes(1);
  });

  it('lets the next slot reveal when one is removed before its content shows', async () => {
    const never = lazy(() => new Promise<{ default: () => null }>(() => undefined));
    const Never = never;
    const second = lazySection('second section');
    const { rerender } = render(
      <>
        <LazySlot key="a">
          <Never />
        </LazySlot>
        <LazySlot key="b">
          <second.Section />
        </LazySlot>
      </>,
    );
    act(() => {
      for (const callback of idleCallbacks) callback();
    });
    expect(second.load).not.toHaveBeenCalled();
    rerender(
      <LazySlot key="b">
        <second.Section />
      </LazySlot>,
    );
    await act(async () => {
      for (const frame of frames.splice(0)) frame();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await screen.findByText('second section')).toBeTruthy();
  });
});
