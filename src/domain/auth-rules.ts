import { z } from 'zod';
import { DEFAULT_NEXT_PATH, EMAIL_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { AUTH_MESSAGES, INVALID_EMAIL_MESSAGE, type ToastMessage } from './messages';

/** x@y.z: no spaces, one @, a dot in the domain part (spec 5). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True when the text (as given, untrimmed) is an e-mail of at most 255 characters. */
export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** An e-mail address, trimmed first (forms and pasted text carry stray spaces). */
export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, INVALID_EMAIL_MESSAGE)
  .regex(EMAIL_PATTERN, INVALID_EMAIL_MESSAGE);

export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.invalidPassword.message);

const blank = (value: string | null | undefined) => value == null || value.trim() === '';

export interface LoginForm {
  email: string;
  password: string;
}

export interface SignupForm extends LoginForm {
  name: string;
  acceptTerms: boolean;
}

/**
 * The login toast rule: both fields required. The 6-character minimum is a sign-up rule only: a login
 * is checked against the stored password, and a length hint there would only help guessing.
 */
export function validateLogin(form: Partial<LoginForm>): ToastMessage | null {
  if (blank(form.email) || !form.password) return AUTH_MESSAGES.missingInformation;
  return null;
}

/** The sign-up toast rules in the spec's order: required fields, name, terms, password length. */
export function validateSignup(form: Partial<SignupForm>): ToastMessage | null {
  if (blank(form.email) || !form.password) return AUTH_MESSAGES.missingInformation;
  if (blank(form.name)) return AUTH_MESSAGES.nameRequired;
  if (form.acceptTerms !== true) return AUTH_MESSAGES.termsRequired;
  if (form.password.length < PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.invalidPassword;
  return null;
}

/** Password reset needs an e-mail. */
export function validateResetRequest(email: string | null | undefined): ToastMessage | null {
  return blank(email) ? AUTH_MESSAGES.resetEmailRequired : null;
}

/** Resending the confirmation needs an e-mail. */
export function validateResendConfirmation(email: string | null | undefined): ToastMessage | null {
  return blank(email) ? AUTH_MESSAGES.resendEmailRequired : null;
}

const required = (message: string) => z.string().trim().min(1, message);

/** Login form schema; messages are the toast messages. */
export const loginFormSchema = z.object({
  email: required(AUTH_MESSAGES.missingInformation.message).pipe(emailSchema),
  password: z.string().min(1, AUTH_MESSAGES.missingInformation.message),
});

/** Sign-up form schema (name, email, password, acceptTerms); messages are the toast messages. */
export const signupFormSchema = z.object({
  name: required(AUTH_MESSAGES.nameRequired.message).max(255),
  email: required(AUTH_MESSAGES.missingInformation.message).pipe(emailSchema),
  password: z
    .string()
    .min(1, AUTH_MESSAGES.missingInformation.message)
    .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.invalidPassword.message),
  acceptTerms: z.literal(true, { error: AUTH_MESSAGES.termsRequired.message }),
});

export const resetRequestSchema = z.object({
  email: required(AUTH_MESSAGES.resetEmailRequired.message).pipe(emailSchema),
});

export const resendConfirmationSchema = z.object({
  email: required(AUTH_MESSAGES.resendEmailRequired.message).pipe(emailSchema),
});

/**
 * The `next` query parameter, made safe: only a same-site path ('/x', not '//host' or 'https://…'),
 * else /results. Keeps sign-in from becoming an open redirect.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next) return DEFAULT_NEXT_PATH;
  // Browsers read a backslash as '/', so '/\\host' is as foreign as '//host'; whitespace and control
  // characters are stripped by URL parsers and could hide either.
  const unsafe =
    !next.startsWith('/') ||
    next.startsWith('//') ||
    next.startsWith('/\\') ||
    /\s/.test(next) ||
    Array.from(next).some((character) => character.charCodeAt(0) < 0x20);
  return unsafe ? DEFAULT_NEXT_PATH : next;
}

const AUTH_HASH_MARKERS = ['access_token', 'refresh_token', 'type=', 'error'];

/** Paths that handle auth hashes themselves. */
export function isAuthPath(pathname: string): boolean {
  return pathname === '/auth' || pathname.startsWith('/auth/');
}

/**
 * Where to go when a URL hash carries auth data on a non-auth path (spec 2): /auth with `next` set to
 * the current path and the hash kept. Null when no redirect is needed.
 */
export function authHashRedirect(pathname: string, search: string, hash: string): string | null {
  if (isAuthPath(pathname) || !AUTH_HASH_MARKERS.some((marker) => hash.includes(marker))) return null;
  const next = safeNextPath(`${pathname}${search}`);
  const fragment = hash.startsWith('#') ? hash : `#${hash}`;
  return `/auth?next=${encodeURIComponent(next)}${fragment}`;
}
