import type { ReactNode } from 'react';
import { cx } from './cx';

const RADIUS = 52;
const STROKE = 8;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export interface ProgressRingProps {
  /** 0–100 (clamped). */
  value: number;
  /** Width and height in px (default 176). */
  size?: number;
  /** Shown in the centre (e.g. the ring's 1–5 value); hidden from screen readers, which get `label`. */
  children?: ReactNode;
  /** Accessible name, e.g. 'Preparing your results'. */
  label: string;
  className?: string;
}

/** A circular progress indicator in the theme's accent colour, for /loading-results. */
export function ProgressRing({ value, size = 176, children, label, className }: ProgressRingProps) {
  const percent = Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      aria-valuetext={`${Math.round(percent)}%`}
      className={cx('relative inline-grid place-items-center', className)}
    >
      <svg
        width={size}
        height={size}
        viewBox="0 0 120 120"
        aria-hidden="true"
        className="col-start-1 row-start-1"
      >
        <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth={STROKE} className="stroke-line" />
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          strokeWidth={STROKE}
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - percent / 100)}
          transform="rotate(-90 60 60)"
          className={cx(
            'stroke-[var(--theme-accent)] transition-[stroke-dashoffset] duration-100 ease-linear motion-reduce:transition-none',
            percent === 0 && 'opacity-0',
          )}
        />
      </svg>
      {children !== undefined && (
        <div aria-hidden="true" className="col-start-1 row-start-1 text-center">
          {children}
        </div>
      )}
    </div>
  );
}
