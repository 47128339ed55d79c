import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_FAILURES, adminPaths } from '../../../contract/admin';
import { questionnairePaths } from '../../../contract/questionnaire';
import * as schema from '../../db/schema';
import { type AdminTestApp, day, openAdminTestApp } from './admin-test-app';

let a: AdminTestApp;
beforeAll(async () => {
  a = await openAdminTestApp();
});
afterAll(async () => a.close());

const period = '?from=2024-03-01&to=2024-03-03';

describe('dashboard and drop-out analysis on a hand-counted data set (version 1)', () => {
  beforeAll(async () => {
    // Questionnaire order: chapter 1 = Q1, Q2; chapter 2 = Q3, Q4, Q5 (indexes 1..5).
    const u1 = await a.addUser({
      email: 'u1@example.com',
      name: 'U One',
      createdAt: day('2024-03-01T10:00:00'),
    });
    await a.addUser({ email: 'u2@example.com', name: 'U Two', createdAt: day('2024-03-02T10:00:00') });
    await a.addUser({
      email: 'admin2@example.com',
      name: 'Admin Two',
      role: 'admin',
      createdAt: day('2024-03-02T11:00:00'),
    });
    await a.addUser({ email: 'u3@example.com', name: 'U Three', createdAt: day('2024-02-15T10:00:00') });

    // S1 vA: everything, completed 03-01, signed up (claimed by U1)
    await a.addSession({
      visitorId: 'vA',
      startedAt: '2024-03-01T09:00:00',
      answers: [1, 2, 3, 4, 5],
      completedAt: '2024-03-01T09:20:00',
      userId: u1,
    });
    // S2 vB: Q1–Q3, then back to Q2 to change it (still one row per question), left
    const s2 = await a.addSession({ visitorId: 'vB', startedAt: '2024-03-01T12:00:00', answers: [1, 2, 3] });
    await a.db
      .update(schema.responses)
      .set({ value: 5, updatedAt: day('2024-03-01T12:10:00') })
      .where(
        and(eq(schema.responses.sessionId, s2), eq(schema.responses.questionId, a.q.questions[1]?.id ?? '')),
      );
    // S3 vC: started, answered nothing
    await a.addSession({ visitorId: 'vC', startedAt: '2024-03-02T08:00:00', answers: [] });
    // S4 vD: Q1 only; S5 vD again: everything, completed 03-03, not claimed
    await a.addSession({ visitorId: 'vD', startedAt: '2024-03-02T09:00:00', answers: [1] });
    await a.addSession({
      visitorId: 'vD',
      startedAt: '2024-03-02T23:50:00',
      answers: [1, 2, 3, 4, 5],
      completedAt: '2024-03-03T00:10:00',
    });
    // S6 vE: every answer, never completed
    await a.addSession({ visitorId: 'vE', startedAt: '2024-03-03T10:00:00', answers: [1, 2, 3, 4, 5] });
    // S8 vG: chapter 1 done, left
    await a.addSession({ visitorId: 'vG', startedAt: '2024-03-03T11:00:00', answers: [1, 2] });
    // outside the period: S7 vF started 02-27; S9 vK started 02-28 and completed 03-01
    await a.addSession({ visitorId: 'vF', startedAt: '2024-02-27T10:00:00', answers: [1] });
    await a.addSession({
      visitorId: 'vK',
      startedAt: '2024-02-28T10:00:00',
      answers: [1, 2, 3, 4, 5],
      completedAt: '2024-03-01T08:00:00',
    });

    await a.db.insert(schema.visits).values([
      { visitorId: 'vA', page: 'landing', createdAt: day('2024-03-01T08:59:00') },
      { visitorId: 'vA', page: 'introduction', createdAt: day('2024-03-02T09:00:00') },
      { visitorId: 'vB', page: 'landing', createdAt: day('2024-03-01T11:59:00') },
      { visitorId: 'vH', page: 'landing', createdAt: day('2024-03-02T15:00:00') },
      { visitorId: 'vJ', page: 'introduction', createdAt: day('2024-03-03T15:00:00') },
      { visitorId: 'vI', page: 'landing', createdAt: day('2024-02-20T15:00:00') },
    ]);
  });

  it('dashboard: visitors, completion rate, sign-ups and every day of the period, of the published version', async () => {
    const res = await a.call('GET', `${adminPaths.dashboard}${period}`, a.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      period: { from: '2024-03-01', to: '2024-03-03', days: 3 },
      version: { number: 1, status: 'published' },
      // vA vB vC vD vE vG (sessions) + vH vJ (visits only)
      totalVisitors: 8,
      // S1 S2 S3 S4 S5 S6 S8
      startedSessions: 7,
      // S1 S5 (S9 was started before the period)
      completedSessions: 2,
      completionRate: 28.6,
      // U1 U2 (the admin and U3 do not count)
      totalSignups: 2,
      // no rater feedback in this data set (counted in the feedback module's privacy test)
      feedbackRounds: 0,
      raters: 0,
      dailyStats: [
        { date: '2024-03-01', visitors: 2, started: 2, completed: 2, signups: 1 },
        { date: '2024-03-02', visitors: 4, started: 3, completed: 0, signups: 1 },
        { date: '2024-03-03', visitors: 3, started: 2, completed: 1, signups: 0 },
      ],
    });
  });

  it('dashboard: rejects a backwards or too long period', async () => {
    const backwards = await a.call('GET', `${adminPaths.dashboard}?from=2024-03-05&to=2024-03-01`, a.admin);
    expect(backwards.statusCode).toBe(400);
    const long = await a.call('GET', `${adminPaths.dashboard}?from=2020-01-01&to=2024-01-01`, a.admin);
    expect(long.json().error.message).toBe('The period may span at most 366 days.');
    const unreal = await a.call('GET', `${adminPaths.dashboard}?from=2024-02-30`, a.admin);
    expect(unreal.statusCode).toBe(400);
  });

  it('drop-out per question, counted in sessions', async () => {
    const res = await a.call('GET', `${adminPaths.dropoutAnalysis}${period}`, a.admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.version).toEqual({ number: 1, status: 'published' });
    expect(body.sessions).toBe(7);
    expect(body.completedSessions).toBe(2);
    expect(
      body.questions.map((x: { index: number; reached: number; answered: number; dropped: number }) => [
        x.index,
        x.reached,
        x.answered,
        x.dropped,
      ]),
    ).toEqual([
      [1, 7, 6, 1], // S3 never answered
      [2, 6, 5, 1], // S4 left after Q1
      [3, 5, 4, 1], // S8 left after chapter 1
      [4, 4, 3, 1], // S2 left after Q3 (its changed Q2 counts once)
      [5, 3, 3, 0],
    ]);
    expect(body.questions.map((x: { dropoutRate: number }) => x.dropoutRate)).toEqual([
      14.3, 16.7, 20, 25, 0,
    ]);
    expect(body.questions[0]).toMatchObject({
      chapterTitle: 'Self-awareness',
      chapterPosition: 1,
      position: 1,
    });
  });

  it('drop-out per chapter', async () => {
    const body = (await a.call('GET', `${adminPaths.dropoutAnalysis}${period}`, a.admin)).json();
    expect(
      body.chapters.map((c: { position: number; reached: number; finished: number; dropped: number }) => [
        c.position,
        c.reached,
        c.finished,
        c.dropped,
      ]),
    ).toEqual([
      [1, 7, 5, 2], // S3, S4 left in chapter 1
      [2, 5, 3, 2], // S8, S2 left in chapter 2; S6 answered all and never completed
    ]);
    expect(body.chapters.map((c: { dropoutRate: number }) => c.dropoutRate)).toEqual([28.6, 40]);
  });

  it('the funnel, in distinct visitors', async () => {
    const body = (await a.call('GET', `${adminPaths.dropoutAnalysis}${period}`, a.admin)).json();
    expect(
      body.funnel.map(
        (s: { kind: string; count: number; fromPrevious: number | null; fromStart: number | null }) => [
          s.kind,
          s.count,
          s.fromPrevious,
          s.fromStart,
        ],
      ),
    ).toEqual([
      ['landing', 7, null, 100], // vA vB vH (landing) + vC vD vE vG (started)
      ['started', 6, 85.7, 85.7],
      ['chapter', 5, 83.3, 71.4], // vA vB vD vE vG
      ['chapter', 3, 60, 42.9], // vA vD vE
      ['completed', 2, 66.7, 28.6], // vA, vD (on the second try)
      ['signed_up', 1, 50, 14.3], // vA
    ]);
    expect(body.funnel[2].label).toBe('Chapter 1: Self-awareness');
  });
});

describe('by version', () => {
  let v2Questions: Array<{ id: string }>;

  beforeAll(async () => {
    // version 2: a third question in chapter 1 (order: Q1 Q2 NEW | Q3 Q4 Q5)
    const chapterId = a.q.chapters[0]?.id ?? '';
    expect(
      (await a.call('POST', adminPaths.questions, a.admin, { chapterId, text: 'I sleep enough' })).statusCode,
    ).toBe(201);
    const draft = (await a.adminQuestionnaire()).version;
    const published = await a.call('POST', questionnairePaths.publish, a.admin, {
      draftId: draft.id,
      revision: draft.revision,
    });
    expect(published.statusCode).toBe(200);
    const v2 = published.json().version;
    v2Questions = (await a.publicQuestionnaire()).questions;
    expect(v2Questions).toHaveLength(6);
    // T1 vX: everything of version 2, completed; T2 vY: left after the new question
    await a.addSession({
      visitorId: 'vX',
      startedAt: '2024-03-02T10:00:00',
      answers: [1, 2, 3, 4, 5, 6],
      completedAt: '2024-03-02T10:30:00',
      versionId: v2.id,
      questions: v2Questions,
    });
    await a.addSession({
      visitorId: 'vY',
      startedAt: '2024-03-03T10:00:00',
      answers: [1, 2, 3],
      versionId: v2.id,
      questions: v2Questions,
    });
  });

  it('the dashboard counts the published version (now 2) by default, any version by number, or all', async () => {
    const latest = (await a.call('GET', `${adminPaths.dashboard}${period}`, a.admin)).json();
    expect(latest).toMatchObject({
      version: { number: 2, status: 'published' },
      startedSessions: 2,
      completedSessions: 1,
      completionRate: 50,
      // visitors and sign-ups belong to no version
      totalVisitors: 10,
      totalSignups: 2,
    });
    expect(latest.dailyStats.map((d: { started: number }) => d.started)).toEqual([0, 1, 1]);

    const first = (await a.call('GET', `${adminPaths.dashboard}${period}&version=1`, a.admin)).json();
    expect(first).toMatchObject({
      version: { number: 1, status: 'superseded' },
      startedSessions: 7,
      completedSessions: 2,
      totalVisitors: 10,
    });

    const all = (await a.call('GET', `${adminPaths.dashboard}${period}&version=all`, a.admin)).json();
    expect(all).toMatchObject({ version: null, startedSessions: 9, completedSessions: 3 });
    expect(
      all.dailyStats.map((d: { started: number; completed: number }) => [d.started, d.completed]),
    ).toEqual([
      [2, 2],
      [4, 1],
      [3, 1],
    ]);
  });

  it("drop-out: that version's questions and sessions only", async () => {
    const body = (await a.call('GET', `${adminPaths.dropoutAnalysis}${period}&version=2`, a.admin)).json();
    expect(body.version).toEqual({ number: 2, status: 'published' });
    expect(body.sessions).toBe(2);
    expect(body.questions.map((x: { text: string }) => x.text)).toContain('I sleep enough');
    expect(
      body.questions.map((x: { index: number; reached: number; dropped: number }) => [
        x.index,
        x.reached,
        x.dropped,
      ]),
    ).toEqual([
      [1, 2, 0],
      [2, 2, 0],
      [3, 2, 0],
      [4, 2, 1], // vY left after the new question
      [5, 1, 0],
      [6, 1, 0],
    ]);
    expect(body.chapters.map((c: { questionCount: number }) => c.questionCount)).toEqual([3, 3]);

    const old = (await a.call('GET', `${adminPaths.dropoutAnalysis}${period}&version=1`, a.admin)).json();
    expect(old.version).toEqual({ number: 1, status: 'superseded' });
    expect(old.sessions).toBe(7);
    expect(old.questions).toHaveLength(5);
  });

  it('an unknown version is 404 with a clear message; drop-out has no "all"', async () => {
    const unknown = await a.call('GET', `${adminPaths.dashboard}?version=9`, a.admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Version 9 of the questionnaire does not exist.');
    expect((await a.call('GET', `${adminPaths.dropoutAnalysis}?version=9`, a.admin)).statusCode).toBe(404);
    const all = await a.call('GET', `${adminPaths.dropoutAnalysis}?version=all`, a.admin);
    expect(all.statusCode).toBe(400);
    expect((await a.call('GET', `${adminPaths.dashboard}?version=two`, a.admin)).statusCode).toBe(400);
  });
});

describe("data-layer failures answer 'Failed to {action}'", () => {
  it('a failing read is named', async () => {
    await a.db.execute(sql`alter table visits rename to visits_away`);
    try {
      const dashboard = await a.call('GET', adminPaths.dashboard, a.admin);
      expect(dashboard.json().error.message).toBe(ADMIN_FAILURES.getDashboardStats);
      const dropouts = await a.call('GET', adminPaths.dropoutAnalysis, a.admin);
      expect(dropouts.json().error.message).toBe(ADMIN_FAILURES.getDropoutAnalysis);
    } finally {
      await a.db.execute(sql`alter table visits_away rename to visits`);
    }
  });
});
