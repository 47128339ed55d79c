import { benchmarkCopy } from '../../../content/benchmark-copy';
import {
  labelPlacement,
  type Point,
  RADAR_RINGS,
  radarPath,
  radarPoint,
  ringLabelPoint,
} from '../../../domain/radar-geometry';
import type { RadarOverlay, RadarRow } from '../../../domain/radar-overlay';
import { formatScore } from '../../../domain/scoring';
import { C, CONTENT_WIDTH, F, MARGIN } from './style';
import type { TextWriter } from './text';

const copy = benchmarkCopy.radar;

export type { RadarRow };
export type ReportRadar = RadarOverlay;

// The drawing in points. With the labels it is about 424 pt wide and 290 pt high: it fits the A4
// content width with the legend and the table below it on the same page.
export const RADAR_LAYOUT = {
  radius: 110,
  labelGap: 9,
  labelWidth: 92,
  labelSize: 8.5,
  pointRadius: 3.4,
  pointStroke: 1,
  ringLabel: { size: 7, inset: 6 },
} as const;
const L = RADAR_LAYOUT;
const MEDIAN_DASH = { length: 4.5, space: 3 };
// a near-zero dash with round caps draws dots
const OTHERS_DOTS = { length: 0.01, space: 3.4 };

/** Whether the report has a page for the radar: a drawing needs three axes; the table needs something new. */
export function hasRadarSection(radar: ReportRadar): boolean {
  return (
    radar.chapters.length >= 3 ||
    radar.chapters.some((c) => c.median !== null) ||
    (radar.othersShown && radar.chapters.some((c) => c.others !== null))
  );
}

/**
 * 'Your Chapters at a Glance': the radar as vector paths (sectors in the inner and outer colours, rings
 * 1–5, the eight axes, the founder's polygon, the group median dashed and others' view dotted), a legend,
 * and the figures as a table: the drawing's text equivalent, which pdftotext and screen readers read.
 * Draws from `doc.y` on the current page; the caller gives it a page of its own.
 */
export function drawRadarSection(doc: PDFKit.PDFDocument, radar: ReportRadar, write: TextWriter): void {
  const { chapters } = radar;
  const count = chapters.length;
  const drawable = count >= 3;
  const hasMedian = chapters.some((c) => c.median !== null);
  const hasOthers = radar.othersShown && chapters.some((c) => c.others !== null);
  const medianName = radar.medianGroup ? copy.series.median(radar.medianGroup) : copy.table.median;

  doc
    .font(F.heading)
    .fontSize(22)
    .fillColor(C.ink)
    .text(copy.sectionTitle, MARGIN.left, doc.y, { width: CONTENT_WIDTH });
  doc.y += 6;
  if (drawable) {
    doc
      .font(F.text)
      .fontSize(10.5)
      .fillColor(C.muted)
      .text(copy.intro, MARGIN.left, doc.y, { width: CONTENT_WIDTH, lineGap: 3 });
    doc.y += 10;
    const labelHeight = 2 * L.labelSize * 1.25;
    const centre = {
      x: MARGIN.left + CONTENT_WIDTH / 2,
      y: doc.y + L.labelGap + labelHeight + L.radius,
    };
    drawChart(doc, write, chapters, centre, hasMedian, hasOthers);
    doc.y = centre.y + L.radius + L.labelGap + labelHeight + 14;
    drawLegend(doc, chapters, hasMedian ? medianName : null, hasOthers);
    doc.y += 16;
  }
  drawTable(doc, write, chapters, hasMedian ? medianName : null, hasOthers);
}

function drawChart(
  doc: PDFKit.PDFDocument,
  write: TextWriter,
  chapters: readonly RadarRow[],
  centre: Point,
  hasMedian: boolean,
  hasOthers: boolean,
) {
  const count = chapters.length;
  const at = (score: number, i: number) => radarPoint(score, i, count, L.radius, centre);
  doc.save();
  // each chapter's sector, half an axis step either side, in its area's soft colour
  const half = Math.PI / count;
  chapters.forEach((chapter, i) => {
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / count;
    const from = {
      x: centre.x + L.radius * Math.cos(angle - half),
      y: centre.y + L.radius * Math.sin(angle - half),
    };
    const to = {
      x: centre.x + L.radius * Math.cos(angle + half),
      y: centre.y + L.radius * Math.sin(angle + half),
    };
    doc
      .path(
        `M ${centre.x} ${centre.y} L ${from.x} ${from.y} A ${L.radius} ${L.radius} 0 0 1 ${to.x} ${to.y} Z`,
      )
      .fill(C[chapter.area].soft);
  });
  // the rings and the axes, faint; the outer ring a little stronger
  doc.lineWidth(0.6);
  for (const ring of RADAR_RINGS) {
    const points = chapters.map((_, i) => {
      const p = at(ring, i);
      return [p.x, p.y];
    });
    doc
      .polygon(...points)
      .strokeOpacity(ring === 5 ? 0.6 : 0.28)
      .stroke(C.muted);
  }
  chapters.forEach((_, i) => {
    const end = at(5, i);
    doc.moveTo(centre.x, centre.y).lineTo(end.x, end.y).strokeOpacity(0.35).stroke(C.muted);
  });
  doc.strokeOpacity(1);
  // the rings' values in the gap after the first axis, where no point can be; under the lines
  doc.font(F.text).fontSize(L.ringLabel.size).fillColor(C.muted);
  for (const ring of RADAR_RINGS) {
    const p = ringLabelPoint(ring, count, L.radius, centre, L.ringLabel.inset);
    doc.text(String(ring), p.x - 10, p.y - L.ringLabel.size * 0.6, {
      width: 20,
      align: 'center',
      lineBreak: false,
    });
  }
  if (hasMedian) {
    doc
      .path(
        radarPath(
          chapters.map((c) => c.median),
          L.radius,
          centre,
        ),
      )
      .lineWidth(1.3)
      .dash(MEDIAN_DASH.length, { space: MEDIAN_DASH.space })
      .stroke(C.muted);
    doc.undash();
  }
  doc
    .path(
      radarPath(
        chapters.map((c) => c.score),
        L.radius,
        centre,
      ),
    )
    .lineWidth(1.6)
    .lineJoin('round')
    .fillOpacity(0.08)
    .fillAndStroke(C.ink, C.ink);
  doc.fillOpacity(1);
  if (hasOthers) {
    doc
      .path(
        radarPath(
          chapters.map((c) => c.others),
          L.radius,
          centre,
        ),
      )
      .lineWidth(2)
      .lineCap('round')
      .dash(OTHERS_DOTS.length, { space: OTHERS_DOTS.space })
      .stroke(C.ink);
    doc.undash().lineCap('butt');
  }
  // the founder's points in their area's colour, outlined in white so they stand off the lines
  chapters.forEach((chapter, i) => {
    const p = at(chapter.score, i);
    doc.circle(p.x, p.y, L.pointRadius).lineWidth(L.pointStroke).fillAndStroke(C[chapter.area].main, C.white);
  });
  // the chapter names beyond the outer ring, growing away from the chart
  chapters.forEach((chapter, i) => {
    const style = { face: F.strong, size: L.labelSize, color: C[chapter.area].main };
    const end = radarPoint(5, i, count, L.radius + L.labelGap, centre);
    const { anchor, vertical } = labelPlacement(i, count);
    const options = {
      width: L.labelWidth,
      align: anchor === 'middle' ? 'center' : anchor === 'start' ? 'left' : 'right',
    } as const;
    const height = write.height(style, chapter.title, options);
    const x = anchor === 'start' ? end.x : anchor === 'end' ? end.x - L.labelWidth : end.x - L.labelWidth / 2;
    const y = vertical === 'above' ? end.y - height : vertical === 'below' ? end.y : end.y - height / 2;
    write.write(style, chapter.title, x, y, options);
  });
  doc.restore();
}

function drawLegend(
  doc: PDFKit.PDFDocument,
  chapters: readonly RadarRow[],
  medianName: string | null,
  hasOthers: boolean,
) {
  type Entry = { label: string; mark: (x: number, y: number) => void };
  const line =
    (width: number, dash: { length: number; space: number } | null, colour: string, round = false) =>
    (x: number, y: number) => {
      doc
        .save()
        .moveTo(x, y)
        .lineTo(x + 22, y)
        .lineWidth(width);
      if (round) doc.lineCap('round');
      if (dash) doc.dash(dash.length, { space: dash.space });
      doc.stroke(colour).restore();
    };
  const swatch = (area: 'inner' | 'outer') => (x: number, y: number) => {
    doc
      .save()
      .roundedRect(x + 6, y - 5, 10, 10, 2)
      .lineWidth(0.8)
      .fillAndStroke(C[area].soft, C[area].main)
      .restore();
  };
  const series: Entry[] = [{ label: copy.series.you, mark: line(1.6, null, C.ink) }];
  if (medianName) series.push({ label: medianName, mark: line(1.3, MEDIAN_DASH, C.muted) });
  if (hasOthers) series.push({ label: copy.series.others, mark: line(2, OTHERS_DOTS, C.ink, true) });
  const areas: Entry[] = (['inner', 'outer'] as const)
    .filter((area) => chapters.some((c) => c.area === area))
    .map((area) => ({ label: area === 'inner' ? copy.innerGame : copy.outerGame, mark: swatch(area) }));

  doc
    .font(F.strong)
    .fontSize(9)
    .fillColor(C.ink)
    .text(copy.legendTitle, MARGIN.left, doc.y, { width: CONTENT_WIDTH });
  doc.y += 4;
  // the series, then the areas, on one row when both fit; a group that does not fit starts a new row
  doc.font(F.text).fontSize(9);
  const widthOf = (entry: Entry) => 28 + doc.widthOfString(entry.label);
  const right = MARGIN.left + CONTENT_WIDTH;
  let x = MARGIN.left;
  let y = doc.y;
  for (const group of [series, areas]) {
    const groupWidth = group.reduce((sum, entry) => sum + widthOf(entry) + 20, -20);
    for (const [i, entry] of group.entries()) {
      const starts = i === 0 ? groupWidth : widthOf(entry);
      if (x > MARGIN.left && x + starts > right) {
        x = MARGIN.left;
        y += 15;
      }
      entry.mark(x, y + 5.5);
      doc.fillColor(C.ink).text(entry.label, x + 28, y, { lineBreak: false });
      x += widthOf(entry) + 20;
    }
  }
  doc.x = MARGIN.left;
  doc.y = y + 15;
}

function drawTable(
  doc: PDFKit.PDFDocument,
  write: TextWriter,
  chapters: readonly RadarRow[],
  medianName: string | null,
  hasOthers: boolean,
) {
  const t = copy.table;
  const columns = [
    { label: t.you, value: (c: RadarRow) => formatScore(c.score) },
    ...(medianName
      ? [{ label: medianName, value: (c: RadarRow) => (c.median === null ? '–' : formatScore(c.median)) }]
      : []),
    ...(hasOthers
      ? [
          {
            label: t.others,
            value: (c: RadarRow) => (c.others === null ? t.notRated : formatScore(c.others)),
          },
        ]
      : []),
  ];
  // each figure column as wide as its header or widest value needs, with room between columns
  doc.font(F.strong).fontSize(9);
  let right = MARGIN.left + CONTENT_WIDTH;
  const placed = columns
    .map((column) => ({
      ...column,
      width:
        Math.max(
          56,
          doc.widthOfString(column.label),
          ...chapters.map((c) => doc.widthOfString(column.value(c))),
        ) + 24,
    }))
    .reverse()
    .map((column) => {
      right -= column.width;
      return { ...column, x: right };
    })
    .reverse();
  const chapterWidth = right - MARGIN.left;
  const left = MARGIN.left;
  const rule = (y: number) =>
    doc
      .moveTo(left, y)
      .lineTo(left + CONTENT_WIDTH, y)
      .lineWidth(0.5)
      .stroke(C.line);

  doc.font(F.strong).fontSize(10.5).fillColor(C.ink).text(t.caption, left, doc.y, { width: CONTENT_WIDTH });
  doc.y += 6;
  let y = doc.y;
  doc.font(F.strong).fontSize(9).fillColor(C.muted);
  doc.text(t.chapter, left, y, { width: chapterWidth, lineBreak: false });
  placed.forEach((column) => {
    doc.text(column.label, column.x, y, {
      width: column.width,
      align: 'right',
      lineBreak: false,
    });
  });
  y += 16;
  rule(y);
  for (const chapter of chapters) {
    y += 5;
    doc
      .save()
      .roundedRect(left, y + 1.5, 8, 8, 1.5)
      .lineWidth(0.7)
      .fillAndStroke(C[chapter.area].soft, C[chapter.area].main)
      .restore();
    write.write({ face: F.text, size: 10, color: C.ink }, chapter.title, left + 16, y, {
      width: chapterWidth - 16,
      lineBreak: false,
    });
    placed.forEach((column, i) => {
      const value = column.value(chapter);
      const quiet = value === t.notRated || value === '–';
      doc
        .font(i === 0 ? F.strong : F.text)
        .fillColor(quiet ? C.muted : C.ink)
        .text(value, column.x, y, {
          width: column.width,
          align: 'right',
          lineBreak: false,
        });
    });
    y += 15;
    rule(y);
  }
  doc.x = left;
  doc.y = y + 10;
}
