import { z } from 'zod';
import { BENCHMARK_BANDS, BENCHMARK_GROUP_KINDS } from '../domain/benchmark-rules';
import { FUNDRAISING_STAGES, TEAM_SIZES } from '../domain/profile-rules';

/**
 * Where a founder stands among founders like them. Read from precomputed distributions only. A group
 * below the minimum size shows its count and how many more are needed, never a percentile, a median
 * or anything else derived from its members.
 */
export const benchmarkPaths = {
  /** the signed-in owner's benchmarks for one of their results */
  mine: '/api/me/results/:id/benchmarks',
  /** an anonymous session's one teaser figure (session secret header, as for its result) */
  teaser: '/api/assessment/sessions/:id/benchmark-teaser',
} as const;

const isoDate = z.iso.datetime({ offset: true });

export const benchmarkGroupKindSchema = z.enum(BENCHMARK_GROUP_KINDS);
export const benchmarkBandSchema = z.enum(BENCHMARK_BANDS);

/** 'overall', 'inner', 'outer', or a chapter id (then `chapterId` is set). */
export const benchmarkMetricSchema = z.object({
  metric: z.string(),
  chapterId: z.uuid().nullable(),
  label: z.string(),
  /** the founder's own score (from their result) */
  score: z.number(),
  /** 0–100, whole number: the share of the group below the founder, ties counted half */
  percentile: z.number().int().min(0).max(100),
  band: benchmarkBandSchema,
  /** the group's median, for the radar chart and the table */
  median: z.number(),
});
export type BenchmarkMetric = z.infer<typeof benchmarkMetricSchema>;

export const benchmarkGroupSchema = z.object({
  kind: benchmarkGroupKindSchema,
  /** the stage or team size; null for all founders */
  value: z.string().nullable(),
  /** 'Seed founders', 'Founders with 11–30 people', 'All founders' */
  label: z.string(),
  count: z.number().int().min(0),
  /** count ≥ the minimum group size */
  available: z.boolean(),
  /** how many more assessments the group needs (0 when available) */
  missing: z.number().int().min(0),
  /** empty when not available */
  metrics: z.array(benchmarkMetricSchema),
});
export type BenchmarkGroup = z.infer<typeof benchmarkGroupSchema>;

export const benchmarksViewSchema = z.object({
  sessionId: z.uuid(),
  version: z.number().int().min(1),
  minGroupSize: z.number().int(),
  /** the profile fields that pick the groups; null ones make the report ask for them */
  stage: z.enum(FUNDRAISING_STAGES).nullable(),
  teamSize: z.enum(TEAM_SIZES).nullable(),
  /** stage, team size (each only when the profile has it), then all founders */
  groups: z.array(benchmarkGroupSchema),
  /** when the distributions were last computed; null before the first run */
  computedAt: isoDate.nullable(),
});
export type BenchmarksView = z.infer<typeof benchmarksViewSchema>;

/** The anonymous teaser: one figure (overall, among all founders) or how many more are needed. */
export const benchmarkTeaserSchema = z.object({
  available: z.boolean(),
  count: z.number().int().min(0),
  missing: z.number().int().min(0),
  /** overall percentile among all founders; null when not available */
  percentile: z.number().int().min(0).max(100).nullable(),
  band: benchmarkBandSchema.nullable(),
});
export type BenchmarkTeaser = z.infer<typeof benchmarkTeaserSchema>;
