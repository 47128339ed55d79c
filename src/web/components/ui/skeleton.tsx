import { type ReactNode, useEffect, useState } from 'react';
import { SKELETON_DELAY_MIN_MS } from '../../../domain/constants';
import { cx } from './cx';

/** A grey placeholder block; size it with className (e.g. 'h-6 w-40'). Hidden from screen readers. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      data-skeleton=""
      className={cx('rounded-lg bg-line/70 motion-safe:animate-pulse', className)}
    />
  );
}

export interface DelayedProps {
  /** Render nothing until this many ms have passed (default 250, spec: 250–300). */
  delayMs?: number;
  children: ReactNode;
}

/** Shows its children only after a short delay, so fast loads never flash a placeholder. */
export function Delayed({ delayMs = SKELETON_DELAY_MIN_MS, children }: DelayedProps) {
  const [shown, setShown] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) {
      setShown(true);
      return;
    }
    setShown(false);
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return shown ? children : null;
}

/** A Skeleton that appears only after the delay. */
export function DelayedSkeleton({ className, delayMs }: { className?: string; delayMs?: number }) {
  return (
    <Delayed delayMs={delayMs}>
      <Skeleton className={className} />
    </Delayed>
  );
}
