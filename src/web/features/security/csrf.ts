import { CSRF_HEADER, csrfCookieName } from '../../../contract/security-paths';
import { CSRF_TOKEN_BYTES } from '../../../domain/constants';
import { bytesToHex, isCsrfTokenFormat } from '../../../domain/security';
import { SESSION_KEYS, sessionStore } from '../../lib/storage';

function cookieName(): string {
  return csrfCookieName(window.location.protocol === 'https:');
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

function freshToken(): string {
  const bytes = new Uint8Array(CSRF_TOKEN_BYTES);
  crypto.getRandomValues(bytes);
  return bytesToHex(bytes);
}

/**
 * The page's CSRF token (spec 9: 32 random bytes as 64 hex characters, in session storage). The same
 * value sits in a cookie the page sets itself (SameSite=Strict; __Host- and Secure on https), which the
 * server compares with the header: a foreign page can set neither. All tabs share the cookie's token,
 * so one tab never invalidates another's; a tab adopts it into its session storage.
 */
export function csrfToken(): string {
  const name = cookieName();
  const fromCookie = readCookie(name);
  const stored = sessionStore.get(SESSION_KEYS.csrfToken);
  const token =
    fromCookie && isCsrfTokenFormat(fromCookie)
      ? fromCookie
      : stored && isCsrfTokenFormat(stored)
        ? stored
        : freshToken();
  if (stored !== token) sessionStore.set(SESSION_KEYS.csrfToken, token);
  if (fromCookie !== token) {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: the double-submit cookie must be set by the page itself
    document.cookie = `${name}=${token}; Path=/; SameSite=Strict${secure}`;
  }
  return token;
}

/** The header for a state-changing call; nothing where there is no browser (tests, prerendering). */
export function csrfHeaders(method: string): Record<string, string> {
  if (method === 'GET' || method === 'HEAD' || typeof document === 'undefined') return {};
  try {
    return { [CSRF_HEADER]: csrfToken() };
  } catch {
    return {};
  }
}
