import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_CHARACTER_MESSAGE } from '../../domain/text-rules';
import { seedDefaultContent } from '../db/seed';
import { signedInBrowser } from '../security/helpers';
import { openTestApp, type TestApp } from '../test-support/app';
import { sampleLegalPages, sampleQuestionnaire } from '../test-support/sample-questionnaire';
import { memoryRateLimitStore } from './rate-limit';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({
    prepare: (db) => seedDefaultContent(db, sampleQuestionnaire, sampleLegalPages).then(() => undefined),
    dependencies: { rateLimitStore: memoryRateLimitStore() },
  });
}, 180_000);
afterAll(async () => t.close());

const NUL = '\u0000';
const ID = '00000000-0000-4000-8000-000000000000';

function expectNulRefused(res: { statusCode: number; body: string }, path: string, what: string) {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBe(400);
  const { error } = JSON.parse(res.body);
  expect(error.code, what).toBe('invalid_request');
  expect(error.issues, what).toContainEqual({ path, message: NUL_CHARACTER_MESSAGE });
}

describe('U+0000 in any text the contract reads', () => {
  it('is refused with a clear 400 naming the field where the fuzzing found 500s', async () => {
    const { browser } = await signedInBrowser(t);
    expectNulRefused(
      await t.inject({
        method: 'POST',
        url: '/api/client-logs',
        payload: { level: 'info', eventType: 'x', message: `a${NUL}b` },
      }),
      'message',
      'client log',
    );
    expectNulRefused(
      await t.inject({
        method: 'POST',
        url: '/api/consent',
        payload: {
          essential: true,
          analytics: false,
          marketing: false,
          timestamp: new Date().toISOString(),
          version: `1.0${NUL}`,
          visitorId: 'visitor_nul_0001',
        },
      }),
      'version',
      'consent',
    );
    expectNulRefused(
      await browser.patch('/api/me/profile', { full_name: `Grace${NUL}` }),
      'full_name',
      'profile',
    );
    expectNulRefused(
      await browser.request({
        method: 'PUT',
        url: `/api/me/results/${ID}/plan`,
        payload: { actions: [{ text: `Ask${NUL}` }], remindersEnabled: false },
      }),
      'actions.0.text',
      'plan action',
    );
    expectNulRefused(
      await browser.post(`/api/me/feedback/rounds/${ID}/invites`, {
        email: `a${NUL}@example.com`,
        relationship: 'other',
      }),
      'email',
      'invite',
    );
    expectNulRefused(
      await t.inject({
        method: 'POST',
        url: '/api/feedback/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/submit',
        payload: { comment: `Kind${NUL}` },
      }),
      'comment',
      'rater comment',
    );
    // in a path or a query too
    expectNulRefused(await t.inject({ method: 'GET', url: '/api/shared/a%00b' }), 'token', 'share token');
    // the profile is as it was
    expect((await browser.get('/api/me')).json().profile.full_name).toBe('Grace Founder');
  });

  it('is refused by every route that reads a body, before anything else reads it', async () => {
    const { browser } = await signedInBrowser(t, { admin: true });
    const writes = t.app.registeredRoutes.filter(
      (r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && !r.url.startsWith('/api/auth/'),
    );
    const unrefused: string[] = [];
    for (const route of writes) {
      const url = route.url.replace(':token', 'a'.repeat(43)).replace(/:\w+/g, ID);
      const res = await browser.request({
        method: route.method as 'POST',
        url: route.url === '/api/plan-reminders/unsubscribe' ? `${url}?token=${'a'.repeat(43)}` : url,
        payload: { text: `x${NUL}` },
      });
      // a route without a body schema reads no body: its answer is not about the text
      const refused = res.statusCode === 400 && res.body.includes(NUL_CHARACTER_MESSAGE);
      if (!refused && res.statusCode >= 500)
        unrefused.push(`${route.method} ${route.url}: ${res.statusCode}`);
      if (!refused && res.statusCode === 400) unrefused.push(`${route.method} ${route.url}: ${res.body}`);
    }
    expect(unrefused).toEqual([]);
  });
});
