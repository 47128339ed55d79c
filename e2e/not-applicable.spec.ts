import { assessmentCopy } from '../src/content/flow-copy';
import { resultsCopy } from '../src/content/results-copy';
import { questionnairePaths } from '../src/contract/questionnaire';
import { NOT_APPLICABLE } from '../src/domain/answers';
import { adminQuestionnaire, chapterOrder } from './authoring-helpers';
import {
  axeViolations,
  CSRF_HEADERS,
  csrfRequestContext,
  expect,
  newVisitorContext,
  screenshot,
} from './fixtures';
import { completeAssessmentViaApi, signUpAdmin, storeCompletedAssessment } from './journey-helpers';
import { privateTest as test } from './own-server';

// An admin lets three statements of one chapter be answered 'Doesn't apply to me yet' and publishes;
// a founder then answers with it, and the results name the chapter that could not be scored.
test("a founder answers 'Doesn't apply to me yet' and the results say which chapter was not scored, and why", async ({
  page,
  privateServer,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const url = privateServer.url;
  const asAdmin = { origin: url, ...CSRF_HEADERS };
  await signUpAdmin(privateServer, page.request, `admin-na-${testInfo.project.name}@example.com`);

  // ── the admin: three of chapter 4's five statements may not apply (none may by default); publish ──
  expect((await page.request.post(questionnairePaths.draft, { headers: asAdmin })).status()).toBe(200);
  const draft = await adminQuestionnaire(page.request);
  const chapter = draft.chapters.find((c) => c.position === 4);
  if (!chapter) throw new Error('no chapter 4');
  expect(draft.questions.filter((q) => q.chapterId === chapter.id && q.notApplicableAllowed)).toEqual([]);
  const [first, second, third] = chapterOrder(draft, chapter.id);
  for (const id of [first, second, third]) {
    const edited = await page.request.patch(`/api/admin/questions/${id}`, {
      headers: asAdmin,
      data: { notApplicableAllowed: true },
    });
    expect(edited.status(), await edited.text()).toBe(200);
  }
  const { version } = await adminQuestionnaire(page.request);
  const published = await page.request.post(questionnairePaths.publish, {
    headers: asAdmin,
    data: { draftId: version.id, revision: version.revision },
  });
  expect(published.status(), await published.text()).toBe(200);

  // ── the founder: the option beside the scale on such a statement, by click and by key 0 ──
  const context = await newVisitorContext(browser, url, page.viewportSize(), 'e2e_not_applicable');
  const founder = await context.newPage();
  await founder.addInitScript(
    (id: string) => sessionStorage.setItem('assessmentStartChapterId', id),
    chapter.id,
  );
  await founder.goto('/assessment');
  const option = founder.getByRole('button', { name: assessmentCopy.notApplicable });
  await expect(option).toHaveAttribute('aria-pressed', 'false');
  await expect(founder.getByText(assessmentCopy.notApplicableHelp)).toBeVisible();
  expect(await axeViolations(founder)).toEqual([]);
  await screenshot(founder, 'not-applicable-question');
  await option.click();
  await expect(option).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => founder.evaluate(() => JSON.parse(localStorage.getItem('assessmentAnswers') ?? '{}')))
    .toMatchObject({ [first as string]: NOT_APPLICABLE });

  // ── the whole assessment given with it on those three: chapter 4 keeps two ratings, too few ──
  const api = await csrfRequestContext(url);
  const notApplicable = new Set([first, second, third]);
  const { session, answers } = await completeAssessmentViaApi(api, 'e2e_not_applicable', (question, index) =>
    notApplicable.has(question.id) ? NOT_APPLICABLE : (index % 5) + 1,
  );
  await api.dispose();
  await storeCompletedAssessment(founder, session, answers);
  await founder.goto('/results');
  const inner = founder.getByRole('region', { name: 'Inner Game' });
  const notScored = inner.getByRole('heading', { name: resultsCopy.areas.notScoredTitle });
  await expect(notScored).toBeVisible();
  await expect(inner).toContainText(chapter.title);
  await expect(inner).toContainText(resultsCopy.areas.notScored(3, 5, 3));
  expect(await axeViolations(founder)).toEqual([]);
  await notScored.scrollIntoViewIfNeeded();
  await screenshot(founder, 'not-applicable-results');
  await context.close();
});
