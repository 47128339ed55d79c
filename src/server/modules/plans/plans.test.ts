import { eq, like, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planCopy } from '../../../content/plan-copy';
import { dataExportSchema } from '../../../contract/me';
import { planListSchema, planResponseSchema, planSavedSchema } from '../../../contract/plans';
import type { AnswerValue } from '../../../domain/answers';
import { addDays, PLAN_MESSAGES, utcDay } from '../../../domain/plan-rules';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { jobs, planActions, plans, user } from '../../db/schema';
import { type FeedbackKit, openFeedbackKit } from '../feedback/test-kit';
import { planReminderHandler } from './reminder';
import { plansRepository } from './repository';
import { unsubscribeToken } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
let kit: FeedbackKit;
beforeAll(async () => {
  kit = await openFeedbackKit();
}, 240_000);
afterAll(async () => kit?.t.close());

/** answers by question index: the first statement is the weakest, the third next */
const ANSWERS: AnswerValue[] = [1, 4, 2, 5, 3];
type Founder = Awaited<ReturnType<FeedbackKit['founder']>>;

const founder = () => kit.founder('Sam Rivera', (index) => ANSWERS[index] ?? 3);
const confirm = (f: Founder) =>
  kit.t.database.db.update(user).set({ emailVerified: true }).where(eq(user.id, f.id));
const now = () => new Date(Date.now() + kit.clock.offsetMs);
const advanceDays = async (days: number) => {
  kit.clock.offsetMs += days * DAY_MS;
  return kit.t.app.jobs.runDue();
};
/** the plan reminders sent to one address */
const planMails = (to: string) =>
  kit.outbox().filter((raw) => /Subject: Your (90-day plan|90 days)/.test(raw) && raw.includes(`To: ${to}`));
const unfold = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=')
    .replace(/\r?\n\s+/g, ' ');

async function savePlan(f: Founder, remindersEnabled: boolean, extra: Record<string, unknown> = {}) {
  const got = planResponseSchema.parse((await f.browser.get(`/api/me/results/${f.resultId}/plan`)).json());
  const [first, second] = got.suggestions;
  const res = await f.browser.request({
    method: 'PUT',
    url: `/api/me/results/${f.resultId}/plan`,
    payload: {
      actions: [
        { text: first?.text, questionId: first?.questionId, targetDate: addDays(utcDay(now()), 30) },
        { text: `  My own   words: ${second?.text}`, questionId: second?.questionId },
        { text: 'Block two hours a week for hiring' },
      ],
      remindersEnabled,
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return planSavedSchema.parse(res.json()).plan;
}

describe('the plan', () => {
  it('suggests the weakest answered questions with their insight, then the uplift path', async () => {
    const sam = await founder();
    const res = await sam.browser.get(`/api/me/results/${sam.resultId}/plan`);
    expect(res.statusCode, res.body).toBe(200);
    const { plan, suggestions } = planResponseSchema.parse(res.json());
    expect(plan).toBeNull();
    const fromQuestions = suggestions.filter((s) => s.source === 'question');
    expect(fromQuestions.map((s) => s.questionId)).toEqual(
      [0, 2, 4, 1, 3].map((index) => kit.questionIds[index]),
    );
    expect(fromQuestions[0]?.value).toBe(1);
    expect(fromQuestions[0]?.text).toMatch(/ low$/);
    const result = (await sam.browser.get(`/api/me/results/${sam.resultId}`)).json();
    const path = suggestions.filter((s) => s.source === 'improvement-path');
    expect(path.map((s) => s.text)).toEqual(result.upliftPotential.improvementPath);
    expect(path.every((s) => s.chapterId === result.upliftPotential.chapterId)).toBe(true);
  });

  it('is the owner’s only: anyone else gets 404, nobody signed in 401', async () => {
    const sam = await founder();
    const kim = await founder();
    const plan = await savePlan(sam, false);
    expect((await kim.browser.get(`/api/me/results/${sam.resultId}/plan`)).statusCode).toBe(404);
    const put = await kim.browser.request({
      method: 'PUT',
      url: `/api/me/results/${sam.resultId}/plan`,
      payload: { actions: [{ text: 'mine now' }], remindersEnabled: true },
    });
    expect(put.statusCode).toBe(404);
    const action = plan.actions[0]?.id;
    const patch = await kim.browser.request({
      method: 'PATCH',
      url: `/api/me/plans/${plan.id}/actions/${action}`,
      payload: { done: true },
    });
    expect(patch.statusCode).toBe(404);
    const reminders = await kim.browser.request({
      method: 'PUT',
      url: `/api/me/plans/${plan.id}/reminders`,
      payload: { enabled: true },
    });
    expect(reminders.statusCode).toBe(404);
    expect((await kim.browser.get('/api/me/plans')).json().plans).toEqual([]);
    expect(
      (await kit.t.inject({ method: 'GET', url: `/api/me/results/${sam.resultId}/plan` })).statusCode,
    ).toBe(401);
  });

  it('refuses a broken plan with the rule’s message', async () => {
    const sam = await founder();
    const put = (actions: unknown[]) =>
      sam.browser.request({
        method: 'PUT',
        url: `/api/me/results/${sam.resultId}/plan`,
        payload: { actions },
      });
    const cases: Array<[unknown[], string]> = [
      [[], PLAN_MESSAGES.noActions],
      [[{ text: 'aaa' }, { text: 'bbb' }, { text: 'ccc' }, { text: 'ddd' }], PLAN_MESSAGES.tooMany],
      [[{ text: ' a ' }], PLAN_MESSAGES.textTooShort],
      [[{ text: 'x'.repeat(281) }], PLAN_MESSAGES.textTooLong],
      [[{ text: 'abc', targetDate: addDays(utcDay(now()), -5) }], PLAN_MESSAGES.datePast],
      [[{ text: 'abc', targetDate: addDays(utcDay(now()), 400) }], PLAN_MESSAGES.dateTooFar],
      [[{ text: 'abc', targetDate: '2026-02-30' }], PLAN_MESSAGES.dateInvalid],
      [[{ text: 'abc', questionId: crypto.randomUUID() }], PLAN_MESSAGES.unknownQuestion],
    ];
    for (const [actions, message] of cases) {
      const res = await put(actions);
      expect(res.statusCode, JSON.stringify(actions).slice(0, 80)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const notJson = await sam.browser.request({
      method: 'PUT',
      url: `/api/me/results/${sam.resultId}/plan`,
      payload: { actions: 'many' },
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('keeps an action’s done state through an edit, and marks actions done and not done', async () => {
    const sam = await founder();
    const plan = await savePlan(sam, false);
    expect(plan.actions.map((a) => a.position)).toEqual([1, 2, 3]);
    expect(plan.actions[1]?.text).toMatch(/^My own words: /);
    const [a, b, c] = plan.actions;
    const done = await sam.browser.request({
      method: 'PATCH',
      url: `/api/me/plans/${plan.id}/actions/${b?.id}`,
      payload: { done: true },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(planSavedSchema.parse(done.json()).plan.actions[1]?.doneAt).not.toBeNull();
    // reordered and one dropped: b keeps its done state, a goes
    const edited = await sam.browser.request({
      method: 'PUT',
      url: `/api/me/results/${sam.resultId}/plan`,
      payload: {
        actions: [
          { id: c?.id, text: c?.text },
          { id: b?.id, text: 'b, sharper', questionId: b?.questionId },
        ],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = planSavedSchema.parse(edited.json()).plan;
    expect(after.id).toBe(plan.id);
    expect(after.startedAt).toBe(plan.startedAt);
    expect(after.actions.map((x) => [x.id, x.position, x.doneAt !== null])).toEqual([
      [c?.id, 1, false],
      [b?.id, 2, true],
    ]);
    expect(after.actions.some((x) => x.id === a?.id)).toBe(false);
  });
});

describe('reminders', () => {
  const reminderJobs = (planId: string) =>
    kit.t.database.db
      .select()
      .from(jobs)
      .where(like(jobs.uniqueKey, `plan-reminder:${planId}:%`));

  it('are off unless chosen; chosen, three jobs are queued once at 30, 60 and 90 days', async () => {
    const sam = await founder();
    const quiet = await savePlan(sam, false);
    expect(quiet.remindersEnabled).toBe(false);
    expect(await reminderJobs(quiet.id)).toEqual([]);
    const on = await sam.browser.request({
      method: 'PUT',
      url: `/api/me/plans/${quiet.id}/reminders`,
      payload: { enabled: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    await sam.browser.request({
      method: 'PUT',
      url: `/api/me/plans/${quiet.id}/reminders`,
      payload: { enabled: true },
    });
    const queued = await reminderJobs(quiet.id);
    expect(queued.map((j) => j.uniqueKey).sort()).toEqual(
      [30, 60, 90].map((day) => `plan-reminder:${quiet.id}:${day}`).sort(),
    );
    const started = Date.parse(quiet.startedAt);
    for (const job of queued) {
      const day = (job.payload as { day: number }).day;
      expect(job.runAt.getTime()).toBe(started + day * DAY_MS);
    }
  });

  it('sends exactly one e-mail per reminder, with one-click unsubscribe; the unsubscribe stops the rest', async () => {
    const sam = await founder();
    await confirm(sam);
    const plan = await savePlan(sam, true);
    const mails = () => planMails(sam.email);
    expect(plan.remindersEnabled).toBe(true);

    await advanceDays(29);
    expect(mails()).toEqual([]);
    await advanceDays(1);
    await kit.t.app.jobs.runDue();
    const afterThirty = mails();
    expect(afterThirty).toHaveLength(1);
    const mail = unfold(afterThirty[0] ?? '');
    expect(mail).toMatch(/Subject: Your 90-day plan: the 30-day check-in/);
    expect(mail).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    const token = unsubscribeToken(kit.t.config.authSecret, plan.id);
    expect(mail).toContain(
      `List-Unsubscribe: <${kit.t.config.publicUrl}/api/plan-reminders/unsubscribe?token=${token}>`,
    );
    expect(mail).toContain('Block two hours a week for hiring');
    expect(mail).toContain(`/plan-reminders/unsubscribe?token=${token}`);

    await advanceDays(30);
    const afterSixty = mails();
    expect(afterSixty).toHaveLength(2);
    expect(afterSixty[1]).toMatch(/60-day check-in/);

    // the mail app's one-click POST: no session, no CSRF token, a form body
    const page = await kit.t.app.inject({
      method: 'GET',
      url: `/api/plan-reminders/unsubscribe?token=${token}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(planCopy.unsubscribe.button);
    const oneClick = await kit.t.app.inject({
      method: 'POST',
      url: `/api/plan-reminders/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json()).toEqual({ unsubscribed: true });
    const again = await kit.t.app.inject({
      method: 'POST',
      url: `/api/plan-reminders/unsubscribe?token=${token}`,
      headers: { accept: 'text/html' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(planCopy.unsubscribe.doneTitle);

    await advanceDays(30);
    expect(mails()).toHaveLength(2);
    const [ninety] = await kit.t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, `plan-reminder:${plan.id}:90`));
    expect(ninety).toMatchObject({ status: 'done', outcome: 'skipped: reminders off' });
    const view = planSavedSchema.parse(
      (await sam.browser.get(`/api/me/results/${sam.resultId}/plan`)).json(),
    ).plan;
    expect(view.remindersEnabled).toBe(false);
    expect(view.remindersStoppedAt).not.toBeNull();
  });

  it('refuses a malformed or unknown unsubscribe token clearly', async () => {
    const bad = await kit.t.app.inject({ method: 'POST', url: '/api/plan-reminders/unsubscribe?token=abc' });
    expect(bad.statusCode).toBe(400);
    const unknown = await kit.t.app.inject({
      method: 'POST',
      url: `/api/plan-reminders/unsubscribe?token=${'A'.repeat(43)}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(planCopy.unsubscribe.invalid);
    const page = await kit.t.app.inject({ method: 'GET', url: '/api/plan-reminders/unsubscribe?token=x' });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(planCopy.unsubscribe.invalid);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('skips an account whose e-mail is not confirmed, and sends the 90-day retake invitation', async () => {
    const kim = await founder();
    const plan = await savePlan(kim, true);
    await advanceDays(30);
    const [thirty] = await kit.t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.uniqueKey, `plan-reminder:${plan.id}:30`));
    expect(thirty).toMatchObject({ status: 'done', outcome: 'skipped: e-mail not confirmed' });
    await confirm(kim);
    await advanceDays(60);
    const sent = planMails(kim.email);
    expect(sent).toHaveLength(2);
    // 60 and 90 were both due by then: sent in one run, in either order
    const retake = sent.map(unfold).find((raw) => /Subject: Your 90 days are up/.test(raw));
    expect(retake).toContain(`${kit.t.config.publicUrl}/introduction`);
    expect(sent.map(unfold).filter((raw) => /60-day check-in/.test(raw))).toHaveLength(1);
  });
});

describe('a failed send', () => {
  it('throws, so the queue retries it (nothing is marked sent)', async () => {
    const sam = await founder();
    await confirm(sam);
    const plan = await savePlan(sam, true);
    const handler = planReminderHandler({
      repository: plansRepository(kit.t.database.db),
      mailer: { send: () => Promise.reject(new Error('SMTP 451 try later')) },
      publicUrl: kit.t.config.publicUrl,
      unsubscribeLinks: () => ({ page: 'http://x/p', oneClick: 'http://x/o' }),
    });
    const ctx = { now: now(), log: kit.t.app.log, signal: new AbortController().signal };
    await expect(
      handler({ id: 1, kind: 'plan-reminder', payload: { planId: plan.id, day: 30 }, attempts: 1 }, ctx),
    ).rejects.toThrow('SMTP 451');
  });
});

describe('the retake', () => {
  it('compares each focus action’s question with the next assessment after the plan', async () => {
    const sam = await founder();
    const plan = await savePlan(sam, false);
    const retakeId = await kit.completedAssessment(sam.browser, () => 4);
    const list = planListSchema.parse((await sam.browser.get('/api/me/plans')).json());
    const mine = list.plans.find((p) => p.id === plan.id);
    expect(mine?.retake?.resultId).toBe(retakeId);
    expect(mine?.retake?.focusQuestions.map((q) => [q.questionId, q.before, q.after, q.change])).toEqual([
      [kit.questionIds[0], 1, 4, 3],
      [kit.questionIds[2], 2, 4, 2],
    ]);
  });
});

describe('the account', () => {
  it('exports the plans with their actions, and deleting the account deletes them', async () => {
    const sam = await founder();
    const plan = await savePlan(sam, true);
    const exported = dataExportSchema.parse((await sam.browser.get('/api/me/export')).json());
    expect(exported.plans).toHaveLength(1);
    expect(exported.plans[0]).toMatchObject({ id: plan.id, resultId: sam.resultId, remindersEnabled: true });
    expect(exported.plans[0]?.actions.map((a) => a.text)).toEqual(plan.actions.map((a) => a.text));

    const deleted = await sam.browser.request({
      method: 'DELETE',
      url: '/api/me',
      payload: { confirm: 'DELETE' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const db = kit.t.database.db;
    expect(await db.select().from(plans).where(eq(plans.id, plan.id))).toEqual([]);
    expect(await db.select().from(planActions).where(eq(planActions.planId, plan.id))).toEqual([]);
    // its queued reminders went in the same transaction: no job row names the plan, none is sent
    const naming = () =>
      db
        .select({ id: jobs.id })
        .from(jobs)
        .where(or(like(jobs.uniqueKey, `%${plan.id}%`), sql`${jobs.payload}::text like ${`%${plan.id}%`}`));
    expect(await naming()).toEqual([]);
    await advanceDays(31);
    expect(planMails(sam.email)).toEqual([]);
    expect(await naming()).toEqual([]);
  });

  it("deleting the account removes a sent reminder's job too, and leaves another founder's", async () => {
    const sam = await founder();
    const plan = await savePlan(sam, true);
    const other = await founder();
    const kept = await savePlan(other, true);
    await confirm(sam);
    await advanceDays(31);
    expect(planMails(sam.email)).toHaveLength(1);
    const deleted = await sam.browser.request({
      method: 'DELETE',
      url: '/api/me',
      payload: { confirm: 'DELETE' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const db = kit.t.database.db;
    const keys = (planId: string) =>
      db
        .select({ key: jobs.uniqueKey })
        .from(jobs)
        .where(like(jobs.uniqueKey, `plan-reminder:${planId}:%`));
    expect(await keys(plan.id)).toEqual([]);
    expect((await keys(kept.id)).map((j) => j.key).sort()).toEqual(
      [30, 60, 90].map((day) => `plan-reminder:${kept.id}:${day}`).sort(),
    );
  });
});

describe('two app instances on one database', () => {
  it('send each reminder once while both run the queue', async () => {
    const second = kit.t.database.url
      ? await openDatabase({ kind: 'postgres', url: kit.t.database.url, max: 5 })
      : kit.t.database;
    const other = await buildApp({
      config: kit.t.config,
      database: second,
      serveWeb: false,
      now: () => new Date(Date.now() + kit.clock.offsetMs),
    });
    await other.ready();
    try {
      const founders = await Promise.all([founder(), founder(), founder()]);
      for (const f of founders) await confirm(f);
      for (const f of founders) await savePlan(f, true);
      for (const day of [30, 30, 30]) {
        kit.clock.offsetMs += day * DAY_MS;
        await Promise.all([
          kit.t.app.jobs.runDue(),
          other.jobs.runDue(),
          kit.t.app.jobs.runDue(),
          other.jobs.runDue(),
        ]);
      }
      for (const f of founders) {
        expect(
          planMails(f.email)
            .map((raw) => /Subject: ([^\n]+)/.exec(raw)?.[1]?.trim())
            .sort(),
        ).toEqual(
          [
            'Your 90 days are up: retake the audit and see what moved',
            'Your 90-day plan: the 30-day check-in',
            'Your 90-day plan: the 60-day check-in',
          ].sort(),
        );
      }
    } finally {
      await other.close();
      if (second !== kit.t.database) await second.close();
    }
  });
});
