import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { assessmentSessions, questionnaireVersions } from './assessment';
import { user } from './auth';

/**
 * One completed assessment as the benchmarks see it, written when its result is stored (and filled
 * for older results by the recompute job). The careless-answer rule of src/domain is applied here,
 * once, so that the recompute only aggregates. Deleting the session (or the account) deletes it.
 */
export const benchmarkEntries = pgTable(
  'benchmark_entries',
  {
    sessionId: uuid('session_id')
      .primaryKey()
      .references(() => assessmentSessions.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id')
      .notNull()
      .references(() => questionnaireVersions.id),
    /** 'u:<user id>' or 'v:<visitor id>': one count per person (their latest entry on a version) */
    personKey: text('person_key').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    /** why the domain rule left it out ('identical', 'too-fast'); null when it counts */
    careless: text('careless'),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    overall: doublePrecision('overall').notNull(),
    inner: doublePrecision('inner'),
    outer: doublePrecision('outer'),
    /** chapter id → average, as in the result */
    chapterAverages: jsonb('chapter_averages').$type<Record<string, number>>().notNull(),
  },
  (t) => [index('benchmark_entries_person_idx').on(t.versionId, t.personKey, t.completedAt)],
);

/**
 * Precomputed distributions: per version, comparison group and metric, a histogram of scores in
 * steps of 0.01 from 1.00 to 5.00 (401 counts). Percentiles are read from it; nothing scans results
 * on a page read.
 */
export const benchmarkDistributions = pgTable(
  'benchmark_distributions',
  {
    versionId: uuid('version_id')
      .notNull()
      .references(() => questionnaireVersions.id, { onDelete: 'cascade' }),
    /** 'all', 'stage' or 'team-size' */
    groupKind: text('group_kind').notNull(),
    /** the stage or team size; '' for all founders */
    groupValue: text('group_value').notNull().default(''),
    /** 'overall', 'inner', 'outer' or a chapter id */
    metric: text('metric').notNull(),
    count: integer('count').notNull(),
    histogram: jsonb('histogram').$type<number[]>().notNull(),
    median: doublePrecision('median'),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      name: 'benchmark_distributions_pkey',
      columns: [t.versionId, t.groupKind, t.groupValue, t.metric],
    }),
    check('benchmark_distributions_group_check', sql`${t.groupKind} in ('all', 'stage', 'team-size')`),
  ],
);
