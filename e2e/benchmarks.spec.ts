import http from 'node:http';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { eq, sql } from 'drizzle-orm';
import { benchmarkCopy } from '../src/content/benchmark-copy';
import { defaultQuestionnaire } from '../src/content/default-questionnaire';
import type { Questionnaire } from '../src/contract/assessment';
import type { BenchmarksView, BenchmarkTeaser } from '../src/contract/benchmarks';
import type { Database } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { axeViolations, CSRF_HEADERS, E2E_CSRF_TOKEN, expect, newVisitorContext } from './fixtures';
import { signUp, storeCompletedAssessment } from './journey-helpers';
import { type OwnServer, privateTest, resetAuthRateLimits, test } from './own-server';

/**
 * Where a founder stands among founders, on /results: before a group has 30 assessments the page says
 * how many more it needs (the signed-in founder's section and the anonymous teaser); with 30 more
 * founders seeded through the API and the recompute run (the test clock runs the due job), the signed-in
 * founder with a profile sees percentiles and bands and the radar with the group median, an anonymous
 * visitor sees the one teaser figure, and a founder without stage and team size is asked for them.
 *
 * Each test makes the founders it needs, so any order and any split across workers holds. "Too few"
 * needs a database with no other assessments: a server of its own (`privateTest`). The others run on
 * the worker's shared server, where other tests' founders only make the group of all founders larger;
 * no other test there gives a profile of Seed or 11–30 people, so those groups stay below the minimum.
 */

const SEEDED = 30;

function uniqueEmail(label: string, testInfo: TestInfo): string {
  return `bench-${label}-${testInfo.project.name.slice(0, 3)}-${Date.now().toString(36)}@example.com`;
}

/** Visitor ids of seeded founders no earlier test on the server used: each counts as a person of its own. */
function uniqueTag(label: string, testInfo: TestInfo): string {
  return `${label}_${testInfo.project.name.slice(0, 3)}_${Date.now().toString(36)}`;
}

/**
 * A server as one test sees it. `questionnaire`: the one it publishes, read once per test and never
 * kept across tests (on the worker's shared server a test of versions.spec.ts may publish a new
 * version in between). `address`: the loopback address the test's other founders call from, its own:
 * 30 founders spend most of an address's assessment budget for a minute (100 calls), so a test right
 * after another on the same server would be refused.
 */
type Site = { url: string; db: Database; questionnaire: Questionnaire; address: string };

let sitesMade = 0;

/**
 * A write or read from another loopback address: the seeded founders are other people on other
 * connections, and must not spend the test browser's per-address request budget.
 */
function otherFounderCall(
  { url: baseUrl, address }: Pick<Site, 'url' | 'address'>,
  method: 'GET' | 'POST',
  pathname: string,
  { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: unknown }> {
  const data = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = http.request(
      `${baseUrl}${pathname}`,
      {
        method,
        localAddress: address,
        headers: {
          accept: 'application/json',
          cookie: `uplift.csrf=${E2E_CSRF_TOKEN}`,
          ...(method === 'GET' ? {} : { origin: baseUrl, ...CSRF_HEADERS }),
          ...(data ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, json: text ? JSON.parse(text) : null }),
        );
      },
    );
    call.on('error', reject);
    call.end(data);
  });
}

async function siteOf(server: OwnServer): Promise<Site> {
  const from = { url: server.url, address: `127.0.0.${3 + (sitesMade++ % 250)}` };
  const read = await otherFounderCall(from, 'GET', '/api/questionnaire');
  expect(read.status, JSON.stringify(read.json)).toBe(200);
  return { ...from, db: server.db, questionnaire: read.json as Questionnaire };
}

/**
 * One founder takes the audit: the session (POST /api/sessions), dated an hour back (answers given at a
 * reading pace; through the API they take a moment, which the benchmarks leave out as careless), then
 * every answer at once (POST …/complete). `valueFor` gives the answer to the question at `index` in
 * the site's questionnaire, in the chapter at `chapter` (0-based position).
 */
async function takeAudit(
  site: Site,
  visitorId: string,
  valueFor: (index: number, chapter: number) => number,
): Promise<{ session: { id: string; secret: string }; answers: Record<string, number> }> {
  const created = await otherFounderCall(site, 'POST', '/api/sessions', { body: { visitorId } });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const session = created.json as { id: string; secret: string };
  await site.db
    .update(schema.assessmentSessions)
    .set({ startedAt: sql`now() - interval '1 hour'` })
    .where(eq(schema.assessmentSessions.id, session.id));
  const chapters = [...site.questionnaire.chapters].sort((a, b) => a.position - b.position).map((c) => c.id);
  const answers = Object.fromEntries(
    site.questionnaire.questions.map((q, index) => [q.id, valueFor(index, chapters.indexOf(q.chapterId))]),
  );
  const done = await otherFounderCall(site, 'POST', `/api/sessions/${session.id}/complete`, {
    body: { answers },
    headers: { 'x-session-secret': session.secret },
  });
  expect(done.status, JSON.stringify(done.json)).toBe(200);
  return { session, answers };
}

/** `count` anonymous founders complete the audit, each with answers of their own. */
async function seedFounders(site: Site, count: number, tag: string) {
  for (let founder = 0; founder < count; founder++)
    await takeAudit(
      site,
      `e2e_bench_${tag}_${founder}`,
      (index) => ((index * 3 + founder * 7 + (index >> 2)) % 5) + 1,
    );
}

/** The recompute as it runs in production: the test clock moves past the debounce slot and runs it. */
async function recompute(site: Site) {
  const moved = await otherFounderCall(site, 'POST', '/api/test/clock', { body: { advanceDays: 0.002 } });
  expect(moved.status, JSON.stringify(moved.json)).toBe(200);
  expect((moved.json as { ran: number }).ran).toBeGreaterThan(0);
}

/** A signed-in founder (in `page`'s browser) with a saved result and, unless told not to, a profile. */
async function founder(
  page: Page,
  site: Site,
  testInfo: TestInfo,
  label: string,
  profile: Record<string, string> | null,
) {
  await resetAuthRateLimits(site.db);
  await signUp(page.request, site.url, 'Ada Founder', uniqueEmail(label, testInfo));
  // a founder with a profile of their own: strong in some chapters, weaker in others
  const { session } = await takeAudit(
    site,
    `e2e_bench_${label}_${Date.now()}`,
    (index, chapter) => [5, 4, 2, 3, 4, 2, 3, 5][chapter] ?? (index % 5) + 1,
  );
  const write = { origin: site.url, ...CSRF_HEADERS };
  const claimed = await page.request.post('/api/me/sessions/claim', { data: session, headers: write });
  expect(claimed.status(), await claimed.text()).toBe(200);
  if (profile) {
    const saved = await page.request.patch('/api/me/profile', { data: profile, headers: write });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  return session;
}

async function myBenchmarks(page: Page, resultId: string): Promise<BenchmarksView> {
  const response = await page.request.get(`/api/me/results/${resultId}/benchmarks`);
  expect(response.status()).toBe(200);
  return (await response.json()) as BenchmarksView;
}

/** An anonymous visitor's browser with a completed audit on /results. */
async function anonymousOnResults(browser: Browser, site: Site, page: Page, label: string) {
  const context = await newVisitorContext(browser, site.url, page.viewportSize(), `e2e_bench_${label}`);
  const visitor = await context.newPage();
  const made = await takeAudit(site, `e2e_bench_${label}_${Date.now()}`, (i) => (i % 3 === 0 ? 5 : 4));
  await visitor.goto('/');
  await storeCompletedAssessment(visitor, made.session, made.answers);
  await visitor.goto('/results');
  return { visitor, session: made.session, close: () => context.close() };
}

async function teaserOf(page: Page, session: { id: string; secret: string }): Promise<BenchmarkTeaser> {
  const response = await page.request.get(`/api/assessment/sessions/${session.id}/benchmark-teaser`, {
    headers: { 'x-session-secret': session.secret },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as BenchmarkTeaser;
}

async function shoot(page: Page, name: string, target?: ReturnType<Page['locator']>) {
  await page.mouse.move(0, 0);
  const path = `test-results/screens/benchmarks-${name}-${page.viewportSize()?.width}.png`;
  if (target) await target.screenshot({ path });
  else await page.screenshot({ path });
}

const SEED_PROFILE = { job_role: 'co-founder', team_size: '11-30', fundraising_stage: 'seed' };

// the group of all founders must stay below the minimum: no other test's assessments on this server
privateTest(
  'with too few assessments: the founder and the anonymous teaser say how many more are needed',
  async ({ page, browser, privateServer }, testInfo) => {
    // two audits of 46 statements through the API, axe twice and screenshots
    privateTest.setTimeout(120_000);
    const site = await siteOf(privateServer);
    const session = await founder(page, site, testInfo, 'few', SEED_PROFILE);
    await recompute(site);
    const view = await myBenchmarks(page, session.id);
    const all = view.groups.find((g) => g.kind === 'all');
    expect(all?.available).toBe(false);

    await page.goto('/results');
    const section = page.getByRole('region', { name: 'Where You Stand' });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByText(benchmarkCopy.section.noneAvailable(all?.missing ?? 0))).toBeVisible();
    await expect(section.getByRole('table')).toHaveCount(0);
    // the radar is there, with the founder's scores only
    const radar = page.getByRole('region', { name: 'Your Chapters at a Glance' });
    await expect(
      radar.getByRole('img', {
        name: new RegExp(`Radar chart of your ${defaultQuestionnaire.chapters.length} chapter scores`),
      }),
    ).toBeVisible();
    await expect(radar.getByRole('columnheader')).toHaveText(['Chapter', 'You']);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'too-few-section', section);

    const anonymous = await anonymousOnResults(browser, site, page, 'few-visitor');
    const teaser = anonymous.visitor.getByRole('complementary', { name: 'Benchmark' });
    const figure = await teaserOf(anonymous.visitor, anonymous.session);
    expect(figure.available).toBe(false);
    await expect(teaser).toContainText(benchmarkCopy.teaser.waiting(figure.missing));
    expect(await axeViolations(anonymous.visitor)).toEqual([]);
    await shoot(anonymous.visitor, 'too-few-teaser');
    await anonymous.close();
  },
);

test('with 30 more founders: percentiles, bands and the radar for the founder; the teaser figure for a visitor', async ({
  page,
  browser,
  ownServer,
}, testInfo) => {
  test.setTimeout(120_000);
  const site = await siteOf(ownServer);
  const session = await founder(page, site, testInfo, 'many', SEED_PROFILE);
  await seedFounders(site, SEEDED, uniqueTag('many', testInfo));
  await recompute(site);
  const view = await myBenchmarks(page, session.id);
  const all = view.groups.find((g) => g.kind === 'all');
  const stage = view.groups.find((g) => g.kind === 'stage');
  expect(all?.available).toBe(true);
  expect(stage?.available).toBe(false);

  await page.goto('/results');
  const section = page.getByRole('region', { name: 'Where You Stand' });
  await section.scrollIntoViewIfNeeded();
  const table = section.getByRole('table', {
    name: 'Share of founders you rated yourself higher than, by group',
  });
  await expect(table).toBeVisible();
  const overall = all?.metrics.find((m) => m.metric === 'overall');
  const overallRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Overall' }) });
  await expect(overallRow).toContainText(`${overall?.percentile} %`);
  // overall, inner, outer and every chapter of the default questionnaire
  await expect(table.getByRole('rowheader')).toHaveCount(3 + defaultQuestionnaire.chapters.length);
  await expect(
    section.getByText(benchmarkCopy.section.missing(stage?.missing ?? 0, 'Seed founders')),
  ).toBeVisible();
  await expect(section.getByText('The table shows the broader groups instead.')).toBeVisible();

  const radar = page.getByRole('region', { name: 'Your Chapters at a Glance' });
  await radar.scrollIntoViewIfNeeded();
  await expect(radar.getByRole('img', { name: /Radar chart/ })).toBeVisible();
  await expect(radar.getByRole('listitem').filter({ hasText: 'Median of all founders' })).toBeVisible();
  await expect(radar.getByRole('columnheader')).toHaveCount(3);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'radar', radar);
  // the printed report keeps the chart and its table
  await page.emulateMedia({ media: 'print' });
  await expect(radar.getByRole('img', { name: /Radar chart/ })).toBeVisible();
  await shoot(page, 'radar-print', radar);
  await page.emulateMedia({ media: 'screen' });
  await shoot(page, 'section', section);

  // the navigation lists both sections, and the keyboard reaches the sideways-scrolling table
  if ((page.viewportSize()?.width ?? 0) >= 1024) {
    const nav = page.getByRole('navigation', { name: 'Results sections' });
    await expect(nav.getByRole('link', { name: 'At a Glance' })).toBeVisible();
    await nav.getByRole('link', { name: 'Where You Stand' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#where-you-stand$/);
  }

  const anonymous = await anonymousOnResults(browser, site, page, 'many-visitor');
  const figure = await teaserOf(anonymous.visitor, anonymous.session);
  expect(figure.available).toBe(true);
  const teaser = anonymous.visitor.getByRole('complementary', { name: 'Benchmark' });
  await expect(teaser).toContainText(benchmarkCopy.teaser.figure(figure.percentile ?? -1));
  // nothing beyond the one figure: no section, no group table
  await expect(anonymous.visitor.getByRole('region', { name: 'Where You Stand' })).toHaveCount(0);
  await expect(anonymous.visitor.getByRole('img', { name: /Radar chart/ })).toBeVisible();
  expect(await axeViolations(anonymous.visitor)).toEqual([]);
  await shoot(anonymous.visitor, 'teaser');
  await shoot(
    anonymous.visitor,
    'radar-anonymous',
    anonymous.visitor.getByRole('region', { name: 'Your Chapters at a Glance' }),
  );
  // the sign-up promise opens the sign-up dialog, by keyboard
  await teaser.getByRole('button', { name: 'Sign up free' }).focus();
  await anonymous.visitor.keyboard.press('Enter');
  await expect(anonymous.visitor.getByRole('dialog')).toBeVisible();
  await anonymous.close();
});

test('without stage and team size: the section asks for them, and the benchmarks reload by keyboard', async ({
  page,
  ownServer,
}, testInfo) => {
  test.setTimeout(120_000);
  const site = await siteOf(ownServer);
  const session = await founder(page, site, testInfo, 'noprofile', null);
  // all founders are the comparison meanwhile: the founders that group lacks on this server, seeded here
  await recompute(site);
  const missing = (await myBenchmarks(page, session.id)).groups.find((g) => g.kind === 'all')?.missing;
  expect(missing).toBeDefined();
  if (missing) {
    await seedFounders(site, missing, uniqueTag('noprofile', testInfo));
    await recompute(site);
  }
  const all = (await myBenchmarks(page, session.id)).groups.find((g) => g.kind === 'all');
  expect(all?.available).toBe(true);

  await page.goto('/results');
  await page
    .getByRole('dialog', { name: 'Complete Your Profile' })
    .getByRole('button', { name: 'Later' })
    .click();
  const section = page.getByRole('region', { name: 'Where You Stand' });
  await section.scrollIntoViewIfNeeded();
  const form = section.getByRole('form', { name: 'Compare yourself with founders like you' });
  await expect(form).toBeVisible();
  // meanwhile all founders are the comparison
  await expect(section.getByRole('table')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'profile-prompt', section);

  await form.getByRole('combobox', { name: 'Fundraising stage' }).focus();
  await page.keyboard.type('Seed');
  await page.keyboard.press('Tab');
  await page.keyboard.type('11');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Show my benchmarks' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form).toHaveCount(0);
  await expect(section.getByText(/more assessments? needed to compare with Seed founders\./)).toBeVisible();
  await expect(
    section.getByText(/more assessments? needed to compare with founders in teams of 11–30 people\./),
  ).toBeVisible();
});
