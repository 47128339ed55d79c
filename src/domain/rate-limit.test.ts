import { describe, expect, it } from 'vitest';
import { countRequest, rateLimitCounters, rateLimitFor } from './rate-limit';

describe('rateLimitFor', () => {
  it('has the per-endpoint limits and a default of 200', () => {
    expect(rateLimitFor('/api/assessment')).toBe(100);
    expect(rateLimitFor('/api/questions')).toBe(50);
    expect(rateLimitFor('/api/chapters')).toBe(50);
    expect(rateLimitFor('/api/anything')).toBe(200);
    expect(rateLimitFor('toString')).toBe(200);
  });
});

describe('rateLimitCounters', () => {
  it('counts a call without a session per address, at the group limit', () => {
    expect(rateLimitCounters('/api/questions', { address: '10.0.0.1' })).toEqual([
      { key: '/api/questions|ip:10.0.0.1', limit: 50 },
    ]);
  });

  it('counts a session call per session and per address, so made-up ids cannot escape the limit', () => {
    expect(rateLimitCounters('/api/assessment', { sessionId: 's1', address: '10.0.0.1' })).toEqual([
      { key: '/api/assessment|session:s1', limit: 100 },
      { key: '/api/assessment|ip:10.0.0.1', limit: 1000 },
    ]);
  });
});

describe('countRequest', () => {
  it('allows up to the limit within 60 s and refuses the next', () => {
    let current = countRequest(null, 0, 2).updatedWindow;
    const second = countRequest(current, 1000, 2);
    expect(second).toMatchObject({ allowed: true, remaining: 0, resetAt: 60_000 });
    current = second.updatedWindow;
    const third = countRequest(current, 2000, 2);
    expect(third).toMatchObject({ allowed: false, remaining: 0, resetAt: 60_000 });
    expect(third.updatedWindow).toEqual({ windowStart: 0, requestCount: 2 });
  });

  it('starts a new window after 60 s', () => {
    const next = countRequest({ windowStart: 0, requestCount: 50 }, 60_000, 50);
    expect(next).toMatchObject({ allowed: true, remaining: 49, resetAt: 120_000 });
    expect(next.updatedWindow).toEqual({ windowStart: 60_000, requestCount: 1 });
  });
});
