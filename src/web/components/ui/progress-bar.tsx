import { cx } from './cx';
import { useCssVar } from './use-css-var';

export interface ProgressBarProps {
  /** 0–100 (clamped). */
  value: number;
  /** Accessible name, e.g. 'Assessment progress'. */
  label: string;
  className?: string;
}

function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/** A thin bar in the theme's accent colour whose width glides to the new value. */
export function ProgressBar({ value, label, className }: ProgressBarProps) {
  const percent = clampPercent(value);
  const fillRef = useCssVar<HTMLDivElement>('--ui-fill', String(percent / 100));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      aria-valuetext={`${Math.round(percent)}%`}
      className={cx('h-2 w-full overflow-hidden rounded-full bg-line', className)}
    >
      <div
        ref={fillRef}
        className="h-full w-[calc(var(--ui-fill,0)*100%)] rounded-full bg-[var(--theme-accent)] transition-[width] duration-500 ease-out motion-reduce:transition-none"
      />
    </div>
  );
}
