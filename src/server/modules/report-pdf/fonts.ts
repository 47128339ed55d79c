import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { create, type Font } from 'fontkit';
import { F } from './style';

/**
 * The report's typefaces, the site's own (DESIGN.md): Inter for text, Fraunces for headings, from the
 * static WOFF files of @fontsource (dependencies, so production has them too; their WOFF2 and variable
 * fonts do not subset reliably in PDFKit). Each face is a chain of fontsource's subsets (Latin first,
 * then Latin Extended, Cyrillic, Greek, Vietnamese): a character is drawn with the first subset that
 * has its glyph. Fraunces has no Cyrillic or Greek, so its chain ends in Inter SemiBold's subsets.
 *
 * Subsets are unpacked to TrueType with Node's zlib (given WOFF, fontkit inflates every table in
 * JavaScript on each use, over a second per report) and parsed by fontkit once per process; the Latin
 * ones on the first report, the others the first time a character in their unicode-range needs them.
 */
export type Face = (typeof F)[keyof typeof F];

/** One static WOFF subset of a face. */
export type FontSubset = {
  /** the name a document registers it under: the face's own name for its Latin subset */
  name: string;
  /** whether it has the code point's glyph; outside its unicode-range it is never read to find out */
  hasGlyph(codePoint: number): boolean;
  /** the parsed font, shared by every document (PDFKit takes a fontkit font as a font source) */
  font(): Font;
};

export type FaceChain = {
  face: Face;
  /** in fallback order; the first is the face's Latin subset */
  subsets: readonly FontSubset[];
  /** the first subset with the code point's glyph; null when none has it */
  subsetFor(codePoint: number): FontSubset | null;
};

export type ReportFonts = Record<Face, FaceChain>;

// the order fonts fall back in: the scripts founders' names and words most often need first
const SUBSET_ORDER = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'];

const require = createRequire(import.meta.url);

/** fontsource's unicode-range value, 'U+0460-052F,U+20B4', as [first, last] pairs */
export function parseUnicodeRange(range: string): Array<[number, number]> {
  return range.split(',').map((part) => {
    const [first = '', last] = part.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(first, 16), Number.parseInt(last ?? first, 16)];
  });
}

function familySubsets(family: 'inter' | 'fraunces', weight: 400 | 600, latinName: string): FontSubset[] {
  const ranges = JSON.parse(readFileSync(require.resolve(`@fontsource/${family}/unicode.json`), 'utf8')) as
    | Record<string, string>
    | undefined;
  return SUBSET_ORDER.filter((subset) => ranges?.[subset]).map((subset) => {
    const latin = subset === 'latin';
    const covered = parseUnicodeRange(ranges?.[subset] ?? '');
    const inRange = (cp: number) => covered.some(([first, last]) => cp >= first && cp <= last);
    const file = `@fontsource/${family}/files/${family}-${subset}-${weight}-normal.woff`;
    let font: Font | null = null;
    const load = () => {
      font ??= keepingCharacters(create(woffToSfnt(readFileSync(require.resolve(file)))));
      return font;
    };
    return {
      name: latin ? latinName : `${latinName}/${subset}`,
      // the Latin subset is always read, and has a few glyphs beyond its range (combining accents)
      hasGlyph: (cp) => (latin || inRange(cp)) && load().hasGlyphForCodePoint(cp),
      font: load,
    };
  });
}

/**
 * fontkit keeps one glyph object per id, with the characters of its first request, and subsetting asks
 * for a composite glyph's parts without any (Inter's comma is drawn from its ’). On a font every report
 * shares, ’ would lose its character for good after the first report with a comma: PDFKit would map it
 * to nothing, and search, copying and screen readers would drop it. A glyph without characters takes
 * those of the first text laid out with it.
 */
function keepingCharacters(font: Font): Font {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, characters = []) => {
    const glyph = getGlyph(id, characters);
    if (glyph && glyph.codePoints.length === 0 && characters.length > 0) glyph.codePoints = characters;
    return glyph;
  };
  return font;
}

function faceChain(face: Face, subsets: FontSubset[]): FaceChain {
  const found = new Map<number, FontSubset | null>();
  return {
    face,
    subsets,
    subsetFor(cp) {
      let subset = found.get(cp);
      if (subset === undefined) {
        subset = subsets.find((s) => s.hasGlyph(cp)) ?? null;
        // the Basic Multilingual Plane at most: text cannot grow the map without bound
        if (cp <= 0xffff) found.set(cp, subset);
      }
      return subset;
    },
  };
}

let loaded: ReportFonts | null = null;

/** The three faces, their Latin subsets read on the first report (about 250 KB), then kept. */
export function reportFonts(): ReportFonts {
  loaded ??= loadReportFonts();
  return loaded;
}

/** The three faces parsed anew, their Latin subsets read now: `reportFonts` keeps one set per thread. */
export function loadReportFonts(): ReportFonts {
  const text = familySubsets('inter', 400, F.text);
  const strong = familySubsets('inter', 600, F.strong);
  const heading = familySubsets('fraunces', 600, F.heading);
  const fonts: ReportFonts = {
    [F.text]: faceChain(F.text, text),
    [F.strong]: faceChain(F.strong, strong),
    [F.heading]: faceChain(F.heading, [...heading, ...strong]),
  };
  for (const chain of Object.values(fonts)) chain.subsets[0]?.font();
  return fonts;
}

const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

/** WOFF 1.0 → the TrueType/OpenType file it packs (W3C WOFF: each table zlib-compressed or stored). */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = WOFF_HEADER + i * WOFF_ENTRY;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const packed = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(packed) : packed;
    if (data.length !== origLength) throw new Error('damaged WOFF table');
    return { tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data };
  });
  const padded = (n: number) => (n + 3) & ~3;
  const size = tables.reduce((sum, t) => sum + padded(t.data.length), SFNT_HEADER + count * SFNT_ENTRY);
  const out = Buffer.alloc(size);
  const power = 2 ** Math.floor(Math.log2(count));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = SFNT_HEADER + count * SFNT_ENTRY;
  tables.forEach((table, i) => {
    const at = SFNT_HEADER + i * SFNT_ENTRY;
    table.tag.copy(out, at);
    out.writeUInt32BE(table.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}
