import type { Page } from '@playwright/test';
import { loadingResultsCopy, overviewCopy } from '../src/content/copy';
import { defaultQuestionnaire } from '../src/content/default-questionnaire';
import { assessmentCopy, footerCopy, queryErrorCopy } from '../src/content/flow-copy';
import { versionCopy } from '../src/content/version-copy';
import type { Questionnaire } from '../src/contract/assessment';
import { chapterIntroTexts, chaptersOfArea, presentText } from '../src/domain/chapters';
import {
  AUTO_PROGRESSION_MS,
  INTRODUCTION_CONTINUE_DELAY_MS,
  LOADING_RESULTS_DURATION_MS,
  LOADING_RESULTS_REDIRECT_DELAY_MS,
  PAGE_FADE_MS,
} from '../src/domain/constants';
import { RATE_LIMIT_EXCEEDED_ERROR } from '../src/domain/messages';
import { metaDescription } from '../src/domain/sanitize';
import { axeViolations, expect, screenshot, test } from './fixtures';
import {
  ANSWER_CYCLE_MS,
  answerFor,
  CHAPTER_END_MS,
  type Flow,
  heldSession,
  loadFlow,
  questionHeading,
  ratingButton,
  readStorage,
  serverSession,
  storedAnswers,
} from './journey-helpers';
import { pausePageClock } from './test-clock';

/** A fresh installation's questionnaire: the default one. */
const CHAPTERS = defaultQuestionnaire.chapters.length;
const QUESTIONS = defaultQuestionnaire.chapters.flatMap((chapter) => chapter.questions).length;

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1024;

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * Stops the fake clock: from here on only runFor moves time, so the timing checks cannot race a busy
 * machine. (Nothing on the flow's pages waits for a timer once the questionnaire is cached.)
 */
async function pauseClock(page: Page) {
  await pausePageClock(page, 1000);
}

/** axe needs running timers: resume for the audit and the screenshot, then pause again. */
async function auditPaused(page: Page, name: string) {
  await page.clock.resume();
  await expectNoAxeViolations(page);
  await screenshot(page, name);
  await pauseClock(page);
}

/** Checks the intro of `chapter` and goes on to /assessment. */
async function passIntro(page: Page, flow: Flow, chapterIndex: number, opts: { audit?: boolean } = {}) {
  const chapter = flow.chapters[chapterIndex];
  if (!chapter) throw new Error('no chapter');
  await expect(page).toHaveURL(`/chapter/${chapter.id}/intro`);
  const texts = chapterIntroTexts(chapter);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
  await expect(page.getByText(texts.subtitle, { exact: true })).toBeVisible();
  if (texts.quote)
    await expect(page.locator('main figure')).toContainText(texts.quote, { useInnerText: true });
  if (texts.description) await expect(page.getByText(texts.description)).toBeVisible();
  await expect(page.locator('main img')).toHaveAttribute(
    'src',
    chapter.iconUrl ?? `/icons/chapter-0${chapter.position}.svg`,
  );
  // page meta per chapter: its title and the description cut at 150 characters
  await expect(page).toHaveTitle(new RegExp(texts.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const description = metaDescription(presentText(chapter.description) ?? texts.description);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
  expect(description.length).toBeLessThanOrEqual(150);
  if (opts.audit) await auditPaused(page, `journey-chapter-intro-${chapter.position}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  expect((await readStorage(page)).session.assessmentStartChapterId).toBe(chapter.id);
  await page.clock.runFor(PAGE_FADE_MS + 50);
  await expect(page).toHaveURL('/assessment');
}

test.describe('the public flow', () => {
  // Generous: these run beside other suites on shared machines.
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => {
    // Outros wait for Continue here; auto-progression has its own test.
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('e2e-init')) {
        sessionStorage.setItem('e2e-init', '1');
        localStorage.setItem('disableAutoProgress', 'true');
      }
    });
  });

  test('from / through every chapter, every question and outro to /loading-results and /results', async ({
    page,
    request,
  }) => {
    test.setTimeout(360_000);
    const flow = await loadFlow(request);
    expect(flow.chapters).toHaveLength(CHAPTERS);
    expect(flow.questions).toHaveLength(QUESTIONS);
    await page.clock.install();

    // Landing: the footer is there, with its links.
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(String(new Date().getFullYear()));
    for (const name of [footerCopy.legalNotice, footerCopy.privacyPolicy, footerCopy.terms])
      await expect(footer.getByRole('link', { name })).toBeVisible();
    await expect(footer.getByRole('link', { name: footerCopy.privacyPolicy })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(footer.getByRole('link', { name: footerCopy.terms })).toHaveAttribute('href', '/terms');
    await expect(footer.getByRole('button', { name: footerCopy.cookieSettings })).toBeVisible();
    await page.getByRole('button', { name: 'Start your Audit' }).click();
    await page.clock.runFor(PAGE_FADE_MS + 50);

    // Introduction
    await expect(page).toHaveURL('/introduction');
    await expect(page.getByRole('heading', { name: 'The Inner Game' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The Outer Game' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshot(page, 'journey-introduction');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.clock.runFor(INTRODUCTION_CONTINUE_DELAY_MS + 50);

    // Overview: two columns with the areas' chapters by position; a fresh start seeded the default audit
    await expect(page).toHaveURL('/overview');
    expect(flow.chapters.map((chapter) => chapter.title)).toEqual(
      defaultQuestionnaire.chapters.map((chapter) => chapter.title),
    );
    expect(flow.questions).toHaveLength(QUESTIONS);
    await expect(page.getByRole('heading', { level: 2, name: overviewCopy.inner.heading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: overviewCopy.outer.heading })).toBeVisible();
    for (const area of ['inner', 'outer'] as const) {
      const heading = area === 'inner' ? overviewCopy.inner.heading : overviewCopy.outer.heading;
      const column = page.getByRole('region', { name: heading });
      await expect(column.getByRole('heading', { level: 3 })).toHaveText(
        chaptersOfArea(flow.chapters, area).map((chapter) => chapter.title),
      );
    }
    const first = flow.chapters[0];
    if (!first) throw new Error('no chapter');
    const firstDescription = first.description ?? overviewCopy.noDescription;
    if (isDesktop(page)) {
      await expect(page.getByText(firstDescription)).toBeVisible();
      await expect(
        page.getByRole('button', { name: overviewCopy.infoButtonLabel(first.title) }),
      ).toBeHidden();
    } else {
      // small screens: the description sits in a popover behind an info button
      await expect(page.getByText(firstDescription)).toBeHidden();
      await page.getByRole('button', { name: overviewCopy.infoButtonLabel(first.title) }).click();
      await expect(page.getByRole('dialog').getByText(firstDescription)).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshot(page, 'journey-overview-popover');
      await page.keyboard.press('Escape');
    }
    await expectNoAxeViolations(page);
    await screenshot(page, 'journey-overview');
    await pauseClock(page);
    await page.evaluate(() => {
      sessionStorage.setItem('assessmentQuestionIndex', '12');
      sessionStorage.setItem('assessmentStartChapterId', 'stale');
    });
    await page.getByRole('button', { name: 'Continue' }).click();
    // Continue clears the saved question index and start chapter at once, then goes after 600 ms.
    const cleared = await readStorage(page);
    expect(cleared.session.assessmentQuestionIndex).toBeUndefined();
    expect(cleared.session.assessmentStartChapterId).toBeUndefined();
    await page.clock.runFor(PAGE_FADE_MS + 50);

    let answered = 0;
    for (const [chapterIndex, chapter] of flow.chapters.entries()) {
      await passIntro(page, flow, chapterIndex, { audit: chapterIndex === 0 || chapterIndex === 4 });
      const questions = flow.byChapter(chapter.id);
      for (const [inChapter, question] of questions.entries()) {
        const index = answered;
        await expect(questionHeading(page)).toHaveText(question.text);
        await expect(
          page.getByText(assessmentCopy.questionOf(index + 1, QUESTIONS), { exact: true }),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled({ enabled: index > 0 });
        // the bar shows max(answered, index) of all: here both are the questions before this one
        await expect(page.getByRole('progressbar', { name: assessmentCopy.progressLabel })).toHaveAttribute(
          'aria-valuenow',
          String(Math.round((index / QUESTIONS) * 100)),
        );
        if (isDesktop(page)) {
          await expect(page.getByRole('navigation', { name: 'Chapters' })).toBeVisible();
          await expect(page.getByTestId('chapter-complete')).toHaveCount(chapterIndex);
          await expect(
            page.getByRole('navigation', { name: 'Chapters' }).locator('[aria-current="step"]'),
          ).toContainText(chapter.title);
          await expect(page.getByTestId('chapter-header')).toBeHidden();
        } else {
          await expect(page.getByRole('navigation', { name: 'Chapters' })).toBeHidden();
          await expect(page.getByTestId('chapter-header')).toContainText(chapter.title);
          await expect(page.getByTestId('chapter-header')).toBeVisible();
        }
        if (inChapter === 0 && (chapterIndex === 0 || chapterIndex === 4))
          await auditPaused(page, `journey-question-${index + 1}`);
        await ratingButton(page, answerFor(index)).click();
        await expect(ratingButton(page, answerFor(index))).toHaveAttribute('aria-checked', 'true');
        // Stored at once and input locked
        expect(storedAnswers(await readStorage(page))[question.id]).toBe(answerFor(index));
        await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
        answered++;
        const last = inChapter === questions.length - 1;
        await page.clock.runFor(last ? CHAPTER_END_MS : ANSWER_CYCLE_MS);
        if (!last) await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
      }

      // The chapter's outro
      await expect(page).toHaveURL(`/chapter/${chapter.id}/outro`);
      const storage = await readStorage(page);
      const next = flow.chapters[chapterIndex + 1];
      if (next) {
        expect(storage.session.nextChapterIdAfterOutro).toBe(next.id);
        expect(storage.session.currentChapterArea).toBe(next.area);
        expect(storage.session.goToResultsAfterOutro).toBeUndefined();
      } else {
        expect(storage.session.goToResultsAfterOutro).toBe('true');
      }
      if (chapter.outroTitle)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(chapter.outroTitle);
      if (chapter.outroDescription) await expect(page.getByText(chapter.outroDescription)).toBeVisible();
      if (chapterIndex === 0 || chapterIndex === 7)
        await auditPaused(page, `journey-chapter-outro-${chapter.position}`);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.clock.runFor(PAGE_FADE_MS + 50);
    }

    // Loading results, on the paused clock: the checks see exact times.
    await expect(page).toHaveURL('/loading-results');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(loadingResultsCopy.title);
    await expect(page.getByText(loadingResultsCopy.messages[0] as string)).toBeVisible();
    await expect(page.getByTestId('ring-value')).toHaveText('1.0');
    await page.clock.runFor(3500);
    await expect(page.getByText(loadingResultsCopy.messages[1] as string)).toBeVisible();
    await page.clock.runFor(9000 - 3500);
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    await expect(page.getByTestId('ring-value')).toHaveText('3.0');
    await expect(page.getByText(loadingResultsCopy.messages[2] as string)).toBeVisible();
    await page.clock.runFor(LOADING_RESULTS_DURATION_MS - 9000);
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByTestId('ring-value')).toHaveText('5.0');
    await page.clock.runFor(LOADING_RESULTS_REDIRECT_DELAY_MS - 100);
    await expect(page).toHaveURL('/loading-results');
    await page.clock.runFor(150);
    await expect(page).toHaveURL('/results');
    // /results loads its own data on running timers.
    await page.clock.resume();
    await expect(page).toHaveURL('/results');

    // Every answer is in local storage ('1'..'5') and on the server, and the session is completed.
    const storage = await readStorage(page);
    const expected = Object.fromEntries(
      flow.questions.map((question, index) => [question.id, answerFor(index)]),
    );
    expect(storedAnswers(storage)).toEqual(expected);
    expect(Object.values(JSON.parse(storage.local.assessmentAnswers ?? '{}'))).toEqual(
      flow.questions.map((_, index) => String(answerFor(index))),
    );
    expect(storage.local.visitorId).toMatch(/^[a-f0-9]{32}$/);
    expect(storage.session.visitorId).toBe(storage.local.visitorId);
    expect(storage.local.assessmentSyncQueue).toBeUndefined();
    expect(storage.session.goToResultsAfterOutro).toBeUndefined();
    const session = await heldSession(page);
    expect(session.completedAt).toBeTruthy();
    const onServer = await serverSession(request, session);
    expect(onServer.status).toBe('completed');
    expect(onServer.answers).toEqual(expected);
  });

  test('one chapter in real time: the answer timing and the outro without a fake clock', async ({
    page,
    request,
  }) => {
    const flow = await loadFlow(request);
    const chapter = flow.chapters[0];
    if (!chapter) throw new Error('no chapter');
    await page.goto(`/chapter/${chapter.id}/intro`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/assessment');
    const questions = flow.byChapter(chapter.id);
    for (const [index, question] of questions.entries()) {
      await expect(questionHeading(page)).toHaveText(question.text);
      const started = Date.now();
      await ratingButton(page, 4).click();
      if (index < questions.length - 1) {
        // locked right after the answer, the next question after 1300 + 400 ms, unlocked 400 ms later
        await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
        await expect(questionHeading(page)).toHaveText(questions[index + 1]?.text as string, {
          timeout: 5000,
        });
        expect(Date.now() - started).toBeGreaterThanOrEqual(1700 - 50);
        await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
        expect(Date.now() - started).toBeGreaterThanOrEqual(2100 - 50);
      }
    }
    await expect(page).toHaveURL(`/chapter/${chapter.id}/outro`, { timeout: 5000 });
    const session = await heldSession(page);
    await expect
      .poll(async () => Object.keys((await serverSession(request, session)).answers).length)
      .toBe(questions.length);
  });

  test('keyboard only: a whole chapter with keys, focus on each question, Backspace goes back', async ({
    page,
    request,
  }) => {
    const flow = await loadFlow(request);
    const chapter = flow.chapters[0];
    if (!chapter) throw new Error('no chapter');
    await page.clock.install();
    await page.goto('/overview');
    await expect(page.getByRole('heading', { level: 2, name: overviewCopy.inner.heading })).toBeVisible();
    // Tab to Continue and press Enter
    const continueButton = page.getByRole('button', { name: 'Continue' });
    for (let i = 0; i < 40 && !(await continueButton.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(continueButton).toBeFocused();
    await page.keyboard.press('Enter');
    await page.clock.runFor(PAGE_FADE_MS + 50);
    await expect(page).toHaveURL(`/chapter/${chapter.id}/intro`);
    // The URL changes before the intro renders; Tab only once its heading is on screen.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(chapterIntroTexts(chapter).title);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.clock.runFor(PAGE_FADE_MS + 50);
    await expect(page).toHaveURL('/assessment');

    const questions = flow.byChapter(chapter.id);
    const announcer = page.getByTestId('assessment-announcer');
    await expect(questionHeading(page)).toBeFocused();
    await expect(announcer).toHaveText(
      `${chapterIntroTexts(chapter).subtitle}: ${chapter.title}. Question 1 of ${QUESTIONS}.`,
    );

    // First question: Tab into the scale, arrows move, Space chooses
    await page.keyboard.press('Tab');
    await expect(ratingButton(page, 1)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(ratingButton(page, 3)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(ratingButton(page, 3)).toHaveAttribute('aria-checked', 'true');
    await page.clock.runFor(ANSWER_CYCLE_MS);
    await expect(questionHeading(page)).toHaveText(questions[1]?.text as string);
    await expect(questionHeading(page)).toBeFocused();
    await expect(announcer).toHaveText(`Question 2 of ${QUESTIONS}.`);

    // Backspace goes back; the earlier answer is kept and → continues without changing it
    await page.keyboard.press('Backspace');
    await expect(questionHeading(page)).toHaveText(questions[0]?.text as string);
    await expect(questionHeading(page)).toBeFocused();
    await expect(ratingButton(page, 3)).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('ArrowRight');
    await page.clock.runFor(ANSWER_CYCLE_MS);
    await expect(questionHeading(page)).toHaveText(questions[1]?.text as string);

    // The rest with the number keys
    for (let index = 1; index < questions.length; index++) {
      await expect(questionHeading(page)).toHaveText(questions[index]?.text as string);
      await expect(questionHeading(page)).toBeFocused();
      await page.keyboard.press(String(answerFor(index)));
      await page.clock.runFor(index === questions.length - 1 ? CHAPTER_END_MS : ANSWER_CYCLE_MS);
    }
    await expect(page).toHaveURL(`/chapter/${chapter.id}/outro`);
    // As with the intro, the question screen (its 'Continue' disabled while leaving) can still be
    // on screen when the URL changes; Tab only once the outro's own heading is there.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      presentText(chapter.outroTitle) ?? chapter.title,
    );
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.clock.runFor(PAGE_FADE_MS + 50);
    await expect(page).toHaveURL(`/chapter/${flow.chapters[1]?.id}/intro`);

    const answers = storedAnswers(await readStorage(page));
    expect(questions.map((question) => answers[question.id])).toEqual([
      3,
      ...questions.slice(1).map((_, i) => answerFor(i + 1)),
    ]);
  });

  test('offline mid-chapter: answering goes on, and every answer reaches the server when it returns', async ({
    page,
    context,
    request,
  }) => {
    const flow = await loadFlow(request);
    await page.clock.install();
    await page.goto('/assessment');
    await expect(questionHeading(page)).toHaveText(flow.questions[0]?.text as string);
    for (let index = 0; index < 2; index++) {
      await ratingButton(page, answerFor(index)).click();
      await page.clock.runFor(ANSWER_CYCLE_MS);
    }
    const session = await heldSession(page);
    await expect
      .poll(async () => Object.keys((await serverSession(request, session)).answers).length)
      .toBe(2);

    // the rest of the first chapter offline
    const inChapter = flow.byChapter(flow.chapters[0]?.id as string).length;
    await context.setOffline(true);
    for (let index = 2; index < inChapter; index++) {
      await expect(questionHeading(page)).toHaveText(flow.questions[index]?.text as string);
      await ratingButton(page, answerFor(index)).click();
      await page.clock.runFor(index === inChapter - 1 ? CHAPTER_END_MS : ANSWER_CYCLE_MS);
      if (index === 2) await expect(page.getByText(assessmentCopy.syncOffline)).toBeVisible();
    }
    // The chapter ends offline too: its outro is there (the questionnaire is cached)
    await expect(page).toHaveURL(`/chapter/${flow.chapters[0]?.id}/outro`);
    const queued = JSON.parse((await readStorage(page)).local.assessmentSyncQueue ?? '{}');
    expect(Object.keys(queued)).toHaveLength(inChapter - 2);
    expect(Object.keys((await serverSession(request, session)).answers)).toHaveLength(2);

    await context.setOffline(false);
    await expect.poll(async () => (await readStorage(page)).local.assessmentSyncQueue ?? null).toBeNull();
    const onServer = await serverSession(request, session);
    expect(onServer.answers).toEqual(
      Object.fromEntries(
        flow.questions.slice(0, inChapter).map((question, index) => [question.id, answerFor(index)]),
      ),
    );
  });

  test('a reload mid-chapter resumes at the same question with the answers kept', async ({
    page,
    request,
  }) => {
    const flow = await loadFlow(request);
    await page.clock.install();
    await page.goto('/assessment');
    for (let index = 0; index < 3; index++) {
      await expect(questionHeading(page)).toHaveText(flow.questions[index]?.text as string);
      await ratingButton(page, answerFor(index)).click();
      await page.clock.runFor(ANSWER_CYCLE_MS);
    }
    await expect(questionHeading(page)).toHaveText(flow.questions[3]?.text as string);
    expect((await readStorage(page)).session.assessmentQuestionIndex).toBe('3');
    await page.reload();
    await expect(questionHeading(page)).toHaveText(flow.questions[3]?.text as string);
    await expect(page.getByText(assessmentCopy.questionOf(4, QUESTIONS), { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(questionHeading(page)).toHaveText(flow.questions[2]?.text as string);
    await expect(ratingButton(page, answerFor(2))).toHaveAttribute('aria-checked', 'true');

    // An index beyond the list starts again at 0
    await page.evaluate(() => sessionStorage.setItem('assessmentQuestionIndex', '99'));
    await page.reload();
    await expect(questionHeading(page)).toHaveText(flow.questions[0]?.text as string);
  });

  test('with reduced motion the timings stay and nothing animates', async ({ page, request }) => {
    const flow = await loadFlow(request);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/assessment');
    await expect(questionHeading(page)).toHaveText(flow.questions[0]?.text as string);
    await pauseClock(page);
    const question = page.locator('[data-phase]');
    const durations = await question.evaluate((el) => {
      const style = getComputedStyle(el);
      return [style.transitionDuration, style.animationDuration];
    });
    for (const duration of durations) expect(Number.parseFloat(duration)).toBeLessThan(0.001);
    await ratingButton(page, 2).click();
    await page.clock.runFor(1200);
    await expect(questionHeading(page)).toHaveText(flow.questions[0]?.text as string);
    await page.clock.runFor(ANSWER_CYCLE_MS - 1200);
    await expect(questionHeading(page)).toHaveText(flow.questions[1]?.text as string);
    await page.clock.resume();
  });

  test('a stored start chapter and the chapter-jump event move to that chapter', async ({
    page,
    request,
  }) => {
    const flow = await loadFlow(request);
    const third = flow.chapters[2];
    const sixth = flow.chapters[5];
    if (!third || !sixth) throw new Error('chapters');
    await page.goto('/');
    await page.evaluate((id) => sessionStorage.setItem('assessmentStartChapterId', id), third.id);
    await page.goto('/assessment');
    await expect(questionHeading(page)).toHaveText(flow.byChapter(third.id)[0]?.text as string);
    expect((await readStorage(page)).session.assessmentStartChapterId).toBeUndefined();
    await page.evaluate(
      (chapterId) => window.dispatchEvent(new CustomEvent('chapterJump', { detail: { chapterId } })),
      sixth.id,
    );
    await expect(questionHeading(page)).toHaveText(flow.byChapter(sixth.id)[0]?.text as string);
    await expect(page.locator('body')).toHaveAttribute('data-theme', 'outer');
    expect((await readStorage(page)).session.currentChapterArea).toBe('outer');
  });

  test('an outro moves on by itself after about 5 s unless disableAutoProgress is set', async ({
    page,
    request,
  }) => {
    const flow = await loadFlow(request);
    const [first, second] = flow.chapters;
    if (!first || !second) throw new Error('chapters');
    await page.clock.install();
    await page.goto('/');
    await page.evaluate((id) => sessionStorage.setItem('nextChapterIdAfterOutro', id), second.id);
    await page.goto(`/chapter/${first.id}/outro`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.outroTitle as string);
    await page.clock.runFor(AUTO_PROGRESSION_MS + PAGE_FADE_MS + 100);
    await expect(page).toHaveURL(`/chapter/${first.id}/outro`);

    await page.evaluate((id) => {
      localStorage.removeItem('disableAutoProgress');
      sessionStorage.setItem('nextChapterIdAfterOutro', id);
    }, second.id);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.outroTitle as string);
    await expect(page.getByText(/^Continuing automatically in \d s$/)).toBeVisible();
    await pauseClock(page);
    // The clock ran on its own until the pause (at most a second or two on a busy machine): still here
    // 3 s later, gone by 5 s and the fade.
    await page.clock.runFor(AUTO_PROGRESSION_MS - 2000 - 1000);
    await expect(page).toHaveURL(`/chapter/${first.id}/outro`);
    await page.clock.runFor(2000 + PAGE_FADE_MS + 100);
    await expect(page).toHaveURL(`/chapter/${second.id}/intro`);
    await page.clock.resume();
  });

  test('outro without content skips after 300 ms; unknown chapters; icon fallbacks', async ({
    page,
    request,
  }) => {
    const flow = await loadFlow(request);
    const [first, second] = flow.chapters;
    if (!first || !second) throw new Error('chapters');
    // Serve a questionnaire whose first chapter has no outro and a broken icon URL.
    await page.route('**/api/questionnaire', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.chapters[0].outroEnabled = false;
      body.chapters[0].iconUrl = '/icons/no-such-icon.svg';
      await route.fulfill({ response, json: body });
    });
    await page.route('**/icons/chapter-02.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await page.clock.install();

    await page.goto(`/chapter/${first.id}/intro`);
    // the icon falls back to the default by position
    await expect(page.locator('main img')).toHaveAttribute('src', '/icons/chapter-01.svg');
    await page.goto(`/chapter/${second.id}/intro`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // both fail: hidden
    await expect(page.locator('main img')).toHaveCount(0);

    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`/chapter/${first.id}/outro`);
    await page.clock.runFor(300 + 50);
    await expect(page).toHaveURL('/assessment');

    await page.goto('/chapter/00000000-0000-4000-8000-000000000000/intro');
    await expect(page.getByRole('heading', { name: 'Chapter not found' })).toBeVisible();
    await expect(page).toHaveTitle(/Chapter not found/);
    await expectNoAxeViolations(page);
    await page.goto('/chapter/00000000-0000-4000-8000-000000000000/outro');
    await expect(page.getByRole('heading', { name: 'Chapter not found' })).toBeVisible();
  });

  test("overview states: 'Loading...' until the chapters arrive, 'No description available' without one", async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/chapters', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.chapters[0].description = null;
      await held;
      await route.fulfill({ response, json: body });
    });
    await page.goto('/overview');
    await expect(page.getByText(overviewCopy.loading)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expectNoAxeViolations(page);
    release();
    await expect(page.getByText(overviewCopy.loading)).toBeHidden();
    const firstTitle = page.getByRole('heading', { level: 3 }).first();
    const title = (await firstTitle.textContent()) ?? '';
    if (isDesktop(page)) {
      await expect(page.getByText(overviewCopy.noDescription)).toBeVisible();
    } else {
      await page.getByRole('button', { name: overviewCopy.infoButtonLabel(title) }).click();
      await expect(page.getByRole('dialog').getByText(overviewCopy.noDescription)).toBeVisible();
      await page.keyboard.press('Escape');
    }
    await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  test("the questions load once the founder heads for 'Continue', and 'Continue' keeps its place", async ({
    page,
  }) => {
    const questionnaireCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/questionnaire') questionnaireCalls.push(request.url());
    });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/chapters', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/overview');
    const cta = page.getByRole('button', { name: 'Continue' });
    await expect(cta).toBeDisabled();
    const waiting = await cta.boundingBox();
    release();
    await expect(cta).toBeEnabled();
    // below the fold while the chapters load, or where the loaded list puts it: never a jump in view
    const loaded = await cta.boundingBox();
    const fold = page.viewportSize()?.height ?? 0;
    if (waiting && waiting.y < fold) expect(Math.abs((loaded?.y ?? 0) - waiting.y)).toBeLessThan(2);
    // the overview alone does not load (and parse) the whole questionnaire
    await page.waitForTimeout(500);
    expect(questionnaireCalls).toEqual([]);
    const loadedQuestions = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/questionnaire');
    await cta.focus();
    expect((await loadedQuestions).status()).toBe(200);
    await cta.click();
    await expect(page).toHaveURL(/\/chapter\/[^/]+\/intro$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(questionnaireCalls).toHaveLength(1);
  });

  test('a version published mid-assessment changes nothing for this founder; the next one gets it', async ({
    page,
    request,
  }) => {
    const flow = await loadFlow(request);
    const current = (await (await request.get('/api/questionnaire')).json()) as Questionnaire;
    await page.clock.install();
    await page.goto('/assessment');
    for (let index = 0; index < 2; index++) {
      await expect(questionHeading(page)).toHaveText(flow.questions[index]?.text as string);
      await ratingButton(page, answerFor(index)).click();
      await page.clock.runFor(ANSWER_CYCLE_MS);
    }
    // the version is remembered beside the answers, and the session is on it
    expect((await readStorage(page)).local.assessmentVersion).toBe(String(current.version));
    const session = await heldSession(page);
    expect(session).toMatchObject({ version: current.version });
    expect((await serverSession(request, session)).version).toBe(current.version);

    // A next version is published: reworded, its third question and first chapter's title changed.
    const [first, second, third] = flow.questions;
    const next: Questionnaire = {
      ...current,
      version: current.version + 1,
      chapters: current.chapters.map((chapter) =>
        chapter.id === flow.chapters[0]?.id ? { ...chapter, title: 'Renamed in the next version' } : chapter,
      ),
      questions: current.questions
        .filter((question) => question.id !== third?.id)
        .map((question) => ({ ...question, text: `Reworded: ${question.text}` })),
    };
    await page.route('**/api/questionnaire', (route) => route.fulfill({ json: next }));
    await page.route('**/api/chapters', (route) => route.fulfill({ json: { chapters: next.chapters } }));
    const ownVersion = page.waitForResponse((r) =>
      r.url().endsWith(`/api/questionnaire/versions/${current.version}`),
    );
    await page.reload();
    expect((await ownVersion).status()).toBe(200);
    // same questions, same position, nothing lost
    await expect(questionHeading(page)).toHaveText(third?.text as string);
    await expect(page.getByText(assessmentCopy.questionOf(3, QUESTIONS), { exact: true })).toBeVisible();
    expect(Object.keys(storedAnswers(await readStorage(page)))).toEqual([first?.id, second?.id]);
    await ratingButton(page, answerFor(2)).click();
    await page.clock.runFor(ANSWER_CYCLE_MS);
    await expect
      .poll(async () => Object.keys((await serverSession(request, session)).answers).length)
      .toBe(3);
    await page.goto('/overview');
    await expect(page.getByRole('heading', { level: 3, name: flow.chapters[0]?.title })).toBeVisible();
    await expect(page.getByText('Renamed in the next version')).toHaveCount(0);

    // Completed: the next assessment starts on the published version.
    await page.evaluate(() => {
      const held = JSON.parse(localStorage.getItem('assessmentSession') ?? '{}');
      localStorage.setItem(
        'assessmentSession',
        JSON.stringify({ ...held, completedAt: new Date().toISOString() }),
      );
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 3, name: 'Renamed in the next version' })).toBeVisible();
  });

  test('a refused answer (version_mismatch) or version (version_unavailable) loses nothing', async ({
    page,
    request,
  }) => {
    const flow = await loadFlow(request);
    await page.clock.install();
    // The first session asked for is refused as unavailable: the app starts on the published one and says so.
    let refusedSessions = 0;
    await page.route('**/api/sessions', (route) => {
      if (route.request().method() !== 'POST' || refusedSessions++ > 0) return route.fallback();
      return route.fulfill({
        status: 409,
        json: { error: { code: 'version_unavailable', message: 'This version is not available.' } },
      });
    });
    await page.goto('/assessment');
    await ratingButton(page, answerFor(0)).click();
    await page.clock.runFor(ANSWER_CYCLE_MS);
    await expect(page.getByText(versionCopy.restarted.title)).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('assessmentSession'))).not.toBeNull();
    const session = await heldSession(page);
    await expect
      .poll(async () => (await serverSession(request, session)).answers)
      .toEqual({
        [flow.questions[0]?.id as string]: answerFor(0),
      });

    // An answer refused as another version's: the session's own version is loaded, the answer kept and sent.
    let refusedAnswers = 0;
    await page.route('**/api/sessions/*/answers/*', (route) => {
      if (refusedAnswers++ > 0) return route.fallback();
      return route.fulfill({
        status: 409,
        json: { error: { code: 'version_mismatch', message: 'Another version.' } },
      });
    });
    const stateAsked = page.waitForResponse((r) => r.url().endsWith(`/api/sessions/${session.id}`));
    await expect(questionHeading(page)).toHaveText(flow.questions[1]?.text as string);
    await ratingButton(page, answerFor(1)).click();
    await page.clock.runFor(ANSWER_CYCLE_MS);
    expect((await stateAsked).status()).toBe(200);
    await expect
      .poll(async () => (await serverSession(request, session)).answers)
      .toEqual({
        [flow.questions[0]?.id as string]: answerFor(0),
        [flow.questions[1]?.id as string]: answerFor(1),
      });
    expect((await heldSession(page)).id).toBe(session.id);
    await expect(questionHeading(page)).toHaveText(flow.questions[2]?.text as string);
  });

  test('assessment states: empty, error with toast, rate limit toast', async ({ page }) => {
    await page.route('**/api/questionnaire', (route) =>
      route.fulfill({
        json: {
          assessment: { id: '00000000-0000-4000-8000-000000000001', title: 'x' },
          version: 1,
          chapters: [],
          questions: [],
        },
      }),
    );
    await page.goto('/assessment');
    await expect(page.getByRole('heading', { name: assessmentCopy.empty })).toBeVisible();

    await page.unrouteAll();
    let calls = 0;
    await page.route('**/api/questionnaire', (route) => {
      calls++;
      return route.fulfill({
        status: 503,
        json: { error: { code: 'unavailable', message: 'The service is briefly unavailable.' } },
      });
    });
    await page.goto('/assessment');
    await expect(page.getByText(assessmentCopy.loading)).toBeVisible();
    await expect(page.getByRole('heading', { name: assessmentCopy.errorTitle })).toBeVisible();
    await expect(page.getByText('The service is briefly unavailable.').first()).toBeVisible();
    await expect(page.getByText(queryErrorCopy.questionsTitle)).toBeVisible();
    expect(calls).toBe(2); // one retry, no more
    await expectNoAxeViolations(page);
    await screenshot(page, 'journey-assessment-error');

    await page.unrouteAll();
    calls = 0;
    await page.route('**/api/chapters', (route) => {
      calls++;
      return route.fulfill({
        status: 429,
        headers: { 'retry-after': '30' },
        json: { error: { code: 'rate_limited', message: 'Too many requests.' } },
      });
    });
    await page.goto('/overview');
    await expect(page.getByText(queryErrorCopy.rateLimitTitle, { exact: true })).toBeVisible();
    await expect(page.getByText(/^Too many requests\. Try again after .+\.$/)).toBeVisible();
    // the overview's own error line carries the spec's thrown message
    await expect(page.getByText(RATE_LIMIT_EXCEEDED_ERROR, { exact: true })).toBeVisible();
    expect(calls).toBe(1); // never retried
  });

  test('footer: hidden on the flow pages, Cookie Settings fires its event; auth hashes go to /auth', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => {
      (window as unknown as { cookieEvents: number }).cookieEvents = 0;
      window.addEventListener('openCookieSettings', () => {
        (window as unknown as { cookieEvents: number }).cookieEvents++;
      });
    });
    await expectNoAxeViolations(page);
    await screenshot(page, 'journey-landing-footer');
    await page.getByRole('button', { name: footerCopy.cookieSettings }).click();
    expect(await page.evaluate(() => (window as unknown as { cookieEvents: number }).cookieEvents)).toBe(1);
    await page.keyboard.press('Escape');

    // /loading-results in real time (axe needs running timers): no footer, no violations.
    await page.goto('/loading-results');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(loadingResultsCopy.title);
    await expectNoAxeViolations(page);
    await screenshot(page, 'journey-loading-results');

    for (const path of [
      '/introduction',
      '/overview',
      '/assessment',
      '/chapter/x/intro',
      '/loading-results',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    }

    await page.goto('/overview#access_token=abc&type=signup');
    await expect(page).toHaveURL('/auth?next=%2Foverview#access_token=abc&type=signup');
    await page.goto('/#error=access_denied');
    await expect(page).toHaveURL('/auth?next=%2F#error=access_denied');
  });
});
