import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser, uniqueEmail } from '../modules/auth/test-browser';
import { ACCOUNT_LIMITS } from '../modules/security/account-throttle';
import { openTestApp, type TestApp } from '../test-support/app';
import { PASSWORD, signedInBrowser } from './helpers';

/** Brute force against sign-in, sign-up and reset: per address (Better Auth) and per account (ours). */
let direct: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  direct = await openTestApp();
  proxied = await openTestApp({ env: { TRUST_PROXY: 'true' } });
}, 180_000);
afterAll(async () => {
  await direct?.close();
  await proxied?.close();
});

function signIn(t: TestApp, email: string, password: string, remoteAddress: string, forwardedFor?: string) {
  return t.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress,
    headers: { origin: t.config.publicUrl, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: { email, password },
  });
}

describe('per address (Better Auth, 10 sign-ins a minute)', () => {
  it('a spoofed X-Forwarded-For does not reset the counter without TRUST_PROXY', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await signIn(
        direct,
        uniqueEmail('nobody'),
        'wrong password',
        '203.0.113.50',
        `10.0.0.${i}`,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('with TRUST_PROXY=true the forwarded address is the client (each gets its own counter)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await signIn(
        proxied,
        uniqueEmail('nobody'),
        'wrong password',
        '127.0.0.1',
        `198.18.0.${i}`,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
    // and one forwarded address is still limited
    const same: number[] = [];
    for (let i = 0; i < 11; i++)
      same.push(
        (await signIn(proxied, uniqueEmail('nobody'), 'wrong', '127.0.0.1', '198.18.1.1')).statusCode,
      );
    expect(same.at(-1)).toBe(429);
  });

  it('sign-up and reset requests are limited per address too', async () => {
    const resets: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await direct.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: '203.0.113.60',
        headers: { origin: direct.config.publicUrl },
        payload: { email: uniqueEmail('reset'), redirectTo: '/auth/callback' },
      });
      resets.push(res.statusCode);
    }
    expect(resets).toEqual([200, 200, 200, 429]);
    const signUps: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await direct.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        remoteAddress: '203.0.113.61',
        headers: { origin: direct.config.publicUrl },
        payload: { name: 'Many Accounts', email: uniqueEmail('bulk'), password: PASSWORD },
      });
      signUps.push(res.statusCode);
    }
    expect(signUps.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(signUps[10]).toBe(429);
  });
});

describe('per account (ours): rotating addresses does not help', () => {
  it(`locks sign-in for an account after ${ACCOUNT_LIMITS['/sign-in/email'].max} failures from many addresses, even with the right password`, async () => {
    const { email } = await signedInBrowser(proxied, { ip: '198.19.0.1' });
    const max = ACCOUNT_LIMITS['/sign-in/email'].max;
    for (let i = 0; i < max; i++) {
      const res = await signIn(proxied, email, `wrong ${i}`, '127.0.0.1', `198.19.${i + 1}.1`);
      expect(res.statusCode).toBe(401);
    }
    const locked = await signIn(proxied, email, PASSWORD, '127.0.0.1', '198.19.200.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      code: 'TOO_MANY_ATTEMPTS_FOR_ACCOUNT',
      message: 'Too many attempts for this account. Please try again later.',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.headers['x-retry-after']).toBe(locked.headers['retry-after']);
    // the address case and spelling do not matter
    expect(
      (await signIn(proxied, email.toUpperCase(), PASSWORD, '127.0.0.1', '198.19.201.1')).statusCode,
    ).toBe(429);
    // another account is unaffected
    const other = await signedInBrowser(proxied, { ip: '198.19.0.2' });
    expect((await signIn(proxied, other.email, PASSWORD, '127.0.0.1', '198.19.202.1')).statusCode).toBe(200);
  });

  it('a successful sign-in clears the failures', async () => {
    const { email } = await signedInBrowser(proxied, { ip: '198.20.0.1' });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < ACCOUNT_LIMITS['/sign-in/email'].max - 1; i++)
        expect(
          (await signIn(proxied, email, 'wrong', '127.0.0.1', `198.20.${round}.${i + 2}`)).statusCode,
        ).toBe(401);
      expect((await signIn(proxied, email, PASSWORD, '127.0.0.1', `198.20.${round}.200`)).statusCode).toBe(
        200,
      );
    }
  });

  it('limits reset e-mails and sign-ups per address of the account, whatever the client address', async () => {
    const email = uniqueEmail('victim');
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_LIMITS['/request-password-reset'].max + 1; i++) {
      const res = await proxied.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        remoteAddress: '127.0.0.1',
        headers: { origin: proxied.config.publicUrl, 'x-forwarded-for': `198.21.${i}.1` },
        payload: { email, redirectTo: '/auth/callback' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);

    const signUps: number[] = [];
    const target = uniqueEmail('taken');
    for (let i = 0; i < ACCOUNT_LIMITS['/sign-up/email'].max + 1; i++) {
      const browser = new TestBrowser(proxied.app, proxied.config.publicUrl, '127.0.0.1');
      const res = await browser.request({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { 'x-forwarded-for': `198.22.${i}.1` },
        payload: { name: 'Same Mail', email: target, password: PASSWORD },
      });
      signUps.push(res.statusCode);
    }
    expect(signUps.at(-1)).toBe(429);
  });
});
