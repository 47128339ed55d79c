/**
 * Copy of accounts: the /auth page and its modal, /auth/callback, the signed-in parts of the results
 * page (account panel, save, profile and data dialogs, history) and the German /email-test page.
 * Strings the spec fixes are marked "spec" and must stay exactly as written; validation texts come from
 * src/domain/messages.ts.
 */

/** A toast: sonner's title and description. */
interface Toast {
  title: string;
  message: string;
}

const toast = (title: string, message: string): Toast => ({ title, message });

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
  buttons: {
    login: 'Sign In',
    signup: 'Create Account',
    reset: 'Send Reset Link',
    resend: 'Resend Confirmation Email',
    /** spec */
    useDifferentEmail: 'Use Different Email',
    /** spec */
    backToSignIn: 'Back to Sign In',
    busy: 'Please wait…',
    setPassword: 'Set New Password',
  },
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
  toasts: {
    /** spec */
    loginError: 'Login Error',
    /** spec */
    signupError: 'Signup Error',
    /** spec */
    genericError: 'Something went wrong. Please try again.',
    /** spec */
    welcomeBack: toast('Welcome back!', "You've been signed in successfully."),
    /** spec */
    welcome: toast('Welcome!', 'Your account has been created successfully.'),
    /** spec */
    emailSent: toast('Email Sent', 'A new confirmation email has been sent to your inbox.'),
    /** spec (title); the description is ours */
    resetEmailSent: toast('Reset Email Sent', 'Check your inbox for the link to choose a new password.'),
    /** spec */
    resendFailed: toast('Resend Failed', 'Failed to resend email. Please try again.'),
    /** spec */
    resetFailed: toast('Reset Failed', 'Failed to send reset email. Please try again.'),
    /** spec (title); the description is ours */
    emailConfirmed: toast('Email Confirmed!', 'Your e-mail address is confirmed.'),
    passwordUpdated: toast('Password Updated', 'Your new password is set and you are signed in.'),
    /** the new password could not be set (ours: the spec has no reset-completion texts) */
    passwordUpdateFailed: 'Failed to set the new password. The link may be expired.',
  },
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

export const accountCopy = {
  panel: {
    label: 'Your account',
    signOut: 'Sign Out',
    dataPrivacy: 'Your Data & Privacy',
    editProfile: 'Complete Your Profile',
  },
  actions: {
    /** spec */
    save: 'Save Results',
    saving: 'Saving…',
    savedNote: 'Your results are saved to your account.',
    /** spec */
    signOut: 'Sign Out',
  },
  /** spec: a signed-in user with an unconfirmed e-mail */
  unconfirmedNotice: {
    title: 'Please confirm your e-mail',
    body: (email: string) =>
      `We sent a confirmation link to ${email}. Check your e-mail to complete your account setup.`,
    resend: 'Resend email',
  },
  toasts: {
    /** spec */
    saved: toast('Success!', 'Your results have been saved.'),
    /** spec */
    errorTitle: 'Error',
    /** spec */
    saveFailed: 'Failed to save results. Please try again.',
    /** spec */
    signedOut: 'Signed out',
    signOutFailed: 'Failed to sign out. Please try again.',
    /** spec */
    resultsLoaded: toast('Results Loaded', 'Your previous assessment results have been loaded.'),
    /** spec */
    resultsLoadFailed: toast(
      'Error Loading Results',
      'There was an issue loading your previous results. Please try refreshing the page.',
    ),
  },
  profile: {
    /** spec */
    title: 'Complete Your Profile',
    description:
      'Tell us a little about you and your company. Everything is optional; you can complete it later.',
    fields: {
      company_url: 'Company website',
      company_url_hint: 'For example acme.com',
      linkedin_username: 'LinkedIn username',
      linkedin_username_hint: 'The part after linkedin.com/in/',
      job_role: 'Your role',
      team_size: 'Team size',
      fundraising_stage: 'Fundraising stage',
      choose: 'Choose…',
    },
    save: 'Save Profile',
    saving: 'Saving…',
    later: 'Later',
    /** spec */
    errorTitle: 'Error',
  },
  data: {
    /** spec */
    title: 'Your Data & Privacy',
    description: 'What we hold about you, a copy of it, and its deletion.',
    loading: 'Loading your data summary…',
    /** spec */
    loadFailed: 'Failed to load data summary',
    retry: 'Retry',
    summaryTitle: 'What we hold',
    account: 'Account',
    name: 'Name',
    email: 'Email',
    emailStatus: (verified: boolean) => (verified ? 'confirmed' : 'not confirmed yet'),
    memberSince: 'Member since',
    profile: 'Profile',
    profileStatus: (completed: boolean) => (completed ? 'complete' : 'incomplete'),
    assessments: 'Completed assessments',
    latestAssessment: 'Latest assessment',
    none: 'none',
    exportTitle: 'Export your data',
    exportBody:
      'A JSON file with everything we hold about you: account, profile, assessments with every answer, consent choices and logs.',
    exportButton: 'Export My Data',
    exporting: 'Exporting…',
    /** spec */
    exported: 'Data exported successfully',
    /** spec */
    exportFailed: 'Failed to export data',
    deleteTitle: 'Delete all data',
    deleteBody:
      'Deletes your account, profile, assessments, answers, consent records and logs for good, and signs you out. This cannot be undone.',
    deleteButton: 'Delete All My Data',
    deleteConfirmLabel: 'Type DELETE to confirm',
    deleteConfirmButton: 'Delete Everything',
    deleting: 'Deleting…',
    cancel: 'Cancel',
    /** spec */
    deleted: 'All data deleted successfully',
    /** spec */
    deleteFailed: 'Failed to delete data',
    consentTitle: 'Consent preferences',
    consentBody: 'Your 10 latest cookie choices, newest first.',
    consentNone: 'No cookie choices are recorded for your account yet.',
    consentEntry: (analytics: boolean, marketing: boolean) =>
      `Essential on · Analytics ${analytics ? 'on' : 'off'} · Marketing ${marketing ? 'on' : 'off'}`,
    consentVersion: (version: string) => `version ${version}`,
    cookieSettings: 'Cookie Settings',
  },
  history: {
    title: 'Your assessments',
    description: 'Every assessment you completed, with the change per chapter since the one before.',
    overall: 'Overall',
    inner: 'Inner Game',
    outer: 'Outer Game',
    first: 'Your first assessment: the change per chapter shows from your next one.',
    latest: 'Latest',
    change: (delta: number) =>
      delta === 0 ? '±0.0' : `${delta > 0 ? '+' : '−'}${Math.abs(delta).toFixed(1)}`,
    changeLabel: (delta: number | null) =>
      delta === null
        ? 'no earlier score'
        : delta === 0
          ? 'unchanged'
          : `${delta > 0 ? 'up' : 'down'} ${Math.abs(delta).toFixed(1)} since the assessment before`,
    columns: { chapter: 'Chapter', score: 'Score', change: 'Change' },
    loadFailed: 'Your earlier assessments could not be loaded.',
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
