import { z } from 'zod';
import { MAX_PLAN_ACTIONS, PLAN_REMINDER_DAYS } from '../domain/plan-rules';

/**
 * The founder's 90-day plan. The /api/me routes need a session and answer only for the founder's own
 * results and plans (404 `not_found` otherwise, like a missing id). The unsubscribe routes need only the
 * token from a reminder e-mail: no session, and the POST is RFC 8058's one-click unsubscribe.
 */
export const planPaths = {
  plan: '/api/me/results/:id/plan',
  plans: '/api/me/plans',
  action: '/api/me/plans/:planId/actions/:actionId',
  reminders: '/api/me/plans/:planId/reminders',
  unsubscribe: '/api/plan-reminders/unsubscribe',
} as const;

/** The web page a reminder's unsubscribe link opens (the token in `?token=`). */
export const UNSUBSCRIBE_PAGE_PATH = '/plan-reminders/unsubscribe';

const uuid = z.uuid();
const isoDate = z.iso.datetime({ offset: true });
/** 32 bytes, base64url: anything else is refused before a lookup. */
export const unsubscribeTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const planResultParamsSchema = z.object({ id: uuid });
export const planParamsSchema = z.object({ planId: uuid });
export const planActionParamsSchema = z.object({ planId: uuid, actionId: uuid });
export const unsubscribeQuerySchema = z.object({ token: unsubscribeTokenSchema });

export const planActionSchema = z.object({
  id: uuid,
  position: z.number().int(),
  text: z.string(),
  /** the question of the plan's result the action came from; null for the founder's own */
  questionId: uuid.nullable(),
  chapterId: uuid.nullable(),
  /** 'YYYY-MM-DD' */
  targetDate: z.iso.date().nullable(),
  doneAt: isoDate.nullable(),
});
export type PlanAction = z.infer<typeof planActionSchema>;

export const planReminderSchema = z.object({
  day: z.union(PLAN_REMINDER_DAYS.map((day) => z.literal(day))),
  dueAt: isoDate,
});

export const planSchema = z.object({
  id: uuid,
  /** the completed assessment the plan was made from */
  resultId: uuid,
  resultCompletedAt: isoDate,
  /** when the plan was first saved: reminders count from here */
  startedAt: isoDate,
  remindersEnabled: z.boolean(),
  /** set when the founder stopped reminders from an e-mail's unsubscribe link */
  remindersStoppedAt: isoDate.nullable(),
  reminders: z.array(planReminderSchema),
  actions: z.array(planActionSchema),
});
export type Plan = z.infer<typeof planSchema>;

export const planSuggestionSchema = z.object({
  key: z.string(),
  source: z.enum(['question', 'improvement-path']),
  text: z.string(),
  questionId: uuid.nullable(),
  chapterId: uuid,
  chapterTitle: z.string(),
  questionText: z.string().nullable(),
  value: z.number().int().nullable(),
});
export type PlanSuggestion = z.infer<typeof planSuggestionSchema>;

/** GET plan: the result's plan (null before one is saved) and the server's suggestions for it. */
export const planResponseSchema = z.object({
  plan: planSchema.nullable(),
  suggestions: z.array(planSuggestionSchema),
});
export type PlanResponse = z.infer<typeof planResponseSchema>;

/**
 * PUT plan: the whole plan. An action with the `id` of one already in the plan keeps its done state;
 * the others are new. 400 `invalid_plan` carries the rule broken (plan-rules' messages). Reminders are
 * off unless `remindersEnabled` is sent true. 201 for a new plan, 200 for a change.
 */
export const planBodySchema = z.object({
  actions: z
    .array(
      z.object({
        id: uuid.optional(),
        text: z.string().max(2000),
        questionId: uuid.nullable().optional(),
        chapterId: uuid.nullable().optional(),
        targetDate: z.string().max(20).nullable().optional(),
      }),
    )
    .max(MAX_PLAN_ACTIONS * 3),
  remindersEnabled: z.boolean().default(false),
});
export type PlanBody = z.input<typeof planBodySchema>;

export const planSavedSchema = z.object({ plan: planSchema });

/** PATCH action: marks one action done or not done. */
export const actionDoneBodySchema = z.object({ done: z.boolean() });

/** PUT reminders: on or off (from the plan or the account). On again after an unsubscribe is allowed. */
export const remindersBodySchema = z.object({ enabled: z.boolean() });

/** One focus action's question, then and in the later result (see plan-rules' compareFocusQuestions). */
export const focusQuestionChangeSchema = z.object({
  actionText: z.string(),
  questionId: z.string(),
  questionText: z.string().nullable(),
  before: z.number().int().nullable(),
  after: z.number().int().nullable(),
  change: z.number().nullable(),
  inNewVersion: z.boolean(),
});
export type FocusQuestionChange = z.infer<typeof focusQuestionChangeSchema>;

/**
 * GET plans: the founder's plans, newest first, each with the first assessment completed after it
 * (the retake) and how the focus actions' questions moved; the chapters' change is the history's.
 */
export const planListSchema = z.object({
  plans: z.array(
    planSchema.extend({
      retake: z
        .object({
          resultId: uuid,
          completedAt: isoDate,
          focusQuestions: z.array(focusQuestionChangeSchema),
        })
        .nullable(),
    }),
  ),
});
export type PlanList = z.infer<typeof planListSchema>;
export type PlanWithRetake = PlanList['plans'][number];

/** POST unsubscribe: the plan's reminders stop. The same answer for a token already used. */
export const unsubscribeResponseSchema = z.object({ unsubscribed: z.literal(true) });

/** The plan and actions as the account export gives them. */
export const exportedPlanSchema = planSchema;
export type ExportedPlan = z.infer<typeof exportedPlanSchema>;
