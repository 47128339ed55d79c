import type { APIRequestContext, Page } from '@playwright/test';
import type { Questionnaire } from '../src/contract/assessment';
import { GATED_RESULT_FIELDS } from '../src/contract/assessment';
import { computeResult, formatScoreOutOfFive } from '../src/domain/scoring';
import { axeViolations, expect, screenshot, test } from './fixtures';

/** Answers every question through the API with a pattern: strong inner game, weaker outer, one weak spot. */
async function completeAssessment(request: APIRequestContext, visitorId: string) {
  const questionnaire = (await (await request.get('/api/questionnaire')).json()) as Questionnaire;
  const position = new Map(questionnaire.chapters.map((c) => [c.id, c.position]));
  const answers: Record<string, number> = {};
  for (const q of questionnaire.questions) {
    const chapter = position.get(q.chapterId) ?? 1;
    answers[q.id] =
      chapter <= 4
        ? 5 - ((q.position + chapter) % 2)
        : chapter === 7
          ? 1 + (q.position % 2)
          : 3 + (q.position % 2);
  }
  const created = await request.post('/api/sessions', { data: { visitorId } });
  const session = (await created.json()) as { id: string; secret: string };
  const done = await request.post(`/api/sessions/${session.id}/complete`, {
    headers: { 'x-session-secret': session.secret },
    data: { answers },
  });
  expect(done.status()).toBe(200);
  return {
    session,
    questionnaire,
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
  if (testInfo.project.name === 'mobile') {
    await page.getByRole('button', { name: 'Sections' }).click();
    const drawer = page.getByRole('dialog', { name: 'Results Navigation' });
    await expect(drawer).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await drawer.getByRole('link', { name: 'Uplift Potential' }).click();
    await expect(drawer).toBeHidden();
  } else {
    await page
      .getByRole('navigation', { name: 'Results sections' })
      .getByRole('link', { name: 'Uplift Potential' })
      .click();
  }
  await expect(page).toHaveURL(/#uplift-potential$/);
  await expect(
    page
      .getByRole('navigation', { name: 'Results sections' })
      .first()
      .getByRole('link', { name: 'Uplift Potential' }),
  )
    .toHaveAttribute('aria-current', 'location', { timeout: 5000 })
    .catch(() => {});
});
