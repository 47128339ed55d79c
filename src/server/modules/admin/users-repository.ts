import { and, asc, count, desc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assessmentSessions, profiles, user } from '../../db/schema';
import { containsPattern } from './repository';

/** Not an admin: neither the auth user nor the profile says 'admin'. */
const notAdmin = and(
  sql`coalesce(${user.role}, '') <> 'admin'`,
  sql`coalesce(${profiles.role}, 'user') <> 'admin'`,
);

/** The people behind the accounts, with their assessment counts (admins never listed). */
export function usersRepository(db: Database) {
  return {
    async users(search: string | null, limit: number, offset: number) {
      const counts = db
        .select({
          userId: assessmentSessions.userId,
          sessionCount: sql<number>`count(*)::int`.as('session_count'),
          completedSessions:
            sql<number>`(count(*) filter (where ${assessmentSessions.status} = 'completed'))::int`.as(
              'completed_sessions',
            ),
          lastCompletedAt: sql<Date | null>`max(${assessmentSessions.completedAt})`.as('last_completed_at'),
        })
        .from(assessmentSessions)
        .where(isNotNull(assessmentSessions.userId))
        .groupBy(assessmentSessions.userId)
        .as('counts');
      const pattern = search ? containsPattern(search) : null;
      const where = and(
        notAdmin,
        search && pattern
          ? or(
              eq(user.id, search),
              ilike(user.email, pattern),
              ilike(user.name, pattern),
              ilike(profiles.email, pattern),
              ilike(profiles.fullName, pattern),
            )
          : undefined,
      );
      const rows = await db
        .select({
          id: user.id,
          email: sql<string | null>`coalesce(${profiles.email}, ${user.email})`,
          fullName: sql<string | null>`coalesce(${profiles.fullName}, nullif(${user.name}, ''))`,
          emailVerified: user.emailVerified,
          profileCompleted: sql<boolean>`coalesce(${profiles.profileCompleted}, false)`,
          excludedFromBenchmarks: sql<boolean>`coalesce(${profiles.excludedFromBenchmarks}, false)`,
          createdAt: user.createdAt,
          sessionCount: sql<number>`coalesce(${counts.sessionCount}, 0)::int`,
          completedSessions: sql<number>`coalesce(${counts.completedSessions}, 0)::int`,
          lastCompletedAt: counts.lastCompletedAt,
        })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .leftJoin(counts, eq(counts.userId, user.id))
        .where(where)
        .orderBy(desc(user.createdAt), asc(user.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db
        .select({ total: count() })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(where);
      return { rows, total: total?.total ?? 0 };
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
