import { z } from 'zod';
import type { ResultView } from '../../../../contract/assessment';
import {
  type AnswerValue,
  answersToStorage,
  normaliseAnswers,
  parseStoredAnswers,
} from '../../../../domain/answers';
import { ApiError } from '../../../lib/api-error';
import { LOCAL_KEYS, localStore } from '../../../lib/storage';
import type { SessionCredentials } from '../api/sessions';

/** The anonymous server session this browser holds (local storage `assessmentSession`). */
export interface StoredSession extends SessionCredentials {
  /** set once the server completed the session and stored its result */
  completedAt: string | null;
}

const storedSessionSchema = z.object({
  id: z.uuid(),
  secret: z.string().min(1),
  completedAt: z.string().nullable().default(null),
});

/** The calls the sync needs; the real ones are in ../api/sessions.ts, tests pass fakes. */
export interface SyncApi {
  createSession(visitorId: string): Promise<SessionCredentials>;
  saveAnswer(session: SessionCredentials, questionId: string, value: AnswerValue): Promise<unknown>;
  saveAnswers(session: SessionCredentials, answers: Record<string, AnswerValue>): Promise<unknown>;
  completeSession(session: SessionCredentials, answers: Record<string, AnswerValue>): Promise<ResultView>;
}

export type SyncStatus =
  /** every answer is on the server */
  | 'synced'
  /** answers are on their way */
  | 'syncing'
  /** the network failed: answers wait in the queue and go when it is back */
  | 'offline'
  /** the server refused for now (rate limit, server error): a retry is scheduled */
  | 'waiting';

export interface SyncSnapshot {
  /** every answer given, question id → 1..5 (mirrors local storage `assessmentAnswers`) */
  answers: Readonly<Record<string, AnswerValue>>;
  /** answers not yet confirmed by the server */
  pendingCount: number;
  status: SyncStatus;
  sessionId: string | null;
  completedAt: string | null;
}

export interface AnswerSyncOptions {
  api: SyncApi;
  visitorId: () => string;
  /** told about each failure the user should hear of (a rate limit); the queue keeps the answers */
  onError?: (error: ApiError) => void;
  /** first retry delay after a failure; doubles up to `maxRetryMs` */
  retryMs?: number;
  maxRetryMs?: number;
}

/** Server answers that mean "this session cannot take answers any more": start a new one. */
const SESSION_GONE = new Set([401, 403, 404, 409]);

/**
 * Keeps answers safe. Each answer goes to local storage (`assessmentAnswers`, spec 3) and into a queue
 * persisted beside it (`assessmentSyncQueue`) before any request is made; the queue is then sent to the
 * server (one answer alone, several as a batch). An answer leaves the queue only when the server has
 * confirmed that exact value. Network failures keep the queue and retry with backoff and on the
 * browser's `online` event; a session the server no longer accepts (unknown, wrong secret, already
 * completed) is replaced by a new one that receives every answer. An answer once given is never lost.
 */
export class AnswerSync {
  private answers: Record<string, AnswerValue>;
  private pending: Record<string, AnswerValue>;
  private session: StoredSession | null;
  private status: SyncStatus;
  private snapshot: SyncSnapshot;
  private readonly listeners = new Set<() => void>();
  private inflight: Promise<void> | null = null;
  private again = false;
  /** flushes and completions run one at a time, so a completion never races a batch */
  private lock: Promise<void> = Promise.resolve();
  private completing: Promise<ResultView> | null = null;
  private creatingSession: Promise<StoredSession> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retryDelay: number;
  private readonly detach: Array<() => void> = [];

  constructor(private readonly options: AnswerSyncOptions) {
    this.answers = parseStoredAnswers(localStore.get(LOCAL_KEYS.assessmentAnswers));
    this.pending = normaliseAnswers(localStore.getJson(LOCAL_KEYS.assessmentSyncQueue));
    this.session = readStoredSession();
    this.retryDelay = options.retryMs ?? 2000;
    this.status = Object.keys(this.pending).length ? 'syncing' : 'synced';
    this.snapshot = this.makeSnapshot();
  }

  /** Starts listening to the browser (online, other tabs) and sends what a previous visit left queued. */
  start(): void {
    if (typeof window === 'undefined' || this.detach.length) return;
    const online = () => {
      this.retryDelay = this.options.retryMs ?? 2000;
      void this.flush();
    };
    const storage = (event: StorageEvent) => {
      if (event.key === LOCAL_KEYS.assessmentAnswers) {
        this.answers = parseStoredAnswers(event.newValue);
        this.emit();
      }
    };
    window.addEventListener('online', online);
    window.addEventListener('storage', storage);
    this.detach.push(
      () => window.removeEventListener('online', online),
      () => window.removeEventListener('storage', storage),
    );
    if (Object.keys(this.pending).length) void this.flush();
  }

  stop(): void {
    for (const off of this.detach.splice(0)) off();
    clearTimeout(this.retryTimer);
  }

  // ── reading ────────────────────────────────────────────────────────────────────────────────────

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SyncSnapshot => this.snapshot;

  getSession(): StoredSession | null {
    return this.session;
  }

  // ── answering ──────────────────────────────────────────────────────────────────────────────────

  /** Records an answer: stored locally and queued at once, then sent. */
  answer(questionId: string, value: AnswerValue): Promise<void> {
    return this.answerMany({ [questionId]: value });
  }

  /** Records several answers at once (the developer panel's autofill). */
  answerMany(answers: Record<string, AnswerValue>): Promise<void> {
    const valid = normaliseAnswers(answers);
    if (Object.keys(valid).length === 0) return Promise.resolve();
    this.answers = { ...this.answers, ...valid };
    this.pending = { ...this.pending, ...valid };
    this.persistAnswers();
    this.persistQueue();
    this.status = 'syncing';
    this.emit();
    return this.flush();
  }

  /**
   * Drops answers to questions that no longer exist (spec 4 "Restoring position"), locally and from the
   * queue, so that the server is never sent a question it does not know.
   */
  retainOnly(questionIds: Iterable<string>): void {
    const known = new Set(questionIds);
    const keep = (map: Record<string, AnswerValue>) =>
      Object.fromEntries(Object.entries(map).filter(([id]) => known.has(id))) as Record<string, AnswerValue>;
    const answers = keep(this.answers);
    const pending = keep(this.pending);
    const changed =
      Object.keys(answers).length !== Object.keys(this.answers).length ||
      Object.keys(pending).length !== Object.keys(this.pending).length;
    if (!changed) return;
    this.answers = answers;
    this.pending = pending;
    this.persistAnswers();
    this.persistQueue();
    this.emit();
  }

  /** Forgets answers, queue and session (the developer panel's session reset). */
  reset(): void {
    clearTimeout(this.retryTimer);
    this.answers = {};
    this.pending = {};
    this.session = null;
    localStore.remove(LOCAL_KEYS.assessmentAnswers);
    localStore.remove(LOCAL_KEYS.assessmentSyncQueue);
    localStore.remove(LOCAL_KEYS.assessmentSession);
    this.status = 'synced';
    this.emit();
  }

  // ── syncing ────────────────────────────────────────────────────────────────────────────────────

  /**
   * Sends the queue until it is empty or a request fails. Never rejects: a failure leaves the queue
   * as it was and schedules a retry. Concurrent calls share one run (and make it go round once more).
   */
  flush(): Promise<void> {
    if (this.inflight) {
      this.again = true;
      return this.inflight;
    }
    this.inflight = this.exclusive(async () => {
      do {
        this.again = false;
        await this.drain();
      } while (this.again && this.hasPending() && this.status === 'syncing');
    }).finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  }

  /**
   * Completes the session on the server with every answer given (the server stores them in the same
   * transaction, so nothing queued is left behind) and returns the result. Rejects with an ApiError when
   * it cannot: the answers stay queued and the caller may try again.
   */
  complete(): Promise<ResultView> {
    // One completion at a time: a second caller (the loading page) shares the one in flight.
    if (!this.completing) {
      this.completing = this.exclusive(() => this.completeNow()).finally(() => {
        this.completing = null;
      });
    }
    return this.completing;
  }

  private async completeNow(): Promise<ResultView> {
    if (Object.keys(this.answers).length === 0)
      throw new ApiError(400, 'no_answers', 'No answers to submit.');
    let replaced = false;
    for (;;) {
      const session = await this.ensureSession();
      const sent = { ...this.answers };
      try {
        const result = await this.options.api.completeSession(session, sent);
        this.confirm(sent);
        this.session = { ...session, completedAt: result.completedAt };
        writeStoredSession(this.session);
        this.status = this.hasPending() ? 'syncing' : 'synced';
        this.emit();
        return result;
      } catch (error) {
        if (
          !replaced &&
          error instanceof ApiError &&
          error.status !== 409 &&
          SESSION_GONE.has(error.status)
        ) {
          replaced = true;
          this.dropSession();
          continue;
        }
        if (error instanceof ApiError) this.failed(error);
        throw error;
      }
    }
  }

  private exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.lock.then(task, task);
    this.lock = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  private hasPending(): boolean {
    return Object.keys(this.pending).length > 0;
  }

  private async drain(): Promise<void> {
    let replacedSession = false;
    while (this.hasPending()) {
      clearTimeout(this.retryTimer);
      this.status = 'syncing';
      this.emit();
      const batch = { ...this.pending };
      try {
        const session = await this.ensureSession();
        const entries = Object.entries(batch);
        const [first] = entries;
        if (entries.length === 1 && first) await this.options.api.saveAnswer(session, first[0], first[1]);
        else await this.options.api.saveAnswers(session, batch);
        this.confirm(batch);
        this.retryDelay = this.options.retryMs ?? 2000;
      } catch (error) {
        const apiError =
          error instanceof ApiError
            ? error
            : new ApiError(0, 'network_error', String((error as Error)?.message));
        if (!replacedSession && SESSION_GONE.has(apiError.status) && this.session) {
          // The server no longer takes answers for this session: a new one gets every answer.
          replacedSession = true;
          this.dropSession();
          this.pending = { ...this.answers, ...this.pending };
          this.persistQueue();
          continue;
        }
        this.failed(apiError);
        return;
      }
    }
    this.status = 'synced';
    this.emit();
  }

  /** Removes from the queue what the server confirmed, unless the answer changed meanwhile. */
  private confirm(sent: Record<string, AnswerValue>): void {
    const pending = { ...this.pending };
    for (const [id, value] of Object.entries(sent)) if (pending[id] === value) delete pending[id];
    this.pending = pending;
    this.persistQueue();
  }

  private failed(error: ApiError): void {
    this.status = error.isNetworkError ? 'offline' : 'waiting';
    this.emit();
    if (error.isRateLimited || !error.isNetworkError) this.options.onError?.(error);
    const max = this.options.maxRetryMs ?? 30_000;
    const delay = error.retryAfter !== null ? error.retryAfter * 1000 : this.retryDelay;
    this.retryDelay = Math.min(this.retryDelay * 2, max);
    // A refused request (4xx other than 429) will not succeed unchanged: wait for the next answer.
    if (error.isClientError && !error.isRateLimited) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.flush(), Math.min(Math.max(delay, 0), max * 4));
  }

  private ensureSession(): Promise<StoredSession> {
    if (this.session) return Promise.resolve(this.session);
    if (!this.creatingSession) {
      this.creatingSession = this.options.api
        .createSession(this.options.visitorId())
        .then((created) => {
          this.session = { id: created.id, secret: created.secret, completedAt: null };
          writeStoredSession(this.session);
          this.emit();
          return this.session;
        })
        .finally(() => {
          this.creatingSession = null;
        });
    }
    return this.creatingSession;
  }

  private dropSession(): void {
    this.session = null;
    localStore.remove(LOCAL_KEYS.assessmentSession);
  }

  private persistAnswers(): void {
    localStore.setJson(LOCAL_KEYS.assessmentAnswers, answersToStorage(this.answers));
  }

  private persistQueue(): void {
    if (this.hasPending()) localStore.setJson(LOCAL_KEYS.assessmentSyncQueue, this.pending);
    else localStore.remove(LOCAL_KEYS.assessmentSyncQueue);
  }

  private makeSnapshot(): SyncSnapshot {
    return {
      answers: this.answers,
      pendingCount: Object.keys(this.pending).length,
      status: this.status,
      sessionId: this.session?.id ?? null,
      completedAt: this.session?.completedAt ?? null,
    };
  }

  private emit(): void {
    const next = this.makeSnapshot();
    const previous = this.snapshot;
    if (
      previous.answers === next.answers &&
      previous.pendingCount === next.pendingCount &&
      previous.status === next.status &&
      previous.sessionId === next.sessionId &&
      previous.completedAt === next.completedAt
    )
      return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}

/** The session kept in local storage, or null when missing or unreadable. */
export function readStoredSession(): StoredSession | null {
  const parsed = storedSessionSchema.safeParse(localStore.getJson(LOCAL_KEYS.assessmentSession));
  return parsed.success ? parsed.data : null;
}

function writeStoredSession(session: StoredSession): void {
  localStore.setJson(LOCAL_KEYS.assessmentSession, session);
}
