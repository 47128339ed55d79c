import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { consentCopy } from '../src/content/consent-copy';
import { chapterPageCopy, introductionCopy, landingCopy, overviewCopy } from '../src/content/copy';
import type { PublicChapter } from '../src/contract/assessment';
import { firstChapter } from '../src/domain/chapters';
import { CONSENT_VERSION } from '../src/domain/constants';
import { axeViolations, expect, screenshot, test } from './fixtures';

// A first visit, banner and all: it must never stand between a founder and the way on.
test.use({ consent: 'none' });

/** The sizes the banner is held to; each runs once, in the project of its kind. */
const SIZES = [
  { project: 'mobile', width: 390, height: 844 },
  { project: 'mobile', width: 360, height: 640 },
  { project: 'desktop', width: 1280, height: 800 },
  { project: 'desktop', width: 1440, height: 900 },
] as const;

interface FlowPage {
  name: string;
  path: (firstChapterId: string) => string;
  cta: string;
  next: (firstChapterId: string) => string;
}

const PAGES: FlowPage[] = [
  { name: 'landing', path: () => '/', cta: landingCopy.cta, next: () => '/introduction' },
  { name: 'introduction', path: () => '/introduction', cta: introductionCopy.cta, next: () => '/overview' },
  { name: 'overview', path: () => '/overview', cta: overviewCopy.cta, next: (id) => `/chapter/${id}/intro` },
  {
    name: 'chapter-intro',
    path: (id) => `/chapter/${id}/intro`,
    cta: chapterPageCopy.cta,
    next: () => '/assessment',
  },
];

let firstChapterId: string | undefined;
/** The chapter the overview's 'Continue' leads to (asked once per worker). */
async function firstChapterIdOf(request: APIRequestContext): Promise<string> {
  if (!firstChapterId) {
    const response = await request.get('/api/chapters');
    expect(response.status()).toBe(200);
    const { chapters } = (await response.json()) as { chapters: PublicChapter[] };
    firstChapterId = firstChapter(chapters)?.id;
    if (!firstChapterId) throw new Error('the seeded questionnaire has chapters');
  }
  return firstChapterId;
}

const bannerOf = (page: Page) => page.getByRole('region', { name: consentCopy.banner.title });
const choicesOf = (banner: Locator) =>
  [consentCopy.banner.customize, consentCopy.banner.essentialOnly, consentCopy.banner.acceptAll].map((name) =>
    banner.getByRole('button', { name, exact: true }),
  );

/**
 * Where the button's centre is, and what a click there would reach: `inView` false means it is below
 * the first view (elementFromPoint only sees the viewport); `hit` that the topmost element there is the
 * button or inside it; `overlapsBanner` that the two boxes intersect at all.
 */
function probe(button: Locator) {
  return button.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const inView = y >= 0 && y <= window.innerHeight && x >= 0 && x <= window.innerWidth;
    const top = inView ? document.elementFromPoint(x, y) : null;
    const banner = document.querySelector('[data-consent-banner]')?.getBoundingClientRect();
    const overlapsBanner =
      !!banner &&
      banner.height > 0 &&
      box.left < banner.right &&
      banner.left < box.right &&
      box.top < banner.bottom &&
      banner.top < box.bottom;
    return {
      inView,
      hit: !!top && (top === element || element.contains(top)),
      topmost: top
        ? `${top.tagName.toLowerCase()}${top.closest('[data-consent-banner]') ? ' in the banner' : ''}`
        : null,
      overlapsBanner,
    };
  });
}

/** The banner's height and the space app.css reserves for it (its min-height), in px. */
function spaceOf(banner: Locator) {
  return banner.evaluate((element) => ({
    height: Math.floor(element.getBoundingClientRect().height),
    reserved: Math.ceil(Number.parseFloat(getComputedStyle(element).minHeight)),
  }));
}

/** The summed layout shifts of the page so far that no input caused (what CLS counts). */
function unexpectedShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          let sum = 0;
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) sum += entry.value;
          resolve(sum);
        }).observe({ type: 'layout-shift', buffered: true });
        // no entry at all means no shift: the observer is never called then
        setTimeout(() => resolve(0), 500);
      }),
  );
}

for (const size of SIZES) {
  // the tag keeps each size to its own project (playwright.config.ts), so none is run twice or skipped
  test.describe(`the cookie banner at ${size.width}×${size.height}`, { tag: `@${size.project}-only` }, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const flowPage of PAGES) {
      test(`leaves '${flowPage.cta}' on the ${flowPage.name} page free, and it works unanswered`, async ({
        page,
        request,
      }) => {
        const chapterId = await firstChapterIdOf(request);
        await page.goto(flowPage.path(chapterId));

        const banner = bannerOf(page);
        await expect(banner).toHaveAttribute('data-consent-banner', 'live');
        for (const choice of choicesOf(banner)) {
          await expect(choice).toBeEnabled();
          // it opens the page: noticed at once, never a wall in front of it
          await expect(choice).toBeInViewport();
        }

        const cta = page.getByRole('button', { name: flowPage.cta, exact: true });
        await expect(cta).toBeEnabled();
        const firstView = await probe(cta);
        expect(firstView.overlapsBanner, 'the banner and the button never share a spot').toBe(false);
        if (firstView.inView) {
          expect(firstView.hit, `what is at the button's centre: ${firstView.topmost}`).toBe(true);
        } else {
          await cta.scrollIntoViewIfNeeded();
          const scrolled = await probe(cta);
          expect(scrolled.inView, 'scrolled into view').toBe(true);
          expect(scrolled.hit, `what is at the button's centre: ${scrolled.topmost}`).toBe(true);
          expect(scrolled.overlapsBanner).toBe(false);
        }

        await cta.click();
        await expect(page).toHaveURL(flowPage.next(chapterId));
        // still unanswered, still offered, and nothing stored on the visitor's behalf
        await expect(bannerOf(page)).toBeVisible();
        expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBeNull();
      });
    }

    test('is in the first paint and keeps to the space the page leaves for it', async ({ page, request }) => {
      const chapterId = await firstChapterIdOf(request);
      // In the fallback font alone (no swap to muddle the count): nothing moves as the page hydrates.
      await page.route('**/*.woff2', (route) => route.abort());
      for (const flowPage of PAGES) {
        await page.goto(flowPage.path(chapterId));
        const banner = bannerOf(page);
        await expect(banner).toHaveAttribute('data-consent-banner', 'live');
        await expect(page.getByRole('button', { name: flowPage.cta, exact: true })).toBeEnabled();
        // Taller than the space app.css reserves, it would push a full-height screen past the first
        // view: then the --consent-banner-space table needs measuring again.
        const { height, reserved } = await spaceOf(banner);
        expect(height, `${flowPage.name}: in the fallback font`).toBeLessThanOrEqual(reserved);
        if (flowPage.name !== 'chapter-intro') {
          // prerendered pages: the banner is in the first paint, so nothing moves when it goes live
          expect(await unexpectedShift(page), `${flowPage.name}: layout shift`).toBeLessThan(0.01);
        }
      }
    });

    test('moves nothing below it when the web font arrives late', async ({ page, request }) => {
      const chapterId = await firstChapterIdOf(request);
      // the fonts are held until the page's top has been read, however slow the machine
      let holding = true;
      const held: Array<() => void> = [];
      await page.route('**/*.woff2', async (route) => {
        if (holding) await new Promise<void>((resolve) => held.push(resolve));
        await route.continue();
      });
      for (const flowPage of PAGES) {
        holding = true;
        await page.goto(flowPage.path(chapterId), { waitUntil: 'domcontentloaded' });
        const banner = bannerOf(page);
        const pageTop = () =>
          page.evaluate(
            () => document.querySelector('[data-consent-banner] ~ *')?.getBoundingClientRect().top,
          );
        await expect(banner).toBeVisible();
        expect(
          await page.evaluate(() => document.fonts.check('14px "Inter Variable"')),
          'font still on its way',
        ).toBe(false);
        const before = await pageTop();
        holding = false;
        for (const release of held.splice(0)) release();
        await page.evaluate(() => document.fonts.ready);
        expect(await pageTop(), `${flowPage.name}: the page's top once Inter is in`).toBe(before);
        const { height, reserved } = await spaceOf(banner);
        expect(height, `${flowPage.name}: in Inter`).toBeLessThanOrEqual(reserved);
      }
    });
  });
}

test('the banner is first in the focus order, and a keyboard choice leads straight on to the page', async ({
  page,
}) => {
  await page.goto('/');
  const banner = bannerOf(page);
  await expect(banner).toHaveAttribute('data-consent-banner', 'live');
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('link', { name: consentCopy.banner.policyLink })).toBeFocused();
  for (const choice of choicesOf(banner)) {
    await page.keyboard.press('Tab');
    await expect(choice).toBeFocused();
  }
  await page.keyboard.press('Shift+Tab');
  await expect(banner.getByRole('button', { name: consentCopy.banner.essentialOnly })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cookie_consent') ?? 'null')))
    .toMatchObject({ essential: true, analytics: false, marketing: false });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: landingCopy.cta })).toBeFocused();
});

test("closing 'Customize' unanswered keeps the page still and goes back to the banner", async ({ page }) => {
  await page.goto('/');
  const banner = bannerOf(page);
  await expect(banner).toHaveAttribute('data-consent-banner', 'live');
  // by CSS: behind the open dialog the page is aria-hidden, out of reach of role queries
  const eyebrow = page.locator('main > p').first();
  const top = async () => (await eyebrow.boundingBox())?.y;
  const before = await top();
  const customize = banner.getByRole('button', { name: consentCopy.banner.customize });
  await customize.click();
  const dialog = page.getByRole('dialog', { name: consentCopy.settings.title });
  await expect(dialog).toBeVisible();
  expect(await top(), 'the page behind the settings').toBe(before);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(customize).toBeFocused();
  expect(await top()).toBe(before);
});

test('a choice made under an earlier version brings the banner back from the first paint, shifting nothing', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'cookie_consent',
      JSON.stringify({
        essential: true,
        analytics: true,
        marketing: false,
        timestamp: '2024-01-01T00:00:00.000Z',
        version: '0.9',
        visitorId: 'v_earlier',
      }),
    );
  });
  expect(CONSENT_VERSION).not.toBe('0.9');
  // no module script: what shows is the prerendered page with the head's inline script alone
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(bannerOf(page)).toBeVisible();
  await page.unroute('**/assets/*.js');
  await page.goto('/');
  await expect(bannerOf(page)).toHaveAttribute('data-consent-banner', 'live');
  expect(await unexpectedShift(page)).toBeLessThan(0.01);
});

test.describe('axe with the banner shown', () => {
  for (const flowPage of PAGES) {
    test(`finds nothing on the ${flowPage.name} page`, async ({ page, request }) => {
      await page.goto(flowPage.path(await firstChapterIdOf(request)));
      await expect(bannerOf(page)).toHaveAttribute('data-consent-banner', 'live');
      await expect(page.getByRole('button', { name: flowPage.cta, exact: true })).toBeEnabled();
      expect(await axeViolations(page)).toEqual([]);
      if (flowPage.name === 'landing' || flowPage.name === 'chapter-intro')
        await screenshot(page, `consent-banner-${flowPage.name}`);
    });
  }
});
