import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultQuestionnaire } from '../../../content/default-questionnaire';
import { ADMIN_FAILURES, type AdminQuestionnaire, adminPaths } from '../../../contract/admin';
import { questionnairePaths } from '../../../contract/questionnaire';
import { INVALID_CHAPTER_ID_MESSAGE, SHARED_MESSAGES } from '../../../domain/messages';
import * as schema from '../../db/schema';
import { type AdminTestApp, openAdminTestApp } from '../admin/admin-test-app';

/**
 * Editing questions, chapters and custom chapter content: every edit goes to the draft of version 2 (the
 * first one opens it), so what respondents get stays version 1 until the draft is published.
 */
let a: AdminTestApp;
beforeAll(async () => {
  a = await openAdminTestApp();
});
afterAll(async () => a.close());

const positionsOf = (x: AdminQuestionnaire, chapterId: string) =>
  x.questions.filter((y) => y.chapterId === chapterId).map((y) => y.position);
const auditOf = (action: string) =>
  a.db.select().from(schema.adminAuditLog).where(eq(schema.adminAuditLog.action, action));

describe('questions', () => {
  it("answers the spec's messages for a question without chapter or text, or a malformed chapter id", async () => {
    const noText = await a.call('POST', adminPaths.questions, a.admin, {
      chapterId: a.q.chapters[0]?.id,
      text: '  ',
    });
    expect(noText.statusCode).toBe(400);
    expect(noText.json().error.message).toBe(SHARED_MESSAGES.chapterAndQuestionTextRequired);
    const noChapter = await a.call('POST', adminPaths.questions, a.admin, { text: 'Hello' });
    expect(noChapter.json().error.message).toBe(SHARED_MESSAGES.chapterAndQuestionTextRequired);
    const badId = await a.call('POST', adminPaths.questions, a.admin, {
      chapterId: 'chapter-1',
      text: 'Hello',
    });
    expect(badId.json().error.message).toBe(INVALID_CHAPTER_ID_MESSAGE);
    const unknown = await a.call('POST', adminPaths.questions, a.admin, {
      chapterId: randomUUID(),
      text: 'Hello',
    });
    expect(unknown.statusCode).toBe(404);
    // a refused edit opens no draft
    expect(await a.db.$count(schema.questionnaireVersions)).toBe(1);
    expect((await auditOf('questionnaire.draft_open')).length).toBe(0);
  });

  it('creates at the end of the chapter in a new draft, edits it; respondents see none of it yet', async () => {
    const chapterId = a.q.chapters[0]?.id ?? '';
    const created = await a.call('POST', adminPaths.questions, a.admin, {
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

    const edited = await a.call('PATCH', adminPaths.question.replace(':id', id), a.admin, {
      text: 'I ask for feedback weekly',
    });
    expect(edited.json().text).toBe('I ask for feedback weekly');
    const empty = await a.call('PATCH', adminPaths.question.replace(':id', id), a.admin, { text: '' });
    expect(empty.json().error.message).toBe(SHARED_MESSAGES.chapterAndQuestionTextRequired);

    const editing = await a.adminQuestionnaire();
    expect(editing.version).toMatchObject({ number: 2, status: 'draft', basedOn: 1, revision: 2 });
    expect(editing.published).toMatchObject({ number: 1, status: 'published' });
    expect(editing.questions.find((x) => x.id === id)?.text).toBe('I ask for feedback weekly');

    const pub = await a.publicQuestionnaire();
    expect(pub).toEqual(a.q);
    expect(JSON.stringify(pub)).not.toContain('Ask more.');

    const actions = await a.db
      .select({ action: schema.adminAuditLog.action, details: schema.adminAuditLog.details })
      .from(schema.adminAuditLog)
      .where(eq(schema.adminAuditLog.target, id));
    expect(actions.map((x) => x.action).sort()).toEqual(['question.create', 'question.update']);
    expect(actions.every((x) => (x.details as { version: number }).version === 2)).toBe(true);
    const [opened] = await auditOf('questionnaire.draft_open');
    expect(opened?.details).toEqual({ version: 2, basedOn: 1 });
  });

  it('reorders within a chapter: positions stay 1..n, a partial order is refused', async () => {
    const chapterId = a.q.chapters[1]?.id ?? '';
    const before = (await a.adminQuestionnaire()).questions
      .filter((x) => x.chapterId === chapterId)
      .map((x) => x.id);
    const reversed = [...before].reverse();
    const res = await a.call('PUT', adminPaths.questionOrder.replace(':id', chapterId), a.admin, {
      questionIds: reversed,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().questions.map((x: { id: string; position: number }) => [x.id, x.position])).toEqual(
      reversed.map((id, i) => [id, i + 1]),
    );
    // respondents keep version 1's order
    expect(
      (await a.publicQuestionnaire()).questions.filter((x) => x.chapterId === chapterId).map((x) => x.id),
    ).toEqual(before);

    const partial = await a.call('PUT', adminPaths.questionOrder.replace(':id', chapterId), a.admin, {
      questionIds: reversed.slice(1),
    });
    expect(partial.statusCode).toBe(409);
    expect(partial.json().error.code).toBe('order_mismatch');
    const twice = await a.call('PUT', adminPaths.questionOrder.replace(':id', chapterId), a.admin, {
      questionIds: [reversed[0], reversed[0], reversed[1]],
    });
    expect(twice.statusCode).toBe(409);
    const badId = await a.call('PUT', adminPaths.questionOrder.replace(':id', 'nope'), a.admin, {
      questionIds: reversed,
    });
    expect(badId.json().error.message).toBe(INVALID_CHAPTER_ID_MESSAGE);
    expect(positionsOf(await a.adminQuestionnaire(), chapterId)).toEqual([1, 2, 3]);
  });

  it('deleting a question removes it from the draft only and closes the gap', async () => {
    const chapterId = a.q.chapters[1]?.id ?? '';
    const extra = await a.call('POST', adminPaths.questions, a.admin, { chapterId, text: 'Temporary' });
    expect(extra.json().position).toBe(4);
    const middle = (await a.adminQuestionnaire()).questions.find(
      (x) => x.chapterId === chapterId && x.position === 2,
    );
    const res = await a.call('DELETE', adminPaths.question.replace(':id', middle?.id ?? ''), a.admin);
    expect(res.statusCode).toBe(200);
    expect(positionsOf(await a.adminQuestionnaire(), chapterId)).toEqual([1, 2, 3]);
    expect((await a.publicQuestionnaire()).questions.some((x) => x.id === middle?.id)).toBe(true);
    const rows = await a.db
      .select({ version: schema.questions.versionId })
      .from(schema.questions)
      .where(eq(schema.questions.id, middle?.id ?? ''));
    expect(rows.map((r) => r.version)).toEqual([a.v1.id]);
    const again = await a.call('DELETE', adminPaths.question.replace(':id', middle?.id ?? ''), a.admin);
    expect(again.statusCode).toBe(404);
  });
});

describe('chapters', () => {
  it('updates intro fields and icon; refuses a malformed id, an empty title and a foreign icon', async () => {
    const id = a.q.chapters[0]?.id ?? '';
    const res = await a.call('PUT', adminPaths.chapterIntro.replace(':id', id), a.admin, {
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
    expect((await a.adminQuestionnaire()).chapters[0]).toMatchObject({
      description: 'Knowing yourself, honestly.',
    });
    expect((await a.publicQuestionnaire()).chapters[0]).toEqual(a.q.chapters[0]);

    const bad = await a.call('PUT', adminPaths.chapterIntro.replace(':id', '123'), a.admin, { title: 'x' });
    expect(bad.json().error.message).toBe(INVALID_CHAPTER_ID_MESSAGE);
    const noTitle = await a.call('PUT', adminPaths.chapterIntro.replace(':id', id), a.admin, { title: ' ' });
    expect(noTitle.json().error.message).toBe(SHARED_MESSAGES.required);
    const foreign = await a.call('PUT', adminPaths.chapterIntro.replace(':id', id), a.admin, {
      title: 'x',
      iconUrl: 'https://evil.example/x.svg',
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('updates the outro and outro_enabled', async () => {
    const id = a.q.chapters[1]?.id ?? '';
    const res = await a.call('PUT', adminPaths.chapterOutro.replace(':id', id), a.admin, {
      outroEnabled: true,
      outroTitle: 'Half way',
      outroDescription: 'Keep going.',
    });
    expect(res.json()).toMatchObject({ outroEnabled: true, outroTitle: 'Half way' });
    const audit = await a.db
      .select()
      .from(schema.adminAuditLog)
      .where(
        and(eq(schema.adminAuditLog.action, 'chapter.outro.update'), eq(schema.adminAuditLog.target, id)),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toEqual({
      version: 2,
      fields: ['outroEnabled', 'outroTitle', 'outroDescription'],
    });
  });

  it('creates a chapter at the end, reorders the chapters, deletes one (positions 1..n)', async () => {
    const noTitle = await a.call('POST', questionnairePaths.chapters, a.admin, { area: 'outer', title: ' ' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().error.message).toBe(SHARED_MESSAGES.required);
    const badArea = await a.call('POST', questionnairePaths.chapters, a.admin, {
      area: 'middle',
      title: 'Vision',
    });
    expect(badArea.statusCode).toBe(400);

    const created = await a.call('POST', questionnairePaths.chapters, a.admin, {
      area: 'outer',
      title: ' Vision ',
      description: 'Where you are going.',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ title: 'Vision', area: 'outer', position: 3, contentKey: null });
    const vision = created.json().id;
    const [first, second] = a.q.chapters.map((c) => c.id);

    const order = [vision, first, second];
    const reordered = await a.call('PUT', questionnairePaths.chapterOrder, a.admin, { chapterIds: order });
    expect(reordered.statusCode).toBe(200);
    expect(
      reordered.json().chapters.map((c: { id: string; position: number }) => [c.id, c.position]),
    ).toEqual(order.map((id, i) => [id, i + 1]));
    const partial = await a.call('PUT', questionnairePaths.chapterOrder, a.admin, {
      chapterIds: [vision, first],
    });
    expect(partial.statusCode).toBe(409);
    expect(partial.json().error.code).toBe('order_mismatch');
    const foreign = await a.call('PUT', questionnairePaths.chapterOrder, a.admin, {
      chapterIds: [vision, first, randomUUID()],
    });
    expect(foreign.statusCode).toBe(409);

    const deleted = await a.call('DELETE', questionnairePaths.chapter.replace(':id', first ?? ''), a.admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true });
    const after = await a.adminQuestionnaire();
    expect(after.chapters.map((c) => [c.id, c.position])).toEqual([
      [vision, 1],
      [second, 2],
    ]);
    expect(after.questions.some((x) => x.chapterId === first)).toBe(false);
    // the published version keeps the chapter and its questions
    expect((await a.publicQuestionnaire()).chapters.map((c) => c.id)).toEqual([first, second]);
    expect(await a.db.$count(schema.chapters, eq(schema.chapters.id, first ?? ''))).toBe(1);

    const again = await a.call('DELETE', questionnairePaths.chapter.replace(':id', first ?? ''), a.admin);
    expect(again.statusCode).toBe(404);
    const badId = await a.call('DELETE', questionnairePaths.chapter.replace(':id', 'nope'), a.admin);
    expect(badId.json().error.message).toBe(INVALID_CHAPTER_ID_MESSAGE);

    const actions = (await a.db.select().from(schema.adminAuditLog)).filter((e) =>
      e.action.startsWith('chapter.'),
    );
    expect(actions.map((e) => e.action)).toEqual(
      expect.arrayContaining(['chapter.create', 'chapter.reorder', 'chapter.delete']),
    );
    const [deletion] = await auditOf('chapter.delete');
    expect(deletion?.details).toMatchObject({ version: 2, title: 'Self-awareness', questions: 3 });
  });
});

describe('custom chapter content (versioned) and insights', () => {
  it('is written to the draft: insights show it, the published results do not until publishing', async () => {
    const chapterId = a.q.chapters[1]?.id ?? '';
    const insights = (await a.call('GET', adminPaths.insights, a.admin)).json();
    const execution = insights.chapters.find((c: { chapter: { id: string } }) => c.chapter.id === chapterId);
    expect(execution.custom).toEqual({ core_strength: {}, uplift_potential: {} });
    // the sample chapters have no shipped texts of their own: the current default's area texts apply (as on the results page)
    expect(execution.fallback).toMatchObject({
      source: 'area',
      zoneOfGenius: defaultQuestionnaire.areaResultTexts.outer.zoneOfGenius,
      improvementPath: defaultQuestionnaire.areaResultTexts.outer.improvementPath,
    });

    const badSection = await a.call('PUT', adminPaths.pageContent, a.admin, {
      pageType: 'core_strength',
      sectionType: 'energy_drains',
      chapterId,
      content: 'x',
    });
    expect(badSection.statusCode).toBe(400);
    const badChapter = await a.call('PUT', adminPaths.pageContent, a.admin, {
      pageType: 'core_strength',
      sectionType: 'zone_of_genius',
      chapterId: 'abc',
      content: 'x',
    });
    expect(badChapter.json().error.message).toBe(INVALID_CHAPTER_ID_MESSAGE);
    const unknownChapter = await a.call('PUT', adminPaths.pageContent, a.admin, {
      pageType: 'core_strength',
      sectionType: 'zone_of_genius',
      chapterId: randomUUID(),
      content: 'x',
    });
    expect(unknownChapter.statusCode).toBe(404);

    const saved = await a.call('PUT', adminPaths.pageContent, a.admin, {
      pageType: 'core_strength',
      sectionType: 'zone_of_genius',
      chapterId,
      content: '  Custom genius ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ content: 'Custom genius', chapterId });
    const read = await a.call(
      'GET',
      `${adminPaths.pageContent}?pageType=core_strength&sectionType=zone_of_genius&chapterId=${chapterId}`,
      a.admin,
    );
    expect(read.json().content).toBe('Custom genius');
    const after = (await a.call('GET', adminPaths.insights, a.admin)).json();
    expect(
      after.chapters.find((c: { chapter: { id: string } }) => c.chapter.id === chapterId).custom
        .core_strength,
    ).toEqual({ zone_of_genius: 'Custom genius' });
    const rows = await a.db.select().from(schema.chapterContents);
    expect(rows.map((r) => r.versionId)).toEqual([(await a.adminQuestionnaire()).version.id]);

    // a result given now is on version 1, without the draft's text
    const run = await a.completeAssessment('visitor_custom', (_, chapter) => (chapter === chapterId ? 5 : 2));
    await a.db
      .update(schema.assessmentSessions)
      .set({ userId: a.member })
      .where(eq(schema.assessmentSessions.id, run.id));
    const latest = (await a.call('GET', '/api/me/results/latest', a.member)).json();
    expect(latest.version).toBe(1);
    expect(latest.coreStrength.chapterId).toBe(chapterId);
    expect(latest.coreStrength.zoneOfGenius).not.toBe('Custom genius');
  });

  it('resets and bulk-saves custom texts in the draft, each audit entry naming the version', async () => {
    const chapterId = a.q.chapters[1]?.id ?? '';
    const reset = await a.call('DELETE', adminPaths.pageContent, a.admin, {
      pageType: 'core_strength',
      sectionType: 'zone_of_genius',
      chapterId,
    });
    expect(reset.json()).toMatchObject({ content: null });

    const bulk = await a.call('PUT', adminPaths.pageContentBulk, a.admin, {
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
    const rows = await a.db
      .select({ action: schema.adminAuditLog.action, details: schema.adminAuditLog.details })
      .from(schema.adminAuditLog)
      .where(sql`${schema.adminAuditLog.action} like 'page_content.%'`);
    expect(rows.map((r) => r.action).sort()).toEqual([
      'page_content.bulk_update',
      'page_content.reset',
      'page_content.update',
    ]);
    expect(rows.every((r) => (r.details as { version: number }).version === 2)).toBe(true);
  });
});

describe('the admin rate limit', () => {
  it('answers 429 on the 11th question delete within the hour, per operation type, and logs the hit', async () => {
    const limited = await a.addUser({ email: 'busy-admin@example.com', name: 'Busy', role: 'admin' });
    const chapterId = a.q.chapters[1]?.id ?? '';
    const ids: string[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await a.call('POST', adminPaths.questions, limited, { chapterId, text: `Disposable ${i}` });
      ids.push(res.json().id);
    }
    for (const id of ids.slice(0, 10))
      expect((await a.call('DELETE', adminPaths.question.replace(':id', id), limited)).statusCode).toBe(200);
    const refused = await a.call('DELETE', adminPaths.question.replace(':id', ids[10] ?? ''), limited);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('admin_rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    const x = await a.adminQuestionnaire();
    expect(x.questions.some((y) => y.id === ids[10])).toBe(true);
    expect(positionsOf(x, chapterId)).toEqual(positionsOf(x, chapterId).map((_, i) => i + 1));

    const [window] = await a.db
      .select()
      .from(schema.rateLimits)
      .where(
        and(
          eq(schema.rateLimits.identifier, limited),
          eq(schema.rateLimits.endpoint, 'admin:delete_question'),
        ),
      );
    expect(window?.requestCount).toBe(10);
    const security = (await a.call('GET', adminPaths.security, a.admin)).json();
    expect(security.events[0]).toMatchObject({ eventType: 'admin_rate_limit_exceeded', userId: limited });
    // another admin is not limited by this one's deletes; another operation type has its own window
    expect(
      (await a.call('DELETE', adminPaths.question.replace(':id', ids[10] ?? ''), a.admin)).statusCode,
    ).toBe(200);
    const chapter = await a.call('POST', questionnairePaths.chapters, limited, {
      area: 'inner',
      title: 'Spare',
    });
    expect(
      (await a.call('DELETE', questionnairePaths.chapter.replace(':id', chapter.json().id), limited))
        .statusCode,
    ).toBe(200);
  });

  it('answers 429 on the 11th custom-text reset within the hour, and the text is still there', async () => {
    const limited = await a.addUser({ email: 'reset-admin@example.com', name: 'Resetter', role: 'admin' });
    const chapterId = a.q.chapters[1]?.id ?? '';
    const key = { pageType: 'core_strength', sectionType: 'description', chapterId };
    for (let i = 0; i < 10; i++)
      expect((await a.call('DELETE', adminPaths.pageContent, limited, key)).statusCode).toBe(200);
    await a.call('PUT', adminPaths.pageContent, limited, { ...key, content: 'Kept description' });
    const refused = await a.call('DELETE', adminPaths.pageContent, limited, key);
    expect(refused.statusCode).toBe(429);
    const stored = await a.call(
      'GET',
      `${adminPaths.pageContent}?pageType=core_strength&sectionType=description&chapterId=${chapterId}`,
      limited,
    );
    expect(stored.json().content).toBe('Kept description');
    expect((await a.call('DELETE', adminPaths.pageContent, a.admin, key)).statusCode).toBe(200);
  });
});

describe("data-layer failures answer 'Failed to {action}'", () => {
  it('a failing write is rolled back and named', async () => {
    const target = (await a.adminQuestionnaire()).questions[0];
    const revision = (await a.adminQuestionnaire()).version.revision;
    await a.db.execute(sql`alter table admin_audit_log rename to admin_audit_log_away`);
    try {
      const res = await a.call('PATCH', adminPaths.question.replace(':id', target?.id ?? ''), a.admin, {
        text: 'Never saved',
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().error).toEqual({ code: 'data_layer_error', message: ADMIN_FAILURES.updateQuestion });
    } finally {
      await a.db.execute(sql`alter table admin_audit_log_away rename to admin_audit_log`);
    }
    const after = await a.adminQuestionnaire();
    expect(after.questions[0]?.text).toBe(target?.text);
    expect(after.version.revision).toBe(revision);
  });
});
