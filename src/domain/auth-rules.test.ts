import { describe, expect, it } from 'vitest';
import {
  authHashRedirect,
  emailSchema,
  isValidEmail,
  loginFormSchema,
  resendConfirmationSchema,
  resetRequestSchema,
  safeNextPath,
  signupFormSchema,
  validateLogin,
  validateResendConfirmation,
  validateResetRequest,
  validateSignup,
} from './auth-rules';

const missing = { title: 'Missing Information', message: 'Please fill in all required fields.' };
const email255 = `${'a'.repeat(243)}@example.com`;

describe('e-mail', () => {
  it('must look like x@y.z without spaces', () => {
    expect(isValidEmail('x@y.z')).toBe(true);
    expect(isValidEmail('founder@startup.io')).toBe(true);
    for (const bad of ['', 'x@y', 'xy.z', 'x @y.z', 'x@y .z', '@y.z', 'x@.z', 'x@@y.z']) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });

  it('may be 255 characters, not 256', () => {
    expect(email255).toHaveLength(255);
    expect(isValidEmail(email255)).toBe(true);
    expect(isValidEmail(`a${email255}`)).toBe(false);
    expect(emailSchema.safeParse(email255).success).toBe(true);
    expect(emailSchema.safeParse(`a${email255}`).success).toBe(false);
  });

  it('is trimmed by the schema', () => {
    expect(emailSchema.parse('  x@y.z ')).toBe('x@y.z');
  });
});

describe('login and sign-up toasts', () => {
  it('require e-mail and password', () => {
    expect(validateLogin({ email: '', password: 'secret1' })).toEqual(missing);
    expect(validateLogin({ email: 'x@y.z', password: '' })).toEqual(missing);
    expect(validateLogin({ email: '   ', password: 'x' })).toEqual(missing);
    expect(validateLogin({})).toEqual(missing);
  });

  it('leave the password length to sign-up', () => {
    expect(validateLogin({ email: 'x@y.z', password: '123' })).toBeNull();
  });

  it('check sign-up in the spec order: fields, name, terms, password length', () => {
    const ok = { email: 'x@y.z', password: 'secret', name: 'Ada Founder', acceptTerms: true };
    expect(validateSignup(ok)).toBeNull();
    expect(validateSignup({ ...ok, email: '', name: '' })).toEqual(missing);
    expect(validateSignup({ ...ok, name: ' ', acceptTerms: false })).toEqual({
      title: 'Missing Information',
      message: 'Please enter your full name.',
    });
    expect(validateSignup({ ...ok, acceptTerms: false, password: '123' })).toEqual({
      title: 'Terms Required',
      message: 'Please accept the terms and conditions to continue.',
    });
    expect(validateSignup({ ...ok, password: '12345' })).toEqual({
      title: 'Invalid Password',
      message: 'Password must be at least 6 characters long.',
    });
    expect(validateSignup({ ...ok, password: '123456' })).toBeNull();
  });

  it('require an e-mail for reset and resend, with their own messages', () => {
    expect(validateResetRequest(' ')).toEqual({
      title: 'Email Required',
      message: 'Please enter your email address.',
    });
    expect(validateResendConfirmation(null)).toEqual({
      title: 'Email Required',
      message: 'Please enter your email address first.',
    });
    expect(validateResetRequest('x@y.z')).toBeNull();
    expect(validateResendConfirmation('x@y.z')).toBeNull();
  });
});

describe('form schemas', () => {
  const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message) ?? [];

  it('share the toast messages', () => {
    expect(
      messages(
        signupFormSchema.safeParse({ name: '', email: 'x@y.z', password: '12345', acceptTerms: false }),
      ),
    ).toEqual([
      'Please enter your full name.',
      'Password must be at least 6 characters long.',
      'Please accept the terms and conditions to continue.',
    ]);
    expect(messages(loginFormSchema.safeParse({ email: '', password: '' }))).toEqual([
      'Please fill in all required fields.',
      'Please fill in all required fields.',
    ]);
    expect(messages(resetRequestSchema.safeParse({ email: '' }))).toEqual([
      'Please enter your email address.',
    ]);
    expect(messages(resendConfirmationSchema.safeParse({ email: '' }))).toEqual([
      'Please enter your email address first.',
    ]);
  });

  it('parse a valid sign-up', () => {
    expect(
      signupFormSchema.parse({ name: ' Ada ', email: ' x@y.z', password: 'secret', acceptTerms: true }),
    ).toEqual({
      name: 'Ada',
      email: 'x@y.z',
      password: 'secret',
      acceptTerms: true,
    });
    expect(messages(loginFormSchema.safeParse({ email: 'nope', password: 'x' }))).toEqual([
      'Please enter a valid email address.',
    ]);
  });
});

describe('safeNextPath', () => {
  it('keeps same-site paths and defaults to /results', () => {
    expect(safeNextPath('/results/core-strength')).toBe('/results/core-strength');
    expect(safeNextPath('/results?x=1#top')).toBe('/results?x=1#top');
    expect(safeNextPath(null)).toBe('/results');
    expect(safeNextPath('')).toBe('/results');
  });

  it('refuses anything that could leave the site', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'results',
      '/ /x',
      '/\tx',
    ]) {
      expect(safeNextPath(bad), bad).toBe('/results');
    }
  });
});

describe('authHashRedirect', () => {
  it('sends auth hashes on other paths to /auth with next and the hash kept', () => {
    expect(authHashRedirect('/results', '', '#access_token=abc&type=signup')).toBe(
      '/auth?next=%2Fresults#access_token=abc&type=signup',
    );
    expect(authHashRedirect('/', '?a=1', '#error=expired')).toBe('/auth?next=%2F%3Fa%3D1#error=expired');
    expect(authHashRedirect('/x', '', 'refresh_token=r')).toBe('/auth?next=%2Fx#refresh_token=r');
  });

  it('leaves auth paths and ordinary hashes alone', () => {
    expect(authHashRedirect('/auth', '', '#access_token=abc')).toBeNull();
    expect(authHashRedirect('/auth/callback', '', '#access_token=abc')).toBeNull();
    expect(authHashRedirect('/results', '', '#overall')).toBeNull();
  });
});
