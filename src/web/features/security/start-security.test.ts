// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const started = vi.hoisted(() => ({ count: 0 }));
vi.mock('./security-client', () => ({
  startSecurityClient: () => {
    started.count += 1;
  },
}));

// fresh modules per test: "the page has called the API" and "started" are once per page
async function load() {
  vi.resetModules();
  const activity = await import('../../lib/api-activity');
  const { startSecurityWhenNeeded } = await import('./start-security');
  return { ...activity, startSecurityWhenNeeded };
}

// the client loads in a task after the one that asked for it, and the import resolves after that
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  started.count = 0;
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the security client starts when needed', () => {
  it('not before the page calls the API or the visitor acts', async () => {
    const { startSecurityWhenNeeded } = await load();
    const stop = startSecurityWhenNeeded();
    window.dispatchEvent(new Event('scroll'));
    await settle();
    expect(started.count).toBe(0);
    stop();
  });

  it("with the page's first API call, once", async () => {
    const { startSecurityWhenNeeded, noteApiCall } = await load();
    startSecurityWhenNeeded();
    noteApiCall();
    noteApiCall();
    window.dispatchEvent(new Event('keydown'));
    await settle();
    expect(started.count).toBe(1);
  });

  it('at once when the page had called the API before it waited', async () => {
    const { startSecurityWhenNeeded, noteApiCall } = await load();
    noteApiCall();
    startSecurityWhenNeeded();
    await settle();
    expect(started.count).toBe(1);
  });

  it("with the visitor's first input", async () => {
    const { startSecurityWhenNeeded, noteApiCall } = await load();
    startSecurityWhenNeeded();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    noteApiCall();
    await settle();
    expect(started.count).toBe(1);
  });

  it('not after the page stopped waiting (root unmounted)', async () => {
    const { startSecurityWhenNeeded, noteApiCall } = await load();
    const stop = startSecurityWhenNeeded();
    stop();
    window.dispatchEvent(new Event('pointerdown'));
    noteApiCall();
    await settle();
    expect(started.count).toBe(0);
  });
});
