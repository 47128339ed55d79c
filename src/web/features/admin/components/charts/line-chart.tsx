import { useId, useLayoutEffect, useRef, useState } from 'react';
import { cx } from '../../../../components/ui/cx';

/** Series colours (tokens) with a dash pattern each, so colour is never the only difference. */
export const SERIES_TONES = [
  { stroke: 'stroke-inner-600', fill: 'fill-inner-600', swatch: 'bg-inner-600', dash: undefined },
  { stroke: 'stroke-outer-600', fill: 'fill-outer-600', swatch: 'bg-outer-600', dash: '6 4' },
  { stroke: 'stroke-score-high', fill: 'fill-score-high', swatch: 'bg-score-high', dash: '2 3' },
  { stroke: 'stroke-ink', fill: 'fill-ink', swatch: 'bg-ink', dash: '10 3 2 3' },
] as const;

export type LineSeries = { key: string; label: string; values: readonly number[] };

const PAD = { left: 44, right: 16, top: 12, bottom: 30 };

/** The element's width in CSS pixels, followed as it changes (`fallback` until it is measured). */
function useWidth<T extends Element>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = Math.round(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** The smallest of 1, 2, 2.5, 5 × 10^n that is at least `value` and divisible into 4 ticks. */
export function niceMax(value: number): number {
  if (value <= 4) return 4;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 4, 5, 10]) {
    const candidate = step * magnitude;
    if (candidate >= value && Number.isInteger(candidate / 4)) return candidate;
  }
  return Math.ceil(value / 4) * 4;
}

/**
 * Lines over days, drawn as plain SVG (no chart library in the bundle). The image has a text summary;
 * exact values are in the table view beside it and in each point's tooltip. The drawing is as wide as
 * its box, in CSS pixels, so its labels keep their 12 px on a phone instead of shrinking with the
 * picture; the number of day labels follows the width.
 */
export function LineChart({
  summary,
  categories,
  series,
  pointLabel,
}: {
  /** the accessible description of the whole chart */
  summary: string;
  /** x-axis labels, one per value */
  categories: readonly string[];
  series: readonly LineSeries[];
  pointLabel: (category: string, series: LineSeries, value: number) => string;
}) {
  const titleId = useId();
  const [boxRef, boxWidth] = useWidth<HTMLDivElement>(800);
  const width = Math.max(280, boxWidth);
  const height = width < 560 ? 220 : 260;
  const n = categories.length;
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const innerWidth = width - PAD.left - PAD.right;
  const innerHeight = height - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (n <= 1 ? innerWidth / 2 : (i * innerWidth) / (n - 1));
  const y = (v: number) => PAD.top + innerHeight - (v / max) * innerHeight;
  const ticks = [0, 1, 2, 3, 4].map((i) => (max * i) / 4);
  const maxLabels = Math.max(2, Math.min(7, Math.floor(innerWidth / 72)));
  const labelEvery = Math.max(1, Math.ceil(n / maxLabels));
  // every labelEvery-th day and the last one, unless the last would crowd the one before it
  const labelled = (i: number) => i === n - 1 || (i % labelEvery === 0 && n - 1 - i >= labelEvery / 2);
  const showPoints = n <= 62;

  return (
    <figure className="flex flex-col gap-3">
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink">
        {series.map((s, i) => {
          const tone = SERIES_TONES[i % SERIES_TONES.length];
          return (
            <li key={s.key} className="flex items-center gap-2">
              <svg aria-hidden="true" width="28" height="10" className="overflow-visible">
                <line
                  x1="0"
                  y1="5"
                  x2="28"
                  y2="5"
                  strokeWidth="2.5"
                  strokeDasharray={tone?.dash}
                  className={tone?.stroke}
                />
              </svg>
              {s.label}
            </li>
          );
        })}
      </ul>
      <div ref={boxRef}>
        <svg
          role="img"
          aria-labelledby={titleId}
          viewBox={`0 0 ${width} ${height}`}
          className="h-auto w-full"
          preserveAspectRatio="xMidYMid meet"
        >
          <title id={titleId}>{summary}</title>
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={width - PAD.right}
                y1={y(tick)}
                y2={y(tick)}
                className={cx('stroke-line', tick === 0 && 'stroke-muted')}
                strokeWidth="1"
              />
              <text x={PAD.left - 8} y={y(tick) + 4} textAnchor="end" className="fill-muted text-[12px]">
                {Number.isInteger(tick) ? tick : tick.toFixed(1)}
              </text>
            </g>
          ))}
          {categories.map((category, i) =>
            labelled(i) ? (
              <text
                // biome-ignore lint/suspicious/noArrayIndexKey: the axis is positional
                key={i}
                x={x(i)}
                y={height - 8}
                textAnchor={i === 0 && n > 1 ? 'start' : i === n - 1 && n > 1 ? 'end' : 'middle'}
                className="fill-muted text-[12px]"
              >
                {category}
              </text>
            ) : null,
          )}
          {series.map((s, si) => {
            const tone = SERIES_TONES[si % SERIES_TONES.length];
            return (
              <g key={s.key}>
                <polyline
                  points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')}
                  fill="none"
                  strokeWidth="2.5"
                  strokeLinejoin="round"
                  strokeDasharray={tone?.dash}
                  className={tone?.stroke}
                />
                {showPoints &&
                  s.values.map((v, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: one point per day, by position
                    <circle key={i} cx={x(i)} cy={y(v)} r="3.5" className={tone?.fill}>
                      <title>{pointLabel(categories[i] ?? '', s, v)}</title>
                    </circle>
                  ))}
              </g>
            );
          })}
        </svg>
      </div>
    </figure>
  );
}
