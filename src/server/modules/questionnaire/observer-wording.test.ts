import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminQuestionnaire, adminPaths } from '../../../contract/admin';
import type { RaterView } from '../../../contract/feedback';
import { type QuestionnaireDiff, questionnairePaths } from '../../../contract/questionnaire';
import { OBSERVER_TEXT_MAX_LENGTH, OBSERVER_WORDING_MESSAGES } from '../../../domain/observer-wording-rules';
import * as schema from '../../db/schema';
import { signedInBrowser } from '../../security/helpers';
import type { TestBrowser } from '../auth/test-browser';
import { type FeedbackKit, openFeedbackKit } from '../feedback/test-kit';

/**
 * Observer wording in the admin's question editor: written on the draft beside the self wording,
 * compared before publishing, and what raters of a round on the published version read. Published
 * versions keep theirs.
 */
let kit: FeedbackKit;
let admin: TestBrowser;
beforeAll(async () => {
  kit = await openFeedbackKit();
  admin = (await signedInBrowser(kit.t, { admin: true })).browser;
});
afterAll(async () => kit.t.close());

const questionUrl = (id: string) => adminPaths.question.replace(':id', id);
const editing = async (): Promise<AdminQuestionnaire> => (await admin.get(adminPaths.questionnaire)).json();
const storedObserverText = async (versionId: string, questionId: string) => {
  const [row] = await kit.t.database.db
    .select({ observerText: schema.questions.observerText })
    .from(schema.questions)
    .where(and(eq(schema.questions.versionId, versionId), eq(schema.questions.id, questionId)));
  return row?.observerText;
};

/** The statements a rater of a new round on `owner`'s result reads, by question id. */
async function raterStatements(owner: Awaited<ReturnType<FeedbackKit['founder']>>) {
  const round = await kit.openRound(owner);
  const { token } = await kit.link(owner, round.id);
  const view = (await kit.rater.view(token)).json() as RaterView;
  return new Map(view.statements.map((s) => [s.questionId, s]));
}

describe('observer wording of a question', () => {
  // the sample's last statement has no observer wording; its first has one
  let unworded = '';
  let worded = '';
  let published = '';

  it('the editor reads it beside the self wording; null where raters are not asked', async () => {
    const view = await editing();
    expect(view.version).toMatchObject({ number: 1, status: 'published' });
    published = view.version.id;
    const [first] = view.questions;
    const last = view.questions.at(-1);
    if (!first || !last) throw new Error('the sample has questions');
    worded = first.id;
    unworded = last.id;
    expect(first.observerText).toBe(`{name} (as seen by others): ${first.text}`);
    expect(last.observerText).toBeNull();
  });

  it('refuses bad wording with a clear message and opens no draft', async () => {
    for (const [observerText, message] of [
      ['{Name} plans ahead.', OBSERVER_WORDING_MESSAGES.unknownPlaceholder],
      [`{name} ${'x'.repeat(OBSERVER_TEXT_MAX_LENGTH)}`, OBSERVER_WORDING_MESSAGES.tooLong],
    ] as const) {
      const res = await admin.patch(questionUrl(unworded), { observerText });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect((await editing()).version.status).toBe('published');
  });

  it('is written to the draft (trimmed; empty: not asked); the published version keeps its own', async () => {
    const written = await admin.patch(questionUrl(unworded), { observerText: '  {name} plans ahead.  ' });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json().observerText).toBe('{name} plans ahead.');
    // the scale's ends as raters read them, written beside it (trimmed)
    const labelled = await admin.patch(questionUrl(unworded), {
      observerLeftLabel: ' Rarely seen ',
      observerRightLabel: 'Always seen',
    });
    expect(labelled.statusCode, labelled.body).toBe(200);
    expect(labelled.json()).toMatchObject({
      observerLeftLabel: 'Rarely seen',
      observerRightLabel: 'Always seen',
    });
    const tooLong = await admin.patch(questionUrl(unworded), { observerLeftLabel: 'x'.repeat(500) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toMatch(/^The raters' left label/);
    const cleared = await admin.patch(questionUrl(worded), { observerText: '   ' });
    expect(cleared.json().observerText).toBeNull();

    // a new question takes it too (removed again, so that founders answer the same statements)
    const created = await admin.post(adminPaths.questions, {
      chapterId: (await editing()).chapters[0]?.id,
      text: 'I write things down',
      observerText: '{name} writes things down.',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().observerText).toBe('{name} writes things down.');
    expect((await admin.delete(questionUrl(created.json().id), undefined)).statusCode).toBe(200);

    const draft = await editing();
    expect(draft.version).toMatchObject({ number: 2, status: 'draft', revision: 5 });
    expect(draft.questions.find((q) => q.id === unworded)?.observerText).toBe('{name} plans ahead.');
    expect(await storedObserverText(published, unworded)).toBeNull();
    expect(await storedObserverText(published, worded)).toMatch(/^\{name\} \(as seen by others\)/);
    // respondents get neither wording: it is for raters only
    expect(
      JSON.stringify(await kit.t.inject({ method: 'GET', url: '/api/questionnaire' }).then((r) => r.json())),
    ).not.toContain('plans ahead.');
  });

  it('cannot be set on a published version, not even below the API', async () => {
    await expect(
      kit.t.database.db
        .update(schema.questions)
        .set({ observerText: '{name} sneaks in.' })
        .where(and(eq(schema.questions.versionId, published), eq(schema.questions.id, unworded))),
    ).rejects.toMatchObject({ cause: expect.objectContaining({ code: 'UQ001' }) });
    expect(await storedObserverText(published, unworded)).toBeNull();
  });

  it('the review before publishing shows the changes of observer wording', async () => {
    const diff: QuestionnaireDiff = (await admin.get(questionnairePaths.draftDiff)).json();
    expect(diff.changed).toBe(true);
    const questions = diff.chapters.flatMap((c) => c.questions);
    expect(questions.find((q) => q.questionId === unworded)).toMatchObject({
      status: 'changed',
      changes: ['observer'],
      fields: [
        { field: 'observerText', before: null, after: '{name} plans ahead.' },
        { field: 'observerLeftLabel', before: null, after: 'Rarely seen' },
        { field: 'observerRightLabel', before: null, after: 'Always seen' },
      ],
    });
    expect(questions.find((q) => q.questionId === worded)?.fields).toEqual([
      { field: 'observerText', before: expect.stringContaining('(as seen by others)'), after: null },
    ]);
  });

  it('once published, raters of a round on the new version read it; rounds on the old one keep theirs', async () => {
    const before = await kit.founder('Sam Rivera');
    const draft = (await editing()).version;
    const res = await admin.post(questionnairePaths.publish, { draftId: draft.id, revision: draft.revision });
    expect(res.statusCode, res.body).toBe(200);
    const after = await kit.founder('Sam Rivera');

    const onNew = await raterStatements(after);
    expect(onNew.get(unworded)?.text).toBe('Sam plans ahead.');
    // with the admin's labels for raters
    expect(onNew.get(unworded)).toMatchObject({ leftLabel: 'Rarely seen', rightLabel: 'Always seen' });
    expect(onNew.has(worded)).toBe(false);

    const onOld = await raterStatements(before);
    expect(onOld.has(unworded)).toBe(false);
    expect(onOld.get(worded)?.text).toMatch(/^Sam \(as seen by others\)/);
  });

  it('only admins may write it: a founder and a visitor are refused, and nothing changes', async () => {
    const founder = await kit.founder('Frieda Founder');
    const byFounder = await founder.browser.patch(questionUrl(unworded), { observerText: '{name} hijacks.' });
    expect(byFounder.statusCode).toBe(403);
    expect(byFounder.json().error.code).toBe('forbidden');
    const byVisitor = await kit.t.inject({
      method: 'PATCH',
      url: questionUrl(unworded),
      payload: { observerText: '{name} hijacks.' },
    });
    expect(byVisitor.statusCode).toBe(403);
    const [{ n } = { n: -1 }] = await kit.t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.questions)
      .where(eq(schema.questions.observerText, '{name} hijacks.'));
    expect(n).toBe(0);
  });
});
