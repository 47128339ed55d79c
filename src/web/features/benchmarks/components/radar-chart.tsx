import { benchmarkCopy } from '../../../../content/benchmark-copy';
import {
  axisAngle,
  labelPlacement,
  RADAR_RINGS,
  radarPath,
  radarPoint,
  ringLabelPoint,
  ringPoints,
  wrapLabel,
} from '../../../../domain/radar-geometry';
import { formatScore } from '../../../../domain/scoring';
import { cx } from '../../../components/ui/cx';

const copy = benchmarkCopy.radar;

/** One axis: a chapter, the founder's score and, where they exist, the group median and others' view. */
export interface RadarChapter {
  id: string;
  title: string;
  area: 'inner' | 'outer';
  score: number;
  median?: number | null;
  others?: number | null;
}

// The drawing's own units; the SVG scales to its box (100 % wide, at most 440 px). The labels are 15
// units: about 11 px on a 390 px phone, where the drawing is ~310 px wide.
const WIDTH = 440;
const HEIGHT = 350;
const CENTRE = { x: WIDTH / 2, y: HEIGHT / 2 };
const RADIUS = 108;
const LABEL_GAP = 12;
const LABEL_LINE = 16;
const LABEL_MAX_CHARS = 11;
/** The rings' values: small, and in from each ring's edge far enough to clear a marker at a score of 1. */
export const RING_LABEL = { size: 11, inset: 8 } as const;
export const POINT_RADIUS = 4.5;
const POINT_STROKE = 1.5;

const AREA_FILL = { inner: 'fill-inner-100', outer: 'fill-outer-100' } as const;
const AREA_INK = { inner: 'fill-inner-600', outer: 'fill-outer-600' } as const;
const MEDIAN_DASH = '7 5';
const OTHERS_DASH = '1 5';

/** The sector of axis `index`: half an axis step either side, out to the outer ring. */
function sectorPath(index: number, count: number): string {
  const half = Math.PI / count;
  const angle = axisAngle(index, count);
  const from = {
    x: CENTRE.x + RADIUS * Math.cos(angle - half),
    y: CENTRE.y + RADIUS * Math.sin(angle - half),
  };
  const to = { x: CENTRE.x + RADIUS * Math.cos(angle + half), y: CENTRE.y + RADIUS * Math.sin(angle + half) };
  const f = (n: number) => Math.round(n * 100) / 100;
  return `M${CENTRE.x} ${CENTRE.y} L${f(from.x)} ${f(from.y)} A${RADIUS} ${RADIUS} 0 0 1 ${f(to.x)} ${f(to.y)} Z`;
}

function AxisLabel({ chapter, index, count }: { chapter: RadarChapter; index: number; count: number }) {
  const end = radarPoint(5, index, count, RADIUS + LABEL_GAP, CENTRE);
  const { anchor, vertical } = labelPlacement(index, count);
  const lines = wrapLabel(chapter.title, LABEL_MAX_CHARS);
  // the block of lines grows away from the chart: upwards above it, downwards below it
  const firstLine =
    vertical === 'above'
      ? end.y - (lines.length - 1) * LABEL_LINE
      : vertical === 'below'
        ? end.y + LABEL_LINE * 0.75
        : end.y - ((lines.length - 1) * LABEL_LINE) / 2 + 5;
  return (
    <text
      x={end.x}
      y={firstLine}
      textAnchor={anchor}
      className={cx('font-medium text-[15px]', AREA_INK[chapter.area])}
      data-axis-label={chapter.id}
    >
      {lines.map((line, i) => (
        <tspan key={line} x={end.x} dy={i === 0 ? 0 : LABEL_LINE}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

function LegendLine({ dash, className }: { dash?: string; className: string }) {
  return (
    <svg aria-hidden="true" width="28" height="10" viewBox="0 0 28 10" className="shrink-0">
      <line
        x1="2"
        x2="26"
        y1="5"
        y2="5"
        strokeWidth={dash === OTHERS_DASH ? 3 : 2.5}
        strokeLinecap="round"
        strokeDasharray={dash}
        className={className}
      />
    </svg>
  );
}

function Swatch({ area }: { area: 'inner' | 'outer' }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'inline-block size-3 shrink-0 rounded-sm border',
        area === 'inner' ? 'border-inner-600 bg-inner-100' : 'border-outer-600 bg-outer-100',
      )}
    />
  );
}

/**
 * The eight chapters on one radar: the founder's scores, and, where given, the benchmark group's median
 * (dashed) and others' view from the feedback round (dotted). Inner and outer game chapters sit on their
 * theme colours. The SVG is a picture with a one-line summary; the table under it is its text
 * equivalent, always there (and read by screen readers), so nothing depends on seeing the drawing.
 */
export function RadarChart({
  chapters,
  medianLabel,
  className,
}: {
  chapters: readonly RadarChapter[];
  /** the benchmark group the medians come from ('Seed founders') */
  medianLabel?: string | null;
  className?: string;
}) {
  const count = chapters.length;
  const hasMedian = chapters.some((c) => typeof c.median === 'number');
  const hasOthers = chapters.some((c) => typeof c.others === 'number');
  const areas = (['inner', 'outer'] as const).filter((area) => chapters.some((c) => c.area === area));
  const drawable = count >= 3;
  const medianName = medianLabel ? copy.series.median(medianLabel) : copy.table.median;
  return (
    <figure className={cx('flex flex-col gap-4', className)} data-radar="">
      {drawable && (
        <div className="flex flex-col items-center gap-4 md:flex-row md:items-center md:gap-8 print:flex-row">
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-label={copy.chartLabel(count)}
            className="h-auto w-full max-w-[440px] shrink-0 overflow-visible [print-color-adjust:exact] print:max-w-[380px]"
          >
            {chapters.map((chapter, i) => (
              <path key={chapter.id} d={sectorPath(i, count)} className={AREA_FILL[chapter.area]} />
            ))}
            {RADAR_RINGS.map((ring) => (
              <polygon
                key={ring}
                points={ringPoints(ring, count, RADIUS, CENTRE)}
                fill="none"
                className={ring === 5 ? 'stroke-muted/60' : 'stroke-muted/25'}
                strokeWidth={1}
                data-ring={ring}
              />
            ))}
            {chapters.map((chapter, i) => {
              const end = radarPoint(5, i, count, RADIUS, CENTRE);
              return (
                <line
                  key={chapter.id}
                  x1={CENTRE.x}
                  y1={CENTRE.y}
                  x2={end.x}
                  y2={end.y}
                  className="stroke-muted/35"
                  strokeWidth={1}
                />
              );
            })}
            {RADAR_RINGS.map((ring) => {
              // in the gap between the first two axes, where no data point can be; under the lines
              const p = ringLabelPoint(ring, count, RADIUS, CENTRE, RING_LABEL.inset);
              return (
                <text
                  key={ring}
                  x={p.x}
                  y={p.y}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize={RING_LABEL.size}
                  className="fill-muted"
                  data-ring-label={ring}
                >
                  {ring}
                </text>
              );
            })}
            {hasMedian && (
              <path
                d={radarPath(
                  chapters.map((c) => c.median ?? null),
                  RADIUS,
                  CENTRE,
                )}
                fill="none"
                strokeWidth={2}
                strokeDasharray={MEDIAN_DASH}
                className="stroke-muted"
                data-series="median"
              />
            )}
            <path
              d={radarPath(
                chapters.map((c) => c.score),
                RADIUS,
                CENTRE,
              )}
              strokeWidth={2.5}
              strokeLinejoin="round"
              className="fill-ink/10 stroke-ink"
              data-series="you"
            />
            {hasOthers && (
              <path
                d={radarPath(
                  chapters.map((c) => c.others ?? null),
                  RADIUS,
                  CENTRE,
                )}
                fill="none"
                strokeWidth={3}
                strokeLinecap="round"
                strokeDasharray={OTHERS_DASH}
                className="stroke-ink"
                data-series="others"
              />
            )}
            {chapters.map((chapter, i) => {
              const p = radarPoint(chapter.score, i, count, RADIUS, CENTRE);
              return (
                <circle
                  key={chapter.id}
                  cx={p.x}
                  cy={p.y}
                  r={POINT_RADIUS}
                  strokeWidth={POINT_STROKE}
                  className={cx('stroke-white', AREA_INK[chapter.area])}
                  data-point={chapter.id}
                />
              );
            })}
            {chapters.map((chapter, i) => (
              <AxisLabel key={chapter.id} chapter={chapter} index={i} count={count} />
            ))}
          </svg>
          <div className="flex flex-col gap-2 self-stretch md:self-center">
            <p className="font-semibold text-ink text-sm">{copy.legendTitle}</p>
            <ul className="flex flex-col gap-1.5 text-ink text-sm">
              <li className="flex items-center gap-2">
                <LegendLine className="stroke-ink" />
                {copy.series.you}
              </li>
              {hasMedian && (
                <li className="flex items-center gap-2">
                  <LegendLine dash={MEDIAN_DASH} className="stroke-muted" />
                  {medianName}
                </li>
              )}
              {hasOthers && (
                <li className="flex items-center gap-2">
                  <LegendLine dash={OTHERS_DASH} className="stroke-ink" />
                  {copy.series.others}
                </li>
              )}
              {areas.map((area) => (
                <li key={area} className="flex items-center gap-2">
                  <span className="flex w-7 justify-center">
                    <Swatch area={area} />
                  </span>
                  {area === 'inner' ? copy.innerGame : copy.outerGame}
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
      <RadarTable chapters={chapters} hasMedian={hasMedian} hasOthers={hasOthers} medianName={medianName} />
    </figure>
  );
}

/** The chart's text equivalent: one row per chapter, a column per series shown. */
export function RadarTable({
  chapters,
  hasMedian,
  hasOthers,
  medianName,
}: {
  chapters: readonly RadarChapter[];
  hasMedian: boolean;
  hasOthers: boolean;
  medianName: string;
}) {
  const t = copy.table;
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="mb-2 text-left font-semibold text-ink">{t.caption}</caption>
      <thead>
        <tr className="border-line border-b text-muted">
          <th scope="col" className="py-2 pr-3 font-medium">
            {t.chapter}
          </th>
          <th scope="col" className="px-2 py-2 text-right font-medium">
            {t.you}
          </th>
          {hasMedian && (
            <th scope="col" className="px-2 py-2 text-right font-medium">
              <span className="hidden sm:inline">{medianName}</span>
              <span className="sm:hidden">{t.median}</span>
            </th>
          )}
          {hasOthers && (
            <th scope="col" className="py-2 pl-2 text-right font-medium">
              {t.others}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {chapters.map((chapter) => (
          <tr key={chapter.id} className="border-line border-b last:border-b-0">
            <th scope="row" className="py-2 pr-3 font-normal text-ink">
              <span className="flex items-center gap-2">
                <Swatch area={chapter.area} />
                {chapter.title}
              </span>
            </th>
            <td className="px-2 py-2 text-right font-semibold text-ink tabular-nums">
              {formatScore(chapter.score)}
            </td>
            {hasMedian && (
              <td className="px-2 py-2 text-right text-ink tabular-nums">
                {typeof chapter.median === 'number' ? formatScore(chapter.median) : '–'}
              </td>
            )}
            {hasOthers && (
              <td className="py-2 pl-2 text-right text-ink tabular-nums">
                {typeof chapter.others === 'number' ? (
                  formatScore(chapter.others)
                ) : (
                  <span className="text-muted">{t.notRated}</span>
                )}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
