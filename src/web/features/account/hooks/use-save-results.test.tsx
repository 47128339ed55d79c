// @vitest-environment happy-dom
import { useQuery } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '../../../../contract/me';
import { toast } from '../../../components/ui/toaster';
import { bodyOf, json, meBody, Providers, stubFetch, testQueryClient } from '../../auth/test/harness';
import { shouldAutoSave, useAutoSaveResults, useSaveResults } from './use-save-results';

vi.mock('../../../components/ui/toaster', async () => (await import('../../auth/test/harness')).toastMock());

const success = vi.mocked(toast.success);
const error = vi.mocked(toast.error);
const SESSION = { id: '6f1c1f8e-8d5b-4a63-9a43-1d2c3b4a5e6f', secret: 's3cret' };
const me = meBody() as MeResponse;
const claimed = () =>
  json(200, {
    session: {
      id: SESSION.id,
      status: 'completed',
      completedAt: '2025-01-31T10:00:00.000Z',
      claimedAt: '2025-01-31T10:05:00.000Z',
    },
  });

function setup(user: MeResponse | null) {
  const client = testQueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const { result } = renderHook(() => useSaveResults(user), {
    wrapper: ({ children }) => <Providers client={client}>{children}</Providers>,
  });
  return { result, invalidate };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('saving results', () => {
  it('claims the held session, clears the local answers and the flag, sets resultsPersisted, refetches', async () => {
    localStorage.setItem('assessmentSession', JSON.stringify({ ...SESSION, completedAt: null }));
    localStorage.setItem('assessmentAnswers', JSON.stringify({ q1: '3' }));
    localStorage.setItem('persistOnLogin', '1');
    const fetch = stubFetch({ 'POST /api/me/sessions/claim': claimed });
    const { result, invalidate } = setup(me);
    await act(async () => {
      expect(await result.current.save()).toBe('saved');
    });
    expect(bodyOf(fetch, 'POST', '/api/me/sessions/claim')).toEqual(SESSION);
    expect(localStorage.getItem('assessmentAnswers')).toBeNull();
    expect(localStorage.getItem('persistOnLogin')).toBeNull();
    expect(localStorage.getItem('resultsPersisted')).toBe('1');
    expect(localStorage.getItem('assessmentSession')).not.toBeNull();
    expect(success).toHaveBeenCalledWith('Success!', {
      id: 'Success!',
      description: 'Your results have been saved.',
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['results'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['account'] });
  });

  it('a history fetch still in flight when the claim lands is fetched again, not kept', async () => {
    localStorage.setItem('assessmentSession', JSON.stringify({ ...SESSION, completedAt: null }));
    stubFetch({ 'POST /api/me/sessions/claim': claimed });
    const client = testQueryClient();
    // the first history answer left the server before the claim: it is slow and holds one assessment
    let answers = 0;
    const fetchHistory = () =>
      ++answers === 1
        ? new Promise<string[]>((resolve) => setTimeout(() => resolve(['before the claim']), 50))
        : Promise.resolve(['before the claim', 'claimed']);
    const { result } = renderHook(
      () => ({
        history: useQuery({ queryKey: ['account', 'history'], queryFn: fetchHistory }),
        saving: useSaveResults(me),
      }),
      { wrapper: ({ children }) => <Providers client={client}>{children}</Providers> },
    );
    await act(async () => {
      expect(await result.current.saving.save()).toBe('saved');
    });
    await waitFor(() => expect(result.current.history.data).toEqual(['before the claim', 'claimed']));
  });

  it("needs a signed-in user ('Authentication Required') and something to save (else silent)", async () => {
    localStorage.setItem('assessmentSession', JSON.stringify(SESSION));
    const fetch = stubFetch({});
    const signedOut = setup(null);
    await act(async () => {
      expect(await signedOut.result.current.save()).toBe('sign-in-required');
    });
    expect(error).toHaveBeenCalledWith('Authentication Required', {
      id: 'Authentication Required',
      description: 'Please sign in to save your full results.',
    });
    localStorage.clear();
    const nothing = setup(me);
    await act(async () => {
      expect(await nothing.result.current.save()).toBe('skipped');
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("a refused claim is an 'Error' with the server's message and drops persistOnLogin", async () => {
    localStorage.setItem('assessmentSession', JSON.stringify(SESSION));
    localStorage.setItem('persistOnLogin', '1');
    stubFetch({
      'POST /api/me/sessions/claim': () =>
        json(404, { error: { code: 'not_found', message: 'Assessment session not found.' } }),
    });
    const { result } = setup(me);
    await act(async () => {
      expect(await result.current.save()).toBe('failed');
    });
    expect(error).toHaveBeenCalledWith('Error', {
      id: 'Error',
      description: 'Assessment session not found.',
    });
    expect(localStorage.getItem('persistOnLogin')).toBeNull();
    expect(localStorage.getItem('resultsPersisted')).toBeNull();

    stubFetch({ 'POST /api/me/sessions/claim': () => new Response('', { status: 502 }) });
    await act(async () => {
      await result.current.save();
    });
    expect(error).toHaveBeenLastCalledWith('Error', {
      id: 'Error',
      description: 'Failed to save results. Please try again.',
    });
  });
});

describe('the automatic save', () => {
  it('runs when signed in with a held session and the flag or local answers', () => {
    expect(shouldAutoSave(true)).toBe(false);
    localStorage.setItem('assessmentSession', JSON.stringify(SESSION));
    expect(shouldAutoSave(true)).toBe(false);
    localStorage.setItem('persistOnLogin', '1');
    expect(shouldAutoSave(true)).toBe(true);
    expect(shouldAutoSave(false)).toBe(false);
    localStorage.removeItem('persistOnLogin');
    localStorage.setItem('assessmentAnswers', JSON.stringify({ q1: '2' }));
    expect(shouldAutoSave(true)).toBe(true);
  });

  it('saves 100 ms after the page finds the user, once', async () => {
    vi.useFakeTimers();
    localStorage.setItem('assessmentSession', JSON.stringify(SESSION));
    localStorage.setItem('persistOnLogin', '1');
    const save = vi.fn(async () => 'saved' as const);
    const { rerender } = renderHook(({ user }) => useAutoSaveResults(user, save), {
      initialProps: { user: undefined as MeResponse | null | undefined },
    });
    vi.advanceTimersByTime(500);
    expect(save).not.toHaveBeenCalled();
    rerender({ user: me });
    vi.advanceTimersByTime(99);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledOnce();
    rerender({ user: { ...me } });
    vi.advanceTimersByTime(500);
    expect(save).toHaveBeenCalledOnce();
  });
});
