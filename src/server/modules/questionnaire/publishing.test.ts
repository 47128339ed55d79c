import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminQuestionnaire, adminPaths } from '../../../contract/admin';
import type { Questionnaire } from '../../../contract/assessment';
import { type QuestionnaireDiff, questionnairePaths } from '../../../contract/questionnaire';
import * as schema from '../../db/schema';
import { type AdminTestApp, openAdminTestApp } from '../admin/admin-test-app';

/** The draft's life: opened, edited, compared, previewed, refused, published or discarded. */
let a: AdminTestApp;
beforeAll(async () => {
  a = await openAdminTestApp();
});
afterAll(async () => a.close());

const publish = (body: { draftId: string; revision: number }, as = a.admin) =>
  a.call('POST', questionnairePaths.publish, as, body);
const draftOf = async () => (await a.adminQuestionnaire()).version;

/** What respondents would get from this admin view of a version. */
function asPublic(view: AdminQuestionnaire): Questionnaire {
  return {
    assessment: view.assessment,
    version: view.version.number,
    chapters: view.chapters.map(({ contentKey: _k, updatedAt: _u, ...chapter }) => chapter),
    questions: view.questions.map(
      ({ id, chapterId, position, text, leftLabel, rightLabel, notApplicableAllowed }) => ({
        id,
        chapterId,
        position,
        text,
        leftLabel,
        rightLabel,
        notApplicableAllowed,
      }),
    ),
  };
}

/** Everything publishing could change, to show that a refusal changed nothing. */
const snapshot = async () => ({
  versions: await a.db
    .select()
    .from(schema.questionnaireVersions)
    .orderBy(schema.questionnaireVersions.number),
  questions: await a.db.$count(schema.questions),
  public: await a.publicQuestionnaire(),
});

describe('opening a draft', () => {
  it('without a draft the editor shows the published version', async () => {
    const view = await a.adminQuestionnaire();
    expect(view.version).toMatchObject({ number: 1, status: 'published', basedOn: null });
    expect(view.published).toEqual(view.version);
    expect(asPublic(view)).toEqual(a.q);
    const diff = await a.call('GET', questionnairePaths.draftDiff, a.admin);
    expect(diff.statusCode).toBe(409);
    expect(diff.json().error.code).toBe('no_draft');
    const preview = await a.call('POST', questionnairePaths.draftPreviewResult, a.admin, { answers: {} });
    expect(preview.statusCode).toBe(409);
  });

  it('POST draft opens version 2 as a copy with the same ids, once', async () => {
    const opened = await a.call('POST', questionnairePaths.draft, a.admin);
    expect(opened.statusCode).toBe(200);
    const draft: AdminQuestionnaire = opened.json();
    expect(draft.version).toMatchObject({
      number: 2,
      status: 'draft',
      basedOn: 1,
      revision: 0,
      publishedAt: null,
    });
    expect(draft.published.number).toBe(1);
    expect(asPublic(draft)).toEqual({ ...a.q, version: 2 });

    const again: AdminQuestionnaire = (await a.call('POST', questionnairePaths.draft, a.admin)).json();
    expect(again.version.id).toBe(draft.version.id);
    const opens = await a.db
      .select()
      .from(schema.adminAuditLog)
      .where(eq(schema.adminAuditLog.action, 'questionnaire.draft_open'));
    expect(opens.map((e) => e.details)).toEqual([{ version: 2, basedOn: 1 }]);
  });

  it('a draft that changes nothing is refused: draft_unchanged, nothing changes', async () => {
    const draft = await draftOf();
    const diff: QuestionnaireDiff = (await a.call('GET', questionnairePaths.draftDiff, a.admin)).json();
    expect(diff.changed).toBe(false);
    expect(diff.from.number).toBe(1);
    expect(diff.to.number).toBe(2);
    const before = await snapshot();
    const res = await publish({ draftId: draft.id, revision: draft.revision });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'draft_unchanged',
      message: 'This draft is the same as the published version: there is nothing to publish.',
    });
    expect(await snapshot()).toEqual(before);
  });
});

describe('editing the draft, then publishing it', () => {
  const ids = { reworded: '', removed: '', added: '', vision: '', first: '', second: '' };

  beforeAll(async () => {
    const [first, second] = a.q.chapters;
    ids.first = first?.id ?? '';
    ids.second = second?.id ?? '';
    const chapterQuestions = (chapterId: string) => a.q.questions.filter((x) => x.chapterId === chapterId);
    ids.reworded = chapterQuestions(ids.first)[0]?.id ?? '';
    ids.removed = chapterQuestions(ids.second)[0]?.id ?? '';
    const ok = (status: number) => expect([200, 201]).toContain(status);
    ok(
      (
        await a.call('PATCH', adminPaths.question.replace(':id', ids.reworded), a.admin, {
          text: 'I know what I am best at',
        })
      ).statusCode,
    );
    ok((await a.call('DELETE', adminPaths.question.replace(':id', ids.removed), a.admin)).statusCode);
    const added = await a.call('POST', adminPaths.questions, a.admin, {
      chapterId: ids.second,
      text: 'I review every Friday',
    });
    ok(added.statusCode);
    ids.added = added.json().id;
    const reversed = chapterQuestions(ids.first)
      .map((x) => x.id)
      .reverse();
    ok(
      (
        await a.call('PUT', adminPaths.questionOrder.replace(':id', ids.first), a.admin, {
          questionIds: reversed,
        })
      ).statusCode,
    );
    ok(
      (
        await a.call('PUT', adminPaths.pageContent, a.admin, {
          pageType: 'core_strength',
          sectionType: 'zone_of_genius',
          chapterId: ids.first,
          content: 'You see yourself clearly.',
        })
      ).statusCode,
    );
    const vision = await a.call('POST', questionnairePaths.chapters, a.admin, {
      area: 'outer',
      title: 'Vision',
    });
    ok(vision.statusCode);
    ids.vision = vision.json().id;
  });

  it('respondents still get version 1, whole', async () => {
    expect(await a.publicQuestionnaire()).toEqual(a.q);
  });

  it('the diff lists every change by chapter', async () => {
    const diff: QuestionnaireDiff = (await a.call('GET', questionnairePaths.draftDiff, a.admin)).json();
    expect(diff.changed).toBe(true);
    expect(diff.chapters.map((c) => [c.title, c.status, c.positionBefore, c.positionAfter])).toEqual([
      ['Self-awareness', 'changed', 1, 1],
      ['Execution', 'changed', 2, 2],
      ['Vision', 'added', null, 3],
    ]);
    const [first, second] = diff.chapters;
    expect(first?.fields).toEqual([
      { field: 'core_strength.zone_of_genius', before: null, after: 'You see yourself clearly.' },
    ]);
    const question = (chapter: typeof first, id: string) =>
      chapter?.questions.find((x) => x.questionId === id);
    expect(question(first, ids.reworded)).toMatchObject({
      status: 'changed',
      changes: ['reworded', 'reordered'],
      textBefore: 'I know my strengths',
      textAfter: 'I know what I am best at',
      positionBefore: 1,
      positionAfter: 2,
    });
    expect(question(second, ids.removed)).toMatchObject({ status: 'removed', positionAfter: null });
    expect(question(second, ids.added)).toMatchObject({
      status: 'added',
      textAfter: 'I review every Friday',
    });
    // the questions after the removed one moved up, but were not reordered
    expect(second?.questions.filter((x) => x.status === 'unchanged')).toHaveLength(2);
  });

  it('refuses a chapter without questions, naming it; nothing changes', async () => {
    const draft = await draftOf();
    const before = await snapshot();
    const res = await publish({ draftId: draft.id, revision: draft.revision });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('chapter_without_questions');
    expect(res.json().error.message).toContain('“Vision”');
    expect(await snapshot()).toEqual(before);
    await a.call('POST', adminPaths.questions, a.admin, {
      chapterId: ids.vision,
      text: 'I know where we are going',
    });
  });

  it('refuses a revision other than the one reviewed, another draft, or a stale one; nothing changes', async () => {
    const draft = await draftOf();
    const before = await snapshot();
    const changed = await publish({ draftId: draft.id, revision: draft.revision - 1 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.code).toBe('draft_changed');
    expect(changed.json().error.message).toBe(
      'Someone edited this draft since you reviewed it. Review the changes again, then publish.',
    );
    const other = await publish({ draftId: a.v1.id, revision: draft.revision });
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toEqual({
      code: 'no_draft',
      message:
        'This draft was already published or discarded by someone else. Reload to see the current version.',
    });
    expect(await snapshot()).toEqual(before);

    // a draft whose published version moved on (as if another version had been published meanwhile)
    await a.db
      .update(schema.questionnaireVersions)
      .set({ basedOnId: null })
      .where(eq(schema.questionnaireVersions.id, draft.id));
    try {
      const stale = await publish({ draftId: draft.id, revision: draft.revision });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error.code).toBe('draft_stale');
    } finally {
      await a.db
        .update(schema.questionnaireVersions)
        .set({ basedOnId: a.v1.id })
        .where(eq(schema.questionnaireVersions.id, draft.id));
    }
  });

  it("previews the draft's results page for sample answers to its own questions; nothing is stored", async () => {
    const draft = await a.adminQuestionnaire();
    const sessions = await a.db.$count(schema.assessmentSessions);
    const foreign = await a.call('POST', questionnairePaths.draftPreviewResult, a.admin, {
      answers: { [ids.removed]: 3 },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe(
      'An answer is not for a question of the draft. Reload the draft and try again.',
    );
    const none = await a.call('POST', questionnairePaths.draftPreviewResult, a.admin, { answers: {} });
    expect(none.statusCode).toBe(400);

    const answers = Object.fromEntries(draft.questions.map((x) => [x.id, x.chapterId === ids.first ? 5 : 2]));
    const res = await a.call('POST', questionnairePaths.draftPreviewResult, a.admin, { answers });
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view).toMatchObject({ version: 2, gated: false, questionCount: draft.questions.length });
    expect(view.coreStrength).toMatchObject({
      chapterId: ids.first,
      zoneOfGenius: 'You see yourself clearly.',
    });
    expect(view.chapters.map((c: { title: string }) => c.title)).toContain('Vision');
    expect(await a.db.$count(schema.assessmentSessions)).toBe(sessions);
  });

  it('publishes: respondents get the new version whole, version 1 is superseded and kept', async () => {
    const run = await a.completeAssessment('visitor_before', () => 4);
    const resultBefore = (
      await a.t.inject({
        method: 'GET',
        url: `/api/sessions/${run.id}/result`,
        headers: { 'x-session-secret': run.secret },
      })
    ).json();

    const draft = await a.adminQuestionnaire();
    const res = await publish({ draftId: draft.version.id, revision: draft.version.revision });
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toMatchObject({
      id: draft.version.id,
      number: 2,
      status: 'published',
      basedOn: 1,
      publishedBy: 'boss@example.com',
    });
    expect(res.json().version.publishedAt).not.toBeNull();

    expect(await a.publicQuestionnaire()).toEqual(asPublic({ ...draft, version: { ...draft.version } }));
    const editing = await a.adminQuestionnaire();
    expect(editing.version).toMatchObject({ number: 2, status: 'published' });
    expect(editing.published.id).toBe(draft.version.id);

    const versions = (await a.call('GET', questionnairePaths.versions, a.admin)).json().versions;
    expect(versions.map((v: { number: number; status: string }) => [v.number, v.status])).toEqual([
      [2, 'published'],
      [1, 'superseded'],
    ]);
    expect(versions[1]).toMatchObject({ sessions: 1, completed: 1 });
    expect(versions[0]).toMatchObject({ sessions: 0, completed: 0 });

    // version 1 is still there, as it was, with the question version 2 removed
    const old: AdminQuestionnaire = (
      await a.call('GET', questionnairePaths.version.replace(':version', '1'), a.admin)
    ).json();
    expect(old.version).toMatchObject({ number: 1, status: 'superseded' });
    expect(asPublic(old)).toEqual(a.q);
    expect(
      (await a.call('GET', questionnairePaths.version.replace(':version', '7'), a.admin)).statusCode,
    ).toBe(404);

    // the result given on version 1 reads as it was given
    const resultAfter = await a.t.inject({
      method: 'GET',
      url: `/api/sessions/${run.id}/result`,
      headers: { 'x-session-secret': run.secret },
    });
    expect(resultAfter.json()).toEqual(resultBefore);

    const [entry] = await a.db
      .select()
      .from(schema.adminAuditLog)
      .where(eq(schema.adminAuditLog.action, 'questionnaire.publish'));
    expect(entry).toMatchObject({ actorUserId: a.admin, target: draft.version.id });
    expect(entry?.details).toMatchObject({ version: 2, previous: 1 });

    // the next draft is gone; publishing the same one again is refused
    const again = await publish({ draftId: draft.version.id, revision: draft.version.revision });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('no_draft');
  });
});

describe('the database keeps published versions as they are', () => {
  it('refuses updating, inserting or deleting rows of a published or superseded version', async () => {
    const published = (await a.adminQuestionnaire()).published.id;
    const refused = async (statement: ReturnType<typeof sql>) => {
      const error = await a.db.execute(statement).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).not.toBeNull();
      expect(String((error as { cause?: unknown }).cause ?? error)).toMatch(/is published and cannot change/);
    };
    await refused(sql`update questions set text = 'x' where version_id = ${published}`);
    await refused(sql`update questions set text = 'x' where version_id = ${a.v1.id}`);
    await refused(sql`delete from questions where version_id = ${a.v1.id}`);
    await refused(sql`update chapters set title = 'x' where version_id = ${published}`);
    await refused(sql`delete from chapter_contents where version_id = ${published}`);
    await refused(
      sql`insert into chapters (version_id, assessment_id, area, position, title) values (${published}, ${a.q.assessment.id}, 'inner', 9, 'Sneaky')`,
    );
    await refused(sql`update questionnaire_versions set revision = 99 where id = ${published}`);
    expect((await a.publicQuestionnaire()).questions.every((x) => x.text !== 'x')).toBe(true);
  });
});

describe('two admins at once', () => {
  let other: string;

  it('their first edits, at the same moment, open one draft and both land in it', async () => {
    other = await a.addUser({ email: 'second-admin@example.com', name: 'Second', role: 'admin' });
    const [first, second] = (await a.adminQuestionnaire()).chapters;
    const results = await Promise.all([
      a.call('PUT', adminPaths.chapterOutro.replace(':id', first?.id ?? ''), a.admin, {
        outroEnabled: true,
        outroTitle: 'Well done, again',
      }),
      a.call('PUT', adminPaths.chapterOutro.replace(':id', second?.id ?? ''), other, {
        outroEnabled: true,
        outroTitle: 'Nearly there',
      }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const drafts = await a.db
      .select()
      .from(schema.questionnaireVersions)
      .where(eq(schema.questionnaireVersions.status, 'draft'));
    expect(drafts.map((d) => [d.number, d.revision])).toEqual([[3, 2]]);
    const view = await a.adminQuestionnaire();
    expect(view.chapters.slice(0, 2).map((c) => c.outroTitle)).toEqual(['Well done, again', 'Nearly there']);
  });

  it('publishing: exactly one wins; the other is told the draft is gone', async () => {
    const draft = await draftOf();
    expect(draft).toMatchObject({ number: 3, status: 'draft', basedOn: 2 });
    const body = { draftId: draft.id, revision: draft.revision };
    const results = await Promise.all([publish(body, a.admin), publish(body, other)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().error.code).toBe('no_draft');
    const versions = await a.db
      .select({ number: schema.questionnaireVersions.number, status: schema.questionnaireVersions.status })
      .from(schema.questionnaireVersions)
      .orderBy(schema.questionnaireVersions.number);
    expect(versions).toEqual([
      { number: 1, status: 'superseded' },
      { number: 2, status: 'superseded' },
      { number: 3, status: 'published' },
    ]);
    expect((await a.publicQuestionnaire()).version).toBe(3);
  });
});

describe('discarding a draft', () => {
  it('refuses an empty draft (draft_empty), then discards it; a second discard is no_draft', async () => {
    const view = await a.adminQuestionnaire();
    for (const chapter of view.chapters)
      expect(
        (await a.call('DELETE', questionnairePaths.chapter.replace(':id', chapter.id), a.admin)).statusCode,
      ).toBe(200);
    const draft = await draftOf();
    expect(draft).toMatchObject({ number: 4, status: 'draft' });
    const before = await snapshot();
    const empty = await publish({ draftId: draft.id, revision: draft.revision });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('draft_empty');
    expect(await snapshot()).toEqual(before);

    const unconfirmed = await a.call('DELETE', questionnairePaths.draft, a.admin, { confirm: false });
    expect(unconfirmed.statusCode).toBe(400);
    const discarded = await a.call('DELETE', questionnairePaths.draft, a.admin, { confirm: true });
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json()).toEqual({ discarded: true, version: 4 });
    expect(
      await a.db.$count(schema.questionnaireVersions, eq(schema.questionnaireVersions.status, 'draft')),
    ).toBe(0);
    // the draft's rows went with it; the published version kept all of its own
    expect((await a.adminQuestionnaire()).version).toMatchObject({ number: 3, status: 'published' });
    expect((await a.publicQuestionnaire()).chapters).toHaveLength(3);

    const again = await a.call('DELETE', questionnairePaths.draft, a.admin, { confirm: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('no_draft');
    const [entry] = await a.db
      .select()
      .from(schema.adminAuditLog)
      .where(eq(schema.adminAuditLog.action, 'questionnaire.draft_discard'));
    expect(entry?.details).toMatchObject({ version: 4 });

    // the next draft is version 4 again
    const reopened: AdminQuestionnaire = (await a.call('POST', questionnairePaths.draft, a.admin)).json();
    expect(reopened.version).toMatchObject({ number: 4, basedOn: 3, revision: 0 });
  });

  it('discarding and publishing count against the admin rate limit', async () => {
    const limited = await a.addUser({ email: 'discarder@example.com', name: 'D', role: 'admin' });
    for (let i = 0; i < 10; i++) {
      await a.call('POST', questionnairePaths.draft, limited);
      expect((await a.call('DELETE', questionnairePaths.draft, limited, { confirm: true })).statusCode).toBe(
        200,
      );
    }
    await a.call('POST', questionnairePaths.draft, limited);
    const refused = await a.call('DELETE', questionnairePaths.draft, limited, { confirm: true });
    expect(refused.statusCode).toBe(429);
    expect(
      await a.db.$count(schema.questionnaireVersions, eq(schema.questionnaireVersions.status, 'draft')),
    ).toBe(1);

    for (let i = 0; i < 10; i++)
      expect((await publish({ draftId: a.v1.id, revision: 0 }, limited)).statusCode).toBe(409);
    expect((await publish({ draftId: a.v1.id, revision: 0 }, limited)).statusCode).toBe(429);
  });
});
