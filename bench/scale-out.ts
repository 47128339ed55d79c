import { type LoadFigures, respondentLoad } from './api-load';
import { createBenchDatabase } from './lib/postgres';
import { treeCpuSeconds } from './lib/proc';
import { CSRF_PAIR, newVisitorId, nextIp, questionIds, randomAnswer } from './lib/respondent';
import { type ServerHandle, startServer } from './lib/server';
import { round } from './lib/stats';

export type ScaleOutReport = {
  /** both processes started at the same moment on one empty database (migrations under the advisory lock) */
  startedTogether: boolean;
  startMs: number[];
  load: LoadFigures;
  /** CPU seconds each server process used during the load: how evenly the work was spread */
  serverCpuS: number[];
  sessionsShared: { pass: boolean; steps: string[] };
  rateLimitsShared: { shared: boolean; steps: string[] };
};

async function call(
  server: ServerHandle,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    // every call carries the CSRF pair, as the web page's writes do (reads ignore it)
    headers:
      body === undefined
        ? { ...CSRF_PAIR, ...headers }
        : { ...CSRF_PAIR, ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** A session created on A, answered on B and A in turn, completed on B, read on A. */
async function sessionsShared(a: ServerHandle, b: ServerHandle, ids: string[]) {
  const steps: string[] = [];
  const ip = { 'x-forwarded-for': nextIp() };
  const created = await call(a, 'POST', '/api/sessions', ip, { visitorId: newVisitorId() });
  steps.push(`POST /api/sessions on A → ${created.status}`);
  const { id, secret } = created.body as { id: string; secret: string };
  const auth = { ...ip, 'x-session-secret': secret };
  const statuses = new Map<number, number>();
  let last = 0;
  for (const [i, q] of ids.entries()) {
    const r = await call(i % 2 ? a : b, 'PUT', `/api/sessions/${id}/answers/${q}`, auth, {
      value: randomAnswer(),
    });
    statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    last = (r.body as { answeredCount?: number }).answeredCount ?? -1;
  }
  steps.push(
    `${ids.length} PUT answers alternating B, A → ${[...statuses].map(([s, n]) => `${n}× ${s}`).join(', ')}; last answeredCount ${last}`,
  );
  const completed = await call(b, 'POST', `/api/sessions/${id}/complete`, auth, {});
  steps.push(`POST complete on B → ${completed.status}`);
  const read = await call(a, 'GET', `/api/sessions/${id}/result`, auth);
  const answered = (read.body as { answeredCount?: number }).answeredCount;
  steps.push(`GET result on A → ${read.status}, answeredCount ${answered}`);
  const pass =
    created.status === 201 &&
    statuses.get(200) === ids.length &&
    last === ids.length &&
    completed.status === 200 &&
    read.status === 200 &&
    answered === ids.length;
  return { pass, steps };
}

/** One client address: the questionnaire's 50/min used up on A, then asked on B. */
async function rateLimitsShared(a: ServerHandle, b: ServerHandle) {
  const ip = { 'x-forwarded-for': nextIp() };
  const onA: number[] = [];
  for (let i = 0; i < 50; i++) onA.push((await call(a, 'GET', '/api/questionnaire', ip)).status);
  const fiftyFirstA = (await call(a, 'GET', '/api/questionnaire', ip)).status;
  const onB = (await call(b, 'GET', '/api/questionnaire', ip)).status;
  const ok = onA.filter((s) => s === 200).length;
  return {
    shared: onB === 429,
    steps: [
      `50× GET /api/questionnaire on A from one address → ${ok}× 200`,
      `51st on A → ${fiftyFirstA}`,
      `next one on B, same address → ${onB} (${onB === 429 ? 'limit shared' : 'limit NOT shared: each process counts alone'})`,
    ],
  };
}

/** Two server processes on one PostgreSQL database, the respondent load spread over both. */
export async function measureScaleOut(options: {
  connections: number;
  durationS: number;
}): Promise<ScaleOutReport> {
  const database = await createBenchDatabase('uplift_scale');
  try {
    const started = await Promise.allSettled([
      // two single processes (not two clusters): what is shared between instances is the point here
      startServer({ databaseUrl: database.url, trustProxy: true, env: { SERVER_PROCESSES: '1' } }),
      startServer({ databaseUrl: database.url, trustProxy: true, env: { SERVER_PROCESSES: '1' } }),
    ]);
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) {
      for (const s of started) if (s.status === 'fulfilled') await s.value.stop('SIGTERM');
      throw (failed as PromiseRejectedResult).reason;
    }
    const [a, b] = started.map((s) => (s as PromiseFulfilledResult<ServerHandle>).value) as [
      ServerHandle,
      ServerHandle,
    ];
    try {
      const ids = await questionIds(a.url);
      const shared = await sessionsShared(a, b, ids);
      const limits = await rateLimitsShared(a, b);
      // brief warm-up of both processes, not counted
      await respondentLoad({ url: [a.url, b.url], connections: 10, durationS: 3, questionIds: ids });
      const cpu0 = [treeCpuSeconds(a.pid), treeCpuSeconds(b.pid)];
      const load = await respondentLoad({
        url: [a.url, b.url],
        connections: options.connections,
        durationS: options.durationS,
        questionIds: ids,
      });
      const cpu = [treeCpuSeconds(a.pid) - (cpu0[0] ?? 0), treeCpuSeconds(b.pid) - (cpu0[1] ?? 0)].map((c) =>
        round(c),
      );
      return {
        startedTogether: true,
        startMs: [round(a.startMs, 0), round(b.startMs, 0)],
        load: load.figures,
        serverCpuS: cpu,
        sessionsShared: shared,
        rateLimitsShared: limits,
      };
    } finally {
      await Promise.all([a.stop('SIGTERM'), b.stop('SIGTERM')]);
    }
  } finally {
    await database.drop();
  }
}
