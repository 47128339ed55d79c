import { axeViolations, expect, screenshot, test } from './fixtures';
import { signUp as signUpThrough } from './journey-helpers';

test.use({ consent: 'none' });

type Page = import('@playwright/test').Page;

const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cookie_consent') ?? 'null'));

/**
 * Signs this browser up, so its consent rows carry the user and can be read back through the account's
 * consent history (GET /api/me/consent): the way to count what consent_logs holds for this browser.
 */
async function signUp(page: Page, baseURL: string | undefined) {
  await signUpThrough(
    page.request,
    baseURL ?? '',
    'Consent Founder',
    `consent-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@example.com`,
    'a long enough password',
  );
}

type ConsentRow = {
  essential: boolean;
  analytics: boolean;
  marketing: boolean;
  version: string;
  createdAt: string;
};
async function consentRows(page: Page): Promise<ConsentRow[]> {
  const res = await page.request.get('/api/me/consent');
  expect(res.status()).toBe(200);
  const { entries } = (await res.json()) as { entries: ConsentRow[] };
  return entries.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
const categories = ({ essential, analytics, marketing, version }: ConsentRow) => ({
  essential,
  analytics,
  marketing,
  version,
});

test('a first visit shows the banner; Only Essential stores and logs that choice', async ({
  page,
  baseURL,
}) => {
  await signUp(page, baseURL);
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Your privacy, your choice' });
  await expect(banner).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'consent-banner');

  const logged = page.waitForResponse(
    (r) => r.url().endsWith('/api/consent') && r.request().method() === 'POST',
  );
  const visits: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/visits') && visits.push(r.url()));
  await banner.getByRole('button', { name: 'Only Essential' }).click();
  expect((await logged).status()).toBe(201);
  await expect(banner).toBeHidden();
  await expect(page.getByText('Consent preferences updated')).toBeVisible();
  await expect
    .poll(() => stored(page))
    .toMatchObject({
      essential: true,
      analytics: false,
      marketing: false,
      version: '1.0',
    });
  await expect
    .poll(async () => (await consentRows(page)).map(categories))
    .toEqual([{ essential: true, analytics: false, marketing: false, version: '1.0' }]);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Start your Audit' })).toBeVisible();
  await expect(banner).toBeHidden();
  expect(visits, 'nothing analytical runs without consent').toEqual([]);
});

test('the banner is in the page before any JavaScript runs; a stored choice keeps it hidden', async ({
  page,
}) => {
  // No module script may load: what shows is the prerendered HTML with the head's inline script alone.
  await page.route('**/assets/*.js', (route) => route.abort());
  const banner = page.getByRole('region', { name: 'Your privacy, your choice' });
  for (const path of ['/', '/overview', '/results']) {
    await page.goto(path);
    await expect(banner, path).toBeVisible();
    // a click before hydration would be lost: the buttons wait, disabled, until they work
    await expect(banner.getByRole('button', { name: 'Accept All' })).toBeDisabled();
  }
  await page.evaluate(() =>
    localStorage.setItem('cookie_consent', JSON.stringify({ essential: true, version: '1.0' })),
  );
  for (const path of ['/', '/overview', '/results']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner, path).toBeHidden();
  }
  // Hydration decides: that stored record is incomplete, so the live banner asks again.
  await page.unroute('**/assets/*.js');
  await page.goto('/overview');
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('data-consent-banner', 'live');
  await expect(banner.getByRole('button', { name: 'Accept All' })).toBeEnabled();
});

test('Accept All turns analytics on, and only then is the visit counted', async ({ page, baseURL }) => {
  await signUp(page, baseURL);
  await page.goto('/');
  const counted = page.waitForRequest((r) => r.url().endsWith('/api/visits'));
  await page.getByRole('button', { name: 'Accept All' }).click();
  expect((await counted).postDataJSON()).toMatchObject({ page: 'landing' });
  await expect.poll(() => stored(page)).toMatchObject({ analytics: true, marketing: true });
  await expect(page.getByRole('region', { name: 'Your privacy, your choice' })).toBeHidden();
  await expect
    .poll(async () => (await consentRows(page)).map(categories))
    .toEqual([{ essential: true, analytics: true, marketing: true, version: '1.0' }]);
});

test('a consent log that fails only warns: the choice is kept and confirmed', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route('**/api/consent', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something went wrong.' } } }),
  );
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Your privacy, your choice' });
  await banner.getByRole('button', { name: 'Only Essential' }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByText('Consent preferences updated')).toBeVisible();
  await expect.poll(() => stored(page)).toMatchObject({ essential: true, analytics: false });
  await expect
    .poll(() => warnings.some((text) => text.includes('Could not log the consent choice')))
    .toBe(true);
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Start your Audit' })).toBeVisible();
  await expect(banner).toBeHidden();
});

test('Customize saves a custom choice; the footer reopens the settings; withdraw turns all off', async ({
  page,
  baseURL,
}) => {
  await signUp(page, baseURL);
  await page.goto('/');
  await page.getByRole('button', { name: 'Customize' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie Settings' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /Essential/ })).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'consent-settings');
  await dialog.getByRole('checkbox', { name: 'Analytics' }).check();
  await dialog.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => stored(page)).toMatchObject({ analytics: true, marketing: false });
  await expect(page.getByRole('region', { name: 'Your privacy, your choice' })).toBeHidden();
  await expect
    .poll(async () => (await consentRows(page)).map(categories))
    .toEqual([{ essential: true, analytics: true, marketing: false, version: '1.0' }]);

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Analytics' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Withdraw consent' }).click();
  await expect.poll(() => stored(page)).toMatchObject({ analytics: false, marketing: false });
  await expect
    .poll(async () => (await consentRows(page)).map(categories))
    .toEqual([
      { essential: true, analytics: true, marketing: false, version: '1.0' },
      { essential: true, analytics: false, marketing: false, version: '1.0' },
    ]);
});

test.describe('legal pages', () => {
  test.use({ consent: 'essential' });

  test('render the stored text with the back link, the data-rights box and the cookie button', async ({
    page,
  }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByText('TEMPLATE').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manage Your Data' })).toHaveAttribute('href', '/auth');
    await page.getByRole('complementary').getByRole('button', { name: 'Cookie Settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie Settings' })).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'privacy');

    await page.goto('/cookies');
    await page.getByRole('button', { name: 'Open cookie settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie Settings' })).toBeVisible();
  });

  test('keep the line breaks of the stored cookie policy (stored markup is covered by admin.spec)', async ({
    page,
    request,
  }) => {
    const { content } = (await (await request.get('/api/pages/cookies')).json()) as { content: string };
    const listLine = content.split('\n').find((line) => line.startsWith('- cookie_consent'));
    if (!listLine) throw new Error('the seeded cookie policy lists cookie_consent');
    await page.goto('/cookies');
    const paragraph = page.locator('main p').filter({ hasText: listLine });
    await expect(paragraph).toBeVisible();
    // the list is one paragraph whose lines stay lines on screen
    const lines = (await paragraph.innerText()).split('\n');
    expect(lines).toContain(listLine);
    expect(lines.length).toBeGreaterThan(3);
  });

  test('say so when the content cannot be loaded', async ({ page }) => {
    await page.route('**/api/pages/cookies', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'x' } } }),
    );
    await page.goto('/cookies');
    await expect(page.getByText('Content could not be loaded. Please try again later.')).toBeVisible({
      timeout: 15_000,
    });
  });
});
