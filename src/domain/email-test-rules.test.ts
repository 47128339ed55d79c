import { describe, expect, it } from 'vitest';
import { emailTestAddressSchema, validateEmailTestAddress } from './email-test-rules';

describe('e-mail test page', () => {
  it('asks for an address, in German', () => {
    expect(validateEmailTestAddress('')).toBe('Bitte gib eine E-Mail-Adresse ein');
    expect(validateEmailTestAddress('  ')).toBe('Bitte gib eine E-Mail-Adresse ein');
    expect(validateEmailTestAddress(null)).toBe('Bitte gib eine E-Mail-Adresse ein');
  });

  it('needs an @, in German', () => {
    expect(validateEmailTestAddress('founder.startup.io')).toBe('Bitte gib eine gültige E-Mail-Adresse ein');
    expect(validateEmailTestAddress('a@b')).toBeNull();
  });

  it('has a schema with the same messages', () => {
    expect(emailTestAddressSchema.safeParse('').error?.issues[0]?.message).toBe(
      'Bitte gib eine E-Mail-Adresse ein',
    );
    expect(emailTestAddressSchema.safeParse('x').error?.issues[0]?.message).toBe(
      'Bitte gib eine gültige E-Mail-Adresse ein',
    );
    expect(emailTestAddressSchema.parse(' a@b.c ')).toBe('a@b.c');
  });
});
