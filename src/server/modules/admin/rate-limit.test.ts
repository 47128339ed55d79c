import { describe, expect, it, vi } from 'vitest';
import { type AdminRateLimitStore, adminRateLimit } from './rate-limit';

/** The database store's rule, in memory: a fixed window, refused requests not counted. */
function memoryStore(): AdminRateLimitStore {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    async consume(identifier, endpoint, limit, windowMs, now) {
      const key = `${identifier}|${endpoint}`;
      const current = windows.get(key);
      const window = current && now - current.start < windowMs ? current : { start: now, count: 0 };
      const allowed = window.count < limit;
      windows.set(key, allowed ? { ...window, count: window.count + 1 } : window);
      return { allowed, resetAt: window.start + windowMs };
    },
  };
}

const log = { warn: vi.fn() };

describe('admin rate limit', () => {
  it('allows 10 per 60 minutes per admin and operation type by default', async () => {
    let now = 1_000_000;
    const limit = adminRateLimit(memoryStore(), { now: () => now });
    for (let i = 0; i < 10; i++) expect((await limit.check('a', 'delete_user', log)).allowed).toBe(true);
    expect(await limit.check('a', 'delete_user', log)).toEqual({
      allowed: false,
      resetAt: 1_000_000 + 3_600_000,
    });
    expect((await limit.check('a', 'delete_question', log)).allowed).toBe(true);
    expect((await limit.check('b', 'delete_user', log)).allowed).toBe(true);
    now += 3_600_000;
    expect((await limit.check('a', 'delete_user', log)).allowed).toBe(true);
  });

  it('lets the request through when the check itself fails (spec 8)', async () => {
    const broken: AdminRateLimitStore = {
      consume: async () => {
        throw new Error('database gone');
      },
    };
    const decision = await adminRateLimit(broken).check('a', 'bulk_page_content', log);
    expect(decision.allowed).toBe(true);
    expect(log.warn).toHaveBeenCalledOnce();
  });
});
