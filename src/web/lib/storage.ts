import { LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from '../../domain/constants';

/**
 * Typed access to browser storage. Every key the web app uses is named here: the spec's keys (section 3)
 * and the three the server-synced session adds. Storage can be missing or full (private mode, quota,
 * disabled cookies): reads then give null and writes report false instead of throwing, so answering
 * never stops because storage failed.
 */
export const LOCAL_KEYS = {
  ...LOCAL_STORAGE_KEYS,
  /** the anonymous server session this browser holds: { id, secret, completedAt } (ours, not the spec's) */
  assessmentSession: 'assessmentSession',
  /** answers given but not yet confirmed by the server: question id → 1..5 (ours) */
  assessmentSyncQueue: 'assessmentSyncQueue',
  /** the questionnaire version the answers in `assessmentAnswers` belong to: 1, 2, … (ours) */
  assessmentVersion: 'assessmentVersion',
} as const;

export const SESSION_KEYS = SESSION_STORAGE_KEYS;

export type LocalKey = (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS];
export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

type Area = 'local' | 'session';

function storageOf(area: Area): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(area: Area, key: string): string | null {
  try {
    return storageOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(area: Area, key: string, value: string): boolean {
  try {
    const storage = storageOf(area);
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

function remove(area: Area, key: string): void {
  try {
    storageOf(area)?.removeItem(key);
  } catch {
    // nothing to do: the value is unreachable anyway
  }
}

export const localStore = {
  get: (key: LocalKey) => read('local', key),
  set: (key: LocalKey, value: string) => write('local', key, value),
  remove: (key: LocalKey) => remove('local', key),
  /** JSON value, or null when missing or unreadable */
  getJson: (key: LocalKey): unknown => parseJson(read('local', key)),
  setJson: (key: LocalKey, value: unknown) => write('local', key, JSON.stringify(value)),
};

export const sessionStore = {
  get: (key: SessionKey) => read('session', key),
  set: (key: SessionKey, value: string) => write('session', key, value),
  remove: (key: SessionKey) => remove('session', key),
};

function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** A flag counts as set unless it is missing, empty, 'false' or '0'. */
export function isFlagSet(raw: string | null): boolean {
  return raw !== null && raw !== '' && raw !== 'false' && raw !== '0';
}

/** The spec's session-storage state of the assessment flow (section 3), one accessor per key. */
export const flowStorage = {
  questionIndex: {
    get: () => sessionStore.get(SESSION_KEYS.assessmentQuestionIndex),
    set: (index: number) => sessionStore.set(SESSION_KEYS.assessmentQuestionIndex, String(index)),
    clear: () => sessionStore.remove(SESSION_KEYS.assessmentQuestionIndex),
  },
  startChapterId: {
    get: () => sessionStore.get(SESSION_KEYS.assessmentStartChapterId) || null,
    set: (chapterId: string) => sessionStore.set(SESSION_KEYS.assessmentStartChapterId, chapterId),
    clear: () => sessionStore.remove(SESSION_KEYS.assessmentStartChapterId),
  },
  nextChapterIdAfterOutro: {
    get: () => sessionStore.get(SESSION_KEYS.nextChapterIdAfterOutro) || null,
    set: (chapterId: string) => sessionStore.set(SESSION_KEYS.nextChapterIdAfterOutro, chapterId),
    clear: () => sessionStore.remove(SESSION_KEYS.nextChapterIdAfterOutro),
  },
  goToResultsAfterOutro: {
    get: () => isFlagSet(sessionStore.get(SESSION_KEYS.goToResultsAfterOutro)),
    set: () => sessionStore.set(SESSION_KEYS.goToResultsAfterOutro, 'true'),
    clear: () => sessionStore.remove(SESSION_KEYS.goToResultsAfterOutro),
  },
  currentChapterArea: {
    get: (): 'inner' | 'outer' | null => {
      const value = sessionStore.get(SESSION_KEYS.currentChapterArea);
      return value === 'inner' || value === 'outer' ? value : null;
    },
    set: (area: 'inner' | 'outer') => sessionStore.set(SESSION_KEYS.currentChapterArea, area),
  },
};

/** Auto-progression pages move on by themselves unless local disableAutoProgress is set (spec 4). */
export function isAutoProgressDisabled(): boolean {
  return isFlagSet(localStore.get(LOCAL_KEYS.disableAutoProgress));
}

/** Staff debug mode (spec 3 debugMode): client log reports are echoed to the browser console too. */
export function isDebugModeOn(): boolean {
  return isFlagSet(localStore.get(LOCAL_KEYS.debugMode));
}
