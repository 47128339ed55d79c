import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CSRF_PAIR, newVisitorId, nextIp, questionIds, randomAnswer } from '../lib/respondent';
import { NO_SHEDDING, startServer } from '../lib/server';
import { median, round } from '../lib/stats';
import { openStore, rows } from './verify';

export type SigkillReport = {
  name: 'SIGKILL while completing';
  database: 'pglite';
  rounds: number;
  restartsOk: number;
  restartFailures: string[];
  /** median and slowest time from spawn to listening, over the restarts */
  restartMsMedian: number;
  restartMsMax: number;
  sessionsPerRound: number;
  completionsAcknowledged: number;
  completionsCutByKill: number;
  /** rounds in which the kill landed while some completions were acknowledged and others not */
  roundsKilledMidway: number;
  resultRows: number;
  resultsWithoutAllAnswers: number;
  resultsWithoutCompletedSession: number;
  completedWithoutResult: number;
  acknowledgedCompletionsMissing: number;
  acknowledgedAnswersMissing: number;
  pass: boolean;
  problems: string[];
};

type Session = { id: string; secret: string; ip: string; answers: Record<string, number> };

async function json(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
  // every write here carries the CSRF pair, as the web page's do
  const response = await fetch(url, {
    ...init,
    headers: { ...CSRF_PAIR, ...(init.headers as Record<string, string>) },
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/**
 * (c) Round after round on one PGlite directory: start the server, give a few sessions 30 answers, then
 * complete them all at once (the last 10 answers travel in the completion, so answers and result are
 * written in one transaction) and SIGKILL the process at a random moment while they run. Every restart
 * must succeed with no manual step (stale lock and postmaster.pid recovered), and in the end no result
 * row may exist without all 40 answers of its session.
 */
export async function checkSigkill(options: {
  rounds: number;
  sessionsPerRound?: number;
  /** the kill comes a random [0, killJitterMs) after a random number of completions */
  killJitterMs?: number;
}): Promise<SigkillReport> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uplift-sigkill-'));
  const perRound = options.sessionsPerRound ?? 8;
  const killJitter = options.killJitterMs ?? 15;
  const restartMs: number[] = [];
  const restartFailures: string[] = [];
  const acknowledgedCompletions = new Set<string>();
  const answersGiven = new Map<string, number>();
  const acknowledgedAnswers = new Map<string, Record<string, number>>();
  let cut = 0;
  let midway = 0;
  try {
    for (let round = 0; round < options.rounds; round++) {
      let server: Awaited<ReturnType<typeof startServer>>;
      try {
        server = await startServer({ dataDir, trustProxy: true, env: NO_SHEDDING, startTimeoutMs: 180_000 });
      } catch (error) {
        restartFailures.push(`round ${round + 1}: ${(error as Error).message.slice(0, 400)}`);
        continue;
      }
      restartMs.push(server.startMs);
      try {
        const ids = await questionIds(server.url);
        const sessions: Session[] = [];
        for (let i = 0; i < perRound; i++) {
          const ip = nextIp();
          const created = await json(`${server.url}/api/sessions`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
            body: JSON.stringify({ visitorId: newVisitorId() }),
          });
          const { id, secret } = created.body as { id: string; secret: string };
          const answers = Object.fromEntries(ids.map((q) => [q, randomAnswer()]));
          const first30 = Object.fromEntries(Object.entries(answers).slice(0, 30));
          const saved = await json(`${server.url}/api/sessions/${id}/answers`, {
            method: 'PUT',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': ip,
              'x-session-secret': secret,
            },
            body: JSON.stringify({ answers: first30 }),
          });
          if (saved.status === 200) acknowledgedAnswers.set(id, first30);
          answersGiven.set(id, ids.length);
          sessions.push({ id, secret, ip, answers });
        }
        const completions = sessions.map((s) =>
          json(`${server.url}/api/sessions/${s.id}/complete`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': s.ip,
              'x-session-secret': s.secret,
            },
            body: JSON.stringify({ answers: Object.fromEntries(Object.entries(s.answers).slice(30)) }),
          }).then(
            (r) => ({ id: s.id, ok: r.status === 200 }),
            () => ({ id: s.id, ok: false }),
          ),
        );
        // Kill after a random number of completions were acknowledged (0 … all but one), plus jitter, so
        // the kill lands inside the transactions whatever the machine's speed.
        const waitFor = randomInt(0, perRound);
        let acknowledged = 0;
        await new Promise<void>((resolve) => {
          if (waitFor === 0) resolve();
          for (const c of completions)
            void c.then(() => {
              if (++acknowledged >= waitFor) resolve();
            });
        });
        await new Promise((r) => setTimeout(r, randomInt(0, killJitter)));
        server.child.kill('SIGKILL');
        const outcomes = await Promise.all(completions);
        await server.exited;
        let ok = 0;
        for (const o of outcomes) {
          if (o.ok) {
            ok++;
            acknowledgedCompletions.add(o.id);
          } else cut++;
        }
        if (ok > 0 && ok < outcomes.length) midway++;
      } finally {
        if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
        await server.exited;
      }
    }

    // The last process was killed too: opening the directory is one more recovery.
    const store = await openStore({ dataDir });
    try {
      const results = await rows<{ session_id: string; answers: number | string; status: string }>(
        store,
        `select r.session_id::text as session_id, s.status,
                (select count(*) from responses x where x.session_id = r.session_id) as answers
           from results r join assessment_sessions s on s.id = r.session_id`,
      );
      const orphans = await rows<{ n: number | string }>(
        store,
        'select count(*) as n from results r left join assessment_sessions s on s.id = r.session_id where s.id is null',
      );
      const completedNoResult = await rows<{ n: number | string }>(
        store,
        `select count(*) as n from assessment_sessions s
          where s.status = 'completed' and not exists (select 1 from results r where r.session_id = s.id)`,
      );
      const stored = await rows<{ session_id: string; question_id: string; value: number }>(
        store,
        'select session_id::text as session_id, question_id::text as question_id, value from responses',
      );
      const have = new Set(stored.map((r) => `${r.session_id}|${r.question_id}|${r.value}`));
      const withResult = new Set(results.map((r) => r.session_id));
      const resultsWithoutAllAnswers = results.filter(
        (r) => Number(r.answers) !== (answersGiven.get(r.session_id) ?? -1),
      ).length;
      let answersMissing = 0;
      for (const [id, answers] of acknowledgedAnswers) {
        for (const [q, v] of Object.entries(answers)) if (!have.has(`${id}|${q}|${v}`)) answersMissing++;
      }
      const completionsMissing = [...acknowledgedCompletions].filter((id) => !withResult.has(id)).length;
      const report = {
        resultRows: results.length,
        resultsWithoutAllAnswers,
        resultsWithoutCompletedSession:
          results.filter((r) => r.status !== 'completed').length + Number(orphans[0]?.n ?? 0),
        completedWithoutResult: Number(completedNoResult[0]?.n ?? 0),
        acknowledgedCompletionsMissing: completionsMissing,
        acknowledgedAnswersMissing: answersMissing,
      };
      const problems: string[] = [...restartFailures];
      if (report.resultsWithoutAllAnswers)
        problems.push(`${resultsWithoutAllAnswers} results without all answers`);
      if (report.resultsWithoutCompletedSession)
        problems.push(`${report.resultsWithoutCompletedSession} results of sessions not completed`);
      if (report.completedWithoutResult)
        problems.push(`${report.completedWithoutResult} completed sessions without result`);
      if (completionsMissing) problems.push(`${completionsMissing} acknowledged completions lost`);
      if (answersMissing) problems.push(`${answersMissing} acknowledged answers lost`);
      return {
        name: 'SIGKILL while completing',
        database: 'pglite',
        rounds: options.rounds,
        restartsOk: restartMs.length,
        restartFailures,
        restartMsMedian: round(median(restartMs), 0),
        restartMsMax: round(Math.max(...restartMs), 0),
        sessionsPerRound: perRound,
        completionsAcknowledged: acknowledgedCompletions.size,
        completionsCutByKill: cut,
        roundsKilledMidway: midway,
        ...report,
        pass: problems.length === 0,
        problems,
      };
    } finally {
      await store.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
