import { round2 } from './numbers';

/** The parts of a stored result the history reads. */
export interface GivenResult {
  sessionId: string;
  completedAt: string;
  version: number;
  overall: number;
  inner: number;
  outer: number;
  /** answered chapters, by position */
  chapters: ReadonlyArray<{ id: string; title: string; area: 'inner' | 'outer'; average: number }>;
}

export interface ChapterChange {
  chapterId: string;
  title: string;
  area: 'inner' | 'outer';
  average: number;
  /** the difference to the previous result's average, 2 decimals; null when not compared */
  change: number | null;
  /** whether the previous result had a score for this chapter */
  inPrevious: boolean;
}

export interface ResultComparison {
  sessionId: string;
  completedAt: string;
  version: number;
  overall: number;
  inner: number | null;
  outer: number | null;
  previousVersion: number | null;
  chapters: ChapterChange[];
  removedChapters: Array<{ chapterId: string; title: string; area: 'inner' | 'outer' }>;
}

/**
 * A result beside the one before it. Only chapters scored in both are compared (a chapter id stays the
 * same in every questionnaire version that keeps it); a chapter new since then is marked, and one that
 * the previous result had but this one has not is listed as removed. Each result keeps its own titles.
 */
export function compareResults(current: GivenResult, previous: GivenResult | null): ResultComparison {
  const before = new Map((previous?.chapters ?? []).map((c) => [c.id, c]));
  const now = new Set(current.chapters.map((c) => c.id));
  return {
    sessionId: current.sessionId,
    completedAt: current.completedAt,
    version: current.version,
    overall: current.overall,
    inner: current.inner,
    outer: current.outer,
    previousVersion: previous?.version ?? null,
    chapters: current.chapters.map((chapter) => {
      const then = before.get(chapter.id);
      return {
        chapterId: chapter.id,
        title: chapter.title,
        area: chapter.area,
        average: chapter.average,
        change: then ? round2(chapter.average - then.average) : null,
        inPrevious: then !== undefined,
      };
    }),
    removedChapters: (previous?.chapters ?? [])
      .filter((c) => !now.has(c.id))
      .map((c) => ({ chapterId: c.id, title: c.title, area: c.area })),
  };
}
