// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/ui/toaster';
import { json, meBody, Providers, stubFetch, testQueryClient } from '../test/harness';
import { AuthPage, isConfirmedSignup } from './auth-page';
import { type AuthMode, AuthPanel, parseAuthMode, useAuthView } from './auth-panel';

vi.mock('../../../components/ui/toaster', async () => (await import('../test/harness')).toastMock());

const error = vi.mocked(toast.error);
const user = { id: 'u1', email: 'ada@example.com', name: 'Ada', emailVerified: false };

function Panel({ initial = 'signup' as AuthMode, onSignedIn = vi.fn() }) {
  const [mode, setMode] = useState<AuthMode>(initial);
  const view = useAuthView(mode, setMode);
  return (
    <>
      <h1>{view.title}</h1>
      <AuthPanel view={view} next="/results" onSignedIn={onSignedIn} />
    </>
  );
}

function renderPanel(props: Parameters<typeof Panel>[0] = {}) {
  return render(
    <Providers client={testQueryClient()}>
      <Panel {...props} />
    </Providers>,
  );
}

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

const submit = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('sign-up form', () => {
  it("checks in the spec's order with toasts, and links each error to its field", async () => {
    const fetch = stubFetch({});
    renderPanel();
    await submit('Create Account');
    expect(error).toHaveBeenLastCalledWith('Missing Information', {
      id: 'Missing Information',
      description: 'Please fill in all required fields.',
    });
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(email)).toEqual(['Please fill in all required fields.']);

    type('Email', 'ada@example.com');
    type('Password', 'secret1');
    await submit('Create Account');
    expect(error.mock.calls.at(-1)?.[1]).toMatchObject({ description: 'Please enter your full name.' });

    type('Full name', 'Ada');
    await submit('Create Account');
    expect(error.mock.calls.at(-1)?.[0]).toBe('Terms Required');
    expect(describedBy(screen.getByRole('checkbox'))).toEqual([
      'Please accept the terms and conditions to continue.',
    ]);

    fireEvent.click(screen.getByRole('checkbox'));
    type('Password', '12345');
    await submit('Create Account');
    expect(error).toHaveBeenLastCalledWith('Invalid Password', {
      id: 'Invalid Password',
      description: 'Password must be at least 6 characters long.',
    });
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
  });

  it('switching mode clears the name and carries the e-mail', async () => {
    renderPanel();
    type('Full name', 'Ada');
    type('Email', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
  });

  it("'Check Your Email' after a sign-up without a session: resend, 'Use Different Email', back", async () => {
    const fetch = stubFetch({
      'POST /api/auth/sign-up/email': () => json(200, { token: null, user, emailConfirmationRequired: true }),
      'POST /api/auth/send-verification-email': () => json(200, { status: true }),
    });
    const onSignedIn = vi.fn();
    renderPanel({ onSignedIn });
    type('Full name', 'Ada');
    type('Email', 'ada@example.com');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('checkbox'));
    await submit('Create Account');
    await screen.findByRole('heading', { name: 'Check Your Email' });
    expect(screen.getByText(/We sent a confirmation link to ada@example.com/)).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
    await submit('Resend Confirmation Email');
    expect(fetch.mock.calls.some(([url]) => String(url) === '/api/auth/send-verification-email')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Use Different Email' }));
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
  });

  it('tells the caller about a new account, signed in with its credentials', async () => {
    stubFetch({
      'POST /api/auth/sign-up/email': () =>
        json(200, { token: null, user, emailConfirmationRequired: false }),
      'POST /api/auth/sign-in/email': () => json(200, { token: 't', user }),
    });
    const onSignedIn = vi.fn();
    renderPanel({ onSignedIn });
    type('Full name', 'Ada');
    type('Email', 'ada@example.com');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('checkbox'));
    await submit('Create Account');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('signup'));
  });
});

describe('reset', () => {
  it("'Forgot your password?' → 'Reset Password' → 'Reset Email Sent' → 'Back to Sign In'", async () => {
    stubFetch({ 'POST /api/auth/request-password-reset': () => json(200, { status: true }) });
    renderPanel({ initial: 'login' });
    type('Email', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    await submit('Send Reset Link');
    await screen.findByRole('heading', { name: 'Reset Email Sent' });
    fireEvent.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
  });

  it("an empty e-mail gives 'Email Required'", async () => {
    renderPanel({ initial: 'reset' });
    await submit('Send Reset Link');
    expect(error).toHaveBeenLastCalledWith('Email Required', {
      id: 'Email Required',
      description: 'Please enter your email address.',
    });
  });
});

describe('the /auth page', () => {
  function Where() {
    const location = useLocation();
    return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
  }
  const renderPage = (path: string) => {
    const client = testQueryClient();
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/auth" element={<AuthPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  };

  it('shows the mode from the query; a signed-in visitor goes on to next', async () => {
    stubFetch({
      'GET /api/me': () => json(401, { error: { code: 'unauthenticated', message: 'Not authenticated' } }),
    });
    renderPage('/auth?mode=reset');
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeTruthy();
    cleanup();
    stubFetch({ 'GET /api/me': () => json(200, meBody()) });
    renderPage('/auth?next=%2Fresults%2Fcore-strength');
    expect((await screen.findByTestId('where')).textContent).toBe('/results/core-strength');
    cleanup();
    renderPage('/auth?next=https%3A%2F%2Fevil.example');
    expect((await screen.findByTestId('where')).textContent).toBe('/results');
  });

  it('knows the confirmed-signup hash and the modes', () => {
    expect(isConfirmedSignup('', '#access_token=x&type=signup')).toBe(true);
    expect(isConfirmedSignup('?confirmed=1', '')).toBe(true);
    expect(isConfirmedSignup('', '#type=recovery')).toBe(false);
    expect(parseAuthMode('signup')).toBe('signup');
    expect(parseAuthMode('admin')).toBe('login');
    expect(parseAuthMode(null)).toBe('login');
  });
});
