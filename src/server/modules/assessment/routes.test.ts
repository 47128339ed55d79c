import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATED_RESULT_FIELDS, type Questionnaire, type ResultView } from '../../../contract/assessment';
import { computeResult } from '../../../domain/scoring';
import { buildApp } from '../../app';
import { assessmentSessions, chapters, responses, results, user } from '../../db/schema';
import { seedDefaultContent } from '../../db/seed';
import { openTestApp, type TestApp } from '../../test-support/app';
import { sampleLegalPages, sampleQuestionnaire } from '../../test-support/sample-questionnaire';

let signedInAs: string | null = null;
let t: TestApp;
let questionnaire: Questionnaire;

beforeAll(async () => {
  t = await openTestApp({
    prepare: async (db) => {
      await seedDefaultContent(db, sampleQuestionnaire, sampleLegalPages);
    },
    dependencies: { resolveViewer: async () => ({ userId: signedInAs }) },
  });
  questionnaire = (await t.inject({ method: 'GET', url: '/api/questionnaire' })).json();
});
afterAll(async () => t.close());

const q = (chapter: number, position: number) => {
  const chapterId = questionnaire.chapters.find((c) => c.position === chapter)?.id;
  const found = questionnaire.questions.find((x) => x.chapterId === chapterId && x.position === position);
  if (!found) throw new Error(`no question ${chapter}.${position}`);
  return found.id;
};

let creations = 0;
async function startSession() {
  // each from an address of its own: creations count against the address's window together with the
  // file's many session calls, and this file is not about that limit
  const res = await t.inject({
    method: 'POST',
    url: '/api/sessions',
    payload: { visitorId: 'visitor_12345678' },
    remoteAddress: `10.9.${(++creations >> 8) & 255}.${creations & 255}`,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; secret: string };
}

function answer(
  session: { id: string; secret: string },
  questionId: string,
  value: unknown,
  secret = session.secret,
) {
  return t.inject({
    method: 'PUT',
    url: `/api/sessions/${session.id}/answers/${questionId}`,
    headers: { 'x-session-secret': secret },
    payload: { value },
  });
}

function complete(session: { id: string; secret: string }, answers?: Record<string, number>) {
  return t.inject({
    method: 'POST',
    url: `/api/sessions/${session.id}/complete`,
    headers: { 'x-session-secret': session.secret },
    payload: answers ? { answers } : {},
  });
}

function keysDeep(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysDeep);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [k, ...keysDeep(v)]);
  }
  return [];
}

describe('the questionnaire', () => {
  it('lists chapters by position and questions in flow order, without insight texts', async () => {
    expect(questionnaire.chapters.map((c) => [c.position, c.title])).toEqual([
      [1, 'Self-awareness'],
      [2, 'Execution'],
    ]);
    expect(questionnaire.questions.map((x) => x.text)).toEqual([
      'I know my strengths',
      'I notice my moods',
      'I ship every week',
      'I keep my promises',
      'I plan ahead',
    ]);
    expect(keysDeep(questionnaire).filter((k) => k.toLowerCase().includes('insight'))).toEqual([]);
  });
});

describe('answering', () => {
  it('keeps one row per question, the latest value winning', async () => {
    const session = await startSession();
    expect((await answer(session, q(1, 1), 2)).json()).toEqual({
      questionId: q(1, 1),
      value: 2,
      answeredCount: 1,
    });
    await answer(session, q(1, 1), 2);
    const last = await answer(session, q(1, 1), 5);
    expect(last.json().answeredCount).toBe(1);
    const rows = await t.database.db.select().from(responses).where(eq(responses.sessionId, session.id));
    expect(rows.map((r) => r.value)).toEqual([5]);
    const state = await t.inject({
      method: 'GET',
      url: `/api/sessions/${session.id}`,
      headers: { 'x-session-secret': session.secret },
    });
    expect(state.json()).toMatchObject({
      status: 'in_progress',
      answers: { [q(1, 1)]: 5 },
      completedAt: null,
    });
  });

  it('is only possible with the session secret; a wrong secret and an unknown session look alike', async () => {
    const session = await startSession();
    const wrong = await answer(session, q(1, 1), 3, 'not-the-secret');
    const unknown = await answer(
      { id: '00000000-0000-4000-8000-000000000000', secret: session.secret },
      q(1, 1),
      3,
    );
    expect(wrong.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrong.json()).toEqual(unknown.json());
    const noHeader = await t.inject({ method: 'GET', url: `/api/sessions/${session.id}` });
    expect(noHeader.statusCode).toBe(404);
    expect(await t.database.db.$count(responses, eq(responses.sessionId, session.id))).toBe(0);
  });

  it('rejects values other than whole numbers 1 to 5 with a clear message', async () => {
    const session = await startSession();
    for (const bad of [0, 6, 2.5, '3', null, 'five']) {
      const res = await answer(session, q(1, 1), bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().error.code).toBe('invalid_request');
    }
    const foreign = await answer(session, '00000000-0000-4000-8000-000000000001', 3);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe('This question is not part of the assessment.');
  });

  it('accepts a batch of queued answers', async () => {
    const session = await startSession();
    const res = await t.inject({
      method: 'PUT',
      url: `/api/sessions/${session.id}/answers`,
      headers: { 'x-session-secret': session.secret },
      payload: { answers: { [q(1, 1)]: 4, [q(1, 2)]: 3 } },
    });
    expect(res.json()).toEqual({ answeredCount: 2 });
  });

  it('refuses bad visitor ids', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: { visitorId: '<script>' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues[0].path).toBe('visitorId');
  });
});

describe('completing and reading the result', () => {
  it('computes the scores on the server, as the domain does (hand-checked)', async () => {
    const session = await startSession();
    await answer(session, q(1, 1), 4);
    await answer(session, q(1, 2), 5);
    const res = await complete(session, { [q(2, 1)]: 2, [q(2, 2)]: 3, [q(2, 3)]: 3 });
    expect(res.statusCode).toBe(200);
    const view = res.json() as ResultView;
    // inner: (4+5)/2 = 4.5; outer: (2+3+3)/3 = 2.67; overall: mean of chapters = (4.5+2.67)/2 = 3.585 → 3.59
    expect(view.chapters.map((c) => [c.title, c.average])).toEqual([
      ['Self-awareness', 4.5],
      ['Execution', 2.67],
    ]);
    expect([view.overall, view.inner, view.outer]).toEqual([3.59, 4.5, 2.67]);
    expect(view.balance).toBe('inner-leads');
    expect(view.coreStrength?.title).toBe('Self-awareness');
    expect(view.upliftPotential?.title).toBe('Execution');
    expect(view.overallInsight.length).toBeGreaterThan(50);

    const [stored] = await t.database.db.select().from(results).where(eq(results.sessionId, session.id));
    expect(stored?.overall).toBe(3.59);
    const [row] = await t.database.db
      .select()
      .from(assessmentSessions)
      .where(eq(assessmentSessions.id, session.id));
    expect(row?.status).toBe('completed');
    expect(row?.completedAt).toBeInstanceOf(Date);
  });

  it('gives anonymous holders scores only: the gated fields are not in the response at all', async () => {
    const session = await startSession();
    const res = await complete(session, { [q(1, 1)]: 1, [q(2, 1)]: 5 });
    const body = res.json();
    expect(body.gated).toBe(true);
    const keys = keysDeep(body);
    for (const field of GATED_RESULT_FIELDS) expect(keys, field).not.toContain(field);
    expect(res.body).not.toContain('genius');
    expect(res.body).not.toContain('I know my strengths low');

    const again = await t.inject({
      method: 'GET',
      url: `/api/sessions/${session.id}/result`,
      headers: { 'x-session-secret': session.secret },
    });
    expect(again.json()).toEqual(body);
    const stranger = await t.inject({ method: 'GET', url: `/api/sessions/${session.id}/result` });
    expect(stranger.statusCode).toBe(404);
  });

  it('shows the signed-in owner every text', async () => {
    const session = await startSession();
    await t.database.db.insert(user).values({ id: 'owner-1', name: 'Owner', email: 'owner@example.com' });
    await t.database.db
      .update(assessmentSessions)
      .set({ userId: 'owner-1' })
      .where(eq(assessmentSessions.id, session.id));
    await complete(session, { [q(1, 1)]: 2, [q(1, 2)]: 2, [q(2, 1)]: 4 });
    signedInAs = 'owner-1';
    try {
      const view = (
        await t.inject({ method: 'GET', url: `/api/sessions/${session.id}/result` })
      ).json() as ResultView;
      expect(view.gated).toBe(false);
      expect(view.coreStrength).toMatchObject({ title: 'Execution', zoneOfGenius: expect.any(String) });
      expect(view.coreStrength?.questions?.[0]).toMatchObject({
        value: 4,
        insight: 'I ship every week high',
      });
      expect(view.upliftPotential?.energyDrains).toBeTruthy();
      expect(view.upliftPotential?.improvementPath?.length).toBeGreaterThanOrEqual(3);
      expect(view.chapters[0]?.insight?.tierLabel).toBe('Growth Opportunity');
      signedInAs = 'someone-else';
      const other = await t.inject({ method: 'GET', url: `/api/sessions/${session.id}/result` });
      expect(other.statusCode).toBe(404);
    } finally {
      signedInAs = null;
    }
  });

  it('is final: later answers are refused and completing again returns the same result', async () => {
    const session = await startSession();
    const first = await complete(session, { [q(1, 1)]: 3 });
    expect((await answer(session, q(1, 2), 5)).statusCode).toBe(409);
    const second = await complete(session, { [q(1, 2)]: 5 });
    expect(second.json().overall).toBe(first.json().overall);
    expect(await t.database.db.$count(results, eq(results.sessionId, session.id))).toBe(1);
  });

  it('completes only for the secret: a wrong secret and an unknown session look alike and store nothing', async () => {
    const session = await startSession();
    const wrong = await complete({ id: session.id, secret: 'not-the-secret' }, { [q(1, 1)]: 3 });
    const unknown = await complete(
      { id: '00000000-0000-4000-8000-000000000000', secret: session.secret },
      { [q(1, 1)]: 3 },
    );
    expect(wrong.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrong.json()).toEqual(unknown.json());
    expect(await t.database.db.$count(results, eq(results.sessionId, session.id))).toBe(0);
    expect(await t.database.db.$count(responses, eq(responses.sessionId, session.id))).toBe(0);
  });

  it('needs at least one answer', async () => {
    const session = await startSession();
    const res = await complete(session);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Answer at least one question before finishing.');
  });

  it('stores the same scores as the domain for any answer set', async () => {
    const ids = questionnaire.questions.map((x) => x.id);
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...ids), fc.integer({ min: 1, max: 5 }), { minKeys: 1 }),
        async (answers) => {
          const session = await startSession();
          const view = (await complete(session, answers)).json() as ResultView;
          const expected = computeResult(questionnaire.chapters, questionnaire.questions, answers);
          expect([view.overall, view.inner, view.outer]).toEqual([
            expected.overall,
            expected.inner,
            expected.outer,
          ]);
          expect(view.coreStrength?.chapterId).toBe(expected.coreStrength?.id);
          expect(view.upliftPotential?.chapterId).toBe(expected.upliftPotential?.id);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('reading a result again (computed results are kept per process)', () => {
  const read = (session: { id: string; secret: string }) =>
    t.inject({
      method: 'GET',
      url: `/api/sessions/${session.id}/result`,
      headers: { 'x-session-secret': session.secret },
    });

  it('gives the secret holder the scores and the signed-in owner everything, whichever read came first', async () => {
    const session = await startSession();
    await complete(session, { [q(1, 1)]: 5, [q(2, 1)]: 2 });
    await t.database.db.insert(user).values({ id: 'claims-later', name: 'C', email: 'c@example.com' });
    // read as the anonymous holder, then the session is claimed at sign-up and read by its owner
    expect((await read(session)).json().gated).toBe(true);
    await t.database.db
      .update(assessmentSessions)
      .set({ userId: 'claims-later' })
      .where(eq(assessmentSessions.id, session.id));
    signedInAs = 'claims-later';
    try {
      const owner = (await t.inject({ method: 'GET', url: `/api/sessions/${session.id}/result` })).json();
      expect(owner.gated).toBe(false);
      expect(owner.coreStrength.zoneOfGenius).toEqual(expect.any(String));
    } finally {
      signedInAs = null;
    }
    const holderAgain = await read(session);
    expect(holderAgain.json().gated).toBe(true);
    for (const field of GATED_RESULT_FIELDS) expect(keysDeep(holderAgain.json()), field).not.toContain(field);
  });

  it('reads exactly what was given: the database refuses to change the published chapter or the stored result', async () => {
    const session = await startSession();
    await complete(session, { [q(1, 1)]: 4, [q(2, 1)]: 2 });
    const before = await read(session);
    const chapterId = (before.json() as ResultView).chapters[0]?.id ?? '';
    await expect(
      t.database.db
        .update(chapters)
        .set({ title: 'Renamed behind the app' })
        .where(eq(chapters.id, chapterId)),
    ).rejects.toThrow();
    await expect(
      t.database.db.update(results).set({ overall: 1 }).where(eq(results.sessionId, session.id)),
    ).rejects.toThrow();
    await expect(
      t.database.db
        .update(results)
        .set({ overallInsight: 'A different insight.' })
        .where(eq(results.sessionId, session.id)),
    ).rejects.toThrow();
    t.app.assessment.invalidate();
    expect((await read(session)).body).toBe(before.body);
  });

  it('reads the same from a process that has not built the view (the stored snapshot, in one query)', async () => {
    const session = await startSession();
    await complete(session, { [q(1, 1)]: 2, [q(2, 1)]: 5 });
    const given = await read(session);
    const other = await buildApp({ config: t.config, database: t.database, serveWeb: false });
    try {
      const cold = await other.inject({
        method: 'GET',
        url: `/api/sessions/${session.id}/result`,
        headers: { 'x-session-secret': session.secret },
      });
      expect(cold.statusCode).toBe(200);
      expect(cold.body).toBe(given.body);
      const wrong = await other.inject({
        method: 'GET',
        url: `/api/sessions/${session.id}/result`,
        headers: { 'x-session-secret': 'not-the-secret' },
      });
      expect(wrong.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('is gone once the session is deleted', async () => {
    const session = await startSession();
    await complete(session, { [q(1, 1)]: 3 });
    expect((await read(session)).statusCode).toBe(200);
    await t.database.db.delete(assessmentSessions).where(eq(assessmentSessions.id, session.id));
    expect((await read(session)).statusCode).toBe(404);
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After past 100 requests a minute on one session', async () => {
    const session = await startSession();
    let last = await answer(session, q(1, 1), 3);
    for (let i = 0; i < 100 && last.statusCode !== 429; i++) last = await answer(session, q(1, 1), 3);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json().error.code).toBe('rate_limited');
  });

  it('/api/chapters allows 50 a minute per address, counted apart from /api/questionnaire', async () => {
    const get = (url: string) => t.inject({ method: 'GET', url, remoteAddress: '198.51.100.50' });
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++) statuses.push((await get('/api/chapters')).statusCode);
    expect(statuses.slice(0, 50).every((s) => s === 200)).toBe(true);
    expect(statuses[50]).toBe(429);
    // the questionnaire has its own window for the same address
    expect((await get('/api/questionnaire')).statusCode).toBe(200);
  });
});

describe('GET /api/chapters', () => {
  it("serves the questionnaire's chapters by position and nothing else", async () => {
    const res = await t.inject({ method: 'GET', url: '/api/chapters' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ chapters: questionnaire.chapters });
  });
});

describe("a signed-in user's results", () => {
  it('lists completed assessments newest first with the change per chapter, and reloads the latest', async () => {
    await t.database.db.insert(user).values({ id: 'history-1', name: 'H', email: 'h@example.com' });
    const first = await startSession();
    await t.database.db
      .update(assessmentSessions)
      .set({ userId: 'history-1' })
      .where(eq(assessmentSessions.id, first.id));
    await complete(first, { [q(1, 1)]: 2, [q(2, 1)]: 4 });
    const second = await startSession();
    await t.database.db
      .update(assessmentSessions)
      .set({ userId: 'history-1' })
      .where(eq(assessmentSessions.id, second.id));
    await complete(second, { [q(1, 1)]: 5, [q(2, 1)]: 3 });

    expect((await t.inject({ method: 'GET', url: '/api/me/results' })).statusCode).toBe(401);
    signedInAs = 'history-1';
    try {
      const list = (await t.inject({ method: 'GET', url: '/api/me/results' })).json();
      expect(list.results.map((r: { sessionId: string }) => r.sessionId)).toEqual([second.id, first.id]);
      expect(
        list.results[0].chapters.map((c: { title: string; change: number }) => [c.title, c.change]),
      ).toEqual([
        ['Self-awareness', 3],
        ['Execution', -1],
      ]);
      expect(list.results[1].chapters[0].change).toBeNull();

      const latest = await t.inject({ method: 'GET', url: '/api/me/results/latest' });
      expect(latest.headers['cache-control']).toBe('no-store');
      expect(latest.json()).toMatchObject({ sessionId: second.id, gated: false });

      signedInAs = 'someone-else';
      expect((await t.inject({ method: 'GET', url: `/api/me/results/${second.id}` })).statusCode).toBe(404);
      expect((await t.inject({ method: 'GET', url: '/api/me/results/latest' })).statusCode).toBe(404);
    } finally {
      signedInAs = null;
    }
  });
});
