import { describe, expect, it } from 'vitest';
import {
  answersFromResponses,
  answersToStorage,
  answerValueSchema,
  dropRemovedAnswers,
  founderAnswerSchema,
  normaliseAnswers,
  normaliseAnswerValue,
  parseStoredAnswers,
  restoreStoredAnswers,
} from './answers';

describe('normaliseAnswerValue', () => {
  it('keeps the integers 1 to 5 and converts the strings stored for them', () => {
    expect([1, 2, 3, 4, 5].map(normaliseAnswerValue)).toEqual([1, 2, 3, 4, 5]);
    expect(['1', '2', '3', '4', '5', ' 4 '].map(normaliseAnswerValue)).toEqual([1, 2, 3, 4, 5, 4]);
  });

  it('drops everything else', () => {
    for (const raw of [
      0,
      6,
      2.5,
      -1,
      Number.NaN,
      '0',
      '6',
      '2.5',
      '',
      'three',
      '3a',
      '03',
      null,
      undefined,
      true,
      {},
      [3],
    ]) {
      expect(normaliseAnswerValue(raw), String(raw)).toBeNull();
    }
  });
});

describe('answer maps', () => {
  it('normalises a stored map and ignores non-objects', () => {
    expect(normaliseAnswers({ a: '3', b: 5, c: 'x', d: 9 })).toEqual({ a: 3, b: 5 });
    expect(normaliseAnswers(null)).toEqual({});
    expect(normaliseAnswers(['3'])).toEqual({});
    expect(normaliseAnswers('3')).toEqual({});
  });

  it('parses the stored JSON, giving no answers for unreadable JSON', () => {
    expect(parseStoredAnswers('{"q1":"4","q2":"nope"}')).toEqual({ q1: 4 });
    expect(parseStoredAnswers('{broken')).toEqual({});
    expect(parseStoredAnswers(null)).toEqual({});
  });

  it('builds answers from responses, the later response winning', () => {
    expect(
      answersFromResponses([
        { questionId: 'q1', value: 2 },
        { questionId: 'q1', value: 4 },
        { questionId: 'q2', value: 7 },
      ]),
    ).toEqual({ q1: 4 });
  });

  it('stores answers as strings', () => {
    expect(answersToStorage({ q1: 3 })).toEqual({ q1: '3' });
  });

  it('drops answers to questions that no longer exist', () => {
    expect(dropRemovedAnswers({ q1: '1', gone: '5' }, [{ id: 'q1' }])).toEqual({ q1: '1' });
    expect(restoreStoredAnswers({ q1: '1', gone: '5', q2: 'x' }, [{ id: 'q1' }, { id: 'q2' }])).toEqual({
      q1: 1,
    });
  });
});

describe('answerValueSchema', () => {
  it('accepts integers 1 to 5 only', () => {
    expect(answerValueSchema.safeParse(1).success).toBe(true);
    expect(answerValueSchema.safeParse(5).success).toBe(true);
    expect(answerValueSchema.safeParse(0).success).toBe(false);
    expect(answerValueSchema.safeParse(6).success).toBe(false);
    expect(answerValueSchema.safeParse(2.5).success).toBe(false);
    expect(answerValueSchema.safeParse('3').success).toBe(false);
  });
});

describe("a founder's answer of 'Doesn't apply to me yet'", () => {
  it('is kept by the founder-side readers and stored as itself', () => {
    expect(normaliseAnswers({ a: 'not-applicable', b: 3, c: 'n/a', d: 'Not-Applicable' })).toEqual({
      a: 'not-applicable',
      b: 3,
    });
    expect(parseStoredAnswers('{"a":"not-applicable","b":"2"}')).toEqual({ a: 'not-applicable', b: 2 });
    expect(answersToStorage({ a: 'not-applicable', b: 2 })).toEqual({ a: 'not-applicable', b: '2' });
  });

  it('is a stored response without a value', () => {
    expect(
      answersFromResponses([
        { questionId: 'a', value: null },
        { questionId: 'b', value: 4 },
      ]),
    ).toEqual({
      a: 'not-applicable',
      b: 4,
    });
  });

  it('is never a rating', () => {
    expect(normaliseAnswerValue('not-applicable')).toBeNull();
    expect(answerValueSchema.safeParse('not-applicable').success).toBe(false);
    expect(founderAnswerSchema.safeParse('not-applicable').success).toBe(true);
    expect(founderAnswerSchema.safeParse(0).success).toBe(false);
  });
});
