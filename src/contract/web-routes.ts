/**
 * Every screen of the web app (spec section 2). The server answers 404 for any other path, and the
 * prerendered ones are static HTML that paints before JavaScript runs.
 */
export const WEB_ROUTE_PATTERNS = [
  '/',
  '/introduction',
  '/overview',
  '/chapter/:chapterId/intro',
  '/chapter/:chapterId/outro',
  '/assessment',
  '/loading-results',
  '/results',
  '/results/core-strength',
  '/results/uplift-potential',
  '/auth',
  '/auth/callback',
  '/email-test',
  '/feedback/:token',
  '/shared/:token',
  '/plan-reminders/unsubscribe',
  '/terms',
  '/privacy',
  '/cookies',
  '/admin/login',
  '/admin',
  '/admin/*',
] as const;

export const PRERENDERED_PATHS = ['/', '/introduction', '/overview', '/assessment', '/results'] as const;

/** True when `pathname` is a screen of the app; `*` matches the rest of the path. */
export function isWebRoute(pathname: string): boolean {
  const parts = trimSlashes(pathname).split('/');
  return WEB_ROUTE_PATTERNS.some((pattern) => {
    const want = trimSlashes(pattern).split('/');
    for (let i = 0; i < want.length; i++) {
      if (want[i] === '*') return true;
      if (i >= parts.length) return false;
      if (want[i]?.startsWith(':')) {
        if (!parts[i]) return false;
        continue;
      }
      if (want[i] !== parts[i]) return false;
    }
    return want.length === parts.length;
  });
}

function trimSlashes(p: string): string {
  return p.replace(/^\/+|\/+$/g, '');
}
