import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { reportFonts } from './fonts';
import { F } from './style';
import { textWriter } from './text';

/** One small PDF with the report's fonts, as pdftotext reads it. */
async function pdfText(value: string): Promise<string> {
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
  });
  textWriter(doc, reportFonts()).write({ face: F.text, size: 11, color: '#000000' }, value, 56, 64, {
    width: 480,
  });
  doc.end();
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'uplift-fonts-')), 'text.pdf');
  writeFileSync(file, await done);
  return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
}

describe('the report fonts’ text layer', () => {
  it('keeps ’ readable in every report, also after one that drew only commas (Inter builds them from it)', async () => {
    // the fonts are parsed once per process: the first report's subset asks for the comma's parts
    expect(await pdfText('one, two, three')).toContain('one, two, three');
    expect(await pdfText('In the raters’ own words, he’s clear.')).toContain(
      'In the raters’ own words, he’s clear.',
    );
    expect(await pdfText('Don’t stop, ’tis fine')).toContain('Don’t stop, ’tis fine');
  });
});
