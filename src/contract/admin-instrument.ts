import { z } from 'zod';
import { INSTRUMENT_FLAG_KINDS } from '../domain/instrument-report';

/**
 * The admin's "instrument quality" figures per questionnaire version (admin guard, CSRF and no-store as
 * every admin route). They are computed by the job queue, never on a read; below the threshold of
 * completed, non-careless assessments the answer says how many there are and how many more are needed,
 * and carries no statistics (and the CSV is refused).
 */
export const adminInstrumentPaths = {
  /** the versions that have a computed report */
  versions: '/api/admin/instrument/versions',
  report: '/api/admin/instrument/versions/:version',
  csv: '/api/admin/instrument/versions/:version/csv',
  recompute: '/api/admin/instrument/recompute',
} as const;

export const ADMIN_INSTRUMENT_FAILURES = {
  fetch: 'Failed to fetch the instrument report',
  csv: 'Failed to export the instrument report',
  recompute: 'Failed to start the instrument recompute',
} as const;

export const ADMIN_INSTRUMENT_AUDIT_ACTIONS = { recompute: 'instrument.recompute' } as const;

/** 409: the version has fewer assessments than the threshold, so there are no figures to export. */
export const INSTRUMENT_BELOW_THRESHOLD = 'instrument_below_threshold';

const isoDate = z.iso.datetime({ offset: true });
const count = z.number().int().min(0);
const share = z.number().min(0).max(1).nullable();
/** a statistic that is null where it is undefined (too few assessments, an answer nobody varies on) */
const statistic = z.number().nullable();
const versionNumber = z.number().int().min(1);
const versionStatus = z.enum(['draft', 'published', 'superseded']);

/** `:version`, the version's number: a whole number the database can hold (anything else is a 400). */
export const instrumentVersionParamsSchema = z.object({
  version: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const instrumentChapterSchema = z.object({
  chapterId: z.string(),
  title: z.string(),
  area: z.enum(['inner', 'outer']),
  /** 1, 2, … in questionnaire order */
  number: z.number().int().min(1),
  /** assessments with a real answer on every statement of the chapter: what alpha rests on */
  n: count,
  alpha: statistic,
});
export type InstrumentChapter = z.infer<typeof instrumentChapterSchema>;

export const instrumentStatementSchema = z.object({
  questionId: z.string(),
  chapterId: z.string(),
  /** '3.2': chapter and place in it, as the CSV and the screen name the statement */
  label: z.string(),
  text: z.string(),
  n: count,
  /** answers 1, 2, 3, 4 and 5 */
  counts: z.array(count).length(5),
  mean: statistic,
  sd: statistic,
  floorShare: share,
  ceilingShare: share,
  notApplicable: count,
  notApplicableShare: share,
  itemRest: statistic,
  alphaIfDropped: statistic,
  dropOff: z.object({ count, share }),
  raters: z.object({
    ratings: count,
    cantJudge: count,
    cantJudgeShare: share,
    founders: count,
    selfOthersR: statistic,
    meanGap: statistic,
  }),
});
export type InstrumentStatement = z.infer<typeof instrumentStatementSchema>;

export const instrumentFlagSchema = z.object({
  questionId: z.string(),
  chapterId: z.string(),
  kind: z.enum(INSTRUMENT_FLAG_KINDS),
  reason: z.string(),
});
export type InstrumentFlag = z.infer<typeof instrumentFlagSchema>;

export const adminInstrumentReportSchema = z.object({
  version: versionNumber,
  status: versionStatus,
  computedAt: isoDate,
  /** the threshold (INSTRUMENT_MIN_ASSESSMENTS) */
  minAssessments: count,
  /** completed, non-careless assessments counted */
  assessments: count,
  /** how many more are needed before the figures are shown (0 once they are) */
  missing: count,
  shown: z.boolean(),
  sessions: z.object({ total: count, completed: count, careless: count, abandoned: count }),
  /** feedback rounds counted (those with enough raters to keep each rater's answers unknown) */
  raterRounds: count,
  /** null below the threshold */
  statistics: z
    .object({
      chapters: z.array(instrumentChapterSchema),
      statements: z.array(instrumentStatementSchema),
      flags: z.array(instrumentFlagSchema),
    })
    .nullable(),
});
export type AdminInstrumentReport = z.infer<typeof adminInstrumentReportSchema>;

export const adminInstrumentVersionsSchema = z.object({
  minAssessments: count,
  /** newest first */
  versions: z.array(
    z.object({
      version: versionNumber,
      status: versionStatus,
      computedAt: isoDate,
      assessments: count,
      shown: z.boolean(),
    }),
  ),
  /** a recompute is due or running now */
  recomputing: z.boolean(),
});
export type AdminInstrumentVersions = z.infer<typeof adminInstrumentVersionsSchema>;

export const adminInstrumentRecomputeSchema = z.object({ queued: z.literal(true) });
