import { useMutation } from '@tanstack/react-query';
import { MailX } from 'lucide-react';
import { Link } from 'react-router';
import { planCopy } from '../../../../content/plan-copy';
import { unsubscribeTokenSchema } from '../../../../contract/plans';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { unsubscribe } from '../api/plan-api';

const copy = planCopy.unsubscribe;

/**
 * Where a reminder's unsubscribe link leads: no sign-in, one button (opening the link changes nothing,
 * so a mail scanner that follows it stops no reminders).
 */
export function UnsubscribePage({ token }: { token: string | null }) {
  const valid = unsubscribeTokenSchema.safeParse(token).success;
  const stop = useMutation({ mutationFn: () => unsubscribe(token ?? '') });
  const done = stop.isSuccess;
  return (
    <main className="mx-auto flex w-full max-w-xl flex-col px-4 py-12 sm:px-6">
      <Card className="flex flex-col gap-5 p-6 sm:p-8">
        <span className="flex size-12 items-center justify-center rounded-full bg-[var(--theme-soft)]">
          <MailX aria-hidden="true" className="size-6 text-[var(--theme-deep)]" />
        </span>
        <h1 className="font-display text-3xl text-ink">{done ? copy.doneTitle : copy.title}</h1>
        {!valid ? (
          <p role="alert" className="text-ink">
            {copy.invalid}
          </p>
        ) : done ? (
          <p role="status" className="text-ink">
            {copy.doneBody}
          </p>
        ) : (
          <>
            <p className="text-ink/90 leading-relaxed">{copy.body}</p>
            <Button
              className="self-start"
              onClick={() => stop.mutate()}
              disabled={stop.isPending}
              aria-busy={stop.isPending || undefined}
            >
              {stop.isPending ? copy.stopping : copy.button}
            </Button>
            {stop.isError && (
              <p role="alert" className="text-score-low text-sm">
                {copy.failed}
              </p>
            )}
          </>
        )}
        <Link to="/" className={buttonClasses('ghost', 'md', 'self-start')}>
          {copy.home}
        </Link>
      </Card>
    </main>
  );
}
