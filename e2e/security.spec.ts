import type { Page } from '@playwright/test';
import { INACTIVITY_CHECK_INTERVAL_MS, INACTIVITY_TIMEOUT_MS } from '../src/domain/constants';
import { CSRF_HEADERS, E2E_CSRF_TOKEN, expect, test } from './fixtures';
import { loadFlow, questionHeading, signUp } from './journey-helpers';

/** Security behaviour in the browser (docs/security.md); the fixture fails any test with a CSP violation. */

const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title }).first();

test('the landing page carries nothing of the security client or the developer panel', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  // the modules of the first load: in src/href attributes, or listed by the boot script that preloads
  // them after the first paint (react-router.config.ts)
  const scripts = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? ''))];
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const source = await (await page.request.get(script)).text();
    expect(source, script).not.toContain('Developer tools blocked');
    expect(source, script).not.toContain('Random autofill');
    expect(source, script).not.toContain('Suspicious activity detected');
  }
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'DEV' })).toHaveCount(0);
});

test.describe('CSRF, with no cookie preset (the page makes its own token)', () => {
  test.use({ csrfPreset: false });
  test('CSRF: state-changing calls carry the session-storage token, equal to the cookie', async ({
    page,
  }) => {
    const sent: Array<string | undefined> = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/') && request.method() !== 'GET')
        sent.push(request.headers()['x-csrf-token']);
    });
    await page.goto('/overview');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(questionHeading(page)).toBeVisible();
    await page.getByRole('radio').first().click();
    await expect.poll(() => sent.length).toBeGreaterThan(0);
    const token = await page.evaluate(() => sessionStorage.getItem('csrfToken'));
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(sent.every((header) => header === token)).toBe(true);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'uplift.csrf')?.value).toBe(token);
    // a fresh token, not the one the tests' own calls use
    expect(token).not.toBe(E2E_CSRF_TOKEN);
  });

  test('CSRF: an anonymous write without the pair, or from another site, is refused 403 csrf_invalid @desktop-only', async ({
    playwright,
    baseURL,
  }) => {
    // a bare client: no cookie, no header (what a forged cross-site form post amounts to)
    const bare = await playwright.request.newContext({ baseURL: baseURL ?? '' });
    try {
      const res = await bare.post('/api/sessions', { data: { visitorId: 'e2e_csrf_bare_0001' } });
      expect(res.status()).toBe(403);
      expect((await res.json()).error.code).toBe('csrf_invalid');
      const foreign = await bare.post('/api/consent', {
        headers: { origin: 'https://evil.example', ...CSRF_HEADERS, cookie: `uplift.csrf=${E2E_CSRF_TOKEN}` },
        data: {},
      });
      expect(foreign.status()).toBe(403);
      expect((await foreign.json()).error.code).toBe('csrf_invalid');
    } finally {
      await bare.dispose();
    }
  });
});

test('developer panel: debug=1 shows DEV, remembered in debugTools, debug=0 hides it', async ({
  page,
  request,
}) => {
  const flow = await loadFlow(request);
  await page.goto('/assessment?debug=1');
  await expect(questionHeading(page)).toBeVisible();
  const dev = page.getByRole('button', { name: 'DEV' });
  await dev.click();
  const panel = page.getByRole('region', { name: 'Developer tools' });
  await expect(panel.getByTestId('dev-path')).toHaveText('/assessment');
  await expect(panel.getByTestId('dev-questions')).toHaveText(String(flow.questions.length));
  await expect(panel.getByTestId('dev-chapters')).toHaveText(String(flow.chapters.length));
  expect(await page.evaluate(() => localStorage.getItem('debugTools'))).toBe('true');

  // jump to the second chapter: its first question is shown
  const second = flow.chapters[1];
  if (!second) throw new Error('the seed has one chapter');
  const jumpLabel = `${String(second.position).padStart(2, '0')} ${second.title}`;
  await panel.getByRole('button', { name: jumpLabel, exact: true }).click();
  await expect(questionHeading(page)).toHaveText(flow.byChapter(second.id)[0]?.text ?? '');

  // random autofill answers every question
  await panel.getByRole('button', { name: 'Random autofill' }).click();
  await expect(panel.getByTestId('dev-answered')).toHaveText(String(flow.questions.length));

  // the auto-progression toggle
  await panel.getByLabel('Disable auto-progression').check();
  expect(await page.evaluate(() => localStorage.getItem('disableAutoProgress'))).toBe('true');
  await panel.getByLabel('Disable auto-progression').uncheck();
  expect(await page.evaluate(() => localStorage.getItem('disableAutoProgress'))).toBeNull();

  // session reset
  await panel.getByRole('button', { name: 'Reset session' }).click();
  await expect(toast(page, 'Cleared session')).toBeVisible();
  await expect(panel.getByTestId('dev-answered')).toHaveText('0');

  // remembered on another page, without the parameter
  await page.goto('/overview');
  await expect(page.getByRole('button', { name: 'DEV' })).toBeVisible();
  await page.getByRole('button', { name: 'DEV' }).click();
  await expect(page.getByTestId('dev-path')).toHaveText('/overview');
  // jump from elsewhere: goes to /assessment at that chapter
  await page
    .getByRole('region', { name: 'Developer tools' })
    .getByRole('button', { name: jumpLabel, exact: true })
    .click();
  await expect(page).toHaveURL(/\/assessment$/);
  await expect(questionHeading(page)).toHaveText(flow.byChapter(second.id)[0]?.text ?? '');

  // debug mode (local storage debugMode) echoes client log reports to the console
  await page.getByRole('button', { name: 'DEV' }).click();
  const debugMode = page.getByRole('checkbox', { name: 'Echo client logs to the console' });
  await debugMode.check();
  expect(await page.evaluate(() => localStorage.getItem('debugMode'))).toBe('true');
  await debugMode.uncheck();
  expect(await page.evaluate(() => localStorage.getItem('debugMode'))).toBeNull();

  await page.goto('/overview?debug=0');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // the switch forgets the choice once the page has hydrated (a prerendered page shows no DEV before)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('debugTools'))).toBeNull();
  await expect(page.getByRole('button', { name: 'DEV' })).toHaveCount(0);

  // the second way in: a parameter equal to dev
  await page.goto('/overview?mode=dev');
  await expect(page.getByRole('button', { name: 'DEV' })).toBeVisible();
});

test("developer panel: user tools are admin-only ('Error searching users' for a visitor)", async ({
  page,
}) => {
  await page.goto('/overview?debug=1');
  await page.getByRole('button', { name: 'DEV' }).click();
  const panel = page.getByRole('region', { name: 'Developer tools' });
  await panel.getByLabel('E-mail, name or id').fill('ab');
  await panel.getByRole('button', { name: 'Search' }).click();
  await expect(toast(page, 'Error searching users')).toBeVisible();
});

test('developer panel: autofill without a questionnaire says so', async ({ page }) => {
  await page.route('**/api/questionnaire', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"error":{"code":"unavailable","message":"down"}}',
    }),
  );
  await page.goto('/?debug=1');
  await page.getByRole('button', { name: 'DEV' }).click();
  await page.getByRole('button', { name: 'Random autofill' }).click();
  await expect(toast(page, 'No questions loaded - Load Assessment first.')).toBeVisible();
});

test('the developer-tools deterrent is off by default: F12 and right-click are untouched', async ({
  page,
}) => {
  await page.goto('/overview');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const prevented = await page.evaluate(() => {
    const key = new KeyboardEvent('keydown', { key: 'F12', cancelable: true, bubbles: true });
    const menu = new MouseEvent('contextmenu', { cancelable: true, bubbles: true });
    document.body.dispatchEvent(key);
    document.body.dispatchEvent(menu);
    return [key.defaultPrevented, menu.defaultPrevented];
  });
  expect(prevented).toEqual([false, false]);
});

test('the deterrent, when the admin setting is on, blocks F12 and right-click with the toasts', async ({
  page,
}) => {
  await page.route('**/api/settings/public', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"devtoolsDeterrent":true}' }),
  );
  await page.goto('/overview');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const key = new KeyboardEvent('keydown', { key: 'F12', cancelable: true, bubbles: true });
        document.body.dispatchEvent(key);
        return key.defaultPrevented;
      }),
    )
    .toBe(true);
  await expect(toast(page, 'Developer tools blocked')).toBeVisible();
  await page.mouse.click(100, 200, { button: 'right' });
  await expect(toast(page, 'Right-click disabled')).toBeVisible();
});

test("a 429 shows 'Rate Limit Exceeded' with the time to try again", async ({ page }) => {
  await page.route('**/api/chapters', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'retry-after': '30', 'content-type': 'application/json' },
      body: '{"error":{"code":"rate_limited","message":"Too many requests. Try again in 30 seconds."}}',
    }),
  );
  await page.goto('/overview');
  await expect(toast(page, 'Rate Limit Exceeded')).toContainText(/Too many requests\. Try again after .+\./);
});

test("a suspicious session is logged out with 'Security Alert'", async ({ page }) => {
  await page.route('**/api/security/session', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        signedIn: false,
        suspicious: true,
        threatLevel: 'high',
        inactivityTimeoutMs: INACTIVITY_TIMEOUT_MS,
        lastActivity: null,
      }),
    }),
  );
  await page.goto('/overview');
  await expect(toast(page, 'Security Alert')).toContainText(
    'Suspicious activity detected. Please refresh the page.',
  );
});

test("30 idle minutes end a signed-in session: 'Session Timeout' (fake clock)", async ({ page, baseURL }) => {
  await page.clock.install();
  const email = `idle-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await signUp(page.request, baseURL ?? '', 'Idle Founder', email, 'a long enough password');
  const watching = page.waitForResponse((r) => r.url().includes('/api/security/session'));
  await page.goto('/terms');
  expect(await (await watching).json()).toMatchObject({ signedIn: true });

  await page.clock.runFor(INACTIVITY_TIMEOUT_MS + INACTIVITY_CHECK_INTERVAL_MS);
  await expect(toast(page, 'Session Timeout')).toContainText('Your session has timed out due to inactivity.');
  await expect.poll(async () => (await page.request.get('/api/me')).status()).toBe(401);
});
