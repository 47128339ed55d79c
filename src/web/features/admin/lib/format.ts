const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const numbers = new Intl.NumberFormat('en');

/** '12 Mar 2024, 14:05' in the admin's time zone; '—' for none. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dateTime.format(new Date(iso)) : '—';
}

/** A UTC day ('2024-03-12') as 'Mar 12, 2024'. */
export function formatDay(day: string): string {
  return dateOnly.format(new Date(`${day}T00:00:00Z`));
}

/** A UTC day as 'Mar 12' for chart axes. */
export function formatShortDay(day: string): string {
  return shortDay.format(new Date(`${day}T00:00:00Z`));
}

export function formatNumber(value: number): string {
  return numbers.format(value);
}

/** 28.6 → '28.6%'; null → '—'. */
export function formatPercent(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${value.toFixed(1).replace(/\.0$/, '')}%`;
}

/** Today and n−1 days back as UTC days: the period of the last n days. */
export function lastDays(n: number, now: number = Date.now()): { from: string; to: string } {
  const to = new Date(now).toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (n - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}
