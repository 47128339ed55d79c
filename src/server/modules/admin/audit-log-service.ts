import type { FastifyBaseLogger } from 'fastify';
import { ADMIN_FAILURES, type AuditLog } from '../../../contract/admin';
import type { AuditLogRepository } from './audit-log-repository';
import { dataLayer, iso } from './data-layer';

/** The audit log, newest first, a page at a time. */
export function auditLogService(repository: AuditLogRepository) {
  return {
    async page(
      query: { limit: number; before?: string | undefined },
      log: FastifyBaseLogger,
    ): Promise<AuditLog> {
      const rows = await dataLayer(ADMIN_FAILURES.fetchAuditLog, log, () =>
        repository.entries(query.limit + 1, query.before ? new Date(query.before) : null),
      );
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        entries: page.map((r) => ({
          id: r.id,
          actorUserId: r.actorUserId,
          actorEmail: r.actorEmail,
          action: r.action,
          target: r.target,
          details: r.details,
          createdAt: iso(r.createdAt),
        })),
        nextBefore: rows.length > query.limit && last ? iso(last.createdAt) : null,
      };
    },
  };
}

export type AuditLogService = ReturnType<typeof auditLogService>;
