import { eq, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import * as schema from '../db/schema';
import { TestBrowser, uniqueEmail } from '../modules/auth/test-browser';
import type { TestApp } from '../test-support/app';

export const PASSWORD = 'a long enough password';

/** A browser with a fresh signed-up (and signed-in) account; `admin` promotes it. */
export async function signedInBrowser(t: TestApp, options: { admin?: boolean; ip?: string } = {}) {
  const browser = new TestBrowser(t.app, t.config.publicUrl, options.ip);
  const email = uniqueEmail(options.admin ? 'admin' : 'founder');
  const res = await browser.signUp({
    name: options.admin ? 'Ada Admin' : 'Grace Founder',
    email,
    password: PASSWORD,
  });
  expect(res.statusCode).toBe(200);
  const id = res.json().user.id as string;
  if (options.admin) {
    await t.database.db.update(schema.user).set({ role: 'admin' }).where(eq(schema.user.id, id));
    await t.database.db.update(schema.profiles).set({ role: 'admin' }).where(eq(schema.profiles.userId, id));
  }
  return { browser, email, id };
}

/** The Better Auth session id behind a browser's cookie. */
export async function sessionIdOf(t: TestApp, userId: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ id: schema.session.id })
    .from(schema.session)
    .where(eq(schema.session.userId, userId));
  return rows.map((r) => r.id);
}

/**
 * The only columns a GET writes, by design: a share link counts who opened it, for its founder. The GET
 * test checks them on their own (exactly one count per read by someone other than the owner).
 */
const COUNTED_ON_READ: Record<string, string[]> = { share_links: ['last_viewed_at', 'view_count'] };

/** Rows in every table that is data (not the security layer's own bookkeeping), to compare. */
export async function dataSnapshot(t: TestApp): Promise<string> {
  const skip = new Set(['rate_limits', 'session_security', 'security_events', 'session', 'verification']);
  const tables = (Object.values(schema) as unknown[]).filter(
    (v) => typeof v === 'object' && v !== null && Symbol.for('drizzle:IsDrizzleTable') in v,
  ) as PgTable[];
  const parts: string[] = [];
  for (const table of tables) {
    const name = getTableName(table);
    if (skip.has(name)) continue;
    const result = await t.database.db.execute(sql`select * from ${table} order by 1`);
    const rows = ((result as unknown as { rows?: unknown[] }).rows ?? result) as Array<
      Record<string, unknown>
    >;
    const counted = COUNTED_ON_READ[name] ?? [];
    const kept = rows.map((row) =>
      Object.fromEntries(Object.entries(row).filter(([c]) => !counted.includes(c))),
    );
    parts.push(`${name}:${JSON.stringify(kept)}`);
  }
  return parts.join('\n');
}

/**
 * Ways of writing an API path that the router reads as the same route: an encoded letter in either
 * case of hex, a whole segment encoded, dot segments (plain and encoded). Policies must hold for each.
 */
export function encodedVariants(path: string): string[] {
  const [pathname = path, query] = path.split('?');
  const hex = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`;
  const segments = pathname.split('/');
  const second = segments.map((s, i) => (i === 2 ? [...s].map(hex).join('') : s)).join('/');
  const variants = [
    pathname.replace(/^\/api\//, '/%61pi/'),
    second,
    `/x/..${pathname}`,
    `/x/%2e%2E${pathname}`,
    pathname.replace(/^\/api\//, '/api/./'),
  ];
  return variants.map((v) => (query === undefined ? v : `${v}?${query}`));
}
