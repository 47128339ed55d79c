/** Comparison groups, from the narrowest the founder's profile allows to all founders. */
export const BENCHMARK_GROUP_KINDS = ['stage', 'team-size', 'all'] as const;
export type BenchmarkGroupKind = (typeof BENCHMARK_GROUP_KINDS)[number];

/** Percentile bands, best first. */
export const BENCHMARK_BANDS = [
  'top-10',
  'top-quarter',
  'upper-half',
  'lower-half',
  'bottom-quarter',
] as const;
export type BenchmarkBand = (typeof BENCHMARK_BANDS)[number];

/** A group is shown from this many assessments; the admin may change it, never below the floor. */
export const BENCHMARK_MIN_GROUP_SIZE_DEFAULT = 30;
export const BENCHMARK_MIN_GROUP_SIZE_FLOOR = 10;
