import PDFDocument from 'pdfkit';
import type { ResultView } from '../../../contract/assessment';
import type { FeedbackReportView, HowOthersSeeYouView } from '../../../contract/feedback';
import type { Plan } from '../../../contract/plans';
import { barFill, scoreBand } from '../../../domain/bands';
import { formatLongDate } from '../../../domain/dates';
import { formatScore } from '../../../domain/scoring';
import { drawFeedbackSection } from './feedback-section';
import { type Face, type ReportFonts, reportFonts } from './fonts';
import { drawRadarSection, hasRadarSection, type ReportRadar } from './radar';
import { C, CONTENT_WIDTH, copy, F, feedbackCopy, MARGIN, PAGE } from './style';
import { textWriter } from './text';

/** What the report is made of: the owner's full view, their first name, and their plan if they made one. */
export type ReportInput = {
  view: ResultView;
  firstName: string | null;
  plan: Plan | null;
  /** the chapters on a radar with the group median and others' view where they are shown */
  radar: ReportRadar | null;
  /** the newest feedback round's report: its section is printed only once the report is ready */
  feedback: FeedbackReportView | null;
  /** the core strength's 'How Others See You': the raters' text replaces the written one once there */
  howOthersSeeYou: HowOthersSeeYouView | null;
  generatedAt: Date;
};

/**
 * The founder's report as a PDF: a cover with the overall, inner and outer scores, the chapters on a
 * radar with its table, the chapter scores as bars, core strength and uplift potential, how others see
 * the founder once enough raters answered, the 90-day plan when there is one, and the chapter insights
 * with each answer. The text is real text in embedded fonts, so it can be selected and searched.
 */
export function renderReportPdf(input: ReportInput, fonts: ReportFonts = reportFonts()): Promise<Buffer> {
  const { view } = input;
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    autoFirstPage: false,
    lang: 'en',
    displayTitle: true,
    info: {
      Title: `${copy.title}: ${copy.coverHeading}`,
      Author: copy.title,
      Subject: copy.completed(formatLongDate(view.completedAt)),
      CreationDate: input.generatedAt,
    },
  });
  const write = textWriter(doc, fonts);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const bottom = () => PAGE.height - MARGIN.bottom;
  /** A new page when `height` does not fit below the cursor. */
  const ensure = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const text = (
    value: string,
    options: { font?: Face; size?: number; color?: string; gap?: number } = {},
  ) => {
    write.write(
      { face: options.font ?? F.text, size: options.size ?? 10.5, color: options.color ?? C.ink },
      value,
      MARGIN.left,
      doc.y,
      { width: CONTENT_WIDTH, lineGap: 3 },
    );
    doc.y += options.gap ?? 6;
  };
  const sectionTitle = (title: string, eyebrow?: { label: string; color: string }) => {
    ensure(90);
    if (eyebrow)
      text(eyebrow.label.toUpperCase(), { font: F.strong, size: 8.5, color: eyebrow.color, gap: 2 });
    text(title, { font: F.heading, size: 22, gap: 8 });
  };
  const subTitle = (title: string) => {
    ensure(48);
    text(title, { font: F.strong, size: 11.5, gap: 3 });
  };
  const areaColours = (area: 'inner' | 'outer') => C[area];

  /** A score bar as on the results page: a track, the fill in the score's band, the number beside it. */
  const scoreBar = (x: number, y: number, width: number, score: number) => {
    const numberWidth = 28;
    const track = width - numberWidth - 8;
    doc.roundedRect(x, y, track, 7, 3.5).fill(C.line);
    const fill = Math.max(7, track * barFill(score));
    doc.roundedRect(x, y, fill, 7, 3.5).fill(C.band[scoreBand(score)]);
    doc
      .font(F.strong)
      .fontSize(10)
      .fillColor(C.ink)
      .text(formatScore(score), x + track + 8, y - 2.5, {
        width: numberWidth,
        align: 'right',
        lineBreak: false,
      });
  };

  /** The score gauge: a ring filled by the score, the number in its centre. */
  const gauge = (cx: number, cy: number, radius: number, score: number, colour: string, size: number) => {
    doc.lineWidth(radius * 0.16);
    doc.circle(cx, cy, radius).stroke(C.line);
    const fraction = barFill(score);
    if (fraction > 0) {
      const angle = -Math.PI / 2 + Math.min(fraction, 0.9999) * 2 * Math.PI;
      const end = { x: cx + radius * Math.cos(angle), y: cy + radius * Math.sin(angle) };
      const large = fraction > 0.5 ? 1 : 0;
      doc
        .path(`M ${cx} ${cy - radius} A ${radius} ${radius} 0 ${large} 1 ${end.x} ${end.y}`)
        .lineCap('round')
        .stroke(colour);
    }
    doc.lineCap('butt');
    const label = formatScore(score);
    doc.font(F.heading).fontSize(size).fillColor(C.ink);
    const height = doc.currentLineHeight();
    doc.text(label, cx - radius, cy - height / 2 - size * 0.08, {
      width: radius * 2,
      align: 'center',
      lineBreak: false,
    });
    doc
      .font(F.text)
      .fontSize(size * 0.3)
      .fillColor(C.muted)
      .text(copy.outOfFive, cx - radius, cy + height / 2 - size * 0.12, {
        width: radius * 2,
        align: 'center',
        lineBreak: false,
      });
  };

  // ── cover ─────────────────────────────────────────────────────────────────────────────────────────
  doc.addPage();
  doc.rect(0, 0, PAGE.width, PAGE.height).fill(C.paper);
  doc.rect(0, 0, PAGE.width, 300).fill(C.inner.deep);
  doc.y = 88;
  text(copy.title.toUpperCase(), { font: F.strong, size: 9.5, color: C.inner.soft, gap: 10 });
  text(copy.coverHeading, { font: F.heading, size: 40, color: C.white, gap: 6 });
  if (input.firstName) text(copy.preparedFor(input.firstName), { size: 15, color: C.white, gap: 18 });
  else doc.y += 18;
  text(`${copy.completed(formatLongDate(view.completedAt))}  ·  ${copy.version(view.version)}`, {
    size: 10.5,
    color: C.inner.soft,
    gap: 2,
  });
  text(copy.generated(formatLongDate(input.generatedAt.toISOString())), { size: 9, color: C.inner.soft });

  // the overall gauge on the left, inner and outer beside it
  const top = 340;
  gauge(MARGIN.left + 80, top + 80, 70, view.overall, C.band[scoreBand(view.overall)], 40);
  doc
    .font(F.strong)
    .fontSize(11)
    .fillColor(C.ink)
    .text(copy.overall, MARGIN.left, top + 168, { width: 160, align: 'center' });
  const cardX = MARGIN.left + 200;
  const cardWidth = CONTENT_WIDTH - 200;
  (['inner', 'outer'] as const).forEach((area, index) => {
    const y = top + 8 + index * 88;
    const colours = areaColours(area);
    doc.roundedRect(cardX, y, cardWidth, 74, 12).fill(colours.soft);
    doc
      .font(F.heading)
      .fontSize(16)
      .fillColor(colours.deep)
      .text(area === 'inner' ? copy.inner : copy.outer, cardX + 18, y + 14, { width: cardWidth - 36 });
    scoreBar(cardX + 18, y + 46, cardWidth - 36, area === 'inner' ? view.inner : view.outer);
  });
  doc.y = top + 210;
  text(copy.balance[view.balance], { font: F.strong, size: 12, gap: 6 });
  text(view.overallInsight, { size: 11, color: C.ink, gap: 0 });

  // ── the chapters at a glance: the radar and its table ─────────────────────────────────────────────
  if (input.radar && hasRadarSection(input.radar)) {
    doc.addPage();
    drawRadarSection(doc, input.radar, write);
  }

  // ── chapter scores ────────────────────────────────────────────────────────────────────────────────
  doc.addPage();
  sectionTitle(copy.chapterScores);
  for (const area of ['inner', 'outer'] as const) {
    const chapters = view.chapters.filter((c) => c.area === area);
    if (chapters.length === 0) continue;
    ensure(60);
    doc.y += 4;
    text((area === 'inner' ? copy.inner : copy.outer).toUpperCase(), {
      font: F.strong,
      size: 9,
      color: areaColours(area).main,
      gap: 8,
    });
    for (const chapter of chapters) {
      ensure(40);
      text(chapter.title, { font: F.strong, size: 10.5, gap: 4 });
      scoreBar(MARGIN.left, doc.y, CONTENT_WIDTH, chapter.average);
      doc.y += 20;
    }
  }

  // ── core strength and uplift potential ────────────────────────────────────────────────────────────
  const core = view.coreStrength;
  if (core) {
    doc.y += 18;
    sectionTitle(core.title, { label: copy.coreStrength, color: areaColours(core.area).main });
    text(`${formatScore(core.average)} ${copy.outOfFive}`, { size: 10, color: C.muted });
    if (core.description) text(core.description);
    if (core.zoneOfGenius) {
      subTitle(copy.zoneOfGenius);
      text(core.zoneOfGenius);
    }
    // as on the results page: the raters' own text once enough answered, else the written one
    const fromRaters = input.howOthersSeeYou?.source === 'raters' ? input.howOthersSeeYou : null;
    if (fromRaters || core.howOthersSeeYou) {
      subTitle(copy.howOthersSeeYou);
      if (fromRaters) {
        text(fromRaters.text, { gap: 2 });
        text(feedbackCopy.howOthersSeeYou.fromRaters(fromRaters.raterCount), { size: 9.5, color: C.muted });
      } else text(core.howOthersSeeYou as string);
    }
  }
  const uplift = view.upliftPotential;
  if (uplift) {
    doc.y += 18;
    sectionTitle(uplift.title, { label: copy.upliftPotential, color: areaColours(uplift.area).main });
    text(`${formatScore(uplift.average)} ${copy.outOfFive}`, { size: 10, color: C.muted });
    if (uplift.description) text(uplift.description);
    if (uplift.energyDrains) {
      subTitle(copy.energyDrains);
      text(uplift.energyDrains);
    }
    if (uplift.improvementPath && uplift.improvementPath.length > 0) {
      subTitle(copy.improvementPath);
      uplift.improvementPath.forEach((step, index) => {
        ensure(30);
        text(`${index + 1}.  ${step}`, { gap: 4 });
      });
    }
  }

  // ── how others see the founder, once the feedback round's report is ready ─────────────────────────
  if (input.feedback?.status === 'ready') {
    doc.y += 18;
    drawFeedbackSection(doc, input.feedback, write, { text, sectionTitle, subTitle, ensure, scoreBar });
  }

  // ── the 90-day plan, when the founder made one ────────────────────────────────────────────────────
  const plan = input.plan;
  if (plan && plan.actions.length > 0) {
    doc.y += 18;
    sectionTitle(copy.plan);
    text(copy.planStarted(formatLongDate(plan.startedAt)), { size: 10, color: C.muted, gap: 8 });
    for (const action of [...plan.actions].sort((a, b) => a.position - b.position)) {
      ensure(36);
      const details = [
        action.targetDate ? copy.planTarget(formatLongDate(`${action.targetDate}T12:00:00Z`)) : null,
        action.doneAt ? copy.planDone : null,
      ].filter(Boolean);
      text(`${action.position}.  ${action.text}`, { font: F.strong, size: 10.5, gap: 2 });
      if (details.length > 0) text(details.join(' · '), { size: 9.5, color: C.muted, gap: 8 });
      else doc.y += 6;
    }
  }

  // ── chapter insights, each answer with its insight ────────────────────────────────────────────────
  if (view.chapters.some((c) => c.insight)) {
    doc.addPage();
    sectionTitle(copy.insights);
    for (const chapter of view.chapters) {
      if (!chapter.insight) continue;
      ensure(80);
      doc.y += 6;
      text(chapter.title, { font: F.heading, size: 15, color: areaColours(chapter.area).deep, gap: 2 });
      text(`${chapter.insight.tierLabel} · ${formatScore(chapter.average)} ${copy.outOfFive}`, {
        size: 9.5,
        color: C.muted,
        gap: 8,
      });
      for (const q of chapter.insight.questions) {
        ensure(44);
        const answer = q.value === null ? copy.unanswered : copy.answer(q.value);
        text(`Q${q.position} · ${q.text}  (${answer})`, { font: F.strong, size: 10, gap: 2 });
        if (q.insight) text(q.insight, { size: 9.5, color: C.muted, gap: 8 });
        else doc.y += 4;
      }
    }
  }

  // ── footer with page numbers on every page ────────────────────────────────────────────────────────
  const range = doc.bufferedPageRange();
  const footerLeft = [copy.footer, input.firstName, formatLongDate(view.completedAt)]
    .filter(Boolean)
    .join(' · ');
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // the footer sits in the bottom margin: no automatic page break for it
    doc.page.margins.bottom = 0;
    const y = PAGE.height - 44;
    doc
      .moveTo(MARGIN.left, y - 10)
      .lineTo(PAGE.width - MARGIN.right, y - 10)
      .lineWidth(0.5)
      .stroke(C.line);
    write.write({ face: F.text, size: 8.5, color: C.muted }, footerLeft, MARGIN.left, y, {
      width: CONTENT_WIDTH * 0.7,
      lineBreak: false,
    });
    doc.text(copy.page(i - range.start + 1, range.count), MARGIN.left, y, {
      width: CONTENT_WIDTH,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = MARGIN.bottom;
  }
  doc.end();
  return done;
}
