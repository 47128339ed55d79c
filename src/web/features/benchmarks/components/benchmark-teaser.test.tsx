// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, Providers, stubFetch, testQueryClient } from '../../auth/test/harness';
import { RESULT_ID, SECRET } from '../test/fixtures';
import BenchmarkTeaser from './benchmark-teaser';

const TEASER = `/api/assessment/sessions/${RESULT_ID}/benchmark-teaser`;

beforeEach(() =>
  localStorage.setItem('assessmentSession', JSON.stringify({ id: RESULT_ID, secret: SECRET })),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderTeaser(sessionId = RESULT_ID) {
  const onSignUp = vi.fn();
  render(
    <Providers client={testQueryClient()}>
      <BenchmarkTeaser sessionId={sessionId} onSignUp={onSignUp} />
    </Providers>,
  );
  return onSignUp;
}

describe('the benchmark teaser', () => {
  it('shows the one figure with the sign-up promise, read with the session’s secret', async () => {
    const fetch = stubFetch({
      [`GET ${TEASER}`]: () =>
        json(200, { available: true, count: 140, missing: 0, percentile: 62, band: 'upper-half' }),
    });
    const onSignUp = renderTeaser();
    const teaser = await screen.findByRole('complementary', { name: 'Benchmark' });
    expect(teaser.textContent).toContain(
      'You rated yourself higher than 62 % of founders who took the audit.',
    );
    expect(teaser.textContent).toContain('Sign up free to see where you stand');
    const headers = fetch.mock.calls[0]?.[1]?.headers as Record<string, string> | undefined;
    expect(headers?.['x-session-secret']).toBe(SECRET);
    fireEvent.click(screen.getByRole('button', { name: 'Sign up free' }));
    expect(onSignUp).toHaveBeenCalled();
  });

  it('below the minimum: how many more founders it takes', async () => {
    stubFetch({
      [`GET ${TEASER}`]: () =>
        json(200, { available: false, count: 18, missing: 12, percentile: null, band: null }),
    });
    renderTeaser();
    expect(
      await screen.findByText('Benchmarks open once 12 more founders have taken the audit.'),
    ).toBeTruthy();
    expect(screen.queryByText(/rated yourself higher/)).toBeNull();
  });

  it('asks nothing for a result this browser holds no secret for', async () => {
    const fetch = stubFetch({});
    renderTeaser('00000000-0000-4000-8000-0000000000ff');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
