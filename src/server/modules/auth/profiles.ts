import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema';

export type AuthUserFields = { id: string; email: string; name?: string | null; role?: string | null };

const profileRole = (role: string | null | undefined) => (role === 'admin' ? 'admin' : 'user');

/** Creates the user's profile row when it is missing (spec 7: a missing profile triggers creation). */
export async function ensureProfile(db: Database, user: AuthUserFields): Promise<void> {
  await db
    .insert(profiles)
    .values({
      userId: user.id,
      email: user.email,
      fullName: user.name?.trim() || null,
      role: profileRole(user.role),
    })
    .onConflictDoNothing({ target: profiles.userId });
}

/** Keeps profiles.email / full_name / role equal to the auth user's after any change there. */
export async function syncProfile(db: Database, user: AuthUserFields): Promise<void> {
  const updated = await db
    .update(profiles)
    .set({
      email: user.email,
      fullName: user.name?.trim() || null,
      role: profileRole(user.role),
      updatedAt: new Date(),
    })
    .where(eq(profiles.userId, user.id))
    .returning({ userId: profiles.userId });
  if (updated.length === 0) await ensureProfile(db, user);
}
