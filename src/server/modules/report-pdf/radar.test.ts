import { describe, expect, it } from 'vitest';
import { clearanceFromPoints, RADAR_RINGS, ringLabelPoint } from '../../../domain/radar-geometry';
import { hasRadarSection, RADAR_LAYOUT, type RadarRow } from './radar';

const row = (id: string, extra: Partial<RadarRow> = {}): RadarRow => ({
  id,
  title: id,
  area: 'inner',
  score: 3,
  median: null,
  others: null,
  ...extra,
});

describe('the report’s radar', () => {
  it('writes the ring values clear of any point the founder’s scores can put on an axis', () => {
    const centre = { x: 300, y: 300 };
    const { size, inset } = RADAR_LAYOUT.ringLabel;
    for (const ring of RADAR_RINGS) {
      const at = ringLabelPoint(ring, 8, RADAR_LAYOUT.radius, centre, inset);
      const clearance = clearanceFromPoints(
        at,
        { width: size * 0.6, height: size * 0.75 },
        {
          count: 8,
          radius: RADAR_LAYOUT.radius,
          centre,
          pointRadius: RADAR_LAYOUT.pointRadius + RADAR_LAYOUT.pointStroke / 2,
        },
      );
      expect(clearance, `ring ${ring}`).toBeGreaterThan(1);
    }
  });

  it('has a page when there is a radar to draw, or figures the chapter bars do not show', () => {
    expect(
      hasRadarSection({
        chapters: ['a', 'b', 'c'].map((id) => row(id)),
        medianGroup: null,
        othersShown: false,
      }),
    ).toBe(true);
    const two = [row('a'), row('b')];
    expect(hasRadarSection({ chapters: two, medianGroup: null, othersShown: false })).toBe(false);
    expect(
      hasRadarSection({
        chapters: [row('a', { median: 3 }), row('b')],
        medianGroup: 'All founders',
        othersShown: false,
      }),
    ).toBe(true);
    expect(
      hasRadarSection({
        chapters: [row('a', { others: 4 }), row('b')],
        medianGroup: null,
        othersShown: true,
      }),
    ).toBe(true);
  });
});
