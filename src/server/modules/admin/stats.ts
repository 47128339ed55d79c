import {
  ADMIN_PERIOD_DEFAULT_DAYS,
  ADMIN_PERIOD_MAX_DAYS,
  type ChapterDropout,
  type DailyStat,
  type DropoutAnalysis,
  type FunnelStage,
  type Period,
  type PeriodQuery,
  type QuestionDropout,
} from '../../../contract/admin';
import type { TimeRange } from './stats-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** a / b in percent with one decimal; 0 when b is 0. */
export function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayStart = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

/**
 * The period of a dashboard or drop-out query: inclusive UTC days, by default the last 30 days up to
 * today. A problem is returned as its message.
 */
export function resolvePeriod(
  query: PeriodQuery,
  now: number,
): { period: Period; range: TimeRange } | { problem: string } {
  const to = query.to ?? isoDay(now);
  const from = query.from ?? isoDay(dayStart(to) - (ADMIN_PERIOD_DEFAULT_DAYS - 1) * DAY_MS);
  const start = dayStart(from);
  const end = dayStart(to);
  if (Number.isNaN(start) || Number.isNaN(end) || isoDay(start) !== from || isoDay(end) !== to)
    return { problem: 'The period must be given as real dates (YYYY-MM-DD).' };
  if (start > end) return { problem: 'The period must start on or before its end.' };
  const days = Math.round((end - start) / DAY_MS) + 1;
  if (days > ADMIN_PERIOD_MAX_DAYS)
    return { problem: `The period may span at most ${ADMIN_PERIOD_MAX_DAYS} days.` };
  return {
    period: { from, to, days },
    range: { from: new Date(start), until: new Date(end + DAY_MS) },
  };
}

/** Every day of the period, oldest first, with the counts of the days that had any. */
export function dailyStats(
  period: Period,
  counts: {
    visitorsByDay: ReadonlyMap<string, number>;
    startedByDay: ReadonlyMap<string, number>;
    completedByDay: ReadonlyMap<string, number>;
    signupsByDay: ReadonlyMap<string, number>;
  },
): DailyStat[] {
  const start = dayStart(period.from);
  return Array.from({ length: period.days }, (_, i) => {
    const date = isoDay(start + i * DAY_MS);
    return {
      date,
      visitors: counts.visitorsByDay.get(date) ?? 0,
      started: counts.startedByDay.get(date) ?? 0,
      completed: counts.completedByDay.get(date) ?? 0,
      signups: counts.signupsByDay.get(date) ?? 0,
    };
  });
}

export type DropoutInput = {
  /** in questionnaire order; `index` is 1-based */
  questions: ReadonlyArray<{ id: string; chapterId: string; position: number; text: string; index: number }>;
  chapters: ReadonlyArray<{ id: string; title: string; area: 'inner' | 'outer'; position: number }>;
  /** sessions grouped by the furthest question index they answered (0: none) and completion */
  sessions: ReadonlyArray<{ furthest: number; completed: boolean; count: number }>;
  /** visitors grouped the same way, over all their sessions; signedUp: a completed session of theirs
   * belongs to an account */
  visitors: ReadonlyArray<{ furthest: number; completed: boolean; signedUp: boolean; count: number }>;
  /** sessions with an answer, per question id */
  answered: ReadonlyMap<string, number>;
  /** distinct visitors counted on the landing page or starting a session */
  landingVisitors: number;
};

/**
 * Per question, per chapter and the funnel from the grouped counts. A session reached question i when
 * it answered question i−1 (every session reached the first); it dropped there when that is the
 * furthest it got and it never completed.
 */
export function computeDropouts(input: DropoutInput): Omit<DropoutAnalysis, 'period' | 'version'> {
  const sum = <R extends { count: number }>(rows: ReadonlyArray<R>, keep: (row: R) => boolean) =>
    rows.reduce((total, row) => (keep(row) ? total + row.count : total), 0);
  const chapterById = new Map(input.chapters.map((c) => [c.id, c]));

  const questions: QuestionDropout[] = input.questions.map((q) => {
    const reached = sum(input.sessions, (s) => s.furthest >= q.index - 1);
    const dropped = sum(input.sessions, (s) => s.furthest === q.index - 1 && !s.completed);
    const chapter = chapterById.get(q.chapterId);
    return {
      questionId: q.id,
      chapterId: q.chapterId,
      chapterTitle: chapter?.title ?? '',
      chapterPosition: chapter?.position ?? 0,
      position: q.position,
      index: q.index,
      text: q.text,
      reached,
      answered: input.answered.get(q.id) ?? 0,
      dropped,
      dropoutRate: percent(dropped, reached),
    };
  });

  const spans = input.chapters.map((chapter) => {
    const indexes = input.questions.filter((q) => q.chapterId === chapter.id).map((q) => q.index);
    return {
      chapter,
      first: indexes.length ? Math.min(...indexes) : null,
      last: indexes.length ? Math.max(...indexes) : null,
      questionCount: indexes.length,
    };
  });

  const chapters: ChapterDropout[] = spans.map(({ chapter, first, last, questionCount }) => {
    if (first === null || last === null)
      return {
        ...chapterFields(chapter),
        questionCount,
        reached: 0,
        finished: 0,
        dropped: 0,
        dropoutRate: 0,
      };
    const reached = sum(input.sessions, (s) => s.furthest >= first - 1);
    const finished = sum(input.sessions, (s) => s.furthest >= last);
    const dropped = sum(
      input.sessions,
      (s) => !s.completed && s.furthest >= first - 1 && s.furthest <= last - 1,
    );
    return {
      ...chapterFields(chapter),
      questionCount,
      reached,
      finished,
      dropped,
      dropoutRate: percent(dropped, reached),
    };
  });

  const stages: Array<Omit<FunnelStage, 'fromPrevious' | 'fromStart'>> = [
    { kind: 'landing', chapterId: null, label: 'Landing page', count: input.landingVisitors },
    { kind: 'started', chapterId: null, label: 'Started', count: sum(input.visitors, () => true) },
    ...spans
      .filter((s) => s.last !== null)
      .map(({ chapter, last }) => ({
        kind: 'chapter' as const,
        chapterId: chapter.id,
        label: `Chapter ${chapter.position}: ${chapter.title}`,
        count: sum(input.visitors, (v) => v.furthest >= (last ?? 0)),
      })),
    {
      kind: 'completed',
      chapterId: null,
      label: 'Completed',
      count: sum(input.visitors, (v) => v.completed),
    },
    { kind: 'signed_up', chapterId: null, label: 'Signed up', count: sum(input.visitors, (v) => v.signedUp) },
  ];
  const startCount = stages[0]?.count ?? 0;
  const funnel: FunnelStage[] = stages.map((stage, i) => {
    const previous = i > 0 ? stages[i - 1]?.count : undefined;
    return {
      ...stage,
      fromPrevious: previous === undefined || previous === 0 ? null : percent(stage.count, previous),
      fromStart: startCount === 0 ? null : percent(stage.count, startCount),
    };
  });

  return {
    sessions: sum(input.sessions, () => true),
    completedSessions: sum(input.sessions, (s) => s.completed),
    questions,
    chapters,
    funnel,
  };
}

function chapterFields(chapter: DropoutInput['chapters'][number]) {
  return { chapterId: chapter.id, title: chapter.title, area: chapter.area, position: chapter.position };
}
