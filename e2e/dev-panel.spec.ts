/**
 * The hidden developer panel's user tools (spec 2 "Developer tools"), used through the UI by an admin,
 * on the production build against the real API (nothing mocked): the user search (at least 2
 * characters; an e-mail or full-name substring in any case, or an exact id), the user debugging view
 * and its three actions, and the refusal for a signed-in user who is not an admin.
 *
 * Like admin.spec.ts, these tests run their own instance of the app (e2e/own-server.ts) so that the
 * test can make an admin (one UPDATE, as `npm run admin:create` does) and plant data issues for the
 * repair to find. Every message is the spec's copy, written out here rather than imported.
 */
import type { Locator, Page } from '@playwright/test';
import { and, eq, inArray } from 'drizzle-orm';
import type { ResultView } from '../src/contract/assessment';
import { formatScore } from '../src/domain/scoring';
import * as schema from '../src/server/db/schema';
import { axeViolations, csrfRequestContext, expect, screenshot } from './fixtures';
import { completeAssessmentViaApi, signIn, signUp, signUpAdmin } from './journey-helpers';
import { type OwnServer, test } from './own-server';

const SEARCH_API = '/api/admin/dev/users';

let counter = 0;
/** Unique per run and test: lower-case letters and digits only. */
const nonce = () => `${Date.now().toString(36)}${++counter}${Math.random().toString(36).slice(2, 6)}`;

/**
 * The user the admin looks for: an account with one completed, claimed assessment (so that 'View as
 * user' has a result to show); answers the founder's own view of that result too.
 */
async function targetFounder(url: string, tag: string) {
  const request = await csrfRequestContext(url);
  try {
    // the e-mail and the name share no text of 3 or more characters but the tag, so each search
    // below finds the user by the field it means
    const email = `zq.${tag}.mail@example.com`;
    const name = `Zora Quill ${tag}`;
    const id = await signUp(request, url, name, email);
    // one answer per chapter, different between chapters, so that every score shown is telling
    const { session } = await completeAssessmentViaApi(
      request,
      `e2e_dev_${tag}`,
      (question, _index, questionnaire) =>
        ((questionnaire.chapters.find((c) => c.id === question.chapterId)?.position ?? 0) % 5) + 1,
    );
    const claimed = await request.post('/api/me/sessions/claim', { data: session });
    expect(claimed.status(), await claimed.text()).toBe(200);
    const latest = await request.get('/api/me/results/latest');
    expect(latest.status(), await latest.text()).toBe(200);
    return { id, email, name, sessionId: session.id, result: (await latest.json()) as ResultView };
  } finally {
    await request.dispose();
  }
}

/** The page's browser signs up, becomes admin the way admin:create does it, and signs in again. */
async function signInAsNewAdmin(page: Page, server: OwnServer) {
  const admin = await signUpAdmin(server, page.request, `ada.${nonce()}@example.com`);
  await signIn(page.request, server.url, admin.email);
  return admin;
}

const toast = (page: Page) => page.locator('[data-sonner-toast]');

/** The user debugging view as a record: each <dt> with the text of the <dd> after it. */
function debuggingView(card: Locator) {
  return card.evaluate((element) =>
    Object.fromEntries(
      [...element.querySelectorAll('dt')].map((dt) => [
        dt.textContent ?? '',
        dt.nextElementSibling?.textContent ?? '',
      ]),
    ),
  );
}

/** The queries the page sent to the user search API, in order. */
function watchSearches(page: Page): string[] {
  const queries: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === SEARCH_API) queries.push(url.searchParams.get('q') ?? '');
  });
  return queries;
}

async function openPanel(page: Page) {
  await page.goto('/overview?debug=1');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.getByRole('button', { name: 'DEV' }).click();
  const panel = page.getByRole('region', { name: 'Developer tools' });
  await expect(panel).toBeVisible();
  // the questionnaire has loaded into the panel (nothing left to change under axe)
  await expect(panel.getByTestId('dev-chapters')).not.toHaveText('0');
  return panel;
}

test('an admin finds a user by e-mail, name or id, repairs their data, clears caches and views as them', async ({
  page,
  ownServer,
}) => {
  test.setTimeout(120_000);
  const tag = nonce();
  const target = await targetFounder(ownServer.url, tag);
  const db = ownServer.db;
  // data issues for the repair to find: a stale profile e-mail and an assessment session without one
  await db
    .update(schema.profiles)
    .set({ email: `old.${tag}@example.com` })
    .where(eq(schema.profiles.userId, target.id));
  await db
    .update(schema.assessmentSessions)
    .set({ email: null })
    .where(eq(schema.assessmentSessions.id, target.sessionId));
  // and a rate-limit window of theirs: the server-side state 'Clear caches' removes
  await db
    .insert(schema.rateLimits)
    .values({ identifier: target.id, endpoint: 'e2e_dev_panel', requestCount: 3 });

  const admin = await signInAsNewAdmin(page, ownServer);
  const searches = watchSearches(page);
  const panel = await openPanel(page);
  expect(await axeViolations(page)).toEqual([]);

  const input = panel.getByLabel('E-mail, name or id');
  const searchButton = panel.getByRole('button', { name: 'Search', exact: true });
  const cards = panel.getByTestId('dev-user');

  // fewer than 2 characters (after trimming): no search, neither by the button nor by Enter
  await expect(searchButton).toBeDisabled();
  await input.fill('z');
  await expect(searchButton).toBeDisabled();
  await input.press('Enter');
  await input.fill(' q ');
  await expect(searchButton).toBeDisabled();
  await input.press('Enter');
  await expect(cards).toHaveCount(0);

  const findsTarget = async (query: string) => {
    await input.fill(query);
    await expect(searchButton).toBeEnabled();
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === SEARCH_API);
    await searchButton.click();
    expect((await answered).status()).toBe(200);
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole('definition').first()).toHaveText(target.id);
  };

  // an e-mail substring (in another case), a full-name substring (in another case), the exact id
  const byEmail = `Q.${tag.toUpperCase()}.MAIL@EXAMPLE`;
  const byName = `ora quill ${tag.toUpperCase()}`;
  await findsTarget(byEmail);
  await findsTarget(byName);
  await findsTarget(target.id);

  // part of the id is not a match: the id must be exact
  const idPart = target.id.slice(0, 12);
  await input.fill(idPart);
  await searchButton.click();
  await expect(
    toast(page).filter({ hasText: 'User not found - No user matches the search criteria' }),
  ).toBeVisible();
  await expect(cards).toHaveCount(0);
  // every request the search API got: none for the short inputs above
  expect(searches).toEqual([byEmail, byName, target.id, idPart]);

  // the user debugging view, with the planted issues flagged
  await findsTarget(target.id);
  const card = cards.first();
  expect(await debuggingView(card)).toEqual({
    id: target.id,
    email: target.email,
    full_name: target.name,
    session_count: '1',
    completed_sessions: '1',
    hasNullEmail: 'true',
    hasResults: 'true',
    hasProfile: 'true',
    emailMismatch: 'true',
  });
  expect(await axeViolations(page)).toEqual([]);

  // fix data issues: two repairs, then nothing left to do
  await card.getByRole('button', { name: 'Fix data issues' }).click();
  const fixed = toast(page).filter({ hasText: 'Data issues fixed' });
  await expect(fixed.locator('[data-title]')).toHaveText('Data issues fixed');
  await expect(fixed.locator('[data-description]')).toHaveText('Applied 2 fixes');
  await expect
    .poll(() => debuggingView(card))
    .toMatchObject({ hasNullEmail: 'false', hasProfile: 'true', emailMismatch: 'false' });
  const [profile] = await db.select().from(schema.profiles).where(eq(schema.profiles.userId, target.id));
  expect(profile?.email).toBe(target.email);
  const [session] = await db
    .select()
    .from(schema.assessmentSessions)
    .where(eq(schema.assessmentSessions.id, target.sessionId));
  expect(session?.email).toBe(target.email);
  await card.getByRole('button', { name: 'Fix data issues' }).click();
  await expect(fixed.locator('[data-description]')).toHaveText('Applied 0 fixes');

  // clear caches: the spec's message, and the user's rate-limit windows are gone
  await card.getByRole('button', { name: 'Clear caches' }).click();
  await expect(toast(page).filter({ hasText: 'User cache cleared' })).toBeVisible();
  expect(
    await db.$count(schema.rateLimits, inArray(schema.rateLimits.identifier, [target.id, target.sessionId])),
  ).toBe(0);

  // view as user: the spec's message, and the user's latest result, read-only, as they see its scores
  await card.getByRole('button', { name: 'View as user' }).click();
  const viewing = toast(page).filter({ hasText: 'Viewing as user' });
  await expect(viewing.locator('[data-title]')).toHaveText('Viewing as user');
  await expect(viewing.locator('[data-description]')).toHaveText(target.email);
  const view = panel.getByRole('region', { name: 'Viewing as user' });
  await expect(view.getByRole('heading')).toHaveText(`Viewing as ${target.email} (read-only)`);
  const { result } = target;
  await expect(view.getByText(/^Overall /)).toHaveText(
    `Overall ${formatScore(result.overall)} · Inner ${formatScore(result.inner)} · Outer ${formatScore(result.outer)}`,
  );
  await expect(view.getByRole('listitem')).toHaveText(
    result.chapters.map((chapter) => `${chapter.title}: ${formatScore(chapter.average)}`),
  );
  expect(await axeViolations(page)).toEqual([]);
  await view.scrollIntoViewIfNeeded();
  await screenshot(page, 'dev-panel-user-tools');
  await view.getByRole('button', { name: 'Close' }).click();
  await expect(view).toHaveCount(0);

  // the actions are in the admin audit log, by this admin
  const audit = await db
    .select({ action: schema.adminAuditLog.action, actor: schema.adminAuditLog.actorUserId })
    .from(schema.adminAuditLog)
    .where(eq(schema.adminAuditLog.target, target.id));
  expect(audit.map((row) => row.action).sort()).toEqual(['dev.clear_cache', 'dev.fix_data', 'dev.fix_data']);
  expect(audit.every((row) => row.actor === admin.id)).toBe(true);
  // and the view as the user is a security event of this admin's
  const viewed = await db
    .select({ details: schema.securityEvents.details })
    .from(schema.securityEvents)
    .where(
      and(
        eq(schema.securityEvents.eventType, 'admin_view_as_user'),
        eq(schema.securityEvents.userId, admin.id),
      ),
    );
  expect(viewed.map((row) => row.details)).toEqual([{ viewedUserId: target.id }]);
});

test("a signed-in user who is not an admin gets 'Error searching users'", async ({ page, ownServer }) => {
  const tag = nonce();
  await signUp(page.request, ownServer.url, `Frieda Founder ${tag}`, `frieda.${tag}@example.com`);
  const panel = await openPanel(page);
  await panel.getByLabel('E-mail, name or id').fill('frieda');
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === SEARCH_API);
  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  const response = await answered;
  expect(response.status()).toBe(403);
  expect((await response.json()).error.code).toBe('forbidden');
  await expect(toast(page).filter({ hasText: 'Error searching users' }).locator('[data-title]')).toHaveText(
    'Error searching users',
  );
  await expect(panel.getByTestId('dev-user')).toHaveCount(0);
});
