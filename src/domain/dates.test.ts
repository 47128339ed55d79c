import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatLongDate } from './dates';

describe('dates as the product shows them', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes a long date in the visitor’s time zone', () => {
    const local = new Date(2025, 4, 12, 23, 30).toISOString();
    expect(formatLongDate(local)).toBe('12 May 2025');
    expect(formatLongDate(new Date(2026, 0, 1, 0, 5).toISOString())).toBe('1 January 2026');
  });

  it('writes a date and a 24-hour time', () => {
    expect(formatDateTime(new Date(2025, 4, 12, 14, 3).toISOString())).toBe('12 May 2025, 14:03');
    expect(formatDateTime(new Date(2025, 11, 2, 9, 0).toISOString())).toBe('2 Dec 2025, 09:00');
  });

  it('shows an unreadable value as it came', () => {
    expect(formatLongDate('not a date')).toBe('not a date');
    expect(formatDateTime('')).toBe('');
  });

  it('never loads Intl date formatting (a long task on first use)', () => {
    const spy = vi.spyOn(Intl, 'DateTimeFormat');
    const toLocale = vi.spyOn(Date.prototype, 'toLocaleDateString');
    formatLongDate('2025-05-12T10:00:00Z');
    formatDateTime('2025-05-12T10:00:00Z');
    expect(spy).not.toHaveBeenCalled();
    expect(toLocale).not.toHaveBeenCalled();
  });
});
