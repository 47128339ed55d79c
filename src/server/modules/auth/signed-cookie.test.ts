import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifiedCookieValue } from './signed-cookie';

const secret = 'a-secret-that-is-long-enough-for-the-test-0123456789';
const signed = (value: string, key = secret) =>
  `${value}.${createHmac('sha256', key).update(value).digest('base64')}`;

describe('verifiedCookieValue', () => {
  it('answers the value of a cookie signed with the secret', () => {
    expect(verifiedCookieValue(signed('tokenABC'), secret)).toBe('tokenABC');
    // a value may itself hold dots: the signature is after the last one
    expect(verifiedCookieValue(signed('a.b.c'), secret)).toBe('a.b.c');
  });

  it('refuses another secret, a changed value or signature, and malformed cookies', () => {
    expect(verifiedCookieValue(signed('tokenABC', `${secret}x`), secret)).toBeNull();
    expect(verifiedCookieValue(signed('tokenABC').replace('tokenABC', 'tokenABD'), secret)).toBeNull();
    const good = signed('tokenABC');
    const flipped = `${good.slice(0, -2)}${good.at(-2) === 'A' ? 'B' : 'A'}=`;
    expect(verifiedCookieValue(flipped, secret)).toBeNull();
    expect(verifiedCookieValue(undefined, secret)).toBeNull();
    expect(verifiedCookieValue('', secret)).toBeNull();
    expect(verifiedCookieValue('tokenABC', secret)).toBeNull();
    expect(verifiedCookieValue('.abc', secret)).toBeNull();
    expect(verifiedCookieValue('tokenABC.short=', secret)).toBeNull();
  });
});
