import type { Browser, Page, TestInfo } from '@playwright/test';
import { RATER_RELATIONSHIP_LABELS, raterFlowCopy } from '../src/content/feedback-copy';
import { feedbackPaths, type RaterView } from '../src/contract/feedback';
import { ANSWER_AUTO_ADVANCE_MS, QUESTION_FADE_MS } from '../src/domain/constants';
import { axeViolations, CSRF_HEADERS, expect, newVisitorContext, test } from './fixtures';
import { feedbackLinksTo } from './inbox';
import { completeAssessmentViaApi, signUp } from './journey-helpers';

/**
 * A whole feedback round, as the issue shows it: a founder invites four raters from the results page;
 * four browser contexts follow the links from the e-mails and rate on the rater pages; with two answers
 * the founder's report shows nothing of others' scores; with four it puts self and others side by side,
 * with a blind spot and a hidden strength on known data; a revoked link is refused. Desktop only (the
 * tag): the two sizes are covered screen by screen in feedback-founder and feedback-rater.
 */

const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const WRITE = { origin: BASE_URL, ...CSRF_HEADERS };

function uniqueEmail(label: string, testInfo: TestInfo): string {
  return `${label}-${testInfo.workerIndex}-${Date.now().toString(36)}@example.com`;
}

/** A rater's own browser: no account, the cookie choice made, the CSRF pair as our page has it. */
async function raterPage(browser: Browser): Promise<Page> {
  const context = await newVisitorContext(browser, BASE_URL, { width: 1280, height: 900 }, 'e2e_rater');
  return context.newPage();
}

/** The founder's /results again, the profile dialog put off, at the feedback section. */
async function reopenResults(page: Page) {
  await page.goto('/results');
  await page
    .getByRole('dialog', { name: 'Complete Your Profile' })
    .getByRole('button', { name: 'Later' })
    .click();
  const section = page.getByRole('region', { name: 'How Others See You' });
  await section.scrollIntoViewIfNeeded();
  return section;
}

/**
 * Follows an e-mailed link and rates every statement by keyboard, `valueFor` each (0 is "I can't
 * judge this"), then sends the comment.
 */
async function rateInBrowser(
  page: Page,
  link: string,
  valueFor: (questionId: string) => number,
  comment: string,
) {
  const token = new URL(link).pathname.split('/').pop() as string;
  const view = (await (
    await page.request.get(feedbackPaths.rater.replace(':token', token))
  ).json()) as RaterView;
  await page.clock.install();
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ada would like your view');
  await page.getByRole('button', { name: raterFlowCopy.intro.start }).click();
  for (const [index, statement] of view.statements.entries()) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(statement.text);
    // the flow takes answers again once 'Previous' is enabled (keys pressed while a statement fades in
    // are ignored, as in the assessment)
    if (index > 0)
      await expect(page.getByRole('button', { name: raterFlowCopy.navigation.previous })).toBeEnabled();
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/answers/'),
    );
    await page.keyboard.press(String(valueFor(statement.questionId)));
    expect((await saved).status()).toBe(200);
    await page.clock.runFor(ANSWER_AUTO_ADVANCE_MS + 20);
    await page.clock.runFor(QUESTION_FADE_MS + 20);
    await page.clock.runFor(QUESTION_FADE_MS + 20);
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(raterFlowCopy.comment.title);
  await page.getByRole('textbox', { name: 'A comment for Ada (optional)' }).fill(comment);
  const sent = page.waitForResponse((r) => r.url().endsWith('/submit'));
  await page.getByRole('button', { name: raterFlowCopy.comment.submit }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(raterFlowCopy.thankYou.title);
  await page.context().close();
}

test('a founder invites four raters by e-mail; they rate in their own browsers; the report shows both views @desktop-only', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // 160 answers in four browsers: minutes on a slow or busy 2-core machine
  test.setTimeout(480_000);
  // The founder's own answers: the first statement high, the second low, every other one a 3.
  const questionnaire = (await (await request.get('/api/questionnaire')).json()) as {
    questions: { id: string; text: string; chapterId: string; position: number }[];
    chapters: { id: string; position: number }[];
  };
  const chapterPosition = new Map(questionnaire.chapters.map((c) => [c.id, c.position]));
  const ordered = [...questionnaire.questions].sort(
    (a, b) =>
      (chapterPosition.get(a.chapterId) ?? 0) - (chapterPosition.get(b.chapterId) ?? 0) ||
      a.position - b.position,
  );
  const [overrated, underrated] = ordered;
  if (!overrated || !underrated) throw new Error('the questionnaire has fewer than two statements');
  const self = (id: string) => (id === overrated.id ? 5 : id === underrated.id ? 1 : 3);
  // Raters see it the other way round: a blind spot and a hidden strength, the rest in agreement.
  const others = (id: string) => (id === overrated.id ? 2 : id === underrated.id ? 5 : 3);

  const founderEmail = uniqueEmail('round-founder', testInfo);
  await signUp(page.request, BASE_URL, 'Ada Founder', founderEmail);
  const made = await completeAssessmentViaApi(request, `e2e_round_${Date.now()}`, (question) =>
    self(question.id),
  );
  const claimed = await page.request.post('/api/me/sessions/claim', { data: made.session, headers: WRITE });
  expect(claimed.status(), await claimed.text()).toBe(200);

  const section = await reopenResults(page);
  await section.getByRole('button', { name: 'Invite raters' }).click();
  const form = section.getByRole('form', { name: 'Invite raters' });
  const raters = Object.values(RATER_RELATIONSHIP_LABELS).map((relationship, index) => ({
    relationship,
    email: uniqueEmail(`round-rater-${index}`, testInfo),
  }));
  for (const rater of raters) {
    await form.getByLabel('Email address').fill(rater.email);
    await form.getByLabel('How do they know you?').selectOption({ label: rater.relationship });
    await form.getByRole('button', { name: 'Send invite' }).click();
    await expect(form.getByLabel('Email address')).toHaveValue('');
  }
  await expect(section.getByText('0 of 5 people invited have answered')).toBeVisible();
  const links: string[] = [];
  for (const rater of raters) {
    let link = '';
    await expect
      .poll(async () => (link = (await feedbackLinksTo(rater.email))[0] ?? ''), { timeout: 15_000 })
      .toContain('/feedback/');
    links.push(link);
  }

  // The fifth invite is revoked: its link is refused with its own page.
  const lastRater = raters[4]?.email as string;
  await section.getByRole('button', { name: `Revoke link for ${lastRater}` }).click();
  await page
    .getByRole('dialog', { name: `Revoke link for ${lastRater}` })
    .getByRole('button', { name: 'Revoke link' })
    .click();
  await expect(section.getByRole('listitem').filter({ hasText: lastRater })).toContainText('Revoked');
  const refused = await raterPage(browser);
  await refused.goto(new URL(links[4] as string).pathname);
  await expect(refused.getByRole('heading', { level: 1 })).toHaveText(raterFlowCopy.linkStates.revoked.title);
  const refusedSave = await refused.request.get(
    feedbackPaths.rater.replace(':token', new URL(links[4] as string).pathname.split('/').pop() as string),
  );
  expect(((await refusedSave.json()) as RaterView).state).toBe('revoked');
  await refused.context().close();

  // Two raters answered: only counts, and the canned text said to be that.
  for (const [index, link] of links.slice(0, 2).entries())
    await rateInBrowser(await raterPage(browser), link, others, `Comment number ${index + 1}.`);
  await reopenResults(page);
  await expect(section.getByText('2 of 5 people invited have answered')).toBeVisible();
  await expect(section.getByText('Others’ view appears after 1 more answer.')).toBeVisible();
  await expect(section.getByRole('heading', { name: 'You and others' })).toHaveCount(0);
  await expect(section.getByText('All others', { exact: true })).toHaveCount(0);
  await expect(section.getByText('Comment number 1.')).toHaveCount(0);
  await expect(page.getByText(/not on what others said/)).toBeVisible();

  // Four answered: self beside others, the blind spot and the hidden strength, the comments.
  for (const [index, link] of links.slice(2, 4).entries())
    await rateInBrowser(await raterPage(browser), link, others, `Comment number ${index + 3}.`);
  await reopenResults(page);
  await expect(section.getByText('4 of 5 people invited have answered')).toBeVisible();
  await expect(section.getByRole('heading', { name: 'You and others' })).toBeVisible();
  await expect(section.getByText('All others', { exact: true }).first()).toBeVisible();
  const blindSpots = section.getByRole('region', { name: 'Blind spots' });
  await expect(blindSpots).toContainText(overrated.text);
  await expect(blindSpots).toContainText('You 5.0, others 2.0');
  const hiddenStrengths = section.getByRole('region', { name: 'Hidden strengths' });
  await expect(hiddenStrengths).toContainText(underrated.text);
  await expect(hiddenStrengths).toContainText('You 1.0, others 5.0');
  for (const n of [1, 2, 3, 4]) await expect(section.getByText(`Comment number ${n}.`)).toBeVisible();
  await expect(page.getByText('Written from the answers of 4 people.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
