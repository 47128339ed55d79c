import { CONSENT_VERSION } from './constants';

// No zod here: the cookie banner runs on the landing page, which ships nothing it does not need. The
// matching zod schemas for the server are in consent-schema.ts.

/** The consent categories: essential is always on, analytics and marketing are off until chosen. */
export interface ConsentChoices {
  essential: true;
  analytics: boolean;
  marketing: boolean;
}

/** The stored and logged consent (spec 3 consent_data). */
export interface ConsentRecord extends ConsentChoices {
  /** ISO 8601 */
  timestamp: string;
  version: typeof CONSENT_VERSION;
  visitorId: string;
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Whether a value is a valid consent record of the current version. */
export function isConsentRecord(value: unknown): value is ConsentRecord {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    v.essential === true &&
    typeof v.analytics === 'boolean' &&
    typeof v.marketing === 'boolean' &&
    typeof v.timestamp === 'string' &&
    ISO_DATE_TIME.test(v.timestamp) &&
    v.version === CONSENT_VERSION &&
    typeof v.visitorId === 'string' &&
    v.visitorId.length >= 1 &&
    v.visitorId.length <= 200
  );
}

export const DEFAULT_CONSENT: ConsentChoices = { essential: true, analytics: false, marketing: false };

export function acceptAllConsent(): ConsentChoices {
  return { essential: true, analytics: true, marketing: true };
}

export function essentialOnlyConsent(): ConsentChoices {
  return { ...DEFAULT_CONSENT };
}

/** The settings dialog's 'Save Preferences'; essential cannot be switched off. */
export function customConsent(choices: { analytics: boolean; marketing: boolean }): ConsentChoices {
  return { essential: true, analytics: choices.analytics, marketing: choices.marketing };
}

/** Withdrawing turns analytics and marketing off. */
export function withdrawConsent(): ConsentChoices {
  return essentialOnlyConsent();
}

/** The record to store and log for a choice; the caller supplies the time and the visitor id. */
export function consentRecord(
  choices: ConsentChoices,
  context: { now: Date; visitorId: string },
): ConsentRecord {
  return {
    essential: true,
    analytics: choices.analytics,
    marketing: choices.marketing,
    timestamp: context.now.toISOString(),
    version: CONSENT_VERSION,
    visitorId: context.visitorId,
  };
}

/**
 * Reads the stored consent (cookie_consent). Missing, unreadable or another version gives null: the
 * banner asks again, since a choice made under other terms does not carry over.
 */
export function parseStoredConsent(json: string | null | undefined): ConsentRecord | null {
  if (!json) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    return isConsentRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export type ConsentState = 'no-choice' | 'accepted-all' | 'essential-only' | 'custom';

/** The consent state from the stored record (spec 4 "Consent states"); the banner shows on 'no-choice'. */
export function consentState(record: ConsentChoices | null | undefined): ConsentState {
  if (!record) return 'no-choice';
  if (record.analytics && record.marketing) return 'accepted-all';
  if (!record.analytics && !record.marketing) return 'essential-only';
  return 'custom';
}
