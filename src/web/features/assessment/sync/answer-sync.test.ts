// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResultView } from '../../../../contract/assessment';
import type { AnswerValue, FounderAnswer } from '../../../../domain/answers';
import { ApiError } from '../../../lib/api-client';
import type { SessionCredentials } from '../api/sessions';
import {
  AnswerSync,
  flowVersionOf,
  readStoredSession,
  readStoredVersion,
  type SyncApi,
  type VersionChange,
} from './answer-sync';
import { readFlowVersion } from './flow-version';

const Q1 = '11111111-1111-4111-8111-111111111111';
const Q2 = '22222222-2222-4222-8222-222222222222';
const Q3 = '33333333-3333-4333-8333-333333333333';
const Q4 = '44444444-4444-4444-8444-444444444444';
const S1 = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const S2 = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

const offline = () => new ApiError(0, 'network_error', 'offline');

/**
 * A fake server: questionnaire versions (number → question ids; `published` is the current one),
 * sessions with their version and answers; `failNext` makes the next calls throw.
 */
function fakeServer() {
  const versions = new Map<number, string[]>([[1, [Q1, Q2, Q3]]]);
  const server = { published: 1 };
  const sessions = new Map<
    string,
    { secret: string; version: number; answers: Record<string, FounderAnswer>; completed: boolean }
  >();
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
  /** answers to questions outside the session's version are refused whole, as the server does */
  const accept = (stored: { version: number }, answers: Record<string, FounderAnswer>) => {
    const known = versions.get(stored.version) ?? [];
    if (Object.keys(answers).some((id) => !known.includes(id)))
      throw new ApiError(409, 'version_mismatch', 'another version');
  };
  const api: SyncApi = {
    async createSession(_visitorId, version) {
      calls.push(version === undefined ? 'create' : `create v${version}`);
      maybeFail();
      const on = version ?? server.published;
      if (!versions.has(on)) throw new ApiError(409, 'version_unavailable', 'not available');
      const id = ids.shift() ?? crypto.randomUUID();
      sessions.set(id, { secret: `secret-${id}`, version: on, answers: {}, completed: false });
      return { id, secret: `secret-${id}`, version: on };
    },
    async saveAnswer(session, questionId, value) {
      calls.push(`put ${questionId.slice(0, 2)}=${value}`);
      maybeFail();
      const stored = open(session);
      if (stored.completed) throw new ApiError(409, 'already_completed', 'done');
      accept(stored, { [questionId]: value });
      stored.answers[questionId] = value;
    },
    async saveAnswers(session, answers) {
      calls.push(`batch ${Object.keys(answers).length}`);
      maybeFail();
      const stored = open(session);
      if (stored.completed) throw new ApiError(409, 'already_completed', 'done');
      accept(stored, answers);
      Object.assign(stored.answers, answers);
    },
    async completeSession(session, answers) {
      calls.push(`complete ${Object.keys(answers).length}`);
      maybeFail();
      const stored = open(session);
      accept(stored, answers);
      Object.assign(stored.answers, answers);
      stored.completed = true;
      return {
        sessionId: session.id,
        completedAt: '2025-01-01T00:00:00.000Z',
        version: stored.version,
      } as ResultView;
    },
    async getSessionState(session) {
      calls.push('state');
      maybeFail();
      const stored = open(session);
      return {
        status: stored.completed ? 'completed' : 'in_progress',
        version: stored.version,
        answers: { ...stored.answers } as Record<string, AnswerValue>,
        completedAt: stored.completed ? '2025-01-01T00:00:00.000Z' : null,
      };
    },
    async loadQuestionnaire(version) {
      calls.push(version === null ? 'load published' : `load v${version}`);
      maybeFail();
      const on = version ?? server.published;
      const known = versions.get(on);
      if (!known) throw new ApiError(404, 'not_found', 'no such version');
      return { version: on, questions: known.map((id) => ({ id })) };
    },
  };
  return {
    api,
    sessions,
    calls,
    versions,
    /** publishes a new version with these questions */
    publish: (version: number, questions: string[]) => {
      versions.set(version, questions);
      server.published = version;
    },
    failNext: (...errors: Array<() => ApiError>) => {
      failures = errors;
    },
  };
}

const make = (api: SyncApi, onError?: (e: ApiError) => void, onVersionChange?: (c: VersionChange) => void) =>
  new AnswerSync({
    api,
    visitorId: () => 'visitor-123456',
    retryMs: 1000,
    maxRetryMs: 8000,
    ...(onError ? { onError } : {}),
    ...(onVersionChange ? { onVersionChange } : {}),
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
    expect(readStoredSession()).toEqual({ id: S1, secret: `secret-${S1}`, completedAt: null, version: 1 });
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
    // the new session is on the version the answers belong to
    expect(server.calls.slice(-3)).toEqual(['put 22=4', 'create v1', 'batch 2']);
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

describe('AnswerSync and questionnaire versions', () => {
  it('pins the version at the first answer, before any request, and sends it when creating the session', async () => {
    const server = fakeServer();
    const sync = make(server.api);
    server.failNext(offline);
    const flowEvents = vi.fn();
    window.addEventListener('assessmentFlowVersion', flowEvents);
    await sync.answer(Q1, 4, 1);
    window.removeEventListener('assessmentFlowVersion', flowEvents);
    // the screens are told, and read the same version from storage
    expect(flowEvents).toHaveBeenCalledTimes(1);
    expect(readFlowVersion()).toBe(1);
    // offline: no session yet, but the version is remembered beside the answers
    expect(server.calls).toEqual(['create v1']);
    expect(readStoredVersion()).toBe(1);
    expect(sync.getSnapshot()).toMatchObject({ version: 1, inProgress: true, sessionId: null });

    // a new version is published meanwhile; the queued answer still goes to a session on version 1
    server.publish(2, [Q1, Q4]);
    const reloaded = make(server.api);
    expect(reloaded.getSnapshot()).toMatchObject({ version: 1, inProgress: true, pendingCount: 1 });
    await reloaded.flush();
    expect(server.calls.slice(-2)).toEqual(['create v1', 'put 11=4']);
    expect(server.sessions.get(S1)).toMatchObject({ version: 1, answers: { [Q1]: 4 } });
    expect(readStoredSession()).toMatchObject({ id: S1, version: 1 });
  });

  it('finishes on its version after a publish: the answers, the session and the completion stay on it', async () => {
    const server = fakeServer();
    const sync = make(server.api);
    await sync.answer(Q1, 2, 1);
    server.publish(2, [Q1, Q4]);
    // the screen still shows version 1; a later answer to a question that version 2 removed is kept
    await sync.answer(Q3, 5, 1);
    await sync.answer(Q2, 3, 2);
    expect(sync.getSnapshot()).toMatchObject({ version: 1, pendingCount: 0 });
    const result = await sync.complete();
    expect(result.version).toBe(1);
    expect(server.sessions.get(S1)).toMatchObject({
      completed: true,
      answers: { [Q1]: 2, [Q2]: 3, [Q3]: 5 },
    });
    // completed: still version 1 on the way to the results (the last outro), the published one after
    expect(sync.getSnapshot()).toMatchObject({ version: 1, inProgress: false });
    expect(flowVersionOf(sync.getSnapshot(), true)).toBe(1);
    expect(flowVersionOf(sync.getSnapshot(), false)).toBeNull();
    // what the screens read from storage agrees with the sync
    expect(readFlowVersion()).toBeNull();
  });

  it('starts the next assessment after completion on the version then on screen', async () => {
    const server = fakeServer();
    const sync = make(server.api);
    await sync.answer(Q1, 2, 1);
    await sync.complete();
    server.publish(2, [Q1, Q4]);
    sync.retainOnly([Q1, Q4]);
    await sync.answer(Q4, 5, 2);
    expect(readStoredVersion()).toBe(2);
    expect(server.calls.slice(-2)).toEqual(['create v2', 'batch 2']);
    expect(server.sessions.get(S2)).toMatchObject({ version: 2, answers: { [Q1]: 2, [Q4]: 5 } });
    expect(server.sessions.get(S1)).toMatchObject({ completed: true, answers: { [Q1]: 2 } });
    expect(sync.getSnapshot()).toMatchObject({ version: 2, inProgress: true, sessionId: S2 });
  });

  it("answers on the session's own version after a version_mismatch, keeping the server's answers", async () => {
    const server = fakeServer();
    const changes: VersionChange[] = [];
    // a browser that lost track of its version: session on version 1, answers shown from version 2
    const sync = make(server.api, undefined, (c) => changes.push(c));
    await sync.answer(Q2, 3, 1);
    server.publish(2, [Q1, Q4]);
    localStorage.setItem('assessmentVersion', '2');
    localStorage.setItem('assessmentAnswers', JSON.stringify({ [Q1]: '4' }));
    const confused = make(server.api, undefined, (c) => changes.push(c));
    await confused.answerMany({ [Q4]: 1 }, 2);
    // Q4 is refused (not in version 1): the session is kept, its version 1 is taken up, Q1 is saved on it
    expect(server.calls).toContain('state');
    expect(server.calls).toContain('load v1');
    expect(server.sessions.size).toBe(1);
    expect(server.sessions.get(S1)?.answers).toEqual({ [Q1]: 4, [Q2]: 3 });
    expect(confused.getSnapshot()).toMatchObject({ version: 1, pendingCount: 0, status: 'synced' });
    expect(confused.getSnapshot().answers).toEqual({ [Q1]: 4, [Q2]: 3 });
    expect(readStoredVersion()).toBe(1);
    expect(readStoredSession()).toMatchObject({ id: S1, version: 1 });
    expect(changes).toEqual([{ reason: 'adopted', from: 2, to: 1, dropped: 1 }]);
    sync.stop();
  });

  it("starts on the published version when the session's version cannot be served, told once", async () => {
    const server = fakeServer();
    const changes: VersionChange[] = [];
    const sync = make(server.api, undefined, (c) => changes.push(c));
    await sync.answer(Q1, 4, 1);
    await sync.answer(Q3, 2, 1);
    // version 1 is gone from the server (it cannot be served any more), version 2 is published
    server.publish(2, [Q1, Q4]);
    server.versions.delete(1);
    await sync.answer(Q2, 5, 1);
    expect(server.calls.slice(-6)).toEqual([
      'put 22=5',
      'state',
      'load v1',
      'load published',
      'create v2',
      'put 11=4',
    ]);
    expect(server.sessions.get(S2)).toMatchObject({ version: 2, answers: { [Q1]: 4 } });
    expect(sync.getSnapshot()).toMatchObject({
      version: 2,
      sessionId: S2,
      pendingCount: 0,
      status: 'synced',
    });
    expect(storedAnswers()).toEqual({ [Q1]: '4' });
    expect(changes).toEqual([{ reason: 'restarted', from: 1, to: 2, dropped: 2 }]);
  });

  it('starts on the published version when the pinned one is refused (version_unavailable), keeping the answers it has', async () => {
    const server = fakeServer();
    const changes: VersionChange[] = [];
    server.publish(2, [Q1, Q4]);
    localStorage.setItem('assessmentVersion', '7');
    localStorage.setItem('assessmentAnswers', JSON.stringify({ [Q1]: '3', [Q2]: '2' }));
    localStorage.setItem('assessmentSyncQueue', JSON.stringify({ [Q1]: 3, [Q2]: 2 }));
    const sync = make(server.api, undefined, (c) => changes.push(c));
    expect(sync.getSnapshot().version).toBe(7);
    await sync.flush();
    expect(server.calls).toEqual(['create v7', 'load published', 'create v2', 'put 11=3']);
    expect(server.sessions.get(S1)).toMatchObject({ version: 2, answers: { [Q1]: 3 } });
    expect(storedAnswers()).toEqual({ [Q1]: '3' });
    expect(readStoredVersion()).toBe(2);
    expect(changes).toEqual([{ reason: 'restarted', from: 7, to: 2, dropped: 1 }]);
  });

  it('completes after a version_mismatch on completion, on the session version', async () => {
    const server = fakeServer();
    const sync = make(server.api);
    await sync.answer(Q1, 4, 1);
    server.publish(2, [Q1, Q4]);
    // an answer the session cannot take sits in the answers (e.g. given in another tab on version 2)
    localStorage.setItem('assessmentAnswers', JSON.stringify({ [Q1]: '4', [Q4]: '5' }));
    sync.start();
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'assessmentAnswers',
        newValue: localStorage.getItem('assessmentAnswers'),
      }),
    );
    const result = await sync.complete();
    expect(result).toMatchObject({ sessionId: S1, version: 1 });
    expect(server.calls.slice(-4)).toEqual(['complete 2', 'state', 'load v1', 'complete 1']);
    expect(server.sessions.get(S1)).toMatchObject({ completed: true, answers: { [Q1]: 4 } });
    sync.stop();
  });

  it('still replaces a session that the server says is completed (409 already_completed)', async () => {
    const server = fakeServer();
    const sync = make(server.api);
    await sync.answer(Q1, 4, 1);
    const stored = server.sessions.get(S1);
    if (stored) stored.completed = true;
    await sync.answer(Q2, 1, 1);
    expect(server.sessions.get(S2)).toMatchObject({ version: 1, answers: { [Q1]: 4, [Q2]: 1 } });
    expect(readStoredSession()).toMatchObject({ id: S2, version: 1 });
  });

  it('learns the version of a session stored before versions existed', async () => {
    const server = fakeServer();
    const first = make(server.api);
    await first.answer(Q1, 4, 1);
    localStorage.setItem(
      'assessmentSession',
      JSON.stringify({ id: S1, secret: `secret-${S1}`, completedAt: null }),
    );
    localStorage.removeItem('assessmentVersion');
    server.publish(2, [Q1, Q4]);
    const sync = make(server.api);
    expect(sync.getSnapshot()).toMatchObject({ version: null, inProgress: true });
    sync.start();
    await vi.waitFor(() => expect(sync.getSnapshot().version).toBe(1));
    expect(readStoredSession()).toMatchObject({ id: S1, version: 1 });
    expect(server.calls.at(-1)).toBe('state');
    sync.stop();
  });

  it('reset forgets the version too: the next assessment is on the published one', async () => {
    const server = fakeServer();
    const sync = make(server.api);
    await sync.answer(Q1, 4, 1);
    sync.reset();
    expect(readStoredVersion()).toBeNull();
    expect(sync.getSnapshot()).toMatchObject({ version: null, inProgress: false });
    server.publish(2, [Q1, Q4]);
    await sync.answer(Q4, 2, 2);
    expect(server.sessions.get(S2)).toMatchObject({ version: 2, answers: { [Q4]: 2 } });
  });

  it('leaves a version the screens cannot load for the published one, with the answers it can take', async () => {
    const server = fakeServer();
    const changes: VersionChange[] = [];
    const sync = make(server.api, undefined, (c) => changes.push(c));
    await sync.answer(Q1, 4, 1);
    await sync.answer(Q2, 2, 1);
    server.publish(2, [Q1, Q4]);
    server.versions.delete(1);
    await sync.leaveVersion(2); // not the pinned one: nothing happens
    expect(sync.getSnapshot().version).toBe(1);
    await sync.leaveVersion(1);
    expect(sync.getSnapshot()).toMatchObject({ version: 2, sessionId: S2, pendingCount: 0 });
    expect(server.sessions.get(S2)).toMatchObject({ version: 2, answers: { [Q1]: 4 } });
    expect(changes).toEqual([{ reason: 'restarted', from: 1, to: 2, dropped: 1 }]);
  });

  it('the flow shows the pinned version only while in progress or finishing', () => {
    expect(flowVersionOf({ version: null, inProgress: true }, true)).toBeNull();
    expect(flowVersionOf({ version: 3, inProgress: true }, false)).toBe(3);
    expect(flowVersionOf({ version: 3, inProgress: false }, true)).toBe(3);
    expect(flowVersionOf({ version: 3, inProgress: false }, false)).toBeNull();
  });
});

describe('readStoredSession', () => {
  const store = (value: unknown) => localStorage.setItem('assessmentSession', JSON.stringify(value));

  it('reads a stored session, filling what an older page did not store', () => {
    store({ id: S1, secret: 's', completedAt: '2025-01-01T00:00:00.000Z', version: 2, extra: true });
    expect(readStoredSession()).toEqual({
      id: S1,
      secret: 's',
      completedAt: '2025-01-01T00:00:00.000Z',
      version: 2,
    });
    store({ id: S1, secret: 's' });
    expect(readStoredSession()).toEqual({ id: S1, secret: 's', completedAt: null, version: null });
  });

  it('drops an unreadable version, and the whole session when it cannot be used', () => {
    for (const version of [0, 1.5, '2', null]) {
      store({ id: S1, secret: 's', completedAt: null, version });
      expect(readStoredSession()?.version, String(version)).toBeNull();
    }
    for (const broken of [
      { id: 'x', secret: 's' },
      { id: S1, secret: '' },
      { id: S1 },
      { id: S1, secret: 's', completedAt: 5 },
      [S1],
      'x',
    ]) {
      store(broken);
      expect(readStoredSession(), JSON.stringify(broken)).toBeNull();
    }
    localStorage.removeItem('assessmentSession');
    expect(readStoredSession()).toBeNull();
  });
});
