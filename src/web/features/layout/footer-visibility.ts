/**
 * The footer is hidden on the assessment, results, chapter, overview, introduction, loading and admin
 * pages (spec 2 "Cookie banner, settings and footer"): matched by the first path segment.
 */
export const FOOTER_HIDDEN_SEGMENTS = [
  'assessment',
  'results',
  'chapter',
  'overview',
  'introduction',
  'loading-results',
  'admin',
] as const;

export function isFooterHidden(pathname: string): boolean {
  const first = pathname.replace(/^\/+/, '').split('/')[0] ?? '';
  return (FOOTER_HIDDEN_SEGMENTS as readonly string[]).includes(first);
}

/** The window event the footer's 'Cookie Settings' fires; the consent feature opens its dialog on it. */
export const OPEN_COOKIE_SETTINGS_EVENT = 'openCookieSettings';
