import { eq } from 'drizzle-orm';
import { SECURITY_SETTING_DEFAULTS, SETTING_KEYS, securitySettingsSchema } from '../../../contract/admin';
import { REQUIRE_EMAIL_CONFIRMATION_SETTING } from '../../../contract/auth';
import type { Database } from '../../db/client';
import { appSettings } from '../../db/schema';

/** A setting's JSON value counts as on when it is `true` (or `{ "enabled": true }`). */
export function isSettingOn(value: unknown): boolean {
  if (value === true) return true;
  return typeof value === 'object' && value !== null && (value as { enabled?: unknown }).enabled === true;
}

/**
 * Whether sign-in waits for a confirmed e-mail. Read on every sign-up and sign-in (one primary-key
 * lookup), so the admin's switch applies at once on every instance. A failed read fails the request:
 * sign-in and sign-up fail closed.
 */
export async function requiresEmailConfirmation(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, REQUIRE_EMAIL_CONFIRMATION_SETTING));
  return isSettingOn(row?.value);
}

/**
 * The admin setting passwordMinLength: the minimum for new passwords (sign-up, reset, change), read on
 * each such request so a change applies at once on every instance. A missing or malformed value means
 * the default (the spec's 6); a failed read fails the request (these endpoints fail closed).
 */
export async function passwordMinLength(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SETTING_KEYS.passwordMinLength));
  const parsed = securitySettingsSchema.shape.passwordMinLength.safeParse(row?.value);
  return parsed.success ? parsed.data : SECURITY_SETTING_DEFAULTS.passwordMinLength;
}
