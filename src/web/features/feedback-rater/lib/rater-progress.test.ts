import { describe, expect, it } from 'vitest';
import { answerCounts, firstUnansweredIndex, isAnswered } from './rater-progress';

const statements = ['a', 'b', 'c', 'd'].map((questionId) => ({ questionId }));

describe('a rater’s progress', () => {
  it('counts "can’t judge" as an answer, distinct from no answer', () => {
    expect(isAnswered({ a: null }, 'a')).toBe(true);
    expect(isAnswered({ a: null }, 'b')).toBe(false);
  });

  it('resumes at the first statement without an answer, even after later ones', () => {
    expect(firstUnansweredIndex(statements, {})).toBe(0);
    expect(firstUnansweredIndex(statements, { a: 3, b: null })).toBe(2);
    expect(firstUnansweredIndex(statements, { a: 3, c: 4, d: null })).toBe(1);
  });

  it('goes to the comment (past the last statement) when every statement is answered', () => {
    expect(firstUnansweredIndex(statements, { a: 1, b: null, c: 5, d: 2 })).toBe(4);
  });

  it('counts rated and not judged statements, ignoring answers to statements not shown', () => {
    expect(answerCounts(statements, { a: 1, b: null, c: 5, x: 4 })).toEqual({
      rated: 2,
      notJudged: 1,
      answered: 3,
    });
  });
});
