/**
 * When a questionnaire draft may be published. Checked on the server inside the publishing transaction,
 * with the version rows locked, so that what is checked is what gets published.
 */

export const PUBLISH_REFUSAL_CODES = [
  'no_draft',
  'draft_stale',
  'draft_changed',
  'draft_empty',
  'chapter_without_questions',
  'draft_unchanged',
] as const;
export type PublishRefusalCode = (typeof PUBLISH_REFUSAL_CODES)[number];

/** 'conflict': someone else moved things on (reload); 'invalid': the draft itself is not ready. */
export type PublishRefusal = { code: PublishRefusalCode; kind: 'conflict' | 'invalid'; message: string };

export const PUBLISH_MESSAGES = {
  noDraft:
    'This draft was already published or discarded by someone else. Reload to see the current version.',
  draftStale: (published: number) =>
    `Version ${published} was published after this draft was opened. Discard the draft and make your changes again on the current version.`,
  draftChanged: 'Someone edited this draft since you reviewed it. Review the changes again, then publish.',
  draftEmpty: 'This draft has no questions. Add a chapter with at least one question before publishing.',
  chapterWithoutQuestions: (titles: readonly string[]) =>
    titles.length === 1
      ? `The chapter “${titles[0]}” has no questions. Add a question to it or delete it before publishing.`
      : `The chapters ${titles.map((t) => `“${t}”`).join(', ')} have no questions. Add questions to them or delete them before publishing.`,
  draftUnchanged: 'This draft is the same as the published version: there is nothing to publish.',
} as const;

export type PublishCandidate = {
  /** the open draft of the assessment, if any */
  draft: { id: string; revision: number; basedOnId: string | null } | null;
  /** the published version now */
  published: { id: string; number: number } | null;
  /** what the admin asked to publish: the draft and the revision they reviewed */
  request: { draftId: string; revision: number };
  /** the draft's chapters with their question counts */
  chapters: ReadonlyArray<{ title: string; questionCount: number }>;
  /** whether the draft differs from the published version */
  changed: boolean;
};

/** Why this draft can't be published, or null when it can. The first reason found wins. */
export function publishRefusal(candidate: PublishCandidate): PublishRefusal | null {
  const { draft, published, request, chapters } = candidate;
  if (!draft || draft.id !== request.draftId)
    return { code: 'no_draft', kind: 'conflict', message: PUBLISH_MESSAGES.noDraft };
  if (published && draft.basedOnId !== published.id)
    return { code: 'draft_stale', kind: 'conflict', message: PUBLISH_MESSAGES.draftStale(published.number) };
  if (draft.revision !== request.revision)
    return { code: 'draft_changed', kind: 'conflict', message: PUBLISH_MESSAGES.draftChanged };
  if (chapters.length === 0 || chapters.every((c) => c.questionCount === 0))
    return { code: 'draft_empty', kind: 'invalid', message: PUBLISH_MESSAGES.draftEmpty };
  const empty = chapters.filter((c) => c.questionCount === 0).map((c) => c.title);
  if (empty.length)
    return {
      code: 'chapter_without_questions',
      kind: 'invalid',
      message: PUBLISH_MESSAGES.chapterWithoutQuestions(empty),
    };
  if (!candidate.changed)
    return { code: 'draft_unchanged', kind: 'invalid', message: PUBLISH_MESSAGES.draftUnchanged };
  return null;
}
