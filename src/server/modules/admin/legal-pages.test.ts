import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths } from '../../../contract/admin';
import * as schema from '../../db/schema';
import { type AdminTestApp, openAdminTestApp } from './admin-test-app';

let a: AdminTestApp;
beforeAll(async () => {
  a = await openAdminTestApp();
});
afterAll(async () => a.close());

describe('legal pages (not versioned)', () => {
  it("edits a legal page ('Content cannot be empty') and the public page serves it at once", async () => {
    const empty = await a.call('PUT', adminPaths.pageContent, a.admin, {
      pageType: 'terms',
      sectionType: 'main_content',
      content: '   ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Content cannot be empty');
    const saved = await a.call('PUT', adminPaths.pageContent, a.admin, {
      pageType: 'terms',
      sectionType: 'main_content',
      chapterId: null,
      content: '  New terms\n\nSecond paragraph ',
    });
    expect(saved.json()).toMatchObject({ content: 'New terms\n\nSecond paragraph', chapterId: null });
    const pub = await a.t.inject({ method: 'GET', url: '/api/pages/terms' });
    expect(pub.json().content).toBe('New terms\n\nSecond paragraph');
    const read = await a.call(
      'GET',
      `${adminPaths.pageContent}?pageType=terms&sectionType=main_content`,
      a.admin,
    );
    expect(read.json().content).toBe('New terms\n\nSecond paragraph');
    const [audit] = await a.db
      .select()
      .from(schema.adminAuditLog)
      .where(sql`${schema.adminAuditLog.action} = 'page_content.update'`);
    expect(audit).toMatchObject({ target: 'terms/main_content', actorUserId: a.admin });
    // no questionnaire draft was opened by it
    expect(await a.db.$count(schema.questionnaireVersions)).toBe(1);
  });

  it('refuses removing a legal page, another section, or a chapter on one', async () => {
    const removed = await a.call('DELETE', adminPaths.pageContent, a.admin, {
      pageType: 'terms',
      sectionType: 'main_content',
    });
    expect(removed.statusCode).toBe(400);
    expect(removed.json().error.message).toBe('Legal pages cannot be removed; edit their text instead.');
    const section = await a.call('PUT', adminPaths.pageContent, a.admin, {
      pageType: 'cookies',
      sectionType: 'description',
      content: 'x',
    });
    expect(section.json().error.message).toBe('Legal pages have one section, main_content, and no chapter.');
    const chapter = await a.call(
      'GET',
      `${adminPaths.pageContent}?pageType=privacy_policy&sectionType=main_content&chapterId=${a.q.chapters[0]?.id}`,
      a.admin,
    );
    expect(chapter.statusCode).toBe(400);
    const legalInBulk = await a.call('PUT', adminPaths.pageContentBulk, a.admin, {
      items: [{ pageType: 'terms', sectionType: 'main_content', chapterId: null, content: '' }],
    });
    expect(legalInBulk.statusCode).toBe(400);
    expect(legalInBulk.json().error.message).toBe('Legal pages are saved one at a time.');
  });
});
