import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AdminQuestionnaire } from '../../../contract/admin';
import { adminPaths } from '../../../contract/admin';
import type { Questionnaire } from '../../../contract/assessment';
import * as schema from '../../db/schema';
import { seedDefaultContent } from '../../db/seed';
import { openTestApp, type TestApp } from '../../test-support/app';
import { sampleLegalPages, sampleQuestionnaire } from '../../test-support/sample-questionnaire';

/** Acts as the user named in this header (tests only): no header, no session. */
export const AS = 'x-test-user';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type UserValues = {
  id?: string;
  email: string;
  name: string;
  role?: 'admin' | 'user';
  profileRole?: 'admin' | 'user';
  createdAt?: Date;
  profile?: boolean;
};

/** A UTC instant from `2024-03-01T09:00:00`. */
export const day = (iso: string) => new Date(`${iso}Z`);

/**
 * The real app on the sample questionnaire (version 1 published), with an admin and a member, for the
 * admin and questionnaire modules' tests. Requests act as whoever the `x-test-user` header names.
 */
export async function openAdminTestApp() {
  const t: TestApp = await openTestApp({
    prepare: (db) => seedDefaultContent(db, sampleQuestionnaire, sampleLegalPages).then(() => undefined),
    dependencies: {
      resolveViewer: async (request) => {
        const as = request.headers[AS];
        return { userId: typeof as === 'string' ? as : null };
      },
    },
  });
  const db = t.database.db;

  const call = (method: Method, url: string, as?: string | null, payload?: unknown) =>
    t.inject({
      method,
      url,
      headers: as ? { [AS]: as } : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  async function addUser(values: UserValues): Promise<string> {
    const id = values.id ?? randomUUID();
    const createdAt = values.createdAt ?? new Date();
    await db.insert(schema.user).values({
      id,
      email: values.email,
      name: values.name,
      emailVerified: true,
      role: values.role ?? 'user',
      createdAt,
    });
    if (values.profile !== false)
      await db.insert(schema.profiles).values({
        userId: id,
        email: values.email,
        fullName: values.name,
        role: values.profileRole ?? values.role ?? 'user',
        createdAt,
      });
    return id;
  }

  /** The public questionnaire (what respondents get now). */
  const publicQuestionnaire = async (): Promise<Questionnaire> =>
    (await t.inject({ method: 'GET', url: '/api/questionnaire' })).json();

  const q = await publicQuestionnaire();
  const [first] = await db
    .select()
    .from(schema.questionnaireVersions)
    .where(
      and(eq(schema.questionnaireVersions.status, 'published'), eq(schema.questionnaireVersions.number, 1)),
    );
  if (!first) throw new Error('the sample questionnaire has no version 1');
  const v1 = first;
  const admin = await addUser({ email: 'boss@example.com', name: 'The Boss', role: 'admin' });
  const member = await addUser({ email: 'member@example.com', name: 'Mia Member' });

  /**
   * A session written straight into the database: `answers` are 1-based indexes into `questions` (by
   * default version 1's, in questionnaire order).
   */
  async function addSession(s: {
    visitorId: string;
    startedAt: string;
    answers: number[];
    completedAt?: string;
    userId?: string;
    versionId?: string;
    questions?: ReadonlyArray<{ id: string }>;
  }): Promise<string> {
    const [row] = await db
      .insert(schema.assessmentSessions)
      .values({
        assessmentId: q.assessment.id,
        versionId: s.versionId ?? v1.id,
        visitorId: s.visitorId,
        secretHash: 'not-used',
        startedAt: day(s.startedAt),
        status: s.completedAt ? 'completed' : 'in_progress',
        completedAt: s.completedAt ? day(s.completedAt) : null,
        userId: s.userId ?? null,
      })
      .returning({ id: schema.assessmentSessions.id });
    const id = row?.id ?? '';
    const questions = s.questions ?? q.questions;
    if (s.answers.length)
      await db.insert(schema.responses).values(
        s.answers.map((index) => ({
          sessionId: id,
          versionId: s.versionId ?? v1.id,
          questionId: questions[index - 1]?.id ?? '',
          value: 3,
        })),
      );
    return id;
  }

  /** What the admin edits: the draft if there is one, else the published version. */
  const adminQuestionnaire = async (as = admin): Promise<AdminQuestionnaire> =>
    (await call('GET', adminPaths.questionnaire, as)).json();

  /** Runs an assessment through the public API: started, answered (value by question) and completed. */
  async function completeAssessment(
    visitorId: string,
    value: (questionId: string, chapterId: string) => number,
  ) {
    const started = await t.inject({ method: 'POST', url: '/api/sessions', payload: { visitorId } });
    const run: { id: string; secret: string; version: number } = started.json();
    const current = await publicQuestionnaire();
    const done = await t.inject({
      method: 'POST',
      url: `/api/sessions/${run.id}/complete`,
      headers: { 'x-session-secret': run.secret },
      payload: {
        answers: Object.fromEntries(current.questions.map((x) => [x.id, value(x.id, x.chapterId)])),
      },
    });
    if (done.statusCode !== 200) throw new Error(`completing failed: ${done.statusCode} ${done.body}`);
    return run;
  }

  return {
    t,
    db,
    call,
    addUser,
    addSession,
    adminQuestionnaire,
    publicQuestionnaire,
    completeAssessment,
    /** the sample questionnaire as published at the start */
    q,
    /** version 1 (published at the start) */
    v1,
    admin,
    member,
    close: () => t.close(),
  };
}

export type AdminTestApp = Awaited<ReturnType<typeof openAdminTestApp>>;
