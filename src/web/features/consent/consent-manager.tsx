import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { ConsentChoices } from '../../../domain/consent';
import { OPEN_COOKIE_SETTINGS_EVENT } from '../layout/footer-visibility';
import { ConsentBanner } from './consent-banner';
import { useConsent, useHydrated } from './consent-store';

const ConsentSettingsDialog = lazy(() => import('./consent-settings-dialog'));

function choose(choices: ConsentChoices) {
  void import('./consent-actions').then((actions) => actions.applyConsent(choices));
}

/**
 * The banner until a choice is made (in the prerendered HTML too, so a first visit paints it at once), and the settings dialog whenever the footer, the cookie page or the
 * privacy dialog asks for it (the 'openCookieSettings' window event).
 */
export function ConsentManager({ settingsRequested = false }: { settingsRequested?: boolean }) {
  const hydrated = useHydrated();
  const consent = useConsent();
  // root loads this after hydration: a request made before it was there opens the settings at once
  const [settingsOpen, setSettingsOpen] = useState(settingsRequested);
  const [chosen, setChosen] = useState(false);

  // The control that opened the settings gets focus back when they close (the dialog has no Radix
  // trigger to return to): 'Customize', or the footer's or the cookie page's button.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const openSettings = useCallback(() => {
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSettingsOpen(true);
  }, []);
  useEffect(() => {
    if (settingsOpen) return;
    if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
    returnFocusTo.current = null;
  }, [settingsOpen]);

  useEffect(() => {
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, openSettings);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, openSettings);
  }, [openSettings]);

  const onChoose = (choices: ConsentChoices) => {
    setChosen(true);
    choose(choices);
  };

  return (
    <>
      {/* It stays while 'Customize' is open, so the page behind keeps still and closing the settings
          unanswered leads back to it. */}
      {!consent && !chosen && (
        <ConsentBanner prerendered={!hydrated} onChoose={onChoose} onCustomize={openSettings} />
      )}
      {settingsOpen && (
        <Suspense fallback={null}>
          <ConsentSettingsDialog
            open={settingsOpen}
            current={consent}
            onOpenChange={setSettingsOpen}
            onChoose={onChoose}
          />
        </Suspense>
      )}
    </>
  );
}
