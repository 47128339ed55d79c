import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Questionnaire, ResultView } from '../../../contract/assessment';
import { GATED_RESULT_FIELDS } from '../../../contract/assessment';
import type { ShareLink } from '../../../contract/sharing';
import { rateLimits, shareLinks } from '../../db/schema';
import { seedDefaultContent } from '../../db/seed';
import { memoryRateLimitStore } from '../../plugins/rate-limit';
import { openTestApp, type TestApp } from '../../test-support/app';
import { sampleLegalPages, sampleQuestionnaire } from '../../test-support/sample-questionnaire';
import { TestBrowser, uniqueEmail } from '../auth/test-browser';

const DAY = 24 * 60 * 60 * 1000;
const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

let t: TestApp;
const clock = { offsetMs: 0 };
let questionIds: string[] = [];
let visitors = 0;

beforeAll(async () => {
  t = await openTestApp({
    prepare: (db) => seedDefaultContent(db, sampleQuestionnaire, sampleLegalPages).then(() => undefined),
    dependencies: {
      now: () => new Date(Date.now() + clock.offsetMs),
      rateLimitStore: memoryRateLimitStore(),
    },
  });
  const questionnaire = (
    await t.inject({ method: 'GET', url: '/api/questionnaire' })
  ).json() as Questionnaire;
  questionIds = questionnaire.questions.map((q) => q.id);
});
afterAll(async () => {
  await t?.close();
});

/** A signed-up founder with one completed assessment (answers 2, 3, 4, 5, 4 by question order). */
async function founder(name = 'Sam Rivera') {
  const browser = new TestBrowser(t.app, t.config.publicUrl);
  const signUp = await browser.signUp({
    name,
    email: uniqueEmail('sharer'),
    password: 'a long enough password',
  });
  expect(signUp.statusCode).toBe(200);
  visitors += 1;
  const started = await t.inject({
    method: 'POST',
    url: '/api/sessions',
    payload: { visitorId: `visitor_sharing_${visitors}` },
  });
  const session = started.json() as { id: string; secret: string };
  const values = [2, 3, 4, 5, 4];
  const answers = Object.fromEntries(questionIds.map((id, index) => [id, values[index % values.length]]));
  const done = await t.inject({
    method: 'POST',
    url: `/api/sessions/${session.id}/complete`,
    headers: { 'x-session-secret': session.secret },
    payload: { answers },
  });
  expect(done.statusCode, done.body).toBe(200);
  expect((await browser.post('/api/me/sessions/claim', session)).statusCode).toBe(200);
  const view = (await browser.get(`/api/me/results/${session.id}`)).json() as ResultView;
  return { browser, id: signUp.json().user.id as string, resultId: session.id, view };
}

async function share(
  owner: { browser: TestBrowser; resultId: string },
  body: Record<string, unknown> = { scope: 'scores' },
) {
  const res = await owner.browser.post(`/api/me/results/${owner.resultId}/shares`, body);
  expect(res.statusCode, res.body).toBe(201);
  const { share: link, url } = res.json() as { share: ShareLink; url: string };
  return { link, url, token: url.split('/').at(-1) as string };
}

/** A visitor without an account, from an address of their own. */
const visitor = () => new TestBrowser(t.app, t.config.publicUrl);
const sharedBy = (token: string, who = visitor()) => who.get(`/api/shared/${token}`);

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): Set<string> {
  const keys = new Set<string>();
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, inner] of Object.entries(v)) {
        keys.add(k);
        walk(inner);
      }
  };
  walk(value);
  return keys;
}

describe('share links', () => {
  it('gives an unguessable link once and keeps only its SHA-256', async () => {
    const owner = await founder();
    const { link, url, token } = await share(owner);
    expect(url).toBe(`${t.config.publicUrl}/shared/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({ scope: 'scores', state: 'active', viewCount: 0, lastViewedAt: null });
    expect(new Date(link.expiresAt).getTime() - new Date(link.createdAt).getTime()).toBe(30 * DAY);

    const [row] = await t.database.db.select().from(shareLinks).where(eq(shareLinks.id, link.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);

    const second = await share(owner);
    expect(second.token).not.toBe(token);
    const list = await owner.browser.get(`/api/me/results/${owner.resultId}/shares`);
    expect(list.statusCode).toBe(200);
    expect(list.json().shares).toHaveLength(2);
    expect(list.body).not.toContain(token);
    expect(list.body).not.toContain(row?.tokenHash);
  });

  it("'scores' shows the scores and nothing else", async () => {
    const owner = await founder();
    const { token } = await share(owner, { scope: 'scores', expiresInDays: 7 });
    const res = await sharedBy(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toContain('noindex');
    const { report } = res.json();
    expect(report.scope).toBe('scores');
    expect(report.overall).toBe(owner.view.overall);
    expect(report.inner).toBe(owner.view.inner);
    expect(report.outer).toBe(owner.view.outer);
    expect(report.balance).toBe(owner.view.balance);
    expect(report.chapters.map((c: { title: string }) => c.title)).toEqual(['Self-awareness', 'Execution']);
    const keys = keysOf(report);
    for (const field of [...GATED_RESULT_FIELDS, 'overallInsight', 'description', 'sessionId', 'gated'])
      expect(keys.has(field), field).toBe(false);
    expect(Object.keys(report).sort()).toEqual(
      ['balance', 'chapters', 'completedAt', 'inner', 'outer', 'overall', 'scope', 'version'].sort(),
    );
    expect(res.body).not.toContain(owner.view.overallInsight);
    expect(res.body).not.toContain('I know my strengths');
  });

  it("'full' shows the owner's report without the account's fields", async () => {
    const owner = await founder();
    const { token } = await share(owner, { scope: 'full', expiresInDays: 90 });
    const res = await sharedBy(token);
    expect(res.statusCode, res.body).toBe(200);
    const { report } = res.json();
    expect(report.scope).toBe('full');
    expect(report.overallInsight).toBe(owner.view.overallInsight);
    expect(report.coreStrength.zoneOfGenius).toBe(owner.view.coreStrength?.zoneOfGenius);
    expect(report.upliftPotential.improvementPath).toEqual(owner.view.upliftPotential?.improvementPath);
    expect(report.chapters[0].insight.questions[0].text).toBe('I know my strengths');
    expect(keysOf(report).has('sessionId')).toBe(false);
    expect(res.body).not.toContain(owner.resultId);
    expect(res.body).not.toContain('Sam');
  });

  it('answers only the owner: 401 without a session, 404 for anyone else', async () => {
    const owner = await founder();
    const other = await founder('Alex Other');
    const { link } = await share(owner);
    const path = `/api/me/results/${owner.resultId}/shares`;
    expect((await visitor().get(path)).statusCode).toBe(401);
    expect((await other.browser.get(path)).statusCode).toBe(404);
    expect((await other.browser.post(path, { scope: 'full' })).statusCode).toBe(404);
    const revoke = await other.browser.post(`/api/me/shares/${link.id}/revoke`);
    expect(revoke.statusCode).toBe(404);
    expect(revoke.json().error.code).toBe('not_found');
    const missing = await owner.browser.post(`/api/me/shares/${crypto.randomUUID()}/revoke`);
    expect(missing.json()).toEqual(revoke.json());
  });

  it('refuses a bad scope or expiry with a clear 400', async () => {
    const owner = await founder();
    const path = `/api/me/results/${owner.resultId}/shares`;
    const badExpiry = await owner.browser.post(path, { scope: 'full', expiresInDays: 45 });
    expect(badExpiry.statusCode).toBe(400);
    expect(badExpiry.body).toContain('7, 30, 90 days');
    const badScope = await owner.browser.post(path, { scope: 'everything' });
    expect(badScope.statusCode).toBe(400);
    expect(badScope.body).toContain('scores only or the full report');
    expect((await sharedBy('not-a-token')).statusCode).toBe(400);
  });

  it('answers a revoked, expired or unknown link with the same 404', async () => {
    const owner = await founder();
    const revoked = await share(owner);
    const expiring = await share(owner, { scope: 'full', expiresInDays: 7 });
    expect((await sharedBy(revoked.token)).statusCode).toBe(200);

    const res = await owner.browser.post(`/api/me/shares/${revoked.link.id}/revoke`);
    expect(res.statusCode).toBe(200);
    expect(res.json().share.state).toBe('revoked');
    const gone = await sharedBy(revoked.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({
      error: { code: 'not_found', message: 'This report is no longer shared.' },
    });
    const unknown = await sharedBy('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(gone.body);

    clock.offsetMs = 7 * DAY + 1000;
    try {
      const expired = await sharedBy(expiring.token);
      expect(expired.statusCode).toBe(404);
      expect(expired.body).toBe(gone.body);
      const list = (await owner.browser.get(`/api/me/results/${owner.resultId}/shares`)).json();
      const states = Object.fromEntries(list.shares.map((s: ShareLink) => [s.id, s.state]));
      expect(states).toEqual({ [revoked.link.id]: 'revoked', [expiring.link.id]: 'expired' });
    } finally {
      clock.offsetMs = 0;
    }
  });

  it("counts views and the last one, not the owner's own", async () => {
    const owner = await founder();
    const { link, token } = await share(owner);
    expect((await sharedBy(token, owner.browser)).statusCode).toBe(200);
    expect((await sharedBy(token)).statusCode).toBe(200);
    expect((await sharedBy(token)).statusCode).toBe(200);
    const list = (await owner.browser.get(`/api/me/results/${owner.resultId}/shares`)).json();
    const listed = list.shares.find((s: ShareLink) => s.id === link.id);
    expect(listed.viewCount).toBe(2);
    expect(listed.lastViewedAt).not.toBeNull();
  });

  it('allows at most 10 working links per result', async () => {
    const owner = await founder();
    const links = [];
    for (let i = 0; i < 10; i += 1) links.push(await share(owner));
    const eleventh = await owner.browser.post(`/api/me/results/${owner.resultId}/shares`, {
      scope: 'scores',
    });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().error.code).toBe('too_many_shares');
    await owner.browser.post(`/api/me/shares/${links[0]?.link.id}/revoke`);
    await share(owner);
  });

  it('limits the public route: 429 after 30 calls a minute on one link', async () => {
    const owner = await founder();
    const { token } = await share(owner);
    const reader = visitor();
    for (let i = 0; i < 30; i += 1) expect((await sharedBy(token, reader)).statusCode).toBe(200);
    const limited = await sharedBy(token, reader);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('export and deletion', () => {
  it('exports the links without token or hash, and deletes them with the account', async () => {
    const owner = await founder();
    const { link, token } = await share(owner, { scope: 'full' });
    await sharedBy(token);
    const exported = await owner.browser.get('/api/me/export');
    expect(exported.statusCode).toBe(200);
    const { shareLinks: links } = exported.json();
    expect(links).toEqual([
      expect.objectContaining({ id: link.id, resultId: owner.resultId, scope: 'full' }),
    ]);
    expect(links[0].viewCount).toBe(1);
    const hash = createHash('sha256').update(token).digest('hex');
    expect(exported.body).not.toContain(token);
    expect(exported.body).not.toContain(hash);
    // the link's rate-limit window as the database store keeps it (this app counts in memory)
    await t.database.db
      .insert(rateLimits)
      .values({ identifier: `shared:${hash}`, endpoint: '/api/shared', requestCount: 1 });

    const deleted = await owner.browser.delete('/api/me', { confirm: 'DELETE' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.database.db.select().from(shareLinks).where(eq(shareLinks.userId, owner.id))).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.identifier, `shared:${hash}`)),
    ).toEqual([]);
    expect((await sharedBy(token)).statusCode).toBe(404);
  });

  it('purges links 30 days after they stopped working (the daily job)', async () => {
    const owner = await founder();
    const old = await share(owner, { scope: 'scores', expiresInDays: 7 });
    const fresh = await share(owner, { scope: 'scores', expiresInDays: 90 });
    clock.offsetMs = 40 * DAY;
    try {
      await t.app.jobs.runDue();
      const left = await t.database.db.select().from(shareLinks).where(eq(shareLinks.userId, owner.id));
      expect(left.map((row) => row.id)).toEqual([fresh.link.id]);
      expect(left.map((row) => row.id)).not.toContain(old.link.id);
    } finally {
      clock.offsetMs = 0;
    }
  });
});

describe('the PDF report', () => {
  it('is the owner’s, as a PDF attachment with the scores and chapter names in its text', async () => {
    const owner = await founder();
    const url = `/api/me/results/${owner.resultId}/report.pdf`;
    expect((await visitor().get(url)).statusCode).toBe(401);
    const other = await founder('Alex Other');
    expect((await other.browser.get(url)).statusCode).toBe(404);

    const planned = await owner.browser.request({
      method: 'PUT',
      url: `/api/me/results/${owner.resultId}/plan`,
      payload: { actions: [{ text: 'Write the one-page investor memo' }] },
    });
    expect(planned.statusCode, planned.body).toBeLessThan(300);

    const started = performance.now();
    const res = await owner.browser.get(url);
    const ms = performance.now() - started;
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const day = owner.view.completedAt.slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="uplift-founder-audit-${day}.pdf"`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // generous for a busy test machine; a warm server makes one in about 150 ms
    expect(ms).toBeLessThan(5000);
    expect(hasPdftotext, 'pdftotext is needed: apt-get install poppler-utils').toBe(true);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'uplift-pdf-'));
    writeFileSync(path.join(dir, 'report.pdf'), pdf);
    const text = execFileSync('pdftotext', ['-layout', path.join(dir, 'report.pdf'), '-'], {
      encoding: 'utf8',
    });
    for (const expected of [
      'Founder Profile',
      'Prepared for Sam',
      `Questionnaire version ${owner.view.version}`,
      owner.view.overall.toFixed(1),
      owner.view.inner.toFixed(1),
      owner.view.outer.toFixed(1),
      'Self-awareness',
      'Execution',
      'Core Strength',
      'Uplift Potential',
      'I know my strengths',
      'Page 1 of',
      'Your 90-day plan',
      'Write the one-page investor memo',
    ])
      expect(text.toLowerCase(), expected).toContain(expected.toLowerCase());
  });

  it('is limited to 10 a minute per address: each costs real CPU', async () => {
    const owner = await founder();
    const url = `/api/me/results/${crypto.randomUUID()}/report.pdf`;
    for (let i = 0; i < 10; i += 1) expect((await owner.browser.get(url)).statusCode).toBe(404);
    expect((await owner.browser.get(url)).statusCode).toBe(429);
  });
});
