/**
 * Copy that the signed-in parts of every page share: the auth buttons and toasts, and the account copy
 * (panel, save, profile and data dialogs, history). Apart from auth-copy.ts so that the results page's
 * first load carries none of the /auth page's texts. Strings the spec fixes are marked "spec".
 */

/** A toast: sonner's title and description. */
export interface Toast {
  title: string;
  message: string;
}

export const toast = (title: string, message: string): Toast => ({ title, message });

/** The auth buttons' labels (an export of their own: the results page needs one at first load). */
export const authButtonCopy = {
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
} as const;

/** The auth toasts (their own export: every signed-in feature shows them, few need the rest). */
export const authToastCopy = {
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
} as const;
