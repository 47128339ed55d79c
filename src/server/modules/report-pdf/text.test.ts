import { describe, expect, it } from 'vitest';
import { parseUnicodeRange, reportFonts } from './fonts';
import { F } from './style';
import { textRuns } from './text';

const fonts = reportFonts();
/** the runs as [text, subset name], missing ones named 'missing' */
const runs = (value: string, face: (typeof F)[keyof typeof F] = F.text) =>
  textRuns(value, fonts[face])?.map((r) => [r.text, r.missing ? 'missing' : r.subset.name]) ?? null;

describe('the report’s text runs', () => {
  it('leaves text the face’s Latin subset draws to PDFKit as it is, line feeds and tabs included', () => {
    expect(runs('Team & Leadership: 3.0 of 5 – “naïve” café\n\tnext')).toBeNull();
    expect(runs('Vision & Strategy', F.heading)).toBeNull();
  });

  it('draws each character with the first subset that has it, its neighbours’ runs joined', () => {
    expect(runs('Łukasz Żółć')).toEqual([
      ['Ł', 'Inter/latin-ext'],
      ['ukasz ', 'Inter'],
      ['Ż', 'Inter/latin-ext'],
      ['ó', 'Inter'],
      ['łć', 'Inter/latin-ext'],
    ]);
    expect(runs('Дмитрий, Σοφία', F.strong)).toEqual([
      ['Дмитрий', 'Inter-SemiBold/cyrillic'],
      [', ', 'Inter-SemiBold'],
      ['Σοφία', 'Inter-SemiBold/greek'],
    ]);
  });

  it('composes accents first: a decomposed ễ is one character from one subset', () => {
    expect(runs('Nguye\u0302\u0303n')).toEqual([
      ['Nguy', 'Inter'],
      ['ễ', 'Inter/vietnamese'],
      ['n', 'Inter'],
    ]);
  });

  it('gives headings Fraunces where it has the script and Inter SemiBold where it has not', () => {
    expect(runs('Żółć i Самосознание', F.heading)).toEqual([
      ['Ż', 'Fraunces/latin-ext'],
      ['ó', 'Fraunces'],
      ['łć', 'Fraunces/latin-ext'],
      [' i ', 'Fraunces'],
      ['Самосознание', 'Inter-SemiBold/cyrillic'],
    ]);
  });

  it('marks what no subset has (CJK, emoji) missing, one character with its joiners and accents whole', () => {
    expect(runs('Meet 张伟 and 👩‍💻')).toEqual([
      ['Meet ', 'Inter'],
      ['张伟', 'missing'],
      [' and ', 'Inter'],
      ['👩‍💻', 'missing'],
    ]);
  });

  it('reads fontsource’s unicode-range', () => {
    expect(parseUnicodeRange('U+0460-052F,U+20B4')).toEqual([
      [0x460, 0x52f],
      [0x20b4, 0x20b4],
    ]);
  });
});
