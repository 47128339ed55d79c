import { authPaths } from '../../../contract/auth-paths';
import type { SessionStatus } from '../../../contract/security';
import { CLIENT_FINGERPRINT_HEADER, SECURITY_ERRORS, securityPaths } from '../../../contract/security-paths';
import { toast } from '../../components/ui/toast';
import { type ApiError, anyResponseSchema, apiRequest, onApiFailure } from '../../lib/api-client';
import { showRateLimitToast } from '../../lib/error-toast';
import { securityCopy } from './copy';
import { browserFingerprint } from './fingerprint';
import { watchInactivity } from './inactivity';
import { setRateLimited } from './rate-limit-flag';

// The contract's schemas (and zod) load only to check an answer from a server of another contract
// version (docs/decisions/011): every page starts this client.
const contract = () => import('../../../contract/security');

/** Auth keys a signed-out browser must not keep (spec 4 "Sign-out clears auth keys from browser storage"). */
const AUTH_STORAGE_KEYS = ['persistOnLogin'] as const;

/** The page's signed-in state changed underneath it: screens that show the account reload it. */
export const SESSION_ENDED_EVENT = 'uplift:session-ended';

let started = false;
let stopInactivity: (() => void) | null = null;
let fingerprint: Promise<string | null> | null = null;

async function fingerprintHeaders(): Promise<Record<string, string>> {
  fingerprint ??= browserFingerprint();
  const value = await fingerprint;
  return value ? { [CLIENT_FINGERPRINT_HEADER]: value } : {};
}

function sessionEnded(title: string, description: string): void {
  stopInactivity?.();
  stopInactivity = null;
  for (const key of AUTH_STORAGE_KEYS) {
    try {
      localStorage.removeItem(key);
    } catch {
      // storage unavailable: nothing kept
    }
  }
  toast.error(title, { id: 'session-ended', description });
  window.dispatchEvent(new CustomEvent(SESSION_ENDED_EVENT));
}

function onFailure(error: ApiError): void {
  if (error.isRateLimited) {
    setRateLimited(error.retryAfter);
    showRateLimitToast(error.retryAfter);
  } else if (error.status === 401 && error.code === SECURITY_ERRORS.sessionTimeout.code) {
    sessionEnded(securityCopy.sessionTimeoutTitle, securityCopy.sessionTimeoutMessage);
  } else if (error.status === 401 && error.code === SECURITY_ERRORS.suspicious.code) {
    sessionEnded(securityCopy.securityAlertTitle, securityCopy.suspiciousCompromised);
  }
}

async function sessionStatus(): Promise<SessionStatus | null> {
  try {
    return await apiRequest(securityPaths.session, {
      schema: () => contract().then((m) => m.sessionStatusSchema),
      headers: await fingerprintHeaders(),
    });
  } catch {
    return null; // a failing check counts as not suspicious (spec 8)
  }
}

/** The periodic suspicious-session check (every 5 minutes while signed in). */
async function checkSession(): Promise<void> {
  const status = await sessionStatus();
  if (status?.suspicious) sessionEnded(securityCopy.securityAlertTitle, securityCopy.suspiciousRefresh);
  else if (status && !status.signedIn && stopInactivity) {
    stopInactivity();
    stopInactivity = null;
  }
}

async function reportActivity(): Promise<void> {
  await apiRequest(securityPaths.activity, {
    method: 'POST',
    body: {},
    schema: () => contract().then((m) => m.activityResponseSchema),
    headers: await fingerprintHeaders(),
  }).catch(() => undefined);
}

async function timeOut(): Promise<void> {
  await apiRequest(authPaths.signOut, { method: 'POST', body: {}, schema: anyResponseSchema }).catch(
    () => undefined,
  );
  sessionEnded(securityCopy.sessionTimeoutTitle, securityCopy.sessionTimeoutMessage);
}

/** Starts watching the signed-in session, if there is one (again after a sign-in). */
export async function watchSession(): Promise<void> {
  const status = await sessionStatus();
  if (status?.suspicious) {
    sessionEnded(securityCopy.securityAlertTitle, securityCopy.suspiciousRefresh);
    return;
  }
  if (!status?.signedIn || stopInactivity) return;
  stopInactivity = watchInactivity({
    reportActivity: () => void reportActivity(),
    onTimeout: () => void timeOut(),
    onCheck: () => void checkSession(),
  });
}

async function applySettings(): Promise<void> {
  const settings = await apiRequest(securityPaths.publicSettings, {
    schema: () => contract().then((m) => m.publicSettingsSchema),
  }).catch(() => null);
  // never on unless the admin setting says so
  if (settings?.devtoolsDeterrent !== true) return;
  const { startDevtoolsDeterrent } = await import('./devtools-deterrent');
  startDevtoolsDeterrent();
}

/**
 * The browser's security state (spec 4): the rate-limit flag and its toast, 'Session Timeout' after 30
 * idle minutes, 'Security Alert' and the forced logout for a suspicious session, and the developer-tools
 * deterrent when the admin turned it on. Loaded lazily after the first paint, once per page.
 */
export function startSecurityClient(): void {
  if (started) return;
  started = true;
  onApiFailure(onFailure);
  void applySettings();
  void watchSession();
  // a sign-in on this page starts the watch without a reload
  window.addEventListener('focus', () => void watchSession());
}
