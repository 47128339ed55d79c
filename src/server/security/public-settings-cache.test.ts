import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminPaths } from '../../contract/admin';
import { securityPaths } from '../../contract/security';
import { RATE_LIMIT_CACHE_MS } from '../../domain/constants';
import * as schema from '../db/schema';
import { TestBrowser, uniqueEmail } from '../modules/auth/test-browser';
import { PASSWORD } from './helpers';
import { openTwoInstances } from './two-instances';

/**
 * The deterrent setting is cached 10 s per instance. The admin's write empties the writing instance's
 * cache at once; another instance serves the old value until its 10 s are up (docs/security.md).
 */
const ORIGIN = 'http://localhost:3000';

describe('the public settings cache', () => {
  let two: Awaited<ReturnType<typeof openTwoInstances>>;
  beforeAll(async () => {
    two = await openTwoInstances({ env: { PUBLIC_URL: ORIGIN } });
  }, 180_000);
  afterAll(async () => {
    vi.useRealTimers();
    await two.close();
  });

  const deterrentOn = async (app: typeof two.a) =>
    (await app.inject({ method: 'GET', url: securityPaths.publicSettings })).json()
      .devtoolsDeterrent as boolean;

  it("the admin's write is served at once by its instance, by the other within the 10 s cache", async () => {
    const admin = new TestBrowser(two.a, ORIGIN);
    const email = uniqueEmail('admin');
    const res = await admin.signUp({ name: 'Ada Admin', email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const id = res.json().user.id as string;
    await two.database.db.update(schema.user).set({ role: 'admin' }).where(eq(schema.user.id, id));
    await two.database.db
      .update(schema.profiles)
      .set({ role: 'admin' })
      .where(eq(schema.profiles.userId, id));

    // both instances have read (and cached) "off"
    expect(await deterrentOn(two.a)).toBe(false);
    expect(await deterrentOn(two.b)).toBe(false);

    const patched = await admin.patch(adminPaths.settings, { devtoolsDeterrent: true });
    expect(patched.statusCode, patched.body).toBe(200);

    // the writer at once (without the invalidation it would answer false for up to 10 s)
    expect(await deterrentOn(two.a)).toBe(true);
    // the other instance still has its cached "off" ...
    expect(await deterrentOn(two.b)).toBe(false);
    // ... until its cache is older than 10 s
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + RATE_LIMIT_CACHE_MS + 1 });
    expect(await deterrentOn(two.b)).toBe(true);
  });
});
