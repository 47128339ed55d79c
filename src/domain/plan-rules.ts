/**
 * The rules of a founder's 90-day plan: up to three focus actions in their own words, each with an
 * optional target date, reminders at 30, 60 and 90 days, and the suggestions the plan editor offers.
 * UI copy lives in src/content/plan-copy.ts.
 */

export const MAX_PLAN_ACTIONS = 3;
export const PLAN_ACTION_MIN_LENGTH = 3;
export const PLAN_ACTION_MAX_LENGTH = 280;
/** A target date may be set up to a year ahead: a 90-day plan, with room for a longer goal. */
export const TARGET_DATE_MAX_DAYS = 365;
/** The plan's horizon: the retake invitation comes after it. */
export const PLAN_HORIZON_DAYS = 90;
/** Reminders are sent this many days after the plan was first saved. */
export const PLAN_REMINDER_DAYS = [30, 60, 90] as const;
export type PlanReminderDay = (typeof PLAN_REMINDER_DAYS)[number];
/** How many suggestions the editor offers: the weakest questions first, then the uplift chapter's path. */
export const MAX_QUESTION_SUGGESTIONS = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

export const PLAN_MESSAGES = {
  noActions: 'Add at least one focus action to your plan.',
  tooMany: `A plan holds at most ${MAX_PLAN_ACTIONS} focus actions.`,
  textTooShort: `Write at least ${PLAN_ACTION_MIN_LENGTH} characters for each action.`,
  textTooLong: `Keep each action to ${PLAN_ACTION_MAX_LENGTH} characters or fewer.`,
  dateInvalid: 'Enter the target date as a calendar date.',
  datePast: 'The target date cannot be in the past.',
  dateTooFar: `Choose a target date within the next ${TARGET_DATE_MAX_DAYS} days.`,
  unknownQuestion: 'That question is not part of this result.',
  duplicateQuestion: 'Each question can be in your plan only once.',
} as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A 'YYYY-MM-DD' that names a real calendar day. */
export function isCalendarDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The UTC calendar day of a moment, as 'YYYY-MM-DD'. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** A calendar day moved by whole days. */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS));
}

/**
 * A target date's problem, or null. `today` is the server's UTC day; one day of slack before it lets a
 * founder west of UTC pick their own today in the evening.
 */
export function validateTargetDate(value: string | null | undefined, today: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (!isCalendarDay(value)) return PLAN_MESSAGES.dateInvalid;
  if (value < addDays(today, -1)) return PLAN_MESSAGES.datePast;
  if (value > addDays(today, TARGET_DATE_MAX_DAYS)) return PLAN_MESSAGES.dateTooFar;
  return null;
}

/** Trimmed, inner runs of white space made one space. */
export function normaliseActionText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * A suggestion's text within the action limit: whole sentences while they fit, else cut at a word with
 * an ellipsis (some insight texts are longer than an action may be).
 */
export function clipToActionLength(text: string): string {
  const clean = normaliseActionText(text);
  if (clean.length <= PLAN_ACTION_MAX_LENGTH) return clean;
  const sentences = clean.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [];
  let kept = '';
  for (const sentence of sentences) {
    if ((kept + sentence).trim().length > PLAN_ACTION_MAX_LENGTH) break;
    kept += sentence;
  }
  if (kept.trim().length >= PLAN_ACTION_MIN_LENGTH) return kept.trim();
  const cut = clean.slice(0, PLAN_ACTION_MAX_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), PLAN_ACTION_MIN_LENGTH))}…`;
}

export function validateActionText(text: string): string | null {
  const clean = normaliseActionText(text);
  if (clean.length < PLAN_ACTION_MIN_LENGTH) return PLAN_MESSAGES.textTooShort;
  if (clean.length > PLAN_ACTION_MAX_LENGTH) return PLAN_MESSAGES.textTooLong;
  return null;
}

export interface PlanActionDraft {
  text: string;
  questionId?: string | null;
  targetDate?: string | null;
}

/**
 * The first problem of a whole plan, or null. `questionIds` are the questions of the result the plan is
 * made from (an action may come from one of them or be the founder's own, with no question).
 */
export function validatePlan(
  actions: readonly PlanActionDraft[],
  context: { today: string; questionIds: ReadonlySet<string> },
): string | null {
  if (actions.length === 0) return PLAN_MESSAGES.noActions;
  if (actions.length > MAX_PLAN_ACTIONS) return PLAN_MESSAGES.tooMany;
  const seen = new Set<string>();
  for (const action of actions) {
    const problem = validateActionText(action.text) ?? validateTargetDate(action.targetDate, context.today);
    if (problem) return problem;
    if (action.questionId) {
      if (!context.questionIds.has(action.questionId)) return PLAN_MESSAGES.unknownQuestion;
      if (seen.has(action.questionId)) return PLAN_MESSAGES.duplicateQuestion;
      seen.add(action.questionId);
    }
  }
  return null;
}

/** When a reminder is due: whole days after the plan was first saved. */
export function reminderDueAt(startedAt: Date, day: PlanReminderDay): Date {
  return new Date(startedAt.getTime() + day * DAY_MS);
}

/**
 * The reminders still to come when reminders are switched on at `now`: one already past is not sent
 * late (a founder who turns reminders on at day 45 gets the 60- and 90-day ones).
 */
export function remindersToSchedule(startedAt: Date, now: Date): PlanReminderDay[] {
  return PLAN_REMINDER_DAYS.filter((day) => reminderDueAt(startedAt, day).getTime() > now.getTime() - 60_000);
}

export function isPlanReminderDay(value: unknown): value is PlanReminderDay {
  return typeof value === 'number' && (PLAN_REMINDER_DAYS as readonly number[]).includes(value);
}

/** The unique key of one reminder in the job queue: one job per plan and day, ever. */
export function planReminderKey(planId: string, day: PlanReminderDay): string {
  return `plan-reminder:${planId}:${day}`;
}

// ── suggestions ─────────────────────────────────────────────────────────────────────────────────────

/** The parts of the owner's result view the suggestions are made from. */
export interface SuggestionSource {
  chapters: ReadonlyArray<{
    id: string;
    title: string;
    position: number;
    /** absent for a caller who sees scores only: then nothing is suggested */
    insight?: {
      questions: ReadonlyArray<{
        questionId: string;
        position: number;
        text: string;
        value: number | null;
        insight: string | null;
      }>;
    };
  }>;
  upliftPotential: { chapterId: string; title: string; improvementPath?: readonly string[] } | null;
}

export interface PlanSuggestion {
  /** stable within one result: the question id, or `path:<chapter>:<index>` */
  key: string;
  source: 'question' | 'improvement-path';
  text: string;
  questionId: string | null;
  chapterId: string;
  chapterTitle: string;
  /** the statement the suggestion answers, and the founder's answer to it */
  questionText: string | null;
  value: number | null;
}

/**
 * What the plan editor suggests: the weakest answered questions of the result (lowest answer first;
 * ties go to the uplift chapter, then by chapter and question position) with their insight text, then
 * the uplift chapter's path to improvement. Made only from what the owner's result view already gives
 * them: a gated view (no insight texts) suggests nothing.
 */
export function suggestPlanActions(
  source: SuggestionSource,
  maxQuestions = MAX_QUESTION_SUGGESTIONS,
): PlanSuggestion[] {
  const upliftId = source.upliftPotential?.chapterId ?? null;
  const answered = source.chapters.flatMap((chapter) =>
    (chapter.insight?.questions ?? [])
      .filter((q) => q.value !== null && q.insight !== null && q.insight.trim() !== '')
      .map((q) => ({ chapter, question: q })),
  );
  answered.sort(
    (a, b) =>
      (a.question.value ?? 0) - (b.question.value ?? 0) ||
      Number(b.chapter.id === upliftId) - Number(a.chapter.id === upliftId) ||
      a.chapter.position - b.chapter.position ||
      a.question.position - b.question.position,
  );
  const fromQuestions: PlanSuggestion[] = answered.slice(0, maxQuestions).map(({ chapter, question }) => ({
    key: question.questionId,
    source: 'question',
    text: clipToActionLength(question.insight ?? ''),
    questionId: question.questionId,
    chapterId: chapter.id,
    chapterTitle: chapter.title,
    questionText: question.text,
    value: question.value,
  }));
  const uplift = source.upliftPotential;
  const fromPath: PlanSuggestion[] = uplift
    ? (uplift.improvementPath ?? [])
        .map((step) => clipToActionLength(step))
        .filter((step) => step.length >= PLAN_ACTION_MIN_LENGTH)
        .map((step, index) => ({
          key: `path:${uplift.chapterId}:${index}`,
          source: 'improvement-path',
          text: step,
          questionId: null,
          chapterId: uplift.chapterId,
          chapterTitle: uplift.title,
          questionText: null,
          value: null,
        }))
    : [];
  return [...fromQuestions, ...fromPath];
}

// ── the retake comparison ───────────────────────────────────────────────────────────────────────────

export interface FocusQuestionChange {
  actionText: string;
  questionId: string;
  questionText: string | null;
  before: number | null;
  after: number | null;
  /** after − before; null when either is missing */
  change: number | null;
  /** false when the newer result's version has no such question */
  inNewVersion: boolean;
}

/**
 * Per focus action that came from a question: the answer when the plan was made beside the answer in a
 * later result. Question ids stay the same in every questionnaire version that keeps the question.
 */
export function compareFocusQuestions(
  actions: ReadonlyArray<{ text: string; questionId: string | null }>,
  before: ReadonlyMap<string, { text: string; value: number | null }>,
  after: ReadonlyMap<string, { text: string; value: number | null }>,
): FocusQuestionChange[] {
  return actions.flatMap((action) => {
    if (!action.questionId) return [];
    const then = before.get(action.questionId);
    const now = after.get(action.questionId);
    const b = then?.value ?? null;
    const a = now?.value ?? null;
    return [
      {
        actionText: action.text,
        questionId: action.questionId,
        questionText: now?.text ?? then?.text ?? null,
        before: b,
        after: a,
        change: a !== null && b !== null ? a - b : null,
        inNewVersion: now !== undefined,
      },
    ];
  });
}
