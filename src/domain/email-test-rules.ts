import { z } from 'zod';
import { EMAIL_TEST_MESSAGES } from './messages';

/**
 * The German e-mail test page's check: not empty, contains an @ (spec 5). Deliberately looser than
 * the general e-mail rule, as the spec states it.
 */
export function validateEmailTestAddress(email: string | null | undefined): string | null {
  const text = (email ?? '').trim();
  if (text === '') return EMAIL_TEST_MESSAGES.emailRequired;
  if (!text.includes('@')) return EMAIL_TEST_MESSAGES.emailInvalid;
  return null;
}

export const emailTestAddressSchema = z
  .string()
  .trim()
  .min(1, EMAIL_TEST_MESSAGES.emailRequired)
  .refine((email) => email.includes('@'), EMAIL_TEST_MESSAGES.emailInvalid);
