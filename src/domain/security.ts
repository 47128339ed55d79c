import {
  CRITICAL_MIN_INDICATORS,
  CSRF_TOKEN_HEX_LENGTH,
  DEVTOOLS_GAP_THRESHOLD_MS,
  INACTIVITY_TIMEOUT_MS,
  SUSPICIOUS_ANOMALY_SCORE,
  SUSPICIOUS_INACTIVITY_MS,
  SUSPICIOUS_MIN_INDICATORS,
  SUSPICIOUS_RAPID_ACTIVITY_MS,
  THREAT_SCORE_HIGH,
  THREAT_SCORE_MEDIUM,
} from './constants';

export type RiskLevel = 'low' | 'medium' | 'high' | 'critical';

/** The spec's three indicators; callers may add their own (a changed fingerprint or IP, say). */
export type SuspicionIndicator = 'long-inactivity' | 'rapid-activity' | 'high-anomaly-score';

/**
 * Which suspicion indicators hold: inactive for more than 4 hours, less than 1 second since the last
 * activity, an anomaly score of 7 or more.
 */
export function suspicionIndicators(activity: {
  /** time since the last activity */
  msSinceLastActivity: number;
  anomalyScore?: number | null;
}): SuspicionIndicator[] {
  const indicators: SuspicionIndicator[] = [];
  if (activity.msSinceLastActivity > SUSPICIOUS_INACTIVITY_MS) indicators.push('long-inactivity');
  if (activity.msSinceLastActivity < SUSPICIOUS_RAPID_ACTIVITY_MS) indicators.push('rapid-activity');
  if ((activity.anomalyScore ?? 0) >= SUSPICIOUS_ANOMALY_SCORE) indicators.push('high-anomaly-score');
  return indicators;
}

export interface SuspicionVerdict {
  /** at least 2 indicators: mark the session suspicious */
  suspicious: boolean;
  /** at least 4 indicators, or a critical risk level: log a critical event */
  critical: boolean;
}

/** Flags a session from the number of indicators that hold and the risk level, if any. */
export function flagSession(indicatorCount: number, riskLevel?: RiskLevel | null): SuspicionVerdict {
  return {
    suspicious: indicatorCount >= SUSPICIOUS_MIN_INDICATORS,
    critical: indicatorCount >= CRITICAL_MIN_INDICATORS || riskLevel === 'critical',
  };
}

/** Threat score bands: 7 or more high, 4 up to 7 medium, below 4 low. */
export type ThreatLevel = 'low' | 'medium' | 'high';
export function threatLevel(threatScore: number): ThreatLevel {
  if (threatScore >= THREAT_SCORE_HIGH) return 'high';
  if (threatScore >= THREAT_SCORE_MEDIUM) return 'medium';
  return 'low';
}

export interface SessionAccessVerdict {
  allowed: boolean;
  threatScore: number;
  riskLevel: RiskLevel;
  recommendations: string[];
}

/** Failure policy: a session validation that errors denies access as critical (spec 8). */
export function sessionValidationFailed(): SessionAccessVerdict {
  return {
    allowed: false,
    threatScore: 10,
    riskLevel: 'critical',
    recommendations: ['re-authentication', 'manual review'],
  };
}

/** Failure policy: a suspicious-activity check that errors counts as not suspicious (spec 8). */
export function suspiciousCheckFailed(): SuspicionVerdict {
  return { suspicious: false, critical: false };
}

/**
 * What a failed rate-limit check means for the request. The spec lets it through (public and admin
 * limits alike); sign-in, sign-up, password reset and e-mail sending fail closed (ARCHITECTURE.md).
 */
export type RateLimitedOperation = 'public' | 'admin' | 'credential';
export function rateLimitCheckFailed(operation: RateLimitedOperation): { allowed: boolean } {
  return { allowed: operation !== 'credential' };
}

/** The session is dropped after 30 minutes without activity. */
export function isInactivityTimedOut(msSinceLastActivity: number): boolean {
  return msSinceLastActivity >= INACTIVITY_TIMEOUT_MS;
}

/** A CSRF token: 32 random bytes as 64 lowercase hex characters. */
export function isCsrfTokenFormat(token: string): boolean {
  return token.length === CSRF_TOKEN_HEX_LENGTH && /^[0-9a-f]+$/.test(token);
}

/** Hex of random bytes the caller drew (crypto stays outside the domain). */
export function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A debugger pause longer than 100 ms between two timestamps means developer tools are open. */
export function isDevtoolsGap(elapsedMs: number): boolean {
  return elapsedMs > DEVTOOLS_GAP_THRESHOLD_MS;
}

/** F12, Ctrl+Shift+I, Ctrl+Shift+C and Ctrl+U are blocked when the deterrent is on (spec 9). */
export function isBlockedDevtoolsShortcut(event: {
  key: string;
  ctrlKey?: boolean;
  shiftKey?: boolean;
  metaKey?: boolean;
}): boolean {
  const key = event.key.toUpperCase();
  if (key === 'F12') return true;
  const control = Boolean(event.ctrlKey || event.metaKey);
  if (control && event.shiftKey && (key === 'I' || key === 'C')) return true;
  return control && !event.shiftKey && key === 'U';
}
