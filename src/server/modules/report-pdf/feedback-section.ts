import type { FeedbackReportView } from '../../../contract/feedback';
import { formatScore } from '../../../domain/scoring';
import type { Face } from './fonts';
import { C, CONTENT_WIDTH, feedbackCopy as copy, F, MARGIN, PAGE } from './style';
import type { TextWriter } from './text';

export type ReadyFeedbackReport = Extract<FeedbackReportView, { status: 'ready' }>;
type Statement = ReadyFeedbackReport['blindSpots'][number];
type Others = ReadyFeedbackReport['overall']['others'];

/** The report's own drawing helpers (render.ts), so the section looks like the rest of it. */
export type SectionTools = {
  text: (value: string, options?: { font?: Face; size?: number; color?: string; gap?: number }) => void;
  sectionTitle: (title: string) => void;
  subTitle: (title: string) => void;
  /** a new page when `height` does not fit below the cursor */
  ensure: (height: number) => void;
  scoreBar: (x: number, y: number, width: number, score: number) => void;
};

const LABEL_WIDTH = 110;
const QUOTE = { indent: 16, bar: 2.5, size: 10.5, lineGap: 3, gap: 10 } as const;
/** a comment shorter than this starts on the next page rather than break across two */
const KEEP_TOGETHER = 120;

/**
 * 'How Others See You' once the feedback report is ready: the founder beside all others overall (and
 * each group the report shows), blind spots, hidden strengths and the raters' comments word for word,
 * in the report's order. It prints what the report holds and adds nothing: the server's domain code has
 * applied the anonymity rules already. Draws from `doc.y`, on as many pages as the comments take.
 */
export function drawFeedbackSection(
  doc: PDFKit.PDFDocument,
  report: ReadyFeedbackReport,
  write: TextWriter,
  tools: SectionTools,
): void {
  const { text, sectionTitle, subTitle, ensure, scoreBar } = tools;
  const maxY = PAGE.height - MARGIN.bottom;

  /** A label in its column and the score as a bar beside it; others' spread and count below the bar. */
  const figureRow = (label: string, score: number, others?: Others) => {
    ensure(others ? 34 : 22);
    const y = doc.y;
    const font = others ? F.text : F.strong;
    write.write({ face: font, size: 10, color: C.ink }, label, MARGIN.left, y, {
      width: LABEL_WIDTH - 8,
      lineBreak: false,
    });
    scoreBar(MARGIN.left + LABEL_WIDTH, y + 3.5, CONTENT_WIDTH - LABEL_WIDTH, score);
    doc.y = y + 18;
    if (others) {
      const note = `${copy.report.spread} ${formatScore(others.spread)} · ${copy.report.raters(others.raterCount)}`;
      write.write({ face: F.text, size: 8.5, color: C.muted }, note, MARGIN.left + LABEL_WIDTH, doc.y - 3, {
        width: CONTENT_WIDTH - LABEL_WIDTH,
        lineBreak: false,
      });
      doc.y += 12;
    }
    doc.y += 4;
  };

  /** A heading, what the list means, and its statements with the founder's answer beside others' mean. */
  const statementList = (
    list: { title: string; description: string; empty: string },
    statements: Statement[],
  ) => {
    doc.y += 14;
    ensure(96);
    subTitle(list.title);
    text(list.description, { size: 9.5, color: C.muted, gap: 8 });
    if (statements.length === 0) {
      text(list.empty, { size: 10.5, gap: 4 });
      return;
    }
    for (const statement of statements) {
      ensure(44);
      text(statement.text ?? statement.chapterTitle, { size: 10.5, gap: 1 });
      const figures = [
        statement.text ? statement.chapterTitle : null,
        statement.self === null ? null : `${copy.statement.selfLabel} ${statement.self}`,
        `${copy.statement.othersLabel} ${formatScore(statement.others.mean)}`,
        copy.statement.ratings(statement.others.ratingCount),
        statement.askedOf ? copy.statement.askedOf(statement.askedOf) : null,
      ].filter((part): part is string => part !== null);
      text(figures.join('  ·  '), { size: 9, color: C.muted, gap: 9 });
    }
  };

  /**
   * A comment as a quoted paragraph: indented, with a bar down its left edge. It wraps at the column and
   * continues on the next page; the bar then follows it on each page it is on.
   */
  const quoted = (comment: string) => {
    const style = { face: F.text, size: QUOTE.size, color: C.ink } as const;
    const x = MARGIN.left + QUOTE.indent;
    const options = { width: CONTENT_WIDTH - QUOTE.indent, lineGap: QUOTE.lineGap };
    const lineHeight = doc.font(F.text).fontSize(QUOTE.size).currentLineHeight(true);
    const step = lineHeight + QUOTE.lineGap;
    const height = write.height(style, comment, options);
    // short comments stay whole; a long one breaks, but with at least three lines before the break
    if (height <= KEEP_TOGETHER) ensure(height);
    else ensure(Math.min(height, 3 * step));

    const lastPage = () => {
      const range = doc.bufferedPageRange();
      return range.start + range.count - 1;
    };
    const startPage = lastPage();
    const startY = doc.y;
    write.write(style, comment, x, startY, options);
    const endPage = lastPage();
    const endY = doc.y - QUOTE.lineGap;

    // where the writer broke to a new page: the last line that fitted above the bottom margin
    const lastLineBottom = (top: number) =>
      top + Math.floor((maxY - lineHeight - top) / step + 1e-6) * step + lineHeight;
    for (let page = startPage; page <= endPage; page += 1) {
      const top = page === startPage ? startY : MARGIN.top;
      // the first line did not fit on the starting page: nothing of the comment is there
      if (page !== endPage && top + lineHeight > maxY) continue;
      const bottom = page === endPage ? endY : lastLineBottom(top);
      doc.switchToPage(page);
      doc
        .rect(MARGIN.left + 2, top + 1, QUOTE.bar, bottom - top - 2)
        .fillOpacity(0.35)
        .fill(C.inner.main)
        .fillOpacity(1);
    }
    doc.switchToPage(endPage);
    doc.x = MARGIN.left;
    doc.y = endY + QUOTE.gap;
  };

  // the title stays with the founder's and others' figures below it
  ensure(180);
  sectionTitle(copy.sectionTitle);
  subTitle(copy.report.title);
  doc.y += 4;
  const { overall } = report;
  if (overall.self !== null) figureRow(copy.report.self, overall.self);
  figureRow(copy.report.allOthers, overall.others.mean, overall.others);
  for (const group of overall.groups)
    figureRow(copy.groups[group.relationship], group.others.mean, group.others);
  text(copy.report.spreadHelp, { size: 9, color: C.muted, gap: 4 });

  statementList(copy.blindSpots, report.blindSpots);
  statementList(copy.hiddenStrengths, report.hiddenStrengths);

  doc.y += 14;
  ensure(96);
  subTitle(copy.comments.title);
  text(copy.comments.description, { size: 9.5, color: C.muted, gap: 10 });
  if (report.comments.length === 0) text(copy.comments.empty, { size: 10.5, gap: 4 });
  for (const comment of report.comments) quoted(comment);
}
