import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isConsentRecord } from './consent';
import { consentRecordSchema } from './consent-schema';

const record = {
  essential: true,
  analytics: false,
  marketing: true,
  timestamp: '2026-11-22T10:00:00.000Z',
  version: '1.0',
  visitorId: 'visitor_1',
};

describe('consent schema', () => {
  it('accepts a current record and refuses a changed one', () => {
    expect(consentRecordSchema.safeParse(record).success).toBe(true);
    expect(consentRecordSchema.safeParse({ ...record, essential: false }).success).toBe(false);
    expect(consentRecordSchema.safeParse({ ...record, version: '0.9' }).success).toBe(false);
  });

  it('agrees with the zod-free check the browser uses', () => {
    fc.assert(
      fc.property(
        fc.record({
          essential: fc.oneof(fc.constant(true), fc.boolean(), fc.constant('yes')),
          analytics: fc.oneof(fc.boolean(), fc.constant(1)),
          marketing: fc.boolean(),
          timestamp: fc.oneof(
            fc
              .date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true })
              .map((d) => d.toISOString()),
            fc.constant('yesterday'),
          ),
          version: fc.constantFrom('1.0', '2.0'),
          visitorId: fc.string({ maxLength: 210 }),
        }),
        (candidate) => {
          expect(isConsentRecord(candidate)).toBe(consentRecordSchema.safeParse(candidate).success);
        },
      ),
    );
  });
});
