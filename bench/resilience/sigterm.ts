import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createBenchDatabase } from '../lib/postgres';
import { questionIds } from '../lib/respondent';
import { NO_SHEDDING, startServer } from '../lib/server';
import { round } from '../lib/stats';
import { drive } from './driver';

export type SigtermReport = {
  name: 'SIGTERM under load';
  database: 'postgres' | 'pglite';
  respondents: number;
  /** requests written before SIGTERM and still open when it was sent, and what they got */
  inFlightAtSigterm: number;
  inFlightStatuses: Record<string, number>;
  /** requests written before SIGTERM that got no HTTP response (reset, hang-up) */
  inFlightLost: number;
  /** ECONNRESET / EPIPE / socket hang up on requests written after SIGTERM */
  resetsAfterSigterm: number;
  /** when those happened: ms after SIGTERM that the request was written and failed */
  resetTimes: { startedMs: number; failedMs: number }[];
  /** everything written after SIGTERM: 503 (closing) and refused connections are the expected outcomes */
  after: Record<string, number>;
  exitCode: number | null;
  exitSignal: string | null;
  exitMs: number;
  forcedKill: boolean;
  /** in-flight requests all answered, exit code 0 within 10 s (what `npm test` holds the product to) */
  drained: boolean;
  /** drained and not a single connection reset (the full criterion) */
  pass: boolean;
  problems: string[];
};

const RESET = /ECONNRESET|EPIPE|socket hang up/i;

/**
 * (d) SIGTERM while respondents are answering: requests in flight at the signal get their response,
 * no connection is reset, and the process exits (code 0) within 10 s. The signal comes once every
 * respondent is past its first requests (steady load) and `loadBeforeMs` has passed.
 */
export async function checkSigterm(options: {
  respondents: number;
  loadBeforeMs: number;
  postgres?: boolean;
}): Promise<SigtermReport> {
  const database = options.postgres ? await createBenchDatabase('uplift_sigterm') : null;
  const dataDir = database ? null : mkdtempSync(path.join(os.tmpdir(), 'uplift-sigterm-'));
  try {
    const server = await startServer({
      trustProxy: true,
      env: NO_SHEDDING,
      ...(database ? { databaseUrl: database.url } : { dataDir: dataDir as string }),
    });
    const ids = await questionIds(server.url);
    let exited = false;
    void server.exited.then(() => {
      exited = true;
    });
    const answering = new Set<number>();
    let steady: () => void = () => {};
    const allAnswering = new Promise<void>((resolve) => {
      steady = resolve;
    });
    const load = drive({
      urls: [server.url],
      respondents: options.respondents,
      durationMs: options.loadBeforeMs + 60_000,
      questionIds: ids,
      stopOnRefused: true,
      shouldStop: () => exited,
      onAttempt(attempt, respondent) {
        if (attempt.kind === 'answer' && attempt.status === 200) answering.add(respondent);
        if (answering.size === options.respondents) steady();
      },
    });
    await Promise.all([allAnswering, new Promise((r) => setTimeout(r, options.loadBeforeMs))]);
    const sigtermAt = performance.now();
    const exit = await server.stop('SIGTERM', 12_000);
    const run = await load;

    const inFlight = run.attempts.filter((a) => a.start < sigtermAt && a.end >= sigtermAt);
    const lost = run.attempts.filter((a) => a.start < sigtermAt && typeof a.status !== 'number');
    const written = run.attempts.filter((a) => a.start >= sigtermAt);
    const resets = written.filter((a) => typeof a.status === 'string' && RESET.test(a.status));
    const problems: string[] = [];
    if (lost.length)
      problems.push(
        `${lost.length} requests written before SIGTERM got no response (${[...new Set(lost.map((a) => a.status))].join(', ')})`,
      );
    if (exit.forced || exit.ms > 10_000) problems.push(`exit took ${Math.round(exit.ms)} ms`);
    if (exit.code !== 0) problems.push(`exit code ${exit.code} signal ${exit.signal}`);
    if (inFlight.length === 0) problems.push('no request was in flight at SIGTERM: the check proved nothing');
    const drained = problems.length === 0;
    if (resets.length)
      problems.push(
        `${resets.length} requests written on kept-alive connections after SIGTERM were reset instead of answered 503 or refused`,
      );
    return {
      name: 'SIGTERM under load',
      database: database ? 'postgres' : 'pglite',
      respondents: options.respondents,
      inFlightAtSigterm: inFlight.length,
      inFlightStatuses: tally(inFlight.map((a) => a.status)),
      inFlightLost: lost.length,
      resetsAfterSigterm: resets.length,
      resetTimes: resets.slice(0, 5).map((a) => ({
        startedMs: round(a.start - sigtermAt, 0),
        failedMs: round(a.end - sigtermAt, 0),
      })),
      after: tally(written.map((a) => a.status)),
      exitCode: exit.code,
      exitSignal: exit.signal,
      exitMs: round(exit.ms, 0),
      forcedKill: exit.forced,
      drained,
      pass: problems.length === 0,
      problems,
    };
  } finally {
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

function tally(values: (number | string)[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const v of values) out[String(v)] = (out[String(v)] ?? 0) + 1;
  return out;
}
