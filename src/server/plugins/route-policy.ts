import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_BASE_PATH } from '../../contract/auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** set at registration for every route under /api/: the API's policies apply to it */
    api?: boolean;
    /** set at registration: its answers are about one person, never stored by a browser or a proxy */
    personal?: boolean;
    /** a write that carries no ambient credential, so it needs no CSRF pair (one-click unsubscribe) */
    csrfExempt?: boolean;
  }
}

/** Better Auth's catch-all route: its endpoints are the wildcard's value. */
export const BETTER_AUTH_ROUTE = `${AUTH_BASE_PATH}/*`;

/** Routes whose answers are about one person: their account, sessions, results, admin data. */
const PERSONAL_ROUTE = /^\/api\/(me|sessions|admin|security|auth|email-test)(\/|$)/;

// RFC 3986 2.3: an encoded unreserved character is the same URI as the character itself
const ENCODED_UNRESERVED = /%(2[dDeE]|3\d|[46][1-9a-fA-F]|[57][0-9aA]|5[fF]|7[eE])/g;
// what may make a path mean something else once decoded or resolved: '%', '\', dot segments
const NEEDS_CANONICAL = /%|\\|\/\.|^[^/]/;

/**
 * The one form of a request's path that routing, every policy, Better Auth (a WHATWG URL) and the log
 * see: encoded unreserved characters decoded, dot segments resolved, backslashes as slashes. Without it
 * `/%61pi/me` reached `/api/me` while a check on the raw text saw another path.
 */
export function canonicalUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  if (!NEEDS_CANONICAL.test(path) || !path.startsWith('/')) return url;
  const decoded = path.replace(ENCODED_UNRESERVED, (_match, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  // the origin is prefixed, not a base: '//host/…' must stay a path, never become another host
  const resolved = new URL(`http://canonical.invalid${decoded}`).pathname;
  return queryAt < 0 ? resolved : resolved + url.slice(queryAt);
}

/**
 * Stamps each route with what its declared path means for policy (`api`, `personal`), once, when it is
 * registered: the hooks read the matched route's config and never test the request's URL.
 */
export function registerRoutePolicy(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const api = route.url.startsWith('/api/');
    route.config = { ...route.config, api, personal: api && PERSONAL_ROUTE.test(route.url) };
  });
}

/** The matched route is part of the API (unmatched requests are not). */
export const isApiRoute = (request: FastifyRequest): boolean => request.routeOptions.config?.api === true;

/** Better Auth's endpoint for a request on its route ('/sign-in/email'), else null. */
export function betterAuthPath(request: FastifyRequest): string | null {
  if (request.routeOptions.url !== BETTER_AUTH_ROUTE) return null;
  const rest = (request.params as { '*'?: string } | undefined)?.['*'];
  return typeof rest === 'string' ? `/${rest}` : null;
}
