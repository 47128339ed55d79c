import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths } from '../../../contract/admin';
import { questionnairePaths } from '../../../contract/questionnaire';
import * as schema from '../../db/schema';
import { type AdminTestApp, type Method, openAdminTestApp } from './admin-test-app';

let a: AdminTestApp;
beforeAll(async () => {
  a = await openAdminTestApp();
});
afterAll(async () => a.close());

const someId = '00000000-0000-4000-8000-000000000000';
const urlOf = (template: string) => template.replace(':id', someId).replace(':version', '1');

/** Every admin route, the questionnaire module's included: one guard in front of all of them. */
const everyRoute: Array<[Method, string, unknown?]> = [
  ['GET', adminPaths.me],
  ['GET', adminPaths.dashboard],
  ['GET', adminPaths.dropoutAnalysis],
  ['GET', adminPaths.users],
  ['GET', adminPaths.userLatestResult],
  ['DELETE', adminPaths.user, { confirm: 'DELETE' }],
  ['GET', adminPaths.questionnaire],
  ['POST', adminPaths.questions, { chapterId: randomUUID(), text: 'x' }],
  ['PATCH', adminPaths.question, { text: 'x' }],
  ['DELETE', adminPaths.question],
  ['PUT', adminPaths.questionOrder, { questionIds: [randomUUID()] }],
  ['PUT', adminPaths.chapterIntro, { title: 'x' }],
  ['PUT', adminPaths.chapterOutro, { outroEnabled: false }],
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
  ['GET', questionnairePaths.versions],
  ['GET', questionnairePaths.version],
  ['POST', questionnairePaths.draft],
  ['DELETE', questionnairePaths.draft, { confirm: true }],
  ['GET', questionnairePaths.draftDiff],
  ['POST', questionnairePaths.draftPreviewResult, { answers: {} }],
  ['POST', questionnairePaths.publish, { draftId: someId, revision: 0 }],
  ['POST', questionnairePaths.chapters, { area: 'inner', title: 'x' }],
  ['DELETE', questionnairePaths.chapter],
  ['PUT', questionnairePaths.chapterOrder, { chapterIds: [someId] }],
];

describe('access', () => {
  it('lists every admin and authoring path in this matrix', () => {
    const listed = new Set(everyRoute.map(([, template]) => template.split('?')[0]));
    const missing = [...Object.values(adminPaths), ...Object.values(questionnairePaths)].filter(
      (path) => !listed.has(path),
    );
    expect(missing).toEqual([]);
  });

  it.each(everyRoute)(
    '%s %s: 403 for a visitor and for a normal user, never cached',
    async (method, template, body) => {
      const url = urlOf(template);
      const count = () => a.db.select({ n: sql<number>`count(*)::int` }).from(schema.adminAuditLog);
      const before = await count();
      const visitor = await a.call(method, url, null, body);
      expect(visitor.statusCode).toBe(403);
      expect(visitor.json().error).toEqual({ code: 'unauthenticated', message: 'Not authenticated' });
      expect(visitor.headers['cache-control']).toBe('no-store');

      const user = await a.call(method, url, a.member, body);
      expect(user.statusCode).toBe(403);
      expect(user.json().error.code).toBe('forbidden');

      const ghost = await a.call(method, url, 'no-such-user', body);
      expect(ghost.statusCode).toBe(403);
      expect((await count())[0]?.n).toBe(before[0]?.n);
    },
  );

  it('refuses a write from another site, even by an admin, before anything changes', async () => {
    const forged = await a.t.app.inject({
      method: 'POST',
      url: questionnairePaths.draft,
      headers: { 'x-test-user': a.admin, origin: 'https://evil.example' },
    });
    expect(forged.statusCode).toBe(403);
    expect(
      await a.db.$count(schema.questionnaireVersions, eq(schema.questionnaireVersions.status, 'draft')),
    ).toBe(0);
  });

  it('lets an admin in by profiles.role alone, and keeps a banned admin out', async () => {
    const byProfile = await a.addUser({
      email: 'profile-admin@example.com',
      name: 'P',
      profileRole: 'admin',
    });
    expect((await a.call('GET', adminPaths.me, byProfile)).json()).toEqual({
      id: byProfile,
      email: 'profile-admin@example.com',
      name: 'P',
    });
    expect((await a.call('GET', questionnairePaths.versions, byProfile)).statusCode).toBe(200);
    const banned = await a.addUser({ email: 'banned@example.com', name: 'B', role: 'admin' });
    await a.db.update(schema.user).set({ banned: true }).where(eq(schema.user.id, banned));
    expect((await a.call('GET', adminPaths.me, banned)).statusCode).toBe(403);
    expect((await a.call('GET', adminPaths.questionnaire, banned)).statusCode).toBe(403);
  });
});
