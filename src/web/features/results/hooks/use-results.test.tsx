// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, Providers, stubFetch, testQueryClient } from '../../auth/test/harness';
import { LOCAL_SESSION_CHANGED_EVENT, useResults } from './use-results';

const SESSION = { id: '6f1c1f8e-8d5b-4a63-9a43-1d2c3b4a5e6f', secret: 's3cret' };

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('useResults and the held session', () => {
  it('follows the session leaving this browser (sign-out, deletion) while the page stays open', async () => {
    localStorage.setItem('assessmentSession', JSON.stringify(SESSION));
    const fetch = stubFetch({
      [`GET /api/sessions/${SESSION.id}/result`]: () => json(500, { error: { code: 'x', message: 'down' } }),
      'GET /api/me/results/latest': () =>
        json(401, { error: { code: 'unauthenticated', message: 'Not authenticated' } }),
    });
    const client = testQueryClient();
    const { result } = renderHook(() => useResults(), {
      wrapper: ({ children }) => <Providers client={client}>{children}</Providers>,
    });
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'error', source: 'session' }));
    act(() => {
      localStorage.removeItem('assessmentSession');
      window.dispatchEvent(new Event(LOCAL_SESSION_CHANGED_EVENT));
    });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'empty', signedIn: false }), {
      timeout: 2000,
    });
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/api/me/results/latest');
  });
});
