import { desc, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminAuditLog } from '../../db/schema';

/** Reading the audit log (entries are written by each admin change, see `writeAudit`). */
export function auditLogRepository(db: Database) {
  return {
    async entries(limit: number, before: Date | null) {
      return db
        .select()
        .from(adminAuditLog)
        .where(before ? lt(adminAuditLog.createdAt, before) : undefined)
        .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
        .limit(limit);
    },
  };
}

export type AuditLogRepository = ReturnType<typeof auditLogRepository>;
