import { sortChapters } from './chapters';
import { clamp } from './numbers';

/**
 * The assessment progress bar: max(answered, current index) / total × 100, clamped to 0–100.
 * No questions (or a nonsensical total) gives 0.
 */
export function progressPercentage(answeredCount: number, currentIndex: number, total: number): number {
  if (!Number.isFinite(total) || total <= 0) return 0;
  const done = Math.max(
    Number.isFinite(answeredCount) ? answeredCount : 0,
    Number.isFinite(currentIndex) ? currentIndex : 0,
  );
  return clamp((done / total) * 100, 0, 100);
}

export interface ChapterProgress {
  chapterId: string;
  /** 0–100 */
  percentage: number;
  /** shown with a check mark at reduced opacity in the sidebar */
  complete: boolean;
}

/**
 * Progress of each chapter in the sidebar, by chapter position: chapters before the current one 100 %,
 * after it 0 %, the current one answered / total. Without a known current chapter every chapter shows
 * its own answered / total, which is the honest reading when the position is unknown.
 */
export function chapterProgress(
  chapters: ReadonlyArray<{ id: string; position: number }>,
  questions: ReadonlyArray<{ id: string; chapterId: string }>,
  answers: Readonly<Record<string, unknown>>,
  currentChapterId: string | null | undefined,
): ChapterProgress[] {
  const ordered = sortChapters(chapters);
  const currentRank = ordered.findIndex((chapter) => chapter.id === currentChapterId);
  return ordered.map((chapter, rank) => {
    let percentage: number;
    if (currentRank >= 0 && rank < currentRank) percentage = 100;
    else if (currentRank >= 0 && rank > currentRank) percentage = 0;
    else {
      const own = questions.filter((question) => question.chapterId === chapter.id);
      const answered = own.filter((question) => answers[question.id] !== undefined).length;
      percentage = own.length === 0 ? 0 : clamp((answered / own.length) * 100, 0, 100);
    }
    return { chapterId: chapter.id, percentage, complete: percentage === 100 };
  });
}

/** Index of a chapter's first question in the ordered list, or -1 when it has none. */
export function firstQuestionIndexOfChapter(
  orderedQuestions: ReadonlyArray<{ chapterId: string }>,
  chapterId: string,
): number {
  return orderedQuestions.findIndex((question) => question.chapterId === chapterId);
}

/** Reads a stored question index: a whole number inside the list, else 0. */
export function parseStoredQuestionIndex(stored: unknown, questionCount: number): number {
  let index: number;
  if (typeof stored === 'number') index = stored;
  else if (typeof stored === 'string' && /^\s*\d+\s*$/.test(stored)) index = Number(stored);
  else return 0;
  return Number.isInteger(index) && index >= 0 && index < questionCount ? index : 0;
}

export interface RestoredPosition {
  index: number;
  /** the stored start chapter was used (or is unusable) and should be removed from session storage */
  clearStartChapter: boolean;
}

/**
 * Where the assessment resumes (spec 4 "Restoring position"). A stored start chapter wins and moves to
 * its first question; an unknown start chapter is cleared and the stored index used instead.
 */
export function restoreQuestionIndex(input: {
  orderedQuestions: ReadonlyArray<{ chapterId: string }>;
  storedIndex: unknown;
  startChapterId?: string | null;
}): RestoredPosition {
  const { orderedQuestions, storedIndex, startChapterId } = input;
  if (startChapterId) {
    const first = firstQuestionIndexOfChapter(orderedQuestions, startChapterId);
    if (first >= 0) return { index: first, clearStartChapter: true };
  }
  return {
    index: parseStoredQuestionIndex(storedIndex, orderedQuestions.length),
    clearStartChapter: Boolean(startChapterId),
  };
}

export interface QuestionTransition {
  currentChapterId: string;
  /** the last question of the whole assessment: its chapter's outro, then /loading-results */
  isLastQuestion: boolean;
  /** the next question belongs to another chapter: store it and show this chapter's outro */
  changesChapter: boolean;
  /** chapter of the next question, null after the last question */
  nextChapterId: string | null;
  /** index to advance to, null after the last question */
  nextIndex: number | null;
  /** the outro of the current chapter comes next (chapter change or end of the assessment) */
  showsOutro: boolean;
}

/** What follows answering the question at `index`; undefined when the index is outside the list. */
export function transitionAfterQuestion(
  orderedQuestions: ReadonlyArray<{ chapterId: string }>,
  index: number,
): QuestionTransition | undefined {
  const current = orderedQuestions[index];
  if (current === undefined) return undefined;
  const next = orderedQuestions[index + 1];
  const changesChapter = next !== undefined && next.chapterId !== current.chapterId;
  return {
    currentChapterId: current.chapterId,
    isLastQuestion: next === undefined,
    changesChapter,
    nextChapterId: next?.chapterId ?? null,
    nextIndex: next === undefined ? null : index + 1,
    showsOutro: next === undefined || changesChapter,
  };
}

/** Previous is disabled on the first question and during a transition. */
export function canGoBack(index: number, inTransition: boolean): boolean {
  return index > 0 && !inTransition;
}

/** Proceeding is allowed once the current question has an answer. */
export function canProceed(
  questionId: string | undefined,
  answers: Readonly<Record<string, unknown>>,
): boolean {
  return questionId !== undefined && answers[questionId] !== undefined;
}

/**
 * Where an outro page leads (its Continue and its automatic skip): results first, then the next
 * chapter's intro, else back to the assessment.
 */
export function outroDestination(state: {
  goToResults: boolean;
  nextChapterId: string | null | undefined;
}): string {
  if (state.goToResults) return '/loading-results';
  if (state.nextChapterId) return `/chapter/${encodeURIComponent(state.nextChapterId)}/intro`;
  return '/assessment';
}
