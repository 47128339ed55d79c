/**
 * Questionnaire authoring in the admin area, for the e2e tests that draft, review and publish a
 * version (versions.spec.ts, admin.spec.ts). An own-server test signs an admin in and then drives the
 * admin screens with these.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { AdminQuestionnaire } from '../src/contract/admin';
import type { Questionnaire } from '../src/contract/assessment';
import { questionnairePaths } from '../src/contract/questionnaire';
import { orderQuestions } from '../src/domain/chapters';
import { CSRF_HEADERS, expect } from './fixtures';

/** The questionnaire respondents get now (no cookies: as a new visitor). */
export async function publicQuestionnaire(request: APIRequestContext): Promise<Questionnaire> {
  const response = await request.get('/api/questionnaire');
  expect(response.status()).toBe(200);
  return (await response.json()) as Questionnaire;
}

/** A chapter's question ids in the order they are asked. */
export function chapterOrder(
  questionnaire: Pick<Questionnaire, 'chapters' | 'questions'>,
  chapterId: string,
) {
  return orderQuestions(questionnaire.chapters, questionnaire.questions)
    .filter((q) => q.chapterId === chapterId)
    .map((q) => q.id);
}

/** What the admin edits (the draft if there is one), read through a signed-in admin's request. */
export async function adminQuestionnaire(request: APIRequestContext): Promise<AdminQuestionnaire> {
  const response = await request.get('/api/admin/questionnaire');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as AdminQuestionnaire;
}

/**
 * Starts from the published version: a draft left open (by an earlier test on the same server) is
 * discarded. Answers the published version's number.
 */
export async function withoutDraft(request: APIRequestContext, url: string): Promise<number> {
  const current = await adminQuestionnaire(request);
  if (current.version.status === 'draft') {
    const discarded = await request.delete(questionnairePaths.draft, {
      headers: { origin: url, ...CSRF_HEADERS },
      data: { confirm: true },
    });
    expect([200, 409]).toContain(discarded.status());
  }
  return (await adminQuestionnaire(request)).published.number;
}

/** The version bar of the editing screens. */
export function versionBar(page: Page) {
  return page.getByRole('region', { name: 'Questionnaire version' });
}

/**
 * On the review screen: publish with its one confirmation (which names the version), then wait for
 * the versions list.
 */
export async function publishFromReview(page: Page, version: number): Promise<void> {
  await page.getByRole('button', { name: `Publish version ${version}` }).click();
  const confirm = page.getByRole('dialog', { name: `Publish version ${version}?` });
  await confirm.getByRole('button', { name: `Publish version ${version}` }).click();
  await expect(page).toHaveURL(/\/admin\/versions$/);
  await expect(page.getByText(`Version ${version} is published`).first()).toBeVisible();
}
