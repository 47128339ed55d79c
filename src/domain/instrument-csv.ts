import type { InstrumentReport, StatementQuality } from './instrument-report';
import { roundTo } from './numbers';

/**
 * The instrument report as CSV (RFC 4180: comma-separated, CRLF lines, quoted where needed), one row
 * per statement, for the admin to open in a spreadsheet.
 */

export type CsvCell = string | number | null;

/** Decimals kept in the file: enough to analyse further; the screen shows 2. */
const CSV_DECIMALS = 4;

/** A spreadsheet reads a cell starting with one of these as a formula (OWASP's list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One field: text that a spreadsheet would run as a formula gets a leading ' (so '=cmd|…' stays text),
 * then a field with a quote, comma or line break is quoted and its quotes doubled. Numbers are written
 * as numbers (a negative gap stays -0.25, not text); null is an empty field.
 */
export function csvField(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(roundTo(cell, CSV_DECIMALS)) : '';
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly CsvCell[]): string {
  return cells.map(csvField).join(',');
}

export const INSTRUMENT_CSV_HEADER = [
  'Chapter',
  'Statement',
  'Answers (n)',
  'Mean',
  'SD',
  'Share at 1',
  'Share at 5',
  "Doesn't apply share",
  'Item-rest r',
  'Alpha if dropped',
  'Drop-offs',
  'Drop-off share',
  "Can't judge share",
  'Self-others r',
  'Mean gap (self - others)',
  'Flags',
] as const;

/**
 * How the file names a chapter and a statement (their titles and texts, say); without labels, by their
 * ids.
 */
export type InstrumentCsvLabels = {
  chapter(chapterId: string): string;
  statement(questionId: string): string;
};

const BY_ID: InstrumentCsvLabels = { chapter: (id) => id, statement: (id) => id };

function statementCells(
  statement: StatementQuality,
  reasons: readonly string[],
  labels: InstrumentCsvLabels,
): CsvCell[] {
  return [
    labels.chapter(statement.chapterId),
    labels.statement(statement.questionId),
    statement.n,
    statement.mean,
    statement.sd,
    statement.floorShare,
    statement.ceilingShare,
    statement.notApplicableShare,
    statement.itemRest,
    statement.alphaIfDropped,
    statement.dropOff.count,
    statement.dropOff.share,
    statement.raters.cantJudgeShare,
    statement.raters.selfOthersR,
    statement.raters.meanGap,
    reasons.join(' '),
  ];
}

/** The CSV lines: the header, then one line per statement in the report's order. */
export function instrumentCsvRows(report: InstrumentReport, labels: InstrumentCsvLabels = BY_ID): string[] {
  const reasons = new Map<string, string[]>();
  for (const flag of report.flags)
    reasons.set(flag.questionId, [...(reasons.get(flag.questionId) ?? []), flag.reason]);
  return [
    csvLine(INSTRUMENT_CSV_HEADER),
    ...report.statements.map((statement) =>
      csvLine(statementCells(statement, reasons.get(statement.questionId) ?? [], labels)),
    ),
  ];
}

/** The whole file, each line ended by CRLF. */
export function instrumentReportCsv(report: InstrumentReport, labels: InstrumentCsvLabels = BY_ID): string {
  return instrumentCsvRows(report, labels)
    .map((line) => `${line}\r\n`)
    .join('');
}
