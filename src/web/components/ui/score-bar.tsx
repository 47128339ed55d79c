import { barFill, type ScoreBand, scoreBand } from '../../../domain/bands';
import { formatScore, formatScoreOutOfFive } from '../../../domain/scoring';
import { cx } from './cx';
import { useCssVar } from './use-css-var';

/** The fill colour of each band (full class names, so Tailwind finds them). */
export const BAND_FILL_CLASSES: Record<ScoreBand, string> = {
  high: 'bg-score-high',
  mid: 'bg-score-mid',
  low: 'bg-score-low',
};

export interface ScoreBarProps {
  /** A 1–5 score. */
  score: number;
  /** What is scored, for the accessible text: '{label}: 3.8 of 5 points'. */
  label: string;
  className?: string;
}

/**
 * A horizontal 1–5 score bar: filled (score − 1) / 4 in the band colour, the number beside it in ink
 * (colour is never the only carrier of the score).
 */
export function ScoreBar({ score, label, className }: ScoreBarProps) {
  const band = scoreBand(score);
  const fillRef = useCssVar<HTMLDivElement>('--ui-fill', String(barFill(score)));
  return (
    <div
      role="img"
      aria-label={`${label}: ${formatScoreOutOfFive(score)}`}
      data-band={band}
      className={cx('flex items-center gap-3', className)}
    >
      <div className="h-2.5 flex-1 overflow-hidden rounded-full bg-line">
        <div
          ref={fillRef}
          data-testid="score-bar-fill"
          className={cx(
            'h-full w-[calc(var(--ui-fill,0)*100%)] rounded-full transition-[width] duration-700 ease-out motion-reduce:transition-none',
            BAND_FILL_CLASSES[band],
          )}
        />
      </div>
      <span className="w-8 text-right font-semibold text-base text-ink tabular-nums">
        {formatScore(score)}
      </span>
    </div>
  );
}
