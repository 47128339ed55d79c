// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResultView } from '../../../../contract/assessment';
import type { AnswerValue } from '../../../../domain/answers';
import { ApiError } from '../../../lib/api-client';
import type { SessionCredentials } from '../api/sessions';
import { AnswerSync, readStoredSession, type SyncApi } from './answer-sync';

const Q1 = '11111111-1111-4111-8111-111111111111';
const Q2 = '22222222-2222-4222-8222-222222222222';
const Q3 = '33333333-3333-4333-8333-333333333333';
const S1 = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const S2 = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

const offline = () => new ApiError(0, 'network_error', 'offline');

/** A fake server: sessions with their answers; `fail` makes the next calls throw. */
function fakeServer() {
  const sessions = new Map<string, { secret: string; answers: Record<string, number>; completed: boolean }>();
  const ids = [S1, S2];
  const calls: string[] = [];
  let failures: Array<() => ApiError> = [];
  const maybeFail = () => {
    const next = failures.shift();
    if (next) throw next();
  };
  const open = (session: SessionCredentials) => {
    const stored = sessions.get(session.id);
    if (!stored || stored.secret !== session.secret) throw new ApiError(404, 'not_found', 'gone');
    return stored;
  };
  const api: SyncApi = {
    async createSession() {
      calls.push('create');
      maybeFail();
      const id = ids.shift() ?? crypto.randomUUID();
      sessions.set(id, { secret: `secret-${id}`, answers: {}, completed: false });
      return { id, secret: `secret-${id}` };
    },
    async saveAnswer(session, questionId, value) {
      calls.push(`put ${questionId.slice(0, 2)}=${value}`);
      maybeFail();
      const stored = open(session);
      if (stored.completed) throw new ApiError(409, 'already_completed', 'done');
      stored.answers[questionId] = value;
    },
    async saveAnswers(session, answers) {
      calls.push(`batch ${Object.keys(answers).length}`);
      maybeFail();
      const stored = open(session);
      if (stored.completed) throw new ApiError(409, 'already_completed', 'done');
      Object.assign(stored.answers, answers);
    },
    async completeSession(session, answers) {
      calls.push(`complete ${Object.keys(answers).length}`);
      maybeFail();
      const stored = open(session);
      Object.assign(stored.answers, answers);
      stored.completed = true;
      return { sessionId: session.id, completedAt: '2025-01-01T00:00:00.000Z' } as ResultView;
    },
  };
  return {
    api,
    sessions,
    calls,
    failNext: (...errors: Array<() => ApiError>) => {
      failures = errors;
    },
  };
}

const make = (api: SyncApi, onError?: (e: ApiError) => void) =>
  new AnswerSync({
    api,
    visitorId: () => 'visitor-123456',
    retryMs: 1000,
    maxRetryMs: 8000,
    ...(onError ? { onError } : {}),
  });

const storedAnswers = () => JSON.parse(localStorage.getItem('assessmentAnswers') ?? '{}');
const storedQueue = () => JSON.parse(localStorage.getItem('assessmentSyncQueue') ?? '{}');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AnswerSync', () => {
  it('stores each answer locally as a string, creates the session lazily and sends the answer', async () => {
    const server = fakeServer();
    const sync = make(server.api);
    expect(server.calls).toEqual([]);
    await sync.answer(Q1, 4);
    expect(storedAnswers()).toEqual({ [Q1]: '4' });
    expect(server.calls).toEqual(['create', 'put 11=4']);
    expect(server.sessions.get(S1)?.answers).toEqual({ [Q1]: 4 });
    expect(readStoredSession()).toEqual({ id: S1, secret: `secret-${S1}`, completedAt: null });
    expect(localStorage.getItem('assessmentSyncQueue')).toBeNull();
    expect(sync.getSnapshot()).toMatchObject({ pendingCount: 0, status: 'synced', sessionId: S1 });
  });

  it('keeps answers given offline in a persisted queue and sends them as one batch when back online', async () => {
    vi.useFakeTimers();
    const server = fakeServer();
    const sync = make(server.api);
    sync.start();
    await sync.answer(Q1, 2);
    server.failNext(offline, offline);
    await sync.answer(Q2, 3);
    await sync.answer(Q3, 5);
    expect(sync.getSnapshot()).toMatchObject({ status: 'offline', pendingCount: 2 });
    expect(storedQueue()).toEqual({ [Q2]: 3, [Q3]: 5 });
    expect(storedAnswers()).toEqual({ [Q1]: '2', [Q2]: '3', [Q3]: '5' });

    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(sync.getSnapshot().status).toBe('synced'));
    expect(server.calls.at(-1)).toBe('batch 2');
    expect(server.sessions.get(S1)?.answers).toEqual({ [Q1]: 2, [Q2]: 3, [Q3]: 5 });
    expect(localStorage.getItem('assessmentSyncQueue')).toBeNull();
    sync.stop();
  });

  it('retries by itself with backoff when no online event comes', async () => {
    vi.useFakeTimers();
    const server = fakeServer();
    const sync = make(server.api);
    server.failNext(offline, offline);
    await sync.answer(Q1, 1);
    expect(server.calls).toEqual(['create']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.calls).toEqual(['create', 'create']);
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(sync.getSnapshot().status).toBe('synced'));
    expect(server.sessions.get(S1)?.answers).toEqual({ [Q1]: 1 });
  });

  it('survives a reload: a new instance sends what the previous page left queued', async () => {
    const server = fakeServer();
    const first = make(server.api);
    await first.answer(Q1, 5);
    server.failNext(offline);
    await first.answer(Q2, 4);
    expect(storedQueue()).toEqual({ [Q2]: 4 });

    const second = make(server.api);
    expect(second.getSnapshot()).toMatchObject({ pendingCount: 1, sessionId: S1 });
    expect(second.getSnapshot().answers).toEqual({ [Q1]: 5, [Q2]: 4 });
    second.start();
    await vi.waitFor(() => expect(second.getSnapshot().status).toBe('synced'));
    expect(server.sessions.get(S1)?.answers).toEqual({ [Q1]: 5, [Q2]: 4 });
    second.stop();
  });

  it('keeps a changed answer queued when the server confirms the older value', async () => {
    const server = fakeServer();
    const sync = make(server.api);
    await sync.answer(Q1, 1);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const original = server.api.saveAnswer;
    server.api.saveAnswer = async (...args) => {
      await gate;
      return original(...args);
    };
    const firstSend = sync.answer(Q2, 2);
    await Promise.resolve();
    const change = sync.answer(Q2, 5);
    release();
    await Promise.all([firstSend, change]);
    expect(server.sessions.get(S1)?.answers[Q2]).toBe(5);
    expect(sync.getSnapshot().pendingCount).toBe(0);
  });

  it('replaces a session the server no longer knows and sends it every answer', async () => {
    const server = fakeServer();
    const sync = make(server.api);
    await sync.answer(Q1, 3);
    server.sessions.delete(S1);
    await sync.answer(Q2, 4);
    expect(server.calls.slice(-3)).toEqual(['put 22=4', 'create', 'batch 2']);
    expect(server.sessions.get(S2)?.answers).toEqual({ [Q1]: 3, [Q2]: 4 });
    expect(readStoredSession()?.id).toBe(S2);
  });

  it('completes with every answer in the body, clears the queue and remembers completion', async () => {
    const server = fakeServer();
    const sync = make(server.api);
    await sync.answer(Q1, 3);
    server.failNext(offline);
    await sync.answer(Q2, 4);
    const result = await sync.complete();
    expect(result.sessionId).toBe(S1);
    expect(server.calls.at(-1)).toBe('complete 2');
    expect(server.sessions.get(S1)).toMatchObject({ completed: true, answers: { [Q1]: 3, [Q2]: 4 } });
    expect(readStoredSession()?.completedAt).toBe('2025-01-01T00:00:00.000Z');
    expect(sync.getSnapshot()).toMatchObject({ pendingCount: 0, completedAt: '2025-01-01T00:00:00.000Z' });
  });

  it('rejects completion while offline and keeps every answer for the next try', async () => {
    const server = fakeServer();
    const sync = make(server.api);
    await sync.answer(Q1, 3);
    server.failNext(offline);
    await expect(sync.complete()).rejects.toMatchObject({ status: 0 });
    expect(storedAnswers()).toEqual({ [Q1]: '3' });
    await expect(sync.complete()).resolves.toMatchObject({ sessionId: S1 });
  });

  it('never lets a batch race the completion into a stray session', async () => {
    const server = fakeServer();
    const sync = make(server.api);
    await sync.answer(Q1, 3);
    server.failNext(offline);
    await sync.answer(Q2, 4);
    const flushing = sync.flush();
    const completing = sync.complete();
    await Promise.all([flushing, completing]);
    expect(server.sessions.size).toBe(1);
    expect(readStoredSession()).toMatchObject({ id: S1, completedAt: expect.any(String) });
  });

  it('answers changed after completion go to a new session with all answers', async () => {
    const server = fakeServer();
    const sync = make(server.api);
    await sync.answer(Q1, 3);
    await sync.complete();
    await sync.answer(Q1, 5);
    expect(server.sessions.get(S1)?.answers).toEqual({ [Q1]: 3 });
    expect(server.sessions.get(S2)?.answers).toEqual({ [Q1]: 5 });
    expect(readStoredSession()).toMatchObject({ id: S2, completedAt: null });
  });

  it('reports a rate limit and waits for Retry-After before trying again', async () => {
    vi.useFakeTimers();
    const server = fakeServer();
    const errors: ApiError[] = [];
    const sync = make(server.api, (e) => errors.push(e));
    await sync.answer(Q1, 3);
    server.failNext(() => new ApiError(429, 'rate_limited', 'slow down', 5));
    await sync.answer(Q2, 2);
    expect(errors.map((e) => e.status)).toEqual([429]);
    expect(sync.getSnapshot().status).toBe('waiting');
    await vi.advanceTimersByTimeAsync(4999);
    expect(sync.getSnapshot().pendingCount).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(sync.getSnapshot().status).toBe('synced'));
    expect(server.sessions.get(S1)?.answers).toEqual({ [Q1]: 3, [Q2]: 2 });
  });

  it('drops answers to questions that no longer exist, locally and from the queue', async () => {
    localStorage.setItem('assessmentAnswers', JSON.stringify({ [Q1]: '2', [Q2]: '9', [Q3]: '4' }));
    localStorage.setItem('assessmentSyncQueue', JSON.stringify({ [Q3]: 4 }));
    const sync = make(fakeServer().api);
    expect(sync.getSnapshot().answers).toEqual({ [Q1]: 2, [Q3]: 4 });
    sync.retainOnly([Q1, Q2]);
    expect(storedAnswers()).toEqual({ [Q1]: '2' });
    expect(localStorage.getItem('assessmentSyncQueue')).toBeNull();
  });

  it('ignores invalid values and a corrupt queue', async () => {
    localStorage.setItem('assessmentSyncQueue', '{not json');
    localStorage.setItem('assessmentSession', '{"id":"nope"}');
    const server = fakeServer();
    const sync = make(server.api);
    expect(sync.getSnapshot()).toMatchObject({ pendingCount: 0, sessionId: null });
    await sync.answer(Q1, 7 as AnswerValue);
    expect(server.calls).toEqual([]);
    expect(localStorage.getItem('assessmentAnswers')).toBeNull();
  });

  it('reset forgets answers, queue and session', async () => {
    const server = fakeServer();
    const sync = make(server.api);
    await sync.answer(Q1, 3);
    sync.reset();
    expect(localStorage.getItem('assessmentAnswers')).toBeNull();
    expect(localStorage.getItem('assessmentSession')).toBeNull();
    expect(sync.getSnapshot()).toMatchObject({ answers: {}, sessionId: null });
  });
});
