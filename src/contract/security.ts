import { z } from 'zod';

/**
 * The security layer's HTTP contract (docs/security.md): CSRF double-submit names, the public settings,
 * the signed-in session's status and activity pings, and the error codes the web reacts to.
 */

export {
  CLIENT_FINGERPRINT_HEADER,
  CSRF_COOKIE,
  CSRF_COOKIE_HTTPS,
  CSRF_HEADER,
  csrfCookieName,
  SECURITY_ERRORS,
  securityPaths,
} from './security-paths';

export const publicSettingsSchema = z.object({ devtoolsDeterrent: z.boolean() });
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const sessionStatusSchema = z.object({
  signedIn: z.boolean(),
  /** the session was just ended as suspicious (the 'Security Alert' toast) */
  suspicious: z.boolean(),
  threatLevel: z.enum(['low', 'medium', 'high']),
  /** ms the server ends a session after (30 min) */
  inactivityTimeoutMs: z.number().int(),
  lastActivity: z.string().nullable(),
});
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

export const activityBodySchema = z.object({}).strict();
export const activityResponseSchema = z.object({ ok: z.literal(true), lastActivity: z.string().nullable() });
