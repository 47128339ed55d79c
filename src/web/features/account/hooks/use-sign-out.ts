import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { accountCopy } from '../../../../content/account-copy';
import { toast } from '../../../components/ui/toast';
import { forgetSignedInState } from '../../auth/hooks/use-me';
import { clearAuthStorageOnSignOut } from '../../auth/lib/auth-storage';
import { notifyError, serverMessage } from '../../auth/lib/notify';

/**
 * Sign-out (spec 4): every session of the user ends (global scope), the auth keys leave browser
 * storage, every answer about the user leaves the cache, and the page is /results: 'Signed out'.
 */
export function useSignOut() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      // The API client and the auth contract load with the sign-out, not with the results page.
      const { signOutEverywhere } = await import('../../auth/api/auth-api');
      await signOutEverywhere();
    } catch (error) {
      notifyError({
        title: accountCopy.toasts.errorTitle,
        message: serverMessage(error, accountCopy.toasts.signOutFailed),
      });
      setSigningOut(false);
      return;
    }
    clearAuthStorageOnSignOut();
    await forgetSignedInState(client);
    setSigningOut(false);
    navigate('/results');
    toast.success(accountCopy.toasts.signedOut, { id: accountCopy.toasts.signedOut });
  }, [client, navigate]);

  return { signOut, signingOut };
}
