import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { session, sessionSecurity, user } from '../../db/schema';

/**
 * A signed-in request's session, its user and its security record, in one prepared query by the
 * session token: every signed-in request reads this first.
 */
export function signedInRepository(db: Database) {
  const byToken = db
    .select({
      session: {
        id: session.id,
        token: session.token,
        expiresAt: session.expiresAt,
        createdAt: session.createdAt,
      },
      user: {
        id: user.id,
        email: user.email,
        name: user.name,
        emailVerified: user.emailVerified,
        role: user.role,
        createdAt: user.createdAt,
      },
      security: sessionSecurity,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(sessionSecurity, eq(sessionSecurity.sessionId, session.id))
    .where(eq(session.token, sql.placeholder('token')))
    .prepare('auth_signed_in_by_token');

  return {
    async byToken(token: string) {
      const [row] = await byToken.execute({ token });
      return row ?? null;
    },
  };
}

export type SignedInRow = NonNullable<Awaited<ReturnType<ReturnType<typeof signedInRepository>['byToken']>>>;
