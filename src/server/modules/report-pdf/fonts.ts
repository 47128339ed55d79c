import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

/**
 * The report's typefaces, the site's own (DESIGN.md): Inter for text, Fraunces for headings, from the
 * static WOFF files of @fontsource (dependencies, so production has them too; their WOFF2 and variable
 * fonts do not subset reliably in PDFKit). Unpacked to TrueType once per process with Node's zlib:
 * given WOFF, fontkit inflates every table in JavaScript on each use, over a second per report.
 */
export type ReportFonts = {
  text: Buffer;
  textSemiBold: Buffer;
  heading: Buffer;
};

const require = createRequire(import.meta.url);
const woffFile = (name: string) => woffToSfnt(readFileSync(require.resolve(name)));

let loaded: ReportFonts | null = null;

/** Read and unpacked on the first report (about 250 KB), then kept. */
export function reportFonts(): ReportFonts {
  loaded ??= {
    text: woffFile('@fontsource/inter/files/inter-latin-400-normal.woff'),
    textSemiBold: woffFile('@fontsource/inter/files/inter-latin-600-normal.woff'),
    heading: woffFile('@fontsource/fraunces/files/fraunces-latin-600-normal.woff'),
  };
  return loaded;
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
