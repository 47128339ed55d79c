import LineBreaker from 'linebreak';
import type { Face, FaceChain, FontSubset, ReportFonts } from './fonts';
import { shareLayouts } from './layout-cache';

/** A stretch of text drawn with one subset; `missing` when no subset of the face has its glyphs. */
export type TextRun = { text: string; subset: FontSubset; missing: boolean };

// controls and format characters (line feeds, soft hyphens, joiners) have no glyph: they go with their
// neighbours' subset, and PDFKit breaks lines at them as before
const NEUTRAL = /^[\p{Cc}\p{Cf}]$/u;
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The text as runs of the face's subsets, or null when its own Latin subset has every glyph (the common
 * case, drawn as before). Each character (with its accents) goes to the first subset of the chain that
 * has it, after NFC composition, which gives 'ễ' rather than 'e' and two accents from different fonts.
 * A character no subset has (CJK, emoji) is `missing`: drawn as the Latin subset's missing-glyph box.
 */
export function textRuns(value: string, chain: FaceChain): TextRun[] | null {
  const primary = chain.subsets[0] as FontSubset;
  let own = true;
  for (const char of value) {
    if (chain.subsetFor(char.codePointAt(0) as number) !== primary && !NEUTRAL.test(char)) {
      own = false;
      break;
    }
  }
  if (own) return null;

  const runs: TextRun[] = [];
  let pending = '';
  const add = (text: string, subset: FontSubset | null) => {
    const missing = subset === null;
    const last = runs.at(-1);
    if (last && last.subset === (subset ?? primary) && last.missing === missing) last.text += text;
    else runs.push({ text: pending + text, subset: subset ?? primary, missing });
    pending = '';
  };
  for (const { segment } of graphemes.segment(value.normalize('NFC'))) {
    const points = [...segment].filter((char) => !NEUTRAL.test(char)).map((c) => c.codePointAt(0) as number);
    const [base] = points;
    if (base === undefined) {
      const last = runs.at(-1);
      if (last) last.text += segment;
      else pending += segment;
      continue;
    }
    const whole =
      points.length === 1
        ? chain.subsetFor(base)
        : (chain.subsets.find((s) => points.every((cp) => s.hasGlyph(cp))) ?? null);
    if (whole) add(segment, whole);
    else if (chain.subsetFor(base) === null) add(segment, null);
    // the base and its marks in different fonts: better than a box for the whole character
    else
      for (const char of segment) {
        const last = runs.at(-1);
        if (NEUTRAL.test(char) && last) last.text += char;
        else add(char, chain.subsetFor(char.codePointAt(0) as number));
      }
  }
  if (pending) add('', primary);
  return runs;
}

export type TextStyle = { face: Face; size: number; color: string };
export type TextOptions = {
  width?: number;
  align?: 'left' | 'center' | 'right';
  lineGap?: number;
  lineBreak?: boolean;
};

/** `text` as written; `drawn` the same but one U+FFFD (no subset has it either) for each missing character */
type Piece = { text: string; drawn: string; run: TextRun; width: number };
const MISSING = '\uFFFD';
type Line = Piece[];

/**
 * Writes the report's text into one document with its faces' chains. Text its face's Latin subset draws
 * goes to PDFKit's `text()` unchanged. Other text is laid out here, over runs of subsets: PDFKit wraps
 * each `continued` fragment on its own, which would break 'zespołem' at the line's end into 'zespo' and
 * 'łem', and centres each fragment apart; so lines break at PDFKit's own break opportunities (UAX #14)
 * with whole words measured across their runs, then each run is drawn where the line puts it.
 */
export function textWriter(doc: PDFKit.PDFDocument, fonts: ReportFonts) {
  const registered = new Set<string>();
  const use = (subset: FontSubset) => {
    if (!registered.has(subset.name)) {
      // PDFKit takes a parsed fontkit font as it is: every report shares one parse per subset
      doc.registerFont(subset.name, subset.font() as unknown as PDFKit.Mixins.PDFFontSource);
      registered.add(subset.name);
      // its words shaped once per thread, not once per report
      shareLayouts(doc.font(subset.name));
    }
    return doc.font(subset.name);
  };
  for (const chain of Object.values(fonts)) use(chain.subsets[0] as FontSubset);

  const lineHeight = (chain: FaceChain) => use(chain.subsets[0] as FontSubset).currentLineHeight(true);

  /** Lines as PDFKit fills them: greedily, a word that does not fit starts the next line. */
  const layout = (runs: TextRun[], options: TextOptions): Line[] => {
    const measure = (run: TextRun, text: string): Piece => {
      const drawn = run.missing ? Array.from(graphemes.segment(text), () => MISSING).join('') : text;
      return { text, drawn, run, width: use(run.subset).widthOfString(drawn) };
    };
    const words: Array<{ pieces: Piece[]; required: boolean }> = [];
    const all = runs.map((r) => r.text).join('');
    // PDFKit wraps even with lineBreak: false when given a width; the report means one line by it
    const wrap = options.width !== undefined && options.lineBreak !== false;
    const starts: number[] = [];
    let offset = 0;
    for (const run of runs) {
      starts.push(offset);
      offset += run.text.length;
    }
    const slice = (from: number, to: number) =>
      runs.flatMap((run, i) => {
        const start = starts[i] as number;
        const a = Math.max(from, start);
        const b = Math.min(to, start + run.text.length);
        return a < b ? [measure(run, run.text.slice(a - start, b - start))] : [];
      });
    if (wrap) {
      const breaker = new LineBreaker(all);
      let last = 0;
      for (let bk = breaker.nextBreak(); bk; bk = breaker.nextBreak()) {
        words.push({ pieces: slice(last, bk.position), required: bk.required });
        last = bk.position;
      }
    } else words.push({ pieces: slice(0, all.length), required: false });

    const lines: Line[] = [[]];
    const width = options.width ?? Number.POSITIVE_INFINITY;
    let spaceLeft = width;
    const newLine = () => {
      lines.push([]);
      spaceLeft = width;
    };
    const place = (pieces: Piece[]) => {
      (lines.at(-1) as Line).push(...pieces);
      spaceLeft -= pieces.reduce((sum, p) => sum + p.width, 0);
    };
    for (const word of words) {
      const w = word.pieces.reduce((sum, p) => sum + p.width, 0);
      if (w <= spaceLeft) place(word.pieces);
      else if (w <= width) {
        newLine();
        place(word.pieces);
      } else {
        // longer than a line: broken between characters, as PDFKit does
        if ((lines.at(-1) as Line).length > 0) newLine();
        for (const piece of word.pieces)
          for (const { segment } of graphemes.segment(piece.text)) {
            const part = measure(piece.run, segment);
            if (part.width > spaceLeft && (lines.at(-1) as Line).length > 0) newLine();
            place([part]);
          }
      }
      if (word.required) newLine();
    }
    if ((lines.at(-1) as Line).length === 0 && lines.length > 1) lines.pop();
    return lines;
  };

  /** the line's width without its trailing spaces, which alignment leaves out */
  const visibleWidth = (line: Line) => {
    const last = line.at(-1);
    if (!last) return 0;
    const trimmed = last.drawn.replace(/\s+$/, '');
    const lastWidth = trimmed === last.drawn ? last.width : use(last.run.subset).widthOfString(trimmed);
    return line.slice(0, -1).reduce((sum, p) => sum + p.width, 0) + lastWidth;
  };

  /** The same as `doc.font(face).fontSize(size).fillColor(color).text(value, x, y, options)`. */
  const write = (style: TextStyle, value: string, x: number, y: number, options: TextOptions = {}) => {
    const chain = fonts[style.face];
    use(chain.subsets[0] as FontSubset)
      .fontSize(style.size)
      .fillColor(style.color);
    const runs = textRuns(value, chain);
    if (!runs) {
      doc.text(value, x, y, options);
      return;
    }
    const lines = layout(runs, options);
    const primary = chain.subsets[0] as FontSubset;
    const lh = lineHeight(chain);
    const gap = options.lineGap ?? 0;
    const wrapper = options.width !== undefined;
    const maxY = () => doc.page.height - doc.page.margins.bottom;
    const ascent = (subset: FontSubset) => (subset.font().ascent / subset.font().unitsPerEm) * style.size;
    let top = y;
    let end = x;
    lines.forEach((line, index) => {
      // a new page where PDFKit's wrapper would start one
      if (wrapper && (index === 0 ? top > maxY() || top + lh > maxY() : top + lh > maxY())) {
        doc.continueOnNewPage();
        doc.fillColor(style.color);
        top = doc.y;
      }
      const free = (options.width ?? 0) - visibleWidth(line);
      let at = x + (options.align === 'right' ? free : options.align === 'center' ? free / 2 : 0);
      for (const piece of line) {
        const text = piece.drawn.replace(/[\r\n]/g, '');
        if (text) {
          // PDFKit puts the baseline a font's ascent below the top: the runs share the face's baseline
          const pieceTop = top + ascent(primary) - ascent(piece.run.subset);
          // a character no subset has: its box, with the text kept for search, copying and screen readers
          if (piece.run.missing) doc.markContent('Span', { actual: piece.text });
          use(piece.run.subset).fontSize(style.size).text(text, at, pieceTop, { lineBreak: false });
          if (piece.run.missing) doc.endMarkedContent();
        }
        at += piece.width;
      }
      end = at;
      top += lh + gap;
    });
    use(primary).fontSize(style.size);
    // where PDFKit leaves the cursor: below the text when wrapping, else after it on the line
    doc.x = wrapper ? x : end;
    doc.y = wrapper ? top : y;
  };

  /** `heightOfString` for text written with `write`. */
  const height = (style: TextStyle, value: string, options: TextOptions = {}) => {
    const chain = fonts[style.face];
    use(chain.subsets[0] as FontSubset).fontSize(style.size);
    const runs = textRuns(value, chain);
    if (!runs) return doc.heightOfString(value, options);
    const lines = layout(runs, options);
    use(chain.subsets[0] as FontSubset).fontSize(style.size);
    return lines.length * (lineHeight(chain) + (options.lineGap ?? 0));
  };

  return { write, height };
}

export type TextWriter = ReturnType<typeof textWriter>;
