import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDefaultContent } from '../../db/seed';
import { openTestApp, type TestApp } from '../../test-support/app';
import { claimedResult, founderWithResult } from '../../test-support/founder';
import { sampleLegalPages, sampleQuestionnaire } from '../../test-support/sample-questionnaire';

// one render thread and no queue: while one report is being made, another is refused
vi.mock('./render-pool', async (importOriginal) => {
  const real = await importOriginal<typeof import('./render-pool')>();
  return {
    ...real,
    renderPool: (options: Parameters<typeof real.renderPool>[0]) =>
      real.renderPool({ ...options, threads: 1, queue: 0 }),
  };
});

/** A full render queue on the real app: a clear 503 the client can retry, and the next try is served. */

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp({
    prepare: (db) => seedDefaultContent(db, sampleQuestionnaire, sampleLegalPages).then(() => undefined),
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('the PDF report when every render thread is busy', () => {
  it('answers 503 with Retry-After and the usual JSON error, and serves the report once asked again', async () => {
    const founder = await founderWithResult(t, { name: 'Quinn Queue', visitorId: 'visitor_pdf_queue' });
    const results = [
      founder.resultId,
      await claimedResult(t, founder.browser, { visitorId: 'visitor_pdf_queue_2' }),
      await claimedResult(t, founder.browser, { visitorId: 'visitor_pdf_queue_3' }),
    ];
    const download = (resultId: string) => founder.browser.get(`/api/me/results/${resultId}/report.pdf`);
    // three different reports at once: one is made, the others find the thread busy
    const answers = await Promise.all(results.map(download));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect(statuses.at(-1)).toBe(503);
    for (const refused of answers.filter((res) => res.statusCode === 503)) {
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(refused.json()).toEqual({
        error: {
          code: 'report_busy',
          message: 'Many reports are being made right now. Please try again in a few seconds.',
        },
      });
    }

    const retried = answers.findIndex((res) => res.statusCode === 503);
    const again = await download(results[retried] as string);
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('application/pdf');
  });
});
