/**
 * The job queue on the admin dashboard: jobs per kind and status and the latest failures, never a
 * payload; and the test clock's helper. Own-server tests (e2e/own-server.ts): the jobs are put straight
 * into the test's own database.
 */
import { inArray } from 'drizzle-orm';
import * as schema from '../src/server/db/schema';
import { axeViolations, expect, screenshot } from './fixtures';
import { signIn, signUpAdmin } from './journey-helpers';
import { test } from './own-server';
import { advanceServerClock } from './test-clock';

// kinds of this test's own: the server (and its job table) is shared by the worker's tests
const KINDS = ['e2e-newsletter', 'e2e-reminder'];

test('the dashboard lists the job queue and its latest failures without their payloads', async ({
  page,
  ownServer,
}) => {
  const admin = await signUpAdmin(
    ownServer,
    page.request,
    `admin.jobs.${Date.now().toString(36)}@example.com`,
  );
  await signIn(page.request, ownServer.url, admin.email);
  const db = ownServer.db;
  await db.delete(schema.jobs).where(inArray(schema.jobs.kind, KINDS));
  const far = new Date(Date.now() + 90 * 24 * 60 * 60 * 1000);
  await db.insert(schema.jobs).values([
    { kind: 'e2e-reminder', payload: { secret: 'payload-never-shown' }, runAt: far },
    { kind: 'e2e-reminder', payload: {}, runAt: far },
    {
      kind: 'e2e-reminder',
      payload: { secret: 'payload-never-shown' },
      status: 'failed',
      attempts: 8,
      lastError: 'connect ECONNREFUSED 127.0.0.1:2525 (the SMTP server did not answer)',
      finishedAt: new Date(),
    },
    { kind: 'e2e-newsletter', payload: {}, status: 'done', attempts: 1, finishedAt: new Date() },
  ]);

  // the helper moves nothing here (the server is shared by the worker's tests) but runs what is due
  const moved = await advanceServerClock(page.request, 0);
  expect(Date.parse(moved.now)).toBeGreaterThan(Date.now() - 60_000);

  await page.goto('/admin/dashboard');
  const panel = page.getByRole('region', { name: 'Background jobs' });
  await expect(panel).toBeVisible();
  const counts = panel.getByRole('table', { name: 'Jobs by kind and status' });
  await expect(counts.getByRole('row', { name: /e2e-reminder/ })).toContainText(/2\s*0\s*0\s*1/);
  await expect(counts.getByRole('row', { name: /e2e-newsletter/ })).toContainText(/0\s*0\s*1\s*0/);
  const failures = panel.getByRole('table', { name: 'Latest failed jobs' });
  await expect(failures).toContainText('ECONNREFUSED');
  await expect(page.locator('body')).not.toContainText('payload-never-shown');

  // the tables' scroll boxes are reachable by keyboard
  await page.getByRole('region', { name: 'Latest failed jobs' }).focus();
  await expect(page.getByRole('region', { name: 'Latest failed jobs' })).toBeFocused();

  await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await panel.scrollIntoViewIfNeeded();
  await screenshot(page, 'admin-jobs-dashboard');
  await db.delete(schema.jobs).where(inArray(schema.jobs.kind, KINDS));
});
