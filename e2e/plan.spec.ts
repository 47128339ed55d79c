import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { planCopy, planEmailsCopy } from '../src/content/plan-copy';
import type { PlanResponse } from '../src/contract/plans';
import type { Database } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import type { CapturedMail } from '../src/server/modules/mail/smtp-sink';
import { axeViolations, CSRF_HEADERS, csrfRequestContext, expect, newVisitorContext } from './fixtures';
import { completeAssessmentViaApi, signUp } from './journey-helpers';
import { type OwnServer, resetAuthRateLimits, test } from './own-server';
import { advanceServerClock } from './test-clock';

/**
 * The 90-day plan, as the issue shows it: a founder saves a plan with reminders on /results; the
 * server's clock is moved 30, 60 and 90 days ahead (no sleeping) and exactly one e-mail of each arrives
 * in a real SMTP sink, with the one-click unsubscribe headers; a second founder's unsubscribe link,
 * opened in a fresh browser without signing in, stops that plan's remaining reminders; the retake then
 * shows what moved. Its own server: the test clock moves only its time.
 */

test.describe.configure({ mode: 'serial' });

const SUBJECTS = [planEmailsCopy.checkIn30, planEmailsCopy.checkIn60, planEmailsCopy.retake].map(
  (c) => c.subject,
);

/** A screenshot per viewport width, of the page or one part of it (PLAN_SHOTS_DIR, else test-results). */
async function shot(page: Page, name: string, part?: Locator) {
  const dir = process.env.PLAN_SHOTS_DIR ?? 'test-results/screens';
  const path = `${dir}/${name}-${page.viewportSize()?.width ?? 0}.png`;
  await (part ? part.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
}

function uniqueEmail(label: string, testInfo: TestInfo): string {
  return `plan-${label}-${testInfo.project.name.slice(0, 3)}-${Date.now().toString(36)}@example.com`;
}

const planMailsTo = (server: OwnServer, email: string): CapturedMail[] =>
  server.mail.messages.filter((m) => m.to.includes(email.toLowerCase()) && SUBJECTS.includes(m.subject));

const confirmEmail = (db: Database, userId: string) =>
  db.update(schema.user).set({ emailVerified: true }).where(eq(schema.user.id, userId));

/** An audit taken anonymously, as our page takes it (the CSRF pair on every write). */
async function takeAudit(url: string, visitorId: string, valueFor: (index: number) => number) {
  const anonymous = await csrfRequestContext(url);
  try {
    return await completeAssessmentViaApi(anonymous, visitorId, (_q, index) => valueFor(index));
  } finally {
    await anonymous.dispose();
  }
}

/** A signed-up founder with a completed, claimed assessment; `request` is then signed in as them. */
async function founder(
  request: APIRequestContext,
  server: OwnServer,
  email: string,
  valueFor: (index: number) => number,
) {
  await resetAuthRateLimits(server.db);
  const userId = await signUp(request, server.url, 'Ada Founder', email);
  const made = await takeAudit(server.url, `e2e_plan_${Date.now()}`, valueFor);
  const claimed = await request.post('/api/me/sessions/claim', {
    data: made.session,
    headers: { origin: server.url, ...CSRF_HEADERS },
  });
  expect(claimed.status(), await claimed.text()).toBe(200);
  return { userId, resultId: made.session.id };
}

/** /results with the profile prompt put off, scrolled to the plan section. */
async function planSection(page: Page) {
  await page.goto('/results');
  const later = page
    .getByRole('dialog', { name: 'Complete Your Profile' })
    .getByRole('button', { name: 'Later' });
  await later.click();
  const section = page.getByRole('region', { name: planCopy.sectionTitle });
  await section.scrollIntoViewIfNeeded();
  await expect(section).toBeVisible();
  return section;
}

/** Makes the plan in the editor: two suggestions (one reworded, one with a date), one own action. */
async function makePlan(page: Page, name: string, reminders: boolean) {
  const section = await planSection(page);
  await section.getByRole('button', { name: planCopy.start }).click();
  const dialog = page.getByRole('dialog', { name: planCopy.editor.title });
  await expect(dialog).toBeVisible();
  const adds = dialog.getByRole('button', { name: /^Add: / });
  await adds.first().click();
  await adds.first().click();
  await dialog.getByRole('button', { name: planCopy.editor.addOwn }).click();
  await dialog
    .getByRole('textbox', { name: planCopy.editor.actionLabel(3) })
    .fill('Block two hours a week for hiring');
  // the first suggestion, put in the founder's own words
  await dialog
    .getByRole('textbox', { name: planCopy.editor.actionLabel(1) })
    .fill('Say no to one meeting every week');
  const target = new Date(Date.now() + 20 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await dialog.getByLabel(planCopy.editor.targetLabel).first().fill(target);
  const remindersBox = dialog.getByRole('checkbox', { name: planCopy.editor.remindersLabel });
  await expect(remindersBox).not.toBeChecked();
  if (reminders) await remindersBox.check();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, `plan-editor-${name}`, dialog);
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/plan'));
  await dialog.getByRole('button', { name: planCopy.editor.save }).click();
  expect((await saved).status()).toBe(201);
  await expect(dialog).toBeHidden();
  await expect(section.getByText('Block two hours a week for hiring')).toBeVisible();
  return section;
}

test('a founder makes a plan; the plan, the editor, the account switch and the unsubscribe page pass axe', async ({
  page,
  ownServer,
  browser,
}, testInfo) => {
  // a sign-up, a plan and three axe passes over long pages: 35 s on a quiet machine, past 60 s under CI's load
  test.setTimeout(150_000);
  const email = uniqueEmail('screens', testInfo);
  const { userId } = await founder(page.request, ownServer, email, (i) => (i % 5) + 1);
  await confirmEmail(ownServer.db, userId);
  const section = await makePlan(page, testInfo.project.name, true);
  await expect(section.getByText(planCopy.reminders.on)).toBeVisible();

  // done by keyboard alone
  const own = section.getByRole('checkbox', { name: /Block two hours a week for hiring/ });
  await own.focus();
  await page.keyboard.press('Space');
  await expect(own).toBeChecked();
  await expect(section.getByText(planCopy.doneCount(1, 3))).toBeVisible();
  await expect(own).toBeInViewport({ ratio: 1 });
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'plan-section', section);

  // the history shows the plan made from this assessment
  const history = page.getByRole('region', { name: 'Your assessments' });
  await expect(history.getByText(planCopy.history.planTitle)).toBeVisible();

  // the account's switch turns reminders off, and the plan says so
  await page.evaluate(() => window.dispatchEvent(new Event('showUserDataManager')));
  const privacy = page.getByRole('dialog', { name: 'Your Data & Privacy' });
  const switchBox = privacy.getByRole('checkbox', { name: /Plan from the assessment of/ });
  await expect(switchBox).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'plan-account-switch', privacy.getByRole('region', { name: planCopy.account.title }));
  await switchBox.uncheck();
  await expect(switchBox).not.toBeChecked();
  await page.keyboard.press('Escape');
  await expect(section.getByText(planCopy.reminders.off)).toBeVisible();

  // the unsubscribe page of a link that is cut short says so, without signing in
  const context = await newVisitorContext(browser, ownServer.url, page.viewportSize());
  const visitor = await context.newPage();
  await visitor.goto('/plan-reminders/unsubscribe?token=cut-short');
  await expect(visitor.getByRole('alert')).toHaveText(planCopy.unsubscribe.invalid);
  expect(await axeViolations(visitor)).toEqual([]);
  await context.close();
});

test('reminders at 30, 60 and 90 days arrive once each; an unsubscribe stops the rest; the retake shows what moved @desktop-only', async ({
  privateServer: ownServer,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  // this test moves its server's clock 90 days: its own server, so other tests keep the real time
  const founderContext = await newVisitorContext(
    browser,
    ownServer.url,
    { width: 1280, height: 800 },
    'e2e_plan_founder',
  );
  const page = await founderContext.newPage();
  // founder A on the page, answers 1..5 in turn; founder B through the API, to unsubscribe
  const emailA = uniqueEmail('a', testInfo);
  const a = await founder(page.request, ownServer, emailA, (i) => (i % 5) + 1);
  await confirmEmail(ownServer.db, a.userId);
  await makePlan(page, 'reminders', true);

  const emailB = uniqueEmail('b', testInfo);
  const other = await csrfRequestContext(ownServer.url);
  const b = await founder(other, ownServer, emailB, () => 2);
  await confirmEmail(ownServer.db, b.userId);
  const got = (await (await other.get(`/api/me/results/${b.resultId}/plan`)).json()) as PlanResponse;
  const put = await other.put(`/api/me/results/${b.resultId}/plan`, {
    data: {
      actions: [{ text: got.suggestions[0]?.text, questionId: got.suggestions[0]?.questionId }],
      remindersEnabled: true,
    },
  });
  expect(put.status(), await put.text()).toBe(201);
  await other.dispose();

  expect(planMailsTo(ownServer, emailA)).toEqual([]);
  await advanceServerClock(page.request, 29);
  expect(planMailsTo(ownServer, emailA)).toEqual([]);
  await advanceServerClock(page.request, 1);
  const [thirtyA] = planMailsTo(ownServer, emailA);
  expect(planMailsTo(ownServer, emailA).map((m) => m.subject)).toEqual([planEmailsCopy.checkIn30.subject]);
  expect(thirtyA?.decoded).toContain('Block two hours a week for hiring');
  // nodemailer folds long header lines: unfolded first
  const headersA = (thirtyA?.raw ?? '').split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ');
  expect(headersA).toMatch(
    /^List-Unsubscribe:\s*<http:\/\/127\.0\.0\.1:\d+\/api\/plan-reminders\/unsubscribe\?token=[\w-]{43}>/m,
  );
  expect(headersA).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

  // B opens the unsubscribe link from their e-mail in a fresh browser: no session
  const [thirtyB] = planMailsTo(ownServer, emailB);
  const link = thirtyB?.links.find((l) => new URL(l).pathname === '/plan-reminders/unsubscribe');
  expect(link).toBeTruthy();
  const context = await newVisitorContext(browser, ownServer.url, { width: 1280, height: 800 });
  const visitor = await context.newPage();
  await visitor.goto(new URL(link as string).pathname + new URL(link as string).search);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(planCopy.unsubscribe.title);
  expect(await axeViolations(visitor)).toEqual([]);
  await shot(visitor, 'plan-unsubscribe');
  await visitor.getByRole('button', { name: planCopy.unsubscribe.button }).click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(planCopy.unsubscribe.doneTitle);
  expect(await axeViolations(visitor)).toEqual([]);
  await shot(visitor, 'plan-unsubscribed');
  await context.close();

  await advanceServerClock(page.request, 30);
  await advanceServerClock(page.request, 30);
  const sentA = planMailsTo(ownServer, emailA);
  expect(sentA.map((m) => m.subject)).toEqual(SUBJECTS);
  expect(planMailsTo(ownServer, emailB).map((m) => m.subject)).toEqual([planEmailsCopy.checkIn30.subject]);

  // the 90-day invitation leads into a new assessment; the retake (answered higher) shows what moved
  const retakeLink = sentA[2]?.links.find((l) => l.endsWith('/introduction'));
  expect(retakeLink).toBeTruthy();
  await page.goto(new URL(retakeLink as string).pathname);
  await expect(page).toHaveURL(/\/introduction$/);
  const retake = await takeAudit(ownServer.url, `e2e_plan_retake_${Date.now()}`, () => 5);
  const claimed = await page.request.post('/api/me/sessions/claim', {
    data: retake.session,
    headers: { origin: ownServer.url, ...CSRF_HEADERS },
  });
  expect(claimed.status()).toBe(200);
  const section = await planSection(page);
  await expect(section.getByRole('heading', { name: planCopy.history.retakeTitle })).toBeVisible();
  await expect(section.getByText(/Now: 5 \/ 5/).first()).toBeVisible();
  const history = page.getByRole('region', { name: 'Your assessments' });
  const comparison = history.getByTestId('plan-retake');
  await expect(comparison).toBeVisible();
  await expect(comparison.getByText(/Then: 1 \/ 5/).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'plan-retake-section', section);
  await shot(page, 'plan-retake-history', history);
  await founderContext.close();
});
