import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOT_APPLICABLE } from './answer-values';
import type { ChapterInput, QuestionInput } from './chapters';
import {
  areaAverage,
  computeResult,
  formatScore,
  formatScoreOutOfFive,
  isChapterScored,
  MIN_RATED_ANSWERS_WHEN_NOT_APPLICABLE,
} from './scoring';

const chapters: ChapterInput[] = [
  { id: 'inner-1', area: 'inner', position: 1, title: 'Self-awareness', description: 'Knowing yourself' },
  { id: 'inner-2', area: 'inner', position: 2, title: 'Resilience' },
  { id: 'outer-1', area: 'outer', position: 3, title: 'Strategy', description: null },
  { id: 'outer-2', area: 'outer', position: 4, title: 'Execution' },
];

// Three questions per chapter: '<chapter>-q<n>'.
const questions: QuestionInput[] = chapters.flatMap((chapter) =>
  [1, 2, 3].map((position) => ({ id: `${chapter.id}-q${position}`, chapterId: chapter.id, position })),
);

const answer = (chapterId: string, ...values: unknown[]) =>
  Object.fromEntries(values.map((value, index) => [`${chapterId}-q${index + 1}`, value]));

describe("'Doesn't apply to me yet'", () => {
  const NA = NOT_APPLICABLE;
  // Five statements a chapter, to leave room for three ratings beside 'doesn't apply'.
  const five: QuestionInput[] = chapters.flatMap((chapter) =>
    [1, 2, 3, 4, 5].map((position) => ({
      id: `${chapter.id}-q${position}`,
      chapterId: chapter.id,
      position,
    })),
  );

  it('counts as no answer: the chapter is the mean of its ratings', () => {
    // inner-1: 5, NA, 3, 4, NA → (5 + 3 + 4) / 3 = 4; inner-2: 2, 2, 3, 3, 3 → 13 / 5 = 2.6
    const result = computeResult(chapters, five, {
      ...answer('inner-1', 5, NA, 3, 4, NA),
      ...answer('inner-2', 2, 2, 3, 3, 3),
    });
    expect(result.chapterStats[0]).toMatchObject({
      average: 4,
      answeredCount: 3,
      notApplicableCount: 2,
      scored: true,
    });
    expect(result.inner).toBe(3.3); // (4 + 2.6) / 2
    expect(result.answers).toEqual({
      'inner-1-q1': 5,
      'inner-1-q3': 3,
      'inner-1-q4': 4,
      ...answer('inner-2', 2, 2, 3, 3, 3),
    });
    expect(result.notApplicableQuestionIds).toEqual(['inner-1-q2', 'inner-1-q5']);
    expect(result.answeredCount).toBe(10); // answered, 'doesn't apply' included
    expect(result.chapterStats[0]?.questionScores[1]).toMatchObject({ value: null, notApplicable: true });
  });

  it('leaves a chapter unscored when fewer than three ratings remain, and says which', () => {
    // outer-1: 5, NA, NA, NA, 5 → two ratings: not scored, so it can be neither strength nor uplift
    const result = computeResult(chapters, five, {
      ...answer('inner-1', 3, 3, 3, 3, 3),
      ...answer('outer-1', 5, NA, NA, NA, 5),
      ...answer('outer-2', 2, 2, 2, 1, 1),
    });
    const outer1 = result.chapterStats[2];
    expect(outer1).toMatchObject({ scored: false, average: 0, answeredCount: 2, notApplicableCount: 3 });
    expect(result.notApplicableChapters.map((stat) => stat.id)).toEqual(['outer-1']);
    expect(result.answeredChapters.map((stat) => stat.id)).toEqual(['inner-1', 'outer-2']);
    expect(result.outer).toBe(1.6); // outer-2 alone: 8 / 5
    expect(result.overall).toBe(2.3); // (3 + 1.6) / 2
    expect(result.coreStrength?.id).toBe('inner-1');
    expect(result.upliftPotential?.id).toBe('outer-2');
    expect(result.chapterAverages).toEqual({ 'inner-1': 3, 'outer-2': 1.6 });
  });

  it('scores a chapter on exactly three ratings, and one wholly not applicable not at all', () => {
    const result = computeResult(chapters, five, {
      ...answer('inner-1', 1, 2, NA, NA, 3),
      ...answer('inner-2', NA, NA, NA, NA, NA),
    });
    expect(result.chapterStats[0]).toMatchObject({ scored: true, average: 2 });
    expect(result.chapterStats[1]).toMatchObject({ scored: false, answeredCount: 0, notApplicableCount: 5 });
    expect(result.notApplicableChapters.map((stat) => stat.id)).toEqual(['inner-2']);
  });

  it('keeps the rule of one rating for chapters where everything applies', () => {
    expect(MIN_RATED_ANSWERS_WHEN_NOT_APPLICABLE).toBe(3);
    expect(isChapterScored(1, 0)).toBe(true);
    expect(isChapterScored(0, 0)).toBe(false);
    expect(isChapterScored(2, 1)).toBe(false);
    expect(isChapterScored(3, 2)).toBe(true);
    expect(isChapterScored(0, 5)).toBe(false);
  });

  it('reads the stored form and drops other strings', () => {
    const result = computeResult(chapters, five, answer('inner-1', '4', 'not-applicable', 'n/a', '4', '4'));
    expect(result.chapterStats[0]).toMatchObject({ answeredCount: 3, notApplicableCount: 1, average: 4 });
  });
});

describe('computeResult', () => {
  it('averages each chapter to 2 decimals and converts stored strings', () => {
    const result = computeResult(chapters, questions, {
      ...answer('inner-1', '4', '4', '5'),
      ...answer('inner-2', 1, 2, 2),
      ...answer('outer-1', 3, 3, 3),
      ...answer('outer-2', 2, '5', 'x'),
    });
    expect(result.chapterStats.map((stat) => stat.average)).toEqual([4.33, 1.67, 3, 3.5]);
    expect(result.chapterStats[3]).toMatchObject({ answeredCount: 2, questionCount: 3 });
    expect(result.inner).toBe(3); // (4.33 + 1.67) / 2
    expect(result.outer).toBe(3.25);
    expect(result.overall).toBe(3.13); // (4.33 + 1.67 + 3 + 3.5) / 4 = 3.125
    expect(result.coreStrength?.id).toBe('inner-1');
    expect(result.upliftPotential?.id).toBe('inner-2');
    expect(result.answeredCount).toBe(11);
    expect(result.questionCount).toBe(12);
    expect(result.chapterAverages).toEqual({
      'inner-1': 4.33,
      'inner-2': 1.67,
      'outer-1': 3,
      'outer-2': 3.5,
    });
  });

  it('carries what the results page shows for each chapter and question', () => {
    const result = computeResult(chapters, questions, answer('inner-1', 5, null, 3));
    expect(result.chapterStats[0]).toEqual({
      id: 'inner-1',
      title: 'Self-awareness',
      description: 'Knowing yourself',
      area: 'inner',
      position: 1,
      average: 4,
      answeredCount: 2,
      notApplicableCount: 0,
      scored: true,
      questionCount: 3,
      questionScores: [
        { questionId: 'inner-1-q1', chapterId: 'inner-1', position: 1, value: 5, notApplicable: false },
        { questionId: 'inner-1-q2', chapterId: 'inner-1', position: 2, value: null, notApplicable: false },
        { questionId: 'inner-1-q3', chapterId: 'inner-1', position: 3, value: 3, notApplicable: false },
      ],
    });
    expect(result.chapterStats[1]?.description).toBeNull();
  });

  it('counts only answered chapters for inner, outer, overall, core strength and uplift', () => {
    const result = computeResult(chapters, questions, {
      ...answer('inner-1', 4, 4, 4),
      ...answer('outer-1', 2),
    });
    expect(result.chapterStats.map((stat) => stat.average)).toEqual([4, 0, 2, 0]);
    expect(result.innerChapters.map((stat) => stat.id)).toEqual(['inner-1']);
    expect(result.outerChapters.map((stat) => stat.id)).toEqual(['outer-1']);
    expect(result.inner).toBe(4);
    expect(result.outer).toBe(2);
    expect(result.overall).toBe(3);
    expect(result.upliftPotential?.id).toBe('outer-1');
  });

  it('gives zeros and no core strength or uplift without answers', () => {
    const result = computeResult(chapters, questions, {});
    expect(result).toMatchObject({
      inner: 0,
      outer: 0,
      overall: 0,
      coreStrength: null,
      upliftPotential: null,
    });
    expect(result.answeredChapters).toEqual([]);
  });

  it('gives ties to the lower chapter position, for strength and uplift alike', () => {
    const shuffled = [chapters[3], chapters[1], chapters[2], chapters[0]] as ChapterInput[];
    const result = computeResult(shuffled, questions, {
      ...answer('inner-1', 3),
      ...answer('inner-2', 3),
      ...answer('outer-1', 3),
      ...answer('outer-2', 3),
    });
    expect(result.coreStrength?.id).toBe('inner-1');
    expect(result.upliftPotential?.id).toBe('inner-1');

    const twoTops = computeResult(chapters, questions, {
      ...answer('inner-1', 2),
      ...answer('inner-2', 5),
      ...answer('outer-1', 5),
      ...answer('outer-2', 2),
    });
    expect(twoTops.coreStrength?.id).toBe('inner-2');
    expect(twoTops.upliftPotential?.id).toBe('inner-1');
  });

  it('ignores answers to unknown questions and questions of unknown chapters', () => {
    const orphan = { id: 'orphan', chapterId: 'missing', position: 1 };
    const result = computeResult(chapters, [...questions, orphan], { orphan: 5, nobody: 5, 'inner-1-q1': 1 });
    expect(result.answers).toEqual({ 'inner-1-q1': 1 });
    expect(result.questionCount).toBe(12);
    expect(result.overall).toBe(1);
  });
});

describe('areaAverage', () => {
  it('leaves out zero averages', () => {
    expect(areaAverage([4, 0, 3])).toBe(3.5);
    expect(areaAverage([0, 0])).toBe(0);
    expect(areaAverage([])).toBe(0);
  });
});

describe('score display', () => {
  it('shows one decimal and "of 5 points"', () => {
    expect(formatScore(3)).toBe('3.0');
    expect(formatScore(3.45)).toBe('3.5');
    expect(formatScore(1.45)).toBe('1.5');
    expect(formatScore(4.33)).toBe('4.3');
    expect(formatScoreOutOfFive(3.67)).toBe('3.7 of 5 points');
  });
});

describe('scoring properties', () => {
  const answersArb = fc.dictionary(
    fc.constantFrom(...questions.map((question) => question.id)),
    fc.oneof(fc.integer({ min: 1, max: 5 }), fc.constantFrom('1', '2', '3', '4', '5'), fc.anything()),
  );

  it('keeps every average within 1–5 once a chapter is answered', () => {
    fc.assert(
      fc.property(answersArb, (answers) => {
        const result = computeResult(chapters, questions, answers);
        for (const stat of result.answeredChapters) {
          expect(stat.average).toBeGreaterThanOrEqual(1);
          expect(stat.average).toBeLessThanOrEqual(5);
        }
        for (const value of [result.overall, result.inner, result.outer]) {
          expect(value === 0 || (value >= 1 && value <= 5)).toBe(true);
        }
        expect(result.overall === 0).toBe(result.answeredChapters.length === 0);
      }),
    );
  });

  it('ignores the order of answers', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...questions.map((q) => q.id)), fc.integer({ min: 1, max: 5 }))),
        fc.func(fc.integer()),
        (entries, rank) => {
          const unique = [...new Map(entries).entries()];
          const reordered = [...unique].sort((a, b) => rank(a[0]) - rank(b[0]));
          const chaptersReordered = [...chapters].reverse();
          const questionsReordered = [...questions].sort((a, b) => rank(a.id) - rank(b.id));
          expect(computeResult(chaptersReordered, questionsReordered, Object.fromEntries(reordered))).toEqual(
            computeResult(chapters, questions, Object.fromEntries(unique)),
          );
        },
      ),
    );
  });
});
