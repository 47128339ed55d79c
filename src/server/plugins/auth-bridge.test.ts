import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUIRE_EMAIL_CONFIRMATION_SETTING } from '../../contract/auth';
import { NUL_CHARACTER_MESSAGE } from '../../domain/text-rules';
import { appSettings, user } from '../db/schema';
import { TestBrowser, uniqueEmail } from '../modules/auth/test-browser';
import { openTestApp, type TestApp } from '../test-support/app';

/** The Fastify side of /api/auth/*: what it adds to Better Auth's own answers. */
let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ env: { PUBLIC_URL: 'http://localhost:3000' } });
});
afterAll(() => t.close());

const browser = () => new TestBrowser(t.app, t.config.publicUrl);
const invalidText = (path: string) => ({
  error: {
    code: 'invalid_request',
    message: 'The request is not valid.',
    issues: [{ path, message: NUL_CHARACTER_MESSAGE }],
  },
});

describe('a NUL character in a body Better Auth reads', () => {
  it('update-user: a clear 400, not an empty 500, and nothing changes', async () => {
    const b = browser();
    const email = uniqueEmail('nul');
    await b.signUp({ name: 'Nul Founder', email, password: 'a long enough password' });
    const res = await b.request({
      method: 'POST',
      url: '/api/auth/update-user',
      payload: '{"name":"Nul\\u0000Founder"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidText('name'));
    const [row] = await t.database.db.select().from(user).where(eq(user.email, email));
    expect(row?.name).toBe('Nul Founder');
  });

  it('every endpoint, JSON or form: sign-up, sign-in, reset', async () => {
    const b = browser();
    for (const [url, payload, type, field] of [
      [
        '/api/auth/sign-up/email',
        '{"name":"x\\u0000","email":"a@example.com","password":"123456789"}',
        'json',
        'name',
      ],
      ['/api/auth/sign-in/email', '{"email":"a@example.com","password":"12\\u00003456"}', 'json', 'password'],
      ['/api/auth/request-password-reset', 'email=a%40example.com%00', 'form', 'email'],
    ] as const) {
      const res = await b.request({
        method: 'POST',
        url,
        payload,
        headers: {
          'content-type': type === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
        },
      });
      expect([url, res.statusCode, res.json()]).toEqual([url, 400, invalidText(field)]);
    }
  });

  it('leaves a written-out backslash-u alone: that is text, not NUL', async () => {
    const res = await browser().signUpOnly({
      name: 'Ada \\u0000 Lovelace',
      email: uniqueEmail('literal'),
      password: 'a long enough password',
    });
    expect(res.statusCode).toBe(200);
  });
});

describe("Better Auth's endpoint is the route's wildcard", () => {
  it('an encoded sign-up path is the sign-up for the setting and for Better Auth alike', async () => {
    await t.database.db.insert(appSettings).values({ key: REQUIRE_EMAIL_CONFIRMATION_SETTING, value: true });
    try {
      const res = await browser().post('/api/auth/sign-up%2Femail', {
        name: 'Encoded',
        email: uniqueEmail('encoded'),
        password: 'a long enough password',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ token: null, emailConfirmationRequired: true });
    } finally {
      await t.database.db.delete(appSettings).where(eq(appSettings.key, REQUIRE_EMAIL_CONFIRMATION_SETTING));
    }
  });
});
