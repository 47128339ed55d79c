import './csp';
import { lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { loadToaster, toasterWanted } from '../components/ui/toast';
import { ConsentManager } from '../features/consent/consent-manager';
import { CONSENT_STORED_FLAG_SCRIPT } from '../features/consent/consent-store';
import { useDevToolsSwitch } from '../features/dev-tools/switch';
import { Footer } from '../features/layout/footer';
import { OPEN_COOKIE_SETTINGS_EVENT } from '../features/layout/footer-visibility';
import { useAuthHashRedirect } from '../features/layout/use-auth-hash-redirect';
import { startSecurityWhenNeeded } from '../features/security/start-security';
import { LOCAL_KEYS, localStore } from '../lib/storage';
import type { Route } from './+types/root';
import './app.css';
import interUrl from '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: interUrl, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fbfaf7" />
        <Meta />
        <Links />
        {/* Before the first paint: hides the prerendered cookie banner from visitors who already chose. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours; the server gives it the page's CSP nonce */}
        <script dangerouslySetInnerHTML={{ __html: CONSENT_STORED_FLAG_SCRIPT }} />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

// One toaster for every page, mounted when the first toast (or a module that toasts) loads sonner.
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));
// The hidden developer panel: loaded only when switched on (?debug=1, remembered in debugTools).
const GlobalDevPanel = lazy(() => import('../features/dev-tools/global-panel'));

export default function App() {
  useAuthHashRedirect();
  const devTools = useDevToolsSwitch();
  // 'Cookie Settings' asked for before the consent manager has loaded: it opens them when it mounts.
  const [consentSettingsRequested, setConsentSettingsRequested] = useState(false);
  useEffect(() => {
    const request = () => setConsentSettingsRequested(true);
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, request);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, request);
  }, []);
  const toaster = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, toasterWanted.getServer);
  // The security client (rate-limit flag, session timeout, suspicious sessions, deterrent) loads with
  // the page's first API call or the visitor's first input, never with the landing page's HTML.
  useEffect(() => startSecurityWhenNeeded(), []);
  useEffect(() => {
    // Answers queued on an earlier visit (offline) are sent from any page; the sync loads only then.
    if (localStore.get(LOCAL_KEYS.assessmentSyncQueue)) {
      void import('../features/assessment/sync/instance').then(({ getAnswerSync }) => getAnswerSync());
    }
  }, []);
  return (
    <>
      <ConsentManager settingsRequested={consentSettingsRequested} />
      <Outlet />
      <Footer />
      <Suspense fallback={null}>{toaster ? <Toaster /> : null}</Suspense>
      <Suspense fallback={null}>{devTools ? <GlobalDevPanel /> : null}</Suspense>
    </>
  );
}

export function HydrateFallback() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useEffect(() => {
    // Loaded on demand: the client log is not part of the landing page's bundle.
    void import('../lib/client-log').then(({ reportClientEvent }) =>
      reportClientEvent({
        level: 'error',
        eventType: 'render_error',
        message:
          error instanceof Error ? error.message : String(isRouteErrorResponse(error) ? error.status : error),
        data: error instanceof Error && error.stack ? { stack: error.stack.slice(0, 4000) } : undefined,
      }),
    );
  }, [error]);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong';
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="font-display text-4xl text-ink">Something went wrong</h1>
      <p className="mt-4 text-muted">
        {message === 'Something went wrong' ? 'Please reload the page.' : message}
      </p>
      <a className="mt-8 inline-block underline" href="/">
        Return to Home
      </a>
    </main>
  );
}
