import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultQuestionnaire } from '../../../content/questionnaire';
import { ADMIN_FAILURES, type AdminQuestionnaire, adminPaths } from '../../../contract/admin';
import type { Questionnaire } from '../../../contract/assessment';
import { INVALID_CHAPTER_ID_MESSAGE, SHARED_MESSAGES } from '../../../domain/messages';
import * as schema from '../../db/schema';
import { seedDefaultContent } from '../../db/seed';
import { openTestApp, type TestApp } from '../../test-support/app';
import { sampleLegalPages, sampleQuestionnaire } from '../../test-support/sample-questionnaire';
import { passwordMinLength, requiresEmailConfirmation } from '../auth/settings';

/** Acts as the user named in this header (tests only): no header, no session. */
const AS = 'x-test-user';

let t: TestApp;
let q: Questionnaire;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, as?: string | null, payload?: unknown) =>
  t.inject({
    method,
    url,
    headers: as ? { [AS]: as } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

async function addUser(values: {
  id?: string;
  email: string;
  name: string;
  role?: 'admin' | 'user';
  profileRole?: 'admin' | 'user';
  createdAt?: Date;
  profile?: boolean;
}) {
  const id = values.id ?? randomUUID();
  const createdAt = values.createdAt ?? new Date();
  await t.database.db.insert(schema.user).values({
    id,
    email: values.email,
    name: values.name,
    emailVerified: true,
    role: values.role ?? 'user',
    createdAt,
  });
  if (values.profile !== false)
    await t.database.db.insert(schema.profiles).values({
      userId: id,
      email: values.email,
      fullName: values.name,
      role: values.profileRole ?? values.role ?? 'user',
      createdAt,
    });
  return id;
}

const day = (iso: string) => new Date(`${iso}Z`);

async function addSession(s: {
  visitorId: string;
  startedAt: string;
  answers: number[];
  completedAt?: string;
  userId?: string;
}) {
  const [row] = await t.database.db
    .insert(schema.assessmentSessions)
    .values({
      assessmentId: q.assessment.id,
      visitorId: s.visitorId,
      secretHash: 'not-used',
      startedAt: day(s.startedAt),
      status: s.completedAt ? 'completed' : 'in_progress',
      completedAt: s.completedAt ? day(s.completedAt) : null,
      userId: s.userId ?? null,
    })
    .returning({ id: schema.assessmentSessions.id });
  const id = row?.id ?? '';
  if (s.answers.length)
    await t.database.db
      .insert(schema.responses)
      .values(
        s.answers.map((index) => ({ sessionId: id, questionId: q.questions[index - 1]?.id ?? '', value: 3 })),
      );
  return id;
}

let admin: string;
let member: string;

beforeAll(async () => {
  t = await openTestApp({
    prepare: (db) => seedDefaultContent(db, sampleQuestionnaire, sampleLegalPages).then(() => undefined),
    dependencies: {
      resolveViewer: async (request) => {
        const as = request.headers[AS];
        return { userId: typeof as === 'string' ? as : null };
      },
    },
  });
  q = (await t.inject({ method: 'GET', url: '/api/questionnaire' })).json();
  admin = await addUser({ email: 'boss@example.com', name: 'The Boss', role: 'admin' });
  member = await addUser({ email: 'member@example.com', name: 'Mia Member' });
});
afterAll(async () => t.close());

// ── access ───────────────────────────────────────────────────────────────────────────────────────

const chapterUrl = (path: string) => path.replace(':id', '00000000-0000-4000-8000-000000000000');
const everyRoute: Array<[Method, string, unknown?]> = [
  ['GET', adminPaths.me],
  ['GET', adminPaths.dashboard],
  ['GET', adminPaths.dropoutAnalysis],
  ['GET', adminPaths.users],
  ['GET', adminPaths.userLatestResult.replace(':id', 'someone')],
  ['DELETE', adminPaths.user.replace(':id', 'someone'), { confirm: 'DELETE' }],
  ['GET', adminPaths.questionnaire],
  ['POST', adminPaths.questions, { chapterId: randomUUID(), text: 'x' }],
  ['PATCH', chapterUrl(adminPaths.question), { text: 'x' }],
  ['DELETE', chapterUrl(adminPaths.question)],
  ['PUT', chapterUrl(adminPaths.questionOrder), { questionIds: [randomUUID()] }],
  ['PUT', chapterUrl(adminPaths.chapterIntro), { title: 'x' }],
  ['PUT', chapterUrl(adminPaths.chapterOutro), { outroEnabled: false }],
  ['GET', adminPaths.insights],
  ['GET', `${adminPaths.pageContent}?pageType=terms&sectionType=main_content`],
  ['PUT', adminPaths.pageContent, { pageType: 'terms', sectionType: 'main_content', content: 'x' }],
  [
    'DELETE',
    adminPaths.pageContent,
    { pageType: 'core_strength', sectionType: 'description', chapterId: null },
  ],
  [
    'PUT',
    adminPaths.pageContentBulk,
    { items: [{ pageType: 'terms', sectionType: 'main_content', chapterId: null, content: 'x' }] },
  ],
  ['GET', adminPaths.settings],
  ['PATCH', adminPaths.settings, { devtoolsDeterrent: true }],
  ['GET', adminPaths.security],
  ['GET', adminPaths.auditLog],
];

describe('access', () => {
  it('lists every admin route in this matrix', () => {
    const paths = new Set(everyRoute.map(([, url]) => url.split('?')[0]));
    expect(paths.size).toBeGreaterThanOrEqual(Object.keys(adminPaths).length - 2);
  });

  it.each(everyRoute)(
    '%s %s: 403 for a visitor and for a normal user, never cached',
    async (method, url, body) => {
      const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.adminAuditLog);
      const visitor = await call(method, url, null, body);
      expect(visitor.statusCode).toBe(403);
      expect(visitor.json().error).toEqual({ code: 'unauthenticated', message: 'Not authenticated' });
      expect(visitor.headers['cache-control']).toBe('no-store');

      const user = await call(method, url, member, body);
      expect(user.statusCode).toBe(403);
      expect(user.json().error.code).toBe('forbidden');

      const ghost = await call(method, url, 'no-such-user', body);
      expect(ghost.statusCode).toBe(403);
      const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.adminAuditLog);
      expect(after[0]?.n).toBe(before[0]?.n);
    },
  );

  it('lets an admin in by profiles.role alone, and keeps a banned admin out', async () => {
    const byProfile = await addUser({ email: 'profile-admin@example.com', name: 'P', profileRole: 'admin' });
    expect((await call('GET', adminPaths.me, byProfile)).json()).toEqual({
      id: byProfile,
      email: 'profile-admin@example.com',
      name: 'P',
    });
    const banned = await addUser({ email: 'banned@example.com', name: 'B', role: 'admin' });
    await t.database.db.update(schema.user).set({ banned: true }).where(eq(schema.user.id, banned));
    expect((await call('GET', adminPaths.me, banned)).statusCode).toBe(403);
  });
});

// ── dashboard and drop-out numbers ───────────────────────────────────────────────────────────────

describe('dashboard and drop-out analysis on a hand-counted data set', () => {
  const period = '?from=2024-03-01&to=2024-03-03';

  beforeAll(async () => {
    // Questionnaire order: chapter 1 = Q1, Q2; chapter 2 = Q3, Q4, Q5 (indexes 1..5).
    const u1 = await addUser({
      email: 'u1@example.com',
      name: 'U One',
      createdAt: day('2024-03-01T10:00:00'),
    });
    await addUser({ email: 'u2@example.com', name: 'U Two', createdAt: day('2024-03-02T10:00:00') });
    await addUser({
      email: 'admin2@example.com',
      name: 'Admin Two',
      role: 'admin',
      createdAt: day('2024-03-02T11:00:00'),
    });
    await addUser({ email: 'u3@example.com', name: 'U Three', createdAt: day('2024-02-15T10:00:00') });

    // S1 vA: everything, completed 03-01, signed up (claimed by U1)
    await addSession({
      visitorId: 'vA',
      startedAt: '2024-03-01T09:00:00',
      answers: [1, 2, 3, 4, 5],
      completedAt: '2024-03-01T09:20:00',
      userId: u1,
    });
    // S2 vB: Q1–Q3, then back to Q2 to change it (still one row per question), left
    const s2 = await addSession({ visitorId: 'vB', startedAt: '2024-03-01T12:00:00', answers: [1, 2, 3] });
    await t.database.db
      .update(schema.responses)
      .set({ value: 5, updatedAt: day('2024-03-01T12:10:00') })
      .where(
        and(eq(schema.responses.sessionId, s2), eq(schema.responses.questionId, q.questions[1]?.id ?? '')),
      );
    // S3 vC: started, answered nothing
    await addSession({ visitorId: 'vC', startedAt: '2024-03-02T08:00:00', answers: [] });
    // S4 vD: Q1 only; S5 vD again: everything, completed 03-03, not claimed
    await addSession({ visitorId: 'vD', startedAt: '2024-03-02T09:00:00', answers: [1] });
    await addSession({
      visitorId: 'vD',
      startedAt: '2024-03-02T23:50:00',
      answers: [1, 2, 3, 4, 5],
      completedAt: '2024-03-03T00:10:00',
    });
    // S6 vE: every answer, never completed
    await addSession({ visitorId: 'vE', startedAt: '2024-03-03T10:00:00', answers: [1, 2, 3, 4, 5] });
    // S8 vG: chapter 1 done, left
    await addSession({ visitorId: 'vG', startedAt: '2024-03-03T11:00:00', answers: [1, 2] });
    // outside the period: S7 vF started 02-27; S9 vK started 02-28 and completed 03-01
    await addSession({ visitorId: 'vF', startedAt: '2024-02-27T10:00:00', answers: [1] });
    await addSession({
      visitorId: 'vK',
      startedAt: '2024-02-28T10:00:00',
      answers: [1, 2, 3, 4, 5],
      completedAt: '2024-03-01T08:00:00',
    });

    await t.database.db.insert(schema.visits).values([
      { visitorId: 'vA', page: 'landing', createdAt: day('2024-03-01T08:59:00') },
      { visitorId: 'vA', page: 'introduction', createdAt: day('2024-03-02T09:00:00') },
      { visitorId: 'vB', page: 'landing', createdAt: day('2024-03-01T11:59:00') },
      { visitorId: 'vH', page: 'landing', createdAt: day('2024-03-02T15:00:00') },
      { visitorId: 'vJ', page: 'introduction', createdAt: day('2024-03-03T15:00:00') },
      { visitorId: 'vI', page: 'landing', createdAt: day('2024-02-20T15:00:00') },
    ]);
  });

  it('dashboard: visitors, completion rate, sign-ups and every day of the period', async () => {
    const res = await call('GET', `${adminPaths.dashboard}${period}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      period: { from: '2024-03-01', to: '2024-03-03', days: 3 },
      // vA vB vC vD vE vG (sessions) + vH vJ (visits only)
      totalVisitors: 8,
      // S1 S2 S3 S4 S5 S6 S8
      startedSessions: 7,
      // S1 S5 (S9 was started before the period)
      completedSessions: 2,
      completionRate: 28.6,
      // U1 U2 (the admin and U3 do not count)
      totalSignups: 2,
      dailyStats: [
        { date: '2024-03-01', visitors: 2, started: 2, completed: 2, signups: 1 },
        { date: '2024-03-02', visitors: 4, started: 3, completed: 0, signups: 1 },
        { date: '2024-03-03', visitors: 3, started: 2, completed: 1, signups: 0 },
      ],
    });
  });

  it('dashboard: rejects a backwards or too long period', async () => {
    const backwards = await call('GET', `${adminPaths.dashboard}?from=2024-03-05&to=2024-03-01`, admin);
    expect(backwards.statusCode).toBe(400);
    const long = await call('GET', `${adminPaths.dashboard}?from=2020-01-01&to=2024-01-01`, admin);
    expect(long.json().error.message).toBe('The period may span at most 366 days.');
    const unreal = await call('GET', `${adminPaths.dashboard}?from=2024-02-30`, admin);
    expect(unreal.statusCode).toBe(400);
  });

  it('drop-out per question, counted in sessions', async () => {
    const res = await call('GET', `${adminPaths.dropoutAnalysis}${period}`, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
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
    const body = (await call('GET', `${adminPaths.dropoutAnalysis}${period}`, admin)).json();
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
    const body = (await call('GET', `${adminPaths.dropoutAnalysis}${period}`, admin)).json();
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

// ── users ────────────────────────────────────────────────────────────────────────────────────────

describe('users', () => {
  let founder: string;

  beforeAll(async () => {
    founder = await addUser({ email: 'grace.founder@example.com', name: 'Grace Hopper' });
    // a real run through the API, completed, then the founder's
    const started = await t.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: { visitorId: 'visitor_grace' },
    });
    const { id, secret } = started.json();
    const answers = Object.fromEntries(q.questions.map((x, i) => [x.id, (i % 5) + 1]));
    const done = await t.inject({
      method: 'POST',
      url: `/api/sessions/${id}/complete`,
      headers: { 'x-session-secret': secret },
      payload: { answers },
    });
    expect(done.statusCode).toBe(200);
    await t.database.db
      .update(schema.assessmentSessions)
      .set({ userId: founder })
      .where(eq(schema.assessmentSessions.id, id));
    await addSession({
      visitorId: 'visitor_grace',
      startedAt: '2024-05-01T10:00:00',
      answers: [1],
      userId: founder,
    });
  });

  it('lists users with session_count and completed_sessions, never admins', async () => {
    const res = await call('GET', adminPaths.users, admin);
    expect(res.statusCode).toBe(200);
    const { users, total } = res.json();
    expect(users).toHaveLength(total);
    expect(users.some((u: { email: string }) => u.email === 'boss@example.com')).toBe(false);
    expect(users.some((u: { email: string }) => u.email === 'profile-admin@example.com')).toBe(false);
    const grace = users.find((u: { id: string }) => u.id === founder);
    expect(grace).toMatchObject({
      email: 'grace.founder@example.com',
      full_name: 'Grace Hopper',
      session_count: 2,
      completed_sessions: 1,
    });
    expect(users.find((u: { email: string }) => u.email === 'u1@example.com')).toMatchObject({
      session_count: 1,
      completed_sessions: 1,
    });
  });

  it('searches e-mail and name (any case, substring) or an exact id; needs 2 characters', async () => {
    const emails = async (search: string) =>
      (await call('GET', `${adminPaths.users}?search=${encodeURIComponent(search)}`, admin))
        .json()
        .users.map((u: { email: string }) => u.email);
    expect(await emails('GRACE.F')).toEqual(['grace.founder@example.com']);
    expect(await emails('hopp')).toEqual(['grace.founder@example.com']);
    expect(await emails(founder)).toEqual(['grace.founder@example.com']);
    expect(await emails('boss')).toEqual([]);
    expect(await emails('%_')).toEqual([]);
    const short = await call('GET', `${adminPaths.users}?search=g`, admin);
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('Enter at least 2 characters to search.');
  });

  it("shows a user's latest completed result exactly as that user sees it", async () => {
    const asAdmin = await call('GET', adminPaths.userLatestResult.replace(':id', founder), admin);
    expect(asAdmin.statusCode).toBe(200);
    const asUser = await call('GET', '/api/me/results/latest', founder);
    expect(asUser.statusCode).toBe(200);
    expect(asAdmin.json()).toEqual(asUser.json());
    expect(asAdmin.json().gated).toBe(false);
    const none = await call('GET', adminPaths.userLatestResult.replace(':id', member), admin);
    expect(none.statusCode).toBe(404);
    expect((await call('GET', adminPaths.userLatestResult.replace(':id', 'nobody'), admin)).statusCode).toBe(
      404,
    );
  });

  it("deletes a user completely, only with 'DELETE' typed, and never an admin", async () => {
    const wrong = await call('DELETE', adminPaths.user.replace(':id', founder), admin, { confirm: 'delete' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.issues).toEqual([
      { path: 'confirm', message: SHARED_MESSAGES.typeDeleteToConfirm },
    ]);

    const res = await call('DELETE', adminPaths.user.replace(':id', founder), admin, { confirm: 'DELETE' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: true });
    const db = t.database.db;
    expect(await db.$count(schema.user, eq(schema.user.id, founder))).toBe(0);
    expect(await db.$count(schema.profiles, eq(schema.profiles.userId, founder))).toBe(0);
    expect(
      await db.$count(schema.assessmentSessions, eq(schema.assessmentSessions.visitorId, 'visitor_grace')),
    ).toBe(0);
    const [audit] = await db
      .select()
      .from(schema.adminAuditLog)
      .where(eq(schema.adminAuditLog.action, 'user.delete'));
    // who deleted an account and when; not whose (no row may name the person afterwards)
    expect(audit).toMatchObject({ actorUserId: admin, actorEmail: 'boss@example.com', target: null });

    expect(
      (await call('DELETE', adminPaths.user.replace(':id', founder), admin, { confirm: 'DELETE' }))
        .statusCode,
    ).toBe(404);
    const other = await addUser({ email: 'other-admin@example.com', name: 'O', role: 'admin' });
    const refused = await call('DELETE', adminPaths.user.replace(':id', other), admin, { confirm: 'DELETE' });
    expect(refused.statusCode).toBe(403);
  });
});

// ── questions and chapters ───────────────────────────────────────────────────────────────────────

async function adminQuestionnaire(): Promise<AdminQuestionnaire> {
  return (await call('GET', adminPaths.questionnaire, admin)).json();
}
const positionsOf = (x: AdminQuestionnaire, chapterId: string) =>
  x.questions.filter((y) => y.chapterId === chapterId).map((y) => y.position);

describe('questions', () => {
  it("answers the spec's messages for a question without chapter or text, or a malformed chapter id", async () => {
    const noText = await call('POST', adminPaths.questions, admin, {
      chapterId: q.chapters[0]?.id,
      text: '  ',
    });
    expect(noText.statusCode).toBe(400);
    expect(noText.json().error.message).toBe(SHARED_MESSAGES.chapterAndQuestionTextRequired);
    const noChapter = await call('POST', adminPaths.questions, admin, { text: 'Hello' });
    expect(noChapter.json().error.message).toBe(SHARED_MESSAGES.chapterAndQuestionTextRequired);
    const badId = await call('POST', adminPaths.questions, admin, { chapterId: 'chapter-1', text: 'Hello' });
    expect(badId.json().error.message).toBe(INVALID_CHAPTER_ID_MESSAGE);
    const unknown = await call('POST', adminPaths.questions, admin, {
      chapterId: randomUUID(),
      text: 'Hello',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('creates at the end of the chapter, edits, and the public questionnaire shows it at once', async () => {
    const chapterId = q.chapters[0]?.id ?? '';
    const created = await call('POST', adminPaths.questions, admin, {
      chapterId,
      text: '  I ask for feedback  ',
      leftLabel: '',
      insightLow: 'Ask more.',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      position: 3,
      text: 'I ask for feedback',
      leftLabel: null,
      insightLow: 'Ask more.',
    });
    const id = created.json().id;

    const edited = await call('PATCH', adminPaths.question.replace(':id', id), admin, {
      text: 'I ask for feedback weekly',
    });
    expect(edited.json().text).toBe('I ask for feedback weekly');
    const empty = await call('PATCH', adminPaths.question.replace(':id', id), admin, { text: '' });
    expect(empty.json().error.message).toBe(SHARED_MESSAGES.chapterAndQuestionTextRequired);

    const pub: Questionnaire = (await t.inject({ method: 'GET', url: '/api/questionnaire' })).json();
    expect(pub.questions.find((x) => x.id === id)?.text).toBe('I ask for feedback weekly');
    // the insight texts never reach the public questionnaire
    expect(JSON.stringify(pub)).not.toContain('Ask more.');

    const actions = await t.database.db
      .select({ action: schema.adminAuditLog.action, target: schema.adminAuditLog.target })
      .from(schema.adminAuditLog)
      .where(eq(schema.adminAuditLog.target, id));
    expect(actions.map((a) => a.action).sort()).toEqual(['question.create', 'question.update']);
  });

  it('reorders within a chapter: positions stay 1..n, the public order follows, a partial order is refused', async () => {
    const chapterId = q.chapters[1]?.id ?? '';
    const before = (await adminQuestionnaire()).questions
      .filter((x) => x.chapterId === chapterId)
      .map((x) => x.id);
    const reversed = [...before].reverse();
    const res = await call('PUT', adminPaths.questionOrder.replace(':id', chapterId), admin, {
      questionIds: reversed,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().questions.map((x: { id: string; position: number }) => [x.id, x.position])).toEqual(
      reversed.map((id, i) => [id, i + 1]),
    );
    const pub: Questionnaire = (await t.inject({ method: 'GET', url: '/api/questionnaire' })).json();
    expect(pub.questions.filter((x) => x.chapterId === chapterId).map((x) => x.id)).toEqual(reversed);

    const partial = await call('PUT', adminPaths.questionOrder.replace(':id', chapterId), admin, {
      questionIds: reversed.slice(1),
    });
    expect(partial.statusCode).toBe(409);
    const twice = await call('PUT', adminPaths.questionOrder.replace(':id', chapterId), admin, {
      questionIds: [reversed[0], reversed[0], reversed[1]],
    });
    expect(twice.statusCode).toBe(409);
    const badId = await call('PUT', adminPaths.questionOrder.replace(':id', 'nope'), admin, {
      questionIds: reversed,
    });
    expect(badId.json().error.message).toBe(INVALID_CHAPTER_ID_MESSAGE);
    expect(positionsOf(await adminQuestionnaire(), chapterId)).toEqual([1, 2, 3]);
  });

  it('deleting a question closes the gap', async () => {
    const chapterId = q.chapters[1]?.id ?? '';
    const extra = await call('POST', adminPaths.questions, admin, { chapterId, text: 'Temporary' });
    expect(extra.json().position).toBe(4);
    const middle = (await adminQuestionnaire()).questions.find(
      (x) => x.chapterId === chapterId && x.position === 2,
    );
    const res = await call('DELETE', adminPaths.question.replace(':id', middle?.id ?? ''), admin);
    expect(res.statusCode).toBe(200);
    expect(positionsOf(await adminQuestionnaire(), chapterId)).toEqual([1, 2, 3]);
    const again = await call('DELETE', adminPaths.question.replace(':id', middle?.id ?? ''), admin);
    expect(again.statusCode).toBe(404);
  });
});

describe('chapters', () => {
  it('updates intro fields and icon; refuses a malformed id, an empty title and a foreign icon', async () => {
    const id = q.chapters[0]?.id ?? '';
    const res = await call('PUT', adminPaths.chapterIntro.replace(':id', id), admin, {
      title: 'Self-awareness',
      description: 'Knowing yourself, honestly.',
      introTitle: 'Look inward',
      introSubtitle: '',
      introDescription: 'Who are you when it gets hard?',
      introQuote: null,
      iconUrl: '/icons/chapter-03.svg',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      introTitle: 'Look inward',
      introSubtitle: null,
      iconUrl: '/icons/chapter-03.svg',
    });
    const pub: Questionnaire = (await t.inject({ method: 'GET', url: '/api/questionnaire' })).json();
    expect(pub.chapters[0]).toMatchObject({
      introTitle: 'Look inward',
      description: 'Knowing yourself, honestly.',
    });

    const bad = await call('PUT', adminPaths.chapterIntro.replace(':id', '123'), admin, { title: 'x' });
    expect(bad.json().error.message).toBe(INVALID_CHAPTER_ID_MESSAGE);
    const noTitle = await call('PUT', adminPaths.chapterIntro.replace(':id', id), admin, { title: ' ' });
    expect(noTitle.json().error.message).toBe(SHARED_MESSAGES.required);
    const foreign = await call('PUT', adminPaths.chapterIntro.replace(':id', id), admin, {
      title: 'x',
      iconUrl: 'https://evil.example/x.svg',
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('updates the outro and outro_enabled', async () => {
    const id = q.chapters[1]?.id ?? '';
    const res = await call('PUT', adminPaths.chapterOutro.replace(':id', id), admin, {
      outroEnabled: true,
      outroTitle: 'Half way',
      outroDescription: 'Keep going.',
    });
    expect(res.json()).toMatchObject({ outroEnabled: true, outroTitle: 'Half way' });
    const pub: Questionnaire = (await t.inject({ method: 'GET', url: '/api/questionnaire' })).json();
    expect(pub.chapters[1]).toMatchObject({ outroEnabled: true, outroDescription: 'Keep going.' });
    const audit = await t.database.db
      .select()
      .from(schema.adminAuditLog)
      .where(
        and(eq(schema.adminAuditLog.action, 'chapter.outro.update'), eq(schema.adminAuditLog.target, id)),
      );
    expect(audit).toHaveLength(1);
  });
});

// ── page content ─────────────────────────────────────────────────────────────────────────────────

describe('legal pages and custom chapter content', () => {
  it("edits a legal page ('Content cannot be empty') and the public page serves it", async () => {
    const empty = await call('PUT', adminPaths.pageContent, admin, {
      pageType: 'terms',
      sectionType: 'main_content',
      content: '   ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Content cannot be empty');
    const saved = await call('PUT', adminPaths.pageContent, admin, {
      pageType: 'terms',
      sectionType: 'main_content',
      chapterId: null,
      content: '  New terms\n\nSecond paragraph ',
    });
    expect(saved.json()).toMatchObject({ content: 'New terms\n\nSecond paragraph', chapterId: null });
    const pub = await t.inject({ method: 'GET', url: '/api/pages/terms' });
    expect(pub.json().content).toBe('New terms\n\nSecond paragraph');
    const read = await call(
      'GET',
      `${adminPaths.pageContent}?pageType=terms&sectionType=main_content`,
      admin,
    );
    expect(read.json().content).toBe('New terms\n\nSecond paragraph');
    expect(
      (
        await call('DELETE', adminPaths.pageContent, admin, {
          pageType: 'terms',
          sectionType: 'main_content',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('custom insights: shown with the fallback beside them, used by the results, reset and bulk-cleared', async () => {
    const chapterId = q.chapters[0]?.id ?? '';
    const insights = (await call('GET', adminPaths.insights, admin)).json();
    const first = insights.chapters[0];
    expect(first.custom).toEqual({ core_strength: {}, uplift_potential: {} });
    // the sample chapters have no shipped texts of their own: their area's apply (as on the results page)
    expect(first.fallback).toMatchObject({
      source: 'area',
      zoneOfGenius: defaultQuestionnaire.areaResultTexts.inner.zoneOfGenius,
      improvementPath: defaultQuestionnaire.areaResultTexts.inner.improvementPath,
    });

    const badSection = await call('PUT', adminPaths.pageContent, admin, {
      pageType: 'core_strength',
      sectionType: 'energy_drains',
      chapterId,
      content: 'x',
    });
    expect(badSection.statusCode).toBe(400);
    const badChapter = await call('PUT', adminPaths.pageContent, admin, {
      pageType: 'core_strength',
      sectionType: 'zone_of_genius',
      chapterId: 'abc',
      content: 'x',
    });
    expect(badChapter.json().error.message).toBe(INVALID_CHAPTER_ID_MESSAGE);

    // a member's completed result shows the custom text of their core strength chapter
    const started = await t.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: { visitorId: 'visitor_mia' },
    });
    const run = started.json();
    const current: Questionnaire = (await t.inject({ method: 'GET', url: '/api/questionnaire' })).json();
    const completed = await t.inject({
      method: 'POST',
      url: `/api/sessions/${run.id}/complete`,
      headers: { 'x-session-secret': run.secret },
      payload: {
        answers: Object.fromEntries(current.questions.map((x) => [x.id, x.chapterId === chapterId ? 5 : 2])),
      },
    });
    expect(completed.statusCode).toBe(200);
    await t.database.db
      .update(schema.assessmentSessions)
      .set({ userId: member })
      .where(eq(schema.assessmentSessions.id, run.id));
    const latest = async () => (await call('GET', '/api/me/results/latest', member)).json();
    expect((await latest()).coreStrength.chapterId).toBe(chapterId);
    expect((await latest()).coreStrength.zoneOfGenius).not.toBe('Custom genius');

    const saved = await call('PUT', adminPaths.pageContent, admin, {
      pageType: 'core_strength',
      sectionType: 'zone_of_genius',
      chapterId,
      content: 'Custom genius',
    });
    expect(saved.statusCode).toBe(200);
    const after = (await call('GET', adminPaths.insights, admin)).json();
    expect(after.chapters[0].custom.core_strength).toEqual({ zone_of_genius: 'Custom genius' });
    expect((await latest()).coreStrength.zoneOfGenius).toBe('Custom genius');

    // the custom description is public; the gated texts still only reach the owner
    await call('PUT', adminPaths.pageContent, admin, {
      pageType: 'core_strength',
      sectionType: 'description',
      chapterId,
      content: 'Custom description',
    });
    const holder = await t.inject({
      method: 'GET',
      url: `/api/sessions/${run.id}/result`,
      headers: { 'x-session-secret': run.secret },
    });
    expect(holder.json().gated).toBe(true);
    expect(holder.json().coreStrength.description).toBe('Custom description');
    expect(holder.body).not.toContain('Custom genius');
    expect((await latest()).coreStrength.description).toBe('Custom description');

    const reset = await call('DELETE', adminPaths.pageContent, admin, {
      pageType: 'core_strength',
      sectionType: 'zone_of_genius',
      chapterId,
    });
    expect(reset.json()).toMatchObject({ content: null });

    const bulk = await call('PUT', adminPaths.pageContentBulk, admin, {
      items: [
        { pageType: 'uplift_potential', sectionType: 'energy_drains', chapterId, content: '  Drains  ' },
        { pageType: 'uplift_potential', sectionType: 'improvement_path', chapterId, content: '- one\n- two' },
        { pageType: 'uplift_potential', sectionType: 'description', chapterId, content: '' },
      ],
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().items.map((i: { content: string | null }) => i.content)).toEqual([
      'Drains',
      '- one\n- two',
      null,
    ]);
    const legalInBulk = await call('PUT', adminPaths.pageContentBulk, admin, {
      items: [{ pageType: 'terms', sectionType: 'main_content', chapterId: null, content: '' }],
    });
    expect(legalInBulk.statusCode).toBe(400);
    const rows = await t.database.db
      .select({ action: schema.adminAuditLog.action })
      .from(schema.adminAuditLog)
      .where(sql`${schema.adminAuditLog.action} like 'page_content.%'`);
    expect(rows.map((r) => r.action).sort()).toEqual([
      'page_content.bulk_update',
      'page_content.reset',
      'page_content.update',
      'page_content.update',
      'page_content.update',
    ]);
  });
});

// ── security ─────────────────────────────────────────────────────────────────────────────────────

describe('security settings, overview and audit log', () => {
  it('has the defaults, saves exactly the keys the accounts module reads, and refuses a short password rule', async () => {
    expect((await call('GET', adminPaths.settings, admin)).json()).toMatchObject({
      requireEmailConfirmation: false,
      devtoolsDeterrent: false,
      passwordMinLength: 6,
    });
    expect(await requiresEmailConfirmation(t.database.db)).toBe(false);
    const saved = await call('PATCH', adminPaths.settings, admin, {
      requireEmailConfirmation: true,
      passwordMinLength: 10,
    });
    expect(saved.json()).toMatchObject({
      requireEmailConfirmation: true,
      devtoolsDeterrent: false,
      passwordMinLength: 10,
    });
    expect(await requiresEmailConfirmation(t.database.db)).toBe(true);
    const keys = await t.database.db
      .select({ key: schema.appSettings.key, value: schema.appSettings.value })
      .from(schema.appSettings);
    expect(Object.fromEntries(keys.map((k) => [k.key, k.value]))).toEqual({
      requireEmailConfirmation: true,
      passwordMinLength: 10,
    });
    // what sign-up and password reset enforce (auth/settings.ts) is the saved value
    expect(await passwordMinLength(t.database.db)).toBe(10);
    expect((await call('PATCH', adminPaths.settings, admin, { passwordMinLength: 5 })).statusCode).toBe(400);
    await call('PATCH', adminPaths.settings, admin, { requireEmailConfirmation: false });
  });

  it('shows suspicious sessions and security events', async () => {
    await t.database.db.insert(schema.sessionSecurity).values([
      { sessionId: 'sus-1', userId: member, isSuspicious: true, threatScore: 7, ipAddress: '203.0.113.9' },
      { sessionId: 'calm-1', userId: member, isSuspicious: false, threatScore: 1 },
    ]);
    await t.database.db
      .insert(schema.securityEvents)
      .values({ eventType: 'forced_logout', severity: 'critical', userId: member });
    await t.database.db.insert(schema.rateLimits).values([
      { identifier: 'ip:203.0.113.9', endpoint: '/api/assessment', requestCount: 100 },
      { identifier: 'ip:203.0.113.9', endpoint: 'default', requestCount: 3 },
      { identifier: '203.0.113.9|/sign-in/email', endpoint: 'auth', requestCount: 4 },
    ]);
    const body = (await call('GET', adminPaths.security, admin)).json();
    expect(body.suspiciousSessions.map((s: { sessionId: string }) => s.sessionId)).toEqual(['sus-1']);
    expect(body.suspiciousSessions[0].userEmail).toBe('member@example.com');
    expect(body.events[0]).toMatchObject({ eventType: 'forced_logout', userEmail: 'member@example.com' });
    type Row = { endpoint: string; identifier: string };
    const window = (endpoint: string) =>
      body.rateLimits.find((r: Row) => r.endpoint === endpoint && r.identifier.includes('203.0.113.9'));
    expect(window('/api/assessment')).toMatchObject({ limit: 100, limited: true });
    expect(window('default')).toMatchObject({ limit: 200, limited: false });
    expect(window('auth')).toMatchObject({ limit: null, limited: false });
  });

  it('the audit log names who changed what and when, newest first, in pages', async () => {
    const first = (await call('GET', `${adminPaths.auditLog}?limit=2`, admin)).json();
    expect(first.entries).toHaveLength(2);
    expect(first.entries[0]).toMatchObject({
      actorUserId: admin,
      actorEmail: 'boss@example.com',
      action: 'settings.update',
    });
    expect(first.entries[0].details.changes.requireEmailConfirmation).toEqual({ from: true, to: false });
    expect(Date.parse(first.entries[0].createdAt)).toBeGreaterThanOrEqual(
      Date.parse(first.entries[1].createdAt),
    );
    const next = (
      await call(
        'GET',
        `${adminPaths.auditLog}?limit=2&before=${encodeURIComponent(first.nextBefore)}`,
        admin,
      )
    ).json();
    expect(next.entries[0].id).not.toBe(first.entries[1].id);
  });
});

// ── the admin rate limit and data-layer failures ─────────────────────────────────────────────────

describe('admin rate limit', () => {
  it('answers 429 on the 11th delete within the hour, per operation type, and logs the hit', async () => {
    const limited = await addUser({ email: 'busy-admin@example.com', name: 'Busy', role: 'admin' });
    const chapterId = q.chapters[0]?.id ?? '';
    const ids: string[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await call('POST', adminPaths.questions, limited, { chapterId, text: `Disposable ${i}` });
      ids.push(res.json().id);
    }
    for (const id of ids.slice(0, 10)) {
      expect((await call('DELETE', adminPaths.question.replace(':id', id), limited)).statusCode).toBe(200);
    }
    const refused = await call('DELETE', adminPaths.question.replace(':id', ids[10] ?? ''), limited);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('admin_rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    // the question is still there, and the positions have no gap
    const x = await adminQuestionnaire();
    expect(x.questions.some((y) => y.id === ids[10])).toBe(true);
    expect(positionsOf(x, chapterId)).toEqual(positionsOf(x, chapterId).map((_, i) => i + 1));

    const [window] = await t.database.db
      .select()
      .from(schema.rateLimits)
      .where(
        and(
          eq(schema.rateLimits.identifier, limited),
          eq(schema.rateLimits.endpoint, 'admin:delete_question'),
        ),
      );
    expect(window?.requestCount).toBe(10);
    // another operation type has its own window
    const victim = await addUser({ email: 'victim@example.com', name: 'V' });
    expect(
      (await call('DELETE', adminPaths.user.replace(':id', victim), limited, { confirm: 'DELETE' }))
        .statusCode,
    ).toBe(200);
    const security = (await call('GET', adminPaths.security, admin)).json();
    expect(security.events[0]).toMatchObject({ eventType: 'admin_rate_limit_exceeded', userId: limited });
    expect(security.rateLimits).toContainEqual(
      expect.objectContaining({
        identifier: limited,
        endpoint: 'admin:delete_question',
        limit: 10,
        limited: true,
      }),
    );
    // another admin is not limited by this one's deletes
    expect((await call('DELETE', adminPaths.question.replace(':id', ids[10] ?? ''), admin)).statusCode).toBe(
      200,
    );
  });
});

describe('admin rate limit on removing custom texts', () => {
  it('answers 429 on the 11th reset within the hour, and the text is still there', async () => {
    const limited = await addUser({ email: 'reset-admin@example.com', name: 'Resetter', role: 'admin' });
    const chapterId = q.chapters[0]?.id ?? '';
    const key = { pageType: 'core_strength', sectionType: 'description', chapterId };
    for (let i = 0; i < 10; i++) {
      const res = await call('DELETE', adminPaths.pageContent, limited, key);
      expect(res.statusCode).toBe(200);
    }
    await call('PUT', adminPaths.pageContent, limited, { ...key, content: 'Kept description' });
    const refused = await call('DELETE', adminPaths.pageContent, limited, key);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('admin_rate_limited');
    const stored = await call(
      'GET',
      `${adminPaths.pageContent}?pageType=core_strength&sectionType=description&chapterId=${chapterId}`,
      limited,
    );
    expect(stored.json().content).toBe('Kept description');
    // another admin's window is its own
    expect((await call('DELETE', adminPaths.pageContent, admin, key)).statusCode).toBe(200);
  });
});

describe("data-layer failures answer 'Failed to {action}'", () => {
  it('a deletion whose audit entry cannot be written does not happen', async () => {
    const founder = await addUser({ email: 'kept@example.com', name: 'Kept' });
    await t.database.db.execute(sql`alter table admin_audit_log rename to admin_audit_log_away`);
    try {
      const res = await call('DELETE', adminPaths.user.replace(':id', founder), admin, { confirm: 'DELETE' });
      expect(res.statusCode).toBe(500);
      expect(res.json().error).toEqual({ code: 'data_layer_error', message: ADMIN_FAILURES.deleteUser });
    } finally {
      await t.database.db.execute(sql`alter table admin_audit_log_away rename to admin_audit_log`);
    }
    expect(await t.database.db.$count(schema.user, eq(schema.user.id, founder))).toBe(1);
  });

  it('a failing write is rolled back and named', async () => {
    const target = (await adminQuestionnaire()).questions[0];
    await t.database.db.execute(sql`alter table admin_audit_log rename to admin_audit_log_away`);
    try {
      const res = await call('PATCH', adminPaths.question.replace(':id', target?.id ?? ''), admin, {
        text: 'Never saved',
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().error).toEqual({ code: 'data_layer_error', message: ADMIN_FAILURES.updateQuestion });
    } finally {
      await t.database.db.execute(sql`alter table admin_audit_log_away rename to admin_audit_log`);
    }
    expect((await adminQuestionnaire()).questions[0]?.text).toBe(target?.text);
  });

  it('a failing read is named', async () => {
    await t.database.db.execute(sql`alter table visits rename to visits_away`);
    try {
      const dashboard = await call('GET', adminPaths.dashboard, admin);
      expect(dashboard.json().error.message).toBe(ADMIN_FAILURES.getDashboardStats);
      const dropouts = await call('GET', adminPaths.dropoutAnalysis, admin);
      expect(dropouts.json().error.message).toBe(ADMIN_FAILURES.getDropoutAnalysis);
    } finally {
      await t.database.db.execute(sql`alter table visits_away rename to visits`);
    }
  });
});
