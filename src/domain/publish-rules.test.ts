import { describe, expect, it } from 'vitest';
import { type PublishCandidate, publishRefusal } from './publish-rules';

const ready: PublishCandidate = {
  draft: { id: 'draft-2', revision: 3, basedOnId: 'v1' },
  published: { id: 'v1', number: 1 },
  request: { draftId: 'draft-2', revision: 3 },
  chapters: [
    { title: 'Self-awareness', questionCount: 2 },
    { title: 'Execution', questionCount: 3 },
  ],
  changed: true,
};

const codeOf = (change: Partial<PublishCandidate>) => publishRefusal({ ...ready, ...change })?.code ?? null;

describe('publishRefusal', () => {
  it('lets a changed draft with questions in every chapter through', () => {
    expect(publishRefusal(ready)).toBeNull();
  });

  it('no_draft: none open, or another one than the admin reviewed (published or discarded meanwhile)', () => {
    expect(codeOf({ draft: null })).toBe('no_draft');
    expect(codeOf({ draft: { id: 'draft-3', revision: 0, basedOnId: 'v2' } })).toBe('no_draft');
    expect(publishRefusal({ ...ready, draft: null })).toMatchObject({
      kind: 'conflict',
      message:
        'This draft was already published or discarded by someone else. Reload to see the current version.',
    });
  });

  it('draft_stale: the published version is no longer the one the draft was opened from', () => {
    const refusal = publishRefusal({ ...ready, published: { id: 'v5', number: 5 } });
    expect(refusal).toMatchObject({ code: 'draft_stale', kind: 'conflict' });
    expect(refusal?.message).toContain('Version 5 was published');
  });

  it('draft_changed: the revision differs from the one reviewed', () => {
    expect(codeOf({ request: { draftId: 'draft-2', revision: 2 } })).toBe('draft_changed');
  });

  it('draft_empty: no chapters, or no question in any chapter', () => {
    expect(codeOf({ chapters: [] })).toBe('draft_empty');
    expect(codeOf({ chapters: [{ title: 'A', questionCount: 0 }] })).toBe('draft_empty');
  });

  it('chapter_without_questions names the empty chapters', () => {
    const one = publishRefusal({
      ...ready,
      chapters: [
        { title: 'Self-awareness', questionCount: 2 },
        { title: 'Vision', questionCount: 0 },
      ],
    });
    expect(one).toMatchObject({ code: 'chapter_without_questions', kind: 'invalid' });
    expect(one?.message).toBe(
      'The chapter “Vision” has no questions. Add a question to it or delete it before publishing.',
    );
    const two = publishRefusal({
      ...ready,
      chapters: [
        { title: 'A', questionCount: 0 },
        { title: 'B', questionCount: 1 },
        { title: 'C', questionCount: 0 },
      ],
    });
    expect(two?.message).toContain('The chapters “A”, “C” have no questions.');
  });

  it('draft_unchanged: nothing differs from the published version', () => {
    expect(codeOf({ changed: false })).toBe('draft_unchanged');
  });

  it('checks conflicts before the draft itself: the first reason found wins', () => {
    expect(codeOf({ draft: null, chapters: [], changed: false })).toBe('no_draft');
    expect(codeOf({ request: { draftId: 'draft-2', revision: 9 }, chapters: [] })).toBe('draft_changed');
    expect(
      codeOf({
        chapters: [
          { title: 'A', questionCount: 0 },
          { title: 'B', questionCount: 2 },
        ],
        changed: false,
      }),
    ).toBe('chapter_without_questions');
  });
});
