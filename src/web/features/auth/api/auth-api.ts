import { z } from 'zod';
import {
  authPaths,
  authResultSchema,
  confirmationCallbackURL,
  recoveryCallbackURL,
  signUpResultSchema,
} from '../../../../contract/auth';
import { ApiError, apiRequest } from '../../../lib/api-client';

export { authKeys, meQuery } from './me-query';

export type AuthResult = z.infer<typeof authResultSchema>;
export type SignUpResult = z.infer<typeof signUpResultSchema>;

export interface Credentials {
  email: string;
  password: string;
}

/** POST sign-in: sets the session cookie. A 403 EMAIL_NOT_VERIFIED means a fresh link was sent. */
export function signIn(credentials: Credentials, next: string): Promise<AuthResult> {
  return apiRequest(authPaths.signIn, {
    method: 'POST',
    body: {
      email: credentials.email.trim(),
      password: credentials.password,
      callbackURL: confirmationCallbackURL(next),
    },
    schema: authResultSchema.partial({ token: true }),
  }).then((result) => ({ token: result.token ?? null, user: result.user }));
}

/**
 * POST sign-up: no session (`token: null`) for a new or a taken address alike, with
 * `emailConfirmationRequired`; a `token` only when the address was registered and the password right.
 */
export function signUp(input: Credentials & { name: string }, next: string): Promise<SignUpResult> {
  return apiRequest(authPaths.signUp, {
    method: 'POST',
    body: {
      name: input.name.trim(),
      email: input.email.trim(),
      password: input.password,
      callbackURL: confirmationCallbackURL(next),
    },
    schema: signUpResultSchema,
  });
}

const statusSchema = z.unknown();

/** Resends the confirmation e-mail (always answers 200 for a well-formed address). */
export async function resendConfirmation(email: string, next: string): Promise<void> {
  await apiRequest(authPaths.sendVerificationEmail, {
    method: 'POST',
    body: { email: email.trim(), callbackURL: confirmationCallbackURL(next) },
    schema: statusSchema,
  });
}

/** Asks for the reset e-mail (always answers 200: no account enumeration). */
export async function requestPasswordReset(email: string, next: string): Promise<void> {
  await apiRequest(authPaths.requestPasswordReset, {
    method: 'POST',
    body: { email: email.trim(), redirectTo: recoveryCallbackURL(next) },
    schema: statusSchema,
  });
}

/** Sets the new password with the token from the reset link; every session of the user ends. */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await apiRequest(authPaths.resetPassword, {
    method: 'POST',
    body: { newPassword, token },
    schema: statusSchema,
  });
}

/**
 * The spec's global sign-out: end every session of the user, then this one. A revoke that finds
 * nobody signed in (401) still signs out.
 */
export async function signOutEverywhere(): Promise<void> {
  try {
    await apiRequest(authPaths.revokeSessions, { method: 'POST', body: {}, schema: statusSchema });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
  await apiRequest(authPaths.signOut, { method: 'POST', body: {}, schema: statusSchema });
}
