import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDefaultContent } from '../../db/seed';
import { openTestApp, type TestApp } from '../../test-support/app';
import { claimedResult, founderWithResult } from '../../test-support/founder';
import { sampleLegalPages, sampleQuestionnaire } from '../../test-support/sample-questionnaire';

/**
 * How the report is served on the real app: made off the thread that answers requests, kept while
 * nothing in it changed, and limited per account as well as per address.
 */

let t: TestApp;
// the app's clock, held still at noon today (a report's cover prints the day it was made)
let clock = new Date(new Date().setHours(12, 0, 0, 0));
/** the ms of each 'report PDF generated' line: one per render */
const renders: number[] = [];

const reportUrl = (resultId: string) => `/api/me/results/${resultId}/report.pdf`;

beforeAll(async () => {
  t = await openTestApp({
    env: { LOG_LEVEL: 'info' },
    prepare: (db) => seedDefaultContent(db, sampleQuestionnaire, sampleLegalPages).then(() => undefined),
    dependencies: {
      now: () => clock,
      logStream: new Writable({
        write(chunk, _encoding, done) {
          for (const line of String(chunk).split('\n').filter(Boolean)) {
            const entry = JSON.parse(line) as { msg?: string; ms?: number };
            if (entry.msg === 'report PDF generated') renders.push(entry.ms ?? 0);
          }
          done();
        },
      }),
    },
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** The longest time between two turns of the event loop while `work` runs (a 1 ms timer's gaps). */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let longest = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return longest;
}

describe('the PDF report, served', () => {
  it('is made off the thread that answers requests: timers and other requests go on meanwhile', async () => {
    const founder = await founderWithResult(t, { name: 'Ada Loop', visitorId: 'visitor_pdf_loop' });
    let done = false;
    let answered = 0;
    const stall = await longestStall(async () => {
      const download = founder.browser.get(reportUrl(founder.resultId)).finally(() => {
        done = true;
      });
      // a cheap request now and then, for as long as the report is being made
      while (!done) {
        const health = await t.app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(200);
        answered += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect((await download).statusCode).toBe(200);
    });
    expect(renders).toHaveLength(1);
    const renderMs = renders[0] ?? 0;
    // on the request thread, the loop stood still for the whole render (fonts, layout, compression)
    expect(stall, `the loop stood still ${stall} ms during a ${renderMs} ms render`).toBeLessThan(
      renderMs / 2,
    );
    expect(answered).toBeGreaterThan(1);
  });

  it('serves an unchanged report without making it again, and makes it anew once the plan changed', async () => {
    const founder = await founderWithResult(t, { name: 'Cy Cache', visitorId: 'visitor_pdf_cache' });
    const download = async () => {
      const res = await founder.browser.get(reportUrl(founder.resultId));
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      return res.rawPayload;
    };
    const before = renders.length;
    const first = await download();
    expect(renders).toHaveLength(before + 1);

    // an hour later the same day: the same report, the same bytes, no render
    clock = new Date(clock.getTime() + 60 * 60_000);
    expect(await download()).toEqual(first);
    expect(renders).toHaveLength(before + 1);

    const plan = await founder.browser.request({
      method: 'PUT',
      url: `/api/me/results/${founder.resultId}/plan`,
      payload: { actions: [{ text: 'Call ten customers' }] },
    });
    expect(plan.statusCode, plan.body).toBe(201);
    const withPlan = await download();
    expect(renders).toHaveLength(before + 2);
    expect(withPlan).not.toEqual(first);
  });

  it('reads the result once per report: its plan is read alone, without the result again for suggestions', async () => {
    const founder = await founderWithResult(t, { name: 'Ola Once', visitorId: 'visitor_pdf_once' });
    const plan = await founder.browser.request({
      method: 'PUT',
      url: `/api/me/results/${founder.resultId}/plan`,
      payload: { actions: [{ text: 'Ask three founders for an intro' }] },
    });
    expect(plan.statusCode, plan.body).toBe(201);
    // the route holds its own reference to the read; another module reading the result goes through this
    const reads = vi.spyOn(t.app.assessment, 'ownResult');
    try {
      const res = await founder.browser.get(reportUrl(founder.resultId));
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(reads).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
    }
  });

  it('counts reports per account, whichever of its results is asked: the eleventh in a minute is 429', async () => {
    const founder = await founderWithResult(t, { name: 'Lee Limit', visitorId: 'visitor_pdf_limit' });
    const second = await claimedResult(t, founder.browser, { visitorId: 'visitor_pdf_limit_2' });
    for (const resultId of [...Array(5).fill(founder.resultId), ...Array(5).fill(second)]) {
      const res = await founder.browser.get(reportUrl(resultId));
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    }
    const refused = await founder.browser.get(reportUrl(second));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
  });
});
