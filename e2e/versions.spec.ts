/**
 * Questionnaire versions in the admin area, end to end on the production build: an admin drafts a
 * change, previews it as a respondent sees it, reviews the diff and publishes it; new visitors get the
 * new version. Publishing a draft that cannot be published is refused with a clear message and changes
 * nothing; a draft can be discarded.
 *
 * Each test runs on its worker's own server (e2e/own-server.ts), shared with the other own-server
 * tests of that worker: a test reads the published version's number first, and leaves no draft behind.
 */
import type { Browser, Page } from '@playwright/test';
import { questionnairePaths } from '../src/contract/questionnaire';
import { chapterIntroTexts, sortChapters } from '../src/domain/chapters';
import {
  adminQuestionnaire,
  chapterOrder,
  publicQuestionnaire,
  publishFromReview,
  versionBar,
  withoutDraft,
} from './authoring-helpers';
import { axeViolations, CSRF_HEADERS, expect, newVisitorContext, screenshot } from './fixtures';
import { signIn, signUpAdmin } from './journey-helpers';
import { test } from './own-server';

let counter = 0;
const uniqueEmail = (who: string) => `${who}.${Date.now().toString(36)}.${++counter}@example.com`;

async function expectAxeClean(page: Page, what: string) {
  expect(await axeViolations(page), what).toEqual([]);
}

/** A new visitor's browser (the cookie choice already made), on the same viewport. */
function newVisitor(browser: Browser, page: Page, url: string) {
  return newVisitorContext(browser, url, page.viewportSize(), 'e2e_versions_visitor');
}

test.describe('questionnaire versions', () => {
  test('an admin drafts a change, previews it, reviews the diff and publishes; a new visitor gets it', async ({
    page,
    request,
    browser,
    ownServer,
  }) => {
    test.setTimeout(240_000);
    const admin = await signUpAdmin(ownServer, page.request, uniqueEmail('admin'));
    await signIn(page.request, ownServer.url, admin.email);
    const published = await withoutDraft(page.request, ownServer.url);
    const draft = published + 1;
    const before = await publicQuestionnaire(request);
    expect(before.version).toBe(published);
    const chapter = sortChapters(before.chapters)[0];
    if (!chapter) throw new Error('no chapter');
    const ids = chapterOrder(before, chapter.id);
    const original = ids.map((id) => before.questions.find((q) => q.id === id)) as typeof before.questions;
    const [q1, q2, q3, q4] = original;
    if (!q1 || !q2 || !q3 || !q4) throw new Error('chapter 1 needs 4 questions');

    // ── the questions screen says what is being edited ──
    await page.goto(`/admin/questions?chapter=${chapter.id}`);
    const bar = versionBar(page);
    await expect(bar).toContainText(`Version ${published} is published.`);
    await expect(bar).toContainText(`Your next edit starts a draft of version ${draft}.`);
    const list = page.getByRole('list', { name: `Questions of ${chapter.title}` });
    await expect(list.getByRole('listitem')).toHaveCount(original.length);
    await expectAxeClean(page, 'questions, published');
    await screenshot(page, 'versions-questions-published');

    // reword question 2: the first edit opens the draft
    const reworded = `E2E v${draft}: I can name the three decisions I avoid most.`;
    await page.getByRole('button', { name: 'Edit question 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit question' });
    await dialog.getByLabel('Question').fill(reworded);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(bar).toContainText(`Editing the draft of version ${draft}`);
    await expect(bar).toContainText(`based on version ${published}, published`);
    await expect(bar).toContainText(/1 unpublished edit(?!s)/);

    // delete question 3: retired from the next version, not destroyed
    await page.getByRole('button', { name: 'Delete question 3' }).click();
    const confirmDelete = page.getByRole('dialog', { name: 'Delete this question?' });
    await expect(confirmDelete).toContainText('retired from the next version');
    await expect(confirmDelete.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectAxeClean(page, 'delete question dialog');
    await confirmDelete.getByRole('button', { name: 'Delete' }).click();
    await expect(confirmDelete).toBeHidden();
    await expect(list.getByRole('listitem')).toHaveCount(original.length - 1);

    // reorder by keyboard: question 1 one place down
    await page.getByRole('button', { name: /^Reorder question 1:/ }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('listitem').first()).toContainText(reworded);
    const expected = [q2.id, q1.id, ...ids.slice(3)];
    await expect
      .poll(async () => chapterOrder(await adminQuestionnaire(page.request), chapter.id))
      .toEqual(expected);
    await expect(bar).toContainText(/\d+ unpublished edits/);
    await expectAxeClean(page, 'questions, draft');
    await screenshot(page, 'versions-questions-draft');

    // respondents still get the published version, whole
    const during = await publicQuestionnaire(request);
    expect(during.version).toBe(published);
    expect(during.questions).toEqual(before.questions);

    // ── preview: the draft as a respondent sees it ──
    await bar.getByRole('link', { name: 'Preview' }).click();
    await expect(page).toHaveURL('/admin/versions/preview');
    await expect(page.getByRole('note')).toContainText(
      `Preview of draft version ${draft} — nothing is saved`,
    );
    const stage = page.getByRole('region', { name: 'What the respondent sees' });
    await expect(stage.getByRole('heading', { level: 2 })).toHaveText(chapterIntroTexts(chapter).title);
    await expectAxeClean(page, 'preview, intro');
    await screenshot(page, 'versions-preview-intro');
    await stage.getByRole('button', { name: 'Start chapter' }).click();
    await expect(stage.getByRole('heading', { level: 2 })).toHaveText(reworded);
    await stage.getByRole('radio', { name: /^4 – / }).click();
    await expect(stage.getByRole('radio', { name: /^4 – / })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('group', { name: /^Sample answers · 1 of \d+ answered$/ })).toBeVisible();
    await expectAxeClean(page, 'preview, question');
    await screenshot(page, 'versions-preview-question');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stage.getByRole('heading', { level: 2 })).toHaveText(q1.text);

    // sample answers for the results page: all 3s
    await page.getByRole('button', { name: 'Fill with 3s' }).click();
    const total = before.questions.length - 1;
    await expect(
      page.getByRole('group', { name: `Sample answers · ${total} of ${total} answered` }),
    ).toBeVisible();
    await page.getByLabel('Go to').selectOption({ label: 'Results' });
    const results = page.getByRole('region', { name: 'Results for these sample answers' });
    await results.getByRole('button', { name: 'Show the results' }).click();
    await expect(results.getByRole('img', { name: 'Overall score: 3.0 of 5 points' })).toBeVisible();
    await expect(results.getByText('Your Zone of Genius')).toBeVisible();
    await expectAxeClean(page, 'preview, results');
    await screenshot(page, 'versions-preview-results');

    // ── review: the diff, then publish ──
    await page.getByRole('link', { name: 'Back to review' }).click();
    await expect(page).toHaveURL('/admin/versions/review');
    await expect(page.getByRole('heading', { level: 1, name: 'Review changes' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary).toContainText(
      `Draft version ${draft} compared with published version ${published}`,
    );
    await expect(summary).toContainText('1 question removed');
    const changes = page.getByRole('article', { name: `1. ${chapter.title}` });
    const rewordedItem = changes.getByRole('listitem').filter({ hasText: reworded });
    await expect(rewordedItem).toContainText('Reworded');
    await expect(rewordedItem.locator('del')).toHaveText(q2.text);
    await expect(rewordedItem.locator('ins')).toHaveText(reworded);
    const removedItem = changes.getByRole('listitem').filter({ hasText: q3.text });
    await expect(removedItem).toContainText('Removed');
    await expect(changes.getByText('Reordered').first()).toBeVisible();
    await expectAxeClean(page, 'review');
    await screenshot(page, 'versions-review');

    await page.getByRole('button', { name: `Publish version ${draft}` }).click();
    const confirm = page.getByRole('dialog', { name: `Publish version ${draft}?` });
    await expect(confirm).toContainText(
      `Everyone who starts the assessment from now on answers version ${draft}`,
    );
    await expectAxeClean(page, 'publish dialog');
    await screenshot(page, 'versions-publish-dialog');
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await publishFromReview(page, draft);

    // ── the versions list ──
    await expect(page.getByRole('heading', { level: 1, name: 'Versions' })).toBeVisible();
    const table = page.getByRole('table', { name: 'All versions' });
    await expect(table.getByRole('row', { name: new RegExp(`^Version ${draft} Published`) })).toContainText(
      admin.email,
    );
    await expect(
      table.getByRole('row', { name: new RegExp(`^Version ${published} Superseded`) }),
    ).toBeVisible();
    await expect(versionBar(page)).toContainText(`Version ${draft} is published.`);
    await expectAxeClean(page, 'versions');
    await screenshot(page, 'versions-list');

    // ── a new visitor gets the new version ──
    const after = await publicQuestionnaire(request);
    expect(after.version).toBe(draft);
    expect(chapterOrder(after, chapter.id)).toEqual(expected);
    expect(after.questions.find((q) => q.id === q2.id)?.text).toBe(reworded);
    expect(after.questions.some((q) => q.id === q3.id)).toBe(false);
    // the old version stays whole
    const old = await request.get(`/api/questionnaire/versions/${published}`);
    expect(old.status()).toBe(200);
    expect(((await old.json()) as typeof before).questions).toEqual(before.questions);
    const visitor = await newVisitor(browser, page, ownServer.url);
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/assessment');
    await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(reworded);
    await visitor.close();

    // ── the figures say which version they belong to ──
    await page.goto('/admin/dashboard');
    const versionSelect = page.getByLabel('Questionnaire version');
    await expect(versionSelect).toHaveValue(String(draft));
    await expect(versionSelect.locator('option')).toContainText([
      `Version ${draft} (published)`,
      `Version ${published} (superseded)`,
      'All versions',
    ]);
    const tags = (text: string) => page.getByRole('definition').filter({ hasText: new RegExp(`^${text}$`) });
    // started, completion, feedback rounds and raters belong to the version; visitors and sign-ups to none
    await expect(tags(`Version ${draft} \\(published\\)`)).toHaveCount(4);
    await versionSelect.selectOption('all');
    await expect(page).toHaveURL(/version=all/);
    await expect(tags('All versions')).toHaveCount(6);
    await versionSelect.selectOption(String(published));
    await expect(tags(`Version ${published} \\(superseded\\)`)).toHaveCount(4);
    await expect(tags('All versions')).toHaveCount(2);
    await expectAxeClean(page, 'dashboard by version');
    await screenshot(page, 'versions-dashboard');
    await page.goto('/admin/dropout-analysis');
    await expect(page.getByLabel('Questionnaire version')).toHaveValue(String(draft));
    await expect(
      page.getByText(new RegExp(`^Version ${draft} \\(published\\): \\d+ assessments started`)),
    ).toBeVisible();
    await expect(
      page.getByLabel('Questionnaire version').locator('option', { hasText: 'All versions' }),
    ).toHaveCount(0);
    await expectAxeClean(page, 'drop-off by version');
    await screenshot(page, 'versions-dropout');
  });

  test('publishing what cannot be published is refused and changes nothing; a draft can be discarded', async ({
    page,
    request,
    ownServer,
  }) => {
    test.setTimeout(180_000);
    const admin = await signUpAdmin(ownServer, page.request, uniqueEmail('admin'));
    await signIn(page.request, ownServer.url, admin.email);
    const published = await withoutDraft(page.request, ownServer.url);
    const draft = published + 1;
    const before = await publicQuestionnaire(request);
    const chapters = sortChapters(before.chapters);

    // ── chapters: the structure of the version ──
    await page.goto('/admin/chapters');
    const structure = page.getByRole('region', { name: `Chapters of version ${published}` });
    const list = structure.getByRole('list', { name: 'Chapters in order' });
    await expect(list.getByRole('listitem')).toHaveCount(chapters.length);
    await expectAxeClean(page, 'chapters');
    await screenshot(page, 'versions-chapters');

    // add a chapter (it has no questions yet)
    await structure.getByRole('button', { name: 'Add chapter' }).click();
    const add = page.getByRole('dialog', { name: 'New chapter' });
    await add.getByRole('button', { name: 'Add chapter' }).click();
    await expect(add.getByText('This field is required')).toBeVisible();
    await add.getByLabel('Area').selectOption('outer');
    await add.getByLabel('Title').fill('E2E Pricing');
    await add.getByLabel('Description').fill('How you set and raise prices.');
    await expectAxeClean(page, 'add chapter dialog');
    await screenshot(page, 'versions-add-chapter');
    await add.getByRole('button', { name: 'Add chapter' }).click();
    await expect(add).toBeHidden();
    const draftStructure = page.getByRole('region', { name: `Chapters of draft version ${draft}` });
    const draftList = draftStructure.getByRole('list', { name: 'Chapters in order' });
    await expect(draftList.getByRole('listitem')).toHaveCount(chapters.length + 1);
    await expect(draftList.getByRole('listitem').last()).toContainText('E2E Pricing');
    await expect(draftList.getByRole('listitem').last()).toContainText('no questions yet');
    // its intro editor is shown
    await expect(page.getByLabel('Chapter title')).toHaveValue('E2E Pricing');

    // reorder chapters by keyboard: chapter 1 one place down
    await page.getByRole('button', { name: /^Reorder chapter 1:/ }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(draftList.getByRole('listitem').first()).toContainText(chapters[1]?.title ?? '');
    await expect
      .poll(async () =>
        sortChapters((await adminQuestionnaire(page.request)).chapters)
          .map((c) => c.id)
          .slice(0, 2),
      )
      .toEqual([chapters[1]?.id, chapters[0]?.id]);
    await expectAxeClean(page, 'chapters, draft');
    await screenshot(page, 'versions-chapters-draft');

    // ── publishing a chapter without questions is refused ──
    await versionBar(page).getByRole('link', { name: 'Review changes & publish' }).click();
    await expect(page.getByRole('article', { name: `${chapters.length + 1}. E2E Pricing` })).toContainText(
      'Chapter added',
    );
    await page.getByRole('button', { name: `Publish version ${draft}` }).click();
    await page
      .getByRole('dialog', { name: `Publish version ${draft}?` })
      .getByRole('button', { name: `Publish version ${draft}` })
      .click();
    const refused = page.getByRole('alert').filter({ hasText: 'A chapter has no questions' });
    await expect(refused).toContainText('E2E Pricing');
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'A chapter has no questions' }),
    ).toBeVisible();
    await expect(refused.getByRole('link', { name: 'Edit questions' })).toBeVisible();
    await expectAxeClean(page, 'publish refused');
    await screenshot(page, 'versions-publish-refused');
    expect((await publicQuestionnaire(request)).version).toBe(published);

    // remove the chapter again: retired from the next version
    await page.goto('/admin/chapters');
    await draftList
      .getByRole('listitem')
      .filter({ hasText: 'E2E Pricing' })
      .getByRole('button', { name: /^Remove chapter/ })
      .click();
    const remove = page.getByRole('dialog', { name: 'Remove the chapter "E2E Pricing"?' });
    await expect(remove).toContainText(`retired from version ${draft}`);
    await expect(remove.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expect(remove).toContainText('Answers and results already given keep them');
    await expectAxeClean(page, 'remove chapter dialog');
    await screenshot(page, 'versions-remove-chapter');
    await remove.getByRole('button', { name: 'Remove chapter' }).click();
    await expect(remove).toBeHidden();
    await expect(draftList.getByRole('listitem')).toHaveCount(chapters.length);

    // ── the draft changes while the admin reviews it: publishing is refused, the diff reloads ──
    await versionBar(page).getByRole('link', { name: 'Review changes & publish' }).click();
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText('1 chapter changed');
    const firstQuestion = (await adminQuestionnaire(page.request)).questions[0];
    if (!firstQuestion) throw new Error('no question');
    // another admin (here: the same account through the API) edits the draft meanwhile
    const edited = await page.request.patch(`/api/admin/questions/${firstQuestion.id}`, {
      headers: { origin: ownServer.url, ...CSRF_HEADERS },
      data: { text: 'E2E: edited by someone else meanwhile.' },
    });
    expect(edited.status(), await edited.text()).toBe(200);
    await page.getByRole('button', { name: `Publish version ${draft}` }).click();
    await page
      .getByRole('dialog', { name: `Publish version ${draft}?` })
      .getByRole('button', { name: `Publish version ${draft}` })
      .click();
    const changed = page.getByRole('alert').filter({ hasText: 'The draft changed' });
    await expect(changed).toBeVisible();
    await expectAxeClean(page, 'draft changed');
    await changed.getByRole('button', { name: 'Reload the changes' }).click();
    await expect(changed).toBeHidden();
    await expect(page.getByText('E2E: edited by someone else meanwhile.')).toBeVisible();
    // the version bar follows: the draft's edits now include the other admin's
    const { revision } = (await adminQuestionnaire(page.request)).version;
    await expect(versionBar(page)).toContainText(`${revision} unpublished edits`);
    expect((await publicQuestionnaire(request)).version).toBe(published);

    // ── a statement for founders with a team, asked of co-founders and team members only ──
    const draftNow = await adminQuestionnaire(page.request);
    const plain = draftNow.questions.find((q) => !q.notApplicableAllowed && q.raterRelationships === null);
    if (!plain) throw new Error('no question asked of every rater');
    const place =
      draftNow.questions.filter((q) => q.chapterId === plain.chapterId).findIndex((q) => q.id === plain.id) +
      1;
    await page.goto(`/admin/questions?chapter=${plain.chapterId}`);
    await page.getByRole('button', { name: `Edit question ${place}` }).click();
    const editor = page.getByRole('dialog', { name: 'Edit question' });
    await editor.getByRole('checkbox', { name: 'Founders may answer ‘Doesn’t apply to me yet’' }).check();
    const raters = editor.getByRole('group', { name: 'Raters asked' });
    for (const name of ['Investor or board member', 'Mentor or peer', 'Other'])
      await raters.getByRole('checkbox', { name }).uncheck();
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toBeHidden();
    const row = page.getByRole('listitem').filter({ hasText: plain.text });
    await expect(row).toContainText('Doesn’t apply allowed');
    await expect(row).toContainText('Raters: co-founder, team member');
    expect((await adminQuestionnaire(page.request)).questions.find((q) => q.id === plain.id)).toMatchObject({
      notApplicableAllowed: true,
      raterRelationships: ['co-founder', 'team-member'],
    });
    await page.goto('/admin/versions/review');

    // ── discard the draft: the published version stays ──
    await versionBar(page).getByRole('button', { name: 'Discard draft' }).click();
    const discard = page.getByRole('dialog', { name: `Discard the draft of version ${draft}?` });
    await expect(discard).toContainText(`version ${published} stays published`);
    await expect(discard.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectAxeClean(page, 'discard dialog');
    await screenshot(page, 'versions-discard');
    await discard.getByRole('button', { name: 'Discard draft' }).click();
    await expect(page.getByText('Draft discarded')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No draft to review' })).toBeVisible();
    await expect(versionBar(page)).toContainText(`Version ${published} is published.`);
    const current = await adminQuestionnaire(page.request);
    expect(current.version.status).toBe('published');
    expect(current.version.number).toBe(published);
    const after = await publicQuestionnaire(request);
    expect(after).toEqual(before);
    // and a publish of the discarded draft is refused as gone
    const late = await page.request.post(questionnairePaths.publish, {
      headers: { origin: ownServer.url, ...CSRF_HEADERS },
      data: { draftId: '00000000-0000-4000-8000-000000000000', revision: 0 },
    });
    expect(late.status()).toBe(409);
    expect((await late.json()).error.code).toBe('no_draft');
  });
});
