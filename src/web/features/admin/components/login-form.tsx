import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useSearchParams } from 'react-router';
import { loginFormSchema } from '../../../../domain/auth-rules';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { LoadingState } from '../../../components/ui/loading-state';
import { adminKeys } from '../api/keys';
import { type SignInProblem, signIn, signInProblem, useAdminSession } from '../api/session';
import { adminCopy } from '../copy';
import { adminNextPath } from '../lib/next-path';
import { NotAdmin } from './admin-shell';

type LoginValues = { email: string; password: string };

const problems: Record<SignInProblem, string> = {
  invalid: adminCopy.login.invalid,
  unconfirmed: adminCopy.login.unconfirmed,
  'rate-limited': adminCopy.login.rateLimited,
  failed: adminCopy.login.failed,
};

/** /admin/login: Better Auth's e-mail sign-in, then the admin API decides whether this is an admin. */
export function AdminLogin() {
  const copy = adminCopy.login;
  const [params] = useSearchParams();
  const next = adminNextPath(params.get('next'));
  const session = useAdminSession();
  const client = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    document.body.style.setProperty('--theme-deep', 'var(--color-ink)');
    return () => {
      document.body.style.removeProperty('--theme-deep');
    };
  }, []);

  if (session.data?.status === 'admin') return <Navigate to={next} replace />;
  if (session.data?.status === 'not-admin') return <NotAdmin />;
  if (session.isPending) return <LoadingState text={copy.checking} className="min-h-dvh" />;

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await signIn(values.email, values.password);
    } catch (error) {
      setProblem(problems[signInProblem(error)]);
      return;
    }
    await client.invalidateQueries({ queryKey: adminKeys.me() });
  });

  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-6 py-16">
      <p className="mb-6 flex items-baseline gap-2">
        <span className="font-display font-semibold text-ink text-lg">{adminCopy.productName}</span>
        <span className="rounded-full bg-ink px-2 py-0.5 font-semibold text-white text-xs uppercase tracking-wide">
          {adminCopy.areaName}
        </span>
      </p>
      <div className="rounded-card border border-line bg-white p-8 shadow-soft">
        <h1 className="font-display font-semibold text-[28px] text-ink">{copy.title}</h1>
        <p className="mt-2 text-muted">{copy.lead}</p>
        <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-4">
          <TextField
            label={copy.email}
            type="email"
            autoComplete="username"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextField
            label={copy.password}
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          {problem && (
            <p role="alert" className="flex items-start gap-2 text-score-low text-sm">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{problem}</span>
            </p>
          )}
          <Button type="submit" disabled={isSubmitting} className="mt-2">
            {isSubmitting ? copy.submitting : copy.submit}
          </Button>
        </form>
      </div>
    </main>
  );
}
