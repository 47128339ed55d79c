import { describe, expect, it } from 'vitest';
import { founderAnswers, raterAnswers, selfRatings, tokenReader, uniquePrefixLength } from './answer-tokens';
import { keyRanges } from './service';

const IDS = [
  '6902ad71-6b4b-438e-b0e7-9666fe5c4ce9',
  '69a1c0de-0000-4000-8000-000000000001',
  'b0e7f00d-0000-4000-8000-000000000002',
];

describe('answer tokens', () => {
  it('use the shortest prefix that tells the statements apart', () => {
    expect(uniquePrefixLength(IDS)).toBe(3);
    expect(uniquePrefixLength(['a', 'b'])).toBe(1);
    // ids alike up to the '-': the prefix goes past it, and is read as text
    const alike = ['12345678-aaaa-4000-8000-000000000000', '12345678-bbbb-4000-8000-000000000000'];
    expect(uniquePrefixLength(alike)).toBe(10);
    const reader = tokenReader(alike);
    expect(founderAnswers(reader, alike, '12345678-b4').answers).toEqual({ [alike[1] as string]: 4 });
  });

  it("read a founder's ratings, 'doesn't apply' and the furthest statement answered", () => {
    const reader = tokenReader(IDS);
    const read = founderAnswers(reader, IDS, '6904b0en69a2');
    expect(read.answers).toEqual({
      [IDS[0] as string]: 4,
      [IDS[2] as string]: 'not-applicable',
      [IDS[1] as string]: 2,
    });
    expect(read.ratings).toEqual([4, 2]);
    expect(read.furthest).toBe(2);
    expect(founderAnswers(reader, IDS, '')).toEqual({ answers: {}, ratings: [], furthest: -1 });
    // a statement no longer in the version is skipped
    expect(founderAnswers(reader, IDS, 'fff3').answers).toEqual({});
    expect(selfRatings(reader, IDS, '6904b0en')).toEqual({ [IDS[0] as string]: 4 });
  });

  it("read a rater's ratings and can't-judge answers", () => {
    const reader = tokenReader(IDS);
    expect(raterAnswers(reader, IDS, '690c69a5')).toEqual({
      [IDS[0] as string]: null,
      [IDS[1] as string]: 5,
    });
  });
});

describe('key ranges', () => {
  it('split the ids into ranges that hold each id once', () => {
    expect(keyRanges(1)).toEqual([{ after: null, upTo: null }]);
    expect(keyRanges(2)).toEqual([
      { after: null, upTo: '80000000-0000-0000-0000-000000000000' },
      { after: '80000000-0000-0000-0000-000000000000', upTo: null },
    ]);
    expect(keyRanges(4).map((r) => r.upTo)).toEqual([
      '40000000-0000-0000-0000-000000000000',
      '80000000-0000-0000-0000-000000000000',
      'c0000000-0000-0000-0000-000000000000',
      null,
    ]);
  });
});
