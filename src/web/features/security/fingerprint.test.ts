// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserFingerprint } from './fingerprint';

describe('browserFingerprint', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the same 128-bit hex value every time in one browser', async () => {
    const first = await browserFingerprint();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(await browserFingerprint()).toBe(first);
  });

  it('changes with the time zone, read without Intl (whose first use is a long task)', async () => {
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    const here = await browserFingerprint();
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-60);
    expect(await browserFingerprint()).not.toBe(here);
    expect(intl).not.toHaveBeenCalled();
  });
});
