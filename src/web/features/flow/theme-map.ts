import type { Area } from '../../../domain/questionnaire';
import type { PageTheme } from './hooks/use-page-theme';

/**
 * The colour theme of each path of the public flow. /inner-game and /outer-game (with /introduction,
 * /assessment and /results beneath) are colour entries only, as the spec maps them: not screens.
 */
export const PATH_THEMES: Readonly<Record<string, PageTheme>> = {
  '/': 'neutral',
  '/introduction': 'olive',
  '/overview': 'neutral',
  '/loading-results': 'inner',
  '/inner-game': 'inner',
  '/inner-game/introduction': 'inner',
  '/inner-game/assessment': 'inner',
  '/inner-game/results': 'inner',
  '/outer-game': 'outer',
  '/outer-game/introduction': 'outer',
  '/outer-game/assessment': 'outer',
  '/outer-game/results': 'outer',
};

export function themeForPath(pathname: string): PageTheme {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PATH_THEMES[trimmed] ?? 'neutral';
}

/** Chapter pages and questions take their area's theme: inner purple, outer olive. */
export function themeForArea(area: Area | null | undefined): PageTheme {
  return area === 'outer' ? 'outer' : area === 'inner' ? 'inner' : 'neutral';
}
