import { and, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { DevUser } from '../../../contract/dev-tools';
import type { Database } from '../../db/client';
import { assessmentSessions, profiles, rateLimits, results, user } from '../../db/schema';
import { containsPattern } from '../admin/repository';
import { ensureProfile } from '../auth/profiles';

const SEARCH_LIMIT = 20;

/** Drizzle for the developer panel: user search with data-status flags, and the repairs. */
export function devToolsRepository(db: Database) {
  async function views(ids: string[]): Promise<DevUser[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({
        id: user.id,
        email: user.email,
        name: user.name,
        profileUserId: profiles.userId,
        profileEmail: profiles.email,
        fullName: profiles.fullName,
      })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(inArray(user.id, ids));
    const counts = await db
      .select({
        userId: assessmentSessions.userId,
        sessions: sql<number>`count(*)::int`,
        completed: sql<number>`count(*) filter (where ${assessmentSessions.status} = 'completed' or ${assessmentSessions.completedAt} is not null)::int`,
        nullEmail: sql<number>`count(*) filter (where ${assessmentSessions.email} is null)::int`,
        otherEmail: sql<number>`count(*) filter (where ${assessmentSessions.email} is not null and lower(${assessmentSessions.email}) <> lower(${user.email}))::int`,
        withResults: sql<number>`count(${results.sessionId})::int`,
      })
      .from(assessmentSessions)
      .innerJoin(user, eq(user.id, assessmentSessions.userId))
      .leftJoin(results, eq(results.sessionId, assessmentSessions.id))
      .where(inArray(assessmentSessions.userId, ids))
      .groupBy(assessmentSessions.userId);
    const byUser = new Map(counts.map((c) => [c.userId, c]));
    return ids.flatMap((id) => {
      const row = rows.find((r) => r.id === id);
      if (!row) return [];
      const c = byUser.get(id);
      const profileEmailDiffers =
        row.profileUserId !== null &&
        (row.profileEmail ?? '').toLowerCase() !== (row.email ?? '').toLowerCase();
      return [
        {
          id: row.id,
          email: row.email ?? null,
          full_name: row.fullName ?? row.name ?? null,
          session_count: c?.sessions ?? 0,
          completed_sessions: c?.completed ?? 0,
          flags: {
            hasNullEmail: (c?.nullEmail ?? 0) > 0,
            hasResults: (c?.withResults ?? 0) > 0,
            hasProfile: row.profileUserId !== null,
            emailMismatch: profileEmailDiffers || (c?.otherEmail ?? 0) > 0,
          },
        },
      ];
    });
  }

  return {
    views,

    /** e-mail or full name as a case-insensitive substring, or the exact id (spec 2). */
    async search(text: string): Promise<DevUser[]> {
      const pattern = containsPattern(text);
      const found = await db
        .selectDistinct({ id: user.id, createdAt: user.createdAt })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(
          or(
            eq(user.id, text),
            ilike(user.email, pattern),
            ilike(user.name, pattern),
            ilike(profiles.email, pattern),
            ilike(profiles.fullName, pattern),
          ),
        )
        .orderBy(user.createdAt)
        .limit(SEARCH_LIMIT);
      return views(found.map((f) => f.id));
    },

    async authUser(id: string) {
      const [row] = await db
        .select({ id: user.id, email: user.email, name: user.name, role: user.role })
        .from(user)
        .where(eq(user.id, id));
      return row ?? null;
    },

    /**
     * The repairs of the debugging view, in one transaction; answers what was done:
     * missing profile created, profile e-mail set to the account's, sessions' missing or stale e-mail
     * set to the account's (spec 7: "debug repair sets email where user_id matches and email is null").
     */
    async fix(id: string): Promise<string[]> {
      const account = await this.authUser(id);
      if (!account) return [];
      return db.transaction(async (tx) => {
        const fixes: string[] = [];
        const [profile] = await tx.select().from(profiles).where(eq(profiles.userId, id));
        if (!profile) {
          await ensureProfile(tx as unknown as Database, {
            id,
            email: account.email,
            name: account.name,
            role: account.role ?? null,
          });
          fixes.push('profile created');
        } else if ((profile.email ?? '').toLowerCase() !== account.email.toLowerCase()) {
          await tx.update(profiles).set({ email: account.email }).where(eq(profiles.userId, id));
          fixes.push('profile e-mail set to the account e-mail');
        }
        const filled = await tx
          .update(assessmentSessions)
          .set({ email: account.email })
          .where(and(eq(assessmentSessions.userId, id), isNull(assessmentSessions.email)))
          .returning({ id: assessmentSessions.id });
        for (const s of filled) fixes.push(`session ${s.id}: e-mail filled in`);
        const corrected = await tx
          .update(assessmentSessions)
          .set({ email: account.email })
          .where(
            and(
              eq(assessmentSessions.userId, id),
              ne(sql`lower(${assessmentSessions.email})`, account.email.toLowerCase()),
            ),
          )
          .returning({ id: assessmentSessions.id });
        for (const s of corrected) fixes.push(`session ${s.id}: e-mail corrected`);
        return fixes;
      });
    },

    /** Server-side state kept per user: the rate-limit windows of the user and their sessions. */
    async clearCaches(id: string): Promise<number> {
      const sessions = await db
        .select({ id: assessmentSessions.id })
        .from(assessmentSessions)
        .where(eq(assessmentSessions.userId, id));
      const windows = await db
        .delete(rateLimits)
        .where(inArray(rateLimits.identifier, [id, ...sessions.map((s) => s.id)]))
        .returning({ id: rateLimits.id });
      return windows.length;
    },
  };
}

export type DevToolsRepository = ReturnType<typeof devToolsRepository>;
