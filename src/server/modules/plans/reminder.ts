import { planEmailsCopy } from '../../../content/plan-copy';
import { formatLongDate } from '../../../domain/dates';
import { isPlanReminderDay, type PlanReminderDay } from '../../../domain/plan-rules';
import type { JobHandler } from '../jobs/queue';
import type { Mailer } from '../mail/mailer';
import { type EmailKind, renderEmail } from '../mail/templates';
import type { PlansRepository, ReminderTarget } from './repository';
import type { PlanReminderPayload } from './service';

const kindOf: Record<PlanReminderDay, EmailKind> = {
  30: 'plan-check-in-30',
  60: 'plan-check-in-60',
  90: 'plan-retake',
};

/** The plan's actions as the check-in lists them: done or open, with the target date. */
function actionLines(target: ReminderTarget): string[] {
  return target.actions.map((action) => {
    const mark = action.doneAt ? planEmailsCopy.doneMark : planEmailsCopy.openMark;
    const date = action.targetDate ? ` (${planEmailsCopy.targetOn(formatLongDate(action.targetDate))})` : '';
    return `${mark}: ${action.text}${date}`;
  });
}

export type PlanReminderDeps = {
  repository: PlansRepository;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
  unsubscribeLinks: (planId: string) => { page: string; oneClick: string };
};

/**
 * Sends one reminder of a plan, checked at send time. Consent here is the founder's own choice of
 * reminders on the plan (off unless chosen, stopped by the account switch or an e-mail's unsubscribe):
 * they are a service the founder asked for, so the cookie banner's marketing choice (which is about
 * tracking in the browser) does not apply. They go only to a confirmed address of an account in good
 * standing. A failed send throws, so the queue retries it.
 */
export function planReminderHandler(deps: PlanReminderDeps): JobHandler<PlanReminderPayload> {
  return async (job) => {
    const { planId, day } = job.payload;
    if (typeof planId !== 'string' || !isPlanReminderDay(day)) return 'skipped: bad payload';
    const target = await deps.repository.reminderTarget(planId);
    if (!target) return 'skipped: plan gone';
    if (!target.plan.remindersEnabled || target.plan.remindersStoppedAt) return 'skipped: reminders off';
    if (!target.emailVerified) return 'skipped: e-mail not confirmed';
    if (target.banned) return 'skipped: account banned';
    const links = deps.unsubscribeLinks(planId);
    const url = day === 90 ? `${deps.publicUrl}/introduction` : `${deps.publicUrl}/results`;
    const email = renderEmail(kindOf[day], {
      name: target.name,
      url,
      list: day === 90 ? [] : actionLines(target),
      unsubscribeUrl: links.page,
    });
    await deps.mailer.send(target.email, {
      ...email,
      headers: {
        'List-Unsubscribe': `<${links.oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    return 'sent';
  };
}
