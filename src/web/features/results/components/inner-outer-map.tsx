import { resultsCopy } from '../../../../content/results-copy';
import { barFill } from '../../../../domain/bands';
import { formatScore } from '../../../../domain/scoring';

const SIZE = 220;
const PAD = 28;
/** 1..5 on an axis → px inside the plot */
const at = (score: number) => PAD + barFill(score) * (SIZE - 2 * PAD);

/**
 * Places the founder on the two axes: outer game across, inner game up. Shape and position carry the
 * meaning, and the sentence beside it says the same in words, so nothing depends on colour.
 */
export function InnerOuterMap({ inner, outer }: { inner: number; outer: number }) {
  const copy = resultsCopy.overall.map;
  const x = at(outer);
  const y = SIZE - at(inner);
  const ticks = [1, 2, 3, 4, 5];
  return (
    <figure className="flex flex-col items-center gap-3 sm:flex-row sm:items-center sm:gap-6">
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        width={SIZE}
        height={SIZE}
        role="img"
        aria-label={copy.description(formatScore(inner), formatScore(outer))}
        className="shrink-0"
      >
        <rect
          x={PAD}
          y={PAD}
          width={SIZE - 2 * PAD}
          height={SIZE - 2 * PAD}
          className="fill-paper stroke-line"
        />
        {ticks.map((t) => (
          <g key={t}>
            <line
              x1={at(t)}
              x2={at(t)}
              y1={PAD}
              y2={SIZE - PAD}
              className="stroke-line"
              strokeDasharray="2 4"
            />
            <line
              x1={PAD}
              x2={SIZE - PAD}
              y1={SIZE - at(t)}
              y2={SIZE - at(t)}
              className="stroke-line"
              strokeDasharray="2 4"
            />
            <text x={at(t)} y={SIZE - 10} textAnchor="middle" className="fill-muted text-[10px]">
              {t}
            </text>
            <text x={12} y={SIZE - at(t) + 3} textAnchor="middle" className="fill-muted text-[10px]">
              {t}
            </text>
          </g>
        ))}
        <line x1={at(3)} x2={at(3)} y1={PAD} y2={SIZE - PAD} className="stroke-muted" />
        <line x1={PAD} x2={SIZE - PAD} y1={SIZE - at(3)} y2={SIZE - at(3)} className="stroke-muted" />
        <circle cx={x} cy={y} r={9} className="fill-inner-900 stroke-white" strokeWidth={3} />
      </svg>
      <figcaption className="text-muted text-sm">
        <p className="font-semibold text-ink">{copy.title}</p>
        <p className="mt-1">{copy.description(formatScore(inner), formatScore(outer))}</p>
        <p className="mt-1">
          {copy.outerAxis} → &nbsp; {copy.innerAxis} ↑
        </p>
      </figcaption>
    </figure>
  );
}
