import { isVisitorId } from '../../contract/assessment-paths';
import { LOCAL_KEYS, localStore, SESSION_KEYS, sessionStore } from './storage';

function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * This browser's random visitor id (spec 3: kept in local and session storage). Made once, then reused;
 * an unreadable stored value is replaced. Not personal data: it only ties sessions to one browser.
 */
export function getVisitorId(): string {
  const local = localStore.get(LOCAL_KEYS.visitorId);
  const session = sessionStore.get(SESSION_KEYS.visitorId);
  const id = isVisitorId(local) ? local : isVisitorId(session) ? session : randomId();
  if (local !== id) localStore.set(LOCAL_KEYS.visitorId, id);
  if (session !== id) sessionStore.set(SESSION_KEYS.visitorId, id);
  return id;
}
