import { describe, expect, it } from 'vitest';
import {
  acceptAllConsent,
  consentRecord,
  consentState,
  customConsent,
  DEFAULT_CONSENT,
  essentialOnlyConsent,
  isConsentRecord,
  parseStoredConsent,
  withdrawConsent,
} from './consent';

describe('consent choices', () => {
  it('keep essential on, analytics and marketing off by default', () => {
    expect(DEFAULT_CONSENT).toEqual({ essential: true, analytics: false, marketing: false });
    expect(acceptAllConsent()).toEqual({ essential: true, analytics: true, marketing: true });
    expect(essentialOnlyConsent()).toEqual(DEFAULT_CONSENT);
    expect(customConsent({ analytics: true, marketing: false })).toEqual({
      essential: true,
      analytics: true,
      marketing: false,
    });
    expect(withdrawConsent()).toEqual({ essential: true, analytics: false, marketing: false });
  });

  it('name the consent states', () => {
    expect(consentState(null)).toBe('no-choice');
    expect(consentState(acceptAllConsent())).toBe('accepted-all');
    expect(consentState(essentialOnlyConsent())).toBe('essential-only');
    expect(consentState(customConsent({ analytics: false, marketing: true }))).toBe('custom');
  });
});

describe('consent record', () => {
  const record = consentRecord(customConsent({ analytics: true, marketing: false }), {
    now: new Date('2025-01-31T10:00:00Z'),
    visitorId: 'visitor-1',
  });

  it('carries the choices, timestamp, version 1.0 and visitor id', () => {
    expect(record).toEqual({
      essential: true,
      analytics: true,
      marketing: false,
      timestamp: '2025-01-31T10:00:00.000Z',
      version: '1.0',
      visitorId: 'visitor-1',
    });
    expect(isConsentRecord(record)).toBe(true);
  });

  it('rejects essential off, another version or a missing visitor id', () => {
    expect(isConsentRecord({ ...record, essential: false })).toBe(false);
    expect(isConsentRecord({ ...record, version: '0.9' })).toBe(false);
    expect(isConsentRecord({ ...record, visitorId: '' })).toBe(false);
  });

  it('reads stored consent, asking again when unreadable or of another version', () => {
    expect(parseStoredConsent(JSON.stringify(record))).toEqual(record);
    expect(parseStoredConsent(JSON.stringify({ ...record, version: '0.9' }))).toBeNull();
    expect(parseStoredConsent('{oops')).toBeNull();
    expect(parseStoredConsent(null)).toBeNull();
  });
});
