import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminQuestionnaire, adminPaths } from '../../../contract/admin';
import {
  type Questionnaire,
  type ResultHistory,
  type ResultView,
  VERSION_MISMATCH_CODE,
} from '../../../contract/assessment';
import type { DataExport } from '../../../contract/me';
import { questionnairePaths } from '../../../contract/questionnaire';
import * as schema from '../../db/schema';
import { seedDefaultContent } from '../../db/seed';
import { openTestApp, type TestApp } from '../../test-support/app';
import { sampleLegalPages, sampleQuestionnaire } from '../../test-support/sample-questionnaire';
import { TestBrowser, uniqueEmail } from '../auth/test-browser';

/**
 * A result never changes after it is given, and no admin edit destroys an answer: a founder's
 * completed assessment read before and after the questionnaire is edited and published twice.
 */
let t: TestApp;
let v1: Questionnaire;
let admin: TestBrowser;
let founder: TestBrowser;
const password = 'founder pass 1';

const browser = () => new TestBrowser(t.app, t.config.publicUrl);

async function signUp(name: string) {
  const b = browser();
  const email = uniqueEmail();
  const res = await b.signUp({ name, email, password });
  expect(res.statusCode).toBe(200);
  return { b, id: res.json().user.id as string };
}

type Run = { id: string; secret: string };
const secret = (run: Run) => ({ 'x-session-secret': run.secret });

async function start(b: TestBrowser, version?: number): Promise<Run & { version: number }> {
  const res = await b.post('/api/sessions', { visitorId: `visitor_${Date.now().toString(36)}`, version });
  expect(res.statusCode).toBe(201);
  return res.json();
}
const answer = (b: TestBrowser, run: Run, questionId: string, value: number) =>
  b.request({
    method: 'PUT',
    url: `/api/sessions/${run.id}/answers/${questionId}`,
    payload: { value },
    headers: secret(run),
  });
const complete = (b: TestBrowser, run: Run) =>
  b.request({ method: 'POST', url: `/api/sessions/${run.id}/complete`, headers: secret(run) });

async function editorView(): Promise<AdminQuestionnaire> {
  const res = await admin.get(adminPaths.questionnaire);
  expect(res.statusCode).toBe(200);
  return res.json();
}
async function publish() {
  const draft = await editorView();
  expect(draft.version.status).toBe('draft');
  const res = await admin.post(questionnairePaths.publish, {
    draftId: draft.version.id,
    revision: draft.version.revision,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { version: { number: number } };
}

/** Everything a founder (and an admin) can read of a given result, as raw response bodies. */
async function readAll(run: Run, userId: string) {
  const exported = (await founder.get('/api/me/export')).json() as DataExport;
  return {
    anonymousHolder: (
      await browser().request({ method: 'GET', url: `/api/sessions/${run.id}/result`, headers: secret(run) })
    ).body,
    owner: (await founder.get(`/api/sessions/${run.id}/result`)).body,
    ownById: (await founder.get(`/api/me/results/${run.id}`)).body,
    exported: JSON.stringify(exported.assessmentSessions.find((s) => s.id === run.id)),
    historyEntry: JSON.stringify(
      ((await founder.get('/api/me/results')).json() as ResultHistory).results.find(
        (r) => r.sessionId === run.id,
      ),
    ),
    adminView: (await admin.get(adminPaths.userLatestResult.replace(':id', userId))).body,
    stored: JSON.stringify(
      await t.database.db.select().from(schema.results).where(eq(schema.results.sessionId, run.id)),
    ),
  };
}

beforeAll(async () => {
  t = await openTestApp({
    prepare: (db) => seedDefaultContent(db, sampleQuestionnaire, sampleLegalPages).then(() => undefined),
  });
  v1 = (await t.inject({ method: 'GET', url: '/api/questionnaire' })).json();
  const a = await signUp('The Admin');
  await t.database.db.update(schema.user).set({ role: 'admin' }).where(eq(schema.user.id, a.id));
  admin = a.b;
  founder = (await signUp('Ada Founder')).b;
});
afterAll(async () => t.close());

describe('a result never changes after it is given', () => {
  it('reads byte for byte the same after questions are edited, reordered and deleted and two versions are published', async () => {
    const founderId = ((await founder.get('/api/me')).json() as { user: { id: string } }).user.id;
    expect(v1.version).toBe(1);
    // A completed assessment on version 1, and one in progress.
    const done = await start(founder);
    expect(done.version).toBe(1);
    for (const [index, question] of v1.questions.entries())
      expect((await answer(founder, done, question.id, (index % 5) + 1)).statusCode).toBe(200);
    const given = (await complete(founder, done)).json() as ResultView;
    expect(given.version).toBe(1);
    expect(
      (await founder.post('/api/me/sessions/claim', { id: done.id, secret: done.secret })).statusCode,
    ).toBe(200);
    const inProgress = await start(founder);
    expect(
      (await founder.post('/api/me/sessions/claim', { id: inProgress.id, secret: inProgress.secret }))
        .statusCode,
    ).toBe(200);
    const [first, second, , fourth, fifth] = v1.questions;
    if (!first || !second || !fourth || !fifth) throw new Error('the sample has 5 questions');
    expect((await answer(founder, inProgress, first.id, 2)).statusCode).toBe(200);
    const before = await readAll(done, founderId);
    expect(JSON.parse(before.owner).coreStrength.zoneOfGenius).toEqual(expect.any(String));

    // Version 2: reword, reorder, delete; a chapter intro and a custom text change too.
    const chapter1 = v1.chapters[0]?.id ?? '';
    const chapter2 = v1.chapters[1]?.id ?? '';
    expect(
      (await admin.patch(adminPaths.question.replace(':id', first.id), { text: 'A reworded statement.' }))
        .statusCode,
    ).toBe(200);
    const order = v1.questions.filter((q) => q.chapterId === chapter1).map((q) => q.id);
    expect(
      (
        await admin.request({
          method: 'PUT',
          url: adminPaths.questionOrder.replace(':id', chapter1),
          payload: { questionIds: [...order].reverse() },
        })
      ).statusCode,
    ).toBe(200);
    expect((await admin.delete(adminPaths.question.replace(':id', fifth.id), undefined)).statusCode).toBe(
      200,
    );
    expect(
      (
        await admin.request({
          method: 'PUT',
          url: adminPaths.chapterIntro.replace(':id', chapter2),
          payload: { title: 'Execution, renamed' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await admin.request({
          method: 'PUT',
          url: adminPaths.pageContent,
          payload: {
            pageType: 'core_strength',
            sectionType: 'zone_of_genius',
            chapterId: chapter1,
            content: 'A zone of genius written for version 2.',
          },
        })
      ).statusCode,
    ).toBe(200);
    // respondents still get version 1 until it is published
    expect((await t.inject({ method: 'GET', url: '/api/questionnaire' })).json().version).toBe(1);
    expect((await publish()).version.number).toBe(2);
    const v2 = (await t.inject({ method: 'GET', url: '/api/questionnaire' })).json() as Questionnaire;
    expect(v2.version).toBe(2);
    expect(v2.questions.find((q) => q.id === first.id)?.text).toBe('A reworded statement.');
    expect(v2.questions.some((q) => q.id === fifth.id)).toBe(false);

    // The session started on version 1 finishes on it: the deleted question is still its own.
    expect((await answer(founder, inProgress, fifth.id, 4)).statusCode).toBe(200);
    const state = (
      await founder.request({
        method: 'GET',
        url: `/api/sessions/${inProgress.id}`,
        headers: secret(inProgress),
      })
    ).json();
    expect(state.version).toBe(1);

    // Version 3: a new question and a second chapter change.
    const created = await admin.post(adminPaths.questions, {
      chapterId: chapter1,
      text: 'A brand-new statement.',
    });
    expect(created.statusCode).toBe(201);
    const newQuestion = created.json().id as string;
    expect((await publish()).version.number).toBe(3);

    // A version-1 session is refused an answer to a question only version 3 has: 409, nothing stored.
    const refused = await answer(founder, inProgress, newQuestion, 5);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe(VERSION_MISMATCH_CODE);
    const finished = (await complete(founder, inProgress)).json() as ResultView;
    expect(finished.version).toBe(1);
    expect(finished.questionCount).toBe(v1.questions.length);
    expect(finished.chapters.find((c) => c.id === chapter2)?.title).toBe('Execution');

    // The first result: exactly as given, wherever it is read.
    t.app.assessment.invalidate();
    const after = await readAll(done, founderId);
    expect(after.anonymousHolder).toBe(before.anonymousHolder);
    expect(after.owner).toBe(before.owner);
    expect(after.ownById).toBe(before.ownById);
    expect(after.exported).toBe(before.exported);
    expect(after.stored).toBe(before.stored);
    // the admin's view is the user's latest result, now the second one; the first is unchanged above
    expect(JSON.parse(after.adminView).sessionId).toBe(inProgress.id);
    expect(JSON.parse(after.historyEntry)).toMatchObject({
      sessionId: done.id,
      version: 1,
      overall: given.overall,
    });

    // A new founder gets version 3 and its texts.
    const fresh = await start(browser());
    expect(fresh.version).toBe(3);
  });

  it("answers sent while a version is published are all kept, on their session's own version", async () => {
    const b = browser();
    const before = (await t.inject({ method: 'GET', url: '/api/questionnaire' })).json() as Questionnaire;
    const run = await start(b);
    const [question] = before.questions;
    if (!question) throw new Error('no question');
    // a draft with a change, published while this session's answers arrive
    expect(
      (
        await admin.patch(adminPaths.question.replace(':id', question.id), {
          text: `Reworded at ${Date.now()}`,
        })
      ).statusCode,
    ).toBe(200);
    const [published, ...answered] = await Promise.all([
      publish(),
      ...before.questions.map((q, index) => answer(b, run, q.id, (index % 5) + 1)),
    ]);
    expect(published.version.number).toBe(before.version + 1);
    expect(answered.map((r) => r.statusCode)).toEqual(before.questions.map(() => 200));
    const state = (
      await b.request({ method: 'GET', url: `/api/sessions/${run.id}`, headers: secret(run) })
    ).json();
    expect(state.version).toBe(before.version);
    expect(Object.keys(state.answers)).toHaveLength(before.questions.length);
  });

  it('refuses a session on a draft or unknown version, and serves published versions whole', async () => {
    const unknown = await founder.post('/api/sessions', { visitorId: 'visitor_unknown_v', version: 99 });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().error.code).toBe('version_unavailable');
    const old = await t.inject({ method: 'GET', url: '/api/questionnaire/versions/1' });
    expect(old.statusCode).toBe(200);
    expect(old.headers['cache-control']).toContain('immutable');
    expect(old.json()).toEqual(v1);
    expect((await t.inject({ method: 'GET', url: '/api/questionnaire/versions/99' })).statusCode).toBe(404);
    // a browser that loaded version 1 before the publish still starts on it and finishes on it
    const late = await start(browser(), 1);
    expect(late.version).toBe(1);
  });

  it('the database refuses to change a published version, even behind the app', async () => {
    const [published] = await t.database.db
      .select()
      .from(schema.questionnaireVersions)
      .where(eq(schema.questionnaireVersions.number, 1));
    const versionId = published?.id ?? '';
    const frozen = { cause: expect.objectContaining({ code: 'UQ001' }) };
    await expect(
      t.database.db
        .update(schema.questions)
        .set({ text: 'x' })
        .where(eq(schema.questions.versionId, versionId)),
    ).rejects.toMatchObject(frozen);
    await expect(
      t.database.db.delete(schema.chapters).where(eq(schema.chapters.versionId, versionId)),
    ).rejects.toMatchObject(frozen);
    await expect(
      t.database.db
        .delete(schema.questionnaireVersions)
        .where(eq(schema.questionnaireVersions.id, versionId)),
    ).rejects.toMatchObject(frozen);
  });

  it('takes the documented completion call with no body at all', async () => {
    const b = browser();
    const run = await start(b);
    const v = (await t.inject({ method: 'GET', url: '/api/questionnaire' })).json() as Questionnaire;
    expect((await answer(b, run, v.questions[0]?.id ?? '', 4)).statusCode).toBe(200);
    const res = await b.request({
      method: 'POST',
      url: `/api/sessions/${run.id}/complete`,
      headers: secret(run),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().overall).toBe(4);
  });
});
