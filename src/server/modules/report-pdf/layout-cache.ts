import type { Font } from 'fontkit';
import { LRUCache } from 'lru-cache';

/**
 * Words laid out (shaped) once per render thread, not once per report. PDFKit shapes text word by word
 * with fontkit (OpenType substitution and positioning: most of a report's CPU) and keeps each word's
 * glyphs in a cache of the document's own font object, so every report shaped its few thousand words
 * anew, although nearly all of them (the questions, insights and headings) are the same in every report.
 *
 * A word's layout depends only on the font: its glyphs are fontkit's (one object per glyph and font,
 * shared by every document already) and its positions are in the font's units per 1,000. So one cache per
 * parsed font serves every document; what a document embeds (its subset, widths, ToUnicode map) is still
 * made by PDFKit from the glyphs per document, and the PDF is the same byte for byte.
 */

/**
 * Words kept per font, least recently used first out: a report of the seeded questionnaire has about
 * 1,500 different words over its three faces, and a kept word takes 1 to 2 KB (its glyph positions),
 * so at most about 5 MB per font.
 */
export const LAYOUTS_PER_FONT = 3_000;

/** The part of PDFKit's EmbeddedFont this relies on (pdfkit/js/pdfkit.js). */
type EmbeddedFont = {
  font: Font;
  layoutRun(text: string): Layout;
  layoutCached(text: string): Layout;
};
/** A word's glyphs and their positions (in 1/1,000 of the font size), as PDFKit reads a fontkit run. */
type Layout = { glyphs: readonly object[]; positions: readonly object[]; advanceWidth: number };

const byFont = new WeakMap<Font, LRUCache<string, Layout>>();

/**
 * Makes the document's current font (after `doc.font(name)`) read and fill the font's shared layouts.
 * A font PDFKit does not embed this way (a standard font) keeps its own per-document cache.
 */
export function shareLayouts(doc: PDFKit.PDFDocument): void {
  const embedded = (doc as unknown as { _font?: Partial<EmbeddedFont> })._font;
  if (
    !embedded?.font ||
    typeof embedded.layoutRun !== 'function' ||
    typeof embedded.layoutCached !== 'function'
  )
    return;
  const font = embedded as EmbeddedFont;
  let layouts = byFont.get(font.font);
  if (!layouts) {
    layouts = new LRUCache<string, Layout>({ max: LAYOUTS_PER_FONT });
    byFont.set(font.font, layouts);
  }
  const shared = layouts;
  font.layoutCached = (text) => {
    let run = shared.get(text);
    if (!run) {
      // what PDFKit reads of fontkit's glyph run, without the rest it carries (a third of the memory)
      const { glyphs, positions, advanceWidth } = font.layoutRun(text);
      run = { glyphs, positions, advanceWidth };
      shared.set(text, run);
    }
    return run;
  };
}
