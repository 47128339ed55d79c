/**
 * Dates as the product shows them, in its own language and the visitor's time zone: '12 May 2025' and
 * '12 May 2025, 14:03'. Written out here rather than with Intl.DateTimeFormat, whose first use loads
 * the browser's locale data: about 20 ms of main thread, four times that on a mid-range phone.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '12 May 2025'; an unreadable value is shown as it came. */
export function formatLongDate(iso: string): string {
  const date = parse(iso);
  if (!date) return iso;
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** '12 May 2025, 14:03' (24-hour clock); an unreadable value is shown as it came. */
export function formatDateTime(iso: string): string {
  const date = parse(iso);
  if (!date) return iso;
  const month = MONTHS[date.getMonth()]?.slice(0, 3);
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  return `${date.getDate()} ${month} ${date.getFullYear()}, ${time}`;
}
