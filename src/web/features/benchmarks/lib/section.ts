import type { BenchmarkGroup } from '../../../../contract/benchmarks';

/** The sections' anchors on the results page (navigation links to them). */
export const RADAR_SECTION_ID = 'at-a-glance';
export const BENCHMARK_SECTION_ID = 'where-you-stand';

/** A section's entry in the results navigation, given once the section is there. */
export interface NavEntry {
  id: string;
  label: string;
}

/** The rows of the benchmark table: overall, inner, outer, then the chapters, as the server lists them. */
export function tableMetrics(groups: readonly BenchmarkGroup[]) {
  const rows = new Map<string, { metric: string; chapterId: string | null; label: string; score: number }>();
  for (const group of groups)
    for (const m of group.metrics)
      if (!rows.has(m.metric))
        rows.set(m.metric, { metric: m.metric, chapterId: m.chapterId, label: m.label, score: m.score });
  return [...rows.values()];
}
