/**
 * The copy of every e-mail we send, as typed data. `{name}` is replaced by the recipient's name (or a
 * neutral greeting when we have none); links and buttons are filled in by the server's templates.
 * Nothing here is fixed by the spec, so all of it is ours to improve.
 */

export interface EmailCopy {
  subject: string;
  /** the hidden line mail apps show beside the subject */
  preheader: string;
  heading: string;
  /** paragraphs before the button */
  paragraphs: readonly string[];
  /** the button text; absent for a message without a link */
  action?: string;
  /** paragraphs after the button */
  afterAction: readonly string[];
}

export interface EmailsCopy {
  brand: string;
  /** greeting with the recipient's name, and without one */
  greeting: string;
  greetingWithoutName: string;
  /** shown under the button, above the raw link */
  linkFallback: string;
  signature: string;
  /** why the recipient gets it, by who they are: an account holder, a rater, a founder with a plan */
  footers: { account: string; rater: string; plan: string };
  confirmation: EmailCopy;
  passwordReset: EmailCopy;
  welcome: EmailCopy;
  /** to the owner of an address someone tried to sign up with again (sign-up never says it is taken) */
  signUpAttempt: EmailCopy;
  /** the e-mail-test page's test message; German like that page */
  test: EmailCopy;
}

export const emailsCopy: EmailsCopy = {
  brand: 'Uplift Founder Audit',
  greeting: 'Hi {name},',
  greetingWithoutName: 'Hi there,',
  linkFallback: 'If the button does not work, copy this link into your browser:',
  signature: 'The Uplift Founder Audit team',
  footers: {
    account:
      'You receive this e-mail because this address was entered for an account on the Uplift Founder Audit. We never ask for your password by e-mail.',
    rater:
      'You receive this e-mail because {founder} invited you to give feedback on the Uplift Founder Audit. We use your address only to invite and remind you for this round, and delete it when the round is closed.',
    plan: 'You receive this e-mail because you made a 90-day plan on the Uplift Founder Audit with reminders switched on. We never ask for your password by e-mail.',
  },
  confirmation: {
    subject: 'Confirm your e-mail for the Uplift Founder Audit',
    preheader: 'One click to finish setting up your account.',
    heading: 'Confirm your e-mail',
    paragraphs: [
      'Thanks for creating an account. Please confirm that this e-mail address is yours to finish setting up your account and keep your results safe.',
    ],
    action: 'Confirm my e-mail',
    afterAction: [
      'The link is valid for 24 hours.',
      'If you did not create an account, you can ignore this e-mail: nothing happens without the click.',
    ],
  },
  passwordReset: {
    subject: 'Reset your Uplift Founder Audit password',
    preheader: 'Choose a new password for your account.',
    heading: 'Reset your password',
    paragraphs: ['We received a request to reset the password of your Uplift Founder Audit account.'],
    action: 'Choose a new password',
    afterAction: [
      'The link is valid for 1 hour and works once.',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
  },
  welcome: {
    subject: 'Welcome to the Uplift Founder Audit',
    preheader: 'Your account is ready.',
    heading: 'Welcome aboard',
    paragraphs: [
      'Your account is confirmed. The results you save are kept with it: come back to them any time, read the full detail of your core strength and your biggest uplift potential, and retake the audit later to see how you have moved.',
    ],
    action: 'See my results',
    afterAction: [
      'You can export or delete everything we hold about you at any time under "Your Data & Privacy".',
    ],
  },
  signUpAttempt: {
    subject: 'Someone tried to create an account with your e-mail',
    preheader: 'Your Uplift Founder Audit account is safe.',
    heading: 'A sign-up with your e-mail address',
    paragraphs: [
      'Someone just tried to create a new Uplift Founder Audit account with this e-mail address. You already have an account with it, so no second account was made and nothing was changed.',
      'If it was you: sign in with your password, or choose "Forgot your password?" on the sign-in page to set a new one.',
    ],
    action: 'Sign in',
    afterAction: [
      'If it was not you, there is nothing to do: your account is safe, and nobody can sign in without your password.',
    ],
  },
  test: {
    subject: 'Test-E-Mail vom Uplift Founder Audit',
    preheader: 'Der E-Mail-Versand funktioniert.',
    heading: 'Test-E-Mail',
    paragraphs: ['Wenn du diese Nachricht liest, funktioniert der E-Mail-Versand des Uplift Founder Audit.'],
    afterAction: [],
  },
};
