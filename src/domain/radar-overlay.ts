/**
 * What the radar draws over a founder's chapter scores, on the results page and in the printed report
 * alike. The types are the few fields the rule reads, so both the contract's views and test data fit.
 */

/** A benchmark group as the benchmarks service shows it: figures only when it is available. */
export interface OverlayGroup {
  label: string;
  available: boolean;
  metrics: readonly { chapterId: string | null; median: number }[];
}

/** A feedback round's report: chapters (with others' mean, when rated) only once it is ready. */
export interface OverlayReport {
  status: string;
  chapters?: readonly { chapterId: string; others: { mean: number } | null }[];
}

/** A feedback round, as the founder's list of rounds gives it. */
export interface OverlayRound {
  resultId: string;
  createdAt: string;
}

/** One axis: a chapter, the founder's score and the figures shown beside it. */
export interface RadarRow {
  id: string;
  title: string;
  area: 'inner' | 'outer';
  score: number;
  /** the shown benchmark group's median */
  median: number | null;
  /** others' view from the feedback round, only once its report is ready */
  others: number | null;
}

export interface RadarOverlay {
  chapters: RadarRow[];
  /** the benchmark group the medians come from ('Seed founders'); null when no group's medians show */
  medianGroup: string | null;
  /** true when the feedback report is ready: its figures show, 'not rated' where a chapter has none */
  othersShown: boolean;
}

/**
 * The group whose medians the radar draws: the narrowest one shown, in the service's order (stage, team
 * size, then all founders). A group below the anonymity threshold carries no figures and is passed over.
 */
export function radarMedianGroup<G extends OverlayGroup>(groups: readonly G[] | null | undefined): G | null {
  return groups?.find((group) => group.available && group.metrics.length > 0) ?? null;
}

/** The round whose view the radar shows for a result: that result's newest round, or null. */
export function newestRoundOf<R extends OverlayRound>(rounds: readonly R[], resultId: string): R | null {
  let newest: R | null = null;
  for (const round of rounds)
    if (
      round.resultId === resultId &&
      (!newest || Date.parse(round.createdAt) > Date.parse(newest.createdAt))
    )
      newest = round;
  return newest;
}

/** The radar's figures: the founder's chapter scores, the shown group's medians, others' view when ready. */
export function radarOverlay(
  chapters: readonly { id: string; title: string; area: 'inner' | 'outer'; average: number }[],
  groups: readonly OverlayGroup[] | null | undefined,
  report: OverlayReport | null | undefined,
): RadarOverlay {
  const group = radarMedianGroup(groups);
  const medians = new Map(
    (group?.metrics ?? []).flatMap((m) => (m.chapterId ? [[m.chapterId, m.median] as const] : [])),
  );
  const ready = report?.status === 'ready' ? report : null;
  const others = new Map(ready?.chapters?.map((c) => [c.chapterId, c.others?.mean ?? null]) ?? []);
  return {
    chapters: chapters.map((c) => ({
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
