import { describe, expect, it } from 'vitest';
import { countRequest, rateLimitFor } from './rate-limit';

describe('rateLimitFor', () => {
  it('has the per-endpoint limits and a default of 200', () => {
    expect(rateLimitFor('/api/assessment')).toBe(100);
    expect(rateLimitFor('/api/questions')).toBe(50);
    expect(rateLimitFor('/api/chapters')).toBe(50);
    expect(rateLimitFor('/api/anything')).toBe(200);
    expect(rateLimitFor('toString')).toBe(200);
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
