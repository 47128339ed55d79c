import { z } from 'zod';
import { emailSchema, passwordSchema, safeNextPath } from '../domain/auth-rules';
import { emailTestAddressSchema } from '../domain/email-test-rules';

/**
 * Accounts are Better Auth's endpoints under /api/auth (its own JSON and error shape
 * `{ code, message }`, which its client understands), plus our /api/me (see ./me.ts).
 *
 * Flows (docs/decisions/002-accounts-on-better-auth.md has the details):
 * - Sign-up: POST signUp `{ name, email, password, callbackURL: confirmationCallbackURL(next) }`. It
 *   answers a taken address like a new one, with `token: null` (decision 012), plus
 *   `emailConfirmationRequired` (the setting): false → sign in with the same credentials; true, or that
 *   sign-in fails → 'Check Your Email'. A `token` means the address was registered and the password
 *   right: signed in instead, as the product asks of a founder who signs up twice (decision 012).
 * - Confirmation e-mail link: GET /api/auth/verify-email?token=…&callbackURL=/auth/callback?next=…
 *   The server marks the e-mail verified, signs the browser in, sends the welcome e-mail and redirects to
 *   `/auth/callback?next=…` ('Account Confirmed!'), or to `/auth/callback?next=…&error=CODE`
 *   ('Confirmation Failed').
 * - Reset: POST requestPasswordReset `{ email, redirectTo: recoveryCallbackURL(next) }`. The e-mail link
 *   GET /api/auth/reset-password/TOKEN?callbackURL=… redirects to
 *   `/auth/callback?type=recovery&next=…&token=TOKEN` (or `…&error=INVALID_TOKEN`); the page shows a new
 *   password form and POSTs resetPassword `{ newPassword, token }`, then signs in.
 * - Global sign-out (spec 4): POST revokeSessions, then POST signOut.
 */
export { AUTH_BASE_PATH, authPaths } from './auth-paths';

/** The web page with the sign-in, sign-up and reset forms. */
export const AUTH_PAGE_PATH = '/auth';

/** The web page that confirmation and reset links land on. */
export const AUTH_CALLBACK_PATH = '/auth/callback';

/** `callbackURL` for sign-up, sign-in and resend: where the confirmation link lands. */
export function confirmationCallbackURL(next?: string | null): string {
  return `${AUTH_CALLBACK_PATH}?next=${encodeURIComponent(safeNextPath(next))}`;
}

/** `redirectTo` for a password reset: the callback page in recovery mode. */
export function recoveryCallbackURL(next?: string | null): string {
  return `${AUTH_CALLBACK_PATH}?type=recovery&next=${encodeURIComponent(safeNextPath(next))}`;
}

/** What /auth/callback finds in its query. */
export const authCallbackQuerySchema = z.object({
  next: z.string().optional(),
  /** 'recovery' for a password reset */
  type: z.enum(['recovery']).optional(),
  /** the reset token (recovery only) */
  token: z.string().optional(),
  /** set when the link was invalid or expired: one of AUTH_ERROR_CODES' values */
  error: z.string().optional(),
});
export type AuthCallbackQuery = z.infer<typeof authCallbackQuerySchema>;

/** Better Auth's error codes the web reacts to. */
export const AUTH_ERROR_CODES = {
  userAlreadyExists: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
  /** the same for an unknown e-mail and a wrong password */
  invalidEmailOrPassword: 'INVALID_EMAIL_OR_PASSWORD',
  /** sign-in refused until the e-mail is confirmed (setting on); a new link was sent */
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  invalidToken: 'INVALID_TOKEN',
  tokenExpired: 'TOKEN_EXPIRED',
  passwordTooShort: 'PASSWORD_TOO_SHORT',
} as const;

/** Better Auth's error body (under /api/auth only). A 429 carries `X-Retry-After` seconds. */
export const authErrorSchema = z.object({ code: z.string().optional(), message: z.string() });

export const signUpRequestSchema = z.object({
  name: z.string().trim().min(1).max(255),
  email: emailSchema,
  password: passwordSchema,
  callbackURL: z.string().optional(),
});
export const signInRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1),
  callbackURL: z.string().optional(),
});
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
});
/** sign-up and sign-in answers; `token` is null when the e-mail must be confirmed first */
export const authResultSchema = z.object({ token: z.string().nullable(), user: authUserSchema });
/** sign-up's answer: without a session it says whether the address must be confirmed before sign-in */
export const signUpResultSchema = authResultSchema.extend({
  emailConfirmationRequired: z.boolean().optional(),
});

/** The app_settings key (value: JSON `true`/`false`) that makes sign-in wait for a confirmed e-mail. */
export const REQUIRE_EMAIL_CONFIRMATION_SETTING = 'requireEmailConfirmation';

// ── /email-test: the German test page's sends, for admins only ─────────────────────────────────────

export const emailTestPaths = { send: '/api/email-test' } as const;

export const emailTestBodySchema = z.object({
  email: emailTestAddressSchema,
  /** 'Test-E-Mail senden' → test; 'Welcome-E-Mail senden' → welcome (with a test user's name) */
  kind: z.enum(['test', 'welcome']),
  name: z.string().trim().max(255).optional(),
});
export type EmailTestBody = z.infer<typeof emailTestBodySchema>;

/** 200 `{ success: true, emailId }`; 401 signed out; 403 `forbidden` for non-admins (the page shows
 * why); 502 `mail_failed` with the transport's message ('Fehler beim Senden: …' on the page). */
export const emailTestResponseSchema = z.object({ success: z.literal(true), emailId: z.string() });

export const EMAIL_TEST_FORBIDDEN_MESSAGE = 'Nur Administratoren können Test-E-Mails senden.';
