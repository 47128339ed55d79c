import { authCopy } from '../../../../content/auth-copy';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { type AuthMode, AuthPanel, useAuthView } from './auth-panel';

/**
 * The login and sign-up of /auth as a modal on the results page (spec 2), toggled by their links; the
 * reset works here too. `mode` null keeps it closed.
 */
export function AuthModal({
  mode,
  onModeChange,
  next,
  onSignedIn,
}: {
  mode: AuthMode | null;
  onModeChange(mode: AuthMode | null): void;
  next: string;
  onSignedIn(via: 'login' | 'signup'): void;
}) {
  return (
    <Dialog open={mode !== null} onOpenChange={(open) => !open && onModeChange(null)}>
      {mode !== null && (
        <AuthModalContent mode={mode} onModeChange={onModeChange} next={next} onSignedIn={onSignedIn} />
      )}
    </Dialog>
  );
}

function AuthModalContent({
  mode,
  onModeChange,
  next,
  onSignedIn,
}: {
  mode: AuthMode;
  onModeChange(mode: AuthMode): void;
  next: string;
  onSignedIn(via: 'login' | 'signup'): void;
}) {
  const view = useAuthView(mode, onModeChange);
  const description =
    view.checkEmailFor !== null || view.resetSentTo !== null
      ? undefined
      : mode === 'signup'
        ? authCopy.subtitles.modalSignup
        : mode === 'login'
          ? authCopy.subtitles.modalLogin
          : authCopy.subtitles.reset;
  return (
    <DialogContent title={view.title} {...(description ? { description } : {})} className="max-w-md">
      <AuthPanel view={view} next={next} onSignedIn={onSignedIn} />
    </DialogContent>
  );
}
