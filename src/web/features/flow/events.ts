/**
 * Window events of the flow. The developer tools fire `chapterJump` with { chapterId } when they jump
 * to a chapter while /assessment is open; the assessment moves to that chapter's first question.
 */
export const CHAPTER_JUMP_EVENT = 'chapterJump';

export interface ChapterJumpDetail {
  chapterId: string;
}

export function dispatchChapterJump(chapterId: string): void {
  window.dispatchEvent(new CustomEvent<ChapterJumpDetail>(CHAPTER_JUMP_EVENT, { detail: { chapterId } }));
}
