import http from 'node:http';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { RATER_DRAFT_COOKIE, type RaterView, type RoundView } from '../src/contract/feedback';
import { FEEDBACK_MESSAGES } from '../src/domain/feedback-rules';
import { axeViolations, CSRF_HEADERS, E2E_CSRF_TOKEN, expect, test } from './fixtures';
import { feedbackLinksTo } from './inbox';
import { completeAssessmentViaApi, signUp } from './journey-helpers';

/**
 * The founder's side of rater feedback on /results: the start card, opening a round, inviting by
 * e-mail (the e-mail arrives in the e2e SMTP inbox), a personal link, a reminder, revoking, closing;
 * and the report once raters (seeded through the rater API) have answered: self vs others, a blind
 * spot, a hidden strength, groups, comments, and 'How Others See You' from the raters.
 */

const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const WRITE = { origin: BASE_URL, ...CSRF_HEADERS };

function uniqueEmail(label: string, testInfo: TestInfo): string {
  return `${label}-${testInfo.project.name.slice(0, 3)}-${Date.now().toString(36)}@example.com`;
}

/**
 * A signed-in founder (in `page`'s browser) with a completed, saved assessment. `valueFor` gives the
 * founder's own answer per question (index in the questionnaire).
 */
async function founderWithResult(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  label: string,
  valueFor: (index: number) => number = (index) => (index % 5) + 1,
) {
  const email = uniqueEmail(label, testInfo);
  await signUp(page.request, BASE_URL, 'Ada Founder', email);
  const made = await completeAssessmentViaApi(
    request,
    `e2e_feedback_${label}_${testInfo.project.name}_${Date.now()}`,
    (_question, index) => valueFor(index),
  );
  const claimed = await page.request.post('/api/me/sessions/claim', { data: made.session, headers: WRITE });
  expect(claimed.status(), await claimed.text()).toBe(200);
  return { email, ...made };
}

/** /results as the signed-in founder, the profile dialog put off, scrolled to the feedback section. */
async function openResults(page: Page): Promise<Locator> {
  await page.goto('/results');
  const later = page
    .getByRole('dialog', { name: 'Complete Your Profile' })
    .getByRole('button', { name: 'Later' });
  await later.click();
  const section = page.getByRole('region', { name: 'How Others See You' });
  await section.scrollIntoViewIfNeeded();
  await expect(section).toBeVisible();
  return section;
}

async function shoot(section: Locator, page: Page, name: string) {
  await page.mouse.move(0, 0);
  await section.screenshot({
    path: `test-results/screens/feedback-founder-${name}-${page.viewportSize()?.width}.png`,
  });
}

/** The text a field's aria-describedby points at, once the field says it is invalid. */
async function expectFieldError(page: Page, field: Locator, text: string) {
  await expect
    .poll(async () => {
      const id = await field.getAttribute('aria-describedby');
      return id ? await page.locator(`[id="${id}"]`).textContent() : null;
    })
    .toBe(text);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
}

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/**
 * A call to the rater API from `address` (another loopback address: raters are other people on other
 * connections, and their answers must not spend the founder's per-address request budget).
 */
function raterCall(
  address: string,
  method: 'GET' | 'PUT' | 'POST',
  pathname: string,
  body?: unknown,
  /** the rater browser's draft cookie (name=value), as the link's first answer set it */
  draft?: string,
): Promise<{ status: number; json: unknown; draft?: string }> {
  const data = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = http.request(
      `${BASE_URL}${pathname}`,
      {
        method,
        localAddress: address,
        headers: {
          accept: 'application/json',
          cookie: [`uplift.csrf=${E2E_CSRF_TOKEN}`, ...(draft ? [draft] : [])].join('; '),
          ...(method === 'GET' ? {} : WRITE),
          ...(data ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        const set = response.headers['set-cookie']?.find((c) => c.startsWith(`${RATER_DRAFT_COOKIE}=`));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            json: text ? JSON.parse(text) : null,
            ...(set ? { draft: set.split(';')[0] } : {}),
          }),
        );
      },
    );
    call.on('error', reject);
    call.end(data);
  });
}

/** A rater (from their own address) answers every statement, `valueFor` each, and sends a comment. */
async function rate(
  address: string,
  url: string,
  valueFor: (questionId: string) => number | null,
  comment: string | null,
) {
  const token = new URL(url).pathname.split('/').pop() as string;
  const opened = await raterCall(address, 'GET', `/api/feedback/${token}`);
  const view = opened.json as RaterView;
  expect(view.state).toBe('open');
  // the rater's one browser: the draft cookie the link's first call set goes with every answer
  const { draft } = opened;
  for (const statement of view.statements) {
    const saved = await raterCall(
      address,
      'PUT',
      `/api/feedback/${token}/answers/${statement.questionId}`,
      { value: valueFor(statement.questionId) },
      draft,
    );
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  }
  const sent = await raterCall(address, 'POST', `/api/feedback/${token}/submit`, { comment }, draft);
  expect(sent.status, JSON.stringify(sent.json)).toBe(200);
}

test('a founder opens a round, invites by e-mail and by link, reminds, revokes and closes', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });

  // A visitor with a completed assessment who is not signed in: scores, the sign-up offer, no section.
  const anonymous = await completeAssessmentViaApi(request, `e2e_feedback_anon_${Date.now()}`);
  await page.addInitScript((held) => {
    if (!localStorage.getItem('assessmentSession'))
      localStorage.setItem(
        'assessmentSession',
        JSON.stringify({ ...held, completedAt: new Date().toISOString() }),
      );
  }, anonymous.session);
  await page.goto('/results');
  await expect(page.getByRole('button', { name: 'Signup now!' }).first()).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
  await expect(page.getByRole('region', { name: 'How Others See You' })).toHaveCount(0);

  // Signed up, this assessment saved: the founder's section.
  const founder = { email: uniqueEmail('round', testInfo) };
  await signUp(page.request, BASE_URL, 'Ada Founder', founder.email);
  const claimed = await page.request.post('/api/me/sessions/claim', {
    data: anonymous.session,
    headers: WRITE,
  });
  expect(claimed.status(), await claimed.text()).toBe(200);
  const section = await openResults(page);

  // No round yet: the start card with what stays anonymous.
  await expect(
    section.getByRole('heading', { name: 'See yourself through the eyes of the people you work with' }),
  ).toBeVisible();
  await expect(section.getByText(/You never see one person’s answers/)).toBeVisible();
  // 'How Others See You' in the core strength: the canned text, said to be that.
  await expect(page.getByText(/not on what others said\. Invite the people who work with you/)).toBeVisible();
  // The navigation leads to the section.
  if ((page.viewportSize()?.width ?? 0) >= 1024)
    await expect(page.getByRole('link', { name: 'Others’ view' })).toHaveAttribute('href', '#others-view');
  expect(await axeViolations(page)).toEqual([]);
  await shoot(section, page, 'start');

  // 'Invite raters' opens the round on this assessment.
  const opened = page.waitForResponse(
    (r) => r.url().endsWith('/api/me/feedback/rounds') && r.request().method() === 'POST',
  );
  await section.getByRole('button', { name: 'Invite raters' }).click();
  expect((await opened).status()).toBe(201);
  const inviteForm = section.getByRole('form', { name: 'Invite raters' });
  await expect(inviteForm).toBeVisible();
  await expect(section.getByText('0 of 0 people invited have answered')).toBeVisible();

  // The domain's rules at the fields before sending; the server's (own address) at the e-mail field.
  const email = inviteForm.getByLabel('Email address');
  await inviteForm.getByRole('button', { name: 'Send invite' }).click();
  await expectFieldError(page, email, FEEDBACK_MESSAGES.emailRequired);
  await expect(inviteForm.getByText(FEEDBACK_MESSAGES.relationshipRequired)).toBeVisible();
  await email.fill(founder.email);
  await inviteForm.getByLabel('How do they know you?').selectOption({ label: 'Co-founder' });
  await inviteForm.getByRole('button', { name: 'Send invite' }).click();
  await expectFieldError(page, email, FEEDBACK_MESSAGES.ownEmail);

  // An invite by e-mail: the e-mail arrives with the rater's link.
  const rater = uniqueEmail('rater', testInfo);
  await email.fill(rater.toUpperCase());
  await inviteForm.getByRole('button', { name: 'Send invite' }).click();
  await expect(toast(page, `Invite sent to ${rater}.`)).toBeVisible();
  await expect(email).toHaveValue('');
  let emailed = '';
  await expect
    .poll(async () => (emailed = (await feedbackLinksTo(rater))[0] ?? ''), { timeout: 15_000 })
    .toContain('/feedback/');
  // The same address again (in any case) is refused at the field.
  await email.fill(rater);
  await inviteForm.getByLabel('How do they know you?').selectOption({ label: 'Team member' });
  await inviteForm.getByRole('button', { name: 'Send invite' }).click();
  await expectFieldError(page, email, FEEDBACK_MESSAGES.alreadyInvited);

  // A personal link to send oneself: shown once, copied.
  const linkForm = section.getByRole('form', { name: 'Or send a link yourself' });
  await linkForm.getByLabel('How do they know you?').selectOption({ label: 'Mentor or peer' });
  await linkForm.getByRole('button', { name: 'Create a link to send yourself' }).click();
  const linkField = linkForm.getByLabel('Your personal link');
  await expect(linkField).toHaveValue(/\/feedback\/[A-Za-z0-9_-]{43}$/);
  const personalLink = await linkField.inputValue();
  await linkForm.getByRole('button', { name: 'Copy link' }).click();
  await expect(linkForm.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(personalLink);

  // The list: the address and the personal link, when sent, open; nothing on who answered.
  const invites = section.getByRole('listitem').filter({ has: page.getByText(/^Sent/) });
  await expect(invites).toHaveCount(2);
  await expect(invites.filter({ hasText: rater })).toContainText('Co-founder');
  await expect(invites.filter({ hasText: 'Personal link' })).toContainText('Mentor or peer');
  await expect(section.getByText('0 of 2 people invited have answered')).toBeVisible();
  await expect(section.getByText('Others’ view appears after 3 more answers.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(section, page, 'open-round');

  // One reminder: then the button is gone and the row says so.
  await section.getByRole('button', { name: `Send reminder to ${rater}` }).click();
  await expect(toast(page, `Reminder sent to ${rater}.`)).toBeVisible();
  await expect(invites.filter({ hasText: rater })).toContainText('Reminder sent');
  await expect(section.getByRole('button', { name: `Send reminder to ${rater}` })).toHaveCount(0);

  // Revoking asks first; the link then says it was withdrawn.
  await section.getByRole('button', { name: 'Revoke link for Personal link' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Revoke link for Personal link' });
  await expect(confirm).toContainText('It stops working at once');
  expect(await axeViolations(page)).toEqual([]);
  // by keyboard: focus starts on the safe choice; Tab to the action, Enter; focus then waits in the list
  await expect(confirm.getByRole('button', { name: 'Keep the link' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Revoke link' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(invites.filter({ hasText: 'Personal link' })).toContainText('Revoked');
  await expect(section.getByRole('heading', { name: 'Your invites' })).toBeFocused();
  const token = personalLink.split('/').pop();
  expect(((await (await page.request.get(`/api/feedback/${token}`)).json()) as RaterView).state).toBe(
    'revoked',
  );

  // Closing asks first; then no more invites, and the e-mailed link reads closed.
  await section.getByRole('button', { name: 'Close round' }).click();
  await page
    .getByRole('dialog', { name: 'Close round' })
    .getByRole('button', { name: 'Close round' })
    .click();
  await expect(inviteForm).toHaveCount(0);
  await expect(section.getByText(/Closed /)).toBeVisible();
  await expect(section.getByRole('heading', { name: /^Feedback round opened/ })).toBeFocused();
  await expect(invites.filter({ hasText: 'Co-founder' })).toContainText('Round closed');
  const emailedToken = new URL(emailed).pathname.split('/').pop();
  expect(((await (await page.request.get(`/api/feedback/${emailedToken}`)).json()) as RaterView).state).toBe(
    'closed',
  );
  expect(await axeViolations(page)).toEqual([]);

  // A closed round's report stays; another round on the same assessment can ask again.
  const reopened = page.waitForResponse(
    (r) => r.url().endsWith('/api/me/feedback/rounds') && r.request().method() === 'POST',
  );
  await section.getByRole('button', { name: 'Start a new round', exact: true }).click();
  expect((await reopened).status()).toBe(201);
  await expect(section.getByRole('form', { name: 'Invite raters' })).toBeVisible();
  await expect(section.getByText('0 of 0 people invited have answered')).toBeVisible();
});

test('the report once raters answered: self vs others, a blind spot, a hidden strength, groups and comments', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  // The founder rates the first statement 5 and the second 1; raters see the opposite.
  const self = (index: number) => (index === 0 ? 5 : index === 1 ? 1 : 3);
  const founder = await founderWithResult(page, request, testInfo, 'report', self);
  const [blindSpot, hiddenStrength] = founder.questionnaire.questions;
  if (!blindSpot || !hiddenStrength) throw new Error('the questionnaire has fewer than two questions');

  const open = await page.request.post('/api/me/feedback/rounds', {
    data: { resultId: founder.session.id },
    headers: WRITE,
  });
  expect(open.status(), await open.text()).toBe(201);
  const round = ((await open.json()) as { round: RoundView }).round;
  const links: string[] = [];
  for (const relationship of [
    'co-founder',
    'co-founder',
    'co-founder',
    'team-member',
    'team-member',
    'team-member',
  ]) {
    const made = await page.request.post(`/api/me/feedback/rounds/${round.id}/links`, {
      data: { relationship },
      headers: WRITE,
    });
    expect(made.status(), await made.text()).toBe(201);
    links.push(((await made.json()) as { url: string }).url);
  }

  // Two answers: the section still waits, and shows nothing of others' scores.
  const others = (questionId: string) =>
    questionId === blindSpot.id ? 2 : questionId === hiddenStrength.id ? 5 : 3;
  const raterAddress = (index: number) => `127.0.${testInfo.project.name === 'mobile' ? 1 : 2}.${10 + index}`;
  for (const [index, link] of links.slice(0, 2).entries())
    await rate(raterAddress(index), link, others, null);
  let section = await openResults(page);
  await expect(section.getByText('2 of 6 people invited have answered')).toBeVisible();
  await expect(section.getByText('Others’ view appears after 1 more answer.')).toBeVisible();
  await expect(section.getByRole('region', { name: 'Blind spots' })).toHaveCount(0);
  await expect(
    page.getByText(/2 answers so far; your raters’ view replaces it after 1 more\./),
  ).toBeVisible();

  // All six: the report.
  const comments = ['Listens well, decides fast.', 'Could share the why behind decisions more often.'];
  for (const [index, link] of links.slice(2).entries())
    await rate(raterAddress(index + 2), link, others, comments[index] ?? null);
  section = await openResults(page);
  await expect(section.getByText('6 of 6 people invited have answered')).toBeVisible();
  await expect(section.getByText('Co-founders: 3 of 3')).toBeVisible();
  await expect(section.getByText('Team members: 3 of 3')).toBeVisible();
  await expect(section.getByRole('img', { name: /^Overall, You: / })).toBeVisible();
  await expect(section.getByRole('img', { name: /^Overall, All others: / })).toBeVisible();
  await expect(section.getByRole('img', { name: /^Overall, Co-founders: / })).toBeVisible();
  await expect(section.getByRole('img', { name: /^Overall, Team members: / })).toBeVisible();

  const blind = section.getByRole('region', { name: 'Blind spots' });
  await expect(blind.getByText(blindSpot.text)).toBeVisible();
  await expect(blind.getByText('You 5.0, others 2.0')).toBeVisible();
  const hidden = section.getByRole('region', { name: 'Hidden strengths' });
  await expect(hidden.getByText(hiddenStrength.text)).toBeVisible();
  await expect(hidden.getByText('You 1.0, others 5.0')).toBeVisible();
  const shown = await section
    .getByRole('region', { name: 'Comments' })
    .getByRole('listitem')
    .allTextContents();
  expect(shown.sort()).toEqual([...comments].sort());

  // 'How Others See You' is the raters' now.
  await expect(page.getByText('Written from the answers of 6 people.')).toBeVisible();
  await expect(page.getByText(/Your biggest blind spot is/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(section, page, 'report');

  // A later assessment: a new round is offered for it, the report of the earlier one stays.
  const later = await completeAssessmentViaApi(request, `e2e_feedback_later_${Date.now()}`);
  const claimed = await page.request.post('/api/me/sessions/claim', { data: later.session, headers: WRITE });
  expect(claimed.status()).toBe(200);
  section = await openResults(page);
  await expect(section.getByRole('region', { name: 'Blind spots' })).toBeVisible();
  const opened = page.waitForResponse(
    (r) => r.url().endsWith('/api/me/feedback/rounds') && r.request().method() === 'POST',
  );
  await section.getByRole('button', { name: 'Start a new round for your latest assessment' }).click();
  expect((await opened).request().postDataJSON()).toEqual({ resultId: later.session.id });
  await expect(section.getByText('0 of 0 people invited have answered')).toBeVisible();
  await expect(section.getByRole('form', { name: 'Invite raters' })).toBeVisible();
});
