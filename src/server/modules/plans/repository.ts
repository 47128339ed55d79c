import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assessmentSessions, planActions, plans, profiles, results, user } from '../../db/schema';

export type PlanRow = typeof plans.$inferSelect & { resultCompletedAt: Date };
export type PlanActionRow = typeof planActions.$inferSelect;
export type StoredPlan = { plan: PlanRow; actions: PlanActionRow[] };

/** An action as saved: an `id` of one already in the plan keeps that row (and its done state). */
export type ActionWrite = {
  id?: string;
  text: string;
  questionId: string | null;
  chapterId: string | null;
  targetDate: string | null;
};

/** What a reminder needs at send time, read in one query. */
export type ReminderTarget = StoredPlan & {
  email: string;
  name: string | null;
  emailVerified: boolean;
  banned: boolean;
};

const planColumns = {
  id: plans.id,
  userId: plans.userId,
  resultId: plans.resultId,
  startedAt: plans.startedAt,
  remindersEnabled: plans.remindersEnabled,
  unsubscribeTokenHash: plans.unsubscribeTokenHash,
  remindersStoppedAt: plans.remindersStoppedAt,
  createdAt: plans.createdAt,
  updatedAt: plans.updatedAt,
  resultCompletedAt: sql<Date>`coalesce(${assessmentSessions.completedAt}, ${results.createdAt})`.mapWith(
    (value: Date | string) => new Date(value),
  ),
};

export function plansRepository(db: Database) {
  async function actionsOf(planIds: string[]): Promise<PlanActionRow[]> {
    if (planIds.length === 0) return [];
    return db
      .select()
      .from(planActions)
      .where(inArray(planActions.planId, planIds))
      .orderBy(asc(planActions.planId), asc(planActions.position));
  }

  async function withActions(rows: PlanRow[]): Promise<StoredPlan[]> {
    const actions = await actionsOf(rows.map((r) => r.id));
    return rows.map((plan) => ({ plan, actions: actions.filter((a) => a.planId === plan.id) }));
  }

  const selectPlans = () =>
    db
      .select(planColumns)
      .from(plans)
      .innerJoin(results, eq(results.sessionId, plans.resultId))
      .innerJoin(assessmentSessions, eq(assessmentSessions.id, plans.resultId));

  return {
    async ofResult(resultId: string, userId: string): Promise<StoredPlan | null> {
      const rows = await selectPlans().where(and(eq(plans.resultId, resultId), eq(plans.userId, userId)));
      return (await withActions(rows))[0] ?? null;
    },

    async own(planId: string, userId: string): Promise<StoredPlan | null> {
      const rows = await selectPlans().where(and(eq(plans.id, planId), eq(plans.userId, userId)));
      return (await withActions(rows))[0] ?? null;
    },

    /** Newest first. */
    async allOf(userId: string): Promise<StoredPlan[]> {
      const rows = await selectPlans().where(eq(plans.userId, userId)).orderBy(desc(plans.createdAt));
      return withActions(rows);
    },

    /**
     * Saves the whole plan: the plan row (made on first save, when `startedAt` is set) and its actions,
     * in one transaction.
     */
    async save(input: {
      userId: string;
      resultId: string;
      now: Date;
      remindersEnabled: boolean;
      unsubscribeTokenHash: (planId: string) => string;
      actions: ActionWrite[];
    }): Promise<{ planId: string; created: boolean }> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(plans)
          .values({
            userId: input.userId,
            resultId: input.resultId,
            startedAt: input.now,
            remindersEnabled: input.remindersEnabled,
            createdAt: input.now,
            updatedAt: input.now,
          })
          .onConflictDoNothing({ target: plans.resultId })
          .returning({ id: plans.id });
        const created = inserted[0] !== undefined;
        const [row] = created
          ? inserted
          : await tx
              .select({ id: plans.id })
              .from(plans)
              .where(and(eq(plans.resultId, input.resultId), eq(plans.userId, input.userId)))
              .for('update');
        if (!row) throw new Error('plan row missing after save');
        const planId = row.id;
        await tx
          .update(plans)
          .set({
            remindersEnabled: input.remindersEnabled,
            unsubscribeTokenHash: input.unsubscribeTokenHash(planId),
            // choosing reminders again lifts an earlier unsubscribe
            ...(input.remindersEnabled ? { remindersStoppedAt: null } : {}),
            updatedAt: input.now,
          })
          .where(eq(plans.id, planId));

        // Rewritten whole (delete, insert) so the (plan, position) key never clashes while actions move;
        // an action sent with its id keeps that id and its done state.
        const existing = await tx.delete(planActions).where(eq(planActions.planId, planId)).returning();
        const doneOf = new Map(existing.map((a) => [a.id, a]));
        let position = 0;
        for (const action of input.actions) {
          position += 1;
          const before = action.id ? doneOf.get(action.id) : undefined;
          await tx.insert(planActions).values({
            ...(before ? { id: before.id, createdAt: before.createdAt, doneAt: before.doneAt } : {}),
            planId,
            position,
            text: action.text,
            questionId: action.questionId,
            chapterId: action.chapterId,
            targetDate: action.targetDate,
            updatedAt: input.now,
          });
        }
        return { planId, created };
      });
    },

    async setDone(planId: string, actionId: string, doneAt: Date | null, now: Date): Promise<boolean> {
      const updated = await db
        .update(planActions)
        .set({ doneAt, updatedAt: now })
        .where(and(eq(planActions.id, actionId), eq(planActions.planId, planId)))
        .returning({ id: planActions.id });
      return updated.length > 0;
    },

    async setReminders(planId: string, enabled: boolean, tokenHash: string, now: Date): Promise<void> {
      await db
        .update(plans)
        .set({
          remindersEnabled: enabled,
          unsubscribeTokenHash: tokenHash,
          ...(enabled ? { remindersStoppedAt: null } : {}),
          updatedAt: now,
        })
        .where(eq(plans.id, planId));
    },

    /** Stops a plan's reminders by its unsubscribe token's hash; false when no plan has it. */
    async unsubscribe(tokenHash: string, now: Date): Promise<boolean> {
      const updated = await db
        .update(plans)
        .set({
          remindersEnabled: false,
          remindersStoppedAt: sql`coalesce(${plans.remindersStoppedAt}, ${now.toISOString()}::timestamptz)`,
          updatedAt: now,
        })
        .where(eq(plans.unsubscribeTokenHash, tokenHash))
        .returning({ id: plans.id });
      return updated.length > 0;
    },

    async reminderTarget(planId: string): Promise<ReminderTarget | null> {
      const [row] = await db
        .select({
          plan: planColumns,
          email: user.email,
          name: sql<string | null>`coalesce(${profiles.fullName}, ${user.name})`,
          emailVerified: user.emailVerified,
          banned: user.banned,
        })
        .from(plans)
        .innerJoin(results, eq(results.sessionId, plans.resultId))
        .innerJoin(assessmentSessions, eq(assessmentSessions.id, plans.resultId))
        .innerJoin(user, eq(user.id, plans.userId))
        .leftJoin(profiles, eq(profiles.userId, plans.userId))
        .where(eq(plans.id, planId));
      if (!row) return null;
      const { plan, email, name, emailVerified, banned } = row;
      return {
        plan,
        actions: await actionsOf([plan.id]),
        email,
        name,
        emailVerified,
        banned: banned === true,
      };
    },
  };
}

export type PlansRepository = ReturnType<typeof plansRepository>;
