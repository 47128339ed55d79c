import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain ES module script without types; its one export is checked here
import { chromiumPlan, DEBIAN_CHROMIUM } from './ensure-chromium.mjs';

const machine = (over: Record<string, unknown> = {}) => ({
  chromePath: undefined,
  exists: () => false,
  isRoot: false,
  hasApt: true,
  canSudo: false,
  ...over,
});

describe('npm test finds or installs Chromium itself', () => {
  it('uses Debian’s Chromium when it is there', () => {
    expect(chromiumPlan(machine({ exists: (p: string) => p === DEBIAN_CHROMIUM }))).toEqual({
      action: 'ready',
      path: DEBIAN_CHROMIUM,
    });
  });

  it('installs it with apt as root, or through sudo', () => {
    expect(chromiumPlan(machine({ isRoot: true }))).toEqual({ action: 'install', sudo: false });
    expect(chromiumPlan(machine({ canSudo: true }))).toEqual({ action: 'install', sudo: true });
  });

  it('stops with what to do when it can’t install', () => {
    const plan = chromiumPlan(machine());
    expect(plan.action).toBe('stop');
    expect(plan.message).toContain('apt-get install -y chromium');
    expect(chromiumPlan(machine({ isRoot: true, hasApt: false })).action).toBe('stop');
  });

  it('honours CHROME_PATH and says when it points at nothing', () => {
    expect(chromiumPlan(machine({ chromePath: '/opt/chrome', exists: () => true }))).toEqual({
      action: 'ready',
      path: '/opt/chrome',
    });
    const wrong = chromiumPlan(machine({ chromePath: '/opt/none', isRoot: true }));
    expect(wrong).toEqual({
      action: 'stop',
      message: 'CHROME_PATH is /opt/none, but there is no file there.',
    });
  });
});
