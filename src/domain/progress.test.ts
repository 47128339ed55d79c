import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canGoBack,
  canProceed,
  chapterProgress,
  firstQuestionIndexOfChapter,
  outroDestination,
  parseStoredQuestionIndex,
  progressPercentage,
  restoreQuestionIndex,
  transitionAfterQuestion,
} from './progress';

const chapters = [
  { id: 'c2', position: 2 },
  { id: 'c1', position: 1 },
  { id: 'c3', position: 3 },
];
// Ordered as asked: c1 (2 questions), c2 (2), c3 (1).
const ordered = [
  { id: 'q1', chapterId: 'c1' },
  { id: 'q2', chapterId: 'c1' },
  { id: 'q3', chapterId: 'c2' },
  { id: 'q4', chapterId: 'c2' },
  { id: 'q5', chapterId: 'c3' },
];

describe('progressPercentage', () => {
  it('is max(answered, current index) / total × 100', () => {
    expect(progressPercentage(2, 1, 5)).toBe(40);
    expect(progressPercentage(1, 3, 5)).toBe(60);
    expect(progressPercentage(5, 4, 5)).toBe(100);
  });

  it('clamps to 0–100 and gives 0 without questions', () => {
    expect(progressPercentage(9, 0, 5)).toBe(100);
    expect(progressPercentage(-3, -1, 5)).toBe(0);
    expect(progressPercentage(3, 3, 0)).toBe(0);
    expect(progressPercentage(Number.NaN, 2, 4)).toBe(50);
  });

  it('stays within 0–100 for any input', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.double(), (answered, index, total) => {
        const percentage = progressPercentage(answered, index, total);
        expect(percentage).toBeGreaterThanOrEqual(0);
        expect(percentage).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('chapterProgress', () => {
  it('counts earlier chapters 100 %, later ones 0 %, the current one answered / total', () => {
    expect(chapterProgress(chapters, ordered, { q3: 4 }, 'c2')).toEqual([
      { chapterId: 'c1', percentage: 100, complete: true },
      { chapterId: 'c2', percentage: 50, complete: false },
      { chapterId: 'c3', percentage: 0, complete: false },
    ]);
  });

  it("uses each chapter's own answers when the current chapter is unknown", () => {
    expect(
      chapterProgress(chapters, ordered, { q1: 1, q2: 2, q5: 5 }, null).map((c) => c.percentage),
    ).toEqual([100, 0, 100]);
  });

  it('gives 0 for a current chapter without questions', () => {
    expect(chapterProgress([{ id: 'empty', position: 1 }], ordered, {}, 'empty')[0]?.percentage).toBe(0);
  });

  it('stays within 0–100 for any answers and current chapter', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('q1', 'q2', 'q3', 'q4', 'q5', 'other'), fc.anything()),
        fc.option(fc.constantFrom('c1', 'c2', 'c3', 'unknown')),
        (answers, current) => {
          for (const { percentage } of chapterProgress(chapters, ordered, answers, current)) {
            expect(percentage).toBeGreaterThanOrEqual(0);
            expect(percentage).toBeLessThanOrEqual(100);
          }
        },
      ),
    );
  });
});

describe('restoring the position', () => {
  it('reads a stored index inside the list, else 0', () => {
    expect(parseStoredQuestionIndex('3', 5)).toBe(3);
    expect(parseStoredQuestionIndex(4, 5)).toBe(4);
    expect(parseStoredQuestionIndex('5', 5)).toBe(0);
    expect(parseStoredQuestionIndex(-1, 5)).toBe(0);
    expect(parseStoredQuestionIndex('2.5', 5)).toBe(0);
    expect(parseStoredQuestionIndex('3abc', 5)).toBe(0);
    expect(parseStoredQuestionIndex('NaN', 5)).toBe(0);
    expect(parseStoredQuestionIndex(Number.NaN, 5)).toBe(0);
    expect(parseStoredQuestionIndex(null, 5)).toBe(0);
    expect(parseStoredQuestionIndex('0', 0)).toBe(0);
  });

  it('moves a stored start chapter to its first question and clears it', () => {
    expect(
      restoreQuestionIndex({ orderedQuestions: ordered, storedIndex: '1', startChapterId: 'c3' }),
    ).toEqual({
      index: 4,
      clearStartChapter: true,
    });
  });

  it('clears an unknown start chapter and uses the stored index', () => {
    expect(
      restoreQuestionIndex({ orderedQuestions: ordered, storedIndex: '2', startChapterId: 'gone' }),
    ).toEqual({
      index: 2,
      clearStartChapter: true,
    });
    expect(restoreQuestionIndex({ orderedQuestions: ordered, storedIndex: '99' })).toEqual({
      index: 0,
      clearStartChapter: false,
    });
  });

  it('finds the first question of a chapter', () => {
    expect(firstQuestionIndexOfChapter(ordered, 'c2')).toBe(2);
    expect(firstQuestionIndexOfChapter(ordered, 'none')).toBe(-1);
  });
});

describe('transitionAfterQuestion', () => {
  it('moves on inside a chapter', () => {
    expect(transitionAfterQuestion(ordered, 0)).toEqual({
      currentChapterId: 'c1',
      isLastQuestion: false,
      changesChapter: false,
      nextChapterId: 'c1',
      nextIndex: 1,
      showsOutro: false,
    });
  });

  it("shows the chapter's outro before the next chapter", () => {
    expect(transitionAfterQuestion(ordered, 1)).toMatchObject({
      changesChapter: true,
      nextChapterId: 'c2',
      nextIndex: 2,
      showsOutro: true,
      isLastQuestion: false,
    });
  });

  it('ends with the last chapter’s outro after the last question', () => {
    expect(transitionAfterQuestion(ordered, 4)).toEqual({
      currentChapterId: 'c3',
      isLastQuestion: true,
      changesChapter: false,
      nextChapterId: null,
      nextIndex: null,
      showsOutro: true,
    });
    expect(transitionAfterQuestion(ordered, 5)).toBeUndefined();
  });
});

describe('navigation rules', () => {
  it('allows Previous only after the first question and outside a transition', () => {
    expect(canGoBack(0, false)).toBe(false);
    expect(canGoBack(1, false)).toBe(true);
    expect(canGoBack(1, true)).toBe(false);
  });

  it('allows proceeding once the question is answered', () => {
    expect(canProceed('q1', { q1: 3 })).toBe(true);
    expect(canProceed('q2', { q1: 3 })).toBe(false);
    expect(canProceed(undefined, {})).toBe(false);
  });

  it('sends the outro to results first, then the next intro, else the assessment', () => {
    expect(outroDestination({ goToResults: true, nextChapterId: 'c2' })).toBe('/loading-results');
    expect(outroDestination({ goToResults: false, nextChapterId: 'c2' })).toBe('/chapter/c2/intro');
    expect(outroDestination({ goToResults: false, nextChapterId: null })).toBe('/assessment');
  });
});
