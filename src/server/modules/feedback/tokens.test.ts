import { describe, expect, it } from 'vitest';
import { raterTokenSchema } from '../../../contract/feedback';
import { inviteEmailHash, raterLinkToken, raterRateLimitSubject, raterTokenHash } from './tokens';

const SECRET = 'a-test-secret-that-is-long-enough-000';
const OTHER_SECRET = 'another-test-secret-long-enough-11111';
const INVITE = '3f1c2b9e-8a7d-4c6b-9e5f-1a2b3c4d5e6f';

describe('rater link tokens', () => {
  it('are 32 bytes in base64url, as the contract accepts, and the same for an invite each time', () => {
    const token = raterLinkToken(SECRET, INVITE);
    expect(raterTokenSchema.safeParse(token).success).toBe(true);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(raterLinkToken(SECRET, INVITE)).toBe(token);
  });

  it('differ per invite and per secret: the stored invite id alone opens nothing', () => {
    const token = raterLinkToken(SECRET, INVITE);
    expect(raterLinkToken(SECRET, INVITE.replace(/f$/, 'e'))).not.toBe(token);
    expect(raterLinkToken(OTHER_SECRET, INVITE)).not.toBe(token);
  });

  it('are stored and rate-limited only as their SHA-256', () => {
    const token = raterLinkToken(SECRET, INVITE);
    expect(raterTokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(raterTokenHash(token)).not.toContain(token);
    expect(raterRateLimitSubject(token)).toBe(`rater:${raterTokenHash(token)}`);
  });
});

describe('invited address hashes', () => {
  it('match the same address in any case or spacing, and differ per secret', () => {
    const hash = inviteEmailHash(SECRET, 'rater@example.com');
    expect(inviteEmailHash(SECRET, '  Rater@Example.COM ')).toBe(hash);
    expect(inviteEmailHash(SECRET, 'other@example.com')).not.toBe(hash);
    expect(inviteEmailHash(OTHER_SECRET, 'rater@example.com')).not.toBe(hash);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
