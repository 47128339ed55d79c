/**
 * Validation and toast texts fixed by spec sections 5 and 8 that the domain's rules produce. Other UI
 * copy lives in src/content.
 */

/** A toast as the rules return it: sonner's title plus its description. */
export interface ToastMessage {
  title: string;
  message: string;
}

export const AUTH_MESSAGES = {
  missingInformation: { title: 'Missing Information', message: 'Please fill in all required fields.' },
  // The spec gives no title for the name rule; it is the same kind of gap as the one above.
  nameRequired: { title: 'Missing Information', message: 'Please enter your full name.' },
  termsRequired: { title: 'Terms Required', message: 'Please accept the terms and conditions to continue.' },
  invalidPassword: { title: 'Invalid Password', message: 'Password must be at least 6 characters long.' },
  resetEmailRequired: { title: 'Email Required', message: 'Please enter your email address.' },
  resendEmailRequired: { title: 'Email Required', message: 'Please enter your email address first.' },
} as const satisfies Record<string, ToastMessage>;

/**
 * The spec's password-length message for another minimum: the admin setting passwordMinLength raises
 * it above 6, and sign-up and password reset then say the configured number in the same words.
 */
export function passwordTooShortMessage(minLength: number): string {
  return `Password must be at least ${minLength} characters long.`;
}

/** Field-level text for a malformed e-mail; the spec has none, so this one is ours. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';

export const SHARED_MESSAGES = {
  required: 'This field is required',
  chapterAndQuestionTextRequired: 'Chapter and question text are required',
  typeDeleteToConfirm: 'Type DELETE to confirm deletion',
} as const;

export const INVALID_CHAPTER_ID_MESSAGE = 'Invalid chapter ID format';
export const CONTENT_EMPTY_MESSAGE = 'Content cannot be empty';

/** The German messages of the e-mail test page. */
export const EMAIL_TEST_MESSAGES = {
  emailRequired: 'Bitte gib eine E-Mail-Adresse ein',
  emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein',
} as const;

export const SAVE_RESULTS_MESSAGES = {
  authenticationRequired: {
    title: 'Authentication Required',
    message: 'Please sign in to save your full results.',
  },
} as const satisfies Record<string, ToastMessage>;

export const PROFILE_MESSAGES = {
  completed: { title: 'Profile Updated', message: 'Your profile has been successfully completed!' },
  partial: {
    title: 'Profile Updated',
    message: 'Your profile has been updated. You can complete the remaining fields anytime.',
  },
  notAuthenticated: 'Not authenticated',
  updateFailed: 'Failed to update profile',
} as const;

/** Thrown when chapters or questions are loaded over the rate limit (spec 8 "Data layer"). */
export const RATE_LIMIT_EXCEEDED_ERROR = 'Rate limit exceeded';
