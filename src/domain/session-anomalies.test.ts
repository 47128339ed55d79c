import { describe, expect, it } from 'vitest';
import { anomaliesOf, judgeSession, userAgentFamily } from './session-anomalies';

const seen = (
  over: Partial<{ fingerprint: string | null; userAgent: string | null; ipAddress: string | null }>,
) => ({
  fingerprint: 'f'.repeat(32),
  userAgent: 'Mozilla/5.0 Chrome/130.0.0.0',
  ipAddress: '198.51.100.1',
  ...over,
});
const row = (lastActivity: number, over = {}) => ({
  lastActivity: new Date(lastActivity),
  ...seen(over),
});

describe('detect_session_anomalies / check_suspicious_session_activity (pure part)', () => {
  it('scores another device, not a browser update or a new address alone', () => {
    expect(userAgentFamily('Chrome/130.0.1')).toBe(userAgentFamily('Chrome/131.2.3'));
    expect(anomaliesOf(row(0), seen({ userAgent: 'Mozilla/5.0 Chrome/131.0.1.2' })).anomalyScore).toBe(0);
    expect(anomaliesOf(row(0), seen({ ipAddress: '203.0.113.1' }))).toEqual({
      anomalyScore: 2,
      anomalies: ['ip-changed'],
    });
    expect(anomaliesOf(row(0), seen({ userAgent: 'curl/8', fingerprint: 'e'.repeat(32) })).anomalyScore).toBe(
      10,
    );
    expect(anomaliesOf(null, seen({})).anomalyScore).toBe(0);
  });

  it('flags at 2 indicators, critical at 4 or a critical risk; threat levels 7 high, 4 medium', () => {
    const now = 10 * 60_000;
    const calm = judgeSession(row(now - 5 * 60_000), seen({}), now);
    expect(calm).toMatchObject({ suspicious: false, critical: false, threatLevel: 'low', indicators: [] });
    const newAddress = judgeSession(row(now - 500), seen({ ipAddress: '203.0.113.9' }), now);
    expect(newAddress).toMatchObject({ suspicious: false, indicators: ['rapid-activity'] });
    const otherBrowser = judgeSession(
      row(now - 5 * 60_000),
      seen({ userAgent: 'Firefox/1', ipAddress: '203.0.113.9' }),
      now,
    );
    expect(otherBrowser).toMatchObject({ suspicious: true, threatScore: 7, threatLevel: 'high' });
    const thief = judgeSession(
      row(now - 500),
      seen({ userAgent: 'curl/8', fingerprint: 'e'.repeat(32) }),
      now,
    );
    expect(thief).toMatchObject({ suspicious: true, critical: true, riskLevel: 'critical' });
    expect(thief.indicators).toHaveLength(4);
  });
});
