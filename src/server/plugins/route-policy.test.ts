import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalUrl } from './route-policy';

const hex = (c: string, upper: boolean) => {
  const code = c.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${upper ? code.toUpperCase() : code}`;
};

describe('canonicalUrl', () => {
  it('decodes encoded unreserved characters, in either case of hex', () => {
    expect(canonicalUrl('/%61pi/me/profile')).toBe('/api/me/profile');
    expect(canonicalUrl('/api/%6D%65/export')).toBe('/api/me/export');
    expect(canonicalUrl('/api/shared/%41b-_.~9')).toBe('/api/shared/Ab-_.~9');
  });

  it('resolves dot segments, encoded or not, and reads a backslash as a slash', () => {
    expect(canonicalUrl('/x/../api/me')).toBe('/api/me');
    expect(canonicalUrl('/x/%2e%2e/api/me')).toBe('/api/me');
    expect(canonicalUrl('/api/./me')).toBe('/api/me');
    expect(canonicalUrl('/api/auth/x/%2E%2E/sign-in/email')).toBe('/api/auth/sign-in/email');
    expect(canonicalUrl('/api/auth/x\\..\\sign-in/email')).toBe('/api/auth/sign-in/email');
  });

  it('keeps reserved encodings, the query and a leading double slash as they are', () => {
    expect(canonicalUrl('/api%2Fme')).toBe('/api%2Fme');
    expect(canonicalUrl('/api/me?next=%2F%61')).toBe('/api/me?next=%2F%61');
    expect(canonicalUrl('/%61pi/me?x=/../y')).toBe('/api/me?x=/../y');
    // never another host: '//evil.example/api' is a path here
    expect(canonicalUrl('//evil.example/%61pi')).toBe('//evil.example/api');
    expect(canonicalUrl('/api/me')).toBe('/api/me');
  });

  it('maps any encoding of a route path back to the path itself, and is idempotent', () => {
    const paths = [
      '/api/me/profile',
      '/api/admin/settings',
      '/api/shared/tok-EN_1',
      '/api/auth/sign-in/email',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...paths),
        fc.array(fc.tuple(fc.boolean(), fc.boolean()), { minLength: 40, maxLength: 40 }),
        fc.boolean(),
        (path, choices, dotted) => {
          const encoded = [...path]
            .map((c, i) => {
              const [encode, upper] = choices[i] ?? [false, false];
              return encode && c !== '/' ? hex(c, upper) : c;
            })
            .join('');
          const variant = dotted ? `/x/%2e%2e${encoded}` : encoded;
          expect(canonicalUrl(variant)).toBe(path);
          expect(canonicalUrl(canonicalUrl(variant))).toBe(path);
        },
      ),
    );
  });
});
