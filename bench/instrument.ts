import { openDatabase } from '../src/server/db/client';
import { prepareDatabase } from '../src/server/db/prepare';
import { generateInstrumentPopulation } from '../src/server/modules/instrument/population';
import { instrumentRepository } from '../src/server/modules/instrument/repository';
import { instrumentService, POSTGRES_SESSION_STREAMS } from '../src/server/modules/instrument/service';
import type { JobQueue } from '../src/server/modules/jobs/queue';
import { createBenchDatabase } from './lib/postgres';
import { silentLog } from './lib/silent-log';
import { median, round } from './lib/stats';

/** The limit: the instrument's statistics on 100,000 assessments recompute in under 10 s. */
export const INSTRUMENT_LIMITS = { recomputeS: 10, assessments: 100_000 } as const;

export type InstrumentBenchReport = {
  /** completed assessments generated, each answering every statement */
  assessments: number;
  statements: number;
  /** sessions left part way (drop-off) and closed rater rounds, generated beside them */
  abandoned: number;
  raterRounds: number;
  ratersPerRound: number;
  /** generating them in PostgreSQL (set-based SQL), for the record */
  seedS: number;
  /** each full recompute (every version; the job's own code), ms */
  recomputeMs: number[];
  recomputeMedianMs: number;
  /** what the last recompute counted (completed, non-careless) */
  counted: number;
  pass: { recompute: boolean };
};

/**
 * The instrument's recompute at scale on PostgreSQL: the default questionnaire, `assessments` completed
 * assessments with every answer (plus a fifth as many left part way and 2,000 closed rounds of 4 raters)
 * generated in the database, then the full recompute timed three times with the job's own code.
 */
export async function measureInstrument(
  options: { assessments?: number } = {},
): Promise<InstrumentBenchReport> {
  const assessments = options.assessments ?? INSTRUMENT_LIMITS.assessments;
  const abandoned = Math.round(assessments / 5);
  const raterRounds = Math.min(2_000, assessments);
  const ratersPerRound = 4;
  const pg = await createBenchDatabase('uplift_instrument');
  try {
    const database = await openDatabase({ kind: 'postgres', url: pg.url, max: 2 });
    try {
      await prepareDatabase(database);
      const repository = instrumentRepository(database.db);
      const [version] = await pg.sql<{ id: string; assessment_id: string }[]>`
        select id::text, assessment_id::text from questionnaire_versions where status = 'published'`;
      if (!version) throw new Error('no published questionnaire version');
      const structure = await repository.structure(version.id);
      const questions = structure?.questions ?? [];
      const allowed = new Set(
        (
          await pg.sql<{ id: string }[]>`
            select id::text from questions where version_id = ${version.id} and not_applicable_allowed`
        ).map((q) => q.id),
      );
      const seedStarted = performance.now();
      await generateInstrumentPopulation((text, params) => pg.sql.unsafe(text, params as never[]), {
        prefix: 'bench-instrument',
        assessmentId: version.assessment_id,
        versionId: version.id,
        questions: questions.map((q) => ({ id: q.id, notApplicableAllowed: allowed.has(q.id) })),
        completed: assessments,
        abandoned,
        raterRounds,
        ratersPerRound,
      });
      // as a database that lives long is: hint bits set and statistics known (autovacuum), and the pages
      // the bulk insert and the vacuum dirtied written out (a checkpoint), not flushed during the runs
      await pg.sql`vacuum analyze`;
      await pg.sql`checkpoint`.catch(() => undefined);
      const seedS = (performance.now() - seedStarted) / 1000;

      const service = instrumentService({
        repository,
        jobs: {} as JobQueue,
        now: () => new Date(),
        log: silentLog,
        sessionStreams: POSTGRES_SESSION_STREAMS,
      });
      const recomputeMs: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const t0 = performance.now();
        await service.recompute(undefined);
        recomputeMs.push(Math.round(performance.now() - t0));
      }
      const stored = await repository.report(version.id);
      return {
        assessments,
        statements: questions.length,
        abandoned,
        raterRounds,
        ratersPerRound,
        seedS: round(seedS, 1),
        recomputeMs,
        recomputeMedianMs: median(recomputeMs),
        counted: stored?.assessments ?? 0,
        pass: { recompute: Math.max(...recomputeMs) < INSTRUMENT_LIMITS.recomputeS * 1000 },
      };
    } finally {
      await database.close();
    }
  } finally {
    await pg.drop();
  }
}
