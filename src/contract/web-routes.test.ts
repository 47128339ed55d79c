import { describe, expect, it } from 'vitest';
import { isWebRoute } from './web-routes';

describe('isWebRoute', () => {
  it('knows every screen of the spec', () => {
    for (const p of [
      '/',
      '/overview',
      '/chapter/abc/intro',
      '/results/core-strength',
      '/admin/users',
      '/admin',
    ]) {
      expect(isWebRoute(p), p).toBe(true);
    }
  });
  it('rejects unknown paths so the server can answer 404', () => {
    for (const p of ['/nope', '/chapter/abc', '/chapter//intro', '/results/other', '/overview/extra']) {
      expect(isWebRoute(p), p).toBe(false);
    }
  });
  it('ignores a trailing slash', () => {
    expect(isWebRoute('/overview/')).toBe(true);
  });
});
