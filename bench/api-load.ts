import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Client, type Instance, type Options, type Request, type Result } from 'autocannon';
import { createBenchDatabase } from './lib/postgres';
import { treeCpuSeconds } from './lib/proc';
import { CSRF_PAIR, newVisitorId, nextIp, questionIds, randomAnswer } from './lib/respondent';
import { startServer } from './lib/server';
import { type KindSummary, Recorder, round } from './lib/stats';

/** One autocannon connection = one simulated respondent, going through the whole path again and again. */
type Respondent = { ip: string; visitor: string; id: string; secret: string };
/** A completed session and the address its respondent used (the reader of its result). */
export type CompletedSession = { id: string; secret: string; ip: string };

export type LoadFigures = {
  connections: number;
  durationS: number;
  requests: number;
  requestsPerSec: number;
  answersPerSec: number;
  sessionsCompleted: number;
  /** socket errors and timeouts (autocannon's count) */
  errors: number;
  timeouts: number;
  non2xx: number;
  statuses: Record<string, number>;
  kinds: Record<string, KindSummary>;
};

function runAutocannon<C>(
  options: Options<C>,
  recorder: Recorder,
  onStart?: (instance: Instance) => void,
): Promise<Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon<C>(options, (error, result) => (error ? reject(error) : resolve(result)));
    onStart?.(instance);
    // The client's iterator still points at the request just answered when 'response' fires.
    instance.on('response', (client: Client<C>, status: number, _bytes: number, ms: number) => {
      recorder.record(client.requestIterator.currentRequest.kind ?? 'other', status, ms);
    });
  });
}

function figures(result: Result, recorder: Recorder, connections: number, sessions: number): LoadFigures {
  const seconds = result.duration;
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([k, v]) => [k, v.count]));
  return {
    connections,
    durationS: round(seconds),
    requests: recorder.total(),
    requestsPerSec: round(recorder.total() / seconds, 0),
    answersPerSec: round(recorder.count('answer', (s) => s === '200') / seconds, 0),
    sessionsCompleted: sessions,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statuses,
    kinds: recorder.summaries(),
  };
}

/**
 * The respondent path under load: questionnaire, create session, 40 answers (one PUT each), complete,
 * result; `connections` respondents at once, each with its own X-Forwarded-For address (see
 * lib/respondent.ts). `url` may list several servers: connections are spread over them.
 */
export async function respondentLoad(options: {
  url: string | string[];
  connections: number;
  durationS: number;
  questionIds: string[];
  /** `answers`: only create a session and answer its questions, again and again (profiling the answer) */
  path?: 'full' | 'answers';
}): Promise<{ figures: LoadFigures; completed: CompletedSession[] }> {
  const completed: CompletedSession[] = [];
  const recorder = new Recorder();
  const json = { 'content-type': 'application/json', ...CSRF_PAIR };
  const answersOnly = options.path === 'answers';
  const requests: Request<Respondent>[] = [
    {
      kind: 'questionnaire',
      method: 'GET',
      path: '/api/questionnaire',
      setupRequest(request, ctx) {
        ctx.ip = nextIp();
        ctx.visitor = newVisitorId();
        ctx.id = '';
        return { ...request, headers: { 'x-forwarded-for': ctx.ip } };
      },
    },
    {
      kind: 'create',
      method: 'POST',
      path: '/api/sessions',
      setupRequest(request, ctx) {
        if (answersOnly) {
          ctx.ip = nextIp();
          ctx.visitor = newVisitorId();
          ctx.id = '';
        }
        return {
          ...request,
          headers: { ...json, 'x-forwarded-for': ctx.ip },
          body: JSON.stringify({ visitorId: ctx.visitor }),
        };
      },
      onResponse(status, body, ctx) {
        if (status !== 201) return;
        const created = JSON.parse(body) as { id: string; secret: string };
        ctx.id = created.id;
        ctx.secret = created.secret;
      },
    },
    ...options.questionIds.map(
      (questionId): Request<Respondent> => ({
        kind: 'answer',
        method: 'PUT',
        // no session (creation failed): returning null starts the next respondent
        setupRequest: (request, ctx) =>
          ctx.id
            ? {
                ...request,
                path: `/api/sessions/${ctx.id}/answers/${questionId}`,
                headers: { ...json, 'x-forwarded-for': ctx.ip, 'x-session-secret': ctx.secret },
                body: JSON.stringify({ value: randomAnswer() }),
              }
            : null,
      }),
    ),
    {
      kind: 'complete',
      method: 'POST',
      setupRequest: (request, ctx) =>
        ctx.id
          ? {
              ...request,
              path: `/api/sessions/${ctx.id}/complete`,
              // the web app sends its answers here; a respondent who synced them all sends none
              headers: { ...json, 'x-forwarded-for': ctx.ip, 'x-session-secret': ctx.secret },
              body: '{}',
            }
          : null,
      onResponse(status, _body, ctx) {
        if (status === 200) completed.push({ id: ctx.id, secret: ctx.secret, ip: ctx.ip });
      },
    },
    {
      kind: 'result',
      method: 'GET',
      setupRequest: (request, ctx) =>
        ctx.id
          ? {
              ...request,
              path: `/api/sessions/${ctx.id}/result`,
              headers: { 'x-forwarded-for': ctx.ip, 'x-session-secret': ctx.secret },
            }
          : null,
    },
  ];
  const result = await runAutocannon<Respondent>(
    {
      url: options.url,
      connections: options.connections,
      duration: options.durationS,
      requests: answersOnly ? requests.filter((r) => r.kind === 'create' || r.kind === 'answer') : requests,
      initialContext: { ip: '', visitor: '', id: '', secret: '' },
    },
    recorder,
  );
  return { figures: figures(result, recorder, options.connections, completed.length), completed };
}

/** Sessions completed through the API (one batch PUT of all answers, then complete), `concurrency` at once. */
export async function seedCompletedSessions(
  url: string,
  ids: string[],
  count: number,
  concurrency = 10,
): Promise<CompletedSession[]> {
  const out: CompletedSession[] = [];
  let started = 0;
  // A refused step (503 shed, 429 rate limit on a busy host) is asked again after its Retry-After,
  // as the web app does; a step still refused after that many tries fails the seeding loudly, since a
  // load that reads results needs every session it was planned with.
  const attempts = 8;
  const call = async (path: string, init: RequestInit): Promise<Response> => {
    for (let attempt = 1; ; attempt++) {
      const res = await fetch(`${url}${path}`, init);
      if ((res.status !== 503 && res.status !== 429) || attempt >= attempts) return res;
      await res.arrayBuffer();
      const wait = Number(res.headers.get('retry-after') ?? 1);
      await new Promise((r) => setTimeout(r, Math.min(5, Number.isFinite(wait) ? wait : 1) * 1000));
    }
  };
  const expectOk = async (res: Response, what: string) => {
    if (!res.ok)
      throw new Error(
        `seeding completed sessions: ${what} answered ${res.status} ${(await res.text()).slice(0, 160)}`,
      );
  };
  async function worker() {
    while (started < count) {
      started++;
      const address = nextIp();
      const ip = { 'x-forwarded-for': address, 'content-type': 'application/json', ...CSRF_PAIR };
      const created = await call('/api/sessions', {
        method: 'POST',
        headers: ip,
        body: JSON.stringify({ visitorId: newVisitorId() }),
      });
      await expectOk(created, 'POST /api/sessions');
      const { id, secret } = (await created.json()) as { id: string; secret: string };
      const auth = { ...ip, 'x-session-secret': secret };
      const answers = Object.fromEntries(ids.map((q) => [q, randomAnswer()]));
      const saved = await call(`/api/sessions/${id}/answers`, {
        method: 'PUT',
        headers: auth,
        body: JSON.stringify({ answers }),
      });
      await expectOk(saved, 'PUT answers');
      await saved.arrayBuffer();
      const done = await call(`/api/sessions/${id}/complete`, { method: 'POST', headers: auth, body: '{}' });
      await expectOk(done, 'POST complete');
      await done.arrayBuffer();
      out.push({ id, secret, ip: address });
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return out;
}

/**
 * GET /api/sessions/:id/result only, `connections` at once, over completed sessions (round robin), each
 * read from its respondent's address (a new address per read would make every read a new rate-limit key,
 * written to the database: a cost no real reader causes). Each
 * session may be read 100 times a minute: the run stops early rather than read one more than 90 times.
 */
export async function resultsLoad(options: {
  url: string;
  connections: number;
  durationS: number;
  sessions: CompletedSession[];
}): Promise<LoadFigures> {
  const recorder = new Recorder();
  let next = 0;
  const cap = options.sessions.length * 90;
  let stop = () => {};
  const result = await runAutocannon<Record<string, never>>(
    {
      url: options.url,
      connections: options.connections,
      duration: options.durationS,
      requests: [
        {
          kind: 'result',
          method: 'GET',
          setupRequest(request) {
            if (next >= cap) stop();
            const session = options.sessions[next++ % options.sessions.length] as CompletedSession;
            return {
              ...request,
              path: `/api/sessions/${session.id}/result`,
              // the respondent reads their own result, from the address they answered from
              headers: { 'x-forwarded-for': session.ip, 'x-session-secret': session.secret },
            };
          },
        },
      ],
    },
    recorder,
    (instance) => {
      stop = () => instance.stop();
    },
  );
  return figures(result, recorder, options.connections, 0);
}

export type ApiLoadRun = {
  database: 'postgres' | 'pglite';
  serverStartMs: number;
  /** server processes behind the port: on PostgreSQL one per core (the product's default), PGlite 1 */
  serverProcesses: number;
  warmupS: number;
  respondentPath: LoadFigures;
  resultsOnly: LoadFigures | null;
  /** rows in the database after the run, as a sanity check of the acknowledged counts */
  storedAnswers: number | null;
  /** CPU the server (all its processes) and this load generator used on the respondent path, per request (ms) */
  serverCpuMsPerRequest: number;
  clientCpuMsPerRequest: number;
};

/** Warm-up (not counted), the respondent path, then the results API alone, on a fresh database. */
export async function measureApiLoad(options: {
  database: 'postgres' | 'pglite';
  connections: number;
  durationS: number;
  resultsDurationS: number;
  warmupS: number;
}): Promise<ApiLoadRun> {
  const pg = options.database === 'postgres' ? await createBenchDatabase('uplift_load') : null;
  const dataDir = pg ? null : mkdtempSync(path.join(os.tmpdir(), 'uplift-load-'));
  try {
    const server = await startServer({
      trustProxy: true,
      ...(pg ? { databaseUrl: pg.url } : { dataDir: dataDir as string }),
    });
    try {
      const ids = await questionIds(server.url);
      if (options.warmupS > 0) {
        await respondentLoad({
          url: server.url,
          connections: 10,
          durationS: options.warmupS,
          questionIds: ids,
        });
      }
      const serverCpu0 = treeCpuSeconds(server.pid);
      const clientCpu0 = process.cpuUsage();
      const run = await respondentLoad({
        url: server.url,
        connections: options.connections,
        durationS: options.durationS,
        questionIds: ids,
      });
      const serverCpu = treeCpuSeconds(server.pid) - serverCpu0;
      const clientCpuUsage = process.cpuUsage(clientCpu0);
      const clientCpu = (clientCpuUsage.user + clientCpuUsage.system) / 1e6;
      // results of the run, topped up to 300 completed sessions (100 on PGlite) so no session nears its
      // rate limit
      const sessions =
        options.resultsDurationS > 0
          ? [
              ...run.completed,
              ...(await seedCompletedSessions(
                server.url,
                ids,
                Math.max(0, (options.database === 'postgres' ? 300 : 100) - run.completed.length),
              )),
            ]
          : [];
      const resultsOnly =
        sessions.length > 0
          ? await resultsLoad({
              url: server.url,
              connections: options.connections,
              durationS: options.resultsDurationS,
              sessions,
            })
          : null;
      let storedAnswers: number | null = null;
      if (pg) {
        const [row] = await pg.sql<{ n: string }[]>`select count(*)::text as n from responses`;
        storedAnswers = Number(row?.n ?? 0);
      }
      return {
        database: options.database,
        serverStartMs: round(server.startMs, 0),
        serverProcesses: server.processes,
        warmupS: options.warmupS,
        respondentPath: run.figures,
        resultsOnly,
        storedAnswers,
        serverCpuMsPerRequest: round((serverCpu * 1000) / Math.max(1, run.figures.requests), 2),
        clientCpuMsPerRequest: round((clientCpu * 1000) / Math.max(1, run.figures.requests), 2),
      };
    } finally {
      await server.stop('SIGTERM');
    }
  } finally {
    await pg?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
