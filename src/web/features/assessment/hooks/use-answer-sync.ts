import { useSyncExternalStore } from 'react';
import type { SyncSnapshot } from '../sync/answer-sync';
import { getAnswerSync } from '../sync/instance';

const EMPTY: SyncSnapshot = {
  answers: {},
  pendingCount: 0,
  status: 'synced',
  sessionId: null,
  completedAt: null,
  version: null,
  inProgress: false,
};

/** Answers and sync state, re-rendering on every change. */
export function useAnswerSync(): SyncSnapshot {
  const sync = getAnswerSync();
  return useSyncExternalStore(sync.subscribe, sync.getSnapshot, () => EMPTY);
}
