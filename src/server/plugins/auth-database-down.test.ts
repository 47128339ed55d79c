import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../test-support/app';
import { RETRY_AFTER_S } from './error-handler';

/** Better Auth turns a failed query into its own 500; with the database away, sign-in says 503 like every other route. */
describe('the auth routes while the database is away', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp({ env: { PUBLIC_URL: 'http://localhost:3000' } });
  });
  afterAll(() => t.close());

  it('answer 503 with Retry-After and a clear body, not 500', async () => {
    const credentials = { email: 'down@example.com', password: 'a password of length' };
    const post = (url: string, payload: object) =>
      t.inject({
        method: 'POST',
        url,
        headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
        payload,
      });
    expect((await post('/api/auth/sign-up/email', { name: 'Dora Down', ...credentials })).statusCode).toBe(
      200,
    );
    // sign-up gives no session (decision 012): sign in, as the web does
    const signedIn = await post('/api/auth/sign-in/email', credentials);
    expect(signedIn.statusCode).toBe(200);
    const cookie = [signedIn.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0])
      .join('; ');
    const session = () => t.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect((await session()).statusCode).toBe(200);

    await t.database.close();
    const response = await session();
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_S));
    expect(response.json()).toEqual({
      error: { code: 'unavailable', message: 'The service is briefly unavailable. Please try again.' },
    });
  });
});
