import { createHash, createHmac } from 'node:crypto';

/**
 * A plan's one-click unsubscribe token: the HMAC-SHA-256 of the plan's random id under the server's auth
 * secret (43 base64url characters). Only its SHA-256 is stored, so the database alone stops no reminders,
 * yet every reminder of the plan carries the same working link.
 */
export function unsubscribeToken(secret: string, planId: string): string {
  return createHmac('sha256', secret).update(`plan-unsubscribe\u0000${planId}`).digest('base64url');
}

/** What the database keeps of a token, and looks it up by. */
export function unsubscribeTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
