/** The security toasts of spec 8, exactly. */
export const securityCopy = {
  securityAlertTitle: 'Security Alert',
  suspiciousRefresh: 'Suspicious activity detected. Please refresh the page.',
  suspiciousCompromised: 'Suspicious activity detected. Session may be compromised.',
  sessionTimeoutTitle: 'Session Timeout',
  sessionTimeoutMessage: 'Your session has timed out due to inactivity.',
  rightClickDisabled: 'Right-click disabled',
  devtoolsBlocked: 'Developer tools blocked',
} as const;
