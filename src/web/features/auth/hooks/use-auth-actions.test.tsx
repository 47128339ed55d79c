// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/ui/toaster';
import { bodyOf, json, meBody, Providers, stubFetch, testQueryClient } from '../test/harness';
import { useAuthActions } from './use-auth-actions';

vi.mock('../../../components/ui/toaster', async () => (await import('../test/harness')).toastMock());

const SIGN_IN = 'POST /api/auth/sign-in/email';
const SIGN_UP = 'POST /api/auth/sign-up/email';
const user = { id: 'u1', email: 'ada@example.com', name: 'Ada', emailVerified: false };
const credentials = { email: ' ada@example.com ', password: 'secret1' };

function setup(next = '/results') {
  const client = testQueryClient();
  const { result } = renderHook(() => useAuthActions(next), {
    wrapper: ({ children }) => <Providers client={client}>{children}</Providers>,
  });
  return { result, client };
}

const success = vi.mocked(toast.success);
const error = vi.mocked(toast.error);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('login', () => {
  it('signs in, clears stored auth keys first, sets persistOnLogin with local answers and says welcome back', async () => {
    localStorage.setItem('sb-old-auth-token', 'x');
    localStorage.setItem('assessmentAnswers', JSON.stringify({ q1: '3' }));
    const fetch = stubFetch({
      [SIGN_IN]: () => {
        expect(localStorage.getItem('sb-old-auth-token')).toBeNull();
        return json(200, { token: 't', user });
      },
      'GET /api/me': () => json(200, meBody()),
    });
    const { result, client } = setup('/results/core-strength');
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.login(credentials);
    });
    expect(outcome).toEqual({ kind: 'signed-in', via: 'login' });
    expect(bodyOf(fetch, 'POST', '/api/auth/sign-in/email')).toEqual({
      email: 'ada@example.com',
      password: 'secret1',
      callbackURL: '/auth/callback?next=%2Fresults%2Fcore-strength',
    });
    expect(localStorage.getItem('persistOnLogin')).toBe('1');
    expect(success).toHaveBeenCalledWith('Welcome back!', {
      id: 'Welcome back!',
      description: "You've been signed in successfully.",
    });
    expect(client.getQueryState(['me'])).toBeUndefined(); // nothing cached yet: invalidated, not set
  });

  it("shows 'Login Error' with the server's message, or the generic one without a message", async () => {
    stubFetch({
      [SIGN_IN]: () => json(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }),
    });
    const { result } = setup();
    await act(async () => {
      expect(await result.current.login(credentials)).toEqual({ kind: 'failed' });
    });
    expect(error).toHaveBeenLastCalledWith('Login Error', {
      id: 'Login Error',
      description: 'Invalid email or password',
    });
    expect(localStorage.getItem('persistOnLogin')).toBeNull();

    stubFetch({ [SIGN_IN]: () => new Response('', { status: 500, statusText: 'Internal Server Error' }) });
    await act(async () => {
      await result.current.login(credentials);
    });
    expect(error).toHaveBeenLastCalledWith('Login Error', {
      id: 'Login Error',
      description: 'Something went wrong. Please try again.',
    });
  });

  it("answers 'Check Your Email' when the e-mail must be confirmed first", async () => {
    stubFetch({ [SIGN_IN]: () => json(403, { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' }) });
    const { result } = setup();
    await act(async () => {
      expect(await result.current.login(credentials)).toEqual({
        kind: 'check-email',
        email: 'ada@example.com',
      });
    });
    expect(error).not.toHaveBeenCalled();
  });

  it('gives a rate limit its own toast', async () => {
    stubFetch({
      [SIGN_IN]: () => json(429, { message: 'Too many requests.' }, { 'x-retry-after': '30' }),
    });
    const { result } = setup();
    await act(async () => {
      await result.current.login(credentials);
    });
    expect(error.mock.calls.at(-1)?.[0]).toBe('Rate Limit Exceeded');
  });
});

describe('sign-up', () => {
  const form = { ...credentials, name: ' Ada Founder ', acceptTerms: true };

  const noSession = (emailConfirmationRequired: boolean) => () =>
    json(200, { token: null, user, emailConfirmationRequired });

  it("signs up, then signs in with the same credentials and says 'Welcome!'", async () => {
    const fetch = stubFetch({
      [SIGN_UP]: noSession(false),
      [SIGN_IN]: () => json(200, { token: 't', user }),
      'GET /api/me': () => json(200, meBody()),
    });
    const { result } = setup();
    await act(async () => {
      expect(await result.current.signup(form)).toEqual({ kind: 'signed-in', via: 'signup' });
    });
    expect(bodyOf(fetch, 'POST', '/api/auth/sign-up/email')).toEqual({
      name: 'Ada Founder',
      email: 'ada@example.com',
      password: 'secret1',
      callbackURL: '/auth/callback?next=%2Fresults',
    });
    expect(bodyOf(fetch, 'POST', '/api/auth/sign-in/email')).toMatchObject({
      email: 'ada@example.com',
      password: 'secret1',
    });
    expect(success).toHaveBeenCalledWith('Welcome!', {
      id: 'Welcome!',
      description: 'Your account has been created successfully.',
    });
  });

  it("confirmation required: 'Check Your Email', and no sign-in is tried", async () => {
    const fetch = stubFetch({ [SIGN_UP]: noSession(true) });
    const { result } = setup();
    await act(async () => {
      expect(await result.current.signup(form)).toEqual({ kind: 'check-email', email: 'ada@example.com' });
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(success).not.toHaveBeenCalled();
  });

  it("a taken address with another password: the sign-in fails quietly, 'Check Your Email'", async () => {
    stubFetch({
      [SIGN_UP]: noSession(false),
      [SIGN_IN]: () => json(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }),
    });
    const { result } = setup();
    await act(async () => {
      expect(await result.current.signup(form)).toEqual({ kind: 'check-email', email: 'ada@example.com' });
    });
    expect(error).not.toHaveBeenCalled();
    expect(success).not.toHaveBeenCalled();
  });

  it("a session from sign-up (registered, right password) is signed in: 'Welcome back!'", async () => {
    stubFetch({
      [SIGN_UP]: () => json(200, { token: 't', user }),
      'GET /api/me': () => json(200, meBody()),
    });
    const { result } = setup();
    await act(async () => {
      expect(await result.current.signup(form)).toEqual({ kind: 'signed-in', via: 'login' });
    });
    expect(success).toHaveBeenCalledWith('Welcome back!', expect.anything());
  });

  it("shows 'Signup Error' when the sign-up fails", async () => {
    stubFetch({ [SIGN_UP]: () => json(400, { code: 'PASSWORD_TOO_SHORT', message: 'Password too short' }) });
    const { result } = setup();
    await act(async () => {
      expect(await result.current.signup(form)).toEqual({ kind: 'failed' });
    });
    expect(error).toHaveBeenLastCalledWith('Signup Error', {
      id: 'Signup Error',
      description: 'Password too short',
    });
  });
});

describe('reset and resend', () => {
  it("sends the reset link to the callback page in recovery mode: 'Reset Email Sent' or 'Reset Failed'", async () => {
    const fetch = stubFetch({ 'POST /api/auth/request-password-reset': () => json(200, { status: true }) });
    const { result } = setup('/results');
    await act(async () => {
      expect(await result.current.requestReset('ada@example.com')).toBe(true);
    });
    expect(bodyOf(fetch, 'POST', '/api/auth/request-password-reset')).toEqual({
      email: 'ada@example.com',
      redirectTo: '/auth/callback?type=recovery&next=%2Fresults',
    });
    expect(success.mock.calls.at(-1)?.[0]).toBe('Reset Email Sent');

    stubFetch({ 'POST /api/auth/request-password-reset': () => json(500, { message: 'smtp down' }) });
    await act(async () => {
      expect(await result.current.requestReset('ada@example.com')).toBe(false);
    });
    expect(error).toHaveBeenLastCalledWith('Reset Failed', {
      id: 'Reset Failed',
      description: 'Failed to send reset email. Please try again.',
    });
  });

  it("resends the confirmation: 'Email Required' without an address, 'Email Sent', 'Resend Failed'", async () => {
    const fetch = stubFetch({ 'POST /api/auth/send-verification-email': () => json(200, { status: true }) });
    const { result } = setup();
    await act(async () => {
      expect(await result.current.resend('  ')).toBe(false);
    });
    expect(error).toHaveBeenLastCalledWith('Email Required', {
      id: 'Email Required',
      description: 'Please enter your email address first.',
    });
    expect(fetch).not.toHaveBeenCalled();
    await act(async () => {
      expect(await result.current.resend('ada@example.com')).toBe(true);
    });
    expect(success).toHaveBeenLastCalledWith('Email Sent', {
      id: 'Email Sent',
      description: 'A new confirmation email has been sent to your inbox.',
    });
    stubFetch({ 'POST /api/auth/send-verification-email': () => json(500, {}) });
    await act(async () => {
      await result.current.resend('ada@example.com');
    });
    expect(error).toHaveBeenLastCalledWith('Resend Failed', {
      id: 'Resend Failed',
      description: 'Failed to resend email. Please try again.',
    });
  });
});
