import type { RoundSummary } from '../../../../contract/feedback';
import { newestRoundOf } from '../../../../domain/radar-overlay';

export type RoundChoice =
  | { kind: 'none' }
  /** a round opened from the result on the page; once it is closed, another may be opened */
  | { kind: 'current'; round: RoundSummary; offerNewRound: boolean }
  /** the newest round belongs to another result; a new round is offered when the page's is newer */
  | { kind: 'other'; round: RoundSummary; offerNewRound: boolean };

/**
 * Which round the results page shows for the result on it: that result's newest round; else the
 * founder's newest round, with the offer of a new round when the page's result is the later one.
 */
export function pickRound(
  rounds: readonly RoundSummary[],
  result: { id: string; completedAt: string },
): RoundChoice {
  const current = newestRoundOf(rounds, result.id);
  if (current) return { kind: 'current', round: current, offerNewRound: current.status === 'closed' };
  const newest = [...rounds].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
  if (!newest) return { kind: 'none' };
  return {
    kind: 'other',
    round: newest,
    offerNewRound: Date.parse(result.completedAt) > Date.parse(newest.resultCompletedAt),
  };
}
