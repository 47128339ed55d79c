// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResultView } from '../../../../contract/assessment';
import { toast } from '../../../components/ui/toaster';
import { json, meBody, Providers, stubFetch, testQueryClient } from '../../auth/test/harness';
import type { ResultsState } from './use-results';
import { useResultsAccount } from './use-results-account';

vi.mock('../../../components/ui/toaster', async () => (await import('../../auth/test/harness')).toastMock());

const success = vi.mocked(toast.success);
const error = vi.mocked(toast.error);
const unauthenticated = () => json(401, { error: { code: 'unauthenticated', message: 'Not authenticated' } });
const view = { sessionId: 's1', gated: false } as ResultView;

function setup(state: ResultsState) {
  const client = testQueryClient();
  return renderHook(({ s }) => useResultsAccount(s), {
    initialProps: { s: state },
    wrapper: ({ children }) => <Providers client={client}>{children}</Providers>,
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('the results page account', () => {
  it('opens the profile dialog once for an incomplete profile, and the data dialog on its event', async () => {
    stubFetch({ 'GET /api/me': () => json(200, meBody()) });
    const { result } = setup({ status: 'loading' });
    await waitFor(() => expect(result.current.profile.open).toBe(true));
    act(() => result.current.profile.setOpen(false));
    act(() => {
      window.dispatchEvent(new Event('showUserDataManager'));
    });
    expect(result.current.data.open).toBe(true);
    act(() => result.current.data.setOpen(false));
    expect(result.current.profile.open).toBe(false);
  });

  it('for a visitor: the sign-up is the modal, and the data event asks to sign in', async () => {
    stubFetch({ 'GET /api/me': unauthenticated });
    const { result } = setup({ status: 'loading' });
    await waitFor(() => expect(result.current.me).toBeNull());
    act(() => result.current.onSignUp());
    expect(result.current.auth.mode).toBe('signup');
    act(() => result.current.auth.setMode(null));
    act(() => {
      window.dispatchEvent(new Event('showUserDataManager'));
    });
    expect(result.current.auth.mode).toBe('login');
    expect(result.current.profile.open).toBe(false);
  });

  it('after a sign-up here the profile dialog opens and the modal closes', async () => {
    stubFetch({ 'GET /api/me': unauthenticated });
    const { result } = setup({ status: 'loading' });
    await waitFor(() => expect(result.current.me).toBeNull());
    act(() => result.current.auth.setMode('signup'));
    act(() => result.current.auth.onSignedIn('signup'));
    expect(result.current.auth.mode).toBeNull();
    expect(result.current.profile.open).toBe(true);
  });

  it("says 'Results Loaded' once for stored results, 'Error Loading Results' when they fail", async () => {
    stubFetch({ 'GET /api/me': () => json(200, meBody({ profileCompleted: true })) });
    const { rerender } = setup({ status: 'loading' });
    rerender({ s: { status: 'ready', view, source: 'stored' } });
    rerender({ s: { status: 'ready', view, source: 'stored' } });
    // sonner loads on the first toast (components/ui/toast.ts): the first one arrives a moment later
    await waitFor(() => expect(success).toHaveBeenCalledTimes(1));
    expect(success).toHaveBeenCalledWith('Results Loaded', {
      id: 'Results Loaded',
      description: 'Your previous assessment results have been loaded.',
    });
    rerender({ s: { status: 'ready', view, source: 'session' } });
    expect(success).toHaveBeenCalledTimes(1);
    rerender({ s: { status: 'error', error: new Error('x'), source: 'stored' } });
    expect(error).toHaveBeenCalledWith('Error Loading Results', {
      id: 'Error Loading Results',
      description: 'There was an issue loading your previous results. Please try refreshing the page.',
    });
  });
});
