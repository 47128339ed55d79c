import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';

/**
 * Opens the database a (stopped or running) server used, with the product's own client: PostgreSQL by
 * URL, or a PGlite data directory after its server stopped (one process per PGlite directory).
 */
export function openStore(target: { databaseUrl: string } | { dataDir: string }): Promise<DatabaseHandle> {
  return 'databaseUrl' in target
    ? openDatabase({ kind: 'postgres', url: target.databaseUrl, max: 2 })
    : openDatabase({ kind: 'pglite', dataDir: target.dataDir });
}

export async function rows<T extends Record<string, unknown>>(
  db: DatabaseHandle,
  query: string,
): Promise<T[]> {
  const result = (await db.db.execute(sql.raw(query))) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export type AcknowledgedCheck = {
  sessions: number;
  acknowledged: number;
  /** acknowledged answers missing from the database, or stored with another value */
  lost: number;
  wrongValue: number;
  /** (session, question) pairs stored more than once */
  duplicates: number;
  /** sessions whose stored answer count differs from what was acknowledged (missing or extra) */
  sessionsWithOtherCount: number;
  completedWithoutResult: number;
  examples: string[];
};

/** Every acknowledged answer is stored once with its value; every acknowledged completion has its result. */
export async function checkAcknowledged(
  db: DatabaseHandle,
  acknowledged: Map<string, Map<string, number>>,
  completed: Set<string>,
): Promise<AcknowledgedCheck> {
  const stored = await rows<{ session_id: string; question_id: string; value: number }>(
    db,
    'select session_id::text as session_id, question_id::text as question_id, value from responses',
  );
  const bySession = new Map<string, Map<string, number>>();
  for (const r of stored) {
    const m = bySession.get(r.session_id) ?? new Map<string, number>();
    bySession.set(r.session_id, m);
    m.set(r.question_id, Number(r.value));
  }
  const [dup] = await rows<{ n: number | string }>(
    db,
    'select count(*) as n from (select 1 from responses group by session_id, question_id having count(*) > 1) d',
  );
  const withResult = new Set(
    (await rows<{ session_id: string }>(db, 'select session_id::text as session_id from results')).map(
      (r) => r.session_id,
    ),
  );
  const examples: string[] = [];
  let total = 0;
  let lost = 0;
  let wrongValue = 0;
  let otherCount = 0;
  for (const [session, answers] of acknowledged) {
    const have = bySession.get(session) ?? new Map<string, number>();
    if (have.size !== answers.size) otherCount++;
    for (const [question, value] of answers) {
      total++;
      const got = have.get(question);
      if (got === undefined) {
        lost++;
        if (examples.length < 5) examples.push(`lost: session ${session} question ${question}`);
      } else if (got !== value) {
        wrongValue++;
        if (examples.length < 5)
          examples.push(`value ${got}≠${value}: session ${session} question ${question}`);
      }
    }
  }
  let completedWithoutResult = 0;
  for (const session of completed) {
    if (!withResult.has(session)) {
      completedWithoutResult++;
      if (examples.length < 5) examples.push(`completion acknowledged without result: ${session}`);
    }
  }
  return {
    sessions: acknowledged.size,
    acknowledged: total,
    lost,
    wrongValue,
    duplicates: Number(dup?.n ?? 0),
    sessionsWithOtherCount: otherCount,
    completedWithoutResult,
    examples,
  };
}

export const acknowledgedOk = (c: AcknowledgedCheck) =>
  c.lost === 0 && c.wrongValue === 0 && c.duplicates === 0 && c.completedWithoutResult === 0;
