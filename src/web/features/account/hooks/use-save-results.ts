import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { accountCopy } from '../../../../content/account-copy';
import type { MeResponse } from '../../../../contract/me';
import { decideSaveResults } from '../../../../domain/account';
import { RESULTS_SAVE_DELAY_MS } from '../../../../domain/constants';
import { ApiError } from '../../../lib/api-error';
import { showRateLimitToast } from '../../../lib/error-toast';
import { LOCAL_KEYS, localStore } from '../../../lib/storage';
import { isPersistOnLoginSet, localAnswerCount } from '../../auth/lib/auth-storage';
import { notifyError, notifySuccess, serverMessage } from '../../auth/lib/notify';
import { readLocalSession } from '../../results/hooks/use-results';

export type SaveOutcome = 'saved' | 'skipped' | 'sign-in-required' | 'failed';

/** What this browser could save: its anonymous session (the answers went there) and the local answers. */
function localResults() {
  const session = readLocalSession();
  const answers = localAnswerCount();
  // The answers live on the server session; a held session counts as answers to save.
  return { session, count: session ? Math.max(answers, 1) : answers };
}

/**
 * Saving results to the account (spec 4), on our server: the browser's anonymous session is claimed
 * (POST /api/me/sessions/claim with its id and secret; the same user repeating it is fine). Then the
 * local answers are cleared, resultsPersisted is set, persistOnLogin cleared, and the results are
 * fetched again: as the owner's, in full.
 */
export function useSaveResults(me: MeResponse | null | undefined) {
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);
  const signedIn = useRef(false);
  signedIn.current = Boolean(me);

  const save = useCallback(async (): Promise<SaveOutcome> => {
    const local = localResults();
    const decision = decideSaveResults({ signedIn: signedIn.current, localAnswerCount: local.count });
    if (decision.action === 'sign-in-required') {
      notifyError(decision.toast);
      return 'sign-in-required';
    }
    if (decision.action === 'skip' || !local.session) return 'skipped';
    setSaving(true);
    try {
      // The API client and the contract load with the first save, not with the results page.
      const { claimSession } = await import('../api/account-api');
      await claimSession({ id: local.session.id, secret: local.session.secret });
    } catch (error) {
      // A session someone else saved (or that no longer exists) will not become ours by asking again.
      localStore.remove(LOCAL_KEYS.persistOnLogin);
      if (error instanceof ApiError && error.isRateLimited) showRateLimitToast(error.retryAfter);
      else
        notifyError({
          title: accountCopy.toasts.errorTitle,
          message: serverMessage(error, accountCopy.toasts.saveFailed),
        });
      return 'failed';
    } finally {
      setSaving(false);
    }
    localStore.remove(LOCAL_KEYS.assessmentAnswers);
    localStore.set(LOCAL_KEYS.resultsPersisted, '1');
    localStore.remove(LOCAL_KEYS.persistOnLogin);
    notifySuccess(accountCopy.toasts.saved);
    // A first fetch still in flight (history, started beside the claim) would only be joined by an
    // invalidation and bring back the list from before the claim: cancel it, then fetch again.
    await Promise.all([
      client.cancelQueries({ queryKey: ['results'] }),
      client.cancelQueries({ queryKey: ['account'] }),
    ]);
    await Promise.all([
      client.invalidateQueries({ queryKey: ['results'] }),
      client.invalidateQueries({ queryKey: ['account'] }),
    ]);
    return 'saved';
  }, [client]);

  return { save, saving };
}

/** Whether the page should save by itself: signed in, a session held, and the flag or local answers. */
export function shouldAutoSave(signedIn: boolean): boolean {
  if (!signedIn || readLocalSession() === null) return false;
  return isPersistOnLoginSet() || localAnswerCount() > 0;
}

/**
 * The automatic save: once the results page finds a signed-in user with answers (or persistOnLogin),
 * the results are saved after 100 ms and the flag is cleared (spec 4). Once per page view.
 */
export function useAutoSaveResults(me: MeResponse | null | undefined, save: () => Promise<SaveOutcome>) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !shouldAutoSave(Boolean(me))) return;
    const timer = setTimeout(() => {
      done.current = true;
      void save();
    }, RESULTS_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [me, save]);
}
