import { describe, expect, it } from 'vitest';
import { nulCharacterPath } from './text-rules';

describe('nulCharacterPath: whether there is one', () => {
  it('finds U+0000 in a string, a nested value or a key', () => {
    expect(nulCharacterPath('a\u0000b')).not.toBeNull();
    expect(nulCharacterPath({ user: { name: ['ok', 'x\u0000'] } })).not.toBeNull();
    expect(nulCharacterPath({ 'k\u0000': 1 })).not.toBeNull();
  });

  it('passes text without it, numbers and nothing', () => {
    expect(nulCharacterPath({ name: 'Ada \\u0000 Lovelace', age: 3, on: true })).toBeNull();
    expect(nulCharacterPath(null)).toBeNull();
    expect(nulCharacterPath(undefined)).toBeNull();
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
