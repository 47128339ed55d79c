import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { authCopy } from '../../../../content/auth-copy';
import { AUTH_ERROR_CODES } from '../../../../contract/auth';
import type { LoginForm, SignupForm } from '../../../../domain/auth-rules';
import { validateResendConfirmation } from '../../../../domain/auth-rules';
import { ApiError } from '../../../lib/api-error';
import { requestPasswordReset, resendConfirmation, type SignUpResult, signIn, signUp } from '../api/auth-api';
import { clearStoredAuthKeys, markPersistOnLogin } from '../lib/auth-storage';
import { notifyError, notifySuccess, showAuthError, showFixedError } from '../lib/notify';
import { refreshSignedInState } from './use-me';

/** How a sign-in or sign-up ended. */
export type AuthOutcome =
  /** signed in: a new account ('signup') or an existing one ('login', also a sign-up with its password) */
  | { kind: 'signed-in'; via: 'login' | 'signup' }
  /** the e-mail must be confirmed first: show 'Check Your Email' */
  | { kind: 'check-email'; email: string }
  /** refused or failed; a toast said why */
  | { kind: 'failed' };

const isCode = (error: unknown, code: string) => error instanceof ApiError && error.code === code;

/**
 * The calls behind the auth forms, with the spec's toasts (section 8) and rules (section 4): stored auth
 * keys cleared first, a new account signed in with its credentials unless confirmation is required,
 * persistOnLogin set when local answers exist, and every signed-in query fetched again.
 */
export function useAuthActions(next: string) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);

  const run = useCallback(async <T>(work: () => Promise<T>): Promise<T> => {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  }, []);

  const afterSignIn = useCallback(async () => {
    markPersistOnLogin();
    await refreshSignedInState(client);
  }, [client]);

  const login = useCallback(
    (form: LoginForm): Promise<AuthOutcome> =>
      run(async () => {
        clearStoredAuthKeys();
        try {
          await signIn(form, next);
        } catch (error) {
          if (isCode(error, AUTH_ERROR_CODES.emailNotVerified))
            return { kind: 'check-email', email: form.email.trim() };
          showAuthError(error, authCopy.toasts.loginError);
          return { kind: 'failed' };
        }
        await afterSignIn();
        notifySuccess(authCopy.toasts.welcomeBack);
        return { kind: 'signed-in', via: 'login' };
      }),
    [afterSignIn, next, run],
  );

  const signup = useCallback(
    (form: SignupForm): Promise<AuthOutcome> =>
      run(async () => {
        clearStoredAuthKeys();
        let result: SignUpResult;
        try {
          result = await signUp(form, next);
        } catch (error) {
          showAuthError(error, authCopy.toasts.signupError);
          return { kind: 'failed' };
        }
        // A session from sign-up: the address was registered and the password right (decision 012).
        if (result.token !== null) {
          await afterSignIn();
          notifySuccess(authCopy.toasts.welcomeBack);
          return { kind: 'signed-in', via: 'login' };
        }
        // Sign-up never signs in (a taken address must look like a new one): without required
        // confirmation the same credentials do; if they don't, the address was taken by someone with
        // another password, who has been told by e-mail.
        const checkEmail: AuthOutcome = { kind: 'check-email', email: form.email.trim() };
        if (result.emailConfirmationRequired !== false) return checkEmail;
        try {
          await signIn(form, next);
        } catch {
          return checkEmail;
        }
        await afterSignIn();
        notifySuccess(authCopy.toasts.welcome);
        return { kind: 'signed-in', via: 'signup' };
      }),
    [afterSignIn, next, run],
  );

  /** Sends the reset e-mail; true when the 'Reset Email Sent' state should show. */
  const requestReset = useCallback(
    (email: string): Promise<boolean> =>
      run(async () => {
        try {
          await requestPasswordReset(email, next);
        } catch (error) {
          showFixedError(error, authCopy.toasts.resetFailed);
          return false;
        }
        notifySuccess(authCopy.toasts.resetEmailSent);
        return true;
      }),
    [next, run],
  );

  /** Sends the confirmation e-mail again ('Email Required' without an address). */
  const resend = useCallback(
    (email: string): Promise<boolean> =>
      run(async () => {
        const invalid = validateResendConfirmation(email);
        if (invalid) {
          notifyError(invalid);
          return false;
        }
        try {
          await resendConfirmation(email, next);
        } catch (error) {
          showFixedError(error, authCopy.toasts.resendFailed);
          return false;
        }
        notifySuccess(authCopy.toasts.emailSent);
        return true;
      }),
    [next, run],
  );

  return { busy, login, signup, requestReset, resend };
}
