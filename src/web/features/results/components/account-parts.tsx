import { lazy, Suspense, useState } from 'react';
import { authButtonCopy } from '../../../../content/account-copy';
import { Button } from '../../../components/ui/button';
import type { ResultsAccount } from '../hooks/use-results-account';
import { loadSignedInDialogs, loadSignedInParts } from './signed-in-loader';

const RESULTS_PATH = '/results';

// What a visitor needs on first load is here; the signed-in parts, the dialogs and the sign-up/login
// forms (react-hook-form, zod) load when they are needed (signed-in-loader.ts).
const SignedInPanel = lazy(() => loadSignedInParts().then((m) => ({ default: m.SignedInPanel })));
const SignedInBar = lazy(() => loadSignedInParts().then((m) => ({ default: m.SignedInBar })));
const SignedInDialogs = lazy(() => loadSignedInDialogs().then((m) => ({ default: m.SignedInDialogs })));
const AuthModal = lazy(() =>
  import('../../auth/components/auth-modal').then((m) => ({ default: m.AuthModal })),
);

/** The sidebar's account block: the signed-in user's name and e-mail, data and sign-out (spec 2). */
export function AccountPanel({ account }: { account: ResultsAccount }) {
  const { me } = account;
  if (me === undefined) return null;
  if (me === null) {
    return (
      <div className="mt-6 border-line border-t pt-4" data-print="hide">
        <Button variant="secondary" className="w-full" onClick={() => account.auth.setMode('login')}>
          {authButtonCopy.login}
        </Button>
      </div>
    );
  }
  return (
    <Suspense fallback={null}>
      <SignedInPanel account={account} />
    </Suspense>
  );
}

/**
 * A signed-in user's bar above the results: the unconfirmed e-mail notice, 'Save Results', 'Sign Out'.
 * It suspends to the page's boundary, so the bar and what is below it appear together and nothing moves.
 */
export function AccountBar({
  account,
  canSave,
  showSave = true,
}: {
  account: ResultsAccount;
  canSave: boolean;
  /** false where there are no results to save (the empty state) */
  showSave?: boolean;
}) {
  if (!account.me) return null;
  return <SignedInBar account={account} canSave={canSave} showSave={showSave} />;
}

/** The results page's dialogs: sign-up/login, 'Complete Your Profile', 'Your Data & Privacy'. */
export function ResultsAccountDialogs({ account }: { account: ResultsAccount }) {
  // The sign-up/login modal loads when first opened, then stays mounted (its closing animation).
  const [authUsed, setAuthUsed] = useState(false);
  if (account.auth.mode !== null && !authUsed) setAuthUsed(true);
  return (
    <>
      {(authUsed || account.auth.mode !== null) && (
        <Suspense fallback={null}>
          <AuthModal
            mode={account.auth.mode}
            onModeChange={account.auth.setMode}
            next={RESULTS_PATH}
            onSignedIn={account.auth.onSignedIn}
          />
        </Suspense>
      )}
      {account.me && (
        <Suspense fallback={null}>
          <SignedInDialogs account={account} />
        </Suspense>
      )}
    </>
  );
}
