// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';

/**
 * Canary for toaster.tsx: sonner, imported directly, appends a <style> to <head> (which our CSP
 * blocks). If this starts failing, sonner stopped injecting and the guard can go.
 */
describe('sonner without our guard', () => {
  it('injects a <style> element when its module is evaluated', async () => {
    const before = document.head.querySelectorAll('style').length;
    await import('sonner');
    const styles = [...document.head.querySelectorAll('style')];
    expect(styles.length).toBe(before + 1);
    expect(styles.at(-1)?.textContent).toContain('[data-sonner-toaster]');
  });
});
