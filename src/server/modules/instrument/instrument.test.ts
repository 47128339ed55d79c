import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminInstrumentReport,
  type AdminInstrumentVersions,
  adminInstrumentPaths,
  INSTRUMENT_BELOW_THRESHOLD,
} from '../../../contract/admin-instrument';
import { NOT_APPLICABLE } from '../../../domain/answer-values';
import type { AnswerValue, FounderAnswer } from '../../../domain/answers';
import { carelessReason } from '../../../domain/benchmark-rules';
import { INSTRUMENT_CSV_HEADER } from '../../../domain/instrument-csv';
import {
  computeInstrumentReport,
  INSTRUMENT_MIN_ASSESSMENTS,
  type InstrumentAssessment,
  type RaterRound,
} from '../../../domain/instrument-report';
import type { SeedQuestionnaire } from '../../../domain/questionnaire';
import { rawQuery } from '../../db/client';
import * as schema from '../../db/schema';
import { sampleQuestionnaire } from '../../test-support/sample-questionnaire';
import { openFeedbackKit } from '../feedback/test-kit';
import { generateInstrumentPopulation } from './population';
import { INSTRUMENT_RECOMPUTE_DEBOUNCE_MS, INSTRUMENT_RECOMPUTE_JOB } from './service';

/**
 * The instrument's quality figures end to end on the sample questionnaire (2 chapters, 5 statements,
 * 'I plan ahead' may be answered 'Doesn't apply to me yet' and is not asked of raters): completions and
 * a feedback round through the API, generated assessments in bulk, the recompute run by the job queue,
 * the admin's reads. PGlite by default, PostgreSQL with TEST_DATABASE_URL.
 */
const questionnaire: SeedQuestionnaire = {
  ...sampleQuestionnaire,
  chapters: sampleQuestionnaire.chapters.map((chapter) => ({
    ...chapter,
    questions: chapter.questions.map((question) =>
      question.text === 'I plan ahead' ? { ...question, notApplicableAllowed: true } : question,
    ),
  })),
};

let kit: Awaited<ReturnType<typeof openFeedbackKit>>;
let versionId: string;
let admin: Awaited<ReturnType<typeof kit.founder>>;
let founder: Awaited<ReturnType<typeof kit.founder>>;

const reportUrl = (version: number | string) =>
  adminInstrumentPaths.report.replace(':version', String(version));
const csvUrl = (version: number | string) => adminInstrumentPaths.csv.replace(':version', String(version));

/** A session started through the API; `startedMinutesAgo` moves its start back (answered at a reading pace). */
async function start(startedMinutesAgo = 10) {
  const started = await kit.t.inject({
    method: 'POST',
    url: '/api/sessions',
    payload: { visitorId: `visitor_instrument_${Math.random().toString(36).slice(2)}` },
  });
  expect(started.statusCode, started.body).toBe(201);
  const session = started.json() as { id: string; secret: string };
  await kit.t.database.db
    .update(schema.assessmentSessions)
    .set({ startedAt: new Date(Date.now() - startedMinutesAgo * 60_000) })
    .where(eq(schema.assessmentSessions.id, session.id));
  return session;
}

/** A completed assessment through the API: `value` per statement index (questionnaire order). */
async function complete(value: (index: number) => FounderAnswer, startedMinutesAgo = 10) {
  const session = await start(startedMinutesAgo);
  const done = await kit.t.inject({
    method: 'POST',
    url: `/api/sessions/${session.id}/complete`,
    headers: { 'x-session-secret': session.secret },
    payload: { answers: Object.fromEntries(kit.questionIds.map((id, i) => [id, value(i)])) },
  });
  expect(done.statusCode, done.body).toBe(200);
  return session;
}

/** A session left after answering the first `count` statements. */
async function abandon(count: number) {
  const session = await start();
  for (const id of kit.questionIds.slice(0, count)) {
    const res = await kit.t.inject({
      method: 'PUT',
      url: `/api/sessions/${session.id}/answers/${id}`,
      headers: { 'x-session-secret': session.secret },
      payload: { value: 3 },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** The admin asks for a recompute and the queue runs what is due. */
async function recompute() {
  const res = await admin.browser.post(adminInstrumentPaths.recompute);
  expect(res.statusCode, res.body).toBe(202);
  expect(res.json()).toEqual({ queued: true });
  await kit.t.app.jobs.runDue();
}

/**
 * The report recomputed from the database's rows with the domain's own function, read the plain way
 * (every row at once): what the job's batches must agree with.
 */
async function expectedReport() {
  const db = kit.t.database.db;
  const chapters = await db
    .select()
    .from(schema.chapters)
    .where(eq(schema.chapters.versionId, versionId))
    .orderBy(schema.chapters.position);
  const questions = await db.select().from(schema.questions).where(eq(schema.questions.versionId, versionId));
  const structure = {
    chapters: chapters.map((c) => ({
      chapterId: c.id,
      questionIds: questions
        .filter((q) => q.chapterId === c.id)
        .sort((a, b) => a.position - b.position)
        .map((q) => q.id),
    })),
  };
  const order = structure.chapters.flatMap((c) => c.questionIds);
  const sessions = await db
    .select()
    .from(schema.assessmentSessions)
    .where(eq(schema.assessmentSessions.versionId, versionId));
  const responses = await db.select().from(schema.responses).where(eq(schema.responses.versionId, versionId));
  const entries = await db.select().from(schema.benchmarkEntries);
  const careless = new Map(entries.map((e) => [e.sessionId, e.careless]));
  const answersOf = (sessionId: string) => {
    const answers: Record<string, FounderAnswer> = {};
    for (const r of responses)
      if (r.sessionId === sessionId)
        answers[r.questionId] = r.value === null ? NOT_APPLICABLE : (r.value as AnswerValue);
    return answers;
  };
  const isCareless = (s: (typeof sessions)[number], answers: Record<string, FounderAnswer>) =>
    careless.has(s.id)
      ? careless.get(s.id) !== null
      : carelessReason({
          values: Object.values(answers).filter((v): v is AnswerValue => v !== NOT_APPLICABLE),
          startedAt: s.startedAt,
          completedAt: s.completedAt ?? s.updatedAt,
        }) !== null;
  const assessments: InstrumentAssessment[] = sessions.map((s) => {
    const answers = answersOf(s.id);
    const furthest = Math.max(-1, ...Object.keys(answers).map((id) => order.indexOf(id)));
    return {
      answers,
      completed: s.status === 'completed',
      careless: s.status === 'completed' && isCareless(s, answers),
      lastAnsweredQuestionId: furthest < 0 ? null : (order[furthest] ?? null),
    };
  });
  const rounds = await db
    .select()
    .from(schema.feedbackRounds)
    .where(eq(schema.feedbackRounds.versionId, versionId));
  const raterRounds: RaterRound[] = [];
  for (const round of rounds) {
    const submitted = await db
      .select({ id: schema.raterSubmissions.id })
      .from(schema.raterSubmissions)
      .innerJoin(schema.feedbackInvites, eq(schema.feedbackInvites.id, schema.raterSubmissions.inviteId))
      .where(eq(schema.feedbackInvites.roundId, round.id));
    const session = sessions.find((s) => s.id === round.resultId);
    const self = answersOf(round.resultId);
    if (submitted.length < 3 || !session || isCareless(session, self)) continue;
    const raters: Array<Record<string, AnswerValue | null>> = [];
    for (const submission of submitted) {
      const answers = await db
        .select()
        .from(schema.raterAnswers)
        .where(eq(schema.raterAnswers.submissionId, submission.id));
      raters.push(Object.fromEntries(answers.map((a) => [a.questionId, a.value as AnswerValue | null])));
    }
    raterRounds.push({
      self: Object.fromEntries(Object.entries(self).filter(([, v]) => v !== NOT_APPLICABLE)) as Record<
        string,
        AnswerValue
      >,
      raters,
    });
  }
  return computeInstrumentReport(structure, assessments, raterRounds);
}

beforeAll(async () => {
  kit = await openFeedbackKit(questionnaire);
  const [version] = await kit.t.database.db
    .select()
    .from(schema.questionnaireVersions)
    .where(eq(schema.questionnaireVersions.status, 'published'));
  versionId = version?.id ?? '';
  admin = await kit.founder('Ada Admin');
  await kit.t.database.db.update(schema.user).set({ role: 'admin' }).where(eq(schema.user.id, admin.id));
  founder = await kit.founder('Fran Founder');
}, 120_000);
afterAll(async () => kit?.t.close());

describe('below the threshold', () => {
  it('the job stores the report; the admin reads how many assessments there are and how many more are needed, no statistics', async () => {
    // the admin's and the founder's own completions were instant: careless ('too-fast'), like this one
    await complete((i) => ((i % 5) + 1) as AnswerValue, 0);
    for (let i = 0; i < 5; i += 1) await complete((j) => (((i + j) % 5) + 1) as AnswerValue);
    await abandon(2);
    await abandon(4);
    const before = await admin.browser.get(adminInstrumentPaths.versions);
    expect(before.statusCode, before.body).toBe(200);
    expect((before.json() as AdminInstrumentVersions).versions).toEqual([]);
    expect((await admin.browser.get(reportUrl(1))).statusCode).toBe(404);

    await recompute();
    const [stored] = await kit.t.database.db
      .select()
      .from(schema.instrumentReports)
      .where(eq(schema.instrumentReports.versionId, versionId));
    expect(stored?.assessments).toBe(5);
    expect(stored?.report.sessions).toEqual({ total: 10, completed: 8, careless: 3, abandoned: 2 });

    const versions = (
      await admin.browser.get(adminInstrumentPaths.versions)
    ).json() as AdminInstrumentVersions;
    expect(versions).toMatchObject({
      minAssessments: INSTRUMENT_MIN_ASSESSMENTS,
      versions: [{ version: 1, status: 'published', assessments: 5, shown: false }],
    });
    const res = await admin.browser.get(reportUrl(1));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const report = res.json() as AdminInstrumentReport;
    expect(report).toMatchObject({
      version: 1,
      assessments: 5,
      missing: INSTRUMENT_MIN_ASSESSMENTS - 5,
      shown: false,
      statistics: null,
      sessions: { total: 10, completed: 8, careless: 3, abandoned: 2 },
    });
    // nothing about an answer in the body: no statement, no count per answer
    expect(res.body).not.toMatch(/counts|itemRest|I know my strengths/);

    const csv = await admin.browser.get(csvUrl(1));
    expect(csv.statusCode).toBe(409);
    expect(csv.json().error.code).toBe(INSTRUMENT_BELOW_THRESHOLD);
  });
});

describe('from the threshold', () => {
  beforeAll(async () => {
    // a founder with a round of three raters (one of whom cannot judge one statement), and one with two
    const rated = await kit.founder('Rae Rated');
    await kit.t.database.db
      .delete(schema.benchmarkEntries)
      .where(eq(schema.benchmarkEntries.sessionId, rated.resultId));
    await kit.t.database.db
      .update(schema.assessmentSessions)
      .set({ startedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(schema.assessmentSessions.id, rated.resultId));
    const round = await kit.openRound(rated);
    for (const [i, value] of [
      [0, 4],
      [1, 2],
      [2, 5],
    ] as const) {
      const { token } = await kit.link(rated, round.id);
      await kit.rater.rate(token, (questionId) =>
        i === 0 && questionId === kit.questionIds[0] ? null : (value as AnswerValue),
      );
    }
    const few = await kit.openRound(founder);
    for (let i = 0; i < 2; i += 1) {
      const { token } = await kit.link(founder, few.id);
      await kit.rater.rate(token, () => 3);
    }
    // and generated assessments: 40 completed (some 'doesn't apply'), 6 left part way
    const questions = await kit.t.database.db
      .select()
      .from(schema.questions)
      .where(eq(schema.questions.versionId, versionId));
    const order = kit.questionIds.map((id) => questions.find((q) => q.id === id));
    await generateInstrumentPopulation(rawQuery(kit.t.database.db), {
      prefix: 'gen',
      assessmentId: kit.questionnaire.assessment.id,
      versionId,
      questions: order.map((q) => ({
        id: q?.id ?? '',
        notApplicableAllowed: q?.notApplicableAllowed ?? false,
      })),
      completed: 40,
      abandoned: 6,
    });
    await recompute();
  }, 120_000);

  it('gives every figure the domain computes from the same rows', async () => {
    const res = await admin.browser.get(reportUrl(1));
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as AdminInstrumentReport;
    const expected = await expectedReport();
    expect(report.assessments).toBe(expected.assessments);
    expect(report.assessments).toBeGreaterThanOrEqual(INSTRUMENT_MIN_ASSESSMENTS);
    expect(report).toMatchObject({ shown: true, missing: 0, sessions: expected.sessions, raterRounds: 1 });
    const statistics = report.statistics;
    if (!statistics) throw new Error('no statistics');
    expect(statistics.statements.map(({ label, text, ...figures }) => figures)).toEqual(expected.statements);
    expect(statistics.flags).toEqual(expected.flags);
    expect(statistics.chapters.map((c) => ({ chapterId: c.chapterId, n: c.n, alpha: c.alpha }))).toEqual(
      expected.chapters.map((c) => ({ chapterId: c.chapterId, n: c.n, alpha: c.alpha })),
    );
    expect(statistics.chapters.map((c) => [c.number, c.title, c.area])).toEqual([
      [1, 'Self-awareness', 'inner'],
      [2, 'Execution', 'outer'],
    ]);
    expect(statistics.statements.map((s) => `${s.label} ${s.text}`)).toEqual([
      '1.1 I know my strengths',
      '1.2 I notice my moods',
      '2.1 I ship every week',
      '2.2 I keep my promises',
      '2.3 I plan ahead',
    ]);
  });

  it('counts drop-off, doesn’t-apply and the raters’ can’t-judge as they were given', async () => {
    const report = (await admin.browser.get(reportUrl(1))).json() as AdminInstrumentReport;
    const [first, second, , fourth, planAhead] = report.statistics?.statements ?? [];
    // left after 2 and 4 statements (the API ones) and generated ones after 1 to 5
    expect(report.sessions.abandoned).toBe(8);
    expect((second?.dropOff.count ?? 0) + (fourth?.dropOff.count ?? 0)).toBeGreaterThanOrEqual(2);
    const dropOffs = (report.statistics?.statements ?? []).reduce((n, s) => n + s.dropOff.count, 0);
    expect(dropOffs).toBe(8);
    expect(planAhead?.notApplicable).toBeGreaterThan(0);
    // raters of the one counted round: 1 can't judge and 2 ratings on the first statement
    expect(first?.raters).toMatchObject({ ratings: 2, cantJudge: 1, founders: 1 });
    expect(first?.raters.cantJudgeShare).toBeCloseTo(1 / 3, 12);
    // the last statement has no observer wording: raters were not asked
    expect(planAhead?.raters).toMatchObject({ ratings: 0, cantJudge: 0, cantJudgeShare: null });
  });

  it('are in a CSV download named after the version, statements by their text', async () => {
    const res = await admin.browser.get(csvUrl(1));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="instrument-quality-v1-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(INSTRUMENT_CSV_HEADER.join(','));
    expect(lines).toHaveLength(1 + 5 + 1);
    expect(lines.at(-1)).toBe('');
    expect(lines[1]?.startsWith('1. Self-awareness,1.1 I know my strengths,')).toBe(true);
    expect(lines[5]?.startsWith('2. Execution,2.3 I plan ahead,')).toBe(true);
  });
});

describe('the recompute job', () => {
  it('is scheduled once per version and slot after completions and rater answers, due at the slot’s end', async () => {
    const ofVersion = () =>
      kit.t.database.db
        .select()
        .from(schema.jobs)
        .where(
          and(
            eq(schema.jobs.kind, INSTRUMENT_RECOMPUTE_JOB),
            like(schema.jobs.uniqueKey, `${INSTRUMENT_RECOMPUTE_JOB}:${versionId}:%`),
          ),
        );
    // the app's clock one second into a fresh slot
    const now = () => Date.now() + kit.clock.offsetMs;
    kit.clock.offsetMs +=
      INSTRUMENT_RECOMPUTE_DEBOUNCE_MS - (now() % INSTRUMENT_RECOMPUTE_DEBOUNCE_MS) + 1_000;
    const slot = Math.floor(now() / INSTRUMENT_RECOMPUTE_DEBOUNCE_MS);
    const before = (await ofVersion()).length;
    await complete(() => 3);
    await complete(() => 4);
    const rated = await kit.founder('Ray Later');
    const round = await kit.openRound(rated);
    const { token } = await kit.link(rated, round.id);
    await kit.rater.rate(token, () => 4);
    const jobs = await ofVersion();
    expect(jobs).toHaveLength(before + 1);
    const job = jobs.find((j) => j.uniqueKey === `${INSTRUMENT_RECOMPUTE_JOB}:${versionId}:${slot}`);
    expect(job).toMatchObject({ status: 'queued', payload: { versionId } });
    expect(job?.runAt.getTime()).toBe((slot + 1) * INSTRUMENT_RECOMPUTE_DEBOUNCE_MS);
    kit.clock.offsetMs += INSTRUMENT_RECOMPUTE_DEBOUNCE_MS;
    expect(await kit.t.app.jobs.runDue()).toBeGreaterThanOrEqual(1);
    const [ran] = await kit.t.database.db
      .select()
      .from(schema.jobs)
      .where(eq(schema.jobs.id, job?.id ?? 0));
    expect(ran?.status).toBe('done');
    expect(ran?.outcome).toMatch(/^computed 1 version\(s\): \d+ assessments counted/);
  });
});

describe('the admin API', () => {
  it('answers admins only, and a recompute only from the site itself', async () => {
    const paths = [adminInstrumentPaths.versions, reportUrl(1), csvUrl(1)];
    for (const url of paths) {
      const anonymous = await kit.t.inject({ method: 'GET', url });
      expect(anonymous.statusCode, url).toBe(403);
      expect(anonymous.json().error.code).toBe('unauthenticated');
      expect(anonymous.headers['cache-control']).toBe('no-store');
      const member = await founder.browser.get(url);
      expect(member.statusCode, url).toBe(403);
      expect(member.json().error.code).toBe('forbidden');
    }
    expect((await kit.t.inject({ method: 'POST', url: adminInstrumentPaths.recompute })).statusCode).toBe(
      403,
    );
    expect((await founder.browser.post(adminInstrumentPaths.recompute)).statusCode).toBe(403);
    // the admin's own session, without the CSRF pair (a forged form or a bare script)
    const forged = await kit.t.app.inject({
      method: 'POST',
      url: adminInstrumentPaths.recompute,
      headers: { cookie: admin.browser.cookieHeader() ?? '', origin: kit.t.config.publicUrl },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.code).toBe('csrf_invalid');
    const audit = await kit.t.database.db
      .select()
      .from(schema.adminAuditLog)
      .where(eq(schema.adminAuditLog.action, 'instrument.recompute'));
    expect(audit.length).toBeGreaterThanOrEqual(2);
    expect(audit.every((entry) => entry.actorUserId === admin.id)).toBe(true);
  });

  it.each([
    ['abc', 400],
    ['%00', 400],
    ['1%00', 400],
    ['0', 400],
    ['-1', 400],
    ['1.5', 400],
    ['99999999999', 400],
    ['7', 404],
  ])('version %s: %i, never a 500', async (version, status) => {
    for (const url of [reportUrl(version), csvUrl(version)]) {
      const res = await admin.browser.get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
      expect(res.json().error.code).toBe(status === 400 ? 'invalid_request' : 'not_found');
    }
  });
});
