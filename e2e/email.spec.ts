import type { Page } from '@playwright/test';
import { REQUIRE_EMAIL_CONFIRMATION_SETTING } from '../src/contract/auth';
import * as schema from '../src/server/db/schema';
import { axeViolations, expect, screenshot } from './fixtures';
import { E2E_PASSWORD as PASSWORD, signUpAdmin } from './journey-helpers';
import { type OwnServer, test } from './own-server';

/**
 * E-mail over real SMTP (issue 7): these tests run their own app instance whose mailer talks SMTP to a
 * sink on loopback (e2e/own-server.ts), so what a founder receives is what the sink received.
 *  - the setting 'require a confirmed e-mail': sign-up gives 'Check Your Email', resend, the link
 *    confirms and signs in;
 *  - /email-test: an admin sends the test and the welcome e-mail.
 */

let counter = 0;
const uniqueEmail = (who: string) => `${who}.${Date.now().toString(36)}.${++counter}@example.com`;

const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title }).first();

async function requireConfirmation(server: OwnServer, on: boolean) {
  await server.db
    .insert(schema.appSettings)
    .values({ key: REQUIRE_EMAIL_CONFIRMATION_SETTING, value: on })
    .onConflictDoUpdate({ target: schema.appSettings.key, set: { value: on } });
}

test.describe.configure({ mode: 'serial' });

test('with confirmation required: Check Your Email, resend, and the link from the e-mail signs in', async ({
  page,
  ownServer,
}) => {
  test.setTimeout(120_000);
  await requireConfirmation(ownServer, true);
  try {
    const email = uniqueEmail('strict');
    await page.goto('/auth?mode=signup');
    await page.getByLabel('Full name').fill('Stella Strict');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: email })).toHaveText(
      `We sent a confirmation link to ${email}. Open it to confirm your account; it is valid for 24 hours.`,
    );
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'email-check-your-email');
    // nobody is signed in yet
    expect((await page.request.get('/api/me')).status()).toBe(401);

    // the first e-mail arrived over SMTP; 'Resend Confirmation Email' sends another
    const first = await ownServer.mail.waitFor(email, 'Confirm your e-mail');
    expect(first.links.some((link) => link.includes('/api/auth/verify-email'))).toBe(true);
    await page.getByRole('button', { name: 'Resend Confirmation Email' }).click();
    await expect(toast(page, 'Email Sent')).toContainText(
      'A new confirmation email has been sent to your inbox.',
    );
    await expect
      .poll(() => ownServer.mail.messages.filter((m) => m.to.includes(email.toLowerCase())).length)
      .toBe(2);

    // signing in before confirming leads back to 'Check Your Email'
    await page.getByRole('button', { name: 'Use Different Email' }).click();
    await page.goto('/auth?mode=login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();

    // the link of the newest e-mail confirms the account and signs the founder in
    const newest = ownServer.mail.messages.filter((m) => m.to.includes(email.toLowerCase())).at(-1);
    const link = newest?.links.find((l) => l.includes('/api/auth/verify-email'));
    if (!link) throw new Error('no confirmation link in the e-mail');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Account Confirmed!' })).toBeVisible();
    await expect(page).toHaveURL(/\/results$/, { timeout: 10_000 });
    const me = await page.request.get('/api/me');
    expect(me.status()).toBe(200);
    expect((await me.json()).user).toMatchObject({ email, emailVerified: true });
    // and the welcome e-mail follows the confirmation
    await ownServer.mail.waitFor(email, /welcome/i);
  } finally {
    await requireConfirmation(ownServer, false);
  }
});

test('/email-test: an admin sends the test and the welcome e-mail, and both arrive', async ({
  page,
  ownServer,
}) => {
  // what `npm run admin:create` does: the role on the account and the profile
  await signUpAdmin(ownServer, page.request, uniqueEmail('admin'));

  const to = uniqueEmail('inbox');
  await page.goto('/email-test');
  await expect(page.getByRole('heading', { name: 'E-Mail-Test' })).toBeVisible();
  await page.getByLabel('E-Mail-Adresse').fill(to);
  await page.getByRole('button', { name: 'Test-E-Mail senden' }).click();
  await expect(page.getByText(`Test-E-Mail an ${to} gesendet.`).first()).toBeVisible();
  const test1 = await ownServer.mail.waitFor(to, /test/i);
  expect(test1.decoded).toContain('Uplift Founder Audit');

  await page.getByRole('button', { name: 'Welcome-E-Mail senden' }).click();
  await expect(page.getByText(`Welcome-E-Mail an ${to} gesendet.`).first()).toBeVisible();
  const welcome = await ownServer.mail.waitFor(to, /welcome/i);
  expect(welcome.decoded).toContain('Test User');
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'email-test-sent');
});
