import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutToLength, escapeHtml, escapeWithLineBreaks, metaDescription, sanitizeText } from './sanitize';

describe('escapeHtml', () => {
  it('escapes < > & " and \' and nothing else', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#x27;s&lt;/a&gt;',
    );
    expect(escapeHtml('plain text, ümlauts')).toBe('plain text, ümlauts');
  });
});

describe('sanitizeText', () => {
  it('trims, then escapes', () => {
    expect(sanitizeText('  <b>hi</b>  ')).toBe('&lt;b&gt;hi&lt;/b&gt;');
    expect(sanitizeText(null)).toBe('');
    expect(sanitizeText(undefined)).toBe('');
  });

  it('keeps 1000 characters and cuts the 1001st', () => {
    expect(sanitizeText('a'.repeat(1000))).toHaveLength(1000);
    expect(sanitizeText('a'.repeat(1001))).toBe('a'.repeat(1000));
  });

  it('cuts before escaping (our choice): 1000 typed characters survive and no entity is split', () => {
    expect(sanitizeText('<'.repeat(1000))).toBe('&lt;'.repeat(1000));
    expect(sanitizeText(`${'a'.repeat(999)}&more`)).toBe(`${'a'.repeat(999)}&amp;`);
  });

  it('counts the limit after trimming', () => {
    expect(sanitizeText(`   ${'a'.repeat(1000)}   `)).toBe('a'.repeat(1000));
  });

  it('never splits an emoji', () => {
    expect(cutToLength('😀😀😀', 2)).toBe('😀😀');
  });

  it('never lets a < or > through', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (input) => {
        const output = sanitizeText(input);
        expect(output).not.toContain('<');
        expect(output).not.toContain('>');
        expect(output).not.toMatch(/&(?!(?:amp|lt|gt|quot|#x27);)/);
      }),
    );
  });
});

describe('escapeWithLineBreaks and metaDescription', () => {
  it('turns line breaks into <br /> after escaping', () => {
    expect(escapeWithLineBreaks('a<b\nc\r\nd')).toBe('a&lt;b<br />c<br />d');
  });

  it('cuts the meta description at 150 characters', () => {
    expect(metaDescription('x'.repeat(151))).toHaveLength(150);
    expect(metaDescription(' short ')).toBe('short');
    expect(metaDescription(null)).toBe('');
  });
});
