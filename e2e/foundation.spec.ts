import { axeViolations, expect, screenshot, test } from './fixtures';

test('the landing page is prerendered and offers the audit', async ({ page, request, cspViolations }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('Start your Audit');

  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Start your Audit' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'landing');
  expect(cspViolations).toEqual([]);
});

test('the hero moves, and stands still for reduced motion', async ({ page }) => {
  const durations = () =>
    page
      .getByTestId('hero-motion')
      .locator('span')
      .evaluateAll((fields) => fields.map((f) => getComputedStyle(f).animationDuration));
  await page.goto('/');
  expect(await durations()).toEqual(['1.4s', '1.4s']);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  for (const duration of await durations()) expect(Number.parseFloat(duration)).toBeLessThan(0.001);
});

test('an unknown path shows the 404 page with a 404 status and leads home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'not-found');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Start your Audit' })).toBeVisible();
});

test('hashed assets are immutable and HTML is never cached @desktop-only', async ({ request }) => {
  const home = await request.get('/');
  expect(home.headers()['cache-control']).toBe('no-cache');
  const asset = (await home.text()).match(/\/assets\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const res = await request.get(asset as string, { headers: { 'accept-encoding': 'br' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toContain('immutable');
  expect(res.headers()['content-encoding']).toBe('br');
});

test('no request leaves our origin', async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(baseURL as string) && !r.url().startsWith('data:')) foreign.push(r.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
});
