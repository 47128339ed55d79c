import { startTransition, useEffect, useState } from 'react';
import { DataPrivacyDialog } from '../../account/components/data-privacy-dialog';
import { ProfileDialog } from '../../account/components/profile-dialog';
import type { ResultsAccount } from '../hooks/use-results-account';

/**
 * True from the task after the first frame that showed the dialogs' chunk mounted: a dialog that opened
 * by itself while the page loaded then mounts in a render and a task of its own, not in the one that
 * brought the chunk (often with the results).
 */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/** The signed-in user's dialogs: 'Complete Your Profile' and 'Your Data & Privacy'. */
export function SignedInDialogs({ account }: { account: ResultsAccount }) {
  const painted = useAfterFirstPaint();
  if (!account.me) return null;
  return (
    <>
      <ProfileDialog
        open={account.profile.open && painted}
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
