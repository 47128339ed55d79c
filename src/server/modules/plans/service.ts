import type { ResultView } from '../../../contract/assessment';
import {
  type Plan,
  type PlanBody,
  type PlanResponse,
  type PlanWithRetake,
  UNSUBSCRIBE_PAGE_PATH,
} from '../../../contract/plans';
import {
  compareFocusQuestions,
  normaliseActionText,
  PLAN_MESSAGES,
  PLAN_REMINDER_DAYS,
  type PlanReminderDay,
  planReminderKey,
  reminderDueAt,
  remindersToSchedule,
  suggestPlanActions,
  utcDay,
  validatePlan,
} from '../../../domain/plan-rules';
import { HttpError } from '../../plugins/error-handler';
import type { AssessmentService } from '../assessment/service';
import type { JobQueue } from '../jobs/queue';
import type { ActionWrite, PlansRepository, StoredPlan } from './repository';
import { unsubscribeToken, unsubscribeTokenHash } from './tokens';

export const PLAN_REMINDER_JOB = 'plan-reminder';
export type PlanReminderPayload = { planId: string; day: PlanReminderDay };

const PLAN_NOT_FOUND = () => new HttpError(404, 'not_found', 'Plan not found.');
const iso = (date: Date) => date.toISOString();

/** The statements of a result as its owner sees them: id → chapter, text and answer. */
function questionsOf(view: ResultView) {
  return new Map(
    view.chapters.flatMap((chapter) =>
      (chapter.insight?.questions ?? []).map(
        (q) => [q.questionId, { chapterId: chapter.id, text: q.text, value: q.value }] as const,
      ),
    ),
  );
}

export function toPlan({ plan, actions }: StoredPlan): Plan {
  return {
    id: plan.id,
    resultId: plan.resultId,
    resultCompletedAt: iso(plan.resultCompletedAt),
    startedAt: iso(plan.startedAt),
    remindersEnabled: plan.remindersEnabled,
    remindersStoppedAt: plan.remindersStoppedAt ? iso(plan.remindersStoppedAt) : null,
    reminders: PLAN_REMINDER_DAYS.map((day) => ({ day, dueAt: iso(reminderDueAt(plan.startedAt, day)) })),
    actions: actions.map((a) => ({
      id: a.id,
      position: a.position,
      text: a.text,
      questionId: a.questionId,
      chapterId: a.chapterId,
      targetDate: a.targetDate,
      doneAt: a.doneAt ? iso(a.doneAt) : null,
    })),
  };
}

export type PlansServiceDeps = {
  repository: PlansRepository;
  assessment: Pick<AssessmentService, 'ownResult' | 'history'>;
  jobs: Pick<JobQueue, 'enqueue'>;
  publicUrl: string;
  authSecret: string;
  now?: () => Date;
};

export function plansService(deps: PlansServiceDeps) {
  const { repository, assessment } = deps;
  const clock = deps.now ?? (() => new Date());
  const tokenHashOf = (planId: string) => unsubscribeTokenHash(unsubscribeToken(deps.authSecret, planId));

  async function ownPlan(planId: string, userId: string): Promise<StoredPlan> {
    const found = await repository.own(planId, userId);
    if (!found) throw PLAN_NOT_FOUND();
    return found;
  }

  /** One job per reminder still to come; the unique key makes a second save schedule nothing twice. */
  async function schedule(stored: StoredPlan, now: Date): Promise<void> {
    for (const day of remindersToSchedule(stored.plan.startedAt, now)) {
      await deps.jobs.enqueue(
        PLAN_REMINDER_JOB,
        { planId: stored.plan.id, day } satisfies PlanReminderPayload,
        { runAt: reminderDueAt(stored.plan.startedAt, day), uniqueKey: planReminderKey(stored.plan.id, day) },
      );
    }
  }

  return {
    /** The links a reminder carries: the unsubscribe page (for people) and the one-click endpoint. */
    unsubscribeLinks(planId: string) {
      const token = encodeURIComponent(unsubscribeToken(deps.authSecret, planId));
      return {
        page: `${deps.publicUrl}${UNSUBSCRIBE_PAGE_PATH}?token=${token}`,
        oneClick: `${deps.publicUrl}/api/plan-reminders/unsubscribe?token=${token}`,
      };
    },

    /** The result's plan and the suggestions for it; someone else's result is not found. */
    async get(resultId: string, userId: string): Promise<PlanResponse> {
      const view = await assessment.ownResult(resultId, userId);
      const stored = await repository.ofResult(resultId, userId);
      return { plan: stored ? toPlan(stored) : null, suggestions: suggestPlanActions(view) };
    },

    /**
     * The user's plan of the result alone, null when there is none (nor for someone else's result): for a
     * caller that has read the result itself (the PDF report), without reading it again for suggestions.
     */
    async planOf(resultId: string, userId: string): Promise<Plan | null> {
      const stored = await repository.ofResult(resultId, userId);
      return stored ? toPlan(stored) : null;
    },

    async save(resultId: string, userId: string, body: PlanBody): Promise<{ plan: Plan; created: boolean }> {
      const view = await assessment.ownResult(resultId, userId);
      const now = clock();
      const questions = questionsOf(view);
      const problem = validatePlan(body.actions, {
        today: utcDay(now),
        questionIds: new Set(questions.keys()),
      });
      if (problem) throw new HttpError(400, 'invalid_plan', problem);
      const chapterIds = new Set(view.chapters.map((c) => c.id));
      const actions: ActionWrite[] = body.actions.map((action) => {
        const question = action.questionId ? questions.get(action.questionId) : undefined;
        const chapterId = question?.chapterId ?? action.chapterId ?? null;
        if (chapterId && !chapterIds.has(chapterId))
          throw new HttpError(400, 'invalid_plan', PLAN_MESSAGES.unknownQuestion);
        return {
          ...(action.id ? { id: action.id } : {}),
          text: normaliseActionText(action.text),
          questionId: action.questionId ?? null,
          chapterId,
          targetDate: action.targetDate || null,
        };
      });
      const remindersEnabled = body.remindersEnabled ?? false;
      const { planId, created } = await repository.save({
        userId,
        resultId,
        now,
        remindersEnabled,
        unsubscribeTokenHash: tokenHashOf,
        actions,
      });
      const stored = await ownPlan(planId, userId);
      if (remindersEnabled) await schedule(stored, now);
      return { plan: toPlan(stored), created };
    },

    async setDone(planId: string, actionId: string, userId: string, done: boolean): Promise<Plan> {
      await ownPlan(planId, userId);
      const now = clock();
      if (!(await repository.setDone(planId, actionId, done ? now : null, now)))
        throw new HttpError(404, 'not_found', 'Action not found.');
      return toPlan(await ownPlan(planId, userId));
    },

    async setReminders(planId: string, userId: string, enabled: boolean): Promise<Plan> {
      await ownPlan(planId, userId);
      const now = clock();
      await repository.setReminders(planId, enabled, tokenHashOf(planId), now);
      const stored = await ownPlan(planId, userId);
      if (enabled) await schedule(stored, now);
      return toPlan(stored);
    },

    /** Stops the reminders of the token's plan, without a session; false for a token of no plan. */
    unsubscribe(token: string): Promise<boolean> {
      return repository.unsubscribe(unsubscribeTokenHash(token), clock());
    },

    /**
     * The founder's plans, newest first, each with its retake: the first assessment completed after the
     * plan's own, and how each focus action's question moved between the two.
     */
    async list(userId: string): Promise<PlanWithRetake[]> {
      const stored = await repository.allOf(userId);
      if (stored.length === 0) return [];
      const history = await assessment.history(userId);
      return Promise.all(
        stored.map(async (entry) => {
          const plan = toPlan(entry);
          const later = history
            .filter(
              (r) =>
                r.sessionId !== plan.resultId &&
                Date.parse(r.completedAt) > Date.parse(plan.resultCompletedAt),
            )
            .sort((a, b) => Date.parse(a.completedAt) - Date.parse(b.completedAt))[0];
          if (!later) return { ...plan, retake: null };
          const [before, after] = await Promise.all([
            assessment.ownResult(plan.resultId, userId),
            assessment.ownResult(later.sessionId, userId),
          ]);
          return {
            ...plan,
            retake: {
              resultId: later.sessionId,
              completedAt: later.completedAt,
              focusQuestions: compareFocusQuestions(plan.actions, questionsOf(before), questionsOf(after)),
            },
          };
        }),
      );
    },

    /** The plans and actions as the account export gives them. */
    async exportPlans(userId: string): Promise<Plan[]> {
      return (await repository.allOf(userId)).map(toPlan);
    },
  };
}

export type PlansService = ReturnType<typeof plansService>;
