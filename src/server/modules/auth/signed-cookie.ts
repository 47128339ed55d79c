import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The value of a cookie signed the way Better Auth signs its session cookie (`value.signature`, the
 * signature base64 HMAC-SHA256 of the value under the auth secret), or null when it is not signed by
 * `secret`. Synchronous and constant-time: the same check Better Auth makes, without WebCrypto's
 * per-call key import.
 */
export function verifiedCookieValue(cookie: string | undefined, secret: string): string | null {
  if (!cookie) return null;
  const dot = cookie.lastIndexOf('.');
  if (dot < 1) return null;
  const value = cookie.slice(0, dot);
  const signature = cookie.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(value).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
