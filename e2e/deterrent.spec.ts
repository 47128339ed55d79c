/**
 * The developer-tools deterrent on the real setting (no mocked /api/settings/public): an admin switches
 * it on through the admin API on this test's own server, and a visitor's page then blocks F12,
 * Ctrl+Shift+I, Ctrl+U and right-click with the spec's toasts. The writing instance serves the new
 * value at once (its 10 s cache is emptied by the write; docs/security.md).
 */
import type { Page } from '@playwright/test';
import { adminPaths } from '../src/contract/admin';
import { CSRF_HEADERS, expect } from './fixtures';
import { signUpAdmin } from './journey-helpers';
import { test } from './own-server';

type KeyLog = { __keys: boolean[] };

const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title }).first();

test('an admin switches the deterrent on; a visitor is then blocked with the toasts', async ({
  page,
  browser,
  ownServer,
}) => {
  // the admin, made the way admin:create makes one
  await signUpAdmin(ownServer, page.request, `deterrent.${Date.now().toString(36)}@example.com`);

  // off by default, and the server has cached that
  expect((await (await page.request.get('/api/settings/public')).json()).devtoolsDeterrent).toBe(false);
  const on = await page.request.patch(adminPaths.settings, {
    headers: { origin: ownServer.url, ...CSRF_HEADERS },
    data: { devtoolsDeterrent: true },
  });
  expect(on.status(), await on.text()).toBe(200);

  // a visitor, in a browser of their own, right away
  const context = await browser.newContext({ baseURL: ownServer.url, viewport: page.viewportSize() });
  // Notes whether each keydown was blocked: registered before the app's own listener (window, capture),
  // read after the event is done.
  await context.addInitScript(() => {
    const log: boolean[] = [];
    (window as unknown as KeyLog).__keys = log;
    window.addEventListener('keydown', (event) => setTimeout(() => log.push(event.defaultPrevented)), true);
  });
  const visitor = await context.newPage();
  try {
    const settings = visitor.waitForResponse((r) => r.url().endsWith('/api/settings/public'));
    await visitor.goto('/overview');
    expect(await (await settings).json()).toEqual({ devtoolsDeterrent: true });
    await expect(visitor.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The deterrent starts after that answer and its own lazy chunk: press F12 until it listens.
    const lastKeyBlocked = () =>
      visitor.evaluate(
        () =>
          new Promise((resolve) => setTimeout(() => resolve((window as unknown as KeyLog).__keys.at(-1)))),
      );
    await expect
      .poll(async () => {
        await visitor.keyboard.press('F12');
        return lastKeyBlocked();
      })
      .toBe(true);

    for (const keys of ['F12', 'Control+Shift+I', 'Control+U']) {
      await visitor.keyboard.press(keys);
      await expect.poll(lastKeyBlocked, keys).toBe(true);
      await expect(toast(visitor, 'Developer tools blocked'), keys).toBeVisible();
    }
    await visitor.mouse.click(100, 200, { button: 'right' });
    await expect(toast(visitor, 'Right-click disabled')).toBeVisible();
  } finally {
    await context.close();
  }
});
