import { roundTo } from '../../../../domain/numbers';

/** Dates as the account screens show them, in the visitor's locale: '12 May 2025'. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** '12 May 2025, 14:03' */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** A change of a chapter average as the history shows it: one decimal, signed; null stays null. */
export function roundChange(change: number | null): number | null {
  if (change === null) return null;
  // Half away from zero, as scores are shown (domain/numbers): −1.25 → −1.3.
  const rounded = roundTo(change, 1);
  return Object.is(rounded, -0) ? 0 : rounded;
}
