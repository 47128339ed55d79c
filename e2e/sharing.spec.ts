import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { sharingCopy } from '../src/content/sharing-copy';
import type { ResultView } from '../src/contract/assessment';
import { formatScore } from '../src/domain/scoring';
import { axeViolations, CSRF_HEADERS, expect, newVisitorContext, screenshot, test } from './fixtures';
import { completeAssessmentViaApi, signUp } from './journey-helpers';

/**
 * Share links and the PDF, as the issue shows them: a founder makes a link for each scope on /results;
 * each opened in a fresh browser shows exactly that scope's content and no account controls; after the
 * founder revokes one, it shows 'This report is no longer shared'. 'Download PDF' gives a PDF whose text
 * has the scores and chapter names; its first page is rendered to PNG to be looked at.
 */

const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const WRITE = { origin: BASE_URL, ...CSRF_HEADERS };
const copy = sharingCopy.dialog;

/** What the screen shows (a dialog over the page), not the whole page's length. */
async function viewShot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}-view-${page.viewportSize()?.width ?? 0}.png` });
}

function uniqueEmail(label: string, testInfo: TestInfo): string {
  return `share-${label}-${testInfo.project.name.slice(0, 3)}-${Date.now().toString(36)}@example.com`;
}

/** A signed-up founder (through `page`) with a completed, claimed assessment, on /results. */
async function founderOnResults(page: Page, request: Page['request'], testInfo: TestInfo) {
  await signUp(page.request, BASE_URL, 'Ada Founder', uniqueEmail('founder', testInfo));
  const made = await completeAssessmentViaApi(request, `e2e_share_${Date.now()}`);
  const claimed = await page.request.post('/api/me/sessions/claim', { data: made.session, headers: WRITE });
  expect(claimed.status(), await claimed.text()).toBe(200);
  const view = (await (await page.request.get(`/api/me/results/${made.session.id}`)).json()) as ResultView;
  await page.goto('/results');
  await page
    .getByRole('dialog', { name: 'Complete Your Profile' })
    .getByRole('button', { name: 'Later' })
    .click();
  return { view, questionnaire: made.questionnaire };
}

test('a founder shares each scope, a fresh browser sees exactly that, and a revoked link is gone', async ({
  page,
  request,
  browser,
}, testInfo) => {
  // two browsers, several pages and axe runs: longer than one screen's test
  test.slow();
  const { view, questionnaire } = await founderOnResults(page, request, testInfo);
  const viewport = page.viewportSize();

  // keyboard alone: to the Share button, open, choose, create
  const share = page.getByRole('button', { name: sharingCopy.actions.share, exact: true });
  await expect(page.getByRole('link', { name: sharingCopy.actions.downloadPdf })).toBeVisible();
  await viewShot(page, 'sharing-results-actions');
  await share.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: copy.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(copy.empty)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const created = async () => {
    const field = dialog.getByRole('textbox', { name: copy.urlLabel });
    await expect(field).toHaveValue(/\/shared\/[A-Za-z0-9_-]{43}$/);
    return new URL(await field.inputValue()).pathname;
  };
  await dialog.getByRole('radio', { name: copy.scopes.labels.scores }).check();
  await dialog.getByLabel(copy.expiryLabel).selectOption('7');
  await dialog.getByRole('button', { name: copy.create }).click();
  const scoresPath = await created();

  const full = dialog.getByRole('radio', { name: copy.scopes.labels.full });
  await dialog.getByRole('radio', { name: copy.scopes.labels.scores }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(full).toBeChecked();
  await dialog.getByRole('button', { name: copy.create }).focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(
      async () => new URL(await dialog.getByRole('textbox', { name: copy.urlLabel }).inputValue()).pathname,
    )
    .not.toBe(scoresPath);
  const fullPath = await created();
  await expect(dialog.getByRole('list', { name: copy.listTitle }).getByRole('listitem')).toHaveCount(2);
  await dialog.getByRole('button', { name: copy.copy }).click();
  await expect(dialog.getByRole('status').filter({ hasText: /copied|copy it yourself/i })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await viewShot(page, 'sharing-dialog');

  // another person's browser: no account, nothing of the founder's but what the link shows
  const visitorContext = await newVisitorContext(browser, BASE_URL, viewport, 'e2e_share_visitor');
  const visitor = await visitorContext.newPage();
  const chapterTitles = questionnaire.chapters.map((c) => c.title);
  const firstStatement = questionnaire.questions[0]?.text ?? '';

  await visitor.goto(scoresPath);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(sharingCopy.page.heading);
  await expect(visitor.getByTestId('shared-scope')).toHaveText(sharingCopy.page.scopeNote.scores);
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  for (const title of chapterTitles)
    await expect(visitor.getByText(title, { exact: true }).first()).toBeVisible();
  await expect(visitor.getByText(`${formatScore(view.overall)} of 5 points`).first()).toBeVisible();
  const scoresText = await visitor.locator('main').innerText();
  expect(scoresText).not.toContain(view.overallInsight);
  expect(scoresText).not.toContain(firstStatement);
  if (view.coreStrength?.zoneOfGenius) expect(scoresText).not.toContain(view.coreStrength.zoneOfGenius);
  await expect(visitor.getByRole('button', { name: /sign|log ?in|save|delete|share/i })).toHaveCount(0);
  expect(await axeViolations(visitor)).toEqual([]);
  await screenshot(visitor, 'sharing-scores');

  await visitor.goto(fullPath);
  await expect(visitor.getByTestId('shared-scope')).toHaveText(sharingCopy.page.scopeNote.full);
  await expect(visitor.getByText(view.overallInsight)).toBeVisible();
  if (view.coreStrength?.zoneOfGenius)
    await expect(visitor.getByText(view.coreStrength.zoneOfGenius)).toBeVisible();
  await expect(visitor.getByRole('button', { name: /sign|log ?in|save|delete|share/i })).toHaveCount(0);
  expect(await axeViolations(visitor)).toEqual([]);
  await screenshot(visitor, 'sharing-full');

  // the founder sees the views, then revokes the scores link (after confirming)
  await dialog.getByRole('button', { name: copy.close }).click();
  await share.click();
  const rows = dialog.getByRole('list', { name: copy.listTitle }).getByRole('listitem');
  await expect(rows.filter({ hasText: copy.scopes.labels.scores })).toContainText('Viewed once');
  await rows
    .filter({ hasText: copy.scopes.labels.scores })
    .getByRole('button', { name: new RegExp(`^${copy.revoke}`) })
    .click();
  const confirm = page.getByRole('dialog', { name: copy.revokeTitle });
  await expect(confirm).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await viewShot(page, 'sharing-revoke-confirm');
  await confirm.getByRole('button', { name: copy.revokeConfirm }).click();
  await expect(confirm).toBeHidden();
  await expect(rows.filter({ hasText: copy.scopes.labels.scores })).toContainText(copy.state.revoked);

  await visitor.goto(scoresPath);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(sharingCopy.page.notShared);
  expect(await axeViolations(visitor)).toEqual([]);
  await screenshot(visitor, 'sharing-revoked');
  // the other link still works
  await visitor.goto(fullPath);
  await expect(visitor.getByTestId('shared-scope')).toHaveText(sharingCopy.page.scopeNote.full);
  await visitorContext.close();
});

test('a refused PDF download says why in a toast and saves nothing @desktop-only', async ({
  page,
  request,
}, testInfo) => {
  await founderOnResults(page, request, testInfo);
  let downloads = 0;
  page.on('download', () => {
    downloads++;
  });
  // what the server answers a founder over the per-account limit
  await page.route('**/report.pdf', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'content-type': 'application/json', 'retry-after': '40' },
      body: JSON.stringify({
        error: { code: 'rate_limited', message: 'Too many requests. Try again in 40 seconds.' },
      }),
    }),
  );
  await page.getByRole('link', { name: sharingCopy.actions.downloadPdf }).click();
  await expect(page.getByText(sharingCopy.actions.downloadFailed)).toBeVisible();
  await expect(page.getByText('Too many requests. Try again in 40 seconds.')).toBeVisible();
  await expect(page.getByRole('link', { name: sharingCopy.actions.downloadPdf })).toBeVisible();
  expect(downloads).toBe(0);
});

test('Download PDF gives the report, its text searchable, its first page looked at @desktop-only', async ({
  page,
  request,
}, testInfo) => {
  const { view, questionnaire } = await founderOnResults(page, request, testInfo);
  const downloaded = page.waitForEvent('download');
  await page.getByRole('link', { name: sharingCopy.actions.downloadPdf }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(`uplift-founder-audit-${view.completedAt.slice(0, 10)}.pdf`);
  mkdirSync('test-results/screens', { recursive: true });
  const file = 'test-results/screens/sharing-report.pdf';
  await download.saveAs(file);

  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  for (const expected of [
    formatScore(view.overall),
    formatScore(view.inner),
    formatScore(view.outer),
    ...questionnaire.chapters.map((c) => c.title),
    'Founder Profile',
  ])
    expect(text, expected).toContain(expected);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '80',
    '-f',
    '1',
    '-l',
    '2',
    file,
    'test-results/screens/sharing-pdf',
  ]);
});
