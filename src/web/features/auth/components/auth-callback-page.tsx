import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { authCopy, callbackCopy } from '../../../../content/auth-copy';
import { AUTH_ERROR_CODES, authCallbackQuerySchema } from '../../../../contract/auth';
import { loginFormSchema, safeNextPath, signupFormSchema } from '../../../../domain/auth-rules';
import { CALLBACK_REDIRECT_DELAY_MS } from '../../../../domain/constants';
import { Button, buttonClasses } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { LoadingState } from '../../../components/ui/loading-state';
import { ApiError } from '../../../lib/api-error';
import { usePageTheme } from '../../flow/hooks/use-page-theme';
import { meQuery, resetPassword, signIn } from '../api/auth-api';
import { refreshSignedInState } from '../hooks/use-me';
import { clearStoredAuthKeys, markPersistOnLogin } from '../lib/auth-storage';
import { notifyError, notifySuccess, serverMessage, showAuthError } from '../lib/notify';
import { AuthFrame } from './auth-page';

export type CallbackState =
  | { status: 'loading' }
  | { status: 'confirmed' }
  | { status: 'failed'; message: string }
  | { status: 'recovery'; token: string }
  | { status: 'recovery-invalid' };

/** The message of a confirmation link's `error` code (spec 8 "Callback messages"). */
export function confirmationErrorMessage(code: string): string {
  return code === AUTH_ERROR_CODES.invalidToken
    ? callbackCopy.messages.invalidLink
    : callbackCopy.messages.fallback;
}

/** What the query alone decides: a recovery, a failed link, or "ask the server who is signed in". */
export function initialCallbackState(params: URLSearchParams): CallbackState {
  const parsed = authCallbackQuerySchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) return { status: 'failed', message: callbackCopy.messages.invalidLink };
  const query = parsed.data;
  if (query.type === 'recovery') {
    return query.token && !query.error
      ? { status: 'recovery', token: query.token }
      : { status: 'recovery-invalid' };
  }
  if (query.error) return { status: 'failed', message: confirmationErrorMessage(query.error) };
  return { status: 'loading' };
}

/** The address without the reset token, so it does not stay in the history or a shared screenshot. */
function dropTokenFromAddress(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('token')) return;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * /auth/callback: where the confirmation and reset e-mails' links land (docs/decisions/002). The
 * server has verified the e-mail and set the session cookie before redirecting here; this page asks
 * who is signed in, says 'Account Confirmed!' and goes to `next` after 2 s. A bad link or no session
 * gives 'Confirmation Failed'. A reset link shows the new-password form.
 */
export function AuthCallbackPage() {
  usePageTheme('neutral');
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const navigate = useNavigate();
  const client = useQueryClient();
  const [state, setState] = useState<CallbackState>(() => initialCallbackState(params));
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (state.status === 'recovery') dropTokenFromAddress();
    if (state.status === 'failed') notifyError(callbackCopy.toasts.failed);
    if (state.status !== 'loading') return;
    void client
      .fetchQuery({ ...meQuery(), staleTime: 0 })
      .then((me) => {
        if (!me) {
          setState({ status: 'failed', message: callbackCopy.messages.sessionNotFound });
          notifyError(callbackCopy.toasts.failed);
          return;
        }
        markPersistOnLogin();
        void refreshSignedInState(client);
        setState({ status: 'confirmed' });
        notifySuccess(callbackCopy.toasts.confirmed);
      })
      .catch(() => {
        setState({ status: 'failed', message: callbackCopy.messages.fallback });
        notifyError(callbackCopy.toasts.failed);
      });
  }, [client, state.status]);

  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  useEffect(() => {
    if (state.status !== 'confirmed') return;
    const timer = setTimeout(() => navigateRef.current(next, { replace: true }), CALLBACK_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.status, next]);

  switch (state.status) {
    case 'loading':
      return (
        <main className="mx-auto flex min-h-[85dvh] max-w-md flex-col justify-center px-4">
          <h1 className="sr-only">{callbackCopy.loading}</h1>
          <LoadingState text={callbackCopy.loading} />
        </main>
      );
    case 'confirmed':
      return (
        <AuthFrame title={callbackCopy.success.title}>
          <div role="status" className="flex items-start gap-3">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-score-high" />
            <p>{callbackCopy.success.body}</p>
          </div>
          <Link to={next} replace className={buttonClasses('primary')}>
            {callbackCopy.failure.goToResults}
          </Link>
        </AuthFrame>
      );
    case 'failed':
      return (
        <AuthFrame title={callbackCopy.failure.title}>
          <div role="alert" className="flex items-start gap-3">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-score-low" />
            <p>{state.message}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to="/results" className={buttonClasses('primary', 'md', 'flex-1')}>
              {callbackCopy.failure.goToResults}
            </Link>
            <Link
              to={`/auth?mode=signup&next=${encodeURIComponent(next)}`}
              className={buttonClasses('secondary', 'md', 'flex-1')}
            >
              {callbackCopy.failure.startOver}
            </Link>
          </div>
        </AuthFrame>
      );
    case 'recovery-invalid':
      return (
        <AuthFrame title={callbackCopy.recovery.invalidTitle}>
          <div role="alert" className="flex items-start gap-3">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-score-low" />
            <p>{callbackCopy.recovery.invalidBody}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link
              to={`/auth?mode=reset&next=${encodeURIComponent(next)}`}
              className={buttonClasses('primary', 'md', 'flex-1')}
            >
              {callbackCopy.recovery.requestNew}
            </Link>
            <Link to="/results" className={buttonClasses('secondary', 'md', 'flex-1')}>
              {callbackCopy.failure.goToResults}
            </Link>
          </div>
        </AuthFrame>
      );
    case 'recovery':
      return (
        <AuthFrame title={callbackCopy.recovery.title} subtitle={callbackCopy.recovery.body}>
          <NewPasswordForm
            token={state.token}
            next={next}
            onInvalidToken={() => setState({ status: 'recovery-invalid' })}
          />
        </AuthFrame>
      );
  }
}

const newPasswordSchema = z.object({
  email: loginFormSchema.shape.email,
  password: signupFormSchema.shape.password,
});
type NewPasswordForm = z.infer<typeof newPasswordSchema>;

/** Recovery: the new password (POST reset-password with the link's token), then sign in and go on. */
function NewPasswordForm({
  token,
  next,
  onInvalidToken,
}: {
  token: string;
  next: string;
  onInvalidToken(): void;
}) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordSchema) as Resolver<NewPasswordForm>,
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ email, password }) => {
    setBusy(true);
    try {
      try {
        await resetPassword(token, password);
      } catch (error) {
        if (error instanceof ApiError && error.code === AUTH_ERROR_CODES.invalidToken) {
          onInvalidToken();
          return;
        }
        notifyError({
          title: authCopy.toasts.resetFailed.title,
          message: serverMessage(error, authCopy.toasts.passwordUpdateFailed),
        });
        return;
      }
      clearStoredAuthKeys();
      try {
        await signIn({ email, password }, next);
      } catch (error) {
        // The password is set; only the sign-in failed (a mistyped e-mail, say): sign in by hand.
        showAuthError(error, authCopy.toasts.loginError);
        navigate(`/auth?mode=login&next=${encodeURIComponent(next)}`, { replace: true });
        return;
      }
      markPersistOnLogin();
      await refreshSignedInState(client);
      notifySuccess(authCopy.toasts.passwordUpdated);
      navigate(next, { replace: true });
    } finally {
      setBusy(false);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={authCopy.fields.email}
        type="email"
        autoComplete="username"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={authCopy.fields.newPassword}
        type="password"
        autoComplete="new-password"
        hint={authCopy.fields.passwordHint}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" className="mt-2 w-full" disabled={busy} aria-busy={busy || undefined}>
        {busy ? authCopy.buttons.busy : authCopy.buttons.setPassword}
      </Button>
    </form>
  );
}
