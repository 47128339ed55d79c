import { describe, expect, it } from 'vitest';
import {
  axisAngle,
  clearanceFromPoints,
  labelPlacement,
  radarPath,
  radarPoint,
  radiusFor,
  ringLabelPoint,
  ringPoints,
  wrapLabel,
} from './radar-geometry';

const centre = { x: 100, y: 100 };
const distance = (p: { x: number; y: number }) => Math.hypot(p.x - centre.x, p.y - centre.y);

describe('radar geometry', () => {
  it('puts a score at its share of the radius: 5 on the outer ring, 0 at the centre', () => {
    expect(radiusFor(5, 80)).toBe(80);
    expect(radiusFor(1, 80)).toBe(16);
    expect(radiusFor(3.5, 80)).toBeCloseTo(56);
    expect(radiusFor(0, 80)).toBe(0);
    // outside the scale: held at its ends
    expect(radiusFor(7, 80)).toBe(80);
    expect(radiusFor(-1, 80)).toBe(0);
  });

  it('starts the first axis straight up and goes clockwise', () => {
    expect(radarPoint(5, 0, 8, 80, centre)).toEqual({ x: 100, y: 20 });
    expect(radarPoint(5, 2, 8, 80, centre)).toEqual({ x: 180, y: 100 });
    expect(radarPoint(5, 4, 8, 80, centre)).toEqual({ x: 100, y: 180 });
    expect(radarPoint(5, 6, 8, 80, centre)).toEqual({ x: 20, y: 100 });
    expect(axisAngle(1, 8)).toBeCloseTo(-Math.PI / 4);
  });

  it('places every score on its axis at the radius for that score', () => {
    for (const [index, score] of [4.2, 3.6, 2.8, 3, 5, 1, 3.4, 4].entries()) {
      const p = radarPoint(score, index, 8, 100, centre);
      expect(distance(p)).toBeCloseTo(score * 20, 1);
    }
  });

  it('draws a closed path through every value, and breaks it where one is missing', () => {
    const full = radarPath([5, 5, 5, 5], 80, centre);
    expect(full).toBe('M100 20 L180 100 L100 180 L20 100 Z');
    // axis 1 missing: the line runs 2 → 3 → 0 and leaves out 0 → 1 → 2
    expect(radarPath([5, null, 5, 5], 80, centre)).toBe('M100 180 L20 100 L100 20');
    // a lone value between gaps has no line (its marker shows it)
    expect(radarPath([5, null, 5, null], 80, centre)).toBe('');
    expect(radarPath([], 80, centre)).toBe('');
  });

  it('gives the points of a ring as a polygon', () => {
    expect(ringPoints(5, 4, 80, centre)).toBe('100,20 180,100 100,180 20,100');
  });

  it('writes a ring’s value on the bisector of the first gap, inset from the ring’s edge', () => {
    // four axes: the gap after the first (up) is up-right, at 45°; the edge there is r·cos 45° out
    const p = ringLabelPoint(5, 4, 80, centre, 0);
    expect(p.x - centre.x).toBeCloseTo(40, 1);
    expect(p.y - centre.y).toBeCloseTo(-40, 1);
    const inset = ringLabelPoint(5, 4, 80, centre, 10);
    expect(distance(inset)).toBeCloseTo(distance(p) - 10, 1);
    // on the bisector: as far from the first axis as from the second
    expect(inset.x - centre.x).toBeCloseTo(centre.y - inset.y, 1);
  });

  it('keeps ring values clear of any marker, where a label on the edge itself would touch one', () => {
    const chart = { count: 8, radius: 108, centre, pointRadius: 5.25 };
    const box = { width: 6.6, height: 8.25 };
    // on the edge, ring 1's value overlaps a score of 1 on either neighbouring axis
    expect(clearanceFromPoints(ringLabelPoint(1, 8, 108, centre, 0), box, chart)).toBeLessThan(0);
    for (const ring of [1, 2, 3, 4, 5])
      expect(clearanceFromPoints(ringLabelPoint(ring, 8, 108, centre, 8), box, chart)).toBeGreaterThan(1);
    // a label right on a marker is measured as overlapping by the marker's radius
    const onAxis = radarPoint(3, 0, 8, 108, centre);
    expect(clearanceFromPoints(onAxis, { width: 0, height: 0 }, chart)).toBeCloseTo(-5.25);
  });

  it('anchors labels away from the chart', () => {
    expect(labelPlacement(0, 8)).toEqual({ anchor: 'middle', vertical: 'above' });
    expect(labelPlacement(2, 8)).toEqual({ anchor: 'start', vertical: 'middle' });
    expect(labelPlacement(4, 8)).toEqual({ anchor: 'middle', vertical: 'below' });
    expect(labelPlacement(6, 8)).toEqual({ anchor: 'end', vertical: 'middle' });
    expect(labelPlacement(7, 8)).toEqual({ anchor: 'end', vertical: 'above' });
  });

  it('wraps long chapter titles between words', () => {
    expect(wrapLabel('Decisions Under Uncertainty', 13)).toEqual(['Decisions', 'Under', 'Uncertainty']);
    expect(wrapLabel('Focus & Energy', 13)).toEqual(['Focus &', 'Energy']);
    expect(wrapLabel('Resilience', 13)).toEqual(['Resilience']);
  });
});
