/** The scale every chapter score is on: rings at 1..5, the centre is 0. */
export const RADAR_MAX = 5;
export const RADAR_RINGS = [1, 2, 3, 4, 5] as const;

export interface Point {
  x: number;
  y: number;
}

/** The distance from the centre of a score: proportional, 5 on the outer ring. */
export function radiusFor(score: number, radius: number): number {
  const clamped = Math.min(Math.max(score, 0), RADAR_MAX);
  return (clamped / RADAR_MAX) * radius;
}

/** The angle of axis `index` of `count`: the first straight up, the others clockwise. */
export function axisAngle(index: number, count: number): number {
  return -Math.PI / 2 + (index * 2 * Math.PI) / count;
}

/** Where a score sits on axis `index` of `count`, around `centre`. */
export function radarPoint(
  score: number,
  index: number,
  count: number,
  radius: number,
  centre: Point,
): Point {
  const r = radiusFor(score, radius);
  const angle = axisAngle(index, count);
  return { x: round(centre.x + r * Math.cos(angle)), y: round(centre.y + r * Math.sin(angle)) };
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * An SVG path through the values around the axes, closed when every axis has one. A missing value
 * (a chapter the raters could not judge) breaks the line: no segment is drawn across it.
 */
export function radarPath(values: readonly (number | null)[], radius: number, centre: Point): string {
  const count = values.length;
  const at = (i: number) => {
    const value = values[i];
    return value === null || value === undefined ? null : radarPoint(value, i, count, radius, centre);
  };
  if (count === 0) return '';
  if (values.every((v) => v !== null && v !== undefined)) {
    return `${values
      .map((_, i) => {
        const p = at(i) as Point;
        return `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`;
      })
      .join(' ')} Z`;
  }
  // Runs of present values, starting after a gap so that a run crossing the first axis stays whole.
  const firstGap = values.findIndex((v) => v === null || v === undefined);
  const parts: string[] = [];
  let run: Point[] = [];
  const flush = () => {
    if (run.length > 1) parts.push(run.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' '));
    run = [];
  };
  for (let step = 1; step <= count; step++) {
    const point = at((firstGap + step) % count);
    if (point) run.push(point);
    else flush();
  }
  flush();
  return parts.join(' ');
}

/** The points of a ring at a score, for a polygon grid (a circle when there are no axes to follow). */
export function ringPoints(score: number, count: number, radius: number, centre: Point): string {
  return Array.from({ length: count }, (_, i) => {
    const p = radarPoint(score, i, count, radius, centre);
    return `${p.x},${p.y}`;
  }).join(' ');
}

/**
 * Where the value of a ring is written: on the bisector of the gap after the first axis, `inset` in
 * from the ring's edge (the edge runs straight between the axes, so it is nearer the centre there).
 * Data points lie only on the axes, so a gap is the one place they never reach; near the centre the
 * gap is too narrow for a label on the edge itself beside a score of 1, hence the inset.
 */
export function ringLabelPoint(
  ring: number,
  count: number,
  radius: number,
  centre: Point,
  inset: number,
): Point {
  const half = Math.PI / count;
  const r = radiusFor(ring, radius) * Math.cos(half) - inset;
  const angle = axisAngle(0, count) + half;
  return { x: round(centre.x + r * Math.cos(angle)), y: round(centre.y + r * Math.sin(angle)) };
}

/**
 * How far a text box centred on `label` keeps from the nearest data point a chart can have: a marker of
 * `pointRadius` on any axis at any score from 1 to 5 (negative: they overlap). For tests and layout checks.
 */
export function clearanceFromPoints(
  label: Point,
  box: { width: number; height: number },
  chart: { count: number; radius: number; centre: Point; pointRadius: number },
): number {
  let nearest = Number.POSITIVE_INFINITY;
  for (let axis = 0; axis < chart.count; axis++)
    for (let step = 0; step <= 400; step++) {
      const p = radarPoint(1 + step / 100, axis, chart.count, chart.radius, chart.centre);
      const dx = Math.max(Math.abs(p.x - label.x) - box.width / 2, 0);
      const dy = Math.max(Math.abs(p.y - label.y) - box.height / 2, 0);
      nearest = Math.min(nearest, Math.hypot(dx, dy) - chart.pointRadius);
    }
  return nearest;
}

export type LabelAnchor = 'start' | 'middle' | 'end';

/** How an axis label sits at the end of its axis: to the right, left or centred; above or below. */
export function labelPlacement(
  index: number,
  count: number,
): { anchor: LabelAnchor; vertical: 'above' | 'middle' | 'below' } {
  const angle = axisAngle(index, count);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const anchor: LabelAnchor = cos > 0.3 ? 'start' : cos < -0.3 ? 'end' : 'middle';
  const vertical = sin < -0.3 ? 'above' : sin > 0.3 ? 'below' : 'middle';
  return { anchor, vertical };
}

/** A chapter title in lines of at most `max` characters, broken between words. */
export function wrapLabel(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}
