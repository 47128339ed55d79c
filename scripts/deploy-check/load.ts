import { randomBytes, randomInt } from 'node:crypto';
import {
  createdSessionSchema,
  questionnaireSchema,
  SESSION_SECRET_HEADER,
} from '../../src/contract/assessment';
import { CSRF_HEADER, csrfCookieName } from '../../src/contract/security';
import { H2Connection, type H2Response, nextLoopbackAddress } from './h2';

/** The double-submit pair the web page sends with every write (docs/security.md), on https. */
const CSRF_TOKEN = randomBytes(32).toString('hex');
export const CSRF = { [CSRF_HEADER]: CSRF_TOKEN, cookie: `${csrfCookieName(true)}=${CSRF_TOKEN}` };

export type Failure = { at: number; kind: string; what: string };

/**
 * A 503 that carries Retry-After is the app saying "busy, try again" (overload shedding, a request past
 * its deadline): the web app waits and sends it again (answer-sync), so a respondent here does the same,
 * up to this many times, before counting a failure.
 */
const RETRIES_AFTER_503 = 3;
type Kind = 'questionnaire' | 'create' | 'answer' | 'complete' | 'result';

export type LoadReport = {
  requests: number;
  byKind: Record<Kind, number>;
  failures: Failure[];
  /** 503s with Retry-After that a later try of the same request got through, as the web app would */
  retriedAfter503: Failure[];
  /** `${sessionId}|${questionId}` → the value the server acknowledged (200) */
  acknowledged: Map<string, number>;
  /** sessions whose completion was acknowledged */
  completed: Set<string>;
  passes: number;
  /** every connection's negotiated protocol */
  protocols: Set<string>;
  latencyMs: number[];
};

/**
 * Simulated respondents through nginx, each doing what the web app does for one founder: a new
 * connection from an address of its own, the questionnaire, a session, every answer one PUT at a time,
 * complete, the result; then again as the next founder. A 503 with Retry-After is tried again after
 * that wait, as the web app does; any other non-2xx answer, or a network error, is a
 * failure (and ends that founder's pass); `stop()` lets every respondent finish the request in hand.
 */
export function startRespondents(options: { origin: string; ca: string; respondents: number }) {
  const report: LoadReport = {
    requests: 0,
    byKind: { questionnaire: 0, create: 0, answer: 0, complete: 0, result: 0 },
    failures: [],
    retriedAfter503: [],
    acknowledged: new Map(),
    completed: new Set(),
    passes: 0,
    protocols: new Set(),
    latencyMs: [],
  };
  let stopping = false;
  const t0 = performance.now();

  async function call(
    conn: H2Connection,
    kind: Kind,
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<H2Response | null> {
    for (let attempt = 0; ; attempt++) {
      const started = performance.now();
      report.requests++;
      report.byKind[kind]++;
      try {
        const response = await conn.request(
          method,
          path,
          body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
          body === undefined ? undefined : JSON.stringify(body),
        );
        report.latencyMs.push(performance.now() - started);
        if (response.status >= 200 && response.status < 300) return response;
        const failure = {
          at: started - t0,
          kind,
          what: `${method} ${path} → ${response.status} ${summary(response)}`,
        };
        const retryAfter = Number(response.headers['retry-after']);
        if (response.status === 503 && retryAfter > 0 && attempt < RETRIES_AFTER_503) {
          report.retriedAfter503.push(failure);
          await new Promise((r) => setTimeout(r, retryAfter * 1000));
          continue;
        }
        report.failures.push(failure);
      } catch (error) {
        report.failures.push({
          at: started - t0,
          kind,
          what: `${method} ${path} → ${(error as Error).message}`,
        });
      }
      return null;
    }
  }

  async function onePass(conn: H2Connection): Promise<void> {
    const q = await call(conn, 'questionnaire', 'GET', '/api/questionnaire', {});
    if (!q || stopping) return;
    const questionIds = questionnaireSchema.parse(JSON.parse(q.body.toString())).questions.map((x) => x.id);
    const created = await call(conn, 'create', 'POST', '/api/sessions', CSRF, {
      visitorId: `deploy-${randomBytes(9).toString('base64url')}`,
    });
    if (!created) return;
    const { id, secret } = createdSessionSchema.parse(JSON.parse(created.body.toString()));
    const auth = { ...CSRF, [SESSION_SECRET_HEADER]: secret };
    for (const questionId of questionIds) {
      if (stopping) return;
      const value = randomInt(1, 6);
      const saved = await call(conn, 'answer', 'PUT', `/api/sessions/${id}/answers/${questionId}`, auth, {
        value,
      });
      if (!saved) return;
      report.acknowledged.set(`${id}|${questionId}`, value);
    }
    if (stopping) return;
    if (!(await call(conn, 'complete', 'POST', `/api/sessions/${id}/complete`, auth, {}))) return;
    report.completed.add(id);
    if (stopping) return;
    await call(conn, 'result', 'GET', `/api/sessions/${id}/result`, auth);
    report.passes++;
  }

  async function respondent(): Promise<void> {
    while (!stopping) {
      let conn: H2Connection;
      try {
        conn = await H2Connection.open(options.origin, {
          localAddress: nextLoopbackAddress(),
          ca: options.ca,
        });
      } catch (error) {
        report.failures.push({ at: performance.now() - t0, kind: 'connect', what: (error as Error).message });
        await new Promise((r) => setTimeout(r, 200));
        continue;
      }
      report.protocols.add(String(conn.alpn));
      try {
        await onePass(conn);
      } catch (error) {
        // a 2xx whose body is not what the contract says
        report.failures.push({ at: performance.now() - t0, kind: 'parse', what: (error as Error).message });
      } finally {
        conn.close();
      }
    }
  }

  const running = Promise.all(Array.from({ length: options.respondents }, () => respondent()));
  return {
    report,
    async stop(): Promise<LoadReport> {
      stopping = true;
      await running;
      return report;
    },
  };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The gist of an error answer: the JSON error code, or the HTML page's title (nginx's own pages). */
function summary(response: H2Response): string {
  const text = response.body.toString();
  const title = /<title>([^<]*)<\/title>/.exec(text)?.[1];
  if (title) return `(page "${title}")`;
  return text.replace(/\s+/g, ' ').slice(0, 160);
}
