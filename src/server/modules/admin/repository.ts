import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { adminAuditLog, profiles, securityEvents, user } from '../../db/schema';
import type { AdminIdentity } from './guard';

export type AuditInput = { action: string; target?: string | null; details?: unknown };

/** `%text%` for ILIKE, with the pattern characters of the text itself escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One audit entry, in the caller's transaction when it has one (no change without its entry). */
export async function writeAudit(tx: Tx | Database, actor: AdminIdentity, entry: AuditInput): Promise<void> {
  await tx.insert(adminAuditLog).values({
    actorUserId: actor.userId,
    actorEmail: actor.email,
    action: entry.action,
    target: entry.target ?? null,
    details: entry.details ?? null,
  });
}

/** What every admin area shares: who is an admin, the audit log, and security events. */
export function adminRepository(db: Database) {
  return {
    async roleOf(userId: string) {
      const [row] = await db
        .select({
          id: user.id,
          email: user.email,
          name: user.name,
          userRole: user.role,
          banned: user.banned,
          profileRole: profiles.role,
        })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(eq(user.id, userId));
      return row ? { ...row, banned: row.banned === true } : null;
    },

    /** An admin change that is nothing but its audit entry (e.g. after another module's transaction). */
    audit(actor: AdminIdentity, entry: AuditInput): Promise<void> {
      return writeAudit(db, actor, entry);
    },

    /** The same, inside another module's transaction: the entry is written only if that commits. */
    auditWithin(tx: Tx, actor: AdminIdentity, entry: AuditInput): Promise<void> {
      return writeAudit(tx, actor, entry);
    },

    async logSecurityEvent(event: {
      eventType: string;
      severity: string;
      userId: string | null;
      ipAddress: string | null;
      details: unknown;
    }): Promise<void> {
      await db.insert(securityEvents).values(event);
    },
  };
}

export type AdminRepository = ReturnType<typeof adminRepository>;
