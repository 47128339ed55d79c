import http from 'node:http';
import { CSRF_PAIR, newVisitorId, nextIp, type RequestKind, randomAnswer } from '../lib/respondent';
import { Recorder } from '../lib/stats';

/**
 * A small respondent driver for the fault checks, where every request's fate matters (which answer was
 * acknowledged, what came back while the database was down, what was in flight at SIGTERM). Plain
 * node:http with a keep-alive agent, one socket per respondent, like a browser tab.
 */
export type DriverOptions = {
  /** respondent i talks to urls[i % urls.length] */
  urls: string[];
  respondents: number;
  /** no new request starts after this */
  durationMs: number;
  questionIds: string[];
  /** retry 503 and network errors after `retryDelayMs`, as the web app's answer queue does */
  retry?: boolean;
  retryDelayMs?: number;
  /** stop early (checked before each request) */
  shouldStop?: () => boolean;
  /** a respondent stops for good after a refused connection (the server is gone) */
  stopOnRefused?: boolean;
  /** called after every attempt, as it happens */
  onAttempt?: (attempt: Attempt, respondent: number) => void;
};

export type Attempt = {
  kind: RequestKind;
  /** performance.now() when the request was written and when its outcome was known */
  start: number;
  end: number;
  /** HTTP status, or the network error code */
  status: number | string;
  body?: string;
};

export type DriverResult = {
  recorder: Recorder;
  attempts: Attempt[];
  /** session id → question id → value, for every answer the server acknowledged with 200 */
  acknowledged: Map<string, Map<string, number>>;
  sessions: Map<string, string>;
  /** sessions whose completion was acknowledged */
  completed: Set<string>;
  startedAt: number;
  finishedAt: number;
};

type Response = { status: number; body: string };

function send(
  agent: http.Agent,
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const request = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method,
        path: url.pathname,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        timeout: 15_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
    request.on('error', reject);
    request.end(body);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function drive(options: DriverOptions): Promise<DriverResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.respondents });
  const recorder = new Recorder();
  const attempts: Attempt[] = [];
  const acknowledged = new Map<string, Map<string, number>>();
  const sessions = new Map<string, string>();
  const completed = new Set<string>();
  const startedAt = performance.now();
  const deadline = startedAt + options.durationMs;
  const retryDelay = options.retryDelayMs ?? 200;
  const over = () => performance.now() >= deadline || (options.shouldStop?.() ?? false);

  async function respondent(index: number): Promise<void> {
    const base = options.urls[index % options.urls.length] as string;
    let refused = false;

    /** one request, retried while allowed; the 2xx response, or null */
    async function step(
      kind: RequestKind,
      method: string,
      path: string,
      headers: Record<string, string>,
      body?: string,
    ): Promise<Response | null> {
      for (;;) {
        if (over() || refused) return null;
        const start = performance.now();
        let outcome: Response | { error: string };
        try {
          outcome = await send(agent, base, method, path, headers, body);
        } catch (error) {
          outcome = { error: String((error as NodeJS.ErrnoException).code ?? (error as Error).message) };
        }
        const end = performance.now();
        const status = 'error' in outcome ? outcome.error : outcome.status;
        recorder.record(kind, status, end - start);
        const attempt: Attempt = {
          kind,
          start,
          end,
          status,
          ...('body' in outcome && outcome.status >= 500 ? { body: outcome.body.slice(0, 500) } : {}),
        };
        attempts.push(attempt);
        options.onAttempt?.(attempt, index);
        if (!('error' in outcome) && outcome.status >= 200 && outcome.status < 300) return outcome;
        if (status === 'ECONNREFUSED' && options.stopOnRefused) refused = true;
        const transient = status === 503 || typeof status === 'string';
        if (!options.retry || !transient) return null;
        await sleep(retryDelay);
      }
    }

    while (!over() && !refused) {
      // the CSRF pair rides on every call, as on the web page (reads ignore it)
      const ip = { 'x-forwarded-for': nextIp(), ...CSRF_PAIR };
      if (!(await step('questionnaire', 'GET', '/api/questionnaire', ip))) continue;
      const created = await step(
        'create',
        'POST',
        '/api/sessions',
        ip,
        JSON.stringify({ visitorId: newVisitorId() }),
      );
      if (!created) continue;
      const { id, secret } = JSON.parse(created.body) as { id: string; secret: string };
      sessions.set(id, secret);
      const auth = { ...ip, 'x-session-secret': secret };
      let answeredAll = true;
      for (const questionId of options.questionIds) {
        const value = randomAnswer();
        const saved = await step(
          'answer',
          'PUT',
          `/api/sessions/${id}/answers/${questionId}`,
          auth,
          JSON.stringify({ value }),
        );
        if (!saved) {
          answeredAll = false;
          break;
        }
        const answers = acknowledged.get(id) ?? new Map<string, number>();
        acknowledged.set(id, answers);
        answers.set(questionId, value);
      }
      if (!answeredAll) continue;
      if (!(await step('complete', 'POST', `/api/sessions/${id}/complete`, auth, '{}'))) continue;
      completed.add(id);
      await step('result', 'GET', `/api/sessions/${id}/result`, auth);
    }
  }

  await Promise.all(Array.from({ length: options.respondents }, (_, i) => respondent(i)));
  agent.destroy();
  return {
    recorder,
    attempts,
    acknowledged,
    sessions,
    completed,
    startedAt,
    finishedAt: performance.now(),
  };
}
