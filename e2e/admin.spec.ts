/**
 * The admin area, end to end, on the production build.
 *
 * How an admin exists here: these tests run their own instance of the app inside the Playwright worker
 * (e2e/own-server.ts: the same `buildApp`, the built web app and the seeded questionnaire, on a fresh
 * database: in-memory PGlite, or a new PostgreSQL database when TEST_DATABASE_URL is set). A test
 * signs a user up through Better Auth's own endpoint and promotes it with one UPDATE on that database,
 * which is what `npm run admin:create` does for an operator. The product has no admin backdoor: the
 * shared e2e server's embedded database belongs to its process, so it cannot be reached from here.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { defaultQuestionnaire } from '../src/content/default-questionnaire';
import { adminPaths } from '../src/contract/admin';
import { questionnairePaths } from '../src/contract/questionnaire';
import * as schema from '../src/server/db/schema';
import {
  adminQuestionnaire,
  chapterOrder,
  publicQuestionnaire,
  publishFromReview,
  versionBar,
  withoutDraft,
} from './authoring-helpers';
import { axeViolations, CSRF_HEADERS, csrfCookie, csrfRequestContext, expect, screenshot } from './fixtures';
import {
  completeAssessmentViaApi,
  E2E_PASSWORD as PASSWORD,
  signIn,
  signUp,
  signUpAdmin,
} from './journey-helpers';
import { rowsMentioning, test } from './own-server';

let counter = 0;
const uniqueEmail = (who: string) => `${who}.${Date.now().toString(36)}.${++counter}@example.com`;

const everyAdminCall: Array<[string, string, unknown?]> = [
  ['GET', adminPaths.me],
  ['GET', adminPaths.dashboard],
  ['GET', adminPaths.dropoutAnalysis],
  ['GET', adminPaths.users],
  ['GET', adminPaths.userLatestResult.replace(':id', 'someone')],
  ['DELETE', adminPaths.user.replace(':id', 'someone'), { confirm: 'DELETE' }],
  ['GET', adminPaths.questionnaire],
  ['POST', adminPaths.questions, { chapterId: '00000000-0000-4000-8000-000000000000', text: 'x' }],
  ['PATCH', adminPaths.question.replace(':id', '00000000-0000-4000-8000-000000000000'), { text: 'x' }],
  ['DELETE', adminPaths.question.replace(':id', '00000000-0000-4000-8000-000000000000')],
  ['PUT', adminPaths.chapterIntro.replace(':id', '00000000-0000-4000-8000-000000000000'), { title: 'x' }],
  ['GET', adminPaths.insights],
  ['PUT', adminPaths.pageContent, { pageType: 'terms', sectionType: 'main_content', content: 'x' }],
  ['GET', adminPaths.settings],
  ['PATCH', adminPaths.settings, { devtoolsDeterrent: true }],
  ['GET', adminPaths.security],
  ['GET', adminPaths.auditLog],
  ['GET', questionnairePaths.versions],
  ['GET', questionnairePaths.version.replace(':version', '1')],
  ['POST', questionnairePaths.draft, {}],
  ['DELETE', questionnairePaths.draft, { confirm: true }],
  ['GET', questionnairePaths.draftDiff],
  ['POST', questionnairePaths.draftPreviewResult, { answers: {} }],
  ['POST', questionnairePaths.publish, { draftId: '00000000-0000-4000-8000-000000000000', revision: 0 }],
  ['POST', questionnairePaths.chapters, { area: 'inner', title: 'x' }],
  ['DELETE', questionnairePaths.chapter.replace(':id', '00000000-0000-4000-8000-000000000000')],
  ['PUT', questionnairePaths.chapterOrder, { chapterIds: ['00000000-0000-4000-8000-000000000000'] }],
];

async function expectEveryAdminCall(
  request: APIRequestContext,
  url: string,
  code: 'unauthenticated' | 'forbidden',
) {
  for (const [method, callPath, body] of everyAdminCall) {
    const res = await request.fetch(callPath, {
      method,
      headers: { origin: url, ...CSRF_HEADERS },
      ...(body !== undefined ? { data: body } : {}),
    });
    expect(res.status(), `${method} ${callPath}`).toBe(403);
    expect((await res.json()).error.code, `${method} ${callPath}`).toBe(code);
  }
}

test.describe('access', () => {
  test('a visitor gets the admin login at /admin, and every admin API answers 403', async ({
    page,
    request,
    ownServer,
  }) => {
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fusers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin sign in' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-login');
    await expectEveryAdminCall(request, ownServer.url, 'unauthenticated');
  });

  test('a signed-in founder sees no admin access, and every admin API answers 403', async ({
    page,
    ownServer,
  }) => {
    await page.context().addCookies([csrfCookie(ownServer.url)]);
    await signUp(page.request, ownServer.url, 'Frieda Founder', uniqueEmail('founder'));
    await expectEveryAdminCall(page.request, ownServer.url, 'forbidden');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'No admin access' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('as an admin', () => {
  test('signs in and every screen is axe clean (screenshots at 390 and 1280 px)', async ({
    page,
    ownServer,
  }) => {
    // ten screens with axe each, the questions screen with all 46 statements: minutes on a busy machine
    test.setTimeout(300_000);
    const admin = await signUpAdmin(ownServer, page.request, uniqueEmail('admin'));
    await page.request.post('/api/auth/sign-out', {
      headers: { origin: ownServer.url, ...CSRF_HEADERS },
      data: {},
    });
    // some data for the dashboard, drop-off and users screens
    const founder = await completedFounder(ownServer.url);
    await founder.dispose();

    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('The e-mail or password is not right.');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/admin/dashboard');

    const screens: Array<[string, string]> = [
      ['dashboard', 'Dashboard'],
      ['dropout-analysis', 'Drop-off analysis'],
      ['users', 'Users'],
      ['questions', 'Questions'],
      ['chapters', 'Chapters'],
      ['insights', 'Insights'],
      ['versions', 'Versions'],
      ['legal', 'Legal pages'],
      ['security', 'Security'],
      ['feedback', 'Feedback rounds'],
    ];
    for (const [slug, title] of screens) {
      await page
        .getByRole('navigation', { name: 'Admin sections' })
        .getByRole('link', { name: title })
        .click();
      await expect(page).toHaveURL(new RegExp(`/admin/${slug}`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // no loading state left (an empty live region, like the drag-and-drop one, is not one)
      await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0);
      expect(await axeViolations(page), slug).toEqual([]);
      await screenshot(page, `admin-${slug}`);
    }

    // the charts carry a table view
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('img', { name: /Line chart of visitors/ })).toBeVisible();
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Day by day' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/admin/dropout-analysis');
    await page.getByRole('group', { name: 'Show Funnel as' }).getByRole('button', { name: 'Table' }).click();
    // a header, two steps before the chapters, one per chapter of the default questionnaire, two after
    await expect(page.getByRole('table', { name: 'Funnel' }).getByRole('row')).toHaveCount(
      1 + 2 + defaultQuestionnaire.chapters.length + 2,
    );
    await screenshot(page, 'admin-dropout-tables');
  });

  test('edits a question and reorders by keyboard and by drag and drop; the public flow follows once published', async ({
    page,
    request,
    ownServer,
  }) => {
    const admin = await signUpAdmin(ownServer, page.request, uniqueEmail('admin'));
    await signIn(page.request, ownServer.url, admin.email);
    const published = await withoutDraft(page.request, ownServer.url);
    const before = await publicQuestionnaire(request);
    const chapter = before.chapters.find((c) => c.position === 1);
    if (!chapter) throw new Error('no chapter 1');
    const draftOrder = async () => chapterOrder(await adminQuestionnaire(page.request), chapter.id);
    const original = before.questions.filter((q) => q.chapterId === chapter.id);
    const [q1, q2, q3, q4] = original;
    if (!q1 || !q2 || !q3 || !q4) throw new Error('chapter 1 needs 4 questions');

    await page.goto('/admin/questions');
    const list = page.getByRole('list', { name: `Questions of ${chapter.title}` });
    await expect(list.getByRole('listitem')).toHaveCount(original.length);

    // edit the second question's text
    const edited = 'E2E: I ask one person a week what I should stop doing.';
    await page.getByRole('button', { name: 'Edit question 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit question' });
    await dialog.getByLabel('Question').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Chapter and question text are required')).toBeVisible();
    await dialog.getByLabel('Question').fill(edited);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(list.getByRole('listitem').nth(1)).toContainText(edited);
    // the edit went to a draft of the next version
    await expect(versionBar(page)).toContainText(`Editing the draft of version ${published + 1}`);

    // keyboard: the handle of question 2, arrow up → it becomes question 1
    await page.getByRole('button', { name: /^Reorder question 2:/ }).focus();
    await page.keyboard.press('ArrowUp');
    await expect(list.getByRole('listitem').first()).toContainText(edited);
    await expect(page.getByRole('button', { name: /^Reorder question 1:/ })).toBeFocused();
    await expect
      .poll(draftOrder)
      .toEqual([q2.id, q1.id, q3.id, q4.id, ...original.slice(4).map((q) => q.id)]);

    // drag and drop: question 4 by its handle into the place of question 3
    await dragRow(
      page,
      page.getByRole('button', { name: /^Reorder question 4:/ }),
      list.getByRole('listitem').nth(3),
      list.getByRole('listitem').nth(2),
    );
    await expect(list.getByRole('listitem').nth(2)).toContainText(q4.text);
    await expect
      .poll(draftOrder)
      .toEqual([q2.id, q1.id, q4.id, q3.id, ...original.slice(4).map((q) => q.id)]);
    const positions = (await adminQuestionnaire(page.request)).questions
      .filter((q) => q.chapterId === chapter.id)
      .map((q) => q.position);
    expect(positions).toEqual(positions.map((_, i) => i + 1));
    await screenshot(page, 'admin-questions-reordered');

    // and by touch (dnd-kit's touch sensor): question 4, now third, back down to fourth
    await dragRow(
      page,
      page.getByRole('button', { name: /^Reorder question 3:/ }),
      list.getByRole('listitem').nth(2),
      list.getByRole('listitem').nth(3),
      'touch',
    );
    await expect(list.getByRole('listitem').nth(3)).toContainText(q4.text);
    await expect
      .poll(draftOrder)
      .toEqual([q2.id, q1.id, q3.id, q4.id, ...original.slice(4).map((q) => q.id)]);

    // respondents still get the published version, until the draft is published
    expect(await publicQuestionnaire(request)).toEqual(before);
    await page.goto('/admin/versions/review');
    await publishFromReview(page, published + 1);
    expect(chapterOrder(await publicQuestionnaire(request), chapter.id)).toEqual(await draftOrder());

    // the public flow: the edited question now opens the assessment
    await page.goto('/assessment');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(edited);

    // and the audit log names the changes
    await page.goto('/admin/security');
    const audit = page.getByRole('table', { name: 'Audit log' });
    await expect(audit.getByRole('row').filter({ hasText: 'question.reorder' })).toHaveCount(3);
    await expect(audit.getByRole('row').filter({ hasText: 'question.update' }).first()).toContainText(
      admin.email,
    );
    await expect(audit.getByRole('row').filter({ hasText: 'questionnaire.publish' }).first()).toContainText(
      admin.email,
    );
  });

  test('edits the terms; /terms shows them', async ({ page, request, ownServer }) => {
    const admin = await signUpAdmin(ownServer, page.request, uniqueEmail('admin'));
    await signIn(page.request, ownServer.url, admin.email);
    await page.goto('/admin/legal');
    const content = page.getByLabel('Content');
    await expect(content).toHaveValue(/TERMS OF USE/);
    await content.fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Content cannot be empty')).toBeVisible();
    // stored markup and script: shown as text on /terms, never run (no dialog, no CSP report)
    const terms = `E2E TERMS\n\nThese terms were edited by an admin.\nA second line <b>stays text</b>.\n<script>alert(1)</script>\n<img src=x onerror="alert(2)">`;
    await content.fill(terms);
    await expect(page.getByRole('region', { name: 'Preview' })).toContainText(
      'These terms were edited by an admin.',
    );
    // a failing data layer: the spec's 'Failed to {action}', and the text stays in the editor
    await page.route('**/api/admin/page-content', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 500,
            json: { error: { code: 'data_layer_error', message: 'Failed to update page content' } },
          })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to update page content' }),
    ).toBeVisible();
    await expect(content).toHaveValue(terms);
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Page saved')).toBeVisible();

    expect((await (await request.get('/api/pages/terms')).json()).content).toBe(terms);
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs++;
      await dialog.dismiss();
    });
    const csp: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to (load|execute|apply)/i.test(message.text()))
        csp.push(message.text());
    });
    await page.goto('/terms');
    await expect(page.getByText('These terms were edited by an admin.')).toBeVisible();
    await expect(page.getByText('A second line <b>stays text</b>.')).toBeVisible();
    await expect(page.getByText('<script>alert(1)</script>')).toBeVisible();
    await expect(page.getByText('<img src=x onerror="alert(2)">')).toBeVisible();
    await expect(page.locator('main img[src="x"], main b')).toHaveCount(0);
    expect(dialogs).toBe(0);
    expect(csp).toEqual([]);
  });

  test('deletes a user completely', async ({ page, request, ownServer }) => {
    const founder = await completedFounder(ownServer.url);
    const admin = await signUpAdmin(ownServer, page.request, uniqueEmail('admin'));
    await signIn(page.request, ownServer.url, admin.email);

    await page.goto('/admin/users');
    await page.getByLabel('Search users').fill(founder.email.slice(0, 14));
    const row = page.getByRole('row').filter({ hasText: founder.email });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').nth(2)).toHaveText('1'); // sessions
    await expect(row.getByRole('cell').nth(3)).toHaveText('1'); // completed

    // the latest results, as the founder sees them
    await row.getByRole('button', { name: /View the latest results/ }).click();
    const results = page.getByRole('dialog', { name: /Latest results of/ });
    await expect(results.getByRole('img', { name: /^Overall score: \d\.\d of 5 points$/ })).toBeVisible();
    await expect(results.getByText('Your Zone of Genius')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-user-results');
    await results.getByRole('button', { name: 'Close' }).click();

    await row.getByRole('button', { name: /^Delete / }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this user completely?' });
    await expect(confirm.getByLabel('Type DELETE to confirm')).toBeFocused();
    await confirm.getByLabel('Type DELETE to confirm').fill('delete');
    await confirm.getByRole('button', { name: 'Delete user' }).click();
    await expect(confirm.getByText('Type DELETE to confirm deletion')).toBeVisible();
    await confirm.getByLabel('Type DELETE to confirm').fill('DELETE');
    await confirm.getByRole('button', { name: 'Delete user' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('User deleted')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: founder.email })).toHaveCount(0);

    // their rows are gone
    const db = ownServer.db;
    expect(await db.$count(schema.user, eq(schema.user.id, founder.id))).toBe(0);
    expect(await db.$count(schema.profiles, eq(schema.profiles.userId, founder.id))).toBe(0);
    expect(await db.$count(schema.session, eq(schema.session.userId, founder.id))).toBe(0);
    expect(
      await db.$count(schema.assessmentSessions, eq(schema.assessmentSessions.id, founder.sessionId)),
    ).toBe(0);
    expect(await db.$count(schema.responses, eq(schema.responses.sessionId, founder.sessionId))).toBe(0);
    expect(await db.$count(schema.results, eq(schema.results.sessionId, founder.sessionId))).toBe(0);
    // and no table holds a row that mentions them (their id, e-mail or assessment session)
    expect(await rowsMentioning(db, [founder.id, founder.email, founder.sessionId])).toEqual([]);
    // and their browser's session and sign-in are gone with them
    expect((await founder.request.get('/api/me')).status()).toBe(401);
    const again = await request.post('/api/auth/sign-in/email', {
      data: { email: founder.email, password: PASSWORD },
      headers: { origin: ownServer.url, ...CSRF_HEADERS },
    });
    expect(again.status()).toBe(401);
    await founder.dispose();
  });
});

/**
 * Drags `row` by its `handle` until the row sits where `target` is, then drops it: with the mouse, or
 * with one finger (touch events through the DevTools protocol, as a phone sends them). dnd-kit starts a
 * drag only after the pointer has moved a few pixels and follows the moves after that, so this moves in
 * steps (Playwright's dragTo jumps in one move), and drops only once the list announces the row over
 * the target's position.
 */
async function dragRow(
  page: Page,
  handle: Locator,
  row: Locator,
  target: Locator,
  input: 'mouse' | 'touch' = 'mouse',
) {
  // mid-screen, so that dnd-kit's auto-scroll near the edges stays out of it
  await handle.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const [grip, from, to] = await Promise.all([handle.boundingBox(), row.boundingBox(), target.boundingBox()]);
  if (!grip || !from || !to) throw new Error('drag: an element is not visible');
  const x = grip.x + grip.width / 2;
  const y = grip.y + grip.height / 2;
  // the distance that brings the row's centre onto the target's centre
  const dy = to.y + to.height / 2 - (from.y + from.height / 2);
  const position = await target.evaluate((li) => [...(li.parentElement?.children ?? [])].indexOf(li) + 1);
  const path = [y + Math.sign(dy) * 8, ...Array.from({ length: 12 }, (_, i) => y + (dy * (i + 1)) / 12)];
  const over = page.getByRole('status').filter({ hasText: `over position ${position} of` });
  if (input === 'mouse') {
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (const step of path) await page.mouse.move(x, step);
    await expect(over).toHaveCount(1);
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y: at }] });
  await touch('touchStart', y);
  for (const step of path) await touch('touchMove', step);
  await expect(over).toHaveCount(1);
  await touch('touchEnd', y + dy);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: false });
  await cdp.detach();
}

/** A founder with an account and one completed, claimed assessment; their own request context. */
async function completedFounder(url: string) {
  // like our web client: the site's origin and the CSRF token on every call
  const request = await csrfRequestContext(url);
  const email = uniqueEmail('founder');
  const id = await signUp(request, url, 'Grace Founder', email);
  const { session } = await completeAssessmentViaApi(request, `e2e_admin_${counter}_${Date.now()}`);
  const claimed = await request.post('/api/me/sessions/claim', { data: session });
  expect(claimed.status(), await claimed.text()).toBe(200);
  return { id, email, sessionId: session.id, request, dispose: () => request.dispose() };
}
