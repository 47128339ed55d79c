import { describe, expect, it } from 'vitest';
import { containsNulCharacter, nulCharacterPath } from './text-rules';

describe('containsNulCharacter', () => {
  it('finds U+0000 in a string, a nested value or a key', () => {
    expect(containsNulCharacter('a\u0000b')).toBe(true);
    expect(containsNulCharacter({ user: { name: ['ok', 'x\u0000'] } })).toBe(true);
    expect(containsNulCharacter({ 'k\u0000': 1 })).toBe(true);
  });

  it('passes text without it, numbers and nothing', () => {
    expect(containsNulCharacter({ name: 'Ada \\u0000 Lovelace', age: 3, on: true })).toBe(false);
    expect(containsNulCharacter(null)).toBe(false);
    expect(containsNulCharacter(undefined)).toBe(false);
  });
});

describe('nulCharacterPath', () => {
  it('names where the first U+0000 is: a field, an item, a key', () => {
    expect(nulCharacterPath({ full_name: 'a\u0000' })).toEqual(['full_name']);
    expect(nulCharacterPath({ actions: [{ text: 'ok' }, { text: '\u0000' }] })).toEqual([
      'actions',
      1,
      'text',
    ]);
    expect(nulCharacterPath({ answers: { 'q\u0000': 3 } })).toEqual(['answers', 'q\u0000']);
    expect(nulCharacterPath('\u0000')).toEqual([]);
  });

  it('is null for text without it', () => {
    expect(nulCharacterPath({ a: ['b', { c: 'd' }], n: 1 })).toBeNull();
  });
});
