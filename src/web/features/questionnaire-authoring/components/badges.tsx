import type { ReactNode } from 'react';
import { cx } from '../../../components/ui/cx';

export type BadgeTone = 'added' | 'removed' | 'changed' | 'neutral' | 'live' | 'inner' | 'outer';

const tones: Record<BadgeTone, string> = {
  added: 'bg-outer-100 text-outer-900',
  removed: 'bg-score-low/10 text-score-low',
  changed: 'bg-inner-100 text-inner-900',
  neutral: 'bg-paper text-muted ring-1 ring-line',
  live: 'bg-ink text-white',
  inner: 'bg-inner-100 text-inner-900',
  outer: 'bg-outer-100 text-outer-900',
};

/**
 * A small pill naming a status ('Added', 'Published'); text in AA contrast on its tint. On one line,
 * unless `wrap`: for a badge that lists things, which could be wider than a phone.
 */
export function Badge({ tone, wrap, children }: { tone: BadgeTone; wrap?: boolean; children: ReactNode }) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 font-medium text-xs',
        wrap ? 'min-w-0 break-words' : 'whitespace-nowrap',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}

export function versionTone(status: 'draft' | 'published' | 'superseded'): BadgeTone {
  return status === 'published' ? 'live' : status === 'draft' ? 'changed' : 'neutral';
}
