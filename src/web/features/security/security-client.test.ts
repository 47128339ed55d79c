// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER } from '../../../contract/security';
import {
  ACTIVITY_DEBOUNCE_MS,
  ACTIVITY_SERVER_UPDATE_DELAY_MS,
  INACTIVITY_CHECK_INTERVAL_MS,
  INACTIVITY_TIMEOUT_MS,
} from '../../../domain/constants';
import { csrfHeaders, csrfToken } from './csrf';
import { startDevtoolsDeterrent } from './devtools-deterrent';
import { watchInactivity } from './inactivity';
import { clearRateLimited, isRateLimited, setRateLimited } from './rate-limit-flag';

const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('../../components/ui/toaster', () => ({ toast: toasts }));

beforeEach(() => {
  vi.useFakeTimers();
  toasts.error.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  clearRateLimited();
});

describe('CSRF token', () => {
  beforeEach(() => {
    sessionStorage.clear();
    // biome-ignore lint/suspicious/noDocumentCookie: test setup
    document.cookie = 'uplift.csrf=; Max-Age=0; Path=/';
  });

  it('is 32 random bytes in hex, kept in session storage and mirrored into the cookie', () => {
    const token = csrfToken();
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(sessionStorage.getItem('csrfToken')).toBe(token);
    expect(document.cookie).toContain(`uplift.csrf=${token}`);
    expect(csrfToken()).toBe(token);
  });

  it("adopts another tab's cookie so tabs never invalidate each other", () => {
    csrfToken();
    const other = 'ab'.repeat(32);
    // biome-ignore lint/suspicious/noDocumentCookie: test setup
    document.cookie = `uplift.csrf=${other}; Path=/`;
    expect(csrfToken()).toBe(other);
    expect(sessionStorage.getItem('csrfToken')).toBe(other);
  });

  it('goes on state-changing calls only', () => {
    expect(csrfHeaders('GET')).toEqual({});
    expect(csrfHeaders('POST')[CSRF_HEADER]).toMatch(/^[0-9a-f]{64}$/);
    expect(csrfHeaders('DELETE')[CSRF_HEADER]).toBe(csrfHeaders('PATCH')[CSRF_HEADER]);
  });
});

describe('rate-limit flag', () => {
  it('is set on 429 and cleared after the reset time (60 s by default)', () => {
    setRateLimited(5);
    expect(isRateLimited()).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(isRateLimited()).toBe(false);
    setRateLimited(null);
    vi.advanceTimersByTime(59_000);
    expect(isRateLimited()).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(isRateLimited()).toBe(false);
  });
});

describe('inactivity (fake clock)', () => {
  it('reports activity at most every 10 s, 2 s later, and times out after 30 idle minutes, checked every 5 min', () => {
    const reportActivity = vi.fn();
    const onTimeout = vi.fn();
    const onCheck = vi.fn();
    const stop = watchInactivity({ reportActivity, onTimeout, onCheck });
    vi.advanceTimersByTime(ACTIVITY_DEBOUNCE_MS);
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('keydown'));
    expect(reportActivity).not.toHaveBeenCalled();
    vi.advanceTimersByTime(ACTIVITY_SERVER_UPDATE_DELAY_MS);
    expect(reportActivity).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pointerdown')); // within 10 s: not recorded again
    vi.advanceTimersByTime(ACTIVITY_SERVER_UPDATE_DELAY_MS);
    expect(reportActivity).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(INACTIVITY_CHECK_INTERVAL_MS);
    expect(onCheck).toHaveBeenCalled();
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('developer-tools deterrent', () => {
  it('blocks F12, Ctrl+Shift+I/C, Ctrl+U and right-click with the toasts; other keys pass', () => {
    const stop = startDevtoolsDeterrent({ poll: false });
    for (const init of [
      { key: 'F12' },
      { key: 'I', ctrlKey: true, shiftKey: true },
      { key: 'c', ctrlKey: true, shiftKey: true },
      { key: 'u', ctrlKey: true },
    ]) {
      const event = new KeyboardEvent('keydown', { ...init, cancelable: true });
      window.dispatchEvent(event);
      expect(event.defaultPrevented, init.key).toBe(true);
    }
    const plain = new KeyboardEvent('keydown', { key: 'a', cancelable: true });
    window.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(false);
    expect(toasts.error).toHaveBeenCalledWith('Developer tools blocked', expect.anything());
    const menu = new MouseEvent('contextmenu', { cancelable: true });
    window.dispatchEvent(menu);
    expect(menu.defaultPrevented).toBe(true);
    expect(toasts.error).toHaveBeenCalledWith('Right-click disabled', expect.anything());
    stop();
    const after = new KeyboardEvent('keydown', { key: 'F12', cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });

  it('detects open developer tools by a pause over 100 ms in the 1 s poll', () => {
    let clock = 0;
    let pauseMs = 5;
    const pause = () => {
      clock += pauseMs;
    };
    const stop = startDevtoolsDeterrent({ now: () => clock, pause });
    vi.advanceTimersByTime(1000);
    expect(toasts.error).not.toHaveBeenCalled();
    pauseMs = 150;
    vi.advanceTimersByTime(1000);
    expect(toasts.error).toHaveBeenCalledWith('Developer tools blocked', expect.anything());
    stop();
  });
});
