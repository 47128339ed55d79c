import type { ResultView, SessionState } from '../../../../contract/assessment';
import {
  isUuid,
  VERSION_MISMATCH_CODE,
  VERSION_UNAVAILABLE_CODE,
} from '../../../../contract/assessment-paths';
import {
  answersToStorage,
  type FounderAnswer,
  normaliseAnswers,
  parseStoredAnswers,
} from '../../../../domain/answer-values';
import { ApiError } from '../../../lib/api-error';
import { LOCAL_KEYS, localStore } from '../../../lib/storage';
import type { SessionCredentials } from '../api/sessions';
import { FLOW_VERSION_EVENT, parseVersion, readStoredVersion } from './flow-version';

export { flowVersionOf, readStoredVersion } from './flow-version';

/** The anonymous server session this browser holds (local storage `assessmentSession`). */
export interface StoredSession extends SessionCredentials {
  /** set once the server completed the session and stored its result */
  completedAt: string | null;
  /** the questionnaire version the session is answered on; null for one stored before versions */
  version: number | null;
}

/**
 * The stored session, checked by hand (no zod on the assessment's first load): a UUID id and a secret,
 * `completedAt` a string or missing (null), `version` a version number or else null.
 */
function parseStoredSession(json: unknown): StoredSession | null {
  if (typeof json !== 'object' || json === null) return null;
  const { id, secret, completedAt = null, version } = json as Record<string, unknown>;
  if (!isUuid(id) || typeof secret !== 'string' || secret === '') return null;
  if (completedAt !== null && typeof completedAt !== 'string') return null;
  const versionNumber = typeof version === 'number' && Number.isInteger(version) && version >= 1;
  return { id, secret, completedAt, version: versionNumber ? version : null };
}

/** What the sync needs of a questionnaire version: its number and which questions it has. */
export interface VersionQuestions {
  version: number;
  questions: ReadonlyArray<{ id: string }>;
}

/** The calls the sync needs; the real ones are in ../api/sessions.ts, tests pass fakes. */
export interface SyncApi {
  /** without `version`: on the published one; answers the version the session got */
  createSession(visitorId: string, version?: number): Promise<SessionCredentials & { version: number }>;
  saveAnswer(session: SessionCredentials, questionId: string, value: FounderAnswer): Promise<unknown>;
  saveAnswers(session: SessionCredentials, answers: Record<string, FounderAnswer>): Promise<unknown>;
  completeSession(session: SessionCredentials, answers: Record<string, FounderAnswer>): Promise<ResultView>;
  getSessionState(
    session: SessionCredentials,
  ): Promise<Pick<SessionState, 'status' | 'version' | 'answers' | 'completedAt'>>;
  /** a version's questions (null: the published version); a version that cannot be served is a 404 */
  loadQuestionnaire(version: number | null): Promise<VersionQuestions>;
}

/**
 * Told when answering moved to another questionnaire version than the one on screen: `adopted`, the
 * session's own version (the browser had lost track of it); `restarted`, a new session on the published
 * version because the old one cannot be served. `dropped` answers were to questions the new one lacks.
 */
export interface VersionChange {
  reason: 'adopted' | 'restarted';
  from: number | null;
  to: number;
  dropped: number;
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
  answers: Readonly<Record<string, FounderAnswer>>;
  /** answers not yet confirmed by the server */
  pendingCount: number;
  status: SyncStatus;
  sessionId: string | null;
  completedAt: string | null;
  /** the questionnaire version these answers belong to (pinned by the first answer); null before */
  version: number | null;
  /** answers given and not yet completed, or a session not completed: the flow stays on `version` */
  inProgress: boolean;
}

export interface AnswerSyncOptions {
  api: SyncApi;
  visitorId: () => string;
  /** told about each failure the user should hear of (a rate limit); the queue keeps the answers */
  onError?: (error: ApiError) => void;
  /** told once when answering moved to another questionnaire version (see VersionChange) */
  onVersionChange?: (change: VersionChange) => void;
  /** first retry delay after a failure; doubles up to `maxRetryMs` */
  retryMs?: number;
  maxRetryMs?: number;
}

/** Server answers that mean "this session cannot take answers any more": start a new one. */
const SESSION_GONE = new Set([401, 403, 404, 409]);

/** A refusal about the questionnaire version, not the session: answering moves, nothing is dropped blindly. */
const isVersionRefusal = (error: ApiError) =>
  error.status === 409 && (error.code === VERSION_MISMATCH_CODE || error.code === VERSION_UNAVAILABLE_CODE);

const isSessionGone = (error: ApiError) => SESSION_GONE.has(error.status) && !isVersionRefusal(error);

const asApiError = (error: unknown) =>
  error instanceof ApiError ? error : new ApiError(0, 'network_error', String((error as Error)?.message));

function keepOnly(
  map: Record<string, FounderAnswer>,
  ids: ReadonlySet<string>,
): Record<string, FounderAnswer> {
  return Object.fromEntries(Object.entries(map).filter(([id]) => ids.has(id))) as Record<
    string,
    FounderAnswer
  >;
}

/**
 * Keeps answers safe. Each answer goes to local storage (`assessmentAnswers`, spec 3) and into a queue
 * persisted beside it (`assessmentSyncQueue`) before any request is made; the queue is then sent to the
 * server (one answer alone, several as a batch). An answer leaves the queue only when the server has
 * confirmed that exact value. Network failures keep the queue and retry with backoff and on the
 * browser's `online` event; a session the server no longer accepts (unknown, wrong secret, already
 * completed) is replaced by a new one that receives every answer. An answer once given is never lost.
 *
 * Answers belong to one questionnaire version (`assessmentVersion`), pinned by the first answer before any
 * request, sent when the session is created and kept until the next assessment starts, so that a version
 * published meanwhile changes nothing for this founder. When the server refuses answers as belonging to
 * another version, the sync answers on the session's own version; when that version cannot be served, it
 * starts a new session on the published one with the answers that still have their question.
 */
export class AnswerSync {
  private answers: Record<string, FounderAnswer>;
  private pending: Record<string, FounderAnswer>;
  private session: StoredSession | null;
  private version: number | null;
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
    this.version = readStoredVersion() ?? this.session?.version ?? null;
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
      if (event.key === LOCAL_KEYS.assessmentVersion) {
        this.version = parseVersion(event.newValue);
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
    if (this.session && this.session.completedAt === null && this.session.version === null)
      void this.exclusive(() => this.learnSessionVersion());
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

  /**
   * Records an answer to a question of questionnaire `version` (the one on screen): stored locally and
   * queued at once, then sent. The first answer of an assessment pins its version.
   */
  answer(questionId: string, value: FounderAnswer, version?: number): Promise<void> {
    return this.answerMany({ [questionId]: value }, version);
  }

  /** Records several answers at once (the developer panel's autofill). */
  answerMany(answers: Record<string, FounderAnswer>, version?: number): Promise<void> {
    const valid = normaliseAnswers(answers);
    if (Object.keys(valid).length === 0) return Promise.resolve();
    if (!this.isInProgress()) {
      // A new assessment: on the version on screen (without one, the session's: the published one).
      if (this.session?.completedAt) {
        this.dropSession();
        this.pending = { ...this.answers };
      }
      this.setVersion(version ?? null);
    } else if (this.version === null && version !== undefined) this.setVersion(version);
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
    const keep = (map: Record<string, FounderAnswer>) =>
      Object.fromEntries(Object.entries(map).filter(([id]) => known.has(id))) as Record<
        string,
        FounderAnswer
      >;
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

  /**
   * The screens could not load `version` (it is not served): answering moves to a new session on the
   * published version with the answers it can take, and the founder is told once.
   */
  leaveVersion(version: number): Promise<void> {
    if (this.version !== version) return Promise.resolve();
    return this.exclusive(async () => {
      if (this.version !== version) return;
      await this.restartOnPublished().catch(() => undefined);
    }).then(() => this.flush());
  }

  /** Forgets answers, queue, session and version (the developer panel's session reset). */
  reset(): void {
    clearTimeout(this.retryTimer);
    this.answers = {};
    this.pending = {};
    this.session = null;
    this.setVersion(null);
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
    let recovered = false;
    for (;;) {
      try {
        const session = await this.ensureSession();
        const sent = { ...this.answers };
        const result = await this.options.api.completeSession(session, sent);
        this.confirm(sent);
        // The version stays pinned: the last outro still shows it; the next answer starts anew.
        this.session = {
          ...session,
          completedAt: result.completedAt,
          version: result.version ?? session.version,
        };
        writeStoredSession(this.session);
        this.status = this.hasPending() ? 'syncing' : 'synced';
        this.emit();
        return result;
      } catch (error) {
        if (!recovered && error instanceof ApiError && isVersionRefusal(error)) {
          recovered = true;
          try {
            await this.recoverVersion(error);
          } catch (failure) {
            this.failed(asApiError(failure));
            throw failure;
          }
          continue;
        }
        if (!replaced && error instanceof ApiError && error.status !== 409 && isSessionGone(error)) {
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
    let recovered = false;
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
        const apiError = asApiError(error);
        if (!recovered && isVersionRefusal(apiError)) {
          recovered = true;
          try {
            await this.recoverVersion(apiError);
          } catch (failure) {
            this.failed(asApiError(failure));
            return;
          }
          continue;
        }
        if (!replacedSession && isSessionGone(apiError) && this.session) {
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
  private confirm(sent: Record<string, FounderAnswer>): void {
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
      const version = this.version;
      this.creatingSession = this.options.api
        .createSession(this.options.visitorId(), ...(version === null ? [] : [version]))
        .then((created) => {
          this.session = {
            id: created.id,
            secret: created.secret,
            completedAt: null,
            version: created.version,
          };
          writeStoredSession(this.session);
          // The server decides (it gives the published one when none was asked for).
          if (this.version !== created.version) this.setVersion(created.version);
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

  /** "answers given or a session not completed" */
  private isInProgress(): boolean {
    return this.session ? this.session.completedAt === null : Object.keys(this.answers).length > 0;
  }

  private setVersion(version: number | null): void {
    this.version = version;
    if (version === null) localStore.remove(LOCAL_KEYS.assessmentVersion);
    else localStore.set(LOCAL_KEYS.assessmentVersion, String(version));
  }

  // ── versions ───────────────────────────────────────────────────────────────────────────────────

  /**
   * The server refused answers as not of this session's version, or refused to start the version:
   * answer on the session's own version if it can be served, else on a new session on the published one.
   * Network failures reject (the caller retries later); nothing local is lost on the way.
   */
  private async recoverVersion(error: ApiError): Promise<void> {
    const session = this.session;
    if (error.code === VERSION_UNAVAILABLE_CODE || !session) return this.restartOnPublished();
    let state: Awaited<ReturnType<SyncApi['getSessionState']>>;
    try {
      state = await this.options.api.getSessionState(session);
    } catch (failure) {
      if (!(failure instanceof ApiError) || !isSessionGone(failure)) throw failure;
      this.replaceSession();
      return;
    }
    if (state.status === 'completed') {
      this.replaceSession();
      return;
    }
    let questionnaire: VersionQuestions;
    try {
      questionnaire = await this.options.api.loadQuestionnaire(state.version);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 404) return this.restartOnPublished();
      throw failure;
    }
    this.adopt(session, state, questionnaire);
  }

  /** A session gone for good: a new one on the pinned version receives every answer. */
  private replaceSession(): void {
    this.dropSession();
    this.pending = { ...this.answers, ...this.pending };
    this.persistQueue();
    this.emit();
  }

  /**
   * Answers on the session's own version from now on: the server's answers come back (the founder's own
   * later ones win), answers to questions that version lacks are set aside, and what the server lacks is
   * queued.
   */
  private adopt(
    session: StoredSession,
    state: { version: number; answers: Record<string, FounderAnswer> },
    questionnaire: VersionQuestions,
  ): void {
    const ids = new Set(questionnaire.questions.map((question) => question.id));
    const from = this.version;
    const answers = keepOnly({ ...normaliseAnswers(state.answers), ...this.answers }, ids);
    const dropped = Object.keys(this.answers).filter((id) => !ids.has(id)).length;
    this.session = { ...session, version: state.version };
    writeStoredSession(this.session);
    this.setVersion(state.version);
    this.answers = answers;
    this.pending = Object.fromEntries(
      Object.entries(answers).filter(([id, value]) => state.answers[id] !== value),
    ) as Record<string, FounderAnswer>;
    this.persistAnswers();
    this.persistQueue();
    this.emit();
    if (from !== state.version || dropped > 0)
      this.options.onVersionChange?.({ reason: 'adopted', from, to: state.version, dropped });
  }

  /** The session's version cannot be served: a new session on the published version, with every answer it can take. */
  private async restartOnPublished(): Promise<void> {
    const published = await this.options.api.loadQuestionnaire(null);
    const ids = new Set(published.questions.map((question) => question.id));
    const from = this.version;
    const dropped = Object.keys(this.answers).filter((id) => !ids.has(id)).length;
    this.dropSession();
    this.setVersion(published.version);
    this.answers = keepOnly(this.answers, ids);
    this.pending = { ...this.answers };
    this.persistAnswers();
    this.persistQueue();
    this.emit();
    this.options.onVersionChange?.({ reason: 'restarted', from, to: published.version, dropped });
  }

  /**
   * A session stored before versions existed: asks the server which version it is on, so that the flow
   * shows that one. A failure changes nothing (the next refused answer finds out the same way).
   */
  private async learnSessionVersion(): Promise<void> {
    const session = this.session;
    if (!session || session.completedAt !== null || session.version !== null) return;
    let state: Awaited<ReturnType<SyncApi['getSessionState']>>;
    try {
      state = await this.options.api.getSessionState(session);
    } catch {
      return;
    }
    if (this.session !== session) return;
    if (state.status === 'completed') {
      this.session = { ...session, completedAt: state.completedAt, version: state.version };
      writeStoredSession(this.session);
      this.emit();
      return;
    }
    if (this.version !== null && this.version !== state.version) {
      try {
        this.adopt(session, state, await this.options.api.loadQuestionnaire(state.version));
      } catch {
        // answered on the version on screen; the server's 409 brings us back here
      }
      return;
    }
    this.session = { ...session, version: state.version };
    writeStoredSession(this.session);
    this.setVersion(state.version);
    this.emit();
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
      version: this.version,
      inProgress: this.isInProgress(),
    };
  }

  private emit(): void {
    const next = this.makeSnapshot();
    const previous = this.snapshot;
    const flowChanged = previous.version !== next.version || previous.inProgress !== next.inProgress;
    if (
      !flowChanged &&
      previous.answers === next.answers &&
      previous.pendingCount === next.pendingCount &&
      previous.status === next.status &&
      previous.sessionId === next.sessionId &&
      previous.completedAt === next.completedAt
    )
      return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
    if (flowChanged && typeof window !== 'undefined') window.dispatchEvent(new Event(FLOW_VERSION_EVENT));
  }
}

/** The session kept in local storage, or null when missing or unreadable. */
export function readStoredSession(): StoredSession | null {
  return parseStoredSession(localStore.getJson(LOCAL_KEYS.assessmentSession));
}

function writeStoredSession(session: StoredSession): void {
  localStore.setJson(LOCAL_KEYS.assessmentSession, session);
}
