import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { emailTestCopy } from '../../../../content/auth-copy';
import {
  EMAIL_TEST_FORBIDDEN_MESSAGE,
  type EmailTestBody,
  emailTestPaths,
  emailTestResponseSchema,
} from '../../../../contract/auth';
import { emailTestAddressSchema, validateEmailTestAddress } from '../../../../domain/email-test-rules';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toaster';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useMe } from '../../auth/hooks/use-me';
import { usePageTheme } from '../../flow/hooks/use-page-theme';

const copy = emailTestCopy;
const formSchema = z.object({ email: emailTestAddressSchema });
type EmailTestForm = z.infer<typeof formSchema>;
type Kind = EmailTestBody['kind'];

/**
 * The toast text of a failed send (spec 8, German): the transport failed → 'Fehler beim Senden: …';
 * the server refused → 'Fehler: …' ('Unbekannter Fehler' without a message); no answer or anything
 * else → 'Unerwarteter Fehler: …'.
 */
export function emailTestErrorText(error: unknown): string {
  if (error instanceof ApiError && !error.isNetworkError) {
    if (error.code === 'mail_failed') return copy.sendFailed(error.message || copy.unknownError);
    const message = error.code === 'http_error' || !error.message ? copy.unknownError : error.message;
    return copy.failed(message);
  }
  const message = error instanceof Error && error.message ? error.message : copy.unknownError;
  return copy.unexpected(message);
}

export function sendEmailTest(body: EmailTestBody) {
  return apiRequest(emailTestPaths.send, { method: 'POST', body, schema: emailTestResponseSchema });
}

/** /email-test (German): a test message or the welcome e-mail to any address; sending is for admins. */
export function EmailTestPage() {
  usePageTheme('neutral');
  const { me, isPending } = useMe();
  const [sending, setSending] = useState<Kind | null>(null);
  const form = useForm<EmailTestForm>({
    resolver: zodResolver(formSchema) as Resolver<EmailTestForm>,
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;
  const isAdmin = me?.user.role === 'admin';
  const reason = isPending
    ? copy.checking
    : !me
      ? copy.signedOut
      : isAdmin
        ? null
        : EMAIL_TEST_FORBIDDEN_MESSAGE;

  const onInvalid = () => {
    const problem = validateEmailTestAddress(form.getValues('email'));
    if (problem) toast.error(copy.errorTitle, { id: 'email-test', description: problem });
  };

  const send = (kind: Kind) =>
    form.handleSubmit(async ({ email }) => {
      setSending(kind);
      try {
        await sendEmailTest({ email, kind, ...(kind === 'welcome' ? { name: copy.testUserName } : {}) });
        toast.success(copy.successTitle, { id: 'email-test', description: copy.sent(kind, email) });
      } catch (error) {
        toast.error(copy.errorTitle, { id: 'email-test', description: emailTestErrorText(error) });
      } finally {
        setSending(null);
      }
    }, onInvalid);

  const disabled = sending !== null || !isAdmin;
  return (
    <main
      lang="de"
      className="mx-auto flex min-h-[85dvh] w-full max-w-md flex-col justify-center gap-6 px-4 py-10"
    >
      <Card className="flex flex-col gap-6 p-6 sm:p-8">
        <div className="flex flex-col gap-2">
          <h1 className="font-display text-3xl text-ink">{copy.title}</h1>
          <p className="text-muted">{copy.intro}</p>
        </div>
        {reason && (
          <div
            id="email-test-reason"
            role="status"
            className="rounded-card bg-[var(--theme-soft)] p-4 text-ink"
          >
            <p>{reason}</p>
            {!isPending && !me && (
              <Link
                to="/auth?mode=login&next=%2Femail-test"
                className={buttonClasses('secondary', 'md', 'mt-3')}
              >
                {copy.signIn}
              </Link>
            )}
          </div>
        )}
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            if (disabled) event.preventDefault();
            else void send('test')(event);
          }}
        >
          <TextField
            label={copy.emailLabel}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <div className="flex flex-col gap-3">
            <Button
              type="submit"
              disabled={disabled}
              aria-describedby={reason ? 'email-test-reason' : undefined}
            >
              {sending === 'test' ? copy.sending : copy.sendTest}
            </Button>
            <Button
              variant="secondary"
              disabled={disabled}
              aria-describedby={reason ? 'email-test-reason' : undefined}
              onClick={() => void send('welcome')()}
            >
              {sending === 'welcome' ? copy.sending : copy.sendWelcome}
            </Button>
          </div>
        </form>
      </Card>
    </main>
  );
}
