import { expect } from './fixtures';
import { completeAssessmentViaApi, signUp } from './journey-helpers';
import { rowsMentioning, test } from './own-server';

/**
 * Issue 7's deletion, checked where the database can be read: a founder who deletes all their data
 * through 'Your Data & Privacy' leaves no row that mentions them in any table.
 */
test('deleting all my data leaves no row about me in any table @desktop-only', async ({
  page,
  request,
  ownServer,
}) => {
  test.setTimeout(120_000);
  // An anonymous assessment, completed before the account exists (as a founder does it).
  const { session, answers: values } = await completeAssessmentViaApi(request, `e2e_deletion_${Date.now()}`);
  // as the page keeps them: the values as strings
  const answers = Object.fromEntries(Object.entries(values).map(([id, value]) => [id, String(value)]));
  await page.addInitScript(
    ({ held, given }) => {
      if (localStorage.getItem('e2e-held')) return;
      localStorage.setItem('e2e-held', '1');
      localStorage.setItem(
        'assessmentSession',
        JSON.stringify({ ...held, completedAt: new Date().toISOString() }),
      );
      localStorage.setItem('assessmentAnswers', JSON.stringify(given));
    },
    { held: session, given: answers },
  );

  // The account; the results page saves the held session into it by itself.
  const email = `deletion-${Date.now().toString(36)}@example.com`;
  const userId = await signUp(page.request, ownServer.url, 'Dana Deletion', email, 'a long enough password');
  const claimed = page.waitForResponse((r) => r.url().endsWith('/api/me/sessions/claim'));
  await page.goto('/results');
  expect((await claimed).status()).toBe(200);
  await page
    .getByRole('dialog', { name: 'Complete Your Profile' })
    .getByRole('button', { name: 'Later' })
    .click();
  expect(await rowsMentioning(ownServer.db, [userId])).not.toEqual([]);

  await page.evaluate(() => window.dispatchEvent(new Event('showUserDataManager')));
  const data = page.getByRole('dialog', { name: 'Your Data & Privacy' });
  await data.getByRole('button', { name: 'Delete All My Data' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete all data' });
  await expect(confirm.getByLabel('Type DELETE to confirm')).toBeFocused();
  await confirm.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.getByRole('button', { name: 'Delete Everything' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'All data deleted successfully' }),
  ).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(401);

  expect(await rowsMentioning(ownServer.db, [userId, email, session.id])).toEqual([]);
});
