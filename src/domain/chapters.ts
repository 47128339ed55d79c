import type { Area } from './questionnaire';

/** The least a chapter needs to be ordered and scored; database rows and seed data both fit. */
export interface ChapterInput {
  id: string;
  area: Area;
  position: number;
  title: string;
  description?: string | null;
}

/** The least a question needs to be ordered and scored. */
export interface QuestionInput {
  id: string;
  chapterId: string;
  position: number;
}

/** Chapters by position; equal positions keep their input order (Array.prototype.sort is stable). */
export function sortChapters<C extends { position: number }>(chapters: readonly C[]): C[] {
  return [...chapters].sort((a, b) => a.position - b.position);
}

/** One area's chapters by position, as the overview and the results cards list them. */
export function chaptersOfArea<C extends { area: Area; position: number }>(
  chapters: readonly C[],
  area: Area,
): C[] {
  return sortChapters(chapters.filter((chapter) => chapter.area === area));
}

/** The chapter the assessment starts with: position 1, else the lowest position there is. */
export function firstChapter<C extends { position: number }>(chapters: readonly C[]): C | undefined {
  return sortChapters(chapters)[0];
}

/**
 * Questions in the order they are asked: by chapter position, then question position. Questions of a
 * chapter that is not in the list are left out: they cannot be shown.
 */
export function orderQuestions<Q extends QuestionInput>(
  chapters: ReadonlyArray<{ id: string; position: number }>,
  questions: readonly Q[],
): Q[] {
  const chapterRank = new Map(sortChapters(chapters).map((chapter, rank) => [chapter.id, rank]));
  return questions
    .filter((question) => chapterRank.has(question.chapterId))
    .sort(
      (a, b) =>
        (chapterRank.get(a.chapterId) ?? 0) - (chapterRank.get(b.chapterId) ?? 0) || a.position - b.position,
    );
}

/** Two-digit chapter number, '01' for position 1: the default icon name and the intro subtitle use it. */
export function chapterNumber(position: number): string {
  return String(Math.max(0, Math.trunc(position))).padStart(2, '0');
}

/** The intro subtitle shown when a chapter has none: 'Chapter 01'. */
export function chapterSubtitleFallback(position: number): string {
  return `Chapter ${chapterNumber(position)}`;
}

/** Blank or missing authored text counts as absent, so fallbacks apply to whitespace too. */
export function presentText(value: string | null | undefined): string | null {
  return value != null && value.trim() !== '' ? value : null;
}

/** The intro page's texts with the spec's fallbacks: title for intro_title, description for intro_description. */
export function chapterIntroTexts(chapter: {
  position: number;
  title: string;
  description?: string | null;
  introTitle?: string | null;
  introSubtitle?: string | null;
  introDescription?: string | null;
  introQuote?: string | null;
}): { subtitle: string; title: string; quote: string | null; description: string | null } {
  return {
    subtitle: presentText(chapter.introSubtitle) ?? chapterSubtitleFallback(chapter.position),
    title: presentText(chapter.introTitle) ?? chapter.title,
    quote: presentText(chapter.introQuote),
    description: presentText(chapter.introDescription) ?? presentText(chapter.description),
  };
}

/** An outro page is shown only when enabled and it has a title or a description (spec 2). */
export function hasOutro(chapter: {
  outroEnabled: boolean;
  outroTitle?: string | null;
  outroDescription?: string | null;
}): boolean {
  return (
    chapter.outroEnabled &&
    (presentText(chapter.outroTitle) !== null || presentText(chapter.outroDescription) !== null)
  );
}
