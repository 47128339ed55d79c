import { lazy, Suspense, useEffect, useState } from 'react';
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

  useEffect(() => {
    const open = () => setSettingsOpen(true);
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
  }, []);

  const onChoose = (choices: ConsentChoices) => {
    setChosen(true);
    choose(choices);
  };

  return (
    <>
      {!consent && !chosen && !settingsOpen && (
        <ConsentBanner
          prerendered={!hydrated}
          onChoose={onChoose}
          onCustomize={() => setSettingsOpen(true)}
        />
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
