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

/**
 * Screens opened from a private link (a token in the path or the query): never indexed, and the server
 * says so in a header before any script runs.
 */
export const PRIVATE_LINK_PATTERNS = [
  '/feedback/:token',
  '/shared/:token',
  '/plan-reminders/unsubscribe',
  '/auth/callback',
] as const satisfies ReadonlyArray<(typeof WEB_ROUTE_PATTERNS)[number]>;

/** True when `pathname` is a screen of the app; `*` matches the rest of the path. */
export function isWebRoute(pathname: string): boolean {
  return WEB_ROUTE_PATTERNS.some((pattern) => matchesPattern(pattern, pathname));
}

/** True when `pathname` is a screen opened from a private link. */
export function isPrivateLinkRoute(pathname: string): boolean {
  return PRIVATE_LINK_PATTERNS.some((pattern) => matchesPattern(pattern, pathname));
}

function matchesPattern(pattern: string, pathname: string): boolean {
  const parts = trimSlashes(pathname).split('/');
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
}

function trimSlashes(p: string): string {
  return p.replace(/^\/+|\/+$/g, '');
}
