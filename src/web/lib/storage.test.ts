// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from '../../domain/constants';
import {
  flowStorage,
  isAutoProgressDisabled,
  isFlagSet,
  LOCAL_KEYS,
  localStore,
  SESSION_KEYS,
} from './storage';
import { getVisitorId } from './visitor-id';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('storage keys', () => {
  it("are the spec's names, plus the session, the sync queue and the version", () => {
    expect(SESSION_KEYS).toEqual(SESSION_STORAGE_KEYS);
    expect(LOCAL_KEYS).toEqual({
      ...LOCAL_STORAGE_KEYS,
      assessmentSession: 'assessmentSession',
      assessmentSyncQueue: 'assessmentSyncQueue',
      assessmentVersion: 'assessmentVersion',
    });
    expect(SESSION_KEYS).toMatchObject({
      assessmentStartChapterId: 'assessmentStartChapterId',
      assessmentQuestionIndex: 'assessmentQuestionIndex',
      nextChapterIdAfterOutro: 'nextChapterIdAfterOutro',
      goToResultsAfterOutro: 'goToResultsAfterOutro',
      currentChapterArea: 'currentChapterArea',
    });
  });
});

describe('flowStorage', () => {
  it('keeps the flow state in session storage under the spec keys', () => {
    flowStorage.questionIndex.set(7);
    flowStorage.startChapterId.set('c1');
    flowStorage.nextChapterIdAfterOutro.set('c2');
    flowStorage.goToResultsAfterOutro.set();
    flowStorage.currentChapterArea.set('outer');
    expect({ ...sessionStorage }).toEqual({
      assessmentQuestionIndex: '7',
      assessmentStartChapterId: 'c1',
      nextChapterIdAfterOutro: 'c2',
      goToResultsAfterOutro: 'true',
      currentChapterArea: 'outer',
    });
    expect(flowStorage.goToResultsAfterOutro.get()).toBe(true);
    expect(flowStorage.currentChapterArea.get()).toBe('outer');
    flowStorage.questionIndex.clear();
    flowStorage.startChapterId.clear();
    flowStorage.goToResultsAfterOutro.clear();
    expect(flowStorage.questionIndex.get()).toBeNull();
    expect(flowStorage.startChapterId.get()).toBeNull();
    expect(flowStorage.goToResultsAfterOutro.get()).toBe(false);
  });

  it('reads an unknown area as none', () => {
    sessionStorage.setItem('currentChapterArea', 'sideways');
    expect(flowStorage.currentChapterArea.get()).toBeNull();
  });
});

describe('flags', () => {
  it('count as set unless missing, empty, false or 0', () => {
    expect([null, '', 'false', '0'].map(isFlagSet)).toEqual([false, false, false, false]);
    expect(['true', '1', 'yes'].map(isFlagSet)).toEqual([true, true, true]);
  });

  it('disableAutoProgress is read from local storage', () => {
    expect(isAutoProgressDisabled()).toBe(false);
    localStorage.setItem('disableAutoProgress', 'true');
    expect(isAutoProgressDisabled()).toBe(true);
  });
});

describe('broken storage', () => {
  it('reads null and reports failed writes instead of throwing', () => {
    const broken = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(broken);
    expect(localStore.set(LOCAL_KEYS.assessmentAnswers, '{}')).toBe(false);
    expect(localStore.get(LOCAL_KEYS.assessmentAnswers)).toBeNull();
    expect(localStore.getJson(LOCAL_KEYS.assessmentSession)).toBeNull();
    expect(() => localStore.remove(LOCAL_KEYS.assessmentSession)).not.toThrow();
  });

  it('gives null when storage itself is unavailable', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(flowStorage.questionIndex.get()).toBeNull();
    expect(flowStorage.questionIndex.set(3)).toBe(false);
  });
});

describe('getVisitorId', () => {
  it('makes one id, keeps it in local and session storage and reuses it', () => {
    const id = getVisitorId();
    expect(id).toMatch(/^[a-f0-9]{32}$/);
    expect(localStorage.getItem('visitorId')).toBe(id);
    expect(sessionStorage.getItem('visitorId')).toBe(id);
    expect(getVisitorId()).toBe(id);
  });

  it('restores local storage from session storage and replaces an invalid id', () => {
    sessionStorage.setItem('visitorId', 'session-visitor-1');
    expect(getVisitorId()).toBe('session-visitor-1');
    expect(localStorage.getItem('visitorId')).toBe('session-visitor-1');
    localStorage.setItem('visitorId', 'bad id!');
    sessionStorage.clear();
    expect(getVisitorId()).not.toBe('bad id!');
  });
});
