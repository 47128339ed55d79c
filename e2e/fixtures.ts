import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Page,
  request as playwrightRequest,
} from '@playwright/test';

/**
 * The server refuses every API write without the CSRF double-submit pair (docs/security.md): header
 * `x-csrf-token` equal to the page-set cookie `uplift.csrf`. Calls a test makes itself (setup through
 * `request` or `page.request`) send this fixed pair, as our page would. The page's own calls are not
 * helped: the web client must send the header itself (the cookie preset below only gives every tab the
 * same token, which is what tabs do anyway; security.spec.ts turns the preset off to watch a fresh one).
 */
export const E2E_CSRF_TOKEN = 'e2e0'.repeat(16);
export const CSRF_HEADERS = { 'x-csrf-token': E2E_CSRF_TOKEN } as const;
export function csrfCookie(url: string) {
  return { name: 'uplift.csrf', value: E2E_CSRF_TOKEN, url, sameSite: 'Strict' as const };
}
/** Gives a browser context the pair's cookie, so page.request writes with CSRF_HEADERS pass. */
export async function armCsrf(context: BrowserContext, url: string): Promise<void> {
  await context.addCookies([csrfCookie(url)]);
}

/**
 * Another person's browser: a context of its own on `url`, the CSRF pair armed and the cookie choice
 * (essential only) already made, so the banner does not stand in the way.
 */
export async function newVisitorContext(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number } | null,
  visitorId = 'e2e_other_visitor',
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, baseURL: url });
  await armCsrf(context, url);
  await context.addInitScript((id: string) => {
    localStorage.setItem(
      'cookie_consent',
      JSON.stringify({
        essential: true,
        analytics: false,
        marketing: false,
        timestamp: new Date().toISOString(),
        version: '1.0',
        visitorId: id,
      }),
    );
  }, visitorId);
  return context;
}

/**
 * An API client of the test's own that acts as our page does: the pair on every call (the cookie
 * `uplift.csrf` and the header `x-csrf-token`), and the site's `origin` (unless `origin: false`, as
 * the `request` fixture has it). The caller disposes it.
 */
export function csrfRequestContext(
  url: string,
  { origin = true }: { origin?: boolean } = {},
): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: url,
    extraHTTPHeaders: origin ? { origin: url, ...CSRF_HEADERS } : CSRF_HEADERS,
    storageState: {
      cookies: [
        {
          name: 'uplift.csrf',
          value: E2E_CSRF_TOKEN,
          domain: new URL(url).hostname,
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Strict',
        },
      ],
      origins: [],
    },
  });
}

type Fixtures = {
  /** CSP violations seen by the page; every test (automatically) ends by expecting none. */
  cspViolations: string[];
  /**
   * 'essential': the visitor already chose 'Only Essential', so the cookie banner stays out of the way
   * (the default); 'none': a first visit, banner and all (the consent tests).
   */
  consent: 'essential' | 'none';
  presetConsent: undefined;
  /** the CSRF cookie set before the page loads (true), or left to the page to make (false) */
  csrfPreset: boolean;
  presetCsrf: undefined;
};

export const test = base.extend<Fixtures>({
  consent: ['essential', { option: true }],
  csrfPreset: [true, { option: true }],
  presetCsrf: [
    async ({ page, baseURL, csrfPreset }, use) => {
      if (csrfPreset && baseURL) await armCsrf(page.context(), baseURL);
      await use(undefined);
    },
    { auto: true },
  ],
  // The test's own API client acts as our page: the pair on every call (reads ignore it).
  request: async ({ baseURL }, use) => {
    const context = await csrfRequestContext(baseURL ?? '', { origin: false });
    await use(context);
    await context.dispose();
  },
  presetConsent: [
    async ({ page, consent }, use) => {
      if (consent === 'essential') {
        await page.addInitScript(() => {
          if (!localStorage.getItem('cookie_consent')) {
            const record = {
              essential: true,
              analytics: false,
              marketing: false,
              timestamp: new Date().toISOString(),
              version: '1.0',
              visitorId: 'e2e_preset_visitor',
            };
            localStorage.setItem('cookie_consent', JSON.stringify(record));
          }
        });
      }
      await use(undefined);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to (load|execute|apply)/i.test(message.text()))
          violations.push(message.text());
      });
      await use(violations);
      expect(violations, 'CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** axe with WCAG 2.2 AA rules; returns the violations for a readable assertion. */
export async function axeViolations(page: Page) {
  // Colour contrast is judged on what settles: text halfway through a fade-in is not what anyone reads.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

export async function screenshot(page: Page, name: string) {
  const viewport = page.viewportSize();
  await page.screenshot({ path: `test-results/screens/${name}-${viewport?.width ?? 0}.png`, fullPage: true });
}
