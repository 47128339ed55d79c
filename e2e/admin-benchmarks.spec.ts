/**
 * The admin's peer benchmarks: groups and their sizes, a histogram per metric with its table view, the
 * minimum group size (never below 10) and marking a test account from the user list. The assessments
 * are generated in the test's own database (bulk SQL, as the server tests do); the recompute is asked for
 * on the screen and run by the job queue through the test clock.
 *
 * On a server of its own (`privateTest`, e2e/own-server.ts): it checks exact counts of the whole
 * database, which other tests' founders would change, and it lowers the minimum group size, which would
 * change what other tests on a shared server see.
 */
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { MIN_GROUP_SIZE_MESSAGES } from '../src/domain/benchmark-rules';
import { rawQuery } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { generatePopulation, type Population } from '../src/server/modules/benchmarks/population';
import { benchmarksCopy } from '../src/web/features/admin/benchmarks-copy';
import { axeViolations, csrfRequestContext, expect, screenshot } from './fixtures';
import { completeAssessmentViaApi, signIn, signUp, signUpAdmin } from './journey-helpers';
import { type OwnServer, privateTest as test } from './own-server';
import { advanceServerClock } from './test-clock';

let counter = 0;
const uniqueEmail = (who: string) => `${who}.${Date.now().toString(36)}.${++counter}@example.com`;

/** Generated completed assessments on the published version, with varied scores. */
async function seed(server: OwnServer, prefix: string) {
  const [version] = await server.db
    .select()
    .from(schema.questionnaireVersions)
    .where(eq(schema.questionnaireVersions.status, 'published'));
  if (!version) throw new Error('no published version');
  const chapters = await server.db
    .select({ id: schema.chapters.id, area: schema.chapters.area })
    .from(schema.chapters)
    .where(eq(schema.chapters.versionId, version.id));
  const base = { assessmentId: version.assessmentId, versionId: version.id, chapters };
  const generate = (p: Omit<Population, keyof typeof base>) =>
    generatePopulation(rawQuery(server.db), { ...base, ...p });
  await generate({ prefix: `${prefix}-anon`, count: 60, anonymous: true });
  await generate({ prefix: `${prefix}-seed`, count: 11, stage: 'seed', teamSize: '1-10' });
  await generate({ prefix: `${prefix}-idem`, count: 4, anonymous: true, careless: 'identical' });
}

/** The recompute the screen asked for, run by the queue (the test clock runs the due jobs). */
async function runJobs(page: Page) {
  await advanceServerClock(page.request, 0);
  await page.reload();
}

test('the admin sees the groups and a histogram with its table view, sets the minimum size and marks a test account', async ({
  page,
  privateServer: ownServer,
}) => {
  test.setTimeout(150_000);
  // a founder with a completed assessment of their own: the account the admin marks
  const founderRequest = await csrfRequestContext(ownServer.url);
  const founderEmail = uniqueEmail('tess');
  await signUp(founderRequest, ownServer.url, 'Tess Tester', founderEmail);
  const { session } = await completeAssessmentViaApi(founderRequest, `e2e_admin_bench_${Date.now()}`);
  expect((await founderRequest.post('/api/me/sessions/claim', { data: session })).status()).toBe(200);
  await founderRequest.dispose();
  await seed(ownServer, `e2e${Date.now().toString(36)}`);

  const admin = await signUpAdmin(ownServer, page.request, uniqueEmail('admin'));
  await signIn(page.request, ownServer.url, admin.email);

  await page.goto('/admin/benchmarks');
  await expect(page.getByRole('heading', { level: 1, name: benchmarksCopy.title })).toBeVisible();
  await page.getByRole('button', { name: benchmarksCopy.recompute }).click();
  await expect(page.getByText(benchmarksCopy.recomputeQueued)).toBeVisible();
  await runJobs(page);

  // who counts: 60 anonymous + 11 seed founders (the instant API completion and the identical ones not)
  const summary = page.getByRole('region', { name: benchmarksCopy.summaryTitle });
  await expect(summary.getByText(benchmarksCopy.summary.counted).locator('..')).toContainText('71');
  const careless = page.getByRole('table', { name: benchmarksCopy.carelessTitle });
  await expect(careless.getByRole('row', { name: /Every answer the same/ })).toContainText('4');
  await expect(careless.getByRole('row', { name: /faster than the statements/ })).toContainText('1');

  const groups = page.getByRole('table', { name: benchmarksCopy.groupsTitle });
  await expect(groups.getByRole('row', { name: /All founders/ })).toContainText('71');
  await expect(groups.getByRole('row', { name: /All founders/ })).toContainText(benchmarksCopy.shown);
  await expect(groups.getByRole('row', { name: /^Seed founders/ })).toContainText(benchmarksCopy.needs(19));

  // the overall histogram, then its table view (by keyboard)
  const overall = page.getByRole('region', { name: 'Overall', exact: true });
  await expect(overall.getByRole('img', { name: /Histogram of Overall scores: 71 people/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'admin-benchmarks');
  const tableButton = overall.getByRole('button', { name: 'Table' });
  await tableButton.focus();
  await page.keyboard.press('Enter');
  await expect(tableButton).toHaveAttribute('aria-pressed', 'true');
  const histogram = overall.getByRole('table', { name: 'Histogram of Overall scores' });
  await expect(histogram.getByRole('row')).toHaveCount(17);
  await expect(histogram.getByRole('rowheader', { name: '1.00–1.24' })).toBeVisible();
  await expect(histogram.getByRole('rowheader', { name: '4.75–5.00' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'admin-benchmarks-table');

  // the minimum group size: below 10 refused with the reason, 11 shows the seed founders
  const size = page.getByRole('spinbutton', { name: benchmarksCopy.minGroupSize });
  await size.fill('9');
  await page.getByRole('button', { name: benchmarksCopy.save }).click();
  await expect(page.getByText(MIN_GROUP_SIZE_MESSAGES.tooSmall)).toBeVisible();
  await expect(size).toHaveAttribute('aria-invalid', 'true');
  await size.fill('11');
  await size.press('Enter');
  await expect(page.getByText(benchmarksCopy.saved)).toBeVisible();
  await expect(groups.getByRole('row', { name: /^Seed founders/ })).toContainText(benchmarksCopy.shown);

  // the founder marked as a test account in the user list
  await page.goto('/admin/users');
  await page.getByLabel('Search users').fill(founderEmail);
  // the search is debounced: act on the list it answers (only Tess), as an admin would
  await expect(page.getByRole('checkbox', { name: /^Test account/ })).toHaveCount(1);
  const mark = page.getByRole('checkbox', { name: benchmarksCopy.testAccountOf('Tess Tester') });
  await expect(mark).not.toBeChecked();
  // a click, then the state as it settles (the list may render again while the save is under way)
  await mark.click();
  await expect(page.getByText(benchmarksCopy.markedTest)).toBeVisible();
  await expect(mark).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'admin-benchmarks-users');

  await page.goto('/admin/benchmarks');
  await runJobs(page);
  await expect(summary.getByText(benchmarksCopy.summary.testAccounts).locator('..')).toContainText('1');
  const audit = await ownServer.db
    .select()
    .from(schema.adminAuditLog)
    .where(eq(schema.adminAuditLog.action, 'user.benchmark_exclusion'));
  expect(audit).toHaveLength(1);
});
