// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/ui/toaster';
import { bodyOf, json, meBody, stubFetch, testQueryClient } from '../test/harness';
import { AuthCallbackPage, confirmationErrorMessage, initialCallbackState } from './auth-callback-page';

vi.mock('../../../components/ui/toaster', async () => (await import('../test/harness')).toastMock());

const success = vi.mocked(toast.success);
const error = vi.mocked(toast.error);
const unauthenticated = () => json(401, { error: { code: 'unauthenticated', message: 'Not authenticated' } });

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderCallback(path: string) {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/auth/callback" element={<AuthCallbackPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('what the query decides', () => {
  it('maps the link errors to the spec messages', () => {
    expect(confirmationErrorMessage('INVALID_TOKEN')).toBe(
      'Invalid confirmation link. Please check your email and try again.',
    );
    expect(confirmationErrorMessage('TOKEN_EXPIRED')).toBe(
      'Failed to confirm your account. The link may be expired.',
    );
    expect(initialCallbackState(new URLSearchParams('next=/results'))).toEqual({ status: 'loading' });
    expect(initialCallbackState(new URLSearchParams('type=recovery&token=abc'))).toEqual({
      status: 'recovery',
      token: 'abc',
    });
    expect(initialCallbackState(new URLSearchParams('type=recovery&error=INVALID_TOKEN'))).toEqual({
      status: 'recovery-invalid',
    });
    expect(initialCallbackState(new URLSearchParams('type=signup'))).toMatchObject({ status: 'failed' });
  });
});

describe('confirmation', () => {
  it("'Account Confirmed!' with a session; persistOnLogin for local answers; next after 2 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const timeouts = vi.spyOn(globalThis, 'setTimeout');
    localStorage.setItem('assessmentAnswers', JSON.stringify({ q: '4' }));
    stubFetch({ 'GET /api/me': () => json(200, meBody({ emailVerified: true })) });
    renderCallback('/auth/callback?next=%2Fresults%2Fuplift-potential');
    expect(screen.getByText('Confirming your account...', { selector: 'p' })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Account Confirmed!' });
    expect(success).toHaveBeenCalledWith('Account Confirmed!', expect.anything());
    expect(localStorage.getItem('persistOnLogin')).toBe('1');
    await act(async () => {
      vi.advanceTimersByTime(1900);
    });
    expect(screen.queryByTestId('where')).toBeNull();
    expect(timeouts).toHaveBeenCalledWith(expect.any(Function), 2000);
    await act(async () => {
      vi.advanceTimersByTime(200);
      await vi.runOnlyPendingTimersAsync();
    });
    expect(screen.getByTestId('where').textContent).toBe('/results/uplift-potential');
  });

  it("'Session not found after confirmation' without a session", async () => {
    stubFetch({ 'GET /api/me': unauthenticated });
    renderCallback('/auth/callback?next=%2Fresults');
    await screen.findByRole('heading', { name: 'Confirmation Failed' });
    expect(screen.getByText('Session not found after confirmation')).toBeTruthy();
    expect(error).toHaveBeenCalledWith('Confirmation Failed', {
      id: 'Confirmation Failed',
      description: 'Please try signing up again.',
    });
    expect(screen.getByRole('link', { name: 'Go to Results' }).getAttribute('href')).toBe('/results');
    expect(screen.getByRole('link', { name: 'Start Over' }).getAttribute('href')).toBe(
      '/auth?mode=signup&next=%2Fresults',
    );
  });

  it('a bad link fails at once, without asking the server', async () => {
    const fetch = stubFetch({});
    renderCallback('/auth/callback?next=%2Fresults&error=INVALID_TOKEN');
    expect(
      screen.getByText('Invalid confirmation link. Please check your email and try again.'),
    ).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledOnce();
  });
});

describe('recovery', () => {
  it('sets the new password with the token, signs in and goes to next', async () => {
    window.history.replaceState(null, '', '/auth/callback?type=recovery&next=%2Fresults&token=tok-1');
    const fetch = stubFetch({
      'POST /api/auth/reset-password': () => json(200, { status: true }),
      'POST /api/auth/sign-in/email': () =>
        json(200, {
          token: 't',
          user: { id: 'u1', email: 'ada@example.com', name: 'Ada', emailVerified: true },
        }),
    });
    renderCallback('/auth/callback?type=recovery&next=%2Fresults&token=tok-1');
    expect(window.location.search).toBe('?type=recovery&next=%2Fresults');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'new-secret' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    });
    expect((await screen.findByTestId('where')).textContent).toBe('/results');
    expect(bodyOf(fetch, 'POST', '/api/auth/reset-password')).toEqual({
      newPassword: 'new-secret',
      token: 'tok-1',
    });
    expect(bodyOf(fetch, 'POST', '/api/auth/sign-in/email')).toMatchObject({
      email: 'ada@example.com',
      password: 'new-secret',
    });
    expect(success.mock.calls.at(-1)?.[0]).toBe('Password Updated');
  });

  it('an expired token shows the invalid-link state', async () => {
    stubFetch({
      'POST /api/auth/reset-password': () => json(400, { code: 'INVALID_TOKEN', message: 'Invalid token' }),
    });
    renderCallback('/auth/callback?type=recovery&next=%2Fresults&token=old');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'new-secret' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Set New Password' }));
    });
    await screen.findByRole('heading', { name: 'Reset Link Invalid' });
    expect(screen.getByRole('link', { name: 'Request a New Link' }).getAttribute('href')).toBe(
      '/auth?mode=reset&next=%2Fresults',
    );
  });
});
