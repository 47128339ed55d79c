import { createHash, createHmac, randomBytes } from 'node:crypto';
import { normaliseInviteEmail } from '../../../domain/feedback-rules';

/**
 * A rater's link token: 32 bytes (43 base64url characters), the HMAC-SHA-256 of the invite's random id
 * under the server's auth secret. Only its SHA-256 is stored, so the database alone opens no link, yet
 * the reminder can carry the same link the invite did (the "still works" the e-mail promises).
 */
export function raterLinkToken(secret: string, inviteId: string): string {
  return createHmac('sha256', secret).update(`rater-link\u0000${inviteId}`).digest('base64url');
}

/** What the database keeps of a token, and looks it up by. */
export function raterTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A browser's draft key (the rater draft cookie): 32 random bytes, 43 base64url characters. */
export function newRaterDraftKey(): string {
  return randomBytes(32).toString('base64url');
}

/** A draft key as `newRaterDraftKey` makes it (32 random bytes, base64url): anything else counts as none. */
export function isRaterDraftKey(key: string | null | undefined): key is string {
  return typeof key === 'string' && /^[A-Za-z0-9_-]{43}$/.test(key);
}

/** What the database keeps of a draft key; null for a missing or malformed cookie. */
export function raterDraftKeyHash(key: string | null | undefined): string | null {
  if (!isRaterDraftKey(key)) return null;
  return createHash('sha256').update(`rater-draft\u0000${key}`).digest('hex');
}

/**
 * An invited address as kept for good: HMAC-SHA-256 under the auth secret of the normalised address, so
 * "one e-mail per address per round" holds after the address itself is dropped, and a copy of the
 * database cannot be searched for a known address without the secret.
 */
export function inviteEmailHash(secret: string, email: string): string {
  return createHmac('sha256', secret)
    .update(`rater-email\u0000${normaliseInviteEmail(email)}`)
    .digest('hex');
}

/**
 * The rate-limit subject of a rater's calls: their link, by its hash (the stored rate-limit row never
 * holds a token). The founder's account deletion removes these rows with the invites.
 */
export function raterRateLimitSubject(token: string): string {
  return raterRateLimitIdentifier(raterTokenHash(token));
}

/** The rate-limit row's identifier of a link, from its stored hash. */
export function raterRateLimitIdentifier(tokenHash: string): string {
  return `rater:${tokenHash}`;
}
