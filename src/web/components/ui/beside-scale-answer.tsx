import { Check } from 'lucide-react';
import { useId } from 'react';
import { cx } from './cx';

interface BesideScaleAnswerProps {
  /** the answer's words: "I can't judge this", "Doesn't apply to me yet" */
  label: string;
  /** one line under it saying what choosing it means */
  help: string;
  pressed: boolean;
  busy: boolean;
  onChoose: () => void;
}

/** An answer offered beside the 1–5 scale: a toggle button with its help line (key 0 chooses it). */
export function BesideScaleAnswer({ label, help, pressed, busy, onChoose }: BesideScaleAnswerProps) {
  const helpId = useId();
  return (
    <div className="mt-5 flex flex-col items-center gap-2">
      <button
        type="button"
        aria-pressed={pressed}
        aria-describedby={helpId}
        aria-disabled={busy || undefined}
        onClick={onChoose}
        className={cx(
          'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border-2 px-5 py-2 font-medium text-base transition-colors',
          pressed
            ? 'border-[var(--theme-accent)] bg-[var(--theme-soft)] text-[var(--theme-deep)]'
            : 'border-line bg-white text-ink',
          !pressed && !busy && 'hover:border-[var(--theme-accent)] hover:bg-[var(--theme-soft)]',
          busy && 'cursor-not-allowed',
        )}
      >
        {pressed && <Check aria-hidden="true" className="size-4" strokeWidth={3} />}
        {label}
      </button>
      <p id={helpId} className="max-w-md text-balance text-center text-muted text-sm">
        {help}
      </p>
    </div>
  );
}
