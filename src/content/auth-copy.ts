/**
 * Copy of the /auth page and its modal, /auth/callback and the German /email-test page (the account
 * copy the signed-in parts of every page share is in account-copy.ts).
 * Strings the spec fixes are marked "spec" and must stay exactly as written; validation texts come from
 * src/domain/messages.ts.
 */

import { authButtonCopy, authToastCopy, toast } from './account-copy';

export const authCopy = {
  titles: {
    /** spec */
    login: 'Welcome Back',
    /** spec */
    signup: 'Create Account',
    /** spec */
    reset: 'Reset Password',
    /** spec */
    checkEmail: 'Check Your Email',
    /** spec */
    resetSent: 'Reset Email Sent',
  },
  subtitles: {
    login: 'Sign in to see your full results and everything you saved.',
    signup: 'Free, and your results are saved to your account.',
    reset: 'Enter your e-mail and we send you a link to choose a new password.',
    modalLogin: 'Sign in to read your full report and keep your results.',
    modalSignup: 'Create a free account to read your full report and keep your results.',
  },
  fields: {
    name: 'Full name',
    email: 'Email',
    password: 'Password',
    newPassword: 'New password',
    passwordHint: 'At least 6 characters.',
    acceptTermsBefore: 'I accept the ',
    terms: 'Terms of Service',
    acceptTermsMiddle: ' and have read the ',
    privacy: 'Privacy Policy',
  },
  /**
   * The sign-up form's privacy policy link. The spec's original points to an external site; ours is
   * served here (/privacy), so the link stays on our origin.
   */
  privacyPolicyUrl: '/privacy',
  buttons: authButtonCopy,
  links: {
    /** spec */
    forgotPassword: 'Forgot your password?',
    /** spec */
    toSignup: "Don't have an account? Sign up",
    /** spec */
    toLogin: 'Already have an account? Sign in',
  },
  checkEmail: {
    body: (email: string) =>
      `We sent a confirmation link to ${email}. Open it to confirm your account; it is valid for 24 hours.`,
    bodyNoEmail:
      'We sent you a confirmation link. Open it to confirm your account; it is valid for 24 hours.',
    spam: 'Nothing arrived? Check your spam folder or send the e-mail again.',
  },
  resetSent: {
    body: (email: string) =>
      `If an account exists for ${email}, a link to choose a new password is on its way. It is valid for one hour.`,
  },
  confirmedBanner: {
    title: 'Email Confirmed!',
    body: 'Your e-mail address is confirmed. Sign in to see your full results.',
  },
  backHome: 'Back to home',
  toasts: authToastCopy,
  modal: {
    close: 'Close',
  },
} as const;

export const callbackCopy = {
  /** spec (state) */
  loading: 'Confirming your account...',
  success: {
    /** spec */
    title: 'Account Confirmed!',
    body: 'Your e-mail address is confirmed. Taking you to your results…',
  },
  failure: {
    /** spec */
    title: 'Confirmation Failed',
    /** spec */
    goToResults: 'Go to Results',
    /** spec */
    startOver: 'Start Over',
  },
  messages: {
    /** spec: the link carries no usable token */
    invalidLink: 'Invalid confirmation link. Please check your email and try again.',
    /** spec */
    sessionNotFound: 'Session not found after confirmation',
    /** spec */
    fallback: 'Failed to confirm your account. The link may be expired.',
  },
  toasts: {
    /** spec */
    confirmed: toast('Account Confirmed!', 'Your e-mail address is confirmed. Welcome aboard!'),
    /** spec */
    failed: toast('Confirmation Failed', 'Please try signing up again.'),
  },
  recovery: {
    title: 'Choose a New Password',
    body: 'Enter the e-mail of your account and a new password. You are signed in right after.',
    invalidTitle: 'Reset Link Invalid',
    invalidBody: 'This password reset link is invalid or has expired. Please request a new one.',
    requestNew: 'Request a New Link',
  },
} as const;

/** The German e-mail test page (spec 2 and 5). */
export const emailTestCopy = {
  title: 'E-Mail-Test',
  intro: 'Schicke eine Test-E-Mail oder die Welcome-E-Mail an eine Adresse deiner Wahl.',
  emailLabel: 'E-Mail-Adresse',
  /** spec */
  sendTest: 'Test-E-Mail senden',
  /** spec */
  sendWelcome: 'Welcome-E-Mail senden',
  sending: 'Wird gesendet…',
  /** the name the welcome e-mail greets */
  testUserName: 'Test User',
  sent: (kind: 'test' | 'welcome', email: string) =>
    `${kind === 'test' ? 'Test-E-Mail' : 'Welcome-E-Mail'} an ${email} gesendet.`,
  signedOut: 'Nur angemeldete Administratoren können Test-E-Mails senden. Bitte melde dich an.',
  signIn: 'Anmelden',
  checking: 'Berechtigung wird geprüft…',
  /** spec: 'Fehler beim Senden: …' (the transport failed) */
  sendFailed: (message: string) => `Fehler beim Senden: ${message}`,
  /** spec: 'Fehler: …' (the server refused) */
  failed: (message: string) => `Fehler: ${message}`,
  /** spec */
  unknownError: 'Unbekannter Fehler',
  /** spec: 'Unerwarteter Fehler: …' (no answer at all) */
  unexpected: (message: string) => `Unerwarteter Fehler: ${message}`,
  successTitle: 'E-Mail gesendet',
  errorTitle: 'Fehler',
} as const;
