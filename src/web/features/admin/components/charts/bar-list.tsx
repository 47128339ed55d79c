import { cx } from '../../../../components/ui/cx';
import { useCssVar } from '../../../../components/ui/use-css-var';

export type Bar = {
  key: string;
  label: string;
  /** a second line under the label (e.g. the chapter of a question) */
  sublabel?: string;
  value: number;
  /** the text beside the bar: the value with its unit */
  valueText: string;
  tone?: 'neutral' | 'warning';
};

function BarFill({ share, tone }: { share: number; tone: Bar['tone'] }) {
  const ref = useCssVar<HTMLDivElement>('--bar', String(Math.max(0, Math.min(1, share))));
  return (
    <div className="col-span-2 h-3 overflow-hidden rounded-full bg-line/60 sm:col-span-1" aria-hidden="true">
      <div
        ref={ref}
        className={cx(
          'h-full w-[calc(var(--bar,0)*100%)] rounded-full',
          tone === 'warning' ? 'bg-score-low' : 'bg-inner-600',
        )}
      />
    </div>
  );
}

/**
 * Horizontal bars as a list: each row says its label and value in text, the bar only shows the
 * proportion (so the chart reads without colour or sight). On a phone the label and value share a line
 * and the bar takes the full width under them; from 640 px: label, bar, value side by side.
 */
export function BarList({ label, bars, max }: { label: string; bars: readonly Bar[]; max?: number }) {
  const top = max ?? Math.max(1, ...bars.map((b) => b.value));
  return (
    <ol aria-label={label} className="flex flex-col gap-3 sm:gap-2">
      {bars.map((bar) => (
        <li
          key={bar.key}
          className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_7rem] sm:gap-x-4"
        >
          <div className="min-w-0">
            <p className="text-ink text-sm sm:truncate" title={bar.label}>
              {bar.label}
            </p>
            {bar.sublabel && <p className="text-muted text-xs sm:truncate">{bar.sublabel}</p>}
          </div>
          <span className="text-right text-ink text-sm tabular-nums sm:order-last">{bar.valueText}</span>
          <BarFill share={top === 0 ? 0 : bar.value / top} tone={bar.tone} />
        </li>
      ))}
    </ol>
  );
}
