import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { jobsPaths } from '../src/contract/jobs';
import { CSRF_HEADERS, E2E_CSRF_TOKEN } from './fixtures';

/**
 * Moves the server's clock `days` forward and runs the jobs due by then (reminders, recomputes), as if
 * that much time had passed; no sleeping. The server must run with TEST_CLOCK=true (an own server:
 * `loadConfig({ …, TEST_CLOCK: 'true' })`); without it the route does not exist (404). The CSRF pair is
 * sent in full here (header and cookie), so any request context works, signed in or not.
 */
export async function advanceServerClock(
  request: APIRequestContext,
  days: number,
): Promise<{ now: string; ran: number }> {
  const res = await request.post(jobsPaths.testClock, {
    data: { advanceDays: days },
    headers: { ...CSRF_HEADERS, cookie: `uplift.csrf=${E2E_CSRF_TOKEN}` },
  });
  expect(res.status(), `POST ${jobsPaths.testClock}: ${await res.text()}`).toBe(200);
  return res.json();
}

/**
 * Pauses the page's fake clock `aheadMs` after the page's now. On a busy machine the page's time can
 * pass that point before the call lands ("Cannot fast-forward to the past"): then it asks again with a
 * fresh now, a few times.
 */
export async function pausePageClock(page: Page, aheadMs: number): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + aheadMs);
      return;
    } catch (error) {
      if (attempt >= 5 || !/to the past/i.test(String(error))) throw error;
    }
  }
}
