import { describe, expect, it } from 'vitest';
import {
  csvField,
  csvLine,
  INSTRUMENT_CSV_HEADER,
  instrumentCsvRows,
  instrumentReportCsv,
} from './instrument-csv';
import { computeInstrumentReport, type InstrumentAssessment } from './instrument-report';

describe('csvField', () => {
  it('quotes fields with commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r\nlf')).toBe('"cr\r\nlf"');
  });

  it('keeps text a spreadsheet would run as a formula as text', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tx')).toBe("'\tx");
    // both guards at once: the quote goes inside the quoted field
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvField('a=b')).toBe('a=b');
  });

  it('writes numbers as numbers (to 4 decimals) and nothing for null', () => {
    expect(csvField(-0.25)).toBe('-0.25');
    expect(csvField(14.25 / 17)).toBe('0.8382');
    expect(csvField(30)).toBe('30');
    expect(csvField(null)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvLine(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"');
  });
});

describe('the instrument CSV', () => {
  const structure = {
    chapters: [
      { chapterId: 'Chapter, "one"', questionIds: ['=cmd|calc', 'b'] },
      { chapterId: 'two', questionIds: ['c'] },
    ],
  };
  const row = (a: 1 | 2 | 3 | 4 | 5, b: 1 | 2 | 3 | 4 | 5, c: 1 | 2 | 3 | 4 | 5): InstrumentAssessment => ({
    answers: { '=cmd|calc': a, b, c },
    completed: true,
    careless: false,
    lastAnsweredQuestionId: 'c',
  });
  // 30 assessments: (1, 1, 5) and (1, 2, 5) fifteen times each
  const assessments = Array.from({ length: 30 }, (_, i) => row(1, i % 2 === 0 ? 1 : 2, 5));
  const report = computeInstrumentReport(structure, assessments, [
    { self: { b: 2 }, raters: [{ b: 3 }, { b: null }] },
    { self: { b: 4 }, raters: [{ b: 5 }] },
  ]);

  it("has a header and one row per statement, in the report's order", () => {
    const rows = instrumentCsvRows(report);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toBe(csvLine(INSTRUMENT_CSV_HEADER));
    expect(rows[0]?.split(',')).toHaveLength(16);
  });

  it('escapes the ids and guards them against formulas; numbers stay numbers', () => {
    const [, first, second, third] = instrumentCsvRows(report);
    // statement a: always 1 (floor share 1, flagged); sd 0; item–rest undefined (a does not vary)
    expect(first).toBe(
      '"Chapter, ""one""",\'=cmd|calc,30,1,0,1,0,0,,,0,,,,,"More than half of the answers (100 %) are 1, the lowest rating."',
    );
    // statement b: 1 and 2 alike, mean 1.5, sd √(30·0.25/29) = 0.5085; floor share 0.5 (not flagged);
    // raters: can't judge 1 of 3; self 2 and 4 against others 3 and 5: r 1, gap −1
    expect(second).toBe('"Chapter, ""one""",b,30,1.5,0.5085,0.5,0,0,,,0,,0.3333,1,-1,');
    expect(third?.startsWith('two,c,30,5,0,0,1,0,,,0,,')).toBe(true);
    expect(third?.endsWith(',"More than half of the answers (100 %) are 5, the highest rating."')).toBe(true);
  });

  it('joins the lines with CRLF, the last one ended too', () => {
    const csv = instrumentReportCsv(report);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(5);
  });

  it('names chapters and statements with the labels given, guarded like any text', () => {
    const labels = {
      chapter: (id: string) => (id === 'two' ? 'Chapter two' : 'Chapter one'),
      statement: (id: string) => (id === 'c' ? '=2.1 I ask for help' : `1.x ${id}`),
    };
    const [, first, , third] = instrumentCsvRows(report, labels);
    expect(first?.startsWith('Chapter one,1.x =cmd|calc,30,')).toBe(true);
    expect(third?.startsWith("Chapter two,'=2.1 I ask for help,30,")).toBe(true);
    expect(instrumentReportCsv(report, labels)).toBe(
      instrumentCsvRows(report, labels)
        .map((line) => `${line}\r\n`)
        .join(''),
    );
  });

  it('puts every flag of a statement in its one Flags field', () => {
    const lines = instrumentCsvRows({
      ...report,
      flags: [
        { questionId: 'b', chapterId: 'x', kind: 'floor', reason: 'First, reason.' },
        { questionId: 'b', chapterId: 'x', kind: 'ceiling', reason: 'Second.' },
      ],
    });
    expect(lines[2]?.endsWith(',"First, reason. Second."')).toBe(true);
  });
});
