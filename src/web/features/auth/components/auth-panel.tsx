import { useCallback, useState } from 'react';
import { authCopy } from '../../../../content/auth-copy';
import { type AuthOutcome, useAuthActions } from '../hooks/use-auth-actions';
import { CheckEmailView, LoginFormView, ResetFormView, ResetSentView, SignupFormView } from './auth-forms';

export type AuthMode = 'login' | 'signup' | 'reset';

export const AUTH_MODES: readonly AuthMode[] = ['login', 'signup', 'reset'];

/** The `mode` query value as a mode; anything else is the login. */
export function parseAuthMode(value: string | null | undefined): AuthMode {
  return AUTH_MODES.includes(value as AuthMode) ? (value as AuthMode) : 'login';
}

/**
 * What the auth panel shows: the mode (owned by the caller: the /auth page keeps it in the URL, the
 * modal in state), the e-mail carried between modes, and the two "sent" states. Switching mode clears
 * the sent flags; the name is not carried (spec 4).
 */
export function useAuthView(mode: AuthMode, onModeChange: (mode: AuthMode) => void) {
  const [email, setEmail] = useState('');
  const [checkEmailFor, setCheckEmailFor] = useState<string | null>(null);
  const [resetSentTo, setResetSentTo] = useState<string | null>(null);

  const switchMode = useCallback(
    (nextMode: AuthMode, carriedEmail?: string) => {
      setCheckEmailFor(null);
      setResetSentTo(null);
      if (carriedEmail !== undefined) setEmail(carriedEmail.trim());
      onModeChange(nextMode);
    },
    [onModeChange],
  );

  const title =
    checkEmailFor !== null
      ? authCopy.titles.checkEmail
      : resetSentTo !== null
        ? authCopy.titles.resetSent
        : authCopy.titles[mode];

  return {
    mode,
    email,
    setEmail,
    checkEmailFor,
    setCheckEmailFor,
    resetSentTo,
    setResetSentTo,
    switchMode,
    title,
  };
}

export type AuthView = ReturnType<typeof useAuthView>;

/**
 * Login, sign-up and reset, with 'Check Your Email' and 'Reset Email Sent': the body of the /auth
 * page and of the results page's modal. The caller renders the title (`view.title`).
 */
export function AuthPanel({
  view,
  next,
  onSignedIn,
}: {
  view: AuthView;
  next: string;
  onSignedIn(via: 'login' | 'signup'): void;
}) {
  const actions = useAuthActions(next);

  const handle = (outcome: AuthOutcome) => {
    if (outcome.kind === 'signed-in') onSignedIn(outcome.via);
    else if (outcome.kind === 'check-email') {
      view.setEmail(outcome.email);
      view.setCheckEmailFor(outcome.email);
    }
  };

  if (view.checkEmailFor !== null) {
    const email = view.checkEmailFor;
    return (
      <CheckEmailView
        email={email}
        busy={actions.busy}
        onResend={() => void actions.resend(email)}
        onUseDifferentEmail={() => view.switchMode('signup', '')}
        onBackToSignIn={() => view.switchMode('login', email)}
      />
    );
  }
  if (view.resetSentTo !== null) {
    const email = view.resetSentTo;
    return <ResetSentView email={email} onBackToSignIn={() => view.switchMode('login', email)} />;
  }
  switch (view.mode) {
    case 'signup':
      return (
        <SignupFormView
          key="signup"
          email={view.email}
          busy={actions.busy}
          onSubmit={(values) => void actions.signup(values).then(handle)}
          onLogin={(email) => view.switchMode('login', email)}
        />
      );
    case 'reset':
      return (
        <ResetFormView
          key="reset"
          email={view.email}
          busy={actions.busy}
          onSubmit={(email) =>
            void actions.requestReset(email).then((sent) => {
              if (sent) {
                view.setEmail(email);
                view.setResetSentTo(email);
              }
            })
          }
          onBack={(email) => view.switchMode('login', email)}
        />
      );
    default:
      return (
        <LoginFormView
          key="login"
          email={view.email}
          busy={actions.busy}
          onSubmit={(values) => void actions.login(values).then(handle)}
          onForgotPassword={(email) => view.switchMode('reset', email)}
          onSignup={(email) => view.switchMode('signup', email)}
        />
      );
  }
}
