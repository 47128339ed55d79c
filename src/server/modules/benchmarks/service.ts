import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { ADMIN_BENCHMARK_AUDIT_ACTIONS, type AdminBenchmarks } from '../../../contract/admin-benchmarks';
import type {
  BenchmarkGroup,
  BenchmarkMetric,
  BenchmarksView,
  BenchmarkTeaser,
} from '../../../contract/benchmarks';
import {
  BENCHMARK_AREA_METRICS,
  BENCHMARK_METRIC_LABELS,
  BENCHMARK_MIN_GROUP_SIZE_FLOOR,
  type BenchmarkGroupKind,
  bandOf,
  benchmarkGroupLabel,
  benchmarkPersonKey,
  carelessReason,
  clampMinGroupSize,
  coarseBins,
  countOf,
  HISTOGRAM_BINS,
  isBenchmarkScore,
  isGroupAvailable,
  medianOf,
  minGroupSizeSchema,
  missingFor,
  percentileOf,
} from '../../../domain/benchmark-rules';
import {
  FUNDRAISING_STAGES,
  type FundraisingStage,
  TEAM_SIZES,
  type TeamSize,
} from '../../../domain/profile-rules';
import { HttpError } from '../../plugins/error-handler';
import { deepFreeze } from '../../plugins/response-serializer';
import type { AdminContext } from '../admin/guard';
import type { JobContext, JobQueue } from '../jobs/queue';
import {
  type BenchmarksRepository,
  type BinRow,
  type DistributionInput,
  MIN_GROUP_SIZE_KEY,
  summaryKey,
} from './repository';

export const RECOMPUTE_JOB = 'benchmarks-recompute';
/** The scheduled recompute of every version (also fills entries of results stored before benchmarks). */
export const RECOMPUTE_EVERY_MS = 60 * 60 * 1000;
/** Results stored within one slot share one recompute, run at the slot's end (a debounce). */
export const RECOMPUTE_DEBOUNCE_MS = 60 * 1000;
/** Versions whose distributions an instance keeps (each one's as of its last computation). */
const VERSIONS_KEPT = 20;
/** Built views kept per process (a founder reloading their results reads the same view again). */
const VIEWS_KEPT = 2_000;
const BACKFILL_BATCH = 500;

const NOT_FOUND = () => new HttpError(404, 'not_found', 'Result not found.');

type Distribution = { count: number; histogram: number[]; median: number | null };
type VersionData = {
  /** group key `${kind}:${value}` → metric → distribution */
  groups: Map<string, Map<string, Distribution>>;
  chapters: Array<{ id: string; title: string; area: 'inner' | 'outer'; position: number }>;
  computedAt: Date | null;
};

const groupKey = (kind: BenchmarkGroupKind, value: string | null) => `${kind}:${value ?? ''}`;

function secretMatches(secret: string | undefined, expectedHash: string): boolean {
  if (!secret) return false;
  const a = createHash('sha256').update(secret).digest();
  const b = Buffer.from(expectedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

const oneOf = <V extends string>(values: readonly V[], value: string | null): V | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as V) : null;

/** The aggregation's bins as distribution rows: a 401-bin histogram per group and metric, with its median. */
export function distributionsFromBins(bins: readonly BinRow[]): DistributionInput[] {
  const byKey = new Map<string, DistributionInput>();
  for (const row of bins) {
    const valid =
      row.kind === 'all'
        ? row.value === ''
        : row.kind === 'stage'
          ? oneOf(FUNDRAISING_STAGES, row.value) !== null
          : row.kind === 'team-size' && oneOf(TEAM_SIZES, row.value) !== null;
    if (!valid || row.bin < 0 || row.bin >= HISTOGRAM_BINS) continue;
    const key = `${row.kind}\u0000${row.value}\u0000${row.metric}`;
    let entry = byKey.get(key);
    if (!entry) {
      entry = {
        groupKind: row.kind,
        groupValue: row.value,
        metric: row.metric,
        count: 0,
        histogram: new Array<number>(HISTOGRAM_BINS).fill(0),
        median: null,
      };
      byKey.set(key, entry);
    }
    entry.histogram[row.bin] = (entry.histogram[row.bin] ?? 0) + Number(row.n);
  }
  return [...byKey.values()].map((d) => ({
    ...d,
    count: countOf(d.histogram),
    median: medianOf(d.histogram),
  }));
}

export type BenchmarksServiceDependencies = {
  repository: BenchmarksRepository;
  jobs: JobQueue;
  now: () => Date;
  log: FastifyBaseLogger;
};

export function benchmarksService({ repository, jobs, now, log }: BenchmarksServiceDependencies) {
  /**
   * Each version's distributions as of one computation, named by the `computedAt` its recompute stored
   * with them; every read names the current one (read with the result), so a recompute on any instance
   * is seen by the next read here. Promises: the reads that find a new computation share one load.
   */
  const versionCache = new LRUCache<string, { stamp: string | null; data: Promise<VersionData> }>({
    max: VERSIONS_KEPT,
  });
  /**
   * Views as built, frozen (the serializer then remembers their JSON), keyed by everything they depend
   * on: the result (never changes), the distributions' computation, the threshold and the profile's
   * groups. Reached only after the owner was checked against the session row read on every request.
   */
  const views = new LRUCache<string, BenchmarksView>({ max: VIEWS_KEPT });
  /** the slot each version's recompute was last enqueued for by this instance (saves the insert) */
  const enqueuedSlot = new Map<string, number>();

  /** The admin's minimum group size as stored (the founder's reads take it with their result). */
  async function minGroupSize(): Promise<number> {
    return clampMinGroupSize(await repository.setting(MIN_GROUP_SIZE_KEY));
  }

  async function loadVersion(versionId: string): Promise<VersionData> {
    const { rows, chapters } = await repository.distributions(versionId);
    const groups = new Map<string, Map<string, Distribution>>();
    let computedAt: Date | null = null;
    for (const row of rows) {
      const key = groupKey(row.groupKind as BenchmarkGroupKind, row.groupValue);
      const metrics = groups.get(key) ?? new Map<string, Distribution>();
      metrics.set(row.metric, { count: row.count, histogram: row.histogram, median: row.median });
      groups.set(key, metrics);
      if (!computedAt || row.computedAt > computedAt) computedAt = row.computedAt;
    }
    return { groups, chapters, computedAt };
  }

  /** A version's distributions as of the computation `stamp` names (its summary's `computedAt`). */
  function versionData(versionId: string, stamp: string | null): Promise<VersionData> {
    const kept = versionCache.get(versionId);
    if (kept && kept.stamp === stamp) return kept.data;
    const entry = { stamp, data: loadVersion(versionId) };
    versionCache.set(versionId, entry);
    entry.data.catch(() => {
      if (versionCache.get(versionId) === entry) versionCache.delete(versionId);
    });
    return entry.data;
  }

  /** The metrics in report order: overall, inner, outer, then the chapters by position. */
  function metricOrder(data: VersionData) {
    return [
      ...BENCHMARK_AREA_METRICS.map((metric) => ({
        metric,
        chapterId: null as string | null,
        label: BENCHMARK_METRIC_LABELS[metric],
        area: metric === 'overall' ? null : (metric as 'inner' | 'outer'),
      })),
      ...data.chapters.map((c) => ({
        metric: c.id,
        chapterId: c.id as string | null,
        label: c.title,
        area: c.area,
      })),
    ];
  }

  function groupOf(
    data: VersionData,
    kind: BenchmarkGroupKind,
    value: string | null,
    min: number,
    scores: Record<string, number | null>,
  ): BenchmarkGroup {
    const metrics = data.groups.get(groupKey(kind, value));
    const count = metrics?.get('overall')?.count ?? 0;
    const available = isGroupAvailable(count, min);
    const shown: BenchmarkMetric[] = [];
    if (available && metrics)
      for (const m of metricOrder(data)) {
        const score = scores[m.metric];
        const distribution = metrics.get(m.metric);
        // a metric fewer people answered than the threshold stays hidden like a small group
        if (!isBenchmarkScore(score) || !distribution || !isGroupAvailable(distribution.count, min)) continue;
        const percentile = percentileOf(distribution.histogram, score) ?? 0;
        shown.push({
          metric: m.metric,
          chapterId: m.chapterId,
          label: m.label,
          score,
          percentile,
          band: bandOf(percentile),
          median: distribution.median ?? medianOf(distribution.histogram) ?? score,
        });
      }
    return {
      kind,
      value,
      label: benchmarkGroupLabel(kind, value),
      count,
      available,
      missing: missingFor(count, min),
      metrics: shown,
    };
  }

  async function backfill(): Promise<number> {
    let filled = 0;
    for (;;) {
      const rows = await repository.resultsWithoutEntry(BACKFILL_BATCH);
      await repository.insertEntries(
        rows.map((r) => ({
          sessionId: r.sessionId,
          versionId: r.versionId,
          personKey: benchmarkPersonKey(r),
          userId: r.userId,
          careless: carelessReason({ values: r.values, startedAt: r.startedAt, completedAt: r.completedAt }),
          completedAt: r.completedAt,
          overall: r.overall,
          inner: isBenchmarkScore(r.inner) ? r.inner : null,
          outer: isBenchmarkScore(r.outer) ? r.outer : null,
          chapterAverages: r.chapterAverages,
        })),
      );
      filled += rows.length;
      if (rows.length < BACKFILL_BATCH) return filled;
    }
  }

  async function recompute(versionId: string | undefined, signal?: AbortSignal): Promise<string> {
    const started = performance.now();
    const filled = await backfill();
    const versionIds = versionId ? [versionId] : await repository.versionIdsWithEntries();
    let counted = 0;
    for (const id of versionIds) {
      if (signal?.aborted) break;
      const { summary } = await repository.recompute(id, now(), distributionsFromBins);
      counted += summary.counted;
      versionCache.delete(id);
    }
    const ms = Math.round(performance.now() - started);
    return `recomputed ${versionIds.length} version(s): ${counted} people counted, ${filled} entries filled, ${ms} ms`;
  }

  return {
    minGroupSize,
    recompute,
    backfill,

    /** The job handler: one version (after results were stored) or every version (the hourly run). */
    async runJob(payload: { versionId?: unknown }, context: JobContext): Promise<string> {
      const versionId = typeof payload.versionId === 'string' ? payload.versionId : undefined;
      return recompute(versionId, context.signal);
    },

    /** After a result is stored: one recompute of its version per minute slot, at the slot's end. */
    async scheduleRecompute(versionId: string): Promise<void> {
      const at = now().getTime();
      const slot = Math.floor(at / RECOMPUTE_DEBOUNCE_MS);
      if (enqueuedSlot.get(versionId) === slot) return;
      enqueuedSlot.set(versionId, slot);
      try {
        await jobs.enqueue(
          RECOMPUTE_JOB,
          { versionId },
          {
            uniqueKey: `${RECOMPUTE_JOB}:${versionId}:${slot}`,
            runAt: new Date((slot + 1) * RECOMPUTE_DEBOUNCE_MS),
          },
        );
      } catch (error) {
        // the hourly run catches up; a completion never fails for it
        enqueuedSlot.delete(versionId);
        log.warn({ err: error }, 'benchmarks: could not schedule the recompute');
      }
    },

    /**
     * The signed-in owner's benchmarks for one of their results (anyone else: not found). Who is asking
     * and the result are looked up at once; nothing is answered before the owner is known.
     */
    async mine(sessionId: string, viewer: Promise<string | null>): Promise<BenchmarksView> {
      const [userId, row] = await Promise.all([viewer, repository.result(sessionId)]);
      if (!userId) throw new HttpError(401, 'unauthenticated', 'Not authenticated');
      if (!row || row.userId !== userId || row.status !== 'completed') throw NOT_FOUND();
      const data = await versionData(row.versionId, row.computedAt);
      const min = clampMinGroupSize(row.minGroupSize);
      const stage = oneOf(FUNDRAISING_STAGES, row.stage) as FundraisingStage | null;
      const teamSize = oneOf(TEAM_SIZES, row.teamSize) as TeamSize | null;
      const key = `${sessionId}|${data.computedAt?.getTime() ?? 0}|${min}|${stage ?? ''}|${teamSize ?? ''}`;
      const kept = views.get(key);
      if (kept) return kept;
      const scores: Record<string, number | null> = {
        ...row.chapterAverages,
        overall: row.overall,
        inner: row.inner,
        outer: row.outer,
      };
      const groups: BenchmarkGroup[] = [];
      if (stage) groups.push(groupOf(data, 'stage', stage, min, scores));
      if (teamSize) groups.push(groupOf(data, 'team-size', teamSize, min, scores));
      groups.push(groupOf(data, 'all', null, min, scores));
      const view = deepFreeze({
        sessionId,
        version: row.versionNumber,
        minGroupSize: min,
        stage,
        teamSize,
        groups,
        computedAt: data.computedAt?.toISOString() ?? null,
      });
      views.set(key, view);
      return view;
    },

    /** One figure for the holder of a completed session (its secret, or its signed-in owner). */
    async teaser(
      sessionId: string,
      secret: string | undefined,
      viewerId: string | null,
    ): Promise<BenchmarkTeaser> {
      const row = await repository.result(sessionId);
      const allowed =
        row && ((viewerId !== null && row.userId === viewerId) || secretMatches(secret, row.secretHash));
      if (!row || !allowed || row.status !== 'completed')
        throw new HttpError(404, 'not_found', 'Assessment session not found.');
      const data = await versionData(row.versionId, row.computedAt);
      const min = clampMinGroupSize(row.minGroupSize);
      const overall = data.groups.get(groupKey('all', null))?.get('overall');
      const count = overall?.count ?? 0;
      const percentile =
        overall && isGroupAvailable(count, min) ? percentileOf(overall.histogram, row.overall) : null;
      return {
        available: percentile !== null,
        count,
        missing: missingFor(count, min),
        percentile,
        band: percentile === null ? null : bandOf(percentile),
      };
    },

    // ── admin ─────────────────────────────────────────────────────────────────────────────────────

    async overview(versionNumber: number | undefined): Promise<AdminBenchmarks> {
      const versions = await repository.versions();
      const version =
        versionNumber === undefined
          ? (versions.find((v) => v.status === 'published') ?? versions[0])
          : versions.find((v) => v.number === versionNumber);
      if (versionNumber !== undefined && !version)
        throw new HttpError(404, 'not_found', `Version ${versionNumber} has no completed assessments.`);
      const min = await minGroupSize();
      const empty = {
        entries: 0,
        counted: 0,
        careless: { identical: 0, 'too-fast': 0 },
        admins: 0,
        testAccounts: 0,
      };
      if (!version)
        return {
          version: null,
          versions: [],
          minGroupSize: min,
          minGroupSizeFloor: BENCHMARK_MIN_GROUP_SIZE_FLOOR,
          computedAt: null,
          summary: empty,
          groups: [],
          distributions: [],
        };
      const [data, stored] = await Promise.all([
        loadVersion(version.id),
        repository.setting(summaryKey(version.id)),
      ]);
      const s = (stored ?? {}) as Partial<Record<string, number>>;
      const size = (kind: BenchmarkGroupKind, value: string | null) =>
        data.groups.get(groupKey(kind, value))?.get('overall')?.count ?? 0;
      const groupRow = (kind: BenchmarkGroupKind, value: string | null) => {
        const count = size(kind, value);
        return {
          kind,
          value,
          label: benchmarkGroupLabel(kind, value),
          count,
          available: isGroupAvailable(count, min),
          missing: missingFor(count, min),
        };
      };
      const all = data.groups.get(groupKey('all', null));
      return {
        version: version.number,
        versions: [...new Set(versions.map((v) => v.number))],
        minGroupSize: min,
        minGroupSizeFloor: BENCHMARK_MIN_GROUP_SIZE_FLOOR,
        computedAt: data.computedAt?.toISOString() ?? null,
        summary: {
          entries: s.entries ?? 0,
          counted: s.counted ?? 0,
          careless: { identical: s.identical ?? 0, 'too-fast': s.tooFast ?? 0 },
          admins: s.admins ?? 0,
          testAccounts: s.testAccounts ?? 0,
        },
        groups: [
          groupRow('all', null),
          ...FUNDRAISING_STAGES.map((stage) => groupRow('stage', stage)),
          ...TEAM_SIZES.map((team) => groupRow('team-size', team)),
        ],
        distributions: metricOrder(data).map((m) => {
          const d = all?.get(m.metric);
          const count = d?.count ?? 0;
          const shown = d !== undefined && isGroupAvailable(count, min);
          return {
            metric: m.metric,
            chapterId: m.chapterId,
            label: m.label,
            area: m.area,
            count,
            median: shown ? d.median : null,
            bins: shown ? coarseBins(d.histogram) : [],
          };
        }),
      };
    },

    async setMinGroupSize(value: number, context: AdminContext): Promise<{ minGroupSize: number }> {
      const parsed = minGroupSizeSchema.safeParse(value);
      if (!parsed.success)
        throw new HttpError(
          400,
          'invalid_request',
          parsed.error.issues[0]?.message ?? 'Invalid minimum group size.',
        );
      const from = await minGroupSize();
      await repository.saveMinGroupSize(context.admin, parsed.data, from);
      return { minGroupSize: parsed.data };
    },

    /** Enqueues a recompute of every version, due now. */
    async requestRecompute(context: AdminContext): Promise<void> {
      await jobs.enqueue(RECOMPUTE_JOB, {}, { uniqueKey: `${RECOMPUTE_JOB}:manual:${now().getTime()}` });
      await repository.audit(context.admin, ADMIN_BENCHMARK_AUDIT_ACTIONS.recompute);
      context.log.info({ admin: context.admin.userId }, 'benchmarks: recompute requested');
    },

    async setExcluded(userId: string, excluded: boolean, context: AdminContext) {
      if (!(await repository.setExcluded(context.admin, userId, excluded)))
        throw new HttpError(404, 'not_found', 'User not found');
      // the groups change with it: recompute soon, not only at the next hour (the key names no person:
      // job rows outlive an account)
      await jobs.enqueue(RECOMPUTE_JOB, {}, { uniqueKey: `${RECOMPUTE_JOB}:exclusion:${now().getTime()}` });
      return { id: userId, excluded };
    },
  };
}

export type BenchmarksService = ReturnType<typeof benchmarksService>;
