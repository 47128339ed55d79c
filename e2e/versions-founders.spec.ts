/**
 * Questionnaire versions from the founders' side, end to end on the production build: a founder's
 * results page stays what it was given, a founder mid-assessment finishes on the version they started
 * without noticing that an admin published a new one meanwhile, and a new founder gets the new one.
 * The admin drafts, previews, reviews and publishes in the admin screens, in a browser of their own.
 *
 * Runs on its worker's own server (e2e/own-server.ts), shared with the other own-server tests of that
 * worker: it reads the published version first (earlier tests may have published some), and leaves no
 * draft behind.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { founderFeedbackCopy } from '../src/content/feedback-copy';
import { assessmentCopy } from '../src/content/flow-copy';
import type { PublicChapter, PublicQuestion, Questionnaire, ResultView } from '../src/contract/assessment';
import { chapterIntroTexts, hasOutro, presentText } from '../src/domain/chapters';
import {
  INTRODUCTION_CONTINUE_DELAY_MS,
  LOADING_RESULTS_DURATION_MS,
  LOADING_RESULTS_REDIRECT_DELAY_MS,
  PAGE_FADE_MS,
} from '../src/domain/constants';
import { computeResult, formatScoreOutOfFive } from '../src/domain/scoring';
import { publicQuestionnaire, publishFromReview, versionBar, withoutDraft } from './authoring-helpers';
import { armCsrf, axeViolations, expect } from './fixtures';
import {
  ANSWER_CYCLE_MS,
  answerFor,
  CHAPTER_END_MS,
  completeAssessmentViaApi,
  type Flow,
  heldSession,
  loadFlow,
  questionHeading,
  ratingButton,
  readStorage,
  serverSession,
  signIn,
  signUp,
  signUpAdmin,
  storeCompletedAssessment,
} from './journey-helpers';
import { resetAuthRateLimits, test } from './own-server';

let counter = 0;
const uniqueEmail = (who: string) => `${who}.${Date.now().toString(36)}.${++counter}@example.com`;
const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;

/** What a founder's page lets slip: CSP violations, and the assessment API's refusals (4xx, 5xx). */
interface Watched {
  csp: string[];
  refused: string[];
}

/**
 * A founder's own browser on the project's viewport: the cookie choice made, outros waiting for
 * 'Continue', a fake clock (only runFor moves the answer timing on), and every toast recorded in
 * session storage (it outlives a reload) so that a toast that came and went is still seen.
 */
async function founderBrowser(
  browser: Browser,
  viewport: Page,
  url: string,
  who: string,
): Promise<{ context: BrowserContext; page: Page; watched: Watched }> {
  const context = await browser.newContext({ viewport: viewport.viewportSize(), baseURL: url });
  await armCsrf(context, url);
  await context.addInitScript((visitorId) => {
    localStorage.setItem(
      'cookie_consent',
      JSON.stringify({
        essential: true,
        analytics: false,
        marketing: false,
        timestamp: new Date().toISOString(),
        version: '1.0',
        visitorId,
      }),
    );
    localStorage.setItem('disableAutoProgress', 'true');
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
        if (seen.has(toast)) continue;
        seen.add(toast);
        const toasts = JSON.parse(sessionStorage.getItem('e2e-toasts') ?? '[]') as string[];
        toasts.push(toast.textContent ?? '');
        sessionStorage.setItem('e2e-toasts', JSON.stringify(toasts));
      }
    }).observe(document, { childList: true, subtree: true });
  }, `e2e_founder_${who}`);
  const page = await context.newPage();
  const watched: Watched = { csp: [], refused: [] };
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply)/i.test(message.text()))
      watched.csp.push(message.text());
  });
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/^\/api\/(sessions|questionnaire|chapters)/.test(pathname) && response.status() >= 400)
      watched.refused.push(`${response.status()} ${response.request().method()} ${pathname}`);
  });
  await page.clock.install();
  return { context, page, watched };
}

/** Every toast the page has shown since the founder's browser opened, gone or not. */
const toastsSeen = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-toasts') ?? '[]') as string[]);

/** From the overview to the first chapter's intro, and on to its first question. */
async function startFromOverview(page: Page, flow: Flow) {
  await page.goto('/overview');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.clock.runFor(PAGE_FADE_MS + 50);
  await passIntro(page, flow.chapters[0] as PublicChapter);
}

/** A chapter's intro with the title `flow` gives it, then 'Continue' to its questions. */
async function passIntro(page: Page, chapter: PublicChapter) {
  await expect(page).toHaveURL(`/chapter/${chapter.id}/intro`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(chapterIntroTexts(chapter).title);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.clock.runFor(PAGE_FADE_MS + 50);
  await expect(page).toHaveURL('/assessment');
}

/**
 * Answers the questions `from` … `to - 1` (places in `flow`), each checked to be the one on screen with
 * the text `flow` gives it; a chapter's last answer goes through its outro to the next chapter's intro
 * and questions (after the last chapter: to /loading-results). Answers by clicking the scale, or with
 * the number keys as a keyboard user does.
 */
async function answerRange(
  page: Page,
  flow: Flow,
  from: number,
  to: number,
  valueAt: (index: number, question: PublicQuestion) => number,
  by: 'clicks' | 'keys' = 'clicks',
) {
  for (let index = from; index < to; index++) {
    const question = flow.questions[index] as PublicQuestion;
    const inChapter = flow.byChapter(question.chapterId);
    const last = inChapter.at(-1)?.id === question.id;
    await expect(questionHeading(page)).toHaveText(question.text);
    const value = valueAt(index, question);
    // a user answers once the question is there: the scale is locked while it comes in
    await expect(ratingButton(page, value)).not.toHaveAttribute('aria-disabled', 'true');
    // the number keys answer wherever the focus is (the new question's heading has it)
    if (by === 'keys') await page.keyboard.press(String(value));
    else await ratingButton(page, value).click();
    await expect(ratingButton(page, value)).toHaveAttribute('aria-checked', 'true');
    await page.clock.runFor(last ? CHAPTER_END_MS : ANSWER_CYCLE_MS);
    if (!last) continue;
    const chapterIndex = flow.chapters.findIndex((c) => c.id === question.chapterId);
    const chapter = flow.chapters[chapterIndex] as PublicChapter;
    const next = flow.chapters[chapterIndex + 1];
    await expect(page).toHaveURL(`/chapter/${chapter.id}/outro`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      presentText(chapter.outroTitle) ?? chapter.title,
    );
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.clock.runFor(PAGE_FADE_MS + 50);
    if (next) await passIntro(page, next);
    else await expect(page).toHaveURL('/loading-results');
  }
}

/** /loading-results runs its course to /results, where the page's timers run again. */
async function throughLoadingResults(page: Page) {
  await expect(page).toHaveURL('/loading-results');
  await page.clock.runFor(LOADING_RESULTS_DURATION_MS + LOADING_RESULTS_REDIRECT_DELAY_MS + 100);
  await expect(page).toHaveURL('/results');
  await page.clock.resume();
}

/** The chapter the question screen says it is in: the sidebar on wide screens, the header on small ones. */
function currentChapterLabel(page: Page) {
  return isDesktop(page)
    ? page.getByRole('navigation', { name: 'Chapters' }).locator('[aria-current="step"]')
    : page.getByTestId('chapter-header');
}

/** Waits until every score gauge has counted up to its score (it fills up from 1 when shown). */
async function gaugesSettled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('svg[role="img"]')].flatMap((gauge) => {
          const shown = gauge.querySelector('[data-testid="score-gauge-value"]')?.textContent;
          const score = /: (\d\.\d) of 5 points$/.exec(gauge.getAttribute('aria-label') ?? '')?.[1];
          return shown !== undefined && shown !== score
            ? [`${gauge.getAttribute('aria-label')}: ${shown}`]
            : [];
        }),
      ),
    )
    .toEqual([]);
}

/**
 * What the signed-in owner's results page shows, section by section (the gauges settled, and the
 * lazily loaded note under 'How Others See You' arrived: the sections reveal one after another).
 */
async function resultsPageText(page: Page) {
  await gaugesSettled(page);
  await expect(
    page.locator('#core-strength').getByText(founderFeedbackCopy.howOthersSeeYou.cannedNoteNoRound),
  ).toBeVisible();
  const sections = ['overall', 'inner', 'outer', 'core-strength', 'uplift-potential'];
  const text: Record<string, string> = {
    given: await page.getByTestId('result-given').innerText(),
  };
  for (const id of sections) text[id] = await page.locator(`#${id}`).innerText();
  return text;
}

async function closeProfileDialog(page: Page) {
  const profile = page.getByRole('dialog', { name: 'Complete Your Profile' });
  await profile.getByRole('button', { name: 'Later' }).click();
  await expect(profile).toBeHidden();
}

test('a version published mid-assessment: that founder finishes on theirs, a new founder gets the new one, a given result stays as it was', async ({
  page,
  request,
  browser,
  ownServer,
}) => {
  // two founders through every question each and an admin publishing: minutes on a slow or busy 2-core machine
  test.setTimeout(360_000);
  const url = ownServer.url;
  const contexts: BrowserContext[] = [];
  // two accounts and a sign-in: not to be refused for the accounts earlier tests of this worker made
  await resetAuthRateLimits(ownServer.db);
  try {
    // ── the admin, and the version everyone starts on ──
    const admin = await signUpAdmin(ownServer, page.request, uniqueEmail('admin'));
    await signIn(page.request, url, admin.email);
    const published = await withoutDraft(page.request, url);
    const next = published + 1;
    const flow = await loadFlow(request);
    const total = flow.questions.length;
    const [first, second, third] = flow.chapters;
    if (!first || !second || !third) throw new Error('needs three chapters');
    for (const chapter of flow.chapters)
      expect(hasOutro(chapter), `${chapter.title} has an outro`).toBe(true);
    const firstQuestions = flow.byChapter(first.id);
    const secondQuestions = flow.byChapter(second.id);
    if (firstQuestions.length < 3 || secondQuestions.length < 2)
      throw new Error('chapter 1 needs 3 questions, chapter 2 needs 2');
    // B answers two questions of chapter 1 before the publish; the draft changes what B has not reached:
    const reworded = firstQuestions.at(-1) as PublicQuestion; // chapter 1's last question
    const removed = secondQuestions[1] as PublicQuestion; // chapter 2's second question
    const renamed = third; // chapter 3: its title and its intro title
    const newWording = `E2E v${next}: I can say which decision I keep postponing, and why.`;
    const newTitle = `E2E v${next} Renamed Chapter`;
    const newIntroTitle = `E2E v${next}: a new intro title`;
    const indexOf = (question: PublicQuestion) => flow.questions.findIndex((q) => q.id === question.id);
    // B's answer to the question deleted from version N+1 moves chapter 2's score: it must count
    const valueOfB = (index: number, question: PublicQuestion) =>
      question.id === removed.id ? 5 : answerFor(index);

    // ── founder A, signed up, has completed the whole assessment on version N ──
    // (through the API as the web app sends it; B below answers in the page). Chapter 3 is A's core
    // strength (all 5s) and the last chapter the uplift potential (all 1s): the chapter renamed below
    // is the one A's results page names most.
    const lastChapter = flow.chapters.at(-1) as PublicChapter;
    const valueOfA = (question: PublicQuestion, index: number) =>
      question.chapterId === renamed.id
        ? 5
        : question.chapterId === lastChapter.id
          ? 1
          : ((index * 3) % 4) + 1;
    const founderA = await founderBrowser(browser, page, url, 'a');
    contexts.push(founderA.context);
    const a = founderA.page;
    await signUp(
      founderA.context.request,
      url,
      'Ada Founder',
      uniqueEmail('founder-a'),
      'a long enough password',
    );
    const completedA = await completeAssessmentViaApi(request, 'e2e_founder_a', valueOfA);
    expect(completedA.questionnaire.version).toBe(published);
    const answersA = completedA.answers;
    await a.goto('/terms');
    await storeCompletedAssessment(a, completedA.session, answersA);
    const claimed = a.waitForResponse((r) => r.url().endsWith('/api/me/sessions/claim'));
    await a.goto('/results');
    expect((await claimed).status()).toBe(200);
    const expectedA = computeResult(flow.chapters, flow.questions, answersA);
    expect(expectedA.coreStrength?.id).toBe(renamed.id);
    // saved to A's account by the results page, the result shows everything to its owner
    await closeProfileDialog(a);
    await expect(a.getByRole('heading', { name: 'Your Zone of Genius', exact: true })).toBeVisible();
    await expect(a.getByTestId('result-given')).toHaveText(
      new RegExp(`^Completed .+ · Questionnaire version ${published}$`),
    );
    await expect(
      a.getByRole('img', { name: `Overall score: ${formatScoreOutOfFive(expectedA.overall)}` }),
    ).toBeVisible();
    for (const chapter of expectedA.answeredChapters)
      await expect(
        a.getByRole('img', { name: `${chapter.title}: ${formatScoreOutOfFive(chapter.average)}` }).first(),
      ).toBeVisible();
    await expect(a.locator('#core-strength-title')).toHaveText(renamed.title);
    await expect(a.locator('#uplift-potential-title')).toHaveText(lastChapter.title);
    const sessionA = completedA.session;
    const resultOfA = async () => {
      const response = await founderA.context.request.get(`/api/sessions/${sessionA.id}/result`, {
        headers: { 'x-session-secret': sessionA.secret },
      });
      expect(response.status()).toBe(200);
      return (await response.json()) as ResultView;
    };
    const givenA = await resultOfA();
    expect(givenA).toMatchObject({
      version: published,
      gated: false,
      questionCount: total,
      answeredCount: total,
    });
    // the toast recorder hears what the page says (so that B's silence below means something)
    await expect
      .poll(() => toastsSeen(a))
      .toContainEqual(expect.stringContaining('Your results have been saved'));
    const shownA = await resultsPageText(a);
    expect(shownA['core-strength']).toContain(renamed.title);
    expect(await axeViolations(a), 'results of A').toEqual([]);

    // ── founder B starts, and answers two questions of chapter 1 ──
    const founderB = await founderBrowser(browser, page, url, 'b');
    contexts.push(founderB.context);
    const b = founderB.page;
    await startFromOverview(b, flow);
    await answerRange(b, flow, 0, 2, valueOfB);
    await expect(questionHeading(b)).toHaveText(flow.questions[2]?.text as string);
    const sessionB = await heldSession(b);
    expect(sessionB).toMatchObject({ version: published });
    expect((await readStorage(b)).local.assessmentVersion).toBe(String(published));

    // ── the admin rewords, deletes and renames what B has not reached, in a draft of version N+1 ──
    await page.goto(`/admin/questions?chapter=${first.id}`);
    const bar = versionBar(page);
    await expect(bar).toContainText(`Version ${published} is published.`);
    await page.getByRole('button', { name: `Edit question ${firstQuestions.length}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit question' });
    await expect(edit.getByLabel('Question')).toHaveValue(reworded.text);
    await edit.getByLabel('Question').fill(newWording);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(bar).toContainText(`Editing the draft of version ${next}`);

    await page.getByLabel('Chapter', { exact: true }).selectOption(second.id);
    const secondList = page.getByRole('list', { name: `Questions of ${second.title}` });
    await expect(secondList.getByRole('listitem')).toHaveCount(secondQuestions.length);
    await expect(secondList.getByRole('listitem').nth(1)).toContainText(removed.text);
    await page.getByRole('button', { name: 'Delete question 2' }).click();
    const confirmDelete = page.getByRole('dialog', { name: 'Delete this question?' });
    await confirmDelete.getByRole('button', { name: 'Delete' }).click();
    await expect(confirmDelete).toBeHidden();
    await expect(secondList.getByRole('listitem')).toHaveCount(secondQuestions.length - 1);

    await page.goto('/admin/chapters');
    await page.getByRole('button', { name: 'Edit chapter 3', exact: true }).click();
    await expect(page.getByLabel('Chapter title', { exact: true })).toHaveValue(renamed.title);
    await page.getByLabel('Chapter title', { exact: true }).fill(newTitle);
    await page.getByLabel('Intro title', { exact: true }).fill(newIntroTitle);
    await page.getByRole('button', { name: 'Save intro' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Intro saved' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Chapters in order' }).getByRole('listitem').nth(2),
    ).toContainText(newTitle);
    await expect(bar).toContainText(/3 unpublished edits/);

    // preview: the renamed chapter's intro, the reworded question, results for sample answers
    await bar.getByRole('link', { name: 'Preview' }).click();
    await expect(page).toHaveURL('/admin/versions/preview');
    const stage = page.getByRole('region', { name: 'What the respondent sees' });
    await page.getByLabel('Go to').selectOption({ label: `3. ${newTitle}` });
    await expect(stage.getByRole('heading', { level: 2 })).toHaveText(newIntroTitle);
    await page.getByLabel('Go to').selectOption({ label: `1. ${first.title}` });
    await stage.getByRole('button', { name: 'Start chapter' }).click();
    for (let step = 1; step < firstQuestions.length; step++)
      await page.getByRole('button', { name: 'Next' }).click();
    await expect(stage.getByRole('heading', { level: 2 })).toHaveText(newWording);
    await page.getByRole('button', { name: 'Fill with 3s' }).click();
    await expect(
      page.getByRole('group', { name: `Sample answers · ${total - 1} of ${total - 1} answered` }),
    ).toBeVisible();
    await page.getByLabel('Go to').selectOption({ label: 'Results' });
    const sample = page.getByRole('region', { name: 'Results for these sample answers' });
    await sample.getByRole('button', { name: 'Show the results' }).click();
    await expect(sample.getByRole('img', { name: 'Overall score: 3.0 of 5 points' })).toBeVisible();

    // review: the diff names the reworded, the removed and the renamed; then publish, confirmed
    await page.getByRole('link', { name: 'Back to review' }).click();
    await expect(page).toHaveURL('/admin/versions/review');
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary).toContainText(`Draft version ${next} compared with published version ${published}`);
    await expect(summary).toContainText('1 question removed');
    const rewordedItem = page
      .getByRole('article', { name: `1. ${first.title}` })
      .getByRole('listitem')
      .filter({ hasText: newWording });
    await expect(rewordedItem).toContainText('Reworded');
    await expect(rewordedItem.locator('del')).toHaveText(reworded.text);
    await expect(rewordedItem.locator('ins')).toHaveText(newWording);
    const removedItem = page
      .getByRole('article', { name: `2. ${second.title}` })
      .getByRole('listitem')
      .filter({ hasText: removed.text });
    await expect(removedItem).toContainText('Removed');
    await expect(removedItem.locator('del')).toHaveText(removed.text);
    const renamedTexts = page
      .getByRole('article', { name: `3. ${newTitle}` })
      .getByRole('region', { name: `Chapter texts: ${newTitle}` });
    await expect(renamedTexts.locator('del')).toContainText([
      renamed.title,
      presentText(renamed.introTitle) ?? '(empty)',
    ]);
    await expect(renamedTexts.locator('ins')).toContainText([newTitle, newIntroTitle]);
    await expect(renamedTexts.getByRole('term')).toContainText(['Title', 'Intro title']);
    await publishFromReview(page, next);
    const after = await publicQuestionnaire(request);
    expect(after.version).toBe(next);
    expect(after.questions).toHaveLength(total - 1);

    // ── B goes on and finishes on version N, without noticing ──
    // the rest of chapter 1 on the page loaded before the publish: the reworded question as it was
    const rewordedAt = indexOf(reworded);
    await answerRange(b, flow, 2, rewordedAt, valueOfB);
    await expect(questionHeading(b)).toHaveText(reworded.text);
    // a reload loads B's own version again, not the published one
    const ownVersion = b.waitForResponse((r) => r.url().endsWith(`/api/questionnaire/versions/${published}`));
    await b.reload();
    expect((await ownVersion).status()).toBe(200);
    await expect(questionHeading(b)).toHaveText(reworded.text);
    await expect(
      b.getByText(assessmentCopy.questionOf(rewordedAt + 1, total), { exact: true }),
    ).toBeVisible();
    await expect(b.getByText(newWording)).toHaveCount(0);
    await answerRange(b, flow, rewordedAt, rewordedAt + 1, valueOfB);

    // chapter 2 offline for its first two questions, the deleted one among them
    await founderB.context.setOffline(true);
    const secondAt = indexOf(secondQuestions[0] as PublicQuestion);
    await answerRange(b, flow, secondAt, secondAt + 1, valueOfB);
    await expect(b.getByText(assessmentCopy.syncOffline)).toBeVisible();
    await expect(questionHeading(b)).toHaveText(removed.text);
    await answerRange(b, flow, secondAt + 1, secondAt + 2, valueOfB);
    expect(Object.keys(JSON.parse((await readStorage(b)).local.assessmentSyncQueue ?? '{}'))).toEqual(
      expect.arrayContaining([secondQuestions[0]?.id, removed.id]),
    );
    await founderB.context.setOffline(false);
    await expect.poll(async () => (await readStorage(b)).local.assessmentSyncQueue ?? null).toBeNull();
    await expect(b.getByText(assessmentCopy.syncOffline)).toBeHidden();

    // chapter 3 keeps its title and intro title for B (passIntro checks the intro against version N)
    const thirdAt = indexOf(flow.byChapter(renamed.id)[0] as PublicQuestion);
    await answerRange(b, flow, secondAt + 2, thirdAt, valueOfB);
    await expect(currentChapterLabel(b)).toContainText(renamed.title);
    await expect(b.getByText(newTitle)).toHaveCount(0);
    // by clicks: with the number keys, an answer on version 2 was not taken here (under investigation)
    await answerRange(b, flow, thirdAt, total, valueOfB);
    await throughLoadingResults(b);

    const answersB = Object.fromEntries(flow.questions.map((q, index) => [q.id, valueOfB(index, q)]));
    const expectedB = computeResult(flow.chapters, flow.questions, answersB);
    await expect(b.getByTestId('result-given')).toHaveText(
      new RegExp(`^Completed .+ · Questionnaire version ${published}$`),
    );
    await expect(
      b.getByRole('img', { name: `Overall score: ${formatScoreOutOfFive(expectedB.overall)}` }),
    ).toBeVisible();
    await expect(
      b.getByRole('img', {
        name: `${renamed.title}: ${formatScoreOutOfFive(expectedB.chapterAverages[renamed.id] ?? 0)}`,
      }),
    ).toBeVisible();
    const secondScore = formatScoreOutOfFive(expectedB.chapterAverages[second.id] ?? 0);
    const { [removed.id]: _deleted, ...withoutDeleted } = answersB;
    expect(
      formatScoreOutOfFive(
        computeResult(flow.chapters, flow.questions, withoutDeleted).chapterAverages[second.id] ?? 0,
      ),
    ).not.toBe(secondScore);
    // the chapter's bar (and its gauge too, where it is B's core strength or uplift potential)
    await expect(b.getByRole('img', { name: `${second.title}: ${secondScore}` }).first()).toBeVisible();
    await expect(b.getByText(newTitle)).toHaveCount(0);
    const onServer = await serverSession(request, sessionB);
    expect(onServer).toMatchObject({ status: 'completed', version: published, answers: answersB });
    const resultB = await request.get(`/api/sessions/${sessionB.id}/result`, {
      headers: { 'x-session-secret': sessionB.secret },
    });
    expect((await resultB.json()) as ResultView).toMatchObject({
      version: published,
      questionCount: total,
      answeredCount: total,
    });
    expect((await heldSession(b)).id, 'one session from start to finish').toBe(sessionB.id);
    expect(await toastsSeen(b), 'no toast for B').toEqual([]);
    expect(founderB.watched.refused, 'no refused call for B').toEqual([]);
    expect(await axeViolations(b), 'results of B').toEqual([]);

    // ── a new founder C starts on version N+1 ──
    const founderC = await founderBrowser(browser, page, url, 'c');
    contexts.push(founderC.context);
    const c = founderC.page;
    const afterFlow = await loadFlow(request);
    await c.goto('/');
    const start = c.getByRole('button', { name: 'Start your Audit' });
    // the landing page is prerendered: its button works once React has hydrated it
    await expect
      .poll(() =>
        start.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactProps'))),
      )
      .toBe(true);
    await start.click();
    await c.clock.runFor(PAGE_FADE_MS + 50);
    await expect(c).toHaveURL('/introduction');
    await c.getByRole('button', { name: 'Continue' }).click();
    await c.clock.runFor(INTRODUCTION_CONTINUE_DELAY_MS + 50);
    await expect(c).toHaveURL('/overview');
    await expect(c.getByRole('heading', { level: 3, name: newTitle })).toBeVisible();
    await expect(c.getByRole('heading', { level: 3, name: renamed.title, exact: true })).toHaveCount(0);
    const fromPage = await c.evaluate(
      async () => (await (await fetch('/api/questionnaire')).json()) as Questionnaire,
    );
    expect(fromPage.version).toBe(next);
    await c.getByRole('button', { name: 'Continue' }).click();
    await c.clock.runFor(PAGE_FADE_MS + 50);
    await passIntro(c, afterFlow.chapters[0] as PublicChapter);
    await answerRange(c, afterFlow, 0, rewordedAt, answerFor);
    await expect(questionHeading(c)).toHaveText(newWording);
    await expect(
      c.getByText(assessmentCopy.questionOf(rewordedAt + 1, total - 1), { exact: true }),
    ).toBeVisible();
    expect(await heldSession(c)).toMatchObject({ version: next });
    expect(await toastsSeen(c)).toEqual([]);

    // ── A's results page, reloaded: exactly as given ──
    await a.reload();
    await closeProfileDialog(a);
    await expect(a.getByRole('heading', { name: 'Your Zone of Genius', exact: true })).toBeVisible();
    await expect(a.getByTestId('result-given')).toHaveText(
      new RegExp(`^Completed .+ · Questionnaire version ${published}$`),
    );
    expect(await resultsPageText(a)).toEqual(shownA);
    await expect(a.getByText(newTitle)).toHaveCount(0);
    expect(await resultOfA()).toEqual(givenA);
    expect(await axeViolations(a), 'results of A after the publish').toEqual([]);

    for (const [who, founder] of [
      ['A', founderA],
      ['B', founderB],
      ['C', founderC],
    ] as const)
      expect(founder.watched.csp, `CSP violations for ${who}`).toEqual([]);
  } finally {
    for (const context of contexts) await context.close();
    // no draft left for the next own-server test of this worker
    await withoutDraft(page.request, url).catch(() => undefined);
    await resetAuthRateLimits(ownServer.db);
  }
});
