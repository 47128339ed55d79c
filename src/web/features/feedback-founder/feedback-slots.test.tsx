// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, Providers, stubFetch, testQueryClient } from '../auth/test/harness';
import { FeedbackSectionSlot, HowOthersSeeYouSlot } from './feedback-slots';
import { result } from './test/fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Holds the browser's idle callbacks until the test runs them. */
function holdIdle() {
  const callbacks: Array<() => void> = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => callbacks.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  return () =>
    act(() => {
      for (const callback of callbacks.splice(0)) callback();
    });
}

describe('the feedback slots on the results page', () => {
  it('load the section only once the browser is idle, and ask for nothing before', async () => {
    const runIdle = holdIdle();
    const fetch = stubFetch({ 'GET /api/me/feedback/rounds': () => json(200, { rounds: [] }) });
    render(
      <Providers client={testQueryClient()}>
        <FeedbackSectionSlot result={result} />
      </Providers>,
    );
    expect(screen.queryByRole('region', { name: 'How Others See You' })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    runIdle();
    // the lazy chunk's first import is transformed on the fly here: give it time
    expect(
      await screen.findByRole('region', { name: 'How Others See You' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Invite raters' })).toBeTruthy();
  });

  it("keep the core strength's text in place until the round's own is there", async () => {
    const runIdle = holdIdle();
    stubFetch({ 'GET /api/me/feedback/rounds': () => json(200, { rounds: [] }) });
    render(
      <Providers client={testQueryClient()}>
        <HowOthersSeeYouSlot result={result} cannedText="They see you as steady." />
      </Providers>,
    );
    expect(screen.getByText('They see you as steady.')).toBeTruthy();
    runIdle();
    expect(
      await screen.findByText(/Invite the people who work with you/, undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByText('They see you as steady.')).toBeTruthy();
  });
});
