import { DataPrivacyDialog } from '../../account/components/data-privacy-dialog';
import { ProfileDialog } from '../../account/components/profile-dialog';
import type { ResultsAccount } from '../hooks/use-results-account';

/** The signed-in user's dialogs: 'Complete Your Profile' and 'Your Data & Privacy'. */
export function SignedInDialogs({ account }: { account: ResultsAccount }) {
  if (!account.me) return null;
  return (
    <>
      <ProfileDialog
        open={account.profile.open}
        onOpenChange={account.profile.setOpen}
        profile={account.me.profile}
      />
      <DataPrivacyDialog
        open={account.data.open}
        onOpenChange={account.data.setOpen}
        onDeleted={() => {
          account.data.setOpen(false);
        }}
      />
    </>
  );
}
