import { z } from 'zod';
import { deleteConfirmationSchema } from '../domain/admin-rules';
import { PASSWORD_MIN_LENGTH } from '../domain/constants';
import { RATER_RELATIONSHIPS, raterRelationshipSchema } from '../domain/feedback-rules';
import { areaSchema } from '../domain/questionnaire';
import { CUSTOM_CONTENT_PAGE_KINDS, CUSTOM_CONTENT_SECTIONS } from '../domain/result-texts';
import { publicChapterSchema, publicQuestionSchema } from './assessment';
import { LEGAL_PAGE_TYPES } from './pages';

/**
 * The admin API. Every call needs a signed-in admin (user.role or profiles.role 'admin'):
 * 403 `unauthenticated` 'Not authenticated' without a session, 403 `forbidden` for anyone else (guard.ts).
 * Answers are never cached (`Cache-Control: no-store`). Writes must come from the site itself
 * and carry the CSRF pair (403 `csrf_invalid` otherwise, as every API write), are written to the audit log, and the destructive and bulk ones
 * count against the admin rate limit (10 per 60 minutes per operation type; 429 `admin_rate_limited`).
 * A data-layer failure answers 500 `data_layer_error` with the spec's 'Failed to {action}' message.
 */
export const adminPaths = {
  me: '/api/admin/me',
  dashboard: '/api/admin/dashboard',
  dropoutAnalysis: '/api/admin/dropout-analysis',
  users: '/api/admin/users',
  user: '/api/admin/users/:id',
  userLatestResult: '/api/admin/users/:id/results/latest',
  questionnaire: '/api/admin/questionnaire',
  questions: '/api/admin/questions',
  question: '/api/admin/questions/:id',
  questionOrder: '/api/admin/chapters/:id/question-order',
  chapterIntro: '/api/admin/chapters/:id/intro',
  chapterOutro: '/api/admin/chapters/:id/outro',
  insights: '/api/admin/insights',
  pageContent: '/api/admin/page-content',
  pageContentBulk: '/api/admin/page-content/bulk',
  settings: '/api/admin/settings',
  security: '/api/admin/security',
  auditLog: '/api/admin/audit-log',
} as const;

/** The spec's data-layer failures (section 8), plus the admin screens it does not name. */
export const ADMIN_FAILURES = {
  fetchChapters: 'Failed to fetch chapters',
  fetchQuestions: 'Failed to fetch questions',
  createQuestion: 'Failed to create question',
  updateQuestion: 'Failed to update question',
  deleteQuestion: 'Failed to delete question',
  updateQuestionPosition: 'Failed to update question position',
  updateChapterIntro: 'Failed to update chapter intro',
  updateChapterOutro: 'Failed to update chapter outro',
  getDashboardStats: 'Failed to get dashboard stats',
  fetchUsers: 'Failed to fetch users',
  // the spec's wording, verbatim ('Failed to {action}' with the actions 'deleting user' and
  // 'fetching user results')
  deleteUser: 'Failed to deleting user',
  fetchUserResults: 'Failed to fetching user results',
  getDropoutAnalysis: 'Failed to get dropout analysis',
  fetchPageContent: 'Failed to fetch page content',
  updatePageContent: 'Failed to update page content',
  // not named by the spec: the same pattern
  verifyAdmin: 'Failed to verify admin access',
  fetchSettings: 'Failed to fetch security settings',
  updateSettings: 'Failed to update security settings',
  fetchSecurity: 'Failed to fetch security overview',
  fetchAuditLog: 'Failed to fetch audit log',
  fetchFeedbackRounds: 'Failed to fetch feedback rounds',
} as const;
export type AdminFailure = (typeof ADMIN_FAILURES)[keyof typeof ADMIN_FAILURES];

/**
 * The operation types the admin rate limit counts separately (rate_limits.endpoint `admin:<type>`): the
 * destructive ones (deleting a user, a question or a chapter, removing a custom text, discarding or
 * publishing a draft) and the bulk one. Editing and reordering are routine work and are not limited.
 */
export const ADMIN_RATE_LIMITED_OPERATIONS = [
  'delete_user',
  'delete_question',
  'delete_chapter',
  'reset_page_content',
  'bulk_page_content',
  'discard_draft',
  'publish_draft',
] as const;
export type AdminRateLimitedOperation = (typeof ADMIN_RATE_LIMITED_OPERATIONS)[number];

const isoDate = z.iso.datetime({ offset: true });
const uuid = z.uuid();
/** A calendar day in UTC, as `<input type="date">` gives it. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)');

export const adminIdParamsSchema = z.object({ id: uuid });
/** Chapter ids are checked in the handler so a malformed one gets 'Invalid chapter ID format'. */
export const chapterParamsSchema = z.object({ id: z.string().max(100) });
/** User ids are Better Auth's (not uuids). */
export const userParamsSchema = z.object({ id: z.string().min(1).max(100) });

// ── who is asking ──────────────────────────────────────────────────────────────────────────────────

export const adminMeSchema = z.object({ id: z.string(), email: z.string(), name: z.string() });
export type AdminMe = z.infer<typeof adminMeSchema>;

// ── dashboard ──────────────────────────────────────────────────────────────────────────────────────

/** Longest period a dashboard or drop-out query may span. */
export const ADMIN_PERIOD_MAX_DAYS = 366;
export const ADMIN_PERIOD_DEFAULT_DAYS = 30;

/**
 * `from` and `to` are inclusive UTC days; without them, the last 30 days up to today. `version`: the
 * questionnaire version whose sessions are counted (default: the published one); the dashboard also
 * takes 'all'. Visitors and sign-ups belong to no version and are always counted whole.
 */
export const periodQuerySchema = z.object({
  from: day.optional(),
  to: day.optional(),
  version: z.union([z.literal('all'), z.coerce.number().int().min(1)]).optional(),
});
export type PeriodQuery = z.infer<typeof periodQuerySchema>;

export const periodSchema = z.object({ from: day, to: day, days: z.number().int() });
export type Period = z.infer<typeof periodSchema>;

export const dailyStatSchema = z.object({
  date: day,
  /** distinct visitor ids that started a session or were counted in visits that day */
  visitors: z.number().int(),
  /** sessions started that day */
  started: z.number().int(),
  /** sessions completed that day (by completed_at) */
  completed: z.number().int(),
  /** accounts created that day (admins excluded) */
  signups: z.number().int(),
});
export type DailyStat = z.infer<typeof dailyStatSchema>;

/** Which questionnaire version a figure belongs to. */
export const versionRefSchema = z.object({
  number: z.number().int().min(1),
  status: z.enum(['draft', 'published', 'superseded']),
});
export type VersionRef = z.infer<typeof versionRefSchema>;

export const dashboardStatsSchema = z.object({
  period: periodSchema,
  /** the version whose sessions are counted; null: all versions */
  version: versionRefSchema.nullable(),
  /** distinct visitor ids that started an assessment session or were counted in `visits` */
  totalVisitors: z.number().int(),
  startedSessions: z.number().int(),
  /** of the sessions started in the period, those completed (at any time since) */
  completedSessions: z.number().int(),
  /** completedSessions / startedSessions in percent, one decimal; 0 without sessions */
  completionRate: z.number(),
  /** accounts created in the period, admins excluded */
  totalSignups: z.number().int(),
  /** rater-feedback rounds opened in the period (on results of the counted version) */
  feedbackRounds: z.number().int(),
  /** raters who sent their answers in the period (to rounds of the counted version) */
  raters: z.number().int(),
  /** one entry per day of the period, oldest first, days without activity included */
  dailyStats: z.array(dailyStatSchema),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

// ── drop-out analysis ──────────────────────────────────────────────────────────────────────────────

/**
 * Counted over the assessment sessions started in the period, in distinct sessions: an answer changed
 * on the way back is still one answer (one row per session and question). A session "reached" a
 * question when it answered the question before it (the first question: when it started); it
 * "dropped" there when it reached it, answered nothing after and never completed.
 */
export const questionDropoutSchema = z.object({
  questionId: uuid,
  chapterId: uuid,
  chapterTitle: z.string(),
  chapterPosition: z.number().int(),
  position: z.number().int(),
  /** 1-based place in the whole questionnaire */
  index: z.number().int(),
  text: z.string(),
  reached: z.number().int(),
  answered: z.number().int(),
  dropped: z.number().int(),
  /** dropped / reached in percent, one decimal */
  dropoutRate: z.number(),
});
export type QuestionDropout = z.infer<typeof questionDropoutSchema>;

export const chapterDropoutSchema = z.object({
  chapterId: uuid,
  title: z.string(),
  area: areaSchema,
  position: z.number().int(),
  questionCount: z.number().int(),
  /** sessions that reached the chapter's first question */
  reached: z.number().int(),
  /** sessions that answered through the chapter's last question */
  finished: z.number().int(),
  /** sessions that reached the chapter and left inside it without completing */
  dropped: z.number().int(),
  dropoutRate: z.number(),
});
export type ChapterDropout = z.infer<typeof chapterDropoutSchema>;

export const FUNNEL_STAGE_KINDS = ['landing', 'started', 'chapter', 'completed', 'signed_up'] as const;

/** Counted in distinct visitor ids; a visitor with several sessions counts at their furthest point. */
export const funnelStageSchema = z.object({
  kind: z.enum(FUNNEL_STAGE_KINDS),
  /** for chapter stages: the chapter the visitors answered through */
  chapterId: uuid.nullable(),
  label: z.string(),
  count: z.number().int(),
  /** count / the previous stage's count in percent (null for the first stage or a previous 0) */
  fromPrevious: z.number().nullable(),
  /** count / the first stage's count in percent */
  fromStart: z.number().nullable(),
});
export type FunnelStage = z.infer<typeof funnelStageSchema>;

export const dropoutAnalysisSchema = z.object({
  period: periodSchema,
  /** the version whose questions and sessions are analysed ('all' is not a choice here) */
  version: versionRefSchema,
  sessions: z.number().int(),
  completedSessions: z.number().int(),
  questions: z.array(questionDropoutSchema),
  chapters: z.array(chapterDropoutSchema),
  funnel: z.array(funnelStageSchema),
});
export type DropoutAnalysis = z.infer<typeof dropoutAnalysisSchema>;

// ── users ──────────────────────────────────────────────────────────────────────────────────────────

export const ADMIN_USERS_PAGE_SIZE = 50;

/** Without `search` every user (newest first); with it, at least 2 characters: e-mail or name
 * contains it (any case), or the id is exactly it. Admin rows are never listed. */
export const usersQuerySchema = z.object({
  search: z.string().trim().max(255).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(ADMIN_USERS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
export type UsersQuery = z.input<typeof usersQuerySchema>;

export const adminUserRowSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  full_name: z.string().nullable(),
  email_verified: z.boolean(),
  profile_completed: z.boolean(),
  created_at: isoDate,
  session_count: z.number().int(),
  completed_sessions: z.number().int(),
  last_completed_at: isoDate.nullable(),
  /** a test account the admin marked: its results never count in the peer benchmarks */
  excluded_from_benchmarks: z.boolean(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUserListSchema = z.object({
  users: z.array(adminUserRowSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

/** DELETE /api/admin/users/:id: `{ confirm: 'DELETE' }` ('Type DELETE to confirm deletion'). */
export const deleteUserBodySchema = z.object({ confirm: deleteConfirmationSchema });
export const deletedSchema = z.object({ deleted: z.literal(true) });

// ── questionnaire: chapters and questions ──────────────────────────────────────────────────────────

export const adminChapterSchema = publicChapterSchema.extend({
  /** ties a seeded chapter to its shipped fallback texts; null for chapters made later */
  contentKey: z.string().nullable(),
  updatedAt: isoDate,
});
export type AdminChapter = z.infer<typeof adminChapterSchema>;

export const adminQuestionSchema = publicQuestionSchema.extend({
  /** the statement as raters read it, `{name}` for the founder's first name; null: raters are not asked it */
  observerText: z.string().nullable(),
  /** the scale's ends as raters read them; null: the seeded wording's own, or the generic scale */
  observerLeftLabel: z.string().nullable(),
  observerRightLabel: z.string().nullable(),
  insightLow: z.string().nullable(),
  insightMedium: z.string().nullable(),
  insightHigh: z.string().nullable(),
  /** the rater relationships asked this statement; null: every rater */
  raterRelationships: z.array(raterRelationshipSchema).nullable(),
  updatedAt: isoDate,
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

/** A questionnaire version as the admin area lists it. */
export const versionInfoSchema = z.object({
  id: uuid,
  number: z.number().int().min(1),
  status: z.enum(['draft', 'published', 'superseded']),
  /** a draft's edit count: publishing names the revision the admin reviewed */
  revision: z.number().int(),
  /** for a draft: the number of the published version it was opened from */
  basedOn: z.number().int().nullable(),
  createdAt: isoDate,
  publishedAt: isoDate.nullable(),
  /** e-mail of the admin who published it (null when unknown, e.g. version 1 or a deleted account) */
  publishedBy: z.string().nullable(),
});
export type VersionInfo = z.infer<typeof versionInfoSchema>;

/**
 * The questionnaire the admin edits: the draft when there is one, else the published version (the first
 * edit opens a draft of the next version). `published` is the version respondents get.
 */
export const adminQuestionnaireSchema = z.object({
  assessment: z.object({ id: uuid, title: z.string() }),
  version: versionInfoSchema,
  published: versionInfoSchema,
  /** by position */
  chapters: z.array(adminChapterSchema),
  /** by chapter position, then position */
  questions: z.array(adminQuestionSchema),
});
export type AdminQuestionnaire = z.infer<typeof adminQuestionnaireSchema>;

const optionalText = z.string().max(5000).nullable().optional();

/**
 * Loose on purpose: the server answers the spec's messages ('Chapter and question text are required',
 * 'Invalid chapter ID format') itself. Empty optional texts are stored as null.
 */
export const questionCreateBodySchema = z.object({
  chapterId: z.string().max(100).optional(),
  text: z.string().max(5000).optional(),
  /** empty: raters are not asked this statement (checked by the server: observerWordingProblem) */
  observerText: optionalText,
  observerLeftLabel: optionalText,
  observerRightLabel: optionalText,
  leftLabel: optionalText,
  rightLabel: optionalText,
  insightLow: optionalText,
  insightMedium: optionalText,
  insightHigh: optionalText,
  /** the founder may answer 'Doesn't apply to me yet' (absent: not allowed, or unchanged on update) */
  notApplicableAllowed: z.boolean().optional(),
  /** the relationships whose raters are asked; null or absent on create: every rater */
  raterRelationships: z
    .array(raterRelationshipSchema)
    .min(1)
    .max(RATER_RELATIONSHIPS.length)
    .nullable()
    .optional(),
});
export type QuestionCreateBody = z.infer<typeof questionCreateBodySchema>;

/** Only the fields sent change. */
export const questionUpdateBodySchema = questionCreateBodySchema.omit({ chapterId: true });
export type QuestionUpdateBody = z.infer<typeof questionUpdateBodySchema>;

/** The chapter's questions in their new order: exactly the chapter's question ids, each once. */
export const questionOrderBodySchema = z.object({ questionIds: z.array(uuid).min(1).max(500) });
export type QuestionOrderBody = z.infer<typeof questionOrderBodySchema>;
export const chapterQuestionsSchema = z.object({ questions: z.array(adminQuestionSchema) });

export const chapterIntroBodySchema = z.object({
  title: z.string().max(5000),
  description: optionalText,
  introTitle: optionalText,
  introSubtitle: optionalText,
  introDescription: optionalText,
  introQuote: optionalText,
  /** a path on this site (the content policy loads images from this site only), e.g. /icons/chapter-01.svg */
  iconUrl: optionalText,
});
export type ChapterIntroBody = z.infer<typeof chapterIntroBodySchema>;

export const chapterOutroBodySchema = z.object({
  outroEnabled: z.boolean(),
  outroTitle: optionalText,
  outroDescription: optionalText,
});
export type ChapterOutroBody = z.infer<typeof chapterOutroBodySchema>;

// ── page content: legal pages and custom chapter content ───────────────────────────────────────────

/** Which sections each page kind shows (what the results pages read). */
export const INSIGHT_SECTIONS_BY_KIND = {
  core_strength: ['description', 'zone_of_genius', 'how_others_see_you'],
  uplift_potential: ['description', 'energy_drains', 'improvement_path'],
} as const satisfies Record<
  (typeof CUSTOM_CONTENT_PAGE_KINDS)[number],
  readonly (typeof CUSTOM_CONTENT_SECTIONS)[number][]
>;

export const ADMIN_PAGE_TYPES = [...LEGAL_PAGE_TYPES, ...CUSTOM_CONTENT_PAGE_KINDS] as const;
export const adminPageTypeSchema = z.enum(ADMIN_PAGE_TYPES);
export const ADMIN_SECTION_TYPES = ['main_content', ...CUSTOM_CONTENT_SECTIONS] as const;
export const adminSectionTypeSchema = z.enum(ADMIN_SECTION_TYPES);

/** Legal pages: section main_content, no chapter. Custom chapter content: a kind, a section, a chapter. */
export const pageContentKeySchema = z.object({
  pageType: adminPageTypeSchema,
  sectionType: adminSectionTypeSchema,
  chapterId: z.string().max(100).nullable().default(null),
});
export type PageContentKey = z.input<typeof pageContentKeySchema>;

export const pageContentQuerySchema = pageContentKeySchema.extend({
  chapterId: z.string().max(100).optional(),
});

export const PAGE_CONTENT_MAX_LENGTH = 50_000;

/** A single update: 'Content cannot be empty' after trimming (checked by the server). */
export const pageContentBodySchema = pageContentKeySchema.extend({
  content: z.string().max(PAGE_CONTENT_MAX_LENGTH),
});
export type PageContentBody = z.input<typeof pageContentBodySchema>;

/** A bulk update of custom chapter content: only trimmed; an empty text removes it (the fallback shows). */
export const pageContentBulkBodySchema = z.object({
  items: z.array(pageContentBodySchema).min(1).max(50),
});
export type PageContentBulkBody = z.input<typeof pageContentBulkBodySchema>;

export const pageContentSchema = z.object({
  pageType: adminPageTypeSchema,
  sectionType: adminSectionTypeSchema,
  chapterId: uuid.nullable(),
  /** null when nothing is stored */
  content: z.string().nullable(),
  updatedAt: isoDate.nullable(),
});
export type PageContent = z.infer<typeof pageContentSchema>;
export const pageContentBulkResultSchema = z.object({ items: z.array(pageContentSchema) });

const tiered = z.object({ high: z.string(), mid: z.string(), low: z.string() });

/** Per chapter: what the admin wrote per kind and section, and the fallback shown when it is empty. */
export const chapterInsightsSchema = z.object({
  chapter: z.object({
    id: uuid,
    title: z.string(),
    area: areaSchema,
    position: z.number().int(),
    description: z.string().nullable(),
  }),
  custom: z.object({
    core_strength: z.record(z.string(), z.string()),
    uplift_potential: z.record(z.string(), z.string()),
  }),
  fallback: z.object({
    /** 'chapter': the chapter's own shipped texts; 'area': its area's, for chapters made later */
    source: z.enum(['chapter', 'area']),
    /** chosen by the chapter average: 4 and up, 3 and up, below 3 */
    zoneOfGenius: tiered,
    howOthersSeeYou: tiered,
    /** normal, and the stronger wording at an average of 2 or below */
    energyDrains: z.object({ normal: z.string(), strong: z.string() }),
    improvementPath: z.array(z.string()),
  }),
});
export type ChapterInsights = z.infer<typeof chapterInsightsSchema>;
export const insightsSchema = z.object({ chapters: z.array(chapterInsightsSchema) });
export type Insights = z.infer<typeof insightsSchema>;

// ── security: settings, events, rate limits, suspicious sessions, audit log ───────────────────────

/** app_settings keys, exactly (the accounts module reads requireEmailConfirmation). */
export const SETTING_KEYS = {
  requireEmailConfirmation: 'requireEmailConfirmation',
  devtoolsDeterrent: 'devtoolsDeterrent',
  passwordMinLength: 'passwordMinLength',
} as const;
export const PASSWORD_MIN_LENGTH_MAX = 128;

export const securitySettingsSchema = z.object({
  requireEmailConfirmation: z.boolean(),
  devtoolsDeterrent: z.boolean(),
  passwordMinLength: z.number().int().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MIN_LENGTH_MAX),
});
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;
export const SECURITY_SETTING_DEFAULTS: SecuritySettings = {
  requireEmailConfirmation: false,
  devtoolsDeterrent: false,
  passwordMinLength: PASSWORD_MIN_LENGTH,
};
export const securitySettingsViewSchema = securitySettingsSchema.extend({ updatedAt: isoDate.nullable() });
export type SecuritySettingsView = z.infer<typeof securitySettingsViewSchema>;
export const securitySettingsPatchSchema = securitySettingsSchema
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Change at least one setting.');
export type SecuritySettingsPatch = z.infer<typeof securitySettingsPatchSchema>;

export const securityEventSchema = z.object({
  id: uuid,
  eventType: z.string(),
  severity: z.string(),
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  sessionId: z.string().nullable(),
  ipAddress: z.string().nullable(),
  details: z.unknown(),
  createdAt: isoDate,
});
export const rateLimitRowSchema = z.object({
  identifier: z.string(),
  endpoint: z.string(),
  requestCount: z.number().int(),
  windowStart: isoDate,
  /** known for the admin operations (per hour) and the API groups (per minute); null elsewhere (sign-in rules) */
  limit: z.number().int().nullable(),
  /** the window reached its limit: further requests were refused until it ended */
  limited: z.boolean(),
});
export const suspiciousSessionSchema = z.object({
  sessionId: z.string(),
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  lastActivity: isoDate,
  isSuspicious: z.boolean(),
  threatScore: z.number().int(),
});
export const securityOverviewSchema = z.object({
  events: z.array(securityEventSchema),
  rateLimits: z.array(rateLimitRowSchema),
  suspiciousSessions: z.array(suspiciousSessionSchema),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

export const auditLogQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** an entry's createdAt: older entries only (the next page) */
  before: isoDate.optional(),
});
export const auditEntrySchema = z.object({
  id: uuid,
  actorUserId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  details: z.unknown(),
  createdAt: isoDate,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** pass as `before` for older entries; null on the last page */
  nextBefore: isoDate.nullable(),
});
export type AuditLog = z.infer<typeof auditLogSchema>;

/**
 * The audit log's action names. Every questionnaire authoring entry (questions, chapters, custom chapter
 * content, drafts, publishing) carries the version it wrote to in `details.version`.
 */
export const AUDIT_ACTIONS = {
  questionCreate: 'question.create',
  questionUpdate: 'question.update',
  questionDelete: 'question.delete',
  questionReorder: 'question.reorder',
  chapterCreate: 'chapter.create',
  chapterDelete: 'chapter.delete',
  chapterReorder: 'chapter.reorder',
  chapterIntro: 'chapter.intro.update',
  chapterOutro: 'chapter.outro.update',
  draftOpen: 'questionnaire.draft_open',
  draftDiscard: 'questionnaire.draft_discard',
  publish: 'questionnaire.publish',
  pageContentUpdate: 'page_content.update',
  pageContentReset: 'page_content.reset',
  pageContentBulk: 'page_content.bulk_update',
  settingsUpdate: 'settings.update',
  userDelete: 'user.delete',
} as const;
