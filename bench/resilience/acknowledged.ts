import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBenchDatabase } from '../lib/postgres';
import { questionIds } from '../lib/respondent';
import { errorLines, NO_SHEDDING, startServer } from '../lib/server';
import { is5xx, isNetworkError, type KindSummary, round } from '../lib/stats';
import { drive } from './driver';
import { type AcknowledgedCheck, acknowledgedOk, checkAcknowledged, openStore } from './verify';

export type AcknowledgedReport = {
  name: 'acknowledged answers';
  database: 'postgres' | 'pglite';
  respondents: number;
  durationS: number;
  requests: number;
  answersPerSec: number;
  completedSessions: number;
  fiveXX: number;
  networkErrors: number;
  check: AcknowledgedCheck;
  kinds: Record<string, KindSummary>;
  pass: boolean;
  problems: string[];
};

/**
 * (a) Many respondents at once: every answer the server acknowledged (200) is in the database with its
 * value, no (session, question) twice, no 5xx, every acknowledged completion has its result.
 */
export async function checkAcknowledgedAnswers(options: {
  respondents: number;
  durationMs: number;
  /** PostgreSQL server URL to create a database on; PGlite in a temp dir without it */
  postgres?: boolean;
}): Promise<AcknowledgedReport> {
  const database = options.postgres ? await createBenchDatabase('uplift_resilience') : null;
  const dataDir = database ? null : mkdtempSync(path.join(os.tmpdir(), 'uplift-resilience-'));
  try {
    const server = await startServer({
      trustProxy: true,
      env: NO_SHEDDING,
      ...(database ? { databaseUrl: database.url } : { dataDir: dataDir as string }),
    });
    let run: Awaited<ReturnType<typeof drive>>;
    let serverErrors: string[] = [];
    try {
      const ids = await questionIds(server.url);
      run = await drive({
        urls: [server.url],
        respondents: options.respondents,
        durationMs: options.durationMs,
        questionIds: ids,
      });
    } finally {
      await server.stop('SIGTERM');
      serverErrors = errorLines(server.output());
    }
    const store = await openStore(database ? { databaseUrl: database.url } : { dataDir: dataDir as string });
    let check: AcknowledgedCheck;
    try {
      check = await checkAcknowledged(store, run.acknowledged, run.completed);
    } finally {
      await store.close();
    }
    const seconds = (run.finishedAt - run.startedAt) / 1000;
    const fiveXX = run.recorder.total(is5xx);
    const networkErrors = run.recorder.total(isNetworkError);
    const problems: string[] = [];
    if (!acknowledgedOk(check)) problems.push(...check.examples);
    if (fiveXX) {
      const kinds = Object.entries(run.recorder.summaries())
        .flatMap(([kind, k]) =>
          Object.entries(k.statuses)
            .filter(([status]) => status.startsWith('5'))
            .map(([status, n]) => `${n}× ${status} on ${kind}`),
        )
        .join(', ');
      problems.push(
        `${fiveXX} responses with 5xx (${kinds}); server log: ${serverErrors.join('; ') || 'nothing'}`,
      );
    }
    if (networkErrors)
      problems.push(`${networkErrors} network errors (${[...run.recorder.errors.keys()].join(', ')})`);
    return {
      name: 'acknowledged answers',
      database: database ? 'postgres' : 'pglite',
      respondents: options.respondents,
      durationS: round(seconds),
      requests: run.recorder.total(),
      answersPerSec: round(run.recorder.count('answer', (s) => s === '200') / seconds, 0),
      completedSessions: run.completed.size,
      fiveXX,
      networkErrors,
      check,
      kinds: run.recorder.summaries(),
      pass: problems.length === 0 && check.acknowledged > 0,
      problems,
    };
  } finally {
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
