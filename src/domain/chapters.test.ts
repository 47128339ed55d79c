import { describe, expect, it } from 'vitest';
import {
  chapterIntroTexts,
  chapterNumber,
  chapterSubtitleFallback,
  chaptersOfArea,
  firstChapter,
  hasOutro,
  orderQuestions,
  presentText,
  sortChapters,
} from './chapters';

const chapters = [
  { id: 'c3', area: 'outer' as const, position: 3, title: 'Strategy' },
  { id: 'c1', area: 'inner' as const, position: 1, title: 'Self-awareness' },
  { id: 'c2', area: 'inner' as const, position: 2, title: 'Resilience' },
];

describe('chapter order', () => {
  it('sorts by position and finds the first chapter', () => {
    expect(sortChapters(chapters).map((c) => c.id)).toEqual(['c1', 'c2', 'c3']);
    expect(firstChapter(chapters)?.id).toBe('c1');
    expect(firstChapter([])).toBeUndefined();
    expect(chaptersOfArea(chapters, 'inner').map((c) => c.id)).toEqual(['c1', 'c2']);
  });

  it('orders questions by chapter position, then question position, leaving out orphans', () => {
    const questions = [
      { id: 'q3a', chapterId: 'c3', position: 1 },
      { id: 'q1b', chapterId: 'c1', position: 2 },
      { id: 'q1a', chapterId: 'c1', position: 1 },
      { id: 'orphan', chapterId: 'nope', position: 1 },
      { id: 'q2a', chapterId: 'c2', position: 1 },
    ];
    expect(orderQuestions(chapters, questions).map((q) => q.id)).toEqual(['q1a', 'q1b', 'q2a', 'q3a']);
  });
});

describe('chapter display', () => {
  it('pads the chapter number to two digits', () => {
    expect(chapterNumber(1)).toBe('01');
    expect(chapterNumber(12)).toBe('12');
    expect(chapterSubtitleFallback(3)).toBe('Chapter 03');
  });

  it('treats blank text as absent', () => {
    expect(presentText('  ')).toBeNull();
    expect(presentText(null)).toBeNull();
    expect(presentText('x')).toBe('x');
  });

  it('falls back to title and description on the intro page', () => {
    expect(
      chapterIntroTexts({
        position: 2,
        title: 'Resilience',
        description: 'Bouncing back',
        introTitle: ' ',
        introQuote: null,
      }),
    ).toEqual({ subtitle: 'Chapter 02', title: 'Resilience', quote: null, description: 'Bouncing back' });
    expect(
      chapterIntroTexts({
        position: 2,
        title: 'Resilience',
        introTitle: 'Bounce',
        introSubtitle: 'Part two',
        introDescription: 'Intro',
        introQuote: 'Fall seven times',
      }),
    ).toEqual({ subtitle: 'Part two', title: 'Bounce', quote: 'Fall seven times', description: 'Intro' });
  });

  it('shows an outro only when enabled and it has a title or description', () => {
    expect(hasOutro({ outroEnabled: true, outroTitle: 'Done', outroDescription: null })).toBe(true);
    expect(hasOutro({ outroEnabled: true, outroTitle: null, outroDescription: 'Well done' })).toBe(true);
    expect(hasOutro({ outroEnabled: true, outroTitle: ' ', outroDescription: null })).toBe(false);
    expect(hasOutro({ outroEnabled: false, outroTitle: 'Done', outroDescription: 'x' })).toBe(false);
  });
});
