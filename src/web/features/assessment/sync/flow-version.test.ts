// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { flowStorage } from '../../../lib/storage';
import { FLOW_VERSION_EVENT, parseVersion, readFlowVersion, subscribeFlowVersion } from './flow-version';

const SESSION = { id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', secret: 's' };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the flow version read from storage', () => {
  it('is the pinned version while answers are given and no session completed them', () => {
    expect(readFlowVersion()).toBeNull();
    localStorage.setItem('assessmentVersion', '2');
    // pinned, but nothing answered (e.g. everything was cleared on sign-out): the published one
    expect(readFlowVersion()).toBeNull();
    localStorage.setItem('assessmentAnswers', JSON.stringify({ q: '3' }));
    expect(readFlowVersion()).toBe(2);
    localStorage.setItem('assessmentSession', JSON.stringify({ ...SESSION, completedAt: null, version: 2 }));
    expect(readFlowVersion()).toBe(2);
  });

  it('after completion: the pinned version on the way to the results, then the published one', () => {
    localStorage.setItem('assessmentVersion', '2');
    localStorage.setItem('assessmentAnswers', JSON.stringify({ q: '3' }));
    localStorage.setItem(
      'assessmentSession',
      JSON.stringify({ ...SESSION, completedAt: '2025-01-01T00:00:00.000Z' }),
    );
    flowStorage.goToResultsAfterOutro.set();
    expect(readFlowVersion()).toBe(2);
    flowStorage.goToResultsAfterOutro.clear();
    expect(readFlowVersion()).toBeNull();
  });

  it('reads only whole positive version numbers', () => {
    expect(parseVersion('3')).toBe(3);
    for (const raw of [null, '', '0', '-1', '1.5', 'v2']) expect(parseVersion(raw)).toBeNull();
  });

  it("follows this tab's sync event and other tabs' storage events", () => {
    const onChange = vi.fn();
    const off = subscribeFlowVersion(onChange);
    window.dispatchEvent(new Event(FLOW_VERSION_EVENT));
    window.dispatchEvent(new StorageEvent('storage', { key: 'assessmentVersion' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'cookie_consent' }));
    expect(onChange).toHaveBeenCalledTimes(2);
    off();
    window.dispatchEvent(new Event(FLOW_VERSION_EVENT));
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
