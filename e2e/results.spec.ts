import type { APIRequestContext, Page } from '@playwright/test';
import { founderFeedbackCopy } from '../src/content/feedback-copy';
import { GATED_RESULT_FIELDS } from '../src/contract/assessment';
import { computeResult, formatScoreOutOfFive } from '../src/domain/scoring';
import { armCsrf, axeViolations, expect, screenshot, test } from './fixtures';
import { completeAssessmentViaApi, signIn, signUp, storeCompletedAssessment } from './journey-helpers';

/** Answers every question through the API with a pattern: strong inner game, weaker outer, one weak spot. */
async function completeAssessment(request: APIRequestContext, visitorId: string) {
  const { session, questionnaire, answers } = await completeAssessmentViaApi(
    request,
    visitorId,
    (q, _index, { chapters }) => {
      const chapter = chapters.find((c) => c.id === q.chapterId)?.position ?? 1;
      return chapter <= 4
        ? 5 - ((q.position + chapter) % 2)
        : chapter === 7
          ? 1 + (q.position % 2)
          : 3 + (q.position % 2);
    },
  );
  return {
    session,
    questionnaire,
    answers,
    expected: computeResult(questionnaire.chapters, questionnaire.questions, answers),
  };
}

async function holdSession(page: Page, session: { id: string; secret: string }) {
  await page.addInitScript((s) => {
    localStorage.setItem(
      'assessmentSession',
      JSON.stringify({ ...s, completedAt: new Date().toISOString() }),
    );
  }, session);
}

// results pages of ten chapters, each checked with axe and photographed, several per test: over a
// minute on desktop on a busy machine
test.describe.configure({ timeout: 120_000 });

test('an anonymous founder sees every score the domain computes, and the detail stays gated', async ({
  page,
  request,
}, testInfo) => {
  const { session, expected } = await completeAssessment(request, `e2e_results_${testInfo.project.name}`);
  await holdSession(page, session);

  const resultResponse = page.waitForResponse((r) => r.url().endsWith(`/api/sessions/${session.id}/result`));
  await page.goto('/results');
  const body = await (await resultResponse).json();
  const keys = JSON.stringify(body);
  for (const field of GATED_RESULT_FIELDS) expect(keys).not.toContain(`"${field}"`);

  await expect(page.getByRole('heading', { level: 1, name: 'Your Uplift Founder Profile' })).toBeVisible();
  // the result says which questionnaire version it was given on, beside its completion date
  await expect(page.getByTestId('result-given')).toHaveText(
    new RegExp(`^Completed .+ · Questionnaire version ${body.version}$`),
  );
  await expect(
    page.getByRole('img', { name: `Overall score: ${formatScoreOutOfFive(expected.overall)}` }),
  ).toBeVisible();
  await expect(
    page.getByRole('img', { name: `Inner game score: ${formatScoreOutOfFive(expected.inner)}` }),
  ).toBeVisible();
  await expect(
    page.getByRole('img', { name: `Outer game score: ${formatScoreOutOfFive(expected.outer)}` }),
  ).toBeVisible();
  for (const chapter of expected.answeredChapters) {
    await expect(
      page.getByRole('img', { name: `${chapter.title}: ${formatScoreOutOfFive(chapter.average)}` }).first(),
    ).toBeVisible();
  }
  await expect(page.locator('#core-strength-title')).toHaveText(expected.coreStrength?.title ?? '');
  await expect(page.locator('#uplift-potential-title')).toHaveText(expected.upliftPotential?.title ?? '');
  await expect(page.getByRole('button', { name: 'Signup now!' })).toBeVisible();
  await expect(page.getByText('Your Zone of Genius · How Others See You')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'results-anonymous');

  // Printing gives a clean report: prompts, navigation and buttons stay off the paper.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Signup now!' })).toBeHidden();
  await expect(page.locator('#overall-title')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await page.goto('/results/core-strength');
  await expect(
    page.getByRole('heading', { level: 1, name: `Your biggest strength: ${expected.coreStrength?.title}` }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'core-strength-anonymous');

  await page.goto('/results/uplift-potential');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: `Your biggest opportunity: ${expected.upliftPotential?.title}`,
    }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'uplift-anonymous');
  await page.getByRole('button', { name: 'Sign up free' }).first().click();
  await expect(page).toHaveURL(/\/auth\?mode=signup&next=%2Fresults%2Fuplift-potential/);
});

test('without answers the results page says so in German and offers the assessment', async ({ page }) => {
  await page.goto('/results');
  await expect(page.getByText('Keine Antworten gefunden. Bitte mache zuerst das Assessment.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Assessment starten' })).toHaveAttribute('href', '/assessment');
  await expect(page.getByRole('button', { name: 'Gespeicherte Ergebnisse laden' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/results/core-strength');
  await expect(page.getByText('Complete the assessment to discover your core strength.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Take Assessment' })).toBeVisible();
  await page.goto('/results/uplift-potential');
  await expect(page.getByText('Complete the assessment to discover your uplift potential.')).toBeVisible();
});

test('the results navigation follows the sections', async ({ page, request }, testInfo) => {
  const { session } = await completeAssessment(request, `e2e_nav_${testInfo.project.name}`);
  await holdSession(page, session);
  await page.goto('/results');
  await expect(page.locator('#overall')).toBeVisible();
  const desktop = testInfo.project.name !== 'mobile';
  /** the navigation a visitor can see: the sidebar on wide screens, the drawer (opened) on small ones */
  const navigation = async () => {
    if (desktop) return page.getByRole('navigation', { name: 'Results sections' });
    await page.getByRole('button', { name: 'Sections' }).click();
    const drawer = page.getByRole('dialog', { name: 'Results Navigation' });
    await expect(drawer).toBeVisible();
    return drawer;
  };
  const current = async (label: string) => {
    const nav = await navigation();
    await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'location');
    await expect(nav.locator('[aria-current="location"]')).toHaveCount(1);
    if (!desktop) await page.keyboard.press('Escape');
  };

  await current('Overall Score');
  const nav = await navigation();
  if (!desktop) expect(await axeViolations(page)).toEqual([]);
  await nav.getByRole('link', { name: 'Uplift Potential' }).click();
  if (!desktop) await expect(page.getByRole('dialog', { name: 'Results Navigation' })).toBeHidden();
  await expect(page).toHaveURL(/#uplift-potential$/);
  await current('Uplift Potential');

  // scrolling by hand: a section counts as current once its top is within 100 px of the viewport's top
  const scrollTo = (id: string, offset: number) =>
    page.evaluate(
      ([target, by]) => {
        const top = document.getElementById(target as string)?.getBoundingClientRect().top ?? 0;
        window.scrollTo({ top: window.scrollY + top - (by as number), behavior: 'instant' });
      },
      [id, offset],
    );
  await scrollTo('outer', 40);
  await current('Outer Game');
  await scrollTo('outer', 160);
  await current('Inner Game');
});

test("the results page's states: loading, then 'Something went wrong' with 'Try Again' and 'Retake Assessment'", async ({
  page,
  request,
}, testInfo) => {
  const { session, expected } = await completeAssessment(request, `e2e_states_${testInfo.project.name}`);
  await holdSession(page, session);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let failing = true;
  let calls = 0;
  await page.route(`**/api/sessions/${session.id}/result`, async (route) => {
    calls++;
    await held;
    if (failing)
      return route.fulfill({
        status: 500,
        json: { error: { code: 'internal', message: 'Something broke.' } },
      });
    return route.fallback();
  });
  await page.goto('/results');
  await expect(page.getByText('Loading your assessment results...')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  release();
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(alert.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  expect(calls).toBe(2); // one retry, then the error screen
  await expect(alert.getByRole('link', { name: 'Retake Assessment' })).toHaveAttribute('href', '/assessment');
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'results-error');

  failing = false;
  await alert.getByRole('button', { name: 'Try Again' }).click();
  await expect(
    page.getByRole('img', { name: `Overall score: ${formatScoreOutOfFive(expected.overall)}` }),
  ).toBeVisible();
});

test('signed in: the German empty state offers the saved results, which load by themselves after 500 ms; the highlight pages show every question score', async ({
  page,
  request,
  baseURL,
  browser,
}, testInfo) => {
  const email = `results-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
  await signUp(page.request, baseURL ?? '', 'Rita Results', email, 'a long enough password');
  // The profile is not complete: its dialog opens on each visit to /results; 'Later' closes it.
  const later = async () => {
    const profile = page.getByRole('dialog', { name: 'Complete Your Profile' });
    await profile.getByRole('button', { name: 'Later' }).click();
    await expect(profile).toBeHidden();
  };

  // Nothing saved yet: the signed-in German message, 'Assessment starten' and 'Gespeicherte Ergebnisse laden'.
  await page.goto('/results');
  await later();
  await expect(
    page.getByText(
      'Deine Antworten konnten nicht gefunden werden. Starte das Assessment, um deine Ergebnisse zu sehen.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Assessment starten' })).toHaveAttribute('href', '/assessment');
  await expect(page.getByRole('button', { name: 'Gespeicherte Ergebnisse laden' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'results-empty-signed-in');

  // A completed assessment held in this browser is saved to the account by itself.
  const { session, expected, answers, questionnaire } = await completeAssessment(
    request,
    `e2e_signed_${testInfo.project.name}`,
  );
  const claimed = page.waitForResponse((r) => r.url().endsWith('/api/me/sessions/claim'));
  await storeCompletedAssessment(page, session, answers);
  await page.reload();
  expect((await claimed).status()).toBe(200);
  await later();
  await expect(page.getByRole('heading', { name: 'Your Zone of Genius', exact: true })).toBeVisible();

  // The highlight pages: the gauge and every question's x/5 badge, as the domain has them.
  const pages = [
    { path: '/results/core-strength', pick: expected.coreStrength, title: 'Your biggest strength: ' },
    {
      path: '/results/uplift-potential',
      pick: expected.upliftPotential,
      title: 'Your biggest opportunity: ',
    },
  ];
  for (const { path, pick, title } of pages) {
    if (!pick) throw new Error('no highlight');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: `${title}${pick.title}` })).toBeVisible();
    await expect(
      page.getByRole('img', { name: `${pick.title}: ${formatScoreOutOfFive(pick.average)}` }),
    ).toBeVisible();
    // the score shows once, in the gauge; the line beneath says which game the chapter is part of
    const area = questionnaire.chapters.find((c) => c.id === pick.id)?.area;
    await expect(
      page.getByText(area === 'inner' ? 'A chapter of your inner game' : 'A chapter of your outer game'),
    ).toBeVisible();
    await expect(page.getByText(formatScoreOutOfFive(pick.average), { exact: true })).toHaveCount(0);
    // 'How Others See You' says it rests on the founder's own answers, as on /results
    if (path === '/results/core-strength')
      await expect(page.getByText(founderFeedbackCopy.howOthersSeeYou.cannedNoteNoRound)).toBeVisible();
    const chapterQuestions = questionnaire.questions
      .filter((q) => q.chapterId === pick.id)
      .sort((a, b) => a.position - b.position);
    const main = page.getByRole('main');
    for (const question of chapterQuestions) {
      const trigger = main.getByRole('button', { name: new RegExp(`^Q${question.position}\\b`) });
      await expect(trigger).toContainText(question.text);
      await expect(trigger).toContainText(`${answers[question.id]}/5`);
    }
    // each question opens to its insight, and only then shows it
    const firstTrigger = main.getByRole('button', { name: /^Q1\b/ });
    await expect(firstTrigger).toHaveAttribute('aria-expanded', 'false');
    const panel = main.getByRole('region', { name: /^Q1\b/, includeHidden: true });
    await expect(panel).toBeHidden();
    await firstTrigger.click();
    await expect(firstTrigger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, `results-highlight-signed-in-${path.split('/').at(-1)}`);
  }

  // Another device (nothing held in this browser): the saved result loads by itself after 500 ms.
  // (dropped on a page without results, so no results page starts its own 500 ms before the count)
  await page.goto('/terms');
  await page.evaluate(() => localStorage.removeItem('assessmentSession'));
  let latestCalls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/me/results/latest')) latestCalls++;
  });
  // the page's clock stands still from the start: only runFor moves it
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await page.goto('/results');
  await expect(page.getByText('Loading your assessment results...')).toBeVisible();
  await page.waitForTimeout(300); // real time, for a request that should not go out
  await page.clock.runFor(450);
  await page.waitForTimeout(300);
  expect(latestCalls).toBe(0);
  await page.clock.runFor(100);
  await expect.poll(() => latestCalls).toBe(1);
  await page.clock.resume();
  await later();
  await expect(
    page.getByRole('img', { name: `Overall score: ${formatScoreOutOfFive(expected.overall)}` }),
  ).toBeVisible();

  // Sign-out is global: another browser signed in to the same account is signed out too.
  const other = await browser.newContext({ baseURL: baseURL ?? '' });
  await armCsrf(other, baseURL ?? '');
  try {
    await signIn(other.request, baseURL ?? '', email, 'a long enough password');
    expect((await other.request.get('/api/me')).status()).toBe(200);
    await page
      .getByRole('button', { name: 'Sign Out', exact: true })
      .filter({ visible: true })
      .first()
      .click();
    await expect(
      page.getByText('Keine Antworten gefunden. Bitte mache zuerst das Assessment.'),
    ).toBeVisible();
    expect((await page.request.get('/api/me')).status()).toBe(401);
    expect((await other.request.get('/api/me')).status()).toBe(401);
  } finally {
    await other.close();
  }
});

test('signed in: the history names each version and compares only the chapters in both', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const email = `history-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
  await signUp(page.request, baseURL ?? '', 'Hanna History', email, 'a long enough password');
  const { session, answers, questionnaire } = await completeAssessment(
    request,
    `e2e_history_${testInfo.project.name}`,
  );
  // Earlier assessments on another version: one chapter is new since then, one was removed.
  const [kept, added, ...others] = questionnaire.chapters;
  if (!kept || !added) throw new Error('no chapters');
  const summary = (id: string, completedAt: string) => ({
    sessionId: id,
    completedAt,
    overall: 3.4,
    inner: 3.5,
    outer: 3.2,
  });
  const history = {
    results: [
      {
        ...summary(session.id, '2025-03-01T10:00:00.000Z'),
        version: 2,
        previousVersion: 1,
        chapters: [
          {
            chapterId: kept.id,
            title: kept.title,
            area: kept.area,
            average: 4,
            change: 0.5,
            inPrevious: true,
          },
          {
            chapterId: added.id,
            title: added.title,
            area: added.area,
            average: 3.2,
            change: null,
            inPrevious: false,
          },
          ...others.map((c) => ({
            chapterId: c.id,
            title: c.title,
            area: c.area,
            average: 3,
            change: -0.2,
            inPrevious: true,
          })),
        ],
        removedChapters: [
          { chapterId: '00000000-0000-4000-8000-0000000000ff', title: 'Old Habits', area: 'inner' },
        ],
      },
      {
        ...summary('00000000-0000-4000-8000-0000000000fe', '2025-01-01T10:00:00.000Z'),
        version: 1,
        previousVersion: null,
        chapters: [
          {
            chapterId: kept.id,
            title: kept.title,
            area: kept.area,
            average: 3.5,
            change: null,
            inPrevious: false,
          },
        ],
        removedChapters: [],
      },
    ],
  };
  await page.route('**/api/me/results', (route) => route.fulfill({ json: history }));
  const claimed = page.waitForResponse((r) => r.url().endsWith('/api/me/sessions/claim'));
  await page.goto('/terms');
  await storeCompletedAssessment(page, session, answers);
  await page.goto('/results');
  expect((await claimed).status()).toBe(200);
  const profile = page.getByRole('dialog', { name: 'Complete Your Profile' });
  await profile.getByRole('button', { name: 'Later' }).click();
  await expect(profile).toBeHidden();

  const region = page.getByRole('region', { name: 'Your assessments' });
  const latest = region.getByRole('button', { name: /Latest/ });
  await expect(latest).toHaveAttribute('aria-expanded', 'true');
  await expect(latest).toContainText('Version 2');
  const row = (title: string) =>
    region.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
  await expect(row(kept.title)).toContainText('+0.5');
  await expect(row(added.title)).toContainText('New in version 2');
  await expect(
    region.getByText(
      'Your assessment before was on version 1, this one on version 2: only chapters in both are compared.',
    ),
  ).toBeVisible();
  await expect(region.getByText('No longer in the questionnaire: Old Habits')).toBeVisible();
  await region.scrollIntoViewIfNeeded();
  expect(await axeViolations(page)).toEqual([]);
  await region.screenshot({
    path: `test-results/screens/results-history-versions-${page.viewportSize()?.width ?? 0}.png`,
  });
});
