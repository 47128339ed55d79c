import { parseStoredAnswers } from '../../../../domain/answer-values';
import { isFlagSet, LOCAL_KEYS, localStore } from '../../../lib/storage';
import { LOCAL_SESSION_CHANGED_EVENT, readLocalSession } from '../../results/hooks/use-results';

/**
 * Auth state in browser storage. The session is Better Auth's HttpOnly cookie, so the browser keeps
 * no token of ours; what the spec calls "stored auth keys" are the leftovers of the hosted auth
 * service the spec was written against (`sb-…-auth-token`, `supabase.auth.token`), which we clear
 * before every sign-in and sign-up, and at sign-out, in both storages (spec 4).
 */
const LEFTOVER_AUTH_KEY = /^(sb-.*-auth-token.*|supabase\.auth\..*)$/;

function clearMatching(storage: Storage | undefined): void {
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key && LEFTOVER_AUTH_KEY.test(key)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // storage unavailable: nothing of ours can be in it
  }
}

function storages(): Storage[] {
  if (typeof window === 'undefined') return [];
  const found: Storage[] = [];
  try {
    found.push(window.localStorage);
  } catch {}
  try {
    found.push(window.sessionStorage);
  } catch {}
  return found;
}

/** Removes stored auth tokens from local and session storage (before login or sign-up). */
export function clearStoredAuthKeys(): void {
  for (const storage of storages()) clearMatching(storage);
}

/** How many answers this browser holds locally (the spec's "local answers"). */
export function localAnswerCount(): number {
  return Object.keys(parseStoredAnswers(localStore.get(LOCAL_KEYS.assessmentAnswers))).length;
}

/**
 * True when this browser holds results that are not in an account yet: answers under
 * assessmentAnswers, or the anonymous server session the answers went to.
 */
export function hasLocalResults(): boolean {
  return localAnswerCount() > 0 || readLocalSession() !== null;
}

/** persistOnLogin = '1' on sign-in or confirmation when local answers exist (spec 4). */
export function markPersistOnLogin(): void {
  if (hasLocalResults()) localStore.set(LOCAL_KEYS.persistOnLogin, '1');
}

export function isPersistOnLoginSet(): boolean {
  return isFlagSet(localStore.get(LOCAL_KEYS.persistOnLogin));
}

/**
 * At sign-out: the auth keys, the save flags and, when the results went into the account, the local
 * copy of them too, so the next person at this browser does not see them.
 */
export function clearAuthStorageOnSignOut(): void {
  clearStoredAuthKeys();
  if (isFlagSet(localStore.get(LOCAL_KEYS.resultsPersisted))) {
    localStore.remove(LOCAL_KEYS.assessmentAnswers);
    dropLocalSession();
  }
  localStore.remove(LOCAL_KEYS.resultsPersisted);
  localStore.remove(LOCAL_KEYS.persistOnLogin);
}

/** After deleting every row about the user: nothing of theirs stays in this browser either. */
export function clearAllAccountStorage(): void {
  clearStoredAuthKeys();
  localStore.remove(LOCAL_KEYS.assessmentAnswers);
  localStore.remove(LOCAL_KEYS.assessmentSyncQueue);
  localStore.remove(LOCAL_KEYS.assessmentVersion);
  dropLocalSession();
  localStore.remove(LOCAL_KEYS.resultsPersisted);
  localStore.remove(LOCAL_KEYS.persistOnLogin);
}

function dropLocalSession(): void {
  localStore.remove(LOCAL_KEYS.assessmentSession);
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(LOCAL_SESSION_CHANGED_EVENT));
}
