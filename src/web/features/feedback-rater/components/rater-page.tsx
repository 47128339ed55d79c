import type { ReactNode } from 'react';
import { raterFlowCopy } from '../../../../content/feedback-copy';
import { cx } from '../../../components/ui/cx';

/**
 * The frame of every page of the rater's flow: the product's name as plain text (a rater has no
 * account and needs no menu) and one column of reading width.
 */
export function RaterPage({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col px-5 pt-6 pb-10 sm:px-8 sm:pt-8">
      <header>
        <p className="font-semibold text-muted text-xs uppercase tracking-widest">{raterFlowCopy.brand}</p>
      </header>
      <main className={cx('flex flex-1 flex-col', className)}>{children}</main>
    </div>
  );
}

/** A page's heading; focusable, so that a step that replaces the page can move focus to it. */
export function PageHeading({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <h1
      tabIndex={-1}
      className={cx('font-display text-[28px] text-ink leading-tight outline-none! sm:text-4xl', className)}
    >
      {children}
    </h1>
  );
}
