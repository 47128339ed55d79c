import { useQuery } from '@tanstack/react-query';
import { ChartColumn } from 'lucide-react';
import type { ReactNode } from 'react';
import { benchmarkCopy } from '../../../../content/benchmark-copy';
import { readLocalSession } from '../../results/hooks/use-results';
import { benchmarkTeaserQuery } from '../api/benchmarks-api';

const copy = benchmarkCopy.teaser;

/**
 * The anonymous visitor's glimpse of the benchmarks, as part of the sign-up promise: one figure (their
 * overall standing among all founders) or how many more founders it takes, and the sign-up button.
 */
export default function BenchmarkTeaser({
  sessionId,
  onSignUp,
  placeholder = null,
  className = '',
}: {
  sessionId: string;
  onSignUp(): void;
  /** shown while the figure loads (the room the slot keeps for it) */
  placeholder?: ReactNode;
  className?: string;
}) {
  // the figure is read with the session's secret, which only the browser that took the audit holds
  const held = readLocalSession();
  const session = held?.id === sessionId ? held : null;
  const teaser = useQuery({
    ...benchmarkTeaserQuery(session ?? { id: sessionId, secret: '' }),
    enabled: session !== null,
  });
  if (session && teaser.isPending) return placeholder;
  if (!teaser.isSuccess) return null;
  const { available, percentile, missing } = teaser.data;
  const figure = available && percentile !== null;
  return (
    <aside
      aria-label={copy.label}
      data-print="hide"
      className={`${className} mt-3 flex flex-col gap-4 rounded-card border border-inner-600/30 bg-white p-5 shadow-soft sm:flex-row sm:items-center sm:justify-between sm:p-6`}
    >
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="hidden size-11 shrink-0 items-center justify-center rounded-full bg-inner-100 text-inner-600 sm:flex"
        >
          <ChartColumn className="size-5" />
        </span>
        <div>
          <p className="font-display text-ink text-xl leading-snug">
            {figure ? copy.figure(percentile) : copy.waiting(missing)}
          </p>
          <p className="mt-1 text-muted text-sm">{figure ? copy.promise : copy.waitingPromise}</p>
        </div>
      </div>
      <button
        type="button"
        onClick={onSignUp}
        className="inline-flex min-h-11 shrink-0 items-center justify-center self-start rounded-full bg-inner-900 px-6 font-semibold text-white hover:opacity-90 sm:self-center"
      >
        {copy.button}
      </button>
    </aside>
  );
}
