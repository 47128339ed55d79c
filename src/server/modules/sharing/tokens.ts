import { createHash, randomBytes } from 'node:crypto';

/** A share link's token: 32 random bytes (43 base64url characters), shown once, never stored. */
export function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token, and looks it up by. */
export function shareTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The rate-limit row's identifier of a link, from its stored hash (never the token itself). */
export function shareRateLimitIdentifier(tokenHash: string): string {
  return `shared:${tokenHash}`;
}
