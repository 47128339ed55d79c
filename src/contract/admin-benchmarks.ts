import { z } from 'zod';
import { BENCHMARK_GROUP_KINDS, CARELESS_REASONS } from '../domain/benchmark-rules';

/**
 * The admin's view of the peer benchmarks (admin guard, audit log and CSRF as every admin route). A
 * group below the minimum size shows its count only, never its distribution.
 */
export const adminBenchmarkPaths = {
  overview: '/api/admin/benchmarks',
  settings: '/api/admin/benchmarks/settings',
  recompute: '/api/admin/benchmarks/recompute',
  userExclusion: '/api/admin/users/:id/benchmark-exclusion',
} as const;

export const ADMIN_BENCHMARK_FAILURES = {
  fetch: 'Failed to fetch benchmarks',
  updateSettings: 'Failed to update benchmark settings',
  recompute: 'Failed to start the benchmark recompute',
  exclusion: 'Failed to update the test-account mark',
} as const;

export const ADMIN_BENCHMARK_AUDIT_ACTIONS = {
  settingsUpdate: 'benchmarks.settings_update',
  recompute: 'benchmarks.recompute',
  userExclusion: 'user.benchmark_exclusion',
} as const;

const isoDate = z.iso.datetime({ offset: true });

/** `?version=N` (default: the published version). */
export const adminBenchmarksQuerySchema = z.object({
  version: z.coerce.number().int().min(1).optional(),
});

export const adminBenchmarkGroupSchema = z.object({
  kind: z.enum(BENCHMARK_GROUP_KINDS),
  /** the stage or team size; null for all founders */
  value: z.string().nullable(),
  label: z.string(),
  count: z.number().int().min(0),
  available: z.boolean(),
  missing: z.number().int().min(0),
});
export type AdminBenchmarkGroup = z.infer<typeof adminBenchmarkGroupSchema>;

/** One metric's distribution among all founders, in display bins (0.25 wide). */
export const adminBenchmarkDistributionSchema = z.object({
  metric: z.string(),
  chapterId: z.uuid().nullable(),
  label: z.string(),
  /** 'inner' or 'outer' for chapters and the two areas; null for overall */
  area: z.enum(['inner', 'outer']).nullable(),
  count: z.number().int().min(0),
  /** null (and `bins` empty) while the group is below the minimum size */
  median: z.number().nullable(),
  bins: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int().min(0) })),
});
export type AdminBenchmarkDistribution = z.infer<typeof adminBenchmarkDistributionSchema>;

export const adminBenchmarksSchema = z.object({
  /** the version shown, and every version that has completed assessments (newest first) */
  version: z.number().int().min(1).nullable(),
  versions: z.array(z.number().int().min(1)),
  minGroupSize: z.number().int(),
  minGroupSizeFloor: z.number().int(),
  computedAt: isoDate.nullable(),
  /** as of the last recompute: completed assessments, people counted once, and who was left out */
  summary: z.object({
    entries: z.number().int().min(0),
    counted: z.number().int().min(0),
    careless: z.record(z.enum(CARELESS_REASONS), z.number().int().min(0)),
    admins: z.number().int().min(0),
    testAccounts: z.number().int().min(0),
  }),
  groups: z.array(adminBenchmarkGroupSchema),
  distributions: z.array(adminBenchmarkDistributionSchema),
});
export type AdminBenchmarks = z.infer<typeof adminBenchmarksSchema>;

/** The minimum group size: 10 to 1000 (the service answers why a value is refused). */
export const adminBenchmarkSettingsBodySchema = z.object({ minGroupSize: z.number() });
export type AdminBenchmarkSettingsBody = z.infer<typeof adminBenchmarkSettingsBodySchema>;
export const adminBenchmarkSettingsSchema = z.object({ minGroupSize: z.number().int() });

export const adminBenchmarkRecomputeSchema = z.object({ queued: z.literal(true) });

export const adminBenchmarkExclusionBodySchema = z.object({ excluded: z.boolean() });
export const adminBenchmarkExclusionSchema = z.object({ id: z.string(), excluded: z.boolean() });
