import { LockKeyhole } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { cx } from './cx';

export interface BlurredGateProps {
  /** The prompt, e.g. 'Sign up free to read your Zone of Genius'. */
  title: string;
  /** Optional words under the title (the prompt only: the gated text never reaches the browser). */
  children?: ReactNode;
  onSignUp: () => void;
  buttonLabel?: string;
  className?: string;
}

/** Widths of the fake lines: like a paragraph, ending short. */
const FAKE_LINES = ['w-full', 'w-11/12', 'w-full', 'w-4/5', 'w-full', 'w-10/12', 'w-3/5'];

/**
 * A gated result section: blurred placeholder lines (no real text, hidden from screen readers) under
 * a sign-up prompt with one button.
 */
export function BlurredGate({
  title,
  children,
  onSignUp,
  buttonLabel = 'Sign up free',
  className,
}: BlurredGateProps) {
  return (
    <div
      className={cx(
        'grid overflow-hidden rounded-card border border-line bg-white *:col-start-1 *:row-start-1',
        className,
      )}
    >
      <div
        aria-hidden="true"
        data-testid="blurred-gate-placeholder"
        className="pointer-events-none flex select-none flex-col gap-3 p-6 blur-[3px]"
      >
        {FAKE_LINES.map((width, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative list
          <div key={index} className={cx('h-3 rounded-full bg-line', width)} />
        ))}
      </div>
      <div className="relative flex flex-col items-center justify-center gap-3 bg-white/70 p-6 text-center">
        <LockKeyhole aria-hidden="true" className="size-5 text-[var(--theme-deep)]" />
        <p className="max-w-sm font-semibold text-base text-ink">{title}</p>
        {children && <div className="max-w-sm text-muted text-sm">{children}</div>}
        <Button onClick={onSignUp} className="mt-1">
          {buttonLabel}
        </Button>
      </div>
    </div>
  );
}
