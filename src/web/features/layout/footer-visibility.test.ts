import { describe, expect, it } from 'vitest';
import { isFooterHidden } from './footer-visibility';

describe('isFooterHidden', () => {
  it('hides the footer on the flow, results, loading and admin pages', () => {
    for (const path of [
      '/assessment',
      '/results',
      '/results/core-strength',
      '/chapter/abc/intro',
      '/chapter/abc/outro',
      '/overview',
      '/introduction',
      '/loading-results',
      '/admin',
      '/admin/users',
    ])
      expect(isFooterHidden(path), path).toBe(true);
  });

  it('shows it elsewhere', () => {
    for (const path of [
      '/',
      '/auth',
      '/terms',
      '/privacy',
      '/cookies',
      '/email-test',
      '/no/such/page',
      '/resultsx',
    ])
      expect(isFooterHidden(path), path).toBe(false);
  });
});
