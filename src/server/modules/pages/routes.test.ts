import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageContent } from '../../db/schema';
import { seedDefaultContent } from '../../db/seed';
import { openTestApp, type TestApp } from '../../test-support/app';
import { sampleLegalPages, sampleQuestionnaire } from '../../test-support/sample-questionnaire';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({
    prepare: (db) => seedDefaultContent(db, sampleQuestionnaire, sampleLegalPages).then(() => {}),
  });
});
afterAll(async () => t.close());

describe('legal pages', () => {
  it('serves the stored content of each legal page', async () => {
    const terms = await t.app.inject({ method: 'GET', url: '/api/pages/terms' });
    expect(terms.json()).toMatchObject({ pageType: 'terms', content: 'Sample terms' });
    const privacy = await t.app.inject({ method: 'GET', url: '/api/pages/privacy' });
    expect(privacy.json()).toMatchObject({ pageType: 'privacy_policy', content: 'Sample privacy' });
    const cookies = await t.app.inject({ method: 'GET', url: '/api/pages/cookies' });
    expect(cookies.json().content).toBe('Sample cookies\nSecond line');
  });

  it('returns the latest edit, as stored (a script stays text for the page to escape)', async () => {
    await t.database.db
      .update(pageContent)
      .set({ content: '<script>alert(1)</script> New terms', updatedAt: new Date() })
      .where(and(eq(pageContent.pageType, 'terms')));
    const res = await t.app.inject({ method: 'GET', url: '/api/pages/terms' });
    expect(res.json().content).toBe('<script>alert(1)</script> New terms');
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('answers 400 for an unknown page type', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/pages/secrets' })).statusCode).toBe(400);
  });
});
