/**
 * The admin's side of rater feedback: the observer wording of a statement in the question editor
 * (written on the draft, reviewed, published, then read by raters), and the feedback rounds with their
 * counts only: never a rater's address, answer or comment.
 *
 * Own-server tests (e2e/own-server.ts): the admin is made on the test's own database.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { DashboardStats } from '../src/contract/admin';
import type { RaterView, RoundView } from '../src/contract/feedback';
import { OBSERVER_WORDING_MESSAGES } from '../src/domain/observer-wording-rules';
import { adminQuestionnaire, publishFromReview, versionBar, withoutDraft } from './authoring-helpers';
import { axeViolations, csrfRequestContext, expect, screenshot } from './fixtures';
import { completeAssessmentViaApi, signIn, signUp, signUpAdmin } from './journey-helpers';
import { type OwnServer, test } from './own-server';

let counter = 0;
const uniqueEmail = (who: string) => `${who}.${Date.now().toString(36)}.${++counter}@example.com`;

async function signedInAdmin(page: Page, ownServer: OwnServer) {
  const admin = await signUpAdmin(ownServer, page.request, uniqueEmail('admin'));
  await signIn(page.request, ownServer.url, admin.email);
  return admin;
}

/** A signed-up founder (own API client, as our page calls) with a completed assessment and an open round. */
async function founderWithRound(url: string, name = 'Grace Founder') {
  const request = await csrfRequestContext(url);
  const email = uniqueEmail('founder');
  await signUp(request, url, name, email);
  const { session } = await completeAssessmentViaApi(request, `e2e_admin_feedback_${counter}_${Date.now()}`);
  expect((await request.post('/api/me/sessions/claim', { data: session })).status()).toBe(200);
  const opened = await request.post('/api/me/feedback/rounds', { data: { resultId: session.id } });
  expect(opened.status(), await opened.text()).toBe(201);
  const round = ((await opened.json()) as { round: RoundView }).round;
  return { request, email, round };
}

/** A personal rater link's token. */
async function raterToken(founder: { request: APIRequestContext; round: RoundView }) {
  const res = await founder.request.post(`/api/me/feedback/rounds/${founder.round.id}/links`, {
    data: { relationship: 'investor-or-board' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return new URL(((await res.json()) as { url: string }).url).pathname.split('/').pop() as string;
}

test('an admin writes the observer wording of a statement in a draft; raters read it once published', async ({
  page,
  request,
  ownServer,
}) => {
  test.setTimeout(120_000);
  await signedInAdmin(page, ownServer);
  const published = await withoutDraft(page.request, ownServer.url);
  const before = await adminQuestionnaire(page.request);
  const chapter = before.chapters.find((c) => c.position === 1);
  const [first, second] = before.questions.filter((q) => q.chapterId === chapter?.id);
  if (!chapter || !first || !second) throw new Error('chapter 1 needs two questions');
  expect(first.observerText).not.toBeNull();

  await page.goto('/admin/questions');
  const list = page.getByRole('list', { name: `Questions of ${chapter.title}` });
  await expect(list.getByRole('listitem').first()).toContainText(`Raters read: ${first.observerText}`);

  // the wording sits right under the self wording, with what {name} does and what empty means
  await page.getByRole('button', { name: 'Edit question 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit question' });
  const observer = dialog.getByLabel('Observer wording');
  await expect(observer).toHaveValue(first.observerText ?? '');
  await expect(observer).toHaveAccessibleDescription(
    /Use \{name\} for the founder's first name\. Leave empty to not ask raters this statement\./,
  );

  // a placeholder other than {name} is refused at the field
  await observer.fill('{Name} asks the team for blunt feedback every week.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(observer).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(OBSERVER_WORDING_MESSAGES.unknownPlaceholder)).toBeVisible();

  // a wording without {name} is allowed, with a hint; with it, the preview puts in a name
  await observer.fill('The team gets asked for blunt feedback every week.');
  await expect(dialog.getByText(OBSERVER_WORDING_MESSAGES.withoutName)).toBeVisible();
  const wording = '{name} asks the team for blunt feedback every week.';
  await observer.fill(wording);
  await expect(
    dialog.getByText(
      'Raters of a founder named Sam read: “Sam asks the team for blunt feedback every week.”',
    ),
  ).toBeVisible();
  await expect(dialog.getByText(OBSERVER_WORDING_MESSAGES.withoutName)).toHaveCount(0);
  // the scale's ends as raters read them, for the new wording
  await dialog.getByLabel("Raters' left label (1)").fill('Never asks');
  await dialog.getByLabel("Raters' right label (5)").fill('Asks every week');
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'admin-feedback-question-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByRole('listitem').first()).toContainText(`Raters read: ${wording}`);
  await expect(versionBar(page)).toContainText(`Editing the draft of version ${published + 1}`);

  // emptied: raters are no longer asked the second statement
  await page.getByRole('button', { name: 'Edit question 2' }).click();
  await dialog.getByLabel('Observer wording').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByRole('listitem').nth(1)).toContainText('Not asked of raters');

  // opened again, the dialog holds what was saved
  await page.getByRole('button', { name: 'Edit question 1' }).click();
  await expect(dialog.getByLabel('Observer wording')).toHaveValue(wording);
  await expect(dialog.getByLabel("Raters' right label (5)")).toHaveValue('Asks every week');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await screenshot(page, 'admin-feedback-questions');

  // the review names both changes before publishing
  await page.goto('/admin/versions/review');
  const changedFirst = page.locator(`[data-question-id="${first.id}"]`);
  await expect(changedFirst.getByText('Observer wording', { exact: true })).toBeVisible();
  await expect(changedFirst.locator('del').filter({ hasText: first.observerText ?? '' })).toHaveCount(1);
  await expect(changedFirst.locator('ins').filter({ hasText: wording })).toHaveCount(1);
  await expect(changedFirst.getByText("Raters' left label (1)", { exact: true })).toBeVisible();
  await expect(changedFirst.locator('ins').filter({ hasText: 'Never asks' })).toHaveCount(1);
  await expect(page.locator(`[data-question-id="${second.id}"]`).locator('ins')).toHaveText('(empty)');
  expect(await axeViolations(page)).toEqual([]);
  await publishFromReview(page, published + 1);

  // a founder's round on the new version: the rater reads the new wording, and not the emptied one
  const founder = await founderWithRound(ownServer.url, 'Grace Founder');
  const token = await raterToken(founder);
  const view = (await (await request.get(`/api/feedback/${token}`)).json()) as RaterView;
  const read = new Map(view.statements.map((s) => [s.questionId, s.text]));
  expect(read.get(first.id)).toBe('Grace asks the team for blunt feedback every week.');
  expect(view.statements.find((s) => s.questionId === first.id)).toMatchObject({
    leftLabel: 'Never asks',
    rightLabel: 'Asks every week',
  });
  expect(read.has(second.id)).toBe(false);
  await founder.request.dispose();
});

test('the feedback rounds screen and the dashboard show counts only', async ({
  page,
  request,
  ownServer,
}) => {
  test.setTimeout(120_000);
  // a round with two invites by e-mail and a link; the link's rater answers with a comment
  const founder = await founderWithRound(ownServer.url);
  const raterEmails = [uniqueEmail('rater-one'), uniqueEmail('rater-two')];
  for (const [i, email] of raterEmails.entries()) {
    const invited = await founder.request.post(`/api/me/feedback/rounds/${founder.round.id}/invites`, {
      data: { email, relationship: i === 0 ? 'co-founder' : 'team-member' },
    });
    expect(invited.status(), await invited.text()).toBe(201);
  }
  const token = await raterToken(founder);
  const comment = 'E2E private comment: only the founder reads this';
  const view = (await (await request.get(`/api/feedback/${token}`)).json()) as RaterView;
  for (const statement of view.statements) {
    const saved = await request.put(`/api/feedback/${token}/answers/${statement.questionId}`, {
      data: { value: 4 },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  expect((await request.post(`/api/feedback/${token}/submit`, { data: { comment } })).status()).toBe(200);
  await founder.request.dispose();

  await signedInAdmin(page, ownServer);
  const stats = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/dashboard');
  await page.goto('/admin/dashboard');
  const dashboard = (await (await stats).json()) as DashboardStats;
  expect(dashboard.feedbackRounds).toBeGreaterThanOrEqual(1);
  expect(dashboard.raters).toBeGreaterThanOrEqual(1);
  const card = (label: string) =>
    page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
  await expect(card('Feedback rounds').locator('dd').first()).toHaveText(String(dashboard.feedbackRounds));
  await expect(card('Raters who answered').locator('dd').first()).toHaveText(String(dashboard.raters));
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'admin-feedback-dashboard');

  await page.getByRole('link', { name: 'See every feedback round' }).click();
  await expect(page).toHaveURL(/\/admin\/feedback$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback rounds' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Feedback rounds' }),
  ).toHaveAttribute('aria-current', 'page');
  const table = page.getByRole('table', { name: 'Every round, newest first' });
  const row = table.getByRole('row').filter({ hasText: founder.email });
  await expect(row.getByRole('cell')).toHaveText(['Open', /\d/, '—', '3', '1']);
  await expect(table.getByRole('columnheader')).toHaveText([
    'Founder',
    'Status',
    'Opened',
    'Closed',
    'Invited',
    'Answered',
  ]);
  // nothing of the raters: no address, no comment, no answer
  const shown = (await page.locator('body').innerText()).toLowerCase();
  for (const email of raterEmails) expect(shown).not.toContain(email.toLowerCase());
  expect(shown).not.toContain(comment.toLowerCase());
  const raw = await (await page.request.get('/api/admin/feedback/rounds')).text();
  for (const secret of [...raterEmails, comment, token]) expect(raw).not.toContain(secret);
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'admin-feedback-rounds');

  // by keyboard: the table's scrolling box takes focus, so a wide table can be read on a phone
  await page.getByRole('region', { name: 'Every round, newest first' }).focus();
  await expect(page.getByRole('region', { name: 'Every round, newest first' })).toBeFocused();
});
