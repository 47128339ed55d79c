import { describe, expect, it } from 'vitest';
import {
  type DiffChapter,
  type DiffQuestion,
  type DiffQuestionnaire,
  diffQuestionnaires,
  reorderedIds,
} from './questionnaire-diff';

const chapter = (id: string, position: number, extra: Partial<DiffChapter> = {}): DiffChapter => ({
  id,
  area: 'inner',
  position,
  title: `Chapter ${id}`,
  description: null,
  introTitle: null,
  introSubtitle: null,
  introDescription: null,
  introQuote: null,
  iconUrl: null,
  outroEnabled: false,
  outroTitle: null,
  outroDescription: null,
  custom: {},
  ...extra,
});

const question = (
  id: string,
  chapterId: string,
  position: number,
  extra: Partial<DiffQuestion> = {},
): DiffQuestion => ({
  id,
  chapterId,
  position,
  text: `Question ${id}`,
  observerText: `{name}: question ${id}`,
  observerLeftLabel: null,
  observerRightLabel: null,
  leftLabel: 'Rarely',
  rightLabel: 'Always',
  insightLow: null,
  insightMedium: null,
  insightHigh: null,
  notApplicableAllowed: false,
  raterRelationships: null,
  ...extra,
});

/** Chapter A (a1, a2, a3), chapter B (b1, b2). */
const published: DiffQuestionnaire = {
  chapters: [chapter('A', 1), chapter('B', 2, { area: 'outer' })],
  questions: [
    question('a1', 'A', 1),
    question('a2', 'A', 2),
    question('a3', 'A', 3),
    question('b1', 'B', 1),
    question('b2', 'B', 2),
  ],
};

const edit = (change: (draft: { chapters: DiffChapter[]; questions: DiffQuestion[] }) => void) => {
  const draft = {
    chapters: published.chapters.map((c) => ({ ...c, custom: { ...c.custom } })),
    questions: published.questions.map((q) => ({ ...q })),
  };
  change(draft);
  return diffQuestionnaires(published, draft);
};

const summary = (result: ReturnType<typeof diffQuestionnaires>) =>
  result.chapters.map((c) => ({
    chapter: c.chapterId,
    status: c.status,
    questions: c.questions
      .filter((q) => q.status !== 'unchanged')
      .map((q) => `${q.questionId}:${q.status}${q.changes.length ? `(${q.changes.join(',')})` : ''}`),
  }));

describe('reorderedIds', () => {
  it('marks only what moved, not what it shifted', () => {
    expect(reorderedIds(['a', 'b', 'c', 'd'], ['d', 'a', 'b', 'c'])).toEqual(new Set(['d']));
    expect(reorderedIds(['a', 'b', 'c'], ['a', 'c', 'b']).size).toBe(1);
    expect(reorderedIds(['a', 'b', 'c'], ['c', 'b', 'a']).size).toBe(2);
  });

  it('ignores added and removed items', () => {
    expect(reorderedIds(['a', 'b', 'c'], ['b', 'c'])).toEqual(new Set());
    expect(reorderedIds(['a', 'b'], ['x', 'a', 'b'])).toEqual(new Set());
    expect(reorderedIds([], [])).toEqual(new Set());
  });
});

describe('diffQuestionnaires', () => {
  it('says nothing changed for an identical copy', () => {
    const result = diffQuestionnaires(published, published);
    expect(result.changed).toBe(false);
    expect(result.chapters.map((c) => [c.chapterId, c.status, c.positionBefore, c.positionAfter])).toEqual([
      ['A', 'unchanged', 1, 1],
      ['B', 'unchanged', 2, 2],
    ]);
    expect(result.chapters[0]?.questions.map((q) => q.status)).toEqual([
      'unchanged',
      'unchanged',
      'unchanged',
    ]);
  });

  it('a reworded question: its text before and after', () => {
    const result = edit((d) => {
      const a2 = d.questions.find((q) => q.id === 'a2');
      if (a2) a2.text = 'Reworded';
    });
    expect(result.changed).toBe(true);
    expect(summary(result)).toEqual([
      { chapter: 'A', status: 'changed', questions: ['a2:changed(reworded)'] },
      { chapter: 'B', status: 'unchanged', questions: [] },
    ]);
    expect(result.chapters[0]?.questions[1]).toMatchObject({
      textBefore: 'Question a2',
      textAfter: 'Reworded',
      fields: [{ field: 'text', before: 'Question a2', after: 'Reworded' }],
    });
  });

  it('labels and insights are their own kinds of change', () => {
    const result = edit((d) => {
      const b1 = d.questions.find((q) => q.id === 'b1');
      if (b1) Object.assign(b1, { rightLabel: null, insightHigh: 'Great' });
    });
    expect(summary(result)[1]?.questions).toEqual(['b1:changed(labels,insights)']);
    expect(result.chapters[1]?.questions[0]?.fields).toEqual([
      { field: 'rightLabel', before: 'Always', after: null },
      { field: 'insightHigh', before: null, after: 'Great' },
    ]);
  });

  it("who answers is its own kind of change: 'Doesn't apply to me yet' allowed, raters asked", () => {
    const result = edit((d) => {
      const a2 = d.questions.find((q) => q.id === 'a2');
      if (a2)
        Object.assign(a2, { notApplicableAllowed: true, raterRelationships: 'co-founder, team-member' });
    });
    expect(summary(result)[0]?.questions).toEqual(['a2:changed(answers)']);
    expect(result.chapters[0]?.questions[1]?.fields).toEqual([
      { field: 'notApplicableAllowed', before: 'false', after: 'true' },
      { field: 'raterRelationships', before: null, after: 'co-founder, team-member' },
    ]);
  });

  it('observer wording is its own kind of change: written, reworded or cleared (raters no longer asked)', () => {
    const result = edit((d) => {
      const [a1, a2, b2] = ['a1', 'a2', 'b2'].map((id) => d.questions.find((q) => q.id === id));
      if (a1) a1.observerText = '{name} asks for feedback.';
      if (a2) Object.assign(a2, { text: 'Reworded', observerText: null });
      if (b2) b2.observerText = `{name}: question b2`;
    });
    expect(result.changed).toBe(true);
    expect(summary(result)).toEqual([
      {
        chapter: 'A',
        status: 'changed',
        questions: ['a1:changed(observer)', 'a2:changed(reworded,observer)'],
      },
      { chapter: 'B', status: 'unchanged', questions: [] },
    ]);
    expect(result.chapters[0]?.questions[0]?.fields).toEqual([
      { field: 'observerText', before: '{name}: question a1', after: '{name} asks for feedback.' },
    ]);
    expect(result.chapters[0]?.questions[1]?.fields).toEqual([
      { field: 'text', before: 'Question a2', after: 'Reworded' },
      { field: 'observerText', before: '{name}: question a2', after: null },
    ]);
  });

  it('a removed question is listed last in its chapter; the ones after it are not "reordered"', () => {
    const result = edit((d) => {
      d.questions = d.questions.filter((q) => q.id !== 'a1');
      for (const q of d.questions) if (q.chapterId === 'A') q.position -= 1;
    });
    expect(summary(result)[0]).toEqual({ chapter: 'A', status: 'changed', questions: ['a1:removed'] });
    expect(
      result.chapters[0]?.questions.map((q) => [q.questionId, q.positionBefore, q.positionAfter]),
    ).toEqual([
      ['a2', 2, 1],
      ['a3', 3, 2],
      ['a1', 1, null],
    ]);
  });

  it('an added question and a reordered one', () => {
    const result = edit((d) => {
      const [b1, b2] = [d.questions.find((q) => q.id === 'b1'), d.questions.find((q) => q.id === 'b2')];
      if (b1 && b2) [b1.position, b2.position] = [2, 1];
      d.questions.push(question('b3', 'B', 3, { text: 'New one' }));
    });
    expect(summary(result)[1]).toEqual({
      chapter: 'B',
      status: 'changed',
      questions: [expect.stringMatching(/^b[12]:changed\(reordered\)$/), 'b3:added'],
    });
    expect(result.chapters[1]?.questions.find((q) => q.questionId === 'b3')).toMatchObject({
      positionBefore: null,
      positionAfter: 3,
      textBefore: null,
      textAfter: 'New one',
    });
  });

  it('a question moved to another chapter is listed there once, as moved', () => {
    const result = edit((d) => {
      const a3 = d.questions.find((q) => q.id === 'a3');
      if (a3) Object.assign(a3, { chapterId: 'B', position: 3 });
    });
    expect(summary(result)).toEqual([
      { chapter: 'A', status: 'changed', questions: [] },
      { chapter: 'B', status: 'changed', questions: ['a3:changed(moved)'] },
    ]);
    expect(result.chapters[1]?.questions[2]).toMatchObject({
      movedFrom: 'A',
      positionBefore: 3,
      positionAfter: 3,
    });
    // chapter A lost a question: it changed, although none of its remaining questions did
    expect(result.chapters[0]?.questions.map((q) => q.questionId)).toEqual(['a1', 'a2']);
  });

  it('chapter fields, intro/outro texts and custom content keys', () => {
    const result = edit((d) => {
      const a = d.chapters[0];
      if (!a) return;
      a.introQuote = 'Know thyself';
      a.outroEnabled = true;
      a.custom = { 'core_strength.zone_of_genius': 'Genius', 'uplift_potential.description': 'Up' };
    });
    expect(result.chapters[0]).toMatchObject({ status: 'changed', reordered: false });
    expect(result.chapters[0]?.fields).toEqual([
      { field: 'introQuote', before: null, after: 'Know thyself' },
      { field: 'outroEnabled', before: 'false', after: 'true' },
      { field: 'core_strength.zone_of_genius', before: null, after: 'Genius' },
      { field: 'uplift_potential.description', before: null, after: 'Up' },
    ]);
    const cleared = diffQuestionnaires(
      {
        ...published,
        chapters: [
          chapter('A', 1, { custom: { 'core_strength.description': 'Old' } }),
          chapter('B', 2, { area: 'outer' }),
        ],
      },
      published,
    );
    expect(cleared.chapters[0]?.fields).toEqual([
      { field: 'core_strength.description', before: 'Old', after: null },
    ]);
  });

  it('an added chapter, a removed chapter with its questions, and chapters in a new order', () => {
    const result = edit((d) => {
      d.chapters = [chapter('C', 1, { title: 'Vision' }), chapter('B', 2, { area: 'outer' })];
      d.questions = [question('c1', 'C', 1), ...d.questions.filter((q) => q.chapterId === 'B')];
    });
    expect(result.chapters.map((c) => [c.chapterId, c.status, c.positionBefore, c.positionAfter])).toEqual([
      ['C', 'added', null, 1],
      ['B', 'unchanged', 2, 2],
      ['A', 'removed', 1, null],
    ]);
    expect(summary(result)[0]?.questions).toEqual(['c1:added']);
    expect(summary(result)[2]?.questions).toEqual(['a1:removed', 'a2:removed', 'a3:removed']);

    const swapped = edit((d) => {
      const [a, b] = d.chapters;
      if (a && b) [a.position, b.position] = [2, 1];
    });
    expect(swapped.changed).toBe(true);
    expect(swapped.chapters.map((c) => c.chapterId)).toEqual(['B', 'A']);
    expect(swapped.chapters.filter((c) => c.reordered)).toHaveLength(1);
    expect(swapped.chapters.every((c) => c.status === 'changed' || !c.reordered)).toBe(true);
  });
});
