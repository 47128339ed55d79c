// Better Auth's paths without the auth schemas: what a browser needs on first load (asking who is
// signed in), where zod and the sign-up forms' schemas would cost download and start-up time
// (docs/decisions/011). auth.ts re-exports them.

export const AUTH_BASE_PATH = '/api/auth';

export const authPaths = {
  signUp: '/api/auth/sign-up/email',
  signIn: '/api/auth/sign-in/email',
  signOut: '/api/auth/sign-out',
  /** ends every session of the signed-in user: the spec's global sign-out */
  revokeSessions: '/api/auth/revoke-sessions',
  getSession: '/api/auth/get-session',
  /** resend the confirmation e-mail: `{ email, callbackURL }`; always answers `{ status: true }` */
  sendVerificationEmail: '/api/auth/send-verification-email',
  /** the confirmation e-mail's link (GET) */
  verifyEmail: '/api/auth/verify-email',
  requestPasswordReset: '/api/auth/request-password-reset',
  /** the reset e-mail's link (GET), redirects to the callback page with the token */
  resetPasswordLink: '/api/auth/reset-password/:token',
  /** sets the new password: `{ newPassword, token }` */
  resetPassword: '/api/auth/reset-password',
} as const;
