// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearanceFromPoints } from '../../../../domain/radar-geometry';
import { CHAPTERS } from '../test/fixtures';
import { POINT_RADIUS, type RadarChapter, RadarChart, RING_LABEL } from './radar-chart';

afterEach(cleanup);

const chapters: RadarChapter[] = CHAPTERS.map((c) => ({
  id: c.id,
  title: c.title,
  area: c.area,
  score: c.average,
}));

/** The drawing's centre and outer radius, as radar-chart.tsx lays it out. */
const CENTRE = { x: 220, y: 175 };
const RADIUS = 108;

function pointOf(container: HTMLElement, id: string) {
  const circle = container.querySelector(`[data-point="${id}"]`) as SVGCircleElement;
  return { x: Number(circle.getAttribute('cx')), y: Number(circle.getAttribute('cy')) };
}

describe('the radar chart', () => {
  it('puts each chapter’s point on its axis at the radius for its score', () => {
    const { container } = render(<RadarChart chapters={chapters} />);
    for (const chapter of chapters) {
      const p = pointOf(container, chapter.id);
      expect(Math.hypot(p.x - CENTRE.x, p.y - CENTRE.y)).toBeCloseTo((chapter.score / 5) * RADIUS, 1);
    }
    // the first chapter straight up, the third to the right (clockwise)
    const first = pointOf(container, chapters[0]?.id as string);
    expect(first.x).toBeCloseTo(CENTRE.x);
    expect(first.y).toBeLessThan(CENTRE.y);
    const third = pointOf(container, chapters[2]?.id as string);
    expect(third.y).toBeCloseTo(CENTRE.y);
    expect(third.x).toBeGreaterThan(CENTRE.x);
    // five rings, the outer one at the full radius
    expect(container.querySelectorAll('[data-ring]')).toHaveLength(5);
  });

  it('writes the ring values where no data point or chapter name can be', () => {
    const { container } = render(<RadarChart chapters={chapters} />);
    const labels = [...container.querySelectorAll('[data-ring-label]')];
    expect(labels.map((l) => l.textContent)).toEqual(['1', '2', '3', '4', '5']);
    // a digit's box, generously: 0.6 em wide, 0.75 em high, centred on its point
    const box = { width: RING_LABEL.size * 0.6, height: RING_LABEL.size * 0.75 };
    // the marker and half its white outline
    const chart = { count: 8, radius: RADIUS, centre: CENTRE, pointRadius: POINT_RADIUS + 0.75 };
    let previous = 0;
    for (const label of labels) {
      expect(label.getAttribute('text-anchor')).toBe('middle');
      expect(label.getAttribute('dominant-baseline')).toBe('central');
      const at = { x: Number(label.getAttribute('x')), y: Number(label.getAttribute('y')) };
      // clear of a marker at any score from 1 to 5 on any axis
      expect(clearanceFromPoints(at, box, chart), `ring ${label.textContent}`).toBeGreaterThan(1);
      // inside the outer ring (the chapter names are all beyond it), each further out than the last
      const distance = Math.hypot(at.x - CENTRE.x, at.y - CENTRE.y);
      expect(distance + box.height).toBeLessThan(RADIUS);
      expect(distance).toBeGreaterThan(previous);
      previous = distance;
      // in the gap between the first two axes: up and to the right of the centre
      expect(at.x).toBeGreaterThan(CENTRE.x);
      expect(at.y).toBeLessThan(CENTRE.y);
    }
  });

  it('colours inner and outer chapters in their themes', () => {
    const { container } = render(<RadarChart chapters={chapters} />);
    expect(container.querySelector(`[data-point="${CHAPTERS[0]?.id}"]`)?.getAttribute('class')).toContain(
      'fill-inner-600',
    );
    expect(container.querySelector(`[data-point="${CHAPTERS[7]?.id}"]`)?.getAttribute('class')).toContain(
      'fill-outer-600',
    );
    expect(
      container.querySelector(`[data-axis-label="${CHAPTERS[4]?.id}"]`)?.getAttribute('class'),
    ).toContain('fill-outer-600');
  });

  it('is a picture with a summary, and a table lists every value', () => {
    render(<RadarChart chapters={chapters} />);
    expect(
      screen.getByRole('img', {
        name: 'Radar chart of your 8 chapter scores on a scale from 1 to 5. The table below lists every value.',
      }),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Your chapter scores, 1 to 5' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Chapter', 'You']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(8);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      CHAPTERS.map((c) => c.title),
    );
    expect(within(rows[0] as HTMLElement).getByRole('cell').textContent).toBe('4.2');
    expect(within(rows[5] as HTMLElement).getByRole('cell').textContent).toBe('1.0');
    // only the founder's series: no median or others line, legend or column
    expect(screen.queryByText(/Median/)).toBeNull();
    expect(screen.queryByText('How others see you')).toBeNull();
  });

  it('adds the group median (dashed) and others’ view (dotted) where given, in chart, legend and table', () => {
    const withSeries = chapters.map((c, i) => ({ ...c, median: 3 + i / 10, others: i === 3 ? null : 3.5 }));
    const { container } = render(<RadarChart chapters={withSeries} medianLabel="Seed founders" />);
    const median = container.querySelector('[data-series="median"]');
    expect(median?.getAttribute('stroke-dasharray')).toBe('7 5');
    expect(container.querySelector('[data-series="others"]')?.getAttribute('stroke-dasharray')).toBe('1 5');
    expect(screen.getByRole('list')).toBeTruthy();
    expect(screen.getByText('Median of Seed founders', { selector: 'li' })).toBeTruthy();
    expect(screen.getByText('How others see you', { selector: 'li' })).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    const row = within(table).getAllByRole('row')[4] as HTMLElement;
    expect(within(row).getByRole('rowheader').textContent).toBe('Decisions Under Uncertainty');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3.0', '3.3', 'not rated']);
  });

  it('shows only the table when there are too few chapters for a radar', () => {
    render(<RadarChart chapters={chapters.slice(0, 2)} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
  });
});
