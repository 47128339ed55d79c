import { LoaderCircle } from 'lucide-react';
import { cx } from './cx';
import { Delayed } from './skeleton';

export interface LoadingStateProps {
  text: string;
  className?: string;
}

/**
 * A centred 'Loading…' message. The text is in the DOM at once (a polite status for screen readers
 * and tests); the spinner joins it only after 250 ms, so quick loads stay calm.
 */
export function LoadingState({ text, className }: LoadingStateProps) {
  return (
    <div
      role="status"
      className={cx('flex flex-col items-center justify-center gap-3 px-6 py-16 text-center', className)}
    >
      <div className="flex size-6 items-center justify-center">
        <Delayed>
          <LoaderCircle
            aria-hidden="true"
            data-testid="loading-spinner"
            className="size-6 text-[var(--theme-accent)] motion-safe:animate-spin"
          />
        </Delayed>
      </div>
      <p className="text-base text-muted">{text}</p>
    </div>
  );
}
