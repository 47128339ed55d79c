import { axeViolations, expect, screenshot, test } from './fixtures';

test.use({ consent: 'none' });

const stored = (page: import('@playwright/test').Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cookie_consent') ?? 'null'));

test('a first visit shows the banner; Only Essential stores and logs that choice', async ({ page }) => {
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

  await page.reload();
  await expect(page.getByRole('button', { name: 'Start your Audit' })).toBeVisible();
  await expect(banner).toBeHidden();
  expect(visits, 'nothing analytical runs without consent').toEqual([]);
});

test('Accept All turns analytics on, and only then is the visit counted', async ({ page }) => {
  await page.goto('/');
  const counted = page.waitForRequest((r) => r.url().endsWith('/api/visits'));
  await page.getByRole('button', { name: 'Accept All' }).click();
  expect((await counted).postDataJSON()).toMatchObject({ page: 'landing' });
  await expect.poll(() => stored(page)).toMatchObject({ analytics: true, marketing: true });
});

test('Customize saves a custom choice; the footer reopens the settings; withdraw turns all off', async ({
  page,
}) => {
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

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Analytics' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Withdraw consent' }).click();
  await expect.poll(() => stored(page)).toMatchObject({ analytics: false, marketing: false });
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

  test('show stored markup as text and never run it', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', async (d) => {
      dialogs++;
      await d.dismiss();
    });
    await page.route('**/api/pages/terms', (route) =>
      route.fulfill({
        json: {
          pageType: 'terms',
          content: '<script>alert(1)</script>\n<img src=x onerror="alert(2)">',
          updatedAt: new Date().toISOString(),
        },
      }),
    );
    await page.goto('/terms');
    await expect(page.getByText('<script>alert(1)</script>')).toBeVisible();
    await expect(page.getByText('<img src=x onerror="alert(2)">')).toBeVisible();
    expect(dialogs).toBe(0);
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
