import { integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { InstrumentReport } from '../../../domain/instrument-report';
import { questionnaireVersions } from './assessment';

/**
 * The admin's instrument-quality figures, one row per questionnaire version, as its last recompute by
 * the job queue left them: a page read only reads this row, never the answers behind it. The report
 * holds aggregates only (counts, shares, correlations), never an answer of one founder or rater.
 */
export const instrumentReports = pgTable('instrument_reports', {
  versionId: uuid('version_id')
    .primaryKey()
    .references(() => questionnaireVersions.id, { onDelete: 'cascade' }),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  /** completed, non-careless assessments the statistics rest on */
  assessments: integer('assessments').notNull(),
  report: jsonb('report').$type<InstrumentReport>().notNull(),
});
