import { z } from 'zod';
import {
  FUNDRAISING_STAGE_LABELS,
  type FundraisingStage,
  TEAM_SIZE_LABELS,
  type TeamSize,
} from './profile-rules';

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

/** The most a minimum group size may be set to (a group that size is rare, not private). */
export const BENCHMARK_MIN_GROUP_SIZE_MAX = 1000;

/**
 * Reading speed: people read 200–300 words a minute; a statement here is 8–15 words, so reading one
 * takes 2–4 s, and tapping an answer after it at least a moment more. Under 1.5 s a statement on
 * average means the statements were not read (even a fast skimmer who knows the questionnaire needs
 * that long), while an honest fast founder stays well above it.
 */
export const MIN_SECONDS_PER_STATEMENT = 1.5;
/**
 * All answers identical counts as careless only from this many answers: on a short, partial run the
 * same answer throughout can be honest; across the 40 statements it is not.
 */
export const IDENTICAL_MIN_ANSWERS = 10;

export const CARELESS_REASONS = ['identical', 'too-fast'] as const;
export type CarelessReason = (typeof CARELESS_REASONS)[number];
export const CARELESS_REASON_LABELS: Record<CarelessReason, string> = {
  identical: 'Every answer the same',
  'too-fast': 'Completed faster than the statements can be read',
};

/**
 * Why a completed assessment is left out of the benchmarks, or null when it counts: every answer the
 * same (from IDENTICAL_MIN_ANSWERS answers), or completed in less than MIN_SECONDS_PER_STATEMENT per
 * statement answered (from the session's start to its completion).
 */
export function carelessReason(input: {
  values: readonly number[];
  startedAt: Date;
  completedAt: Date;
}): CarelessReason | null {
  const { values, startedAt, completedAt } = input;
  if (values.length >= IDENTICAL_MIN_ANSWERS && values.every((value) => value === values[0]))
    return 'identical';
  const seconds = (completedAt.getTime() - startedAt.getTime()) / 1000;
  if (values.length > 0 && seconds < MIN_SECONDS_PER_STATEMENT * values.length) return 'too-fast';
  return null;
}

// ── histograms ──────────────────────────────────────────────────────────────────────────────────────

/** Scores 1.00 … 5.00 in steps of 0.01: 401 bins, bin i holds the score 1 + i / 100. */
export const HISTOGRAM_BINS = 401;
const SCORE_MIN = 1;
const SCORE_MAX = 5;

/** The bin of a score (rounded to 0.01; scores outside 1…5 are clamped to the ends). */
export function binOf(score: number): number {
  const bin = Math.round((score - SCORE_MIN) * 100);
  return Math.min(HISTOGRAM_BINS - 1, Math.max(0, bin));
}

/** The score a bin stands for. */
export function scoreOfBin(bin: number): number {
  return Math.round(100 + bin) / 100;
}

/** A score counts in a distribution when it is a real score (1…5); 0 means "no such area answered". */
export function isBenchmarkScore(score: number | null | undefined): score is number {
  return typeof score === 'number' && Number.isFinite(score) && score >= SCORE_MIN && score <= SCORE_MAX;
}

export function histogramOf(scores: readonly number[]): number[] {
  const histogram = new Array<number>(HISTOGRAM_BINS).fill(0);
  for (const score of scores) {
    if (!isBenchmarkScore(score)) continue;
    const bin = binOf(score);
    histogram[bin] = (histogram[bin] ?? 0) + 1;
  }
  return histogram;
}

export function countOf(histogram: readonly number[]): number {
  let count = 0;
  for (const n of histogram) count += n;
  return count;
}

/**
 * Where `score` stands in the distribution, 0–100 (whole): the share of the group below it, those with
 * the same score counted half. Null for an empty group.
 */
export function percentileOf(histogram: readonly number[], score: number): number | null {
  const count = countOf(histogram);
  if (count === 0) return null;
  const at = binOf(score);
  let below = 0;
  for (let bin = 0; bin < at; bin += 1) below += histogram[bin] ?? 0;
  const equal = histogram[at] ?? 0;
  return Math.round(((below + equal / 2) / count) * 100);
}

/** The median score (the mean of the two middle scores for an even count); null for an empty group. */
export function medianOf(histogram: readonly number[]): number | null {
  const count = countOf(histogram);
  if (count === 0) return null;
  // the 1-based ranks of the middle score(s)
  const lowRank = Math.floor((count + 1) / 2);
  const highRank = Math.ceil((count + 1) / 2);
  let seen = 0;
  let low: number | null = null;
  for (let bin = 0; bin < histogram.length; bin += 1) {
    seen += histogram[bin] ?? 0;
    if (low === null && seen >= lowRank) low = bin;
    // the middle bins' mean, as a score: 1 + (low + high) / 200
    if (seen >= highRank) return (10_000 + ((low ?? bin) + bin) * 50) / 10_000;
  }
  return null;
}

/** A histogram in wider bins for display (e.g. 0.25): each `{ from, to, count }`, the last one closed. */
export function coarseBins(
  histogram: readonly number[],
  width = 0.25,
): Array<{ from: number; to: number; count: number }> {
  const per = Math.round(width * 100);
  const bins: Array<{ from: number; to: number; count: number }> = [];
  for (let start = 0; start < HISTOGRAM_BINS - 1; start += per) {
    const end = Math.min(start + per, HISTOGRAM_BINS - 1);
    let count = 0;
    // the top score (5.00) belongs to the last bin
    const last = end === HISTOGRAM_BINS - 1 ? end : end - 1;
    for (let bin = start; bin <= last; bin += 1) count += histogram[bin] ?? 0;
    bins.push({ from: scoreOfBin(start), to: scoreOfBin(end), count });
  }
  return bins;
}

// ── bands, thresholds and groups ───────────────────────────────────────────────────────────────────

/** The band of a percentile: 90 and up top 10 %, 75 top quarter, 50 upper half, 25 lower half. */
export function bandOf(percentile: number): BenchmarkBand {
  if (percentile >= 90) return 'top-10';
  if (percentile >= 75) return 'top-quarter';
  if (percentile >= 50) return 'upper-half';
  if (percentile >= 25) return 'lower-half';
  return 'bottom-quarter';
}

export const BENCHMARK_BAND_LABELS: Record<BenchmarkBand, string> = {
  'top-10': 'Top 10 %',
  'top-quarter': 'Top quarter',
  'upper-half': 'Upper half',
  'lower-half': 'Lower half',
  'bottom-quarter': 'Bottom quarter',
};

/** How many more assessments a group needs before it is shown (0 once it has enough). */
export function missingFor(count: number, minGroupSize: number): number {
  return Math.max(0, clampMinGroupSize(minGroupSize) - count);
}

/** A group is shown from the minimum size on. */
export function isGroupAvailable(count: number, minGroupSize: number): boolean {
  return missingFor(count, minGroupSize) === 0;
}

/** The minimum group size as used: a whole number, never below the floor nor above the maximum. */
export function clampMinGroupSize(value: unknown): number {
  const n = typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : NaN;
  if (Number.isNaN(n)) return BENCHMARK_MIN_GROUP_SIZE_DEFAULT;
  return Math.min(BENCHMARK_MIN_GROUP_SIZE_MAX, Math.max(BENCHMARK_MIN_GROUP_SIZE_FLOOR, n));
}

export const MIN_GROUP_SIZE_MESSAGES = {
  tooSmall: `A comparison group needs at least ${BENCHMARK_MIN_GROUP_SIZE_FLOOR} assessments, so that no founder can be singled out.`,
  tooLarge: `The minimum group size can be at most ${BENCHMARK_MIN_GROUP_SIZE_MAX}.`,
  whole: 'The minimum group size must be a whole number.',
} as const;

/** What the admin may set: a whole number from the floor to the maximum, with a clear message. */
export const minGroupSizeSchema = z
  .number({ error: MIN_GROUP_SIZE_MESSAGES.whole })
  .int(MIN_GROUP_SIZE_MESSAGES.whole)
  .min(BENCHMARK_MIN_GROUP_SIZE_FLOOR, MIN_GROUP_SIZE_MESSAGES.tooSmall)
  .max(BENCHMARK_MIN_GROUP_SIZE_MAX, MIN_GROUP_SIZE_MESSAGES.tooLarge);

/** The name of a comparison group: 'Seed founders', 'Founders in teams of 11–30 people', 'All founders'. */
export function benchmarkGroupLabel(kind: BenchmarkGroupKind, value: string | null): string {
  if (kind === 'stage' && value && value in FUNDRAISING_STAGE_LABELS)
    return `${FUNDRAISING_STAGE_LABELS[value as FundraisingStage]} founders`;
  if (kind === 'team-size' && value && value in TEAM_SIZE_LABELS) {
    const size = TEAM_SIZE_LABELS[value as TeamSize];
    return `Founders in teams of ${size.charAt(0).toLowerCase()}${size.slice(1)}`;
  }
  return 'All founders';
}

/** The metrics every result has besides its chapters. */
export const BENCHMARK_AREA_METRICS = ['overall', 'inner', 'outer'] as const;
export type BenchmarkAreaMetric = (typeof BENCHMARK_AREA_METRICS)[number];
export const BENCHMARK_METRIC_LABELS: Record<BenchmarkAreaMetric, string> = {
  overall: 'Overall',
  inner: 'Inner Game',
  outer: 'Outer Game',
};

/** Who an assessment counts for: the account once claimed, else the browser's visitor id. */
export function benchmarkPersonKey(session: { userId: string | null; visitorId: string }): string {
  return session.userId ? `u:${session.userId}` : `v:${session.visitorId}`;
}
