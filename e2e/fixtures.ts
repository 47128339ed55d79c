import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

type Fixtures = {
  /** CSP violations seen by the page; every test (automatically) ends by expecting none. */
  cspViolations: string[];
  /**
   * 'essential': the visitor already chose 'Only Essential', so the cookie banner stays out of the way
   * (the default); 'none': a first visit, banner and all (the consent tests).
   */
  consent: 'essential' | 'none';
  presetConsent: undefined;
};

export const test = base.extend<Fixtures>({
  consent: ['essential', { option: true }],
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
