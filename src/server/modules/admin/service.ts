import type { FastifyBaseLogger } from 'fastify';
import {
  ADMIN_FAILURES,
  type AdminChapter,
  type AdminFailure,
  type AdminQuestion,
  type AdminQuestionnaire,
  type AdminRateLimitedOperation,
  type AdminUserList,
  AUDIT_ACTIONS,
  type AuditLog,
  type ChapterInsights,
  type ChapterIntroBody,
  type ChapterOutroBody,
  type DashboardStats,
  type DropoutAnalysis,
  INSIGHT_SECTIONS_BY_KIND,
  PAGE_CONTENT_MAX_LENGTH,
  type PageContent,
  type PeriodQuery,
  type QuestionCreateBody,
  type QuestionUpdateBody,
  SECURITY_SETTING_DEFAULTS,
  SETTING_KEYS,
  type SecurityOverview,
  type SecuritySettingsPatch,
  type SecuritySettingsView,
  securitySettingsSchema,
} from '../../../contract/admin';
import type { ResultView } from '../../../contract/assessment';
import { LEGAL_PAGE_TYPES } from '../../../contract/pages';
import {
  isUserSearchQuery,
  isUuid,
  validatePageContent,
  validateQuestionCreate,
} from '../../../domain/admin-rules';
import { RATE_LIMITS_PER_WINDOW, USER_SEARCH_MIN_LENGTH } from '../../../domain/constants';
import { INVALID_CHAPTER_ID_MESSAGE, SHARED_MESSAGES } from '../../../domain/messages';
import { TEXT_LIMITS } from '../../../domain/questionnaire';
import { rateLimitFor } from '../../../domain/rate-limit';
import { CUSTOM_CONTENT_PAGE_KINDS } from '../../../domain/result-texts';
import type { Tx } from '../../db/client';
import { HttpError } from '../../plugins/error-handler';
import type { FallbackTexts } from '../assessment/result-view';
import type { AssessmentService } from '../assessment/service';
import { isSettingOn } from '../auth/settings';
import type { AdminIdentity } from './guard';
import type { AdminRateLimit } from './rate-limit';
import type {
  AdminRepository,
  ChapterRow,
  ContentKey,
  PageContentRow,
  QuestionFields,
  QuestionRow,
} from './repository';
import { computeDropouts, dailyStats, percent, resolvePeriod } from './stats';
import type { StatsRepository } from './stats-repository';

/** What every admin call knows: who asks, and where to log. */
export type AdminContext = {
  admin: AdminIdentity;
  log: FastifyBaseLogger;
  ip: string | null;
  /** sets a response header (Retry-After on the admin rate limit) */
  header: (name: string, value: string) => void;
};

export type AdminServiceDependencies = {
  repository: AdminRepository;
  stats: StatsRepository;
  rateLimit: AdminRateLimit;
  assessment: Pick<AssessmentService, 'invalidate' | 'latestOf'>;
  /** removes every row about a user (the accounts module's deleteEverything) */
  deleteUserCompletely: (userId: string, alongside: (tx: Tx) => Promise<void>) => Promise<void>;
  fallback: FallbackTexts;
  now?: () => number;
};

const INSIGHT_MAX_LENGTH = 2000;
const ICON_PATH = /^\/(?!\/)[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/;
const SECURITY_EVENTS_SHOWN = 50;
const RATE_LIMIT_ROWS_SHOWN = 100;
const RATE_LIMIT_LOOKBACK_MS = 24 * 60 * 60 * 1000;
const SUSPICIOUS_SESSIONS_SHOWN = 50;
/** the spec's medium threat score: 4 to 6 */
const SUSPICIOUS_THREAT_SCORE = 4;

const badRequest = (message: string) => new HttpError(400, 'invalid_request', message);
const CHAPTER_NOT_FOUND = () => new HttpError(404, 'not_found', 'Chapter not found');
const QUESTION_NOT_FOUND = () => new HttpError(404, 'not_found', 'Question not found');
const iso = (date: Date | string) => new Date(date).toISOString();

/**
 * Runs a data-layer step: a failure that is not already an answer for the client is logged and
 * becomes the spec's 'Failed to {action}' (500 `data_layer_error`).
 */
async function dataLayer<T>(
  failure: AdminFailure,
  log: FastifyBaseLogger,
  step: () => Promise<T>,
): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    log.error({ err: error }, failure);
    throw new HttpError(500, 'data_layer_error', failure);
  }
}

/** Trimmed text, null when empty, refused when longer than `max`. */
function optional(value: string | null | undefined, max: number, label: string): string | null {
  const text = (value ?? '').trim();
  if (text.length > max) throw badRequest(`${label} must be at most ${max} characters.`);
  return text === '' ? null : text;
}

function required(value: string | null | undefined, max: number, label: string, message: string): string {
  const text = optional(value, max, label);
  if (text === null) throw badRequest(message);
  return text;
}

function toChapter(row: ChapterRow): AdminChapter {
  return {
    id: row.id,
    area: row.area,
    position: row.position,
    title: row.title,
    description: row.description,
    introTitle: row.introTitle,
    introSubtitle: row.introSubtitle,
    introDescription: row.introDescription,
    introQuote: row.introQuote,
    iconUrl: row.iconUrl,
    outroEnabled: row.outroEnabled,
    outroTitle: row.outroTitle,
    outroDescription: row.outroDescription,
    contentKey: row.contentKey,
    updatedAt: iso(row.updatedAt),
  };
}

function toQuestion(row: QuestionRow): AdminQuestion {
  return {
    id: row.id,
    chapterId: row.chapterId,
    position: row.position,
    text: row.text,
    leftLabel: row.leftLabel,
    rightLabel: row.rightLabel,
    insightLow: row.insightLow,
    insightMedium: row.insightMedium,
    insightHigh: row.insightHigh,
    updatedAt: iso(row.updatedAt),
  };
}

function toPageContent(key: ContentKey, row: PageContentRow | null): PageContent {
  return {
    pageType: key.pageType as PageContent['pageType'],
    sectionType: key.sectionType as PageContent['sectionType'],
    chapterId: key.chapterId,
    content: row?.content ?? null,
    updatedAt: row ? iso(row.updatedAt) : null,
  };
}

const isLegal = (pageType: string) => (LEGAL_PAGE_TYPES as readonly string[]).includes(pageType);
const isInsightKind = (pageType: string): pageType is keyof typeof INSIGHT_SECTIONS_BY_KIND =>
  (CUSTOM_CONTENT_PAGE_KINDS as readonly string[]).includes(pageType);

function questionFields(body: QuestionUpdateBody): QuestionFields {
  const fields: QuestionFields = {};
  if (body.text !== undefined)
    fields.text = required(
      body.text,
      TEXT_LIMITS.questionText,
      'The question text',
      SHARED_MESSAGES.chapterAndQuestionTextRequired,
    );
  if (body.leftLabel !== undefined)
    fields.leftLabel = optional(body.leftLabel, TEXT_LIMITS.label, 'The left label');
  if (body.rightLabel !== undefined)
    fields.rightLabel = optional(body.rightLabel, TEXT_LIMITS.label, 'The right label');
  if (body.insightLow !== undefined)
    fields.insightLow = optional(body.insightLow, TEXT_LIMITS.insight, 'The low insight');
  if (body.insightMedium !== undefined)
    fields.insightMedium = optional(body.insightMedium, TEXT_LIMITS.insight, 'The medium insight');
  if (body.insightHigh !== undefined)
    fields.insightHigh = optional(body.insightHigh, TEXT_LIMITS.insight, 'The high insight');
  return fields;
}

function chapterIdOf(id: string): string {
  if (!isUuid(id)) throw badRequest(INVALID_CHAPTER_ID_MESSAGE);
  return id;
}

export function adminService(deps: AdminServiceDependencies) {
  const { repository, stats } = deps;
  const now = deps.now ?? Date.now;

  async function limit(context: AdminContext, operation: AdminRateLimitedOperation): Promise<void> {
    const decision = await deps.rateLimit.check(context.admin.userId, operation, context.log);
    if (decision.allowed) return;
    const seconds = Math.max(1, Math.ceil((decision.resetAt - now()) / 1000));
    await repository
      .logSecurityEvent({
        eventType: 'admin_rate_limit_exceeded',
        severity: 'warning',
        userId: context.admin.userId,
        ipAddress: context.ip,
        details: { operation, maxRequests: deps.rateLimit.maxRequests },
      })
      .catch((error: unknown) => context.log.warn({ err: error }, 'could not log the rate-limit hit'));
    context.header('retry-after', String(seconds));
    throw new HttpError(
      429,
      'admin_rate_limited',
      `Too many requests. Try again in ${Math.ceil(seconds / 60)} minutes.`,
    );
  }

  /** A content key the page_content table may hold, with its chapter checked. */
  async function contentKey(
    input: { pageType: string; sectionType: string; chapterId?: string | null | undefined },
    log: FastifyBaseLogger,
    failure: AdminFailure,
  ): Promise<ContentKey> {
    if (isLegal(input.pageType)) {
      if (input.sectionType !== 'main_content' || input.chapterId)
        throw badRequest('Legal pages have one section, main_content, and no chapter.');
      return { pageType: input.pageType, sectionType: 'main_content', chapterId: null };
    }
    if (!isInsightKind(input.pageType)) throw badRequest('Unknown page type.');
    const sections: readonly string[] = INSIGHT_SECTIONS_BY_KIND[input.pageType];
    if (!sections.includes(input.sectionType))
      throw badRequest(`The ${input.pageType} page has no section ${input.sectionType}.`);
    if (!input.chapterId) throw badRequest(INVALID_CHAPTER_ID_MESSAGE);
    const chapterId = chapterIdOf(input.chapterId);
    const chapter = await dataLayer(failure, log, () => repository.chapter(chapterId));
    if (!chapter) throw CHAPTER_NOT_FOUND();
    return { pageType: input.pageType, sectionType: input.sectionType, chapterId };
  }

  const contentMax = (key: ContentKey) =>
    isLegal(key.pageType) ? PAGE_CONTENT_MAX_LENGTH : INSIGHT_MAX_LENGTH;

  async function readSettings(log: FastifyBaseLogger): Promise<SecuritySettingsView> {
    const rows = await dataLayer(ADMIN_FAILURES.fetchSettings, log, () =>
      repository.settings(Object.values(SETTING_KEYS)),
    );
    const value = (key: string) => rows.find((r) => r.key === key)?.value;
    const length = securitySettingsSchema.shape.passwordMinLength.safeParse(
      value(SETTING_KEYS.passwordMinLength),
    );
    const updated = rows.map((r) => r.updatedAt.getTime());
    return {
      requireEmailConfirmation: isSettingOn(value(SETTING_KEYS.requireEmailConfirmation)),
      devtoolsDeterrent: isSettingOn(value(SETTING_KEYS.devtoolsDeterrent)),
      passwordMinLength: length.success ? length.data : SECURITY_SETTING_DEFAULTS.passwordMinLength,
      updatedAt: updated.length ? new Date(Math.max(...updated)).toISOString() : null,
    };
  }

  return {
    // ── dashboards ─────────────────────────────────────────────────────────────────────────────

    async dashboard(query: PeriodQuery, log: FastifyBaseLogger): Promise<DashboardStats> {
      const resolved = resolvePeriod(query, now());
      if ('problem' in resolved) throw badRequest(resolved.problem);
      const counts = await dataLayer(ADMIN_FAILURES.getDashboardStats, log, () =>
        stats.dashboard(resolved.range),
      );
      return {
        period: resolved.period,
        totalVisitors: counts.totalVisitors,
        startedSessions: counts.startedSessions,
        completedSessions: counts.completedSessions,
        completionRate: percent(counts.completedSessions, counts.startedSessions),
        totalSignups: counts.totalSignups,
        dailyStats: dailyStats(resolved.period, counts),
      };
    },

    async dropouts(query: PeriodQuery, log: FastifyBaseLogger): Promise<DropoutAnalysis> {
      const resolved = resolvePeriod(query, now());
      if ('problem' in resolved) throw badRequest(resolved.problem);
      const raw = await dataLayer(ADMIN_FAILURES.getDropoutAnalysis, log, () =>
        stats.dropouts(resolved.range),
      );
      if (!raw) throw new HttpError(404, 'not_found', 'Assessment not found');
      return { period: resolved.period, ...computeDropouts(raw) };
    },

    // ── questionnaire ──────────────────────────────────────────────────────────────────────────

    async questionnaire(log: FastifyBaseLogger): Promise<AdminQuestionnaire> {
      const loaded = await dataLayer(ADMIN_FAILURES.fetchQuestions, log, () => repository.questionnaire());
      if (!loaded) throw new HttpError(404, 'not_found', 'Assessment not found');
      const chapterPosition = new Map(loaded.chapters.map((c) => [c.id, c.position]));
      const questions = [...loaded.questions].sort(
        (a, b) =>
          (chapterPosition.get(a.chapterId) ?? 0) - (chapterPosition.get(b.chapterId) ?? 0) ||
          a.position - b.position,
      );
      return {
        assessment: loaded.assessment,
        chapters: loaded.chapters.map(toChapter),
        questions: questions.map(toQuestion),
      };
    },

    async createQuestion(body: QuestionCreateBody, context: AdminContext): Promise<AdminQuestion> {
      const problem = validateQuestionCreate({ chapterId: body.chapterId, text: body.text });
      if (problem) throw badRequest(problem);
      const chapterId = (body.chapterId ?? '').trim();
      const fields = questionFields(body);
      const row = await dataLayer(ADMIN_FAILURES.createQuestion, context.log, () =>
        repository.createQuestion(context.admin, chapterId, { ...fields, text: fields.text ?? '' }),
      );
      if (!row) throw CHAPTER_NOT_FOUND();
      deps.assessment.invalidate();
      return toQuestion(row);
    },

    async updateQuestion(
      id: string,
      body: QuestionUpdateBody,
      context: AdminContext,
    ): Promise<AdminQuestion> {
      const fields = questionFields(body);
      if (Object.keys(fields).length === 0) throw badRequest('Change at least one field.');
      const row = await dataLayer(ADMIN_FAILURES.updateQuestion, context.log, () =>
        repository.updateQuestion(context.admin, id, fields),
      );
      if (!row) throw QUESTION_NOT_FOUND();
      deps.assessment.invalidate();
      return toQuestion(row);
    },

    async deleteQuestion(id: string, context: AdminContext): Promise<void> {
      await limit(context, 'delete_question');
      const deleted = await dataLayer(ADMIN_FAILURES.deleteQuestion, context.log, () =>
        repository.deleteQuestion(context.admin, id),
      );
      if (!deleted) throw QUESTION_NOT_FOUND();
      deps.assessment.invalidate();
    },

    async reorderQuestions(
      rawChapterId: string,
      ids: string[],
      context: AdminContext,
    ): Promise<AdminQuestion[]> {
      const chapterId = chapterIdOf(rawChapterId);
      const result = await dataLayer(ADMIN_FAILURES.updateQuestionPosition, context.log, () =>
        repository.reorderQuestions(context.admin, chapterId, ids),
      );
      if (result === 'not_found') throw CHAPTER_NOT_FOUND();
      if (result === 'mismatch')
        throw new HttpError(
          409,
          'order_mismatch',
          'The order must list every question of the chapter exactly once. Reload and try again.',
        );
      deps.assessment.invalidate();
      return result.map(toQuestion);
    },

    async updateChapterIntro(
      rawId: string,
      body: ChapterIntroBody,
      context: AdminContext,
    ): Promise<AdminChapter> {
      const id = chapterIdOf(rawId);
      const iconUrl = optional(body.iconUrl, 500, 'The icon URL');
      if (iconUrl !== null && !ICON_PATH.test(iconUrl))
        throw badRequest('The icon must be a path on this site, such as /icons/chapter-01.svg.');
      const changes = {
        title: required(body.title, TEXT_LIMITS.title, 'The title', SHARED_MESSAGES.required),
        description: optional(body.description, TEXT_LIMITS.description, 'The description'),
        introTitle: optional(body.introTitle, TEXT_LIMITS.title, 'The intro title'),
        introSubtitle: optional(body.introSubtitle, TEXT_LIMITS.introSubtitle, 'The intro subtitle'),
        introDescription: optional(body.introDescription, TEXT_LIMITS.introText, 'The intro description'),
        introQuote: optional(body.introQuote, TEXT_LIMITS.quote, 'The quote'),
        iconUrl,
      };
      const row = await dataLayer(ADMIN_FAILURES.updateChapterIntro, context.log, () =>
        repository.updateChapter(context.admin, id, changes, AUDIT_ACTIONS.chapterIntro),
      );
      if (!row) throw CHAPTER_NOT_FOUND();
      deps.assessment.invalidate();
      return toChapter(row);
    },

    async updateChapterOutro(
      rawId: string,
      body: ChapterOutroBody,
      context: AdminContext,
    ): Promise<AdminChapter> {
      const id = chapterIdOf(rawId);
      const changes = {
        outroEnabled: body.outroEnabled,
        outroTitle: optional(body.outroTitle, TEXT_LIMITS.title, 'The outro title'),
        outroDescription: optional(body.outroDescription, TEXT_LIMITS.introText, 'The outro description'),
      };
      const row = await dataLayer(ADMIN_FAILURES.updateChapterOutro, context.log, () =>
        repository.updateChapter(context.admin, id, changes, AUDIT_ACTIONS.chapterOutro),
      );
      if (!row) throw CHAPTER_NOT_FOUND();
      deps.assessment.invalidate();
      return toChapter(row);
    },

    // ── page content ───────────────────────────────────────────────────────────────────────────

    async insights(log: FastifyBaseLogger): Promise<{ chapters: ChapterInsights[] }> {
      const [loaded, rows] = await dataLayer(ADMIN_FAILURES.fetchPageContent, log, () =>
        Promise.all([repository.questionnaire(), repository.customContent(CUSTOM_CONTENT_PAGE_KINDS)]),
      );
      if (!loaded) throw new HttpError(404, 'not_found', 'Assessment not found');
      return {
        chapters: loaded.chapters.map((chapter) => {
          const own = chapter.contentKey ? deps.fallback.byChapterKey.get(chapter.contentKey) : undefined;
          const texts = own ?? deps.fallback.byArea[chapter.area];
          const custom = { core_strength: {}, uplift_potential: {} } as ChapterInsights['custom'];
          for (const row of rows) {
            if (row.chapterId !== chapter.id || !isInsightKind(row.pageType)) continue;
            custom[row.pageType][row.sectionType] = row.content;
          }
          return {
            chapter: {
              id: chapter.id,
              title: chapter.title,
              area: chapter.area,
              position: chapter.position,
              description: chapter.description,
            },
            custom,
            fallback: {
              source: own ? 'chapter' : 'area',
              zoneOfGenius: texts.zoneOfGenius,
              howOthersSeeYou: texts.howOthersSeeYou,
              energyDrains: texts.energyDrains,
              improvementPath: [...texts.improvementPath],
            },
          };
        }),
      };
    },

    async pageContent(
      input: { pageType: string; sectionType: string; chapterId?: string | null },
      log: FastifyBaseLogger,
    ): Promise<PageContent> {
      const key = await contentKey(input, log, ADMIN_FAILURES.fetchPageContent);
      const row = await dataLayer(ADMIN_FAILURES.fetchPageContent, log, () => repository.pageContent(key));
      return toPageContent(key, row);
    },

    /** A single update: must not be empty after trimming ('Content cannot be empty'). */
    async updatePageContent(
      input: { pageType: string; sectionType: string; chapterId?: string | null; content: string },
      context: AdminContext,
    ): Promise<PageContent> {
      const problem = validatePageContent(input.content);
      if (problem) throw badRequest(problem);
      const key = await contentKey(input, context.log, ADMIN_FAILURES.updatePageContent);
      const content = input.content.trim();
      if (content.length > contentMax(key))
        throw badRequest(`The text must be at most ${contentMax(key)} characters.`);
      const row = await dataLayer(ADMIN_FAILURES.updatePageContent, context.log, () =>
        repository.upsertPageContent(context.admin, key, content),
      );
      deps.assessment.invalidate();
      return toPageContent(key, row);
    },

    /** Removes a custom chapter text, so the fallback shows again. Legal pages cannot be removed. */
    async resetPageContent(
      input: { pageType: string; sectionType: string; chapterId?: string | null },
      context: AdminContext,
    ): Promise<PageContent> {
      if (isLegal(input.pageType))
        throw badRequest('Legal pages cannot be removed; edit their text instead.');
      await limit(context, 'reset_page_content');
      const key = await contentKey(input, context.log, ADMIN_FAILURES.updatePageContent);
      await dataLayer(ADMIN_FAILURES.updatePageContent, context.log, () =>
        repository.deletePageContent(context.admin, key),
      );
      deps.assessment.invalidate();
      return toPageContent(key, null);
    },

    /** Bulk update of custom chapter content: only trimmed; an empty text removes the custom one. */
    async bulkPageContent(
      items: ReadonlyArray<{
        pageType: string;
        sectionType: string;
        chapterId?: string | null;
        content: string;
      }>,
      context: AdminContext,
    ): Promise<{ items: PageContent[] }> {
      const keyed: Array<ContentKey & { content: string }> = [];
      for (const item of items) {
        if (isLegal(item.pageType)) throw badRequest('Legal pages are saved one at a time.');
        const key = await contentKey(item, context.log, ADMIN_FAILURES.updatePageContent);
        const content = item.content.trim();
        if (content.length > contentMax(key))
          throw badRequest(`The text must be at most ${contentMax(key)} characters.`);
        keyed.push({ ...key, content });
      }
      await limit(context, 'bulk_page_content');
      const saved = await dataLayer(ADMIN_FAILURES.updatePageContent, context.log, () =>
        repository.bulkPageContent(context.admin, keyed),
      );
      deps.assessment.invalidate();
      return { items: saved.map(({ key, row }) => toPageContent(key, row)) };
    },

    // ── users ──────────────────────────────────────────────────────────────────────────────────

    async users(
      query: { search?: string | undefined; limit: number; offset: number },
      log: FastifyBaseLogger,
    ): Promise<AdminUserList> {
      const search = query.search?.trim() || null;
      if (search !== null && !isUserSearchQuery(search))
        throw badRequest(`Enter at least ${USER_SEARCH_MIN_LENGTH} characters to search.`);
      const { rows, total } = await dataLayer(ADMIN_FAILURES.fetchUsers, log, () =>
        repository.users(search, query.limit, query.offset),
      );
      return {
        users: rows.map((r) => ({
          id: r.id,
          email: r.email,
          full_name: r.fullName,
          email_verified: r.emailVerified,
          profile_completed: Boolean(r.profileCompleted),
          created_at: iso(r.createdAt),
          session_count: Number(r.sessionCount),
          completed_sessions: Number(r.completedSessions),
          last_completed_at: r.lastCompletedAt ? iso(r.lastCompletedAt) : null,
        })),
        total: Number(total),
        limit: query.limit,
        offset: query.offset,
      };
    },

    /** The user's latest completed result, exactly as the signed-in user sees it. */
    async userLatestResult(userId: string, log: FastifyBaseLogger): Promise<ResultView> {
      const found = await dataLayer(ADMIN_FAILURES.fetchUserResults, log, () => repository.roleOf(userId));
      if (!found) throw new HttpError(404, 'not_found', 'User not found');
      const view = await dataLayer(ADMIN_FAILURES.fetchUserResults, log, () =>
        deps.assessment.latestOf(userId),
      );
      if (!view) throw new HttpError(404, 'no_results', 'This user has no completed assessment yet.');
      return view;
    },

    /** Everything about the user goes (the accounts module's deletion); admins are not deleted here. */
    async deleteUser(userId: string, context: AdminContext): Promise<void> {
      await limit(context, 'delete_user');
      const found = await dataLayer(ADMIN_FAILURES.deleteUser, context.log, () => repository.roleOf(userId));
      if (!found) throw new HttpError(404, 'not_found', 'User not found');
      if (found.userRole === 'admin' || found.profileRole === 'admin')
        throw new HttpError(403, 'forbidden', 'Admin accounts cannot be deleted here.');
      await dataLayer(ADMIN_FAILURES.deleteUser, context.log, async () => {
        // One transaction: no deletion without its audit entry. The entry says who deleted an account
        // and when, but not whose: after deletion no row may name the person (spec 7).
        await deps.deleteUserCompletely(userId, (tx) =>
          repository.auditWithin(tx, context.admin, {
            action: AUDIT_ACTIONS.userDelete,
            target: null,
            details: null,
          }),
        );
      });
    },

    // ── security ───────────────────────────────────────────────────────────────────────────────

    settings: readSettings,

    async updateSettings(patch: SecuritySettingsPatch, context: AdminContext): Promise<SecuritySettingsView> {
      const before = await readSettings(context.log);
      const values: Record<string, unknown> = {};
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const [key, value] of Object.entries(patch) as Array<[keyof typeof SETTING_KEYS, unknown]>) {
        if (value === undefined) continue;
        values[SETTING_KEYS[key]] = value;
        changes[key] = { from: before[key], to: value };
      }
      await dataLayer(ADMIN_FAILURES.updateSettings, context.log, () =>
        repository.saveSettings(context.admin, values, { changes }),
      );
      return readSettings(context.log);
    },

    async security(log: FastifyBaseLogger): Promise<SecurityOverview> {
      const since = new Date(now() - RATE_LIMIT_LOOKBACK_MS);
      const [events, windows, sessions] = await dataLayer(ADMIN_FAILURES.fetchSecurity, log, () =>
        Promise.all([
          repository.securityEvents(SECURITY_EVENTS_SHOWN),
          repository.rateLimitWindows(since, RATE_LIMIT_ROWS_SHOWN),
          repository.suspiciousSessions(SUSPICIOUS_THREAT_SCORE, SUSPICIOUS_SESSIONS_SHOWN),
        ]),
      );
      return {
        events: events.map((e) => ({ ...e, createdAt: iso(e.createdAt) })),
        rateLimits: windows.map((w) => {
          const limitOf = w.endpoint.startsWith('admin:')
            ? deps.rateLimit.maxRequests
            : w.endpoint === 'default' || Object.hasOwn(RATE_LIMITS_PER_WINDOW, w.endpoint)
              ? rateLimitFor(w.endpoint)
              : null;
          return {
            identifier: w.identifier,
            endpoint: w.endpoint,
            requestCount: w.requestCount,
            windowStart: iso(w.windowStart),
            limit: limitOf,
            limited: limitOf !== null && w.requestCount >= limitOf,
          };
        }),
        suspiciousSessions: sessions.map((s) => ({ ...s, lastActivity: iso(s.lastActivity) })),
      };
    },

    async auditLog(
      query: { limit: number; before?: string | undefined },
      log: FastifyBaseLogger,
    ): Promise<AuditLog> {
      const rows = await dataLayer(ADMIN_FAILURES.fetchAuditLog, log, () =>
        repository.auditLog(query.limit + 1, query.before ? new Date(query.before) : null),
      );
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        entries: page.map((r) => ({
          id: r.id,
          actorUserId: r.actorUserId,
          actorEmail: r.actorEmail,
          action: r.action,
          target: r.target,
          details: r.details,
          createdAt: iso(r.createdAt),
        })),
        nextBefore: rows.length > query.limit && last ? iso(last.createdAt) : null,
      };
    },
  };
}

export type AdminService = ReturnType<typeof adminService>;
