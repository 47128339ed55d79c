import type { ResultView } from '../../../contract/assessment';
import type { BenchmarksView } from '../../../contract/benchmarks';
import type { FeedbackReportView, RoundSummary, RoundView } from '../../../contract/feedback';
import { newestRoundOf, radarOverlay } from '../../../domain/radar-overlay';
import type { ReportRadar } from './radar';

/** The founder-side reads of the feedback rounds the report needs (the feedback service has them). */
export type FeedbackRounds = {
  list(userId: string): Promise<RoundSummary[]>;
  read(roundId: string, userId: string): Promise<RoundView>;
};

/**
 * The report of the result's newest feedback round, the round its results page shows; null when the
 * result has none. The report carries others' figures only once enough raters answered.
 */
export async function newestRoundReport(
  rounds: FeedbackRounds,
  resultId: string,
  userId: string,
): Promise<FeedbackReportView | null> {
  return (await newestRound(rounds, resultId, userId))?.report ?? null;
}

/** The result's newest feedback round as its founder reads it (report and 'How Others See You'). */
export async function newestRound(
  rounds: FeedbackRounds,
  resultId: string,
  userId: string,
): Promise<RoundView | null> {
  const newest = newestRoundOf(await rounds.list(userId), resultId);
  return newest ? rounds.read(newest.id, userId) : null;
}

/** The radar's figures, by the rule the results page follows too. */
export function reportRadar(
  view: ResultView,
  benchmarks: BenchmarksView | null,
  feedback: FeedbackReportView | null,
): ReportRadar {
  return radarOverlay(view.chapters, benchmarks?.groups, feedback);
}
