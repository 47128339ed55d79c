import type { ResultView } from '../../../contract/assessment';
import type { BenchmarkGroup, BenchmarksView } from '../../../contract/benchmarks';
import type { FeedbackReportView, RoundSummary, RoundView } from '../../../contract/feedback';
import type { ReportRadar } from './radar';

/** The founder-side reads of the feedback rounds the report needs (the feedback service has them). */
export type FeedbackRounds = {
  list(userId: string): Promise<RoundSummary[]>;
  read(roundId: string, userId: string): Promise<RoundView>;
};

/**
 * The group whose medians the radar draws, as on the results page: the narrowest one the benchmarks
 * service shows (stage, team size, then all founders). A group below the threshold has no figures.
 */
export function medianGroupOf(view: BenchmarksView | null): BenchmarkGroup | null {
  return view?.groups.find((group) => group.available && group.metrics.length > 0) ?? null;
}

/**
 * The report of the result's newest feedback round, the round its results page shows; null when the
 * result has none. The report carries others' figures only once enough raters answered.
 */
export async function newestRoundReport(
  rounds: FeedbackRounds,
  resultId: string,
  userId: string,
): Promise<FeedbackReportView | null> {
  const newest = (await rounds.list(userId))
    .filter((round) => round.resultId === resultId)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
  return newest ? (await rounds.read(newest.id, userId)).report : null;
}

/** The radar's figures: the founder's chapter scores, the shown group's medians, others' view when ready. */
export function reportRadar(
  view: ResultView,
  benchmarks: BenchmarksView | null,
  feedback: FeedbackReportView | null,
): ReportRadar {
  const group = medianGroupOf(benchmarks);
  const medians = new Map(
    (group?.metrics ?? []).flatMap((m) => (m.chapterId ? [[m.chapterId, m.median] as const] : [])),
  );
  const ready = feedback?.status === 'ready' ? feedback : null;
  const others = new Map(ready?.chapters.map((c) => [c.chapterId, c.others?.mean ?? null]) ?? []);
  return {
    chapters: view.chapters.map((c) => ({
      id: c.id,
      title: c.title,
      area: c.area,
      score: c.average,
      median: medians.get(c.id) ?? null,
      others: others.get(c.id) ?? null,
    })),
    medianGroup: group && medians.size > 0 ? group.label : null,
    othersShown: ready !== null,
  };
}
