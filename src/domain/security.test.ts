import { describe, expect, it } from 'vitest';
import {
  bytesToHex,
  flagSession,
  isBlockedDevtoolsShortcut,
  isCsrfTokenFormat,
  isDevtoolsGap,
  isInactivityTimedOut,
  rateLimitCheckFailed,
  sessionValidationFailed,
  suspicionIndicators,
  suspiciousCheckFailed,
  threatLevel,
} from './security';

const HOUR = 60 * 60 * 1000;

describe('suspicionIndicators', () => {
  it('flag inactivity over 4 hours, not at exactly 4', () => {
    expect(suspicionIndicators({ msSinceLastActivity: 4 * HOUR })).toEqual([]);
    expect(suspicionIndicators({ msSinceLastActivity: 4 * HOUR + 1 })).toEqual(['long-inactivity']);
  });

  it('flag under 1 second since the last activity', () => {
    expect(suspicionIndicators({ msSinceLastActivity: 999 })).toEqual(['rapid-activity']);
    expect(suspicionIndicators({ msSinceLastActivity: 1000 })).toEqual([]);
  });

  it('flag an anomaly score of 7 or more', () => {
    expect(suspicionIndicators({ msSinceLastActivity: 5000, anomalyScore: 7 })).toEqual([
      'high-anomaly-score',
    ]);
    expect(suspicionIndicators({ msSinceLastActivity: 5000, anomalyScore: 6.9 })).toEqual([]);
    expect(suspicionIndicators({ msSinceLastActivity: 10, anomalyScore: 9 })).toEqual([
      'rapid-activity',
      'high-anomaly-score',
    ]);
  });
});

describe('flagSession', () => {
  it('is suspicious from 2 indicators and critical from 4 or a critical risk level', () => {
    expect(flagSession(1)).toEqual({ suspicious: false, critical: false });
    expect(flagSession(2)).toEqual({ suspicious: true, critical: false });
    expect(flagSession(3)).toEqual({ suspicious: true, critical: false });
    expect(flagSession(4)).toEqual({ suspicious: true, critical: true });
    expect(flagSession(0, 'critical')).toEqual({ suspicious: false, critical: true });
    expect(flagSession(3, 'high')).toEqual({ suspicious: true, critical: false });
  });
});

describe('threatLevel', () => {
  it('is high from 7, medium from 4, low below', () => {
    expect(threatLevel(10)).toBe('high');
    expect(threatLevel(7)).toBe('high');
    expect(threatLevel(6)).toBe('medium');
    expect(threatLevel(6.5)).toBe('medium');
    expect(threatLevel(4)).toBe('medium');
    expect(threatLevel(3.9)).toBe('low');
    expect(threatLevel(0)).toBe('low');
  });
});

describe('failure policies', () => {
  it('deny a failed session validation as critical', () => {
    expect(sessionValidationFailed()).toEqual({
      allowed: false,
      threatScore: 10,
      riskLevel: 'critical',
      recommendations: ['re-authentication', 'manual review'],
    });
  });

  it('count a failed suspicion check as not suspicious', () => {
    expect(suspiciousCheckFailed()).toEqual({ suspicious: false, critical: false });
  });

  it('let a failed rate-limit check through, except for credential operations', () => {
    expect(rateLimitCheckFailed('public')).toEqual({ allowed: true });
    expect(rateLimitCheckFailed('admin')).toEqual({ allowed: true });
    expect(rateLimitCheckFailed('credential')).toEqual({ allowed: false });
  });
});

describe('client security', () => {
  it('times out after 30 minutes of inactivity', () => {
    expect(isInactivityTimedOut(30 * 60 * 1000 - 1)).toBe(false);
    expect(isInactivityTimedOut(30 * 60 * 1000)).toBe(true);
  });

  it('checks CSRF tokens as 64 hex characters from 32 bytes', () => {
    const token = bytesToHex(new Uint8Array(32).map((_, index) => index * 7));
    expect(token).toHaveLength(64);
    expect(isCsrfTokenFormat(token)).toBe(true);
    expect(isCsrfTokenFormat(token.slice(1))).toBe(false);
    expect(isCsrfTokenFormat('g'.repeat(64))).toBe(false);
    expect(bytesToHex(new Uint8Array([0, 15, 255]))).toBe('000fff');
  });

  it('detects developer tools by a gap over 100 ms and blocks their shortcuts', () => {
    expect(isDevtoolsGap(100)).toBe(false);
    expect(isDevtoolsGap(101)).toBe(true);
    expect(isBlockedDevtoolsShortcut({ key: 'F12' })).toBe(true);
    expect(isBlockedDevtoolsShortcut({ key: 'I', ctrlKey: true, shiftKey: true })).toBe(true);
    expect(isBlockedDevtoolsShortcut({ key: 'c', ctrlKey: true, shiftKey: true })).toBe(true);
    expect(isBlockedDevtoolsShortcut({ key: 'u', ctrlKey: true })).toBe(true);
    expect(isBlockedDevtoolsShortcut({ key: 'c', ctrlKey: true })).toBe(false);
    expect(isBlockedDevtoolsShortcut({ key: 'u' })).toBe(false);
  });
});
