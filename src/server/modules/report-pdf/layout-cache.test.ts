import type { Font } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { loadReportFonts, type ReportFonts } from './fonts';
import { renderReportPdf } from './render';
import { smallReportInput } from './test-report-input';

/** Counts the words fontkit shapes for the fonts' Latin subsets (the ones a Latin report uses). */
function countLayouts(fonts: ReportFonts): () => number {
  let count = 0;
  for (const chain of Object.values(fonts)) {
    const font = chain.subsets[0]?.font() as (Font & { layout(...args: unknown[]): unknown }) | undefined;
    if (!font || (font as { counted?: true }).counted) continue;
    const layout = font.layout.bind(font);
    font.layout = (...args: unknown[]) => {
      count += 1;
      return layout(...args);
    };
    (font as { counted?: true }).counted = true;
  }
  return () => count;
}

describe('the words of the report, shaped once per render thread', () => {
  it('shapes no word again for a second report with the same words', async () => {
    const fonts = loadReportFonts();
    const layouts = countLayouts(fonts);
    await renderReportPdf(smallReportInput(), fonts);
    const first = layouts();
    expect(first).toBeGreaterThan(20);
    await renderReportPdf(smallReportInput({ generatedAt: new Date('2026-01-07T15:00:00Z') }), fonts);
    expect(layouts() - first).toBe(0);
    // another founder's report: only its own words are new
    await renderReportPdf(smallReportInput({ firstName: 'Zoë' }), fonts);
    expect(layouts() - first).toBeLessThan(5);
  });

  it('makes the same PDF, byte for byte, as a render thread that shaped nothing before', async () => {
    const warm = loadReportFonts();
    await renderReportPdf(smallReportInput({ firstName: 'Ada' }), warm);
    const input = smallReportInput({ firstName: 'Grace, don’t stop' });
    const fromShared = await renderReportPdf(input, warm);
    const fresh = await renderReportPdf(input, loadReportFonts());
    expect(fromShared.equals(fresh)).toBe(true);
  });
});
