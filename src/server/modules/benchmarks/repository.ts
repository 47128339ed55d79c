import { asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ADMIN_BENCHMARK_AUDIT_ACTIONS } from '../../../contract/admin-benchmarks';
import type { Database } from '../../db/client';
import {
  appSettings,
  assessmentSessions,
  benchmarkDistributions,
  benchmarkEntries,
  chapters,
  profiles,
  questionnaireVersions,
  responses,
  results,
  user,
} from '../../db/schema';
import type { AdminIdentity } from '../admin/guard';
import { writeAudit } from '../admin/repository';

/** app_settings key of the admin's minimum group size. */
export const MIN_GROUP_SIZE_KEY = 'benchmarkMinGroupSize';
/** app_settings key (per version) of what the last recompute counted and left out, for the admin. */
const SUMMARY_KEY_PREFIX = 'benchmarkSummary:';
export const summaryKey = (versionId: string) => `${SUMMARY_KEY_PREFIX}${versionId}`;
/** Transaction-level advisory lock of a version's recompute: instances take turns, never overlap. */
const RECOMPUTE_LOCK_CLASS = 214_021;

/** One histogram bin of one group and metric, as the aggregation answers it. */
export type BinRow = { kind: string; value: string; metric: string; bin: number; n: number };

export type RecomputeSummary = {
  entries: number;
  counted: number;
  identical: number;
  tooFast: number;
  admins: number;
  testAccounts: number;
};

export type DistributionInput = {
  groupKind: string;
  groupValue: string;
  metric: string;
  count: number;
  histogram: number[];
  median: number | null;
};

/** Rows of `execute`: postgres.js answers an array, PGlite an object with `rows`. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
}

/**
 * The one aggregation of a recompute: each person's latest entry that counts (one count per person),
 * every metric's score binned to 0.01 and counted per stage, team size, metric and bin (the profile's
 * fields as they are now); the three kinds of group are sums over that small set.
 */
const aggregation = (versionId: string) => sql`
  with counted as (
    select distinct on (e.person_key)
      e.overall, e."inner", e."outer", e.chapter_averages, p.fundraising_stage as stage, p.team_size
    from ${benchmarkEntries} e
    left join ${user} u on u.id = e.user_id
    left join ${profiles} p on p.user_id = e.user_id
    where e.version_id = ${versionId} and e.careless is null
      and (e.user_id is null or (
        coalesce(u.role, '') <> 'admin' and coalesce(p.role, 'user') <> 'admin'
        and not coalesce(p.excluded_from_benchmarks, false)))
    order by e.person_key, e.completed_at desc, e.session_id desc
  ), scores as (
    select c.stage, c.team_size, m.metric, m.score
    from counted c
    cross join lateral (
      select 'overall' as metric, c.overall as score
      union all select 'inner', c."inner"
      union all select 'outer', c."outer"
      union all select a.key, a.value::float8 from jsonb_each_text(c.chapter_averages) a
    ) m
    where m.score between 1 and 5
  ), fine as (
    -- scores are 2-decimal values, so (score - 1) * 100 is an integer up to rounding noise: never a tie
    select stage, team_size, metric, round((score - 1) * 100)::int as bin, count(*)::int as n
    from scores group by 1, 2, 3, 4
  )
  select 'all' as kind, '' as value, metric, bin, sum(n)::int as n from fine group by metric, bin
  union all
  select 'stage', stage, metric, bin, sum(n)::int from fine where stage is not null group by stage, metric, bin
  union all
  select 'team-size', team_size, metric, bin, sum(n)::int from fine where team_size is not null
  group by team_size, metric, bin`;

/** What the admin sees beside the distributions: entries, and who was left out and why. */
const summaryQuery = (versionId: string) => sql`
  select
    count(*)::int as entries,
    (count(*) filter (where x.careless = 'identical'))::int as identical,
    (count(*) filter (where x.careless = 'too-fast'))::int as "tooFast",
    (count(distinct x.person_key) filter (where x.admin))::int as admins,
    (count(distinct x.person_key) filter (where x.test and not x.admin))::int as "testAccounts"
  from (
    select e.careless, e.person_key,
      e.user_id is not null and (coalesce(u.role, '') = 'admin' or coalesce(p.role, 'user') = 'admin') as admin,
      coalesce(p.excluded_from_benchmarks, false) as test
    from ${benchmarkEntries} e
    left join ${user} u on u.id = e.user_id
    left join ${profiles} p on p.user_id = e.user_id
    where e.version_id = ${versionId}
  ) x`;

/** Drizzle for the benchmarks: entries, the recompute, the precomputed distributions and settings. */
export function benchmarksRepository(db: Database) {
  // The founder's read, built once: the result, its version and the owner's profile in one query, with
  // when the version's distributions were last computed and the minimum group size, so that a kept
  // distribution is known to be current, on every instance, without reading it again.
  const ownedResult = db
    .select({
      userId: assessmentSessions.userId,
      visitorId: assessmentSessions.visitorId,
      secretHash: assessmentSessions.secretHash,
      status: assessmentSessions.status,
      versionId: results.versionId,
      versionNumber: questionnaireVersions.number,
      overall: results.overall,
      inner: results.innerAverage,
      outer: results.outerAverage,
      chapterAverages: results.chapterAverages,
      stage: profiles.fundraisingStage,
      teamSize: profiles.teamSize,
      computedAt: sql<string | null>`(select ${appSettings.value} ->> 'computedAt' from ${appSettings}
        where ${appSettings.key} = ${SUMMARY_KEY_PREFIX}::text || ${results.versionId}::text)`,
      minGroupSize: sql<unknown>`(select ${appSettings.value} from ${appSettings}
        where ${appSettings.key} = ${MIN_GROUP_SIZE_KEY}::text)`,
    })
    .from(assessmentSessions)
    .innerJoin(results, eq(results.sessionId, assessmentSessions.id))
    .innerJoin(questionnaireVersions, eq(questionnaireVersions.id, results.versionId))
    .leftJoin(profiles, eq(profiles.userId, assessmentSessions.userId))
    .where(eq(assessmentSessions.id, sql.placeholder('id')))
    .prepare('benchmarks_owned_result');

  return {
    /**
     * A completed session's result with what picks its groups, the version's last computation (its
     * summary's `computedAt`, null before the first) and the stored minimum group size; null when there
     * is no such result.
     */
    async result(sessionId: string) {
      const [row] = await ownedResult.execute({ id: sessionId });
      return row ?? null;
    },

    /** A version's distributions (every group and metric) and its chapters, for the read cache. */
    async distributions(versionId: string) {
      const [rows, chapterRows] = await Promise.all([
        db.select().from(benchmarkDistributions).where(eq(benchmarkDistributions.versionId, versionId)),
        db
          .select({
            id: chapters.id,
            title: chapters.title,
            area: chapters.area,
            position: chapters.position,
          })
          .from(chapters)
          .where(eq(chapters.versionId, versionId))
          .orderBy(asc(chapters.position)),
      ]);
      return { rows, chapters: chapterRows };
    },

    async setting(key: string): Promise<unknown> {
      const [row] = await db
        .select({ value: appSettings.value })
        .from(appSettings)
        .where(eq(appSettings.key, key));
      return row?.value;
    },

    async saveMinGroupSize(actor: AdminIdentity, value: number, from: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(appSettings)
          .values({ key: MIN_GROUP_SIZE_KEY, value, updatedBy: actor.userId, updatedAt: sql`now()` })
          .onConflictDoUpdate({
            target: appSettings.key,
            set: { value: sql`excluded.value`, updatedBy: actor.userId, updatedAt: sql`now()` },
          });
        await writeAudit(tx, actor, {
          action: ADMIN_BENCHMARK_AUDIT_ACTIONS.settingsUpdate,
          target: null,
          details: { minGroupSize: { from, to: value } },
        });
      });
    },

    /** An admin action that is nothing but its audit entry (asking for a recompute). */
    audit(actor: AdminIdentity, action: string): Promise<void> {
      return writeAudit(db, actor, { action, target: null, details: null });
    },

    /** Marks (or unmarks) a user as a test account; false when there is no such user. */
    async setExcluded(actor: AdminIdentity, userId: string, excluded: boolean): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select({ id: user.id, email: user.email })
          .from(user)
          .where(eq(user.id, userId));
        if (!found) return false;
        await tx
          .insert(profiles)
          .values({ userId, email: found.email, excludedFromBenchmarks: excluded })
          .onConflictDoUpdate({
            target: profiles.userId,
            set: { excludedFromBenchmarks: excluded, updatedAt: sql`now()` },
          });
        await writeAudit(tx, actor, {
          action: ADMIN_BENCHMARK_AUDIT_ACTIONS.userExclusion,
          target: userId,
          details: { excluded },
        });
        return true;
      });
    },

    /** The published version of the active assessment and every version with entries, newest first. */
    async versions() {
      const rows = await db
        .selectDistinct({
          id: questionnaireVersions.id,
          number: questionnaireVersions.number,
          status: questionnaireVersions.status,
        })
        .from(questionnaireVersions)
        .where(
          sql`${questionnaireVersions.status} = 'published' or exists (select 1 from ${benchmarkEntries} e where e.version_id = ${questionnaireVersions.id})`,
        )
        .orderBy(desc(questionnaireVersions.number));
      return rows;
    },

    /**
     * Versions that have entries or distributions (what the scheduled recompute goes through: a version
     * whose last entry was deleted loses its distributions too).
     */
    async versionIdsWithEntries(): Promise<string[]> {
      const [entries, computed] = await Promise.all([
        db.selectDistinct({ id: benchmarkEntries.versionId }).from(benchmarkEntries),
        db.selectDistinct({ id: benchmarkDistributions.versionId }).from(benchmarkDistributions),
      ]);
      return [...new Set([...entries, ...computed].map((r) => r.id))];
    },

    /**
     * Results stored without an entry (before benchmarks existed), a batch at a time, with what the
     * careless-answer rule needs: the answers' values and the session's start and completion.
     */
    async resultsWithoutEntry(limit: number) {
      const rows = await db
        .select({
          sessionId: results.sessionId,
          versionId: results.versionId,
          userId: assessmentSessions.userId,
          visitorId: assessmentSessions.visitorId,
          startedAt: assessmentSessions.startedAt,
          completedAt: sql<Date>`coalesce(${assessmentSessions.completedAt}, ${results.createdAt})`.mapWith(
            (value: string | Date) => new Date(value),
          ),
          overall: results.overall,
          inner: results.innerAverage,
          outer: results.outerAverage,
          chapterAverages: results.chapterAverages,
        })
        .from(results)
        .innerJoin(assessmentSessions, eq(assessmentSessions.id, results.sessionId))
        .leftJoin(benchmarkEntries, eq(benchmarkEntries.sessionId, results.sessionId))
        .where(isNull(benchmarkEntries.sessionId))
        .limit(limit);
      if (rows.length === 0) return [];
      const answers = await db
        .select({ sessionId: responses.sessionId, value: responses.value })
        .from(responses)
        .where(
          inArray(
            responses.sessionId,
            rows.map((r) => r.sessionId),
          ),
        );
      const valuesOf = new Map<string, number[]>();
      for (const a of answers) {
        // 'Doesn't apply to me yet' is no rating: the careless rule reads ratings only
        if (a.value !== null) valuesOf.set(a.sessionId, [...(valuesOf.get(a.sessionId) ?? []), a.value]);
      }
      return rows.map((r) => ({ ...r, values: valuesOf.get(r.sessionId) ?? [] }));
    },

    async insertEntries(entries: Array<typeof benchmarkEntries.$inferInsert>): Promise<void> {
      if (entries.length) await db.insert(benchmarkEntries).values(entries).onConflictDoNothing();
    },

    /**
     * Recomputes one version: under a lock per version (instances take turns), aggregates and replaces
     * the version's distributions and summary in one transaction, so a read sees the old set or the new.
     * `build` turns the bins into rows (the domain's median) outside SQL.
     */
    async recompute(
      versionId: string,
      computedAt: Date,
      build: (bins: BinRow[]) => DistributionInput[],
    ): Promise<{ summary: RecomputeSummary; rows: number }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${RECOMPUTE_LOCK_CLASS}, hashtext(${versionId}))`);
        // the latest-entry-per-person sort of 100,000 entries stays in memory instead of spilling to disk
        await tx.execute(sql`set local work_mem = '64MB'`);
        const bins = rowsOf<BinRow>(await tx.execute(aggregation(versionId)));
        const [counts] = rowsOf<Omit<RecomputeSummary, 'counted'>>(await tx.execute(summaryQuery(versionId)));
        const distributions = build(bins);
        const counted =
          distributions.find((d) => d.groupKind === 'all' && d.metric === 'overall')?.count ?? 0;
        const summary: RecomputeSummary = {
          entries: Number(counts?.entries ?? 0),
          counted,
          identical: Number(counts?.identical ?? 0),
          tooFast: Number(counts?.tooFast ?? 0),
          admins: Number(counts?.admins ?? 0),
          testAccounts: Number(counts?.testAccounts ?? 0),
        };
        await tx.delete(benchmarkDistributions).where(eq(benchmarkDistributions.versionId, versionId));
        if (distributions.length)
          await tx
            .insert(benchmarkDistributions)
            .values(distributions.map((d) => ({ ...d, versionId, computedAt })));
        await tx
          .insert(appSettings)
          .values({ key: summaryKey(versionId), value: { ...summary, computedAt: computedAt.toISOString() } })
          .onConflictDoUpdate({
            target: appSettings.key,
            set: { value: sql`excluded.value`, updatedAt: sql`now()` },
          });
        return { summary, rows: distributions.length };
      });
    },

    /** The user's benchmark entries (the account export). */
    async entriesOf(userId: string) {
      return db
        .select({
          sessionId: benchmarkEntries.sessionId,
          careless: benchmarkEntries.careless,
          completedAt: benchmarkEntries.completedAt,
        })
        .from(benchmarkEntries)
        .where(eq(benchmarkEntries.userId, userId))
        .orderBy(asc(benchmarkEntries.completedAt));
    },
  };
}

export type BenchmarksRepository = ReturnType<typeof benchmarksRepository>;
