import type { PoolRequest } from './keep-alive-pool';
import { CSRF_PAIR, newVisitorId, nextIp, randomAnswer } from './respondent';

/**
 * The respondent path as a stream of independent arrivals, for an open-model load (arrivals do not wait
 * for answers, as real visitors don't): the same mix as the closed-model path in api-load.ts, fixed
 * whatever the answers were, so a shed request is not sent again.
 */

/** A session created before the run, answered during it. */
export type SeededSession = { id: string; secret: string; ip: string };

export type Arrival = PoolRequest & { kind: string };

/** The respondent path's requests, in order: questionnaire, create, one PUT per question, complete, result. */
export const pathLength = (questions: number) => questions + 4;

/**
 * A session's answers arrive at least this far apart (s): a respondent answers one question at a time.
 * Forty answers to one session at once would measure its answers queueing behind each other (the
 * server writes one session's answers one after the other), which no visitor causes.
 */
const ANSWER_SPACING_S = 0.2;

/**
 * The sessions an open-model run needs, and how its arrivals use them (see `arrival`): `sessions` get
 * the answers, `opening` are completed while no session of the run has all its answers yet, and
 * `completed` (completed beforehand) are read while no session of the run is completed yet.
 */
export type ArrivalPlan = {
  ids: string[];
  /** blocks between a session's consecutive answers, and between its last answer and its completion */
  spread: number;
  sessions: SeededSession[];
  opening: SeededSession[];
  completed: SeededSession[];
};

/** How many sessions of each kind `total` arrivals at `ratePerSec` need. */
export function planSize(questions: number, ratePerSec: number, total: number) {
  const length = pathLength(questions);
  const spread = Math.max(1, Math.ceil((ratePerSec * ANSWER_SPACING_S) / length));
  const blocks = Math.ceil(total / length);
  return { spread, sessions: blocks + (questions - 1) * spread + 1, opening: spread, completed: 2 * spread };
}

/** Sessions for the open-model run, created `concurrency` at once (not measured). */
export async function seedSessions(url: string, count: number, concurrency = 20): Promise<SeededSession[]> {
  const out: SeededSession[] = [];
  let started = 0;
  const worker = async () => {
    while (started < count) {
      started++;
      const ip = nextIp();
      const res = await fetch(`${url}/api/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...CSRF_PAIR },
        body: JSON.stringify({ visitorId: newVisitorId() }),
      });
      if (res.status !== 201) {
        await res.arrayBuffer();
        started--;
        await new Promise((r) => setTimeout(r, 100));
        continue;
      }
      const { id, secret } = (await res.json()) as { id: string; secret: string };
      out.push({ id, secret, ip });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return out;
}

const JSON_WRITE = { 'content-type': 'application/json', ...CSRF_PAIR };

/**
 * The k-th arrival, in blocks of the respondent path's length with one request of each step: a
 * questionnaire read and a session creation (the next respondents' first two steps), one answer to each
 * of the questions, a completion and a result read. The answers of one block go to different sessions,
 * each `spread` blocks behind the one before, so session u gets question q in block u − (Q − 1 − q) ×
 * spread and its last answer in block u; it is completed `spread` blocks later and its result read
 * `spread` blocks after that. A completion carries every answer, as the web app sends what it still
 * holds (so it works when some answers were shed).
 */
export function arrival(k: number, plan: ArrivalPlan): Arrival {
  const { ids, spread, sessions } = plan;
  const length = pathLength(ids.length);
  const block = Math.floor(k / length);
  const position = k % length;
  const of = (s: SeededSession) => ({ 'x-forwarded-for': s.ip, 'x-session-secret': s.secret });
  if (position === 0)
    return {
      kind: 'questionnaire',
      method: 'GET',
      path: '/api/questionnaire',
      headers: { 'x-forwarded-for': nextIp() },
    };
  if (position === 1)
    return {
      kind: 'create',
      method: 'POST',
      path: '/api/sessions',
      headers: { ...JSON_WRITE, 'x-forwarded-for': nextIp() },
      body: JSON.stringify({ visitorId: newVisitorId() }),
    };
  const q = position - 2;
  const question = ids[q];
  if (question !== undefined) {
    const session = sessions[(block + (ids.length - 1 - q) * spread) % sessions.length] as SeededSession;
    return {
      kind: 'answer',
      method: 'PUT',
      path: `/api/sessions/${session.id}/answers/${question}`,
      headers: { ...JSON_WRITE, ...of(session) },
      body: JSON.stringify({ value: randomAnswer() }),
    };
  }
  const pick = (before: number, early: SeededSession[]) =>
    (block >= before ? sessions[block - before] : early[block % early.length]) as SeededSession;
  if (position === length - 2) {
    const completing = pick(spread, plan.opening);
    return {
      kind: 'complete',
      method: 'POST',
      path: `/api/sessions/${completing.id}/complete`,
      headers: { ...JSON_WRITE, ...of(completing) },
      body: JSON.stringify({ answers: Object.fromEntries(ids.map((id) => [id, randomAnswer()])) }),
    };
  }
  const reading = pick(2 * spread, plan.completed);
  return { kind: 'result', method: 'GET', path: `/api/sessions/${reading.id}/result`, headers: of(reading) };
}
