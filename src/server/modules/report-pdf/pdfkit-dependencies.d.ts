// Types for the two packages PDFKit itself lays text out with, as far as the report uses them.

declare module 'fontkit' {
  export interface Font {
    postscriptName: string;
    unitsPerEm: number;
    ascent: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    /** the glyph object for the id, one per id and font; `characters` are the code points it stands for */
    getGlyph(id: number, characters?: number[]): Glyph;
  }
  export interface Glyph {
    id: number;
    codePoints: number[];
  }
  export function create(data: Uint8Array): Font;
}

declare module 'linebreak' {
  /** Unicode line-break opportunities (UAX #14), the ones PDFKit wraps text at. */
  export default class LineBreaker {
    constructor(text: string);
    nextBreak(): { position: number; required: boolean } | null;
  }
}
