import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultQuestionnaire, shippedQuestionnaires } from '../../content/default-questionnaire';
import { questionnaireV1 } from '../../content/questionnaire';
import { questionnaireV2 } from '../../content/questionnaire-v2';
import { type AdminQuestionnaire, adminPaths } from '../../contract/admin';
import { adminBenchmarkPaths } from '../../contract/admin-benchmarks';
import type { Questionnaire } from '../../contract/assessment';
import { questionnairePaths } from '../../contract/questionnaire';
import type { AnswerValue } from '../../domain/answers';
import type { TestBrowser } from '../modules/auth/test-browser';
import { type FeedbackKit, openFeedbackKit } from '../modules/feedback/test-kit';
import { claimedResult, signedUp } from '../test-support/founder';
import { prepareDatabase } from './prepare';
import * as schema from './schema';
import { DEFAULT_QUESTIONNAIRE_OFFERED_KEY, offerDefaultQuestionnaire } from './seed';

/**
 * An installation that started on the first default questionnaire, with results, answers, benchmarks, a
 * rater round and an admin's published edits, starts on the code that ships version 2: it gets version 2
 * as a draft and nothing it holds changes.
 */
let kit: FeedbackKit;
let admin: TestBrowser;
const v2 = shippedQuestionnaires.find((s) => s.edition === 2);

/** Every row a result, an answer, a benchmark or a rater round is made of, and the versions before. */
async function storedState(versionIds: string[]) {
  const db = kit.t.database.db;
  const rows = {
    versions: await db
      .select()
      .from(schema.questionnaireVersions)
      .where(inArray(schema.questionnaireVersions.id, versionIds))
      .orderBy(asc(schema.questionnaireVersions.number)),
    chapters: await db
      .select()
      .from(schema.chapters)
      .where(inArray(schema.chapters.versionId, versionIds))
      .orderBy(asc(schema.chapters.versionId), asc(schema.chapters.id)),
    questions: await db
      .select()
      .from(schema.questions)
      .where(inArray(schema.questions.versionId, versionIds))
      .orderBy(asc(schema.questions.versionId), asc(schema.questions.id)),
    sessions: await db.select().from(schema.assessmentSessions).orderBy(asc(schema.assessmentSessions.id)),
    responses: await db
      .select()
      .from(schema.responses)
      .orderBy(asc(schema.responses.sessionId), asc(schema.responses.questionId)),
    results: await db.select().from(schema.results).orderBy(asc(schema.results.sessionId)),
    benchmarkEntries: await db.select().from(schema.benchmarkEntries),
    benchmarkDistributions: await db.select().from(schema.benchmarkDistributions),
    rounds: await db.select().from(schema.feedbackRounds).orderBy(asc(schema.feedbackRounds.id)),
    invites: await db.select().from(schema.feedbackInvites).orderBy(asc(schema.feedbackInvites.id)),
    submissions: await db.select().from(schema.raterSubmissions),
    raterAnswers: await db.select().from(schema.raterAnswers),
  };
  const sort = (list: unknown[]) => list.map((r) => JSON.stringify(r)).sort();
  return JSON.stringify(Object.fromEntries(Object.entries(rows).map(([k, v]) => [k, sort(v)])));
}

const questionnaire = async () =>
  (await kit.t.inject({ method: 'GET', url: '/api/questionnaire' })).json() as Questionnaire;
const editorView = async () => (await admin.get(adminPaths.questionnaire)).json() as AdminQuestionnaire;
const versionRows = () =>
  kit.t.database.db
    .select()
    .from(schema.questionnaireVersions)
    .orderBy(asc(schema.questionnaireVersions.number));

beforeAll(async () => {
  kit = await openFeedbackKit(questionnaireV1);
  const a = await signedUp(kit.t, 'The Admin');
  await kit.t.database.db.update(schema.user).set({ role: 'admin' }).where(eq(schema.user.id, a.id));
  admin = a.browser;
});
afterAll(async () => kit.t.close());

describe('the default questionnaire', () => {
  it('is version 2 for a new installation, 46 statements in 10 chapters', () => {
    expect(defaultQuestionnaire).toBe(questionnaireV2);
    expect(v2?.questionnaire).toBe(questionnaireV2);
    expect(questionnaireV2.chapters.flatMap((c) => c.questions)).toHaveLength(46);
  });
});

describe('an installation on version 1 of the default questionnaire, upgraded', () => {
  let before: string;
  let versionIds: string[];
  let resultBodies: string[];
  let founders: Array<{ browser: TestBrowser; resultId: string }>;

  it('has results, benchmarks, a rater round and an admin’s published edit on version 1', async () => {
    expect((await questionnaire()).questions).toHaveLength(40);
    const founder = await kit.founder('Ada Founder');
    const other = await kit.founder('Ben Founder', (i) => (5 - (i % 5)) as AnswerValue);
    founders = [founder, other];
    const round = await kit.openRound(founder);
    for (const relationship of ['co-founder', 'team-member', 'investor-or-board'] as const) {
      const { token } = await kit.link(founder, round.id, relationship);
      await kit.rater.rate(token, () => 4);
    }
    // the admin rewords a statement and publishes: the installation's version 2 is the admin's own
    const first = (await questionnaire()).questions[0];
    const reworded = await admin.patch(adminPaths.question.replace(':id', first?.id ?? ''), {
      text: 'I ask my co-founder for feedback every week.',
    });
    expect(reworded.statusCode, reworded.body).toBe(200);
    const draft = await editorView();
    const published = await admin.post(questionnairePaths.publish, {
      draftId: draft.version.id,
      revision: draft.version.revision,
    });
    expect(published.statusCode, published.body).toBe(200);
    await kit.founder('Cleo Founder');
    expect((await admin.post(adminBenchmarkPaths.recompute)).statusCode).toBeLessThan(300);
    await kit.t.app.jobs.runDue();
    expect(await kit.t.database.db.$count(schema.benchmarkEntries)).toBeGreaterThan(0);

    versionIds = (await versionRows()).map((v) => v.id);
    expect((await versionRows()).map((v) => [v.number, v.status])).toEqual([
      [1, 'superseded'],
      [2, 'published'],
    ]);
    before = await storedState(versionIds);
    resultBodies = await Promise.all(
      founders.map(async (f) => (await f.browser.get(`/api/me/results/${f.resultId}`)).body),
    );
  });

  it('gets version 2 of the default questionnaire as a draft at its next start, and nothing else changes', async () => {
    await prepareDatabase(kit.t.database);
    expect((await versionRows()).map((v) => [v.number, v.status])).toEqual([
      [1, 'superseded'],
      [2, 'published'],
      [3, 'draft'],
    ]);
    expect(await storedState(versionIds)).toBe(before);

    // respondents keep the admin's published version until the admin publishes the draft
    const live = await questionnaire();
    expect(live.version).toBe(2);
    expect(live.questions[0]?.text).toBe('I ask my co-founder for feedback every week.');

    const draft = await editorView();
    expect(draft.version).toMatchObject({ number: 3, status: 'draft' });
    expect(draft.chapters.map((c) => c.title)).toEqual(questionnaireV2.chapters.map((c) => c.title));
    expect(draft.questions).toHaveLength(46);
    const notApplicable = draft.questions.filter((q) => q.notApplicableAllowed).length;
    expect(notApplicable).toBe(
      questionnaireV2.chapters.flatMap((c) => c.questions).filter((q) => q.notApplicableAllowed).length,
    );
    // the versions screen compares it with the published version
    const diff = await admin.get(questionnairePaths.draftDiff);
    expect(diff.statusCode, diff.body).toBe(200);
    expect(diff.json().changed).toBe(true);

    const [setting] = await kit.t.database.db
      .select()
      .from(schema.appSettings)
      .where(eq(schema.appSettings.key, DEFAULT_QUESTIONNAIRE_OFFERED_KEY));
    expect(setting?.value).toBe(2);
  });

  it('is offered it once: another start changes nothing, and a discarded offer stays discarded', async () => {
    await prepareDatabase(kit.t.database);
    expect(await versionRows()).toHaveLength(3);
    const discarded = await admin.delete(questionnairePaths.draft, { confirm: true });
    expect(discarded.statusCode, discarded.body).toBe(200);
    await prepareDatabase(kit.t.database);
    expect((await versionRows()).map((v) => v.status)).toEqual(['superseded', 'published']);
    expect(await storedState(versionIds)).toBe(before);
  });

  it('starts new sessions on version 2 once the admin publishes it, and earlier results read the same', async () => {
    // the admin takes the offer after all (another installation's setting, cleared here)
    await kit.t.database.db
      .delete(schema.appSettings)
      .where(eq(schema.appSettings.key, DEFAULT_QUESTIONNAIRE_OFFERED_KEY));
    await prepareDatabase(kit.t.database);
    const draft = await editorView();
    // a discarded draft leaves no number behind: the offer is version 3 again
    expect(draft.version.number).toBe(3);
    const published = await admin.post(questionnairePaths.publish, {
      draftId: draft.version.id,
      revision: draft.version.revision,
    });
    expect(published.statusCode, published.body).toBe(200);
    const live = await questionnaire();
    expect(live.version).toBe(3);
    expect(live.questions).toHaveLength(46);
    expect(live.questions[0]?.text).toBe(questionnaireV2.chapters[0]?.questions[0]?.text);

    const dana = await signedUp(kit.t, 'Dana Founder');
    const resultId = await claimedResult(kit.t, dana.browser, {
      questionIds: live.questions.map((q) => q.id),
    });
    const stored = await kit.t.database.db
      .select({ number: schema.questionnaireVersions.number })
      .from(schema.results)
      .innerJoin(schema.questionnaireVersions, eq(schema.results.versionId, schema.questionnaireVersions.id))
      .where(eq(schema.results.sessionId, resultId));
    expect(stored).toEqual([{ number: 3 }]);

    // every row that existed before is still there as it was (publishing moved version 2's status only)
    const now = JSON.parse(await storedState(versionIds)) as Record<string, string[]>;
    const earlier = JSON.parse(before) as Record<string, string[]>;
    for (const key of Object.keys(earlier).filter((k) => k !== 'versions'))
      for (const row of earlier[key] ?? []) expect(now[key]).toContain(row);
    // and the founders read their version 1 results byte for byte as before
    expect(
      await Promise.all(
        founders.map(async (f) => (await f.browser.get(`/api/me/results/${f.resultId}`)).body),
      ),
    ).toEqual(resultBodies);
  });
});

describe('an installation whose admin has a draft open', () => {
  it('is not offered version 2 over it; the offer waits for the next start after the draft is gone', async () => {
    const other = await openFeedbackKit(questionnaireV1);
    try {
      const a = await signedUp(other.t, 'Another Admin');
      await other.t.database.db.update(schema.user).set({ role: 'admin' }).where(eq(schema.user.id, a.id));
      const first = other.questionnaire.questions[0];
      const edited = await a.browser.patch(adminPaths.question.replace(':id', first?.id ?? ''), {
        text: 'An edit in progress.',
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const offer = { edition: 2, questionnaire: questionnaireV2 };
      expect(await offerDefaultQuestionnaire(other.t.database, offer)).toBe('draft-open');
      const draft = (await a.browser.get(adminPaths.questionnaire)).json() as AdminQuestionnaire;
      expect(draft.version.number).toBe(2);
      expect(draft.questions.find((q) => q.id === first?.id)?.text).toBe('An edit in progress.');
      expect(draft.questions).toHaveLength(40);

      expect((await a.browser.delete(questionnairePaths.draft, { confirm: true })).statusCode).toBe(200);
      expect(await offerDefaultQuestionnaire(other.t.database, offer)).toBe('offered');
      expect(await offerDefaultQuestionnaire(other.t.database, offer)).toBe('already-offered');
    } finally {
      await other.t.close();
    }
  });

  it('a new installation starts on version 2 and is not offered it again', async () => {
    const fresh = await openFeedbackKit(questionnaireV2);
    try {
      expect(fresh.questionnaire.questions).toHaveLength(46);
      expect(
        await offerDefaultQuestionnaire(fresh.t.database, { edition: 2, questionnaire: questionnaireV2 }),
      ).toBe('already-on-it');
      expect(await fresh.t.database.db.$count(schema.questionnaireVersions)).toBe(1);
    } finally {
      await fresh.t.close();
    }
  });
});
