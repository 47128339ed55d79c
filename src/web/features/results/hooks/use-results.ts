import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ResultView } from '../../../../contract/assessment';
import { isUuid } from '../../../../contract/assessment-paths';
import { STORED_RESULTS_AUTO_LOAD_DELAY_MS } from '../../../../domain/constants';
import { ApiError } from '../../../lib/api-error';
import { LOCAL_KEYS, localStore } from '../../../lib/storage';
import { latestResultQuery } from '../api/get-latest-result';
import { type SessionCredentials, sessionResultQuery } from '../api/get-session-result';

/** `{ id: uuid, secret: non-empty string }`, other keys dropped (what the stored session must hold). */
function storedSession(json: unknown): SessionCredentials | null {
  if (typeof json !== 'object' || json === null) return null;
  const { id, secret } = json as { id?: unknown; secret?: unknown };
  if (!isUuid(id) || typeof secret !== 'string' || secret.length < 1) return null;
  return { id, secret };
}

/** The anonymous session this browser holds, if any. */
export function readLocalSession(): SessionCredentials | null {
  return parseLocalSession(localStore.get(LOCAL_KEYS.assessmentSession));
}

function parseLocalSession(raw: string | null): SessionCredentials | null {
  let json: unknown = null;
  try {
    json = raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
  return storedSession(json);
}

/**
 * Fired on this tab when code outside the assessment drops the held session (sign-out, deletion);
 * other tabs hear the browser's `storage` event.
 */
export const LOCAL_SESSION_CHANGED_EVENT = 'assessmentSessionChanged';

function subscribeLocalSession(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === LOCAL_KEYS.assessmentSession) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(LOCAL_SESSION_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(LOCAL_SESSION_CHANGED_EVENT, onChange);
  };
}

/** The held session, following sign-out and deletion while the page stays open. */
function useLocalSession(): SessionCredentials | null {
  const raw = useSyncExternalStore(
    subscribeLocalSession,
    () => localStore.get(LOCAL_KEYS.assessmentSession),
    () => null,
  );
  return useMemo(() => parseLocalSession(raw), [raw]);
}

export type ResultsState =
  | { status: 'loading' }
  | { status: 'ready'; view: ResultView; source: 'session' | 'stored' }
  | { status: 'empty'; signedIn: boolean }
  | { status: 'error'; error: unknown; source: 'session' | 'stored' };

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * Where the results come from: this browser's completed session first; without one, the signed-in
 * user's latest stored result, loaded after 500 ms (spec 4) or at once when asked for.
 */
export function useResults(): { state: ResultsState; loadStored(): void; retry(): void } {
  const local = useLocalSession();
  const session = useQuery({
    ...sessionResultQuery(local ?? { id: '', secret: '' }),
    enabled: local !== null,
  });
  const needsStored = local === null || (session.isError && isNotFound(session.error));
  const [storedRequested, setStoredRequested] = useState(false);

  useEffect(() => {
    if (!needsStored || storedRequested) return;
    const timer = setTimeout(() => setStoredRequested(true), STORED_RESULTS_AUTO_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [needsStored, storedRequested]);

  const stored = useQuery({ ...latestResultQuery(), enabled: needsStored && storedRequested });

  let state: ResultsState;
  if (local && session.isPending) state = { status: 'loading' };
  else if (local && session.isSuccess) state = { status: 'ready', view: session.data, source: 'session' };
  else if (local && session.isError && !isNotFound(session.error))
    state = { status: 'error', error: session.error, source: 'session' };
  else if (!storedRequested || stored.isPending) state = { status: 'loading' };
  else if (stored.isError) state = { status: 'error', error: stored.error, source: 'stored' };
  else if (stored.data?.view) state = { status: 'ready', view: stored.data.view, source: 'stored' };
  else state = { status: 'empty', signedIn: stored.data?.signedIn ?? false };

  return {
    state,
    loadStored: () => {
      setStoredRequested(true);
      void stored.refetch();
    },
    retry: () => {
      if (local) void session.refetch();
      if (storedRequested) void stored.refetch();
    },
  };
}
