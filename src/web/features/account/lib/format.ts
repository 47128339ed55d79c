import { roundTo } from '../../../../domain/numbers';

export { formatDateTime, formatLongDate as formatDate } from '../../../../domain/dates';

/** A change of a chapter average as the history shows it: one decimal, signed; null stays null. */
export function roundChange(change: number | null): number | null {
  if (change === null) return null;
  // Half away from zero, as scores are shown (domain/numbers): −1.25 → −1.3.
  const rounded = roundTo(change, 1);
  return Object.is(rounded, -0) ? 0 : rounded;
}
