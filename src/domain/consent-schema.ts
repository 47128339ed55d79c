import { z } from 'zod';
import type { ConsentChoices, ConsentRecord } from './consent';
import { CONSENT_VERSION } from './constants';

/** The consent categories as the server validates them; the same rules as isConsentRecord. */
export const consentChoicesSchema = z.object({
  essential: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
}) satisfies z.ZodType<ConsentChoices>;

export const consentRecordSchema = consentChoicesSchema.extend({
  timestamp: z.iso.datetime({ offset: true }),
  version: z.literal(CONSENT_VERSION),
  visitorId: z.string().min(1).max(200),
}) satisfies z.ZodType<ConsentRecord>;
