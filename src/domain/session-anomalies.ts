// The suspicious-session rules of spec sections 4 and 9 applied to what a session was seen with and what
// a request shows now: pure, so the server's checks and their tests share one definition.
import {
  flagSession,
  type RiskLevel,
  type SuspicionVerdict,
  suspicionIndicators,
  type ThreatLevel,
  threatLevel,
} from './security';

/** What the server last saw of a signed-in session (session_security). */
export type KnownSession = Observation & { lastActivity: Date };

/** What the request shows about the client now. */
export type Observation = {
  ipAddress: string | null;
  userAgent: string | null;
  /** from the security client's own calls only; null elsewhere (not compared) */
  fingerprint: string | null;
};

/** Anomaly points (0–10, spec: 7 or more is an indicator): two signals of another device reach 7. */
export const ANOMALY_POINTS = { fingerprint: 5, userAgent: 5, ipAddress: 2 } as const;

export type Anomaly = 'fingerprint-changed' | 'user-agent-changed' | 'ip-changed';

/** A user agent without its version numbers: a browser update is not another device. */
export function userAgentFamily(userAgent: string | null): string | null {
  return userAgent ? userAgent.replace(/[\d._]+/g, '').slice(0, 200) : null;
}

/** detect_session_anomalies: how far the request differs from what the session was seen with. */
export function anomaliesOf(
  known: Pick<KnownSession, 'fingerprint' | 'userAgent' | 'ipAddress'> | null,
  now: Observation,
): { anomalyScore: number; anomalies: Anomaly[] } {
  const anomalies: Anomaly[] = [];
  if (!known) return { anomalyScore: 0, anomalies };
  if (known.fingerprint && now.fingerprint && known.fingerprint !== now.fingerprint)
    anomalies.push('fingerprint-changed');
  const before = userAgentFamily(known.userAgent);
  const after = userAgentFamily(now.userAgent);
  if (before && after && before !== after) anomalies.push('user-agent-changed');
  if (known.ipAddress && now.ipAddress && known.ipAddress !== now.ipAddress) anomalies.push('ip-changed');
  const points = {
    'fingerprint-changed': ANOMALY_POINTS.fingerprint,
    'user-agent-changed': ANOMALY_POINTS.userAgent,
    'ip-changed': ANOMALY_POINTS.ipAddress,
  } as const;
  const anomalyScore = Math.min(
    10,
    anomalies.reduce((sum, a) => sum + points[a], 0),
  );
  return { anomalyScore, anomalies };
}

export type SuspicionReport = SuspicionVerdict & {
  indicators: string[];
  threatScore: number;
  threatLevel: ThreatLevel;
  riskLevel: RiskLevel;
};

/**
 * check_suspicious_session_activity, from what is known and what is seen: the spec's indicators (over
 * 4 h inactive, under 1 s since the last activity, anomaly score ≥ 7) plus a changed fingerprint or
 * user agent; ≥ 2 suspicious, ≥ 4 (or a critical risk) critical.
 */
export function judgeSession(known: KnownSession | null, now: Observation, at: number): SuspicionReport {
  const { anomalyScore, anomalies } = anomaliesOf(known, now);
  const indicators: string[] = known
    ? suspicionIndicators({ msSinceLastActivity: at - known.lastActivity.getTime(), anomalyScore })
    : [];
  for (const a of anomalies) if (a !== 'ip-changed') indicators.push(a);
  const riskLevel: RiskLevel = anomalyScore >= 10 ? 'critical' : threatLevel(anomalyScore);
  return {
    ...flagSession(indicators.length, riskLevel),
    indicators,
    threatScore: anomalyScore,
    threatLevel: threatLevel(anomalyScore),
    riskLevel,
  };
}
