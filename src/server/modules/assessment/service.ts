import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type {
  PublicChapter,
  PublicQuestion,
  Questionnaire,
  ResultSummary,
  ResultView,
} from '../../../contract/assessment';
import { type AnswerValue, answersFromResponses } from '../../../domain/answers';
import { round2 } from '../../../domain/numbers';
import { insightRequestFromResult } from '../../../domain/overall-insight';
import type { CustomChapterContent } from '../../../domain/result-texts';
import { type AssessmentResult, computeResult } from '../../../domain/scoring';
import { HttpError } from '../../plugins/error-handler';
import type { Viewer } from '../../plugins/viewer';
import { type InsightWriter, ruleBasedInsightWriter } from './insight-writer';
import type { AssessmentRepository, ChapterRow, QuestionRow, SessionRow, StoredAnswer } from './repository';
import { buildResultView, type CustomContentByChapter, type FallbackTexts } from './result-view';

/** Content changes rarely; answers arrive by the thousand. Admin edits call `invalidate()`. */
const QUESTIONNAIRE_TTL_MS = 10_000;

type LoadedQuestionnaire = {
  assessment: { id: string; title: string };
  chapters: ChapterRow[];
  questions: QuestionRow[];
  questionIds: ReadonlySet<string>;
  /** custom core-strength / uplift texts per chapter (admin edits call `invalidate()`) */
  custom: CustomContentByChapter;
  public: Questionnaire;
};

/**
 * Completed results read per process: a completed session's answers never change, so its computed result
 * (and each built view) is kept while the questionnaire's content and the stored insight stay the same.
 * Entries are only reached after the caller was authorised against the session row read on every request.
 */
const COMPUTED_RESULTS_MAX = 2_000;

type ComputedResult = {
  questionnaire: LoadedQuestionnaire;
  storedInsight: string | null;
  result: AssessmentResult;
  views: { owner?: ResultView; gated?: ResultView };
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

function toPublicChapter(c: ChapterRow): PublicChapter {
  return {
    id: c.id,
    area: c.area,
    position: c.position,
    title: c.title,
    description: c.description,
    introTitle: c.introTitle,
    introSubtitle: c.introSubtitle,
    introDescription: c.introDescription,
    introQuote: c.introQuote,
    iconUrl: c.iconUrl,
    outroEnabled: c.outroEnabled,
    outroTitle: c.outroTitle,
    outroDescription: c.outroDescription,
  };
}

function toPublicQuestion(q: QuestionRow): PublicQuestion {
  return {
    id: q.id,
    chapterId: q.chapterId,
    position: q.position,
    text: q.text,
    leftLabel: q.leftLabel,
    rightLabel: q.rightLabel,
  };
}

export function assessmentService(
  repository: AssessmentRepository,
  fallback: FallbackTexts,
  writeInsight: InsightWriter = ruleBasedInsightWriter,
) {
  let cache: { at: number; value: LoadedQuestionnaire } | null = null;
  /** the last loaded content and its fingerprint: an unchanged reload keeps the same object */
  let loadedLast: { fingerprint: string; value: LoadedQuestionnaire } | null = null;
  const computedResults = new LRUCache<string, ComputedResult>({ max: COMPUTED_RESULTS_MAX });

  async function questionnaire(): Promise<LoadedQuestionnaire> {
    if (cache && Date.now() - cache.at < QUESTIONNAIRE_TTL_MS) return cache.value;
    const loaded = await repository.activeQuestionnaire();
    if (!loaded) throw new HttpError(404, 'not_found', 'Assessment not found');
    const customRows = await repository.customChapterContent(loaded.chapters.map((c) => c.id));
    const fingerprint = JSON.stringify([loaded, customRows]);
    if (loadedLast?.fingerprint === fingerprint) {
      cache = { at: Date.now(), value: loadedLast.value };
      return loadedLast.value;
    }
    const custom = customContentByChapter(customRows);
    const chapterPosition = new Map(loaded.chapters.map((c) => [c.id, c.position]));
    const questions = [...loaded.questions].sort(
      (a, b) =>
        (chapterPosition.get(a.chapterId) ?? 0) - (chapterPosition.get(b.chapterId) ?? 0) ||
        a.position - b.position,
    );
    const value: LoadedQuestionnaire = {
      assessment: loaded.assessment,
      chapters: loaded.chapters,
      questions,
      questionIds: new Set(questions.map((q) => q.id)),
      custom,
      public: {
        assessment: loaded.assessment,
        chapters: loaded.chapters.map(toPublicChapter),
        questions: questions.map(toPublicQuestion),
      },
    };
    cache = { at: Date.now(), value };
    loadedLast = { fingerprint, value };
    return value;
  }

  /** The session, if the secret is right; unknown id and wrong secret answer alike. */
  async function authorised(sessionId: string, secret: string | undefined): Promise<SessionRow> {
    const session = await repository.findSession(sessionId);
    if (!session || !secretMatches(secret, session.secretHash)) throw NOT_FOUND;
    return session;
  }

  function knownAnswers(q: LoadedQuestionnaire, answers: Record<string, AnswerValue>) {
    const unknown = Object.keys(answers).filter((id) => !q.questionIds.has(id));
    if (unknown.length)
      throw new HttpError(400, 'unknown_question', 'This question is not part of the assessment.');
    return answers;
  }

  function assertOpen(session: Pick<SessionRow, 'status'>) {
    if (session.status === 'completed') {
      throw new HttpError(409, 'already_completed', 'This assessment is already completed.');
    }
  }

  function compute(q: LoadedQuestionnaire, stored: { questionId: string; value: number }[]) {
    return computeResult(q.chapters, q.questions, answersFromResponses(stored));
  }

  /**
   * The result view of a completed session. `known` is what the caller already read (the stored insight,
   * and the answers if it has them); what is missing is read here. The computed result is kept (see
   * `computedResults`), so a repeated read costs the session row only.
   */
  async function view(
    session: SessionRow,
    owner: boolean,
    known?: { overallInsight: string | null; answers?: StoredAnswer[] },
  ): Promise<ResultView> {
    if (session.status !== 'completed' || !session.completedAt) {
      throw new HttpError(404, 'not_completed', 'This assessment has no result yet.');
    }
    const q = await questionnaire();
    const storedInsight =
      known !== undefined
        ? known.overallInsight
        : ((await repository.sessionWithResult(session.id))?.overallInsight ?? null);
    let computed = computedResults.get(session.id);
    if (!computed || computed.questionnaire !== q || computed.storedInsight !== storedInsight) {
      const answers = known?.answers ?? (await repository.answers(session.id));
      computed = { questionnaire: q, storedInsight, result: compute(q, answers), views: {} };
      computedResults.set(session.id, computed);
    }
    const kind = owner ? 'owner' : 'gated';
    computed.views[kind] ??= buildResultView({
      sessionId: session.id,
      completedAt: session.completedAt,
      result: computed.result,
      chapters: q.chapters,
      questions: q.questions,
      // public descriptions for everyone; the view leaves the gated texts out for anyone but the owner
      custom: q.custom,
      fallback,
      owner,
      storedInsight,
    });
    return computed.views[kind];
  }

  /** Writes the overall insight once, after the result is safely stored (outside its transaction). */
  async function ensureInsight(session: SessionRow, q: LoadedQuestionnaire): Promise<void> {
    const stored = await repository.result(session.id);
    if (!stored || stored.overallInsight) return;
    const data = insightRequestFromResult(compute(q, await repository.answers(session.id)));
    if (data) await repository.setOverallInsight(session.id, await writeInsight(data));
  }

  return {
    invalidate() {
      cache = null;
    },

    async publicQuestionnaire(): Promise<Questionnaire> {
      return (await questionnaire()).public;
    },

    async createSession(visitorId: string) {
      const q = await questionnaire();
      const secret = randomBytes(32).toString('base64url');
      const { id } = await repository.createSession({
        assessmentId: q.assessment.id,
        visitorId,
        secretHash: hashSecret(secret),
      });
      return { id, secret };
    },

    async state(sessionId: string, secret: string | undefined) {
      const session = await authorised(sessionId, secret);
      const answers = answersFromResponses(await repository.answers(sessionId));
      return {
        id: session.id,
        status: session.status,
        answers,
        completedAt: session.completedAt?.toISOString() ?? null,
      };
    },

    /**
     * Saves answers and answers the session's answered count: one database round trip (the questionnaire
     * is cached). Unknown session and wrong secret answer alike (404); a completed session 409.
     */
    async saveAnswers(sessionId: string, secret: string | undefined, answers: Record<string, AnswerValue>) {
      const q = await questionnaire();
      if (Object.keys(answers).some((id) => !q.questionIds.has(id))) {
        // the old order of checks: who is asking first, then what
        assertOpen(await authorised(sessionId, secret));
        knownAnswers(q, answers);
      }
      const saved = await repository.saveAnswers(sessionId, secret ? hashSecret(secret) : '', answers);
      if (!saved || !secretMatches(secret, saved.secretHash)) throw NOT_FOUND;
      assertOpen(saved);
      return saved.answeredCount;
    },

    async complete(
      sessionId: string,
      secret: string | undefined,
      answers: Record<string, AnswerValue>,
      viewer: Viewer,
    ): Promise<ResultView> {
      const q = await questionnaire();
      // Who is asking and what is sent are checked on the session row the transaction has locked.
      const { session: completed, justCompleted } = await repository.completeSession(
        sessionId,
        answers,
        (stored) => compute(q, stored),
        () => new HttpError(400, 'no_answers', 'Answer at least one question before finishing.'),
        (session) => {
          if (!session || !secretMatches(secret, session.secretHash)) throw NOT_FOUND;
          if (session.status !== 'completed') knownAnswers(q, answers);
        },
      );
      const owner = isOwner(completed, viewer);
      if (justCompleted) {
        // Stored and committed: now the insight (possibly from a remote writer, outside the transaction).
        const data = insightRequestFromResult(compute(q, justCompleted));
        const overallInsight = data ? await writeInsight(data) : null;
        if (overallInsight) await repository.setOverallInsight(sessionId, overallInsight);
        return view(completed, owner, { answers: justCompleted, overallInsight });
      }
      await ensureInsight(completed, q);
      return view(completed, owner);
    },

    /** Scores for the secret's holder; everything for the signed-in owner. */
    async result(sessionId: string, secret: string | undefined, viewer: Viewer): Promise<ResultView> {
      const row = await repository.sessionWithResult(sessionId);
      if (!row) throw NOT_FOUND;
      const owner = isOwner(row.session, viewer);
      if (!owner && !secretMatches(secret, row.session.secretHash)) throw NOT_FOUND;
      return view(row.session, owner, row);
    },

    /** A signed-in user's completed assessments, newest first, with the change per chapter. */
    async history(userId: string): Promise<ResultSummary[]> {
      const [q, rows] = await Promise.all([questionnaire(), repository.completedOf(userId)]);
      const titles = new Map(q.chapters.map((c) => [c.id, { title: c.title, position: c.position }]));
      return rows.map(({ session, result }, index) => {
        const previous = rows[index + 1]?.result.chapterAverages ?? {};
        const chapters = Object.entries(result.chapterAverages)
          .filter(([chapterId]) => titles.has(chapterId))
          .sort(([a], [b]) => (titles.get(a)?.position ?? 0) - (titles.get(b)?.position ?? 0))
          .map(([chapterId, average]) => ({
            chapterId,
            title: titles.get(chapterId)?.title ?? '',
            average,
            change: chapterId in previous ? round2(average - (previous[chapterId] ?? 0)) : null,
          }));
        return {
          sessionId: session.id,
          completedAt: (session.completedAt ?? session.updatedAt).toISOString(),
          overall: result.overall,
          inner: result.innerAverage,
          outer: result.outerAverage,
          chapters,
        };
      });
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
