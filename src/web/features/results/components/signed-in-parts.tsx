// The signed-in parts of the results page: loaded once somebody is signed in, never for a visitor. Their
// dialogs (forms, zod, the dialog primitives) are a chunk of their own (signed-in-dialogs.tsx), so that
// the bar shown with the results loads and starts on its own, in a task of its own.
import { LogOut, MailWarning, Save, ShieldCheck, UserRound } from 'lucide-react';
import { accountCopy } from '../../../../content/account-copy';
import { displayName } from '../../../../domain/profile-rules';
import { Button } from '../../../components/ui/button';
import { openUserDataManager } from '../../account/lib/user-data-manager';
import { useAuthActions } from '../../auth/hooks/use-auth-actions';
import type { ResultsAccount } from '../hooks/use-results-account';

const RESULTS_PATH = '/results';

/** The sidebar's account block of a signed-in user: name and e-mail, data and sign-out (spec 2). */
export function SignedInPanel({ account }: { account: ResultsAccount }) {
  const { me } = account;
  if (!me) return null;
  const name = displayName({ fullName: me.profile.full_name ?? me.user.name, email: me.user.email });
  return (
    <section
      aria-label={accountCopy.panel.label}
      className="mt-6 flex flex-col gap-3 border-line border-t pt-4"
      data-print="hide"
    >
      <div className="flex items-start gap-2 px-5">
        <UserRound aria-hidden="true" className="mt-1 size-4 shrink-0 text-muted" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-ink">{name}</p>
          <p className="truncate text-muted text-sm" title={me.user.email}>
            {me.user.email}
          </p>
        </div>
      </div>
      <Button variant="ghost" className="justify-start" onClick={openUserDataManager}>
        <ShieldCheck aria-hidden="true" className="size-4" />
        {accountCopy.panel.dataPrivacy}
      </Button>
      {!me.profile.profile_completed && (
        <Button variant="ghost" className="justify-start" onClick={() => account.profile.setOpen(true)}>
          <UserRound aria-hidden="true" className="size-4" />
          {accountCopy.panel.editProfile}
        </Button>
      )}
      <Button
        variant="ghost"
        className="justify-start"
        onClick={() => void account.signOut()}
        disabled={account.signingOut}
      >
        <LogOut aria-hidden="true" className="size-4" />
        {accountCopy.panel.signOut}
      </Button>
    </section>
  );
}

/** A signed-in user's bar above the results: the unconfirmed e-mail notice, 'Save Results', 'Sign Out'. */
export function SignedInBar({
  account,
  canSave,
  showSave,
}: {
  account: ResultsAccount;
  canSave: boolean;
  /** false where there are no results to save (the empty state) */
  showSave: boolean;
}) {
  const { me } = account;
  const actions = useAuthActions(RESULTS_PATH);
  if (!me) return null;
  return (
    <div className="flex flex-col gap-3" data-print="hide">
      {!me.user.emailVerified && (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-card border border-line bg-white p-4 shadow-soft sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex items-start gap-3">
            <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-[var(--theme-deep)]" />
            <div>
              <p className="font-semibold text-ink">{accountCopy.unconfirmedNotice.title}</p>
              <p className="text-muted text-sm">{accountCopy.unconfirmedNotice.body(me.user.email)}</p>
            </div>
          </div>
          <Button
            variant="secondary"
            className="shrink-0"
            disabled={actions.busy}
            onClick={() => void actions.resend(me.user.email)}
          >
            {accountCopy.unconfirmedNotice.resend}
          </Button>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {showSave && (
          <Button
            onClick={() => void account.save()}
            disabled={!canSave || account.saving}
            aria-busy={account.saving || undefined}
            aria-describedby={canSave ? undefined : 'results-saved-note'}
          >
            <Save aria-hidden="true" className="size-4" />
            {account.saving ? accountCopy.actions.saving : accountCopy.actions.save}
          </Button>
        )}
        <Button variant="secondary" onClick={() => void account.signOut()} disabled={account.signingOut}>
          <LogOut aria-hidden="true" className="size-4" />
          {accountCopy.actions.signOut}
        </Button>
        {showSave && !canSave && (
          <p id="results-saved-note" className="text-muted text-sm">
            {accountCopy.actions.savedNote}
          </p>
        )}
      </div>
    </div>
  );
}
