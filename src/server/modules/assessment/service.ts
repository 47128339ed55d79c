import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import {
  type PublicQuestion,
  type Questionnaire,
  type ResultSummary,
  type ResultView,
  VERSION_MISMATCH_CODE,
  VERSION_UNAVAILABLE_CODE,
} from '../../../contract/assessment';
import {
  answersFromResponses,
  type FounderAnswer,
  NOT_APPLICABLE,
  NOT_APPLICABLE_REFUSED_MESSAGE,
} from '../../../domain/answers';
import { carelessReason } from '../../../domain/benchmark-rules';
import { orderQuestions } from '../../../domain/chapters';
import { insightRequestFromResult } from '../../../domain/overall-insight';
import { compareResults } from '../../../domain/result-history';
import type { CustomChapterContent } from '../../../domain/result-texts';
import { computeResult } from '../../../domain/scoring';
import { HttpError } from '../../plugins/error-handler';
import { deepFreeze } from '../../plugins/response-serializer';
import type { Viewer } from '../../plugins/viewer';
import { chapterFields } from '../questionnaire/chapter-fields';
import { type InsightWriter, ruleBasedInsightWriter } from './insight-writer';
import type {
  AssessmentRepository,
  ChapterRow,
  QuestionRow,
  SessionRow,
  StoredAnswer,
  VersionRow,
} from './repository';
import {
  buildResultView,
  type CustomContentByChapter,
  type FallbackTexts,
  gatedResultView,
  storedResultView,
} from './result-view';

/** Which version is published changes rarely; answers arrive by the thousand. Publishing calls `invalidate()`. */
const PUBLISHED_TTL_MS = 10_000;
/** Published and superseded versions never change: each is loaded once per process. */
const VERSIONS_KEPT = 50;

type LoadedQuestionnaire = {
  versionId: string;
  number: number;
  status: VersionRow['status'];
  assessment: { id: string; title: string };
  chapters: ChapterRow[];
  questions: QuestionRow[];
  questionIds: ReadonlySet<string>;
  /** custom core-strength / uplift texts per chapter */
  custom: CustomContentByChapter;
  public: Questionnaire;
};

/**
 * Completed results read per process: a result never changes once given (its snapshot is stored with it),
 * so each built view is kept while the stored insight stays the same. Entries are only reached after the
 * caller was authorised against the session row read on every request.
 *
 * Bounded by memory, not by count: an owner's view is about ten times a secret holder's (about 57 kB
 * against 6 kB kept, the objects with the JSON the serializer remembers for them, about twice the JSON's
 * length), and only the views that were read are kept. 48 MB holds some 8,000 anonymous readers' views,
 * or 800 owners'; a fixed count of 2,000 full entries took up to 70 MB.
 */
const RESULT_VIEWS_MAX_BYTES = 48 * 1024 * 1024;
/** bytes kept per character of a view's JSON (its objects and the remembered JSON), measured */
const KEPT_BYTES_PER_JSON_CHAR = 2.2;

type KeptResult = {
  storedInsight: string | null;
  views: { owner?: ResultView; gated?: ResultView };
  bytes: number;
};

const NOT_FOUND = new HttpError(404, 'not_found', 'Assessment session not found.');

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function secretMatches(secret: string | undefined, expectedHash: string): boolean {
  if (!secret) return false;
  const a = Buffer.from(hashSecret(secret), 'hex');
  const b = Buffer.from(expectedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

function toPublicQuestion(q: QuestionRow): PublicQuestion {
  return {
    id: q.id,
    chapterId: q.chapterId,
    position: q.position,
    text: q.text,
    leftLabel: q.leftLabel,
    rightLabel: q.rightLabel,
    notApplicableAllowed: q.notApplicableAllowed,
  };
}

export function assessmentService(
  repository: AssessmentRepository,
  fallback: FallbackTexts,
  writeInsight: InsightWriter = ruleBasedInsightWriter,
) {
  let published: { at: number; versionId: string } | null = null;
  const versions = new LRUCache<string, LoadedQuestionnaire>({ max: VERSIONS_KEPT });
  const keptResults = new LRUCache<string, KeptResult>({
    maxSize: RESULT_VIEWS_MAX_BYTES,
    sizeCalculation: (kept) => kept.bytes,
  });
  /** the built-in writer's insight is the one every snapshot already carries */
  const writesLocally = writeInsight === ruleBasedInsightWriter;
  /** told after a result was stored and committed (the benchmarks schedule their recompute) */
  const resultStoredListeners: Array<(stored: { sessionId: string; versionId: string }) => void> = [];

  /** A version's whole content; kept for good unless it is a draft (drafts are previewed, not answered). */
  async function loadVersion(version: VersionRow): Promise<LoadedQuestionnaire> {
    const kept = versions.get(version.id);
    if (kept) return kept;
    const content = await repository.versionContent(version.id);
    const questions = orderQuestions(content.chapters, content.questions);
    const value: LoadedQuestionnaire = {
      versionId: version.id,
      number: version.number,
      status: version.status,
      assessment: version.assessment,
      chapters: content.chapters,
      questions,
      questionIds: new Set(questions.map((q) => q.id)),
      custom: customContentByChapter(content.custom),
      public: {
        assessment: version.assessment,
        version: version.number,
        chapters: content.chapters.map(chapterFields),
        questions: questions.map(toPublicQuestion),
      },
    };
    if (version.status !== 'draft') versions.set(version.id, value);
    return value;
  }

  async function versionById(versionId: string): Promise<LoadedQuestionnaire> {
    const kept = versions.get(versionId);
    if (kept) return kept;
    const version = await repository.version({ id: versionId });
    if (!version) throw new HttpError(404, 'not_found', 'Questionnaire version not found.');
    return loadVersion(version);
  }

  /** The published version: whole, old or new, never a mix (a version's content never changes). */
  async function publishedQuestionnaire(): Promise<LoadedQuestionnaire> {
    if (published && Date.now() - published.at < PUBLISHED_TTL_MS) {
      const kept = versions.get(published.versionId);
      if (kept) return kept;
    }
    const version = await repository.publishedVersion();
    if (!version) throw new HttpError(404, 'not_found', 'Assessment not found');
    const loaded = await loadVersion(version);
    published = { at: Date.now(), versionId: version.id };
    return loaded;
  }

  /** The session, if the secret is right; unknown id and wrong secret answer alike. */
  async function authorised(sessionId: string, secret: string | undefined): Promise<SessionRow> {
    const session = await repository.findSession(sessionId);
    if (!session || !secretMatches(secret, session.secretHash)) throw NOT_FOUND;
    return session;
  }

  /** Answers to questions outside the session's version: 409 when another version has them, else 400. */
  async function refuseForeign(ids: string[]): Promise<never> {
    const existing = await repository.existingQuestionIds(ids);
    if (ids.some((id) => existing.has(id)))
      throw new HttpError(
        409,
        VERSION_MISMATCH_CODE,
        'This question belongs to another version of the questionnaire than this assessment.',
      );
    throw new HttpError(400, 'unknown_question', 'This question is not part of the assessment.');
  }

  /** 'Doesn't apply to me yet' where the statement asks for a rating: 400, nothing stored. */
  function refuseNotApplicable(q: LoadedQuestionnaire, answers: Readonly<Record<string, FounderAnswer>>) {
    const refused = q.questions.some(
      (question) => answers[question.id] === NOT_APPLICABLE && !question.notApplicableAllowed,
    );
    if (refused) throw new HttpError(400, 'not_applicable_refused', NOT_APPLICABLE_REFUSED_MESSAGE);
  }

  function assertOpen(session: Pick<SessionRow, 'status'>) {
    if (session.status === 'completed') {
      throw new HttpError(409, 'already_completed', 'This assessment is already completed.');
    }
  }

  /** The owner's result view of `answers` on version `q`: what is stored at completion. */
  function resultOn(q: LoadedQuestionnaire, stored: StoredAnswer[], sessionId: string, completedAt: Date) {
    const result = computeResult(q.chapters, q.questions, answersFromResponses(stored));
    const view = buildResultView({
      sessionId,
      completedAt,
      version: q.number,
      result,
      chapters: q.chapters,
      questions: q.questions,
      custom: q.custom,
      fallback,
      owner: true,
      storedInsight: null,
    });
    return { result, view };
  }

  /**
   * The stored view of a completed session (its snapshot), as the owner or anyone else sees it. A result
   * stored before snapshots existed is given its snapshot once, from its own (frozen) version.
   */
  async function view(
    session: SessionRow,
    owner: boolean,
    known?: { overallInsight: string | null; snapshot?: ResultView | null },
  ): Promise<ResultView> {
    if (session.status !== 'completed' || !session.completedAt) {
      throw new HttpError(404, 'not_completed', 'This assessment has no result yet.');
    }
    const storedInsight =
      known !== undefined
        ? known.overallInsight
        : ((await repository.sessionWithResult(session.id))?.overallInsight ?? null);
    const kept = keptResults.get(session.id);
    const current = kept?.storedInsight === storedInsight ? kept : undefined;
    const which = owner ? 'owner' : 'gated';
    const found = current?.views[which];
    if (found) return found;
    const full =
      current?.views.owner ?? storedResultView(known?.snapshot ?? (await snapshotOf(session)), storedInsight);
    const built = deepFreeze(owner ? full : gatedResultView(full));
    // only what was read is kept: an anonymous reader's entry does not hold the owner's view
    const views = { ...current?.views, [which]: built };
    keptResults.set(session.id, {
      storedInsight,
      views,
      bytes: Math.ceil(JSON.stringify(views).length * KEPT_BYTES_PER_JSON_CHAR),
    });
    return built;
  }

  async function snapshotOf(session: SessionRow): Promise<ResultView> {
    const stored = await repository.result(session.id);
    if (!stored) throw new HttpError(404, 'not_completed', 'This assessment has no result yet.');
    if (stored.snapshot) return stored.snapshot;
    const q = await versionById(stored.versionId);
    const { view: snapshot } = resultOn(
      q,
      await repository.answers(session.id),
      session.id,
      session.completedAt ?? stored.createdAt,
    );
    await repository.fillSnapshot(session.id, snapshot);
    return snapshot;
  }

  /** Writes the overall insight once, after the result is safely stored (outside its transaction). */
  async function ensureInsight(session: SessionRow): Promise<void> {
    const stored = await repository.result(session.id);
    if (!stored || stored.overallInsight) return;
    const q = await versionById(stored.versionId);
    const result = computeResult(
      q.chapters,
      q.questions,
      answersFromResponses(await repository.answers(session.id)),
    );
    const data = insightRequestFromResult(result);
    if (data) await repository.setOverallInsight(session.id, await writeInsight(data));
  }

  return {
    /** Calls `listener` after each newly stored result (it must not throw; it is not awaited). */
    onResultStored(listener: (stored: { sessionId: string; versionId: string }) => void) {
      resultStoredListeners.push(listener);
    },

    /** Forgets which version is published (after publishing); versions themselves never change. */
    invalidate() {
      published = null;
    },

    async publicQuestionnaire(): Promise<Questionnaire> {
      return (await publishedQuestionnaire()).public;
    },

    /** A published or superseded version by number; drafts and unknown numbers are not found. */
    async questionnaireVersion(number: number): Promise<Questionnaire> {
      const version = await repository.version({ number });
      if (!version || version.status === 'draft')
        throw new HttpError(404, 'not_found', 'This version of the questionnaire does not exist.');
      return (await loadVersion(version)).public;
    },

    /**
     * Starts a session on `version` (the one the browser is answering), or on the published one. A
     * superseded version may still be started: a browser that loaded it before a publish finishes on it.
     */
    async createSession(visitorId: string, version?: number) {
      let q: LoadedQuestionnaire;
      if (version === undefined) q = await publishedQuestionnaire();
      else {
        const current = await publishedQuestionnaire();
        if (current.number === version) q = current;
        else {
          const found = await repository.version({ number: version });
          if (!found || found.status === 'draft')
            throw new HttpError(
              409,
              VERSION_UNAVAILABLE_CODE,
              'This version of the questionnaire is not available. Reload to start on the current one.',
            );
          q = await loadVersion(found);
        }
      }
      const secret = randomBytes(32).toString('base64url');
      const { id } = await repository.createSession({
        assessmentId: q.assessment.id,
        versionId: q.versionId,
        visitorId,
        secretHash: hashSecret(secret),
      });
      return { id, secret, version: q.number };
    },

    async state(sessionId: string, secret: string | undefined) {
      const session = await authorised(sessionId, secret);
      const [answers, q] = await Promise.all([repository.answers(sessionId), versionById(session.versionId)]);
      return {
        id: session.id,
        status: session.status,
        version: q.number,
        answers: answersFromResponses(answers),
        completedAt: session.completedAt?.toISOString() ?? null,
      };
    },

    /**
     * Saves answers and answers the session's answered count: one database round trip. Unknown session
     * and wrong secret answer alike (404); a completed session 409; answers to questions outside the
     * session's version are refused whole (409 when another version has them, 400 when none does).
     */
    async saveAnswers(sessionId: string, secret: string | undefined, answers: Record<string, FounderAnswer>) {
      const saved = await repository.saveAnswers(sessionId, secret ? hashSecret(secret) : '', answers);
      if (!saved || !secretMatches(secret, saved.secretHash)) throw NOT_FOUND;
      assertOpen(saved);
      if (saved.foreign > 0) {
        const session = await authorised(sessionId, secret);
        const q = await versionById(session.versionId);
        const foreign = Object.keys(answers).filter((id) => !q.questionIds.has(id));
        if (foreign.length) await refuseForeign(foreign);
        refuseNotApplicable(q, answers);
      }
      return saved.answeredCount;
    },

    async complete(
      sessionId: string,
      secret: string | undefined,
      answers: Record<string, FounderAnswer>,
      viewer: Viewer,
    ): Promise<ResultView> {
      // The session's version is loaded first: the transaction below must not wait for another query.
      const before = await authorised(sessionId, secret);
      const q = await versionById(before.versionId);
      if (before.status !== 'completed') {
        const foreign = Object.keys(answers).filter((id) => !q.questionIds.has(id));
        if (foreign.length) await refuseForeign(foreign);
        refuseNotApplicable(q, answers);
      }
      // Who is asking is checked again on the session row the transaction has locked.
      // the view stored by the transaction below (set inside its callback)
      const given: { view: ResultView | null } = { view: null };
      const { session: completed, justCompleted } = await repository.completeSession(
        sessionId,
        answers,
        (stored, session) => {
          const { result, view: snapshot } = resultOn(q, stored, session.id, new Date());
          given.view = snapshot;
          return {
            overall: result.overall,
            inner: result.inner,
            outer: result.outer,
            chapterAverages: result.chapterAverages,
            snapshot,
            // the built-in writer's text is the snapshot's own: stored with it, no second write
            overallInsight: writesLocally ? snapshot.overallInsight : null,
            careless: carelessReason({
              values: stored.flatMap((answer) => (answer.value === null ? [] : [answer.value])),
              startedAt: session.startedAt,
              completedAt: new Date(),
            }),
          };
        },
        () => new HttpError(400, 'no_answers', 'Answer at least one question before finishing.'),
        (session) => {
          if (!session || !secretMatches(secret, session.secretHash)) throw NOT_FOUND;
        },
      );
      const owner = isOwner(completed, viewer);
      if (justCompleted) {
        for (const listener of resultStoredListeners) listener({ sessionId, versionId: completed.versionId });
        // Stored and committed: now a remote writer's insight, outside the transaction.
        let overallInsight = writesLocally ? (given.view?.overallInsight ?? null) : null;
        if (!writesLocally) {
          const result = computeResult(q.chapters, q.questions, answersFromResponses(justCompleted));
          const data = insightRequestFromResult(result);
          overallInsight = data ? await writeInsight(data) : null;
          if (overallInsight) await repository.setOverallInsight(sessionId, overallInsight);
        }
        // what was just stored is what every read shows: built from it, so the first read needs no second trip
        return view(completed, owner, { overallInsight, snapshot: given.view ?? null });
      }
      await ensureInsight(completed);
      return view(completed, owner);
    },

    /** Scores for the secret's holder; everything for the signed-in owner. */
    async result(sessionId: string, secret: string | undefined, viewer: Viewer): Promise<ResultView> {
      // a view this process keeps needs only the session; one it has not built also reads the snapshot,
      // in the same query
      const row = keptResults.has(sessionId)
        ? await repository.sessionWithResult(sessionId)
        : await repository.sessionWithSnapshot(sessionId);
      if (!row) throw NOT_FOUND;
      const owner = isOwner(row.session, viewer);
      if (!owner && !secretMatches(secret, row.session.secretHash)) throw NOT_FOUND;
      return view(row.session, owner, row);
    },

    /** A signed-in user's completed assessments, newest first, as given, with the change per chapter. */
    async history(userId: string): Promise<ResultSummary[]> {
      const rows = await repository.completedOf(userId);
      const given = await Promise.all(
        rows.map(async ({ session, result }) =>
          result.snapshot ? storedResultView(result.snapshot, null) : snapshotOf(session),
        ),
      );
      return given.map((current, index) => compareResults(current, given[index + 1] ?? null));
    },

    /** The latest completed assessment of a signed-in user, in full; null when there is none. */
    async latestOf(userId: string): Promise<ResultView | null> {
      const [latest] = await repository.completedOf(userId);
      return latest ? view(latest.session, true) : null;
    },

    /** One of the signed-in user's own results, in full; anyone else's is not found. */
    async ownResult(sessionId: string, userId: string): Promise<ResultView> {
      const session = await repository.findSession(sessionId);
      if (!session || session.userId !== userId) throw NOT_FOUND;
      return view(session, true);
    },

    /** The results page of a version (a draft, for the admin's preview) for sample answers; nothing is stored. */
    async preview(versionId: string, answers: Record<string, FounderAnswer>): Promise<ResultView> {
      const version = await repository.version({ id: versionId });
      if (!version) throw new HttpError(404, 'not_found', 'Questionnaire version not found.');
      const q = await loadVersion(version);
      const stored = Object.entries(answers).map(([questionId, value]) => ({
        questionId,
        value: value === NOT_APPLICABLE ? null : value,
      }));
      return resultOn(q, stored, randomUUID(), new Date()).view;
    },

    /** Gives every result stored before snapshots existed its snapshot (at start; idempotent). */
    async fillMissingSnapshots(batch = 200): Promise<number> {
      let filled = 0;
      for (;;) {
        const rows = await repository.resultsWithoutSnapshot(batch);
        for (const { session } of rows) await snapshotOf(session);
        filled += rows.length;
        if (rows.length < batch) return filled;
      }
    },
  };
}

function customContentByChapter(
  rows: ReadonlyArray<{ chapterId: string | null; pageType: string; sectionType: string; content: string }>,
): CustomContentByChapter {
  const map = new Map<
    string,
    { core_strength?: CustomChapterContent; uplift_potential?: CustomChapterContent }
  >();
  for (const row of rows) {
    if (!row.chapterId) continue;
    const entry = map.get(row.chapterId) ?? {};
    const kind = row.pageType as 'core_strength' | 'uplift_potential';
    entry[kind] = { ...entry[kind], [row.sectionType]: row.content };
    map.set(row.chapterId, entry);
  }
  return map;
}

function isOwner(session: SessionRow, viewer: Viewer): boolean {
  return viewer.userId !== null && session.userId === viewer.userId;
}

export type AssessmentService = ReturnType<typeof assessmentService>;
