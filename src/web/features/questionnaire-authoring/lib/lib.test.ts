import { describe, expect, it } from 'vitest';
import type { AdminChapter, AdminQuestion } from '../../../../contract/admin';
import { ApiError } from '../../../lib/api-error';
import { uuid } from '../test/fixtures';
import { fieldLabel, fieldValue } from './diff-summary';
import { previewSteps } from './preview-steps';
import { publishProblem } from './publish-problem';
import { answersFor, fillAll, fillRandom } from './sample-answers';

const chapter = (n: number, overrides: Partial<AdminChapter> = {}): AdminChapter => ({
  id: uuid(n),
  area: 'inner',
  position: n,
  title: `Chapter ${n}`,
  description: null,
  introTitle: null,
  introSubtitle: null,
  introDescription: null,
  introQuote: null,
  iconUrl: null,
  outroEnabled: false,
  outroTitle: null,
  outroDescription: null,
  contentKey: null,
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});
const question = (n: number, chapterN: number, position: number): AdminQuestion => ({
  id: uuid(100 + n),
  chapterId: uuid(chapterN),
  position,
  text: `Q${n}`,
  observerText: null,
  observerLeftLabel: null,
  observerRightLabel: null,
  leftLabel: null,
  rightLabel: null,
  insightLow: null,
  insightMedium: null,
  insightHigh: null,
  notApplicableAllowed: false,
  raterRelationships: null,
  updatedAt: '2025-01-01T00:00:00.000Z',
});

describe('previewSteps', () => {
  it('goes intro, questions in order, outro (only when shown) per chapter by position, then results', () => {
    const chapters = [
      chapter(2, { outroEnabled: true, outroTitle: 'Well done' }),
      chapter(1, { outroEnabled: true }), // enabled but empty: no outro page
    ];
    const questions = [question(3, 2, 1), question(2, 1, 2), question(1, 1, 1)];
    const steps = previewSteps(chapters, questions);
    expect(
      steps.map((s) =>
        s.kind === 'question'
          ? `${s.question.text} ${s.number}/${s.total}`
          : s.kind === 'results'
            ? s.kind
            : `${s.kind} ${s.chapter.position}`,
      ),
    ).toEqual(['intro 1', 'Q1 1/3', 'Q2 2/3', 'intro 2', 'Q3 3/3', 'outro 2', 'results']);
  });
});

describe('sample answers', () => {
  const ids = [uuid(1), uuid(2), uuid(3)];
  it('fills every question with 3s, or at random within 1..5', () => {
    expect(fillAll(ids)).toEqual({ [uuid(1)]: 3, [uuid(2)]: 3, [uuid(3)]: 3 });
    expect(Object.values(fillRandom(ids, () => 0))).toEqual([1, 1, 1]);
    expect(Object.values(fillRandom(ids, () => 0.9999))).toEqual([5, 5, 5]);
    for (const value of Object.values(fillRandom(ids))) expect(value >= 1 && value <= 5).toBe(true);
  });
  it('sends only answers to questions of the draft', () => {
    expect(answersFor({ [uuid(1)]: 2, [uuid(9)]: 4 }, ids)).toEqual({ [uuid(1)]: 2 });
  });
});

describe('diff wording', () => {
  it('names fields and custom content as the editors do', () => {
    expect(fieldLabel('introQuote')).toBe('Quote');
    expect(fieldLabel('leftLabel')).toBe('Left label (1)');
    expect(fieldLabel('uplift_potential.improvement_path')).toBe(
      'Uplift potential · Your Path to Improvement',
    );
    expect(fieldLabel('someNewField')).toBe('Some new field');
    expect(fieldValue(null)).toBe('(empty)');
    expect(fieldValue('  ')).toBe('(empty)');
    expect(fieldValue('true')).toBe('yes');
    expect(fieldValue('Text')).toBe('Text');
  });
});

describe('publishProblem', () => {
  it('tells each refusal apart and names what to do', () => {
    const of = (code: string, message = 'x') => publishProblem(new ApiError(409, code, message));
    expect(of('no_draft').action).toBe('reload');
    expect(of('draft_stale').action).toBe('discard');
    expect(of('draft_changed').action).toBe('reload-diff');
    expect(of('draft_empty').action).toBe('edit-chapters');
    expect(of('chapter_without_questions').action).toBe('edit-questions');
    expect(of('draft_unchanged')).toMatchObject({
      action: null,
      actionLabel: null,
      title: 'Nothing to publish',
    });
    // the server's words name the problem (e.g. which chapter); ours stand in when there are none
    expect(of('chapter_without_questions', 'The chapter “Pricing” has no questions.').message).toBe(
      'The chapter “Pricing” has no questions.',
    );
    expect(of('draft_changed', '').message).toContain('Review the changes again');
    expect(of('data_layer_error', 'Failed to publish the draft')).toMatchObject({
      code: 'data_layer_error',
      known: false,
      title: 'Failed to publish the draft',
      action: null,
    });
    expect(publishProblem(new Error('offline')).message).toBe('offline');
  });
});
