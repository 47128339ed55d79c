import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { authCopy } from '../../../../content/auth-copy';
import {
  type LoginForm,
  loginFormSchema,
  resetRequestSchema,
  type SignupForm,
  signupFormSchema,
  validateLogin,
  validateResetRequest,
  validateSignup,
} from '../../../../domain/auth-rules';
import { Button } from '../../../components/ui/button';
import { CheckboxField, TextField } from '../../../components/ui/field';
import { notifyError } from '../lib/notify';

const copy = authCopy;

/** A text button that reads as a link: mode switches and 'Forgot your password?'. */
export function TextButton({ children, onClick }: { children: ReactNode; onClick(): void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex min-h-11 items-center font-medium text-[var(--theme-deep)] underline underline-offset-4 hover:opacity-80"
    >
      {children}
    </button>
  );
}

function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" className="mt-2 w-full" disabled={busy} aria-busy={busy || undefined}>
      {busy ? copy.buttons.busy : children}
    </Button>
  );
}

const inlineLink = 'font-medium text-[var(--theme-deep)] underline underline-offset-2';

export function LoginFormView({
  email,
  busy,
  onSubmit,
  onForgotPassword,
  onSignup,
}: {
  email: string;
  busy: boolean;
  onSubmit(values: LoginForm): void;
  onForgotPassword(email: string): void;
  onSignup(email: string): void;
}) {
  const form = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema) as Resolver<LoginForm>,
    defaultValues: { email, password: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(onSubmit, () => {
    const problem = validateLogin(form.getValues());
    if (problem) notifyError(problem);
  });
  return (
    <div className="flex flex-col gap-4">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={copy.fields.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label={copy.fields.password}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="-mt-2 flex justify-end">
          <TextButton onClick={() => onForgotPassword(form.getValues('email'))}>
            {copy.links.forgotPassword}
          </TextButton>
        </div>
        <SubmitButton busy={busy}>{copy.buttons.login}</SubmitButton>
      </form>
      <p className="text-center">
        <TextButton onClick={() => onSignup(form.getValues('email'))}>{copy.links.toSignup}</TextButton>
      </p>
    </div>
  );
}

export function SignupFormView({
  email,
  busy,
  onSubmit,
  onLogin,
}: {
  email: string;
  busy: boolean;
  onSubmit(values: SignupForm): void;
  onLogin(email: string): void;
}) {
  const form = useForm<SignupForm>({
    resolver: zodResolver(signupFormSchema) as unknown as Resolver<SignupForm>,
    defaultValues: { name: '', email, password: '', acceptTerms: false },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(onSubmit, () => {
    const problem = validateSignup(form.getValues());
    if (problem) notifyError(problem);
  });
  return (
    <div className="flex flex-col gap-4">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={copy.fields.name}
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={copy.fields.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label={copy.fields.password}
          type="password"
          autoComplete="new-password"
          hint={copy.fields.passwordHint}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <CheckboxField
          label={
            <>
              {copy.fields.acceptTermsBefore}
              <Link to="/terms" target="_blank" rel="noopener" className={inlineLink}>
                {copy.fields.terms}
              </Link>
              {copy.fields.acceptTermsMiddle}
              <a href={copy.privacyPolicyUrl} target="_blank" rel="noopener" className={inlineLink}>
                {copy.fields.privacy}
              </a>
            </>
          }
          error={errors.acceptTerms?.message}
          {...form.register('acceptTerms')}
        />
        <SubmitButton busy={busy}>{copy.buttons.signup}</SubmitButton>
      </form>
      <p className="text-center">
        <TextButton onClick={() => onLogin(form.getValues('email'))}>{copy.links.toLogin}</TextButton>
      </p>
    </div>
  );
}

export function ResetFormView({
  email,
  busy,
  onSubmit,
  onBack,
}: {
  email: string;
  busy: boolean;
  onSubmit(email: string): void;
  onBack(email: string): void;
}) {
  const form = useForm<{ email: string }>({
    resolver: zodResolver(resetRequestSchema) as Resolver<{ email: string }>,
    defaultValues: { email },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(
    (values) => onSubmit(values.email),
    () => {
      const problem = validateResetRequest(form.getValues('email'));
      if (problem) notifyError(problem);
    },
  );
  return (
    <div className="flex flex-col gap-4">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={copy.fields.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <SubmitButton busy={busy}>{copy.buttons.reset}</SubmitButton>
      </form>
      <p className="text-center">
        <TextButton onClick={() => onBack(form.getValues('email'))}>{copy.buttons.backToSignIn}</TextButton>
      </p>
    </div>
  );
}

function SentNotice({ children }: { children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 rounded-card bg-[var(--theme-soft)] p-4 text-ink">
      <MailCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-[var(--theme-deep)]" />
      <div className="flex flex-col gap-2">{children}</div>
    </div>
  );
}

/** 'Check Your Email': after a sign-up that needs confirmation, with resend and 'Use Different Email'. */
export function CheckEmailView({
  email,
  busy,
  onResend,
  onUseDifferentEmail,
  onBackToSignIn,
}: {
  email: string;
  busy: boolean;
  onResend(): void;
  onUseDifferentEmail(): void;
  onBackToSignIn(): void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <SentNotice>
        <p role="status">{email ? copy.checkEmail.body(email) : copy.checkEmail.bodyNoEmail}</p>
        <p className="text-muted text-sm">{copy.checkEmail.spam}</p>
      </SentNotice>
      <Button onClick={onResend} disabled={busy} aria-busy={busy || undefined}>
        {busy ? copy.buttons.busy : copy.buttons.resend}
      </Button>
      <Button variant="secondary" onClick={onUseDifferentEmail}>
        {copy.buttons.useDifferentEmail}
      </Button>
      <p className="text-center">
        <TextButton onClick={onBackToSignIn}>{copy.buttons.backToSignIn}</TextButton>
      </p>
    </div>
  );
}

/** 'Reset Email Sent', with 'Back to Sign In'. */
export function ResetSentView({ email, onBackToSignIn }: { email: string; onBackToSignIn(): void }) {
  return (
    <div className="flex flex-col gap-4">
      <SentNotice>
        <p role="status">{copy.resetSent.body(email)}</p>
      </SentNotice>
      <Button variant="secondary" onClick={onBackToSignIn}>
        {copy.buttons.backToSignIn}
      </Button>
    </div>
  );
}
