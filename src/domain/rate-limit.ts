import {
  RATE_LIMIT_DEFAULT_PER_WINDOW,
  RATE_LIMIT_SESSIONS_PER_ADDRESS,
  RATE_LIMIT_WINDOW_MS,
  RATE_LIMITS_PER_WINDOW,
} from './constants';

/** Requests allowed per 60 s for an endpoint: its own limit, else the default 200. */
export function rateLimitFor(endpoint: string): number {
  return Object.hasOwn(RATE_LIMITS_PER_WINDOW, endpoint)
    ? RATE_LIMITS_PER_WINDOW[endpoint as keyof typeof RATE_LIMITS_PER_WINDOW]
    : RATE_LIMIT_DEFAULT_PER_WINDOW;
}

export type RateLimitCounter = { key: string; limit: number };

/**
 * The windows one request counts against: per session when the URL names one (spec 9), and always per
 * client address, which for session calls allows `RATE_LIMIT_SESSIONS_PER_ADDRESS` sessions' worth.
 */
export function rateLimitCounters(
  group: string,
  client: { sessionId?: string; address: string },
): RateLimitCounter[] {
  const limit = rateLimitFor(group);
  const address: RateLimitCounter = {
    key: `${group}|ip:${client.address}`,
    limit: client.sessionId ? limit * RATE_LIMIT_SESSIONS_PER_ADDRESS : limit,
  };
  return client.sessionId ? [{ key: `${group}|session:${client.sessionId}`, limit }, address] : [address];
}

export interface RateLimitWindow {
  /** epoch ms the window opened */
  windowStart: number;
  /** requests counted in the window, this one excluded */
  requestCount: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** the window to store after this request */
  updatedWindow: RateLimitWindow;
  remaining: number;
  /** epoch ms when the window closes */
  resetAt: number;
}

/**
 * Counts one request against a fixed window. An expired or missing window starts afresh at `now`;
 * a refused request is not counted, so a client cannot push its own reset further away.
 */
export function countRequest(
  previous: RateLimitWindow | null | undefined,
  now: number,
  limit: number,
  windowMs: number = RATE_LIMIT_WINDOW_MS,
): RateLimitDecision {
  const current =
    previous && now - previous.windowStart < windowMs ? previous : { windowStart: now, requestCount: 0 };
  const allowed = current.requestCount < limit;
  const counted = allowed ? { ...current, requestCount: current.requestCount + 1 } : current;
  return {
    allowed,
    updatedWindow: counted,
    remaining: Math.max(0, limit - counted.requestCount),
    resetAt: current.windowStart + windowMs,
  };
}
