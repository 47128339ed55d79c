import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Questionnaire, ResultView } from '../../../contract/assessment';
import { NOT_APPLICABLE, NOT_APPLICABLE_REFUSED_MESSAGE } from '../../../domain/answers';
import type { SeedQuestionnaire } from '../../../domain/questionnaire';
import { assessmentSessions, responses, user } from '../../db/schema';
import { seedDefaultContent } from '../../db/seed';
import { openTestApp, type TestApp } from '../../test-support/app';
import {
  sampleLegalPages,
  sampleQuestionnaire,
  sampleStatement,
} from '../../test-support/sample-questionnaire';

// The sample questionnaire with room for 'Doesn't apply to me yet': four statements a chapter; in the
// inner one statement 4 may not apply, in the outer one statements 2–4 may.
const [inner, outer] = sampleQuestionnaire.chapters as [
  SeedQuestionnaire['chapters'][number],
  SeedQuestionnaire['chapters'][number],
];
const statement = (position: number, text: string, notApplicableAllowed: boolean) =>
  sampleStatement(position, text, { notApplicableAllowed });
const questionnaireWithTeamStatements: SeedQuestionnaire = {
  ...sampleQuestionnaire,
  chapters: [
    {
      ...inner,
      questions: [
        statement(1, 'I know my strengths', false),
        statement(2, 'I notice my moods', false),
        statement(3, 'I ask for feedback', false),
        statement(4, 'I ask my co-founder for feedback', true),
      ],
    },
    {
      ...outer,
      questions: [
        statement(1, 'I ship every week', false),
        statement(2, 'I review my team’s work weekly', true),
        statement(3, 'I hire for the bar', true),
        statement(4, 'I update my investors monthly', true),
      ],
    },
  ],
};

let t: TestApp;
let questionnaire: Questionnaire;
let signedInAs: string | null = null;
let creations = 0;

beforeAll(async () => {
  t = await openTestApp({
    prepare: async (db) => {
      await seedDefaultContent(db, questionnaireWithTeamStatements, sampleLegalPages);
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

async function startSession() {
  const res = await t.inject({
    method: 'POST',
    url: '/api/sessions',
    payload: { visitorId: 'visitor_12345678' },
    remoteAddress: `10.8.0.${++creations}`,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; secret: string };
}

const put = (session: { id: string; secret: string }, questionId: string, value: unknown) =>
  t.inject({
    method: 'PUT',
    url: `/api/sessions/${session.id}/answers/${questionId}`,
    headers: { 'x-session-secret': session.secret },
    payload: { value },
  });

const complete = (session: { id: string; secret: string }, answers: Record<string, unknown> = {}) =>
  t.inject({
    method: 'POST',
    url: `/api/sessions/${session.id}/complete`,
    headers: { 'x-session-secret': session.secret },
    payload: { answers },
  });

const storedRows = (sessionId: string) =>
  t.database.db
    .select({ questionId: responses.questionId, value: responses.value })
    .from(responses)
    .where(eq(responses.sessionId, sessionId));

describe("'Doesn't apply to me yet'", () => {
  it('is offered only where the statement allows it', () => {
    expect(questionnaire.questions.map((question) => question.notApplicableAllowed)).toEqual([
      false,
      false,
      false,
      true,
      false,
      true,
      true,
      true,
    ]);
  });

  it('is stored as an answer without a rating, and read back as itself', async () => {
    const session = await startSession();
    const res = await put(session, q(2, 2), NOT_APPLICABLE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ value: NOT_APPLICABLE, answeredCount: 1 });
    expect(await storedRows(session.id)).toEqual([{ questionId: q(2, 2), value: null }]);
    const state = await t.inject({
      method: 'GET',
      url: `/api/sessions/${session.id}`,
      headers: { 'x-session-secret': session.secret },
    });
    expect(state.json().answers).toEqual({ [q(2, 2)]: NOT_APPLICABLE });
    // a later rating replaces it
    expect((await put(session, q(2, 2), 4)).statusCode).toBe(200);
    expect(await storedRows(session.id)).toEqual([{ questionId: q(2, 2), value: 4 }]);
  });

  it('is refused with a clear message where the statement applies to every founder, and nothing is stored', async () => {
    const session = await startSession();
    const one = await put(session, q(1, 1), NOT_APPLICABLE);
    expect(one.statusCode).toBe(400);
    expect(one.json()).toEqual({
      error: { code: 'not_applicable_refused', message: NOT_APPLICABLE_REFUSED_MESSAGE },
    });

    const batch = await t.inject({
      method: 'PUT',
      url: `/api/sessions/${session.id}/answers`,
      headers: { 'x-session-secret': session.secret },
      payload: { answers: { [q(1, 2)]: 3, [q(2, 1)]: NOT_APPLICABLE } },
    });
    expect(batch.statusCode).toBe(400);
    expect(batch.json().error.code).toBe('not_applicable_refused');

    const completed = await complete(session, { [q(1, 3)]: 3, [q(1, 1)]: NOT_APPLICABLE });
    expect(completed.statusCode).toBe(400);
    expect(completed.json().error.code).toBe('not_applicable_refused');
    expect(await storedRows(session.id)).toEqual([]);

    for (const value of ['n/a', 'not applicable', 0, null]) {
      expect((await put(session, q(2, 2), value)).statusCode, String(value)).toBe(400);
    }
  });

  it('counts as no answer in the scores; a chapter left with fewer than three ratings is not scored, and the result says so', async () => {
    const session = await startSession();
    const res = await complete(session, {
      [q(1, 1)]: 5,
      [q(1, 2)]: 4,
      [q(1, 3)]: 3,
      [q(1, 4)]: NOT_APPLICABLE,
      [q(2, 1)]: 2,
      [q(2, 2)]: NOT_APPLICABLE,
      [q(2, 3)]: NOT_APPLICABLE,
      [q(2, 4)]: NOT_APPLICABLE,
    });
    expect(res.statusCode).toBe(200);
    const view = res.json() as ResultView;
    // inner: (5 + 4 + 3) / 3 = 4, its 'doesn't apply' left out; outer: one rating of four, not scored
    expect(view.chapters.map((c) => [c.title, c.average, c.answeredCount, c.notApplicableCount])).toEqual([
      ['Self-awareness', 4, 3, 1],
    ]);
    expect([view.overall, view.inner, view.outer]).toEqual([4, 4, 0]);
    expect(view.coreStrength?.title).toBe('Self-awareness');
    expect(view.upliftPotential?.title).toBe('Self-awareness');
    expect(view.notScoredChapters).toEqual([
      {
        id: questionnaire.chapters[1]?.id,
        title: 'Execution',
        area: 'outer',
        position: 2,
        answeredCount: 1,
        notApplicableCount: 3,
        questionCount: 4,
      },
    ]);
    expect(view.answeredCount).toBe(8);
    expect(await storedRows(session.id)).toHaveLength(8);
  });

  it('gives the owner the breakdown with the statements that did not apply marked', async () => {
    const session = await startSession();
    await put(session, q(1, 4), NOT_APPLICABLE);
    await t.database.db.insert(user).values({ id: 'owner-na', name: 'Owner', email: 'owner-na@example.com' });
    await t.database.db
      .update(assessmentSessions)
      .set({ userId: 'owner-na' })
      .where(eq(assessmentSessions.id, session.id));
    const res = await complete(session, { [q(1, 1)]: 2, [q(1, 2)]: 2, [q(1, 3)]: 5 });
    // a secret holder gets scores only: the breakdown is gated
    expect((res.json() as ResultView).chapters[0]).toMatchObject({ average: 3, notApplicableCount: 1 });
    expect((res.json() as ResultView).chapters[0]?.insight).toBeUndefined();
    signedInAs = 'owner-na';
    try {
      const view = (
        await t.inject({ method: 'GET', url: `/api/sessions/${session.id}/result` })
      ).json() as ResultView;
      const breakdown = view.chapters[0]?.insight?.questions ?? [];
      expect(
        breakdown.map((item) => [item.position, item.value, item.notApplicable ?? false, item.insight]),
      ).toEqual([
        [1, 2, false, 'I know my strengths low'],
        [2, 2, false, 'I notice my moods low'],
        [3, 5, false, 'I ask for feedback high'],
        [4, null, true, null],
      ]);
    } finally {
      signedInAs = null;
    }
  });
});
