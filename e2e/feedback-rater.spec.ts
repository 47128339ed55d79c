import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { raterFlowCopy } from '../src/content/feedback-copy';
import { feedbackPaths, type RaterView } from '../src/contract/feedback';
import { ANSWER_AUTO_ADVANCE_MS, QUESTION_FADE_MS } from '../src/domain/constants';
import { INVITE_TTL_DAYS } from '../src/domain/feedback-rules';
import { axeViolations, csrfRequestContext, expect, newVisitorContext, screenshot } from './fixtures';
import { completeAssessmentViaApi, ratingButton, signUp } from './journey-helpers';
import { type OwnServer, privateTest, resetAuthRateLimits, test } from './own-server';
import { advanceServerClock } from './test-clock';

/**
 * The rater's side of feedback: a founder's personal link opened without an account, rated
 * by keyboard alone (values and "I can't judge this"), resumed after a reload, sent with a comment,
 * answered again, and deleted; a revoked and an unknown link each get their own page. axe and
 * screenshots at both sizes (the mobile and desktop projects). On the worker's own server, so the
 * founder's sign-up and assessment here spend no budget the shared server's other specs (all from
 * 127.0.0.1) need.
 */

/** A signed-up founder with a completed, claimed assessment; their own API client (the CSRF pair). */
async function founderWithResult(server: OwnServer, testInfo: TestInfo) {
  const { url } = server;
  const request = await csrfRequestContext(url);
  // the worker's earlier sign-ups are not what this test checks
  await resetAuthRateLimits(server.db);
  const tag = `${testInfo.project.name}_${testInfo.workerIndex}_${Date.now().toString(36)}`;
  await signUp(request, url, 'Grace Founder', `grace.rater.${tag}@example.com`);
  const { session } = await completeAssessmentViaApi(request, `e2e_rater_${tag}`);
  const claimed = await request.post('/api/me/sessions/claim', { data: session });
  expect(claimed.status(), await claimed.text()).toBe(200);
  const opened = await request.post(feedbackPaths.rounds, { data: { resultId: session.id } });
  expect(opened.status(), await opened.text()).toBe(201);
  const { round } = (await opened.json()) as { round: { id: string } };
  return { request, roundId: round.id };
}

/** A personal link from the founder's round: its path on our site and its invite's id. */
async function personalLink(request: APIRequestContext, roundId: string) {
  const created = await request.post(feedbackPaths.links.replace(':roundId', roundId), {
    data: { relationship: 'co-founder' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { url, invite } = (await created.json()) as { url: string; invite: { id: string } };
  const { pathname } = new URL(url);
  expect(pathname).toMatch(/^\/feedback\/[A-Za-z0-9_-]{43}$/);
  return { path: pathname, token: pathname.split('/').pop() as string, inviteId: invite.id };
}

async function raterView(request: APIRequestContext, token: string): Promise<RaterView> {
  const response = await request.get(feedbackPaths.rater.replace(':token', token));
  expect(response.status()).toBe(200);
  return (await response.json()) as RaterView;
}

async function expectAxeClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
/** The visible 'Statement n of N' (the screen readers' announcement ends with a full stop). */
const position = (page: Page, number: number, total: number) =>
  page.getByText(raterFlowCopy.progress.statementOf(number, total), { exact: true });

/** A varied mix: every sixth statement "can't judge" (key 0), the others 1–5 in turn. */
const keyFor = (index: number) => (index % 6 === 4 ? 0 : ((index * 2) % 5) + 1);

/**
 * The next statement is on screen and takes answers again: keys pressed while it fades in are ignored,
 * as in the assessment (the flow is idle when 'Previous' is enabled again).
 */
async function expectNextStatement(page: Page, number: number, total: number) {
  await expect(position(page, number, total)).toBeVisible();
  await expect(page.getByRole('button', { name: raterFlowCopy.navigation.previous })).toBeEnabled();
}

/** Presses an answer's key, waits for it to be saved, and moves the fake clock through the cycle. */
async function answerByKey(page: Page, key: number) {
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes('/answers/'),
  );
  await page.keyboard.press(String(key));
  expect((await saved).status()).toBe(200);
  // in steps: the advance waits for the saved answer, then fades out and in
  await page.clock.runFor(ANSWER_AUTO_ADVANCE_MS + 20);
  await page.clock.runFor(QUESTION_FADE_MS + 20);
  await page.clock.runFor(QUESTION_FADE_MS + 20);
}

test('a rater follows a personal link without an account: rates by keyboard, resumes, comments, sends, deletes', async ({
  page,
  ownServer,
}, testInfo) => {
  test.setTimeout(120_000);
  const founder = await founderWithResult(ownServer, testInfo);
  const link = await personalLink(founder.request, founder.roundId);
  const statements = (await raterView(page.request, link.token)).statements;
  const total = statements.length;
  expect(total).toBeGreaterThan(10);

  await page.clock.install();
  await page.goto(link.path);
  await expect(heading(page)).toHaveText('Grace would like your view');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { name: 'What Grace will see' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What Grace will never see' })).toBeVisible();
  await expect(page.getByRole('link', { name: /How we handle your answers/ })).toHaveAttribute(
    'href',
    '/privacy',
  );
  // nothing suggests an account is needed
  await expect(page.getByRole('link', { name: /sign in|sign up|log in|account/i })).toHaveCount(0);
  await expectAxeClean(page);
  await screenshot(page, 'rater-intro');

  // keyboard alone: the heading has focus, Tab reaches Start
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Start' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText(statements[0]?.text as string);
  await expect(position(page, 1, total)).toBeVisible();
  await expectAxeClean(page);
  await screenshot(page, 'rater-statement');

  for (let index = 0; index < 5; index++) {
    await answerByKey(page, keyFor(index));
    await expectNextStatement(page, index + 2, total);
  }
  // Backspace goes back and shows the answer given: "can't judge" on the fifth statement
  await page.keyboard.press('Backspace');
  await expect(position(page, 5, total)).toBeVisible();
  await expect(page.getByRole('button', { name: raterFlowCopy.scale.cantJudge })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('Backspace');
  await expect(ratingButton(page, keyFor(3))).toHaveAttribute('aria-checked', 'true');

  // a reload resumes at the first statement without an answer
  await page.reload();
  await expect(page.getByText(`You have answered 5 of ${total} statements so far.`)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: raterFlowCopy.intro.resume })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(position(page, 6, total)).toBeVisible();
  await expect(heading(page)).toHaveText(statements[5]?.text as string);

  for (let index = 5; index < total; index++) {
    await answerByKey(page, keyFor(index));
    if (index < total - 1) await expectNextStatement(page, index + 2, total);
  }
  const saved = (await raterView(page.request, link.token)).answers;
  expect(Object.keys(saved)).toHaveLength(total);
  statements.forEach(({ questionId }, index) => {
    const key = keyFor(index);
    expect(saved[questionId], `statement ${index + 1}`).toBe(key === 0 ? null : key);
  });

  // the comment, with the characters left, by keyboard
  await expect(heading(page)).toHaveText(raterFlowCopy.comment.title);
  await page.keyboard.press('Tab');
  const comment = page.getByRole('textbox', { name: 'A comment for Grace (optional)' });
  await expect(comment).toBeFocused();
  const text = 'Grace listens before deciding.';
  await page.keyboard.type(text);
  await expect(page.getByText(raterFlowCopy.comment.remaining(1000 - text.length))).toBeVisible();
  await expectAxeClean(page);
  await screenshot(page, 'rater-comment');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: raterFlowCopy.comment.submit })).toBeFocused();
  const sent = page.waitForResponse((response) => response.url().endsWith('/submit'));
  await page.keyboard.press('Enter');
  expect((await sent).status()).toBe(200);
  await expect(heading(page)).toHaveText(raterFlowCopy.thankYou.title);
  await expectAxeClean(page);
  await screenshot(page, 'rater-thank-you');
  expect((await raterView(page.request, link.token)).state).toBe('submitted');

  // opened again: already answered, and the answers can still be deleted
  await page.reload();
  await expect(heading(page)).toHaveText(raterFlowCopy.linkStates.submitted.title);
  await page.getByRole('button', { name: raterFlowCopy.thankYou.delete }).click();
  const dialog = page.getByRole('dialog', { name: raterFlowCopy.deletion.title });
  await expect(dialog).toContainText(raterFlowCopy.deletion.confirm);
  await expect(dialog.getByRole('button', { name: raterFlowCopy.deletion.cancel })).toBeFocused();
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: raterFlowCopy.deletion.confirmButton }).click();
  await expect(heading(page)).toHaveText(raterFlowCopy.deletion.doneTitle);
  await expect(page.getByText(raterFlowCopy.deletion.done)).toBeVisible();
  expect((await raterView(page.request, link.token)).state).toBe('withdrawn');
  await page.reload();
  await expect(heading(page)).toHaveText(raterFlowCopy.linkStates.withdrawn.title);
  await founder.request.dispose();
});

test('answers in progress stay in the rater’s browser: the founder holding the link sees none, and another browser starts again', async ({
  page,
  browser,
  ownServer,
}, testInfo) => {
  test.setTimeout(120_000);
  const founder = await founderWithResult(ownServer, testInfo);
  const link = await personalLink(founder.request, founder.roundId);
  const total = (await raterView(page.request, link.token)).statements.length;

  // the rater answers three statements in their browser
  await page.clock.install();
  await page.goto(link.path);
  await page.getByRole('button', { name: 'Start' }).click();
  for (let index = 0; index < 3; index++) {
    await answerByKey(page, index + 2);
    await expectNextStatement(page, index + 2, total);
  }

  // the founder holds the personal link too: its API and its page show none of those answers
  const seen = await raterView(founder.request, link.token);
  expect(seen).toMatchObject({ state: 'open', answers: {}, startedElsewhere: true });
  const elsewhere = await newVisitorContext(browser, ownServer.url, page.viewportSize(), 'e2e_founder_tab');
  const other = await elsewhere.newPage();
  await other.clock.install();
  await other.goto(link.path);
  await expect(other.getByRole('heading', { name: raterFlowCopy.startedElsewhere.title })).toBeVisible();
  await expect(other.getByText(/You have answered/)).toHaveCount(0);
  await expect(other.getByRole('button', { name: 'Start', exact: true })).toHaveCount(0);
  await expectAxeClean(other);
  await screenshot(other, 'rater-started-elsewhere');

  // a rater who moved to this browser starts again here, by keyboard alone
  await other.keyboard.press('Tab');
  const restart = other.getByRole('button', { name: raterFlowCopy.startedElsewhere.restart });
  await expect(restart).toBeFocused();
  await other.keyboard.press('Enter');
  await expect(position(other, 1, total)).toBeVisible();
  await answerByKey(other, 5);
  await expectNextStatement(other, 2, total);

  // the first browser's answers are gone, and it is now the other browser
  await page.reload();
  await expect(page.getByRole('heading', { name: raterFlowCopy.startedElsewhere.title })).toBeVisible();
  expect(await raterView(page.request, link.token)).toMatchObject({ answers: {}, startedElsewhere: true });
  expect(Object.values((await raterView(other.request, link.token)).answers)).toEqual([5]);
  await elsewhere.close();
  await founder.request.dispose();
});

test('a revoked link and an unknown one each say so on their own page', async ({
  page,
  ownServer,
}, testInfo) => {
  const founder = await founderWithResult(ownServer, testInfo);
  const link = await personalLink(founder.request, founder.roundId);
  const revoked = await founder.request.post(feedbackPaths.revokeInvite.replace(':inviteId', link.inviteId));
  expect(revoked.status(), await revoked.text()).toBe(200);
  await founder.request.dispose();

  await page.goto(link.path);
  await expect(heading(page)).toHaveText(raterFlowCopy.linkStates.revoked.title);
  await expect(page.getByText(raterFlowCopy.linkStates.revoked.body)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start' })).toHaveCount(0);
  await expectAxeClean(page);
  await screenshot(page, 'rater-revoked');

  await page.goto(`/feedback/${'x'.repeat(43)}`);
  await expect(heading(page)).toHaveText(raterFlowCopy.linkStates.notFound.title);
  await expectAxeClean(page);
});

privateTest(
  'answers saved before the link expired are still the rater’s to delete',
  async ({ page, privateServer }, testInfo) => {
    // the server's clock moves past the link's lifetime: a server of its own, so others keep the real time
    const founder = await founderWithResult(privateServer, testInfo);
    const link = await personalLink(founder.request, founder.roundId);
    const [statement] = (await raterView(founder.request, link.token)).statements;
    const saved = await founder.request.put(
      feedbackPaths.raterAnswer
        .replace(':token', link.token)
        .replace(':questionId', statement?.questionId ?? ''),
      { data: { value: 4 } },
    );
    expect(saved.status(), await saved.text()).toBe(200);
    await advanceServerClock(founder.request, INVITE_TTL_DAYS + 1);
    await founder.request.dispose();

    await page.goto(link.path);
    await expect(heading(page)).toHaveText(raterFlowCopy.linkStates.expired.title);
    await expect(page.getByRole('button', { name: 'Start' })).toHaveCount(0);
    await expectAxeClean(page);
    await screenshot(page, 'rater-expired-with-answers');
    await page.getByRole('button', { name: raterFlowCopy.thankYou.delete }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: raterFlowCopy.deletion.title });
    await expect(dialog.getByRole('button', { name: raterFlowCopy.deletion.cancel })).toBeFocused();
    await dialog.getByRole('button', { name: raterFlowCopy.deletion.confirmButton }).click();
    await expect(heading(page)).toHaveText(raterFlowCopy.deletion.doneTitle);
    expect(await raterView(page.request, link.token)).toMatchObject({
      state: 'withdrawn',
      hasAnswers: false,
    });
  },
);
