import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { accountCopy } from '../../../../content/account-copy';
import { useAutoSaveResults, useSaveResults } from '../../account/hooks/use-save-results';
import { useSignOut } from '../../account/hooks/use-sign-out';
import { SHOW_USER_DATA_MANAGER_EVENT } from '../../account/lib/user-data-manager';
import type { AuthMode } from '../../auth/components/auth-panel';
import { useMe } from '../../auth/hooks/use-me';
import { notifyError, notifySuccess } from '../../auth/lib/notify';
import { preloadSignedInParts } from '../components/signed-in-loader';
import type { ResultsState } from './use-results';

/** Runs `run` when the browser is next idle (within a second); answers a cancel. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(run, { timeout: 1000 });
  return () => window.cancelIdleCallback(handle);
}

/**
 * The signed-in parts of the results page (spec 2 and 4): who is signed in, saving (by hand and by
 * itself after sign-in), sign-out, and the three dialogs: sign-up/login, 'Complete Your Profile' (for
 * a signed-in user whose profile is not complete, and after a sign-up here) and 'Your Data & Privacy'
 * (on the `showUserDataManager` window event). Also the toasts of stored results: 'Results Loaded' and
 * 'Error Loading Results'.
 */
export function useResultsAccount(state: ResultsState) {
  const { me, isPending: meUnknown } = useMe();
  const { save, saving } = useSaveResults(me);
  const { signOut, signingOut } = useSignOut();
  const [authMode, setAuthMode] = useState<AuthMode | null>(null);
  const [profileOpen, setProfileOpen] = useState(false);
  const [dataOpen, setDataOpen] = useState(false);
  const profileDismissed = useRef(false);

  useAutoSaveResults(me, save);

  const signedIn = Boolean(me);
  // the signed-in bar and dialogs load while the results are still on their way
  useEffect(() => {
    if (signedIn) preloadSignedInParts();
  }, [signedIn]);

  // 'Complete Your Profile' opens by itself once per page view for an incomplete profile.
  const profileCompleted = me?.profile.profile_completed ?? true;
  useEffect(() => {
    if (!signedIn || profileCompleted || profileDismissed.current) return;
    if (authMode !== null || dataOpen) return;
    profileDismissed.current = true;
    // A transition: the dialog renders in slices after the results, not in the same long task.
    startTransition(() => setProfileOpen(true));
  }, [signedIn, profileCompleted, authMode, dataOpen]);

  // 'Your Data & Privacy' on the window event; a visitor who is not signed in is asked to sign in.
  useEffect(() => {
    const open = () => {
      setProfileOpen(false);
      if (signedIn) setDataOpen(true);
      else setAuthMode('login');
    };
    window.addEventListener(SHOW_USER_DATA_MANAGER_EVENT, open);
    return () => window.removeEventListener(SHOW_USER_DATA_MANAGER_EVENT, open);
  }, [signedIn]);

  // Stored results: 'Results Loaded' when they arrive, 'Error Loading Results' when they cannot.
  const announced = useRef<string | null>(null);
  const pendingToast = useRef<(() => void) | null>(null);
  useEffect(() => () => pendingToast.current?.(), []);
  useEffect(() => {
    if (state.status === 'ready' && state.source === 'stored') {
      const key = `loaded:${state.view.sessionId}`;
      if (announced.current === key) return;
      announced.current = key;
      // Once the results have painted: the toast measures itself, which lays out the page first.
      pendingToast.current?.();
      pendingToast.current = whenIdle(() => {
        pendingToast.current = null;
        notifySuccess(accountCopy.toasts.resultsLoaded);
      });
    } else if (state.status === 'error' && state.source === 'stored') {
      if (announced.current === 'error') return;
      announced.current = 'error';
      notifyError(accountCopy.toasts.resultsLoadFailed);
    }
  }, [state]);

  /** 'Signup now!' and the gated sections: the sign-up modal, or for a signed-in user the save. */
  const onSignUp = useCallback(() => {
    if (me) void save();
    else setAuthMode('signup');
  }, [me, save]);

  const onSignedIn = useCallback((via: 'login' | 'signup') => {
    setAuthMode(null);
    if (via === 'signup') {
      profileDismissed.current = true;
      setProfileOpen(true);
    }
  }, []);

  return {
    me,
    /** false until the server said who is signed in (or could not), so the page lays out once */
    meKnown: !meUnknown,
    save,
    saving,
    signOut,
    signingOut,
    onSignUp,
    auth: { mode: authMode, setMode: setAuthMode, onSignedIn },
    profile: {
      open: profileOpen,
      setOpen: (open: boolean) => {
        if (!open) profileDismissed.current = true;
        setProfileOpen(open);
      },
    },
    data: { open: dataOpen, setOpen: setDataOpen },
  };
}

export type ResultsAccount = ReturnType<typeof useResultsAccount>;
