import { useSyncExternalStore } from 'react';
import { type ConsentRecord, parseStoredConsent } from '../../../domain/consent';
import { CONSENT_VERSION } from '../../../domain/constants';
import { LOCAL_KEYS, localStore } from '../../lib/storage';

// The visitor's consent, read once from `cookie_consent` and shared by the banner, the settings and the
// analytics hooks. Kept tiny and zod-free: it ships with the landing page.

let current: ConsentRecord | null | undefined;
const listeners = new Set<() => void>();

export function readConsent(): ConsentRecord | null {
  if (current === undefined) current = parseStoredConsent(localStore.get(LOCAL_KEYS.cookieConsent));
  return current;
}

export function setConsent(record: ConsentRecord): void {
  current = record;
  localStore.set(LOCAL_KEYS.cookieConsent, JSON.stringify(record));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored consent; null (no choice yet) while prerendering and hydrating, so the HTML matches. */
export function useConsent(): ConsentRecord | null {
  return useSyncExternalStore(subscribe, readConsent, () => null);
}

/**
 * Run inline in the head of every page, before the first paint: marks `<html>` when a choice of the
 * current version is stored, so that the prerendered banner (shown to first-time visitors at once) never
 * flashes for anyone else, and a new version's banner is there from the first paint too (it opens the
 * page, so appearing later would push the page down). The rest of the record is checked after hydration
 * by `readConsent`.
 */
export const CONSENT_STORED_FLAG_SCRIPT = `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(
  LOCAL_KEYS.cookieConsent,
)}));if(c&&c.version===${JSON.stringify(CONSENT_VERSION)})document.documentElement.dataset.consentStored=''}catch(e){}`;

/** Whether the page has hydrated (the prerendered banner is then the live one). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
}
