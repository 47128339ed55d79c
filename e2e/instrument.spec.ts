/**
 * The admin's instrument-quality screen: 32 assessments completed through the API at a reading pace
 * (their start moved back in the test's own database: the careless-answer rule leaves out assessments
 * completed faster than the statements can be read), two completed too fast and three left part way; the
 * admin asks for a recompute on the screen, the job queue runs it through the test clock, and the
 * screen shows the figures by itself when it is done. Axe clean, keyboard-usable, at 390 and 1280 px
 * (tables scroll in their own box, never the page); the CSV downloads through the API client.
 *
 * On a server of its own (`privateTest`): the figures count every assessment of the database.
 */
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { eq } from 'drizzle-orm';
import type { Questionnaire } from '../src/contract/assessment';
import { sortChapters } from '../src/domain/chapters';
import { INSTRUMENT_CSV_HEADER } from '../src/domain/instrument-csv';
import * as schema from '../src/server/db/schema';
import { instrumentCopy as copy } from '../src/web/features/admin/instrument-copy';
import { axeViolations, csrfRequestContext, expect, screenshot } from './fixtures';
import { signIn, signUpAdmin } from './journey-helpers';
import { type OwnServer, privateTest as test } from './own-server';
import { advanceServerClock } from './test-clock';

const COMPLETED = 32;
const SECRET_HEADER = 'x-session-secret';

/** A reproducible number in −0.8 … 0.8 for a founder and a statement (an integer hash, no Math.random). */
function noiseOf(founder: number, index: number): number {
  let h = Math.imul(founder * 1000 + index + 1, 2654435761) >>> 0;
  h ^= h >>> 15;
  h = Math.imul(h, 2246822519) >>> 0;
  h ^= h >>> 13;
  return (h % 5) / 2.5 - 0.8;
}

/**
 * A founder's answer: their level (1.5–4.5 across founders) plus some noise per statement, rounded into
 * 1–5, so that chapters hang together as real ones do and nobody gives the same answer throughout (the
 * careless-answer rule would leave them out); every sixth founder answers 'Doesn't apply to me yet'
 * where a statement allows it.
 */
function answerOf(founder: number, index: number, notApplicableAllowed: boolean): number | 'not-applicable' {
  if (notApplicableAllowed && founder % 6 === 0) return 'not-applicable';
  const level = 1.5 + ((founder * 7) % 13) / 4;
  return Math.min(5, Math.max(1, Math.round(level + noiseOf(founder, index))));
}

async function startSession(
  request: APIRequestContext,
  server: OwnServer,
  visitorId: string,
  minutesAgo: number,
) {
  const created = await request.post('/api/sessions', { data: { visitorId } });
  expect(created.status(), await created.text()).toBe(201);
  const session = (await created.json()) as { id: string; secret: string };
  if (minutesAgo > 0)
    await server.db
      .update(schema.assessmentSessions)
      .set({ startedAt: new Date(Date.now() - minutesAgo * 60_000) })
      .where(eq(schema.assessmentSessions.id, session.id));
  return session;
}

/** Completed assessments, too fast ones and abandoned ones, through the API. */
async function seed(server: OwnServer) {
  const request = await csrfRequestContext(server.url);
  try {
    const questionnaire = (await (await request.get('/api/questionnaire')).json()) as Questionnaire;
    const run = `${Date.now().toString(36)}`;
    const complete = async (founder: number, minutesAgo: number) => {
      const session = await startSession(request, server, `e2e_instrument_${run}_${founder}`, minutesAgo);
      const answers = Object.fromEntries(
        questionnaire.questions.map((q, i) => [q.id, answerOf(founder, i, q.notApplicableAllowed)]),
      );
      const done = await request.post(`/api/sessions/${session.id}/complete`, {
        headers: { [SECRET_HEADER]: session.secret },
        data: { answers },
      });
      expect(done.status(), await done.text()).toBe(200);
    };
    for (let founder = 1; founder <= COMPLETED; founder += 1) await complete(founder, 20);
    for (const founder of [101, 102]) await complete(founder, 0);
    for (const [founder, answered] of [
      [201, 3],
      [202, 3],
      [203, 10],
    ] as const) {
      const session = await startSession(request, server, `e2e_instrument_${run}_${founder}`, 5);
      const answers = Object.fromEntries(questionnaire.questions.slice(0, answered).map((q) => [q.id, 3]));
      const saved = await request.put(`/api/sessions/${session.id}/answers`, {
        headers: { [SECRET_HEADER]: session.secret },
        data: { answers },
      });
      expect(saved.status(), await saved.text()).toBe(200);
    }
    return { ...questionnaire, chapters: sortChapters(questionnaire.chapters) };
  } finally {
    await request.dispose();
  }
}

test('the admin recomputes the instrument figures and reads them, each chart with its table, and downloads the CSV', async ({
  page,
  privateServer,
}) => {
  test.setTimeout(180_000);
  const questionnaire = await seed(privateServer);
  const admin = await signUpAdmin(
    privateServer,
    page.request,
    `admin.instrument.${Date.now().toString(36)}@example.com`,
  );
  await signIn(page.request, privateServer.url, admin.email);

  await page.goto('/admin/instrument');
  await expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
  await expect(page.getByRole('link', { name: copy.nav })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(copy.noReport)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // "Recompute now" by keyboard; the screen says it is under way until the queue has run it
  const recompute = page.getByRole('button', { name: copy.recompute });
  await recompute.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(copy.recomputeQueued)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: copy.recomputing })).toBeVisible();
  await expect(recompute).toBeDisabled();
  // no reload: the screen asks again while a recompute is due or running, and shows the figures when
  // it is done. The queue runs what is due when the test clock moves; a completion's own recompute can
  // fall due meanwhile (its slot ended), so the clock is moved until nothing is left.
  await expect(async () => {
    await advanceServerClock(page.request, 0);
    await expect(page.getByRole('status').filter({ hasText: /^Last computed / })).toBeVisible({
      timeout: 5_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(recompute).toBeEnabled();

  const summary = page.getByRole('region', { name: copy.summaryTitle });
  await expect(summary.getByText(copy.summary.assessments, { exact: true }).locator('..')).toContainText(
    String(COMPLETED),
  );
  await expect(summary.getByText(copy.summary.careless, { exact: true }).locator('..')).toContainText('2');
  await expect(summary.getByText(copy.summary.abandoned, { exact: true }).locator('..')).toContainText('3');
  await expect(page.getByRole('region', { name: copy.flagsTitle })).toBeVisible();
  const consistency = page.getByRole('region', { name: copy.consistencyTitle });
  await expect(consistency.getByRole('list', { name: copy.alphaChart }).getByRole('listitem')).toHaveCount(
    questionnaire.chapters.length,
  );
  const firstChapter = page.getByRole('region', { name: /^1\. / });
  const firstStatement = firstChapter.getByRole('img', {
    name: /^Answers to statement 1\.1: 1: \d+, 2: \d+/,
  });
  await expect(firstStatement).toBeVisible();
  // where founders stop: the three sessions left part way, after statements 3 and 10
  const dropOff = page.getByRole('region', { name: copy.dropOffTitle });
  await expect(dropOff.getByRole('list', { name: copy.dropOffChart }).getByRole('listitem')).toHaveCount(2);

  // the page never scrolls sideways: wide tables scroll in their own box
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await pageWidth()).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'admin-instrument');

  // the chapter's table view by keyboard: every figure of every statement, in a box of its own
  const tableButton = firstChapter.getByRole('button', { name: 'Table' });
  await tableButton.focus();
  await page.keyboard.press('Enter');
  await expect(tableButton).toHaveAttribute('aria-pressed', 'true');
  const figures = firstChapter.getByRole('table', { name: /^Answers and figures, 1\. / });
  const statementsOfFirst = questionnaire.questions.filter(
    (q) => q.chapterId === questionnaire.chapters[0]?.id,
  );
  await expect(figures.getByRole('row')).toHaveCount(statementsOfFirst.length + 1);
  await expect(figures.getByRole('columnheader', { name: 'Item–rest r' })).toBeVisible();
  const box = firstChapter.getByRole('region', { name: /^Answers and figures, 1\. / });
  await box.focus();
  await expect(box).toBeFocused();
  expect(await pageWidth()).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'admin-instrument-table');

  // the CSV through the API client, named by the server
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: copy.download }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^instrument-quality-v\d+-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.startsWith(`\uFEFF${INSTRUMENT_CSV_HEADER.join(',')}\r\n`)).toBe(true);
  expect(csv.trimEnd().split('\r\n')).toHaveLength(1 + questionnaire.questions.length);
  expect(csv).toContain(`1. ${questionnaire.chapters[0]?.title}`);
});
