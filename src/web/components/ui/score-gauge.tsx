import { barFill, type ScoreBand, scoreBand } from '../../../domain/bands';
import { formatScore, formatScoreOutOfFive, SCORE_UNIT } from '../../../domain/scoring';
import { cx } from './cx';
import { useGaugeValue } from './use-gauge-value';

const BAND_STROKE_CLASSES: Record<ScoreBand, string> = {
  high: 'stroke-score-high',
  mid: 'stroke-score-mid',
  low: 'stroke-score-low',
};

const RADIUS = 52;
const STROKE = 10;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export interface ScoreGaugeProps {
  /** A 1–5 score. */
  score: number;
  /** What is scored: the accessible name is '{label}: 3.8 of 5 points'. */
  label: string;
  /** Width and height in px (default 160). */
  size?: number;
  /** Fill up from 1 (default true; never under prefers-reduced-motion). */
  animate?: boolean;
  className?: string;
}

/**
 * A circular 1–5 score gauge: the arc fills (score − 1) / 4 in the band colour of the final score,
 * the number (one decimal, always ink) in the centre with 'of 5' below. Screen readers get the final
 * score at once, never the counting. Geometry is set with SVG attributes, never inline styles (CSP).
 */
export function ScoreGauge({ score, label, size = 160, animate = true, className }: ScoreGaugeProps) {
  const shown = useGaugeValue(score, animate);
  const fill = barFill(shown);
  const band = scoreBand(score);
  return (
    <svg
      role="img"
      aria-label={`${label}: ${formatScoreOutOfFive(score)}`}
      data-band={band}
      width={size}
      height={size}
      viewBox="0 0 120 120"
      className={cx('shrink-0', className)}
    >
      <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth={STROKE} className="stroke-line" />
      {fill > 0 && (
        <circle
          cx="60"
          cy="60"
          r={RADIUS}
          fill="none"
          strokeWidth={STROKE}
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - fill)}
          transform="rotate(-90 60 60)"
          className={BAND_STROKE_CLASSES[band]}
        />
      )}
      <text
        x="60"
        y="56"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize="32"
        fontWeight="600"
        className="fill-ink font-display tabular-nums"
        data-testid="score-gauge-value"
      >
        {formatScore(shown)}
      </text>
      <text x="60" y="84" textAnchor="middle" fontSize="12" className="fill-muted font-sans">
        {SCORE_UNIT}
      </text>
    </svg>
  );
}
