import type { FastifyBaseLogger } from 'fastify';
import { ADMIN_FAILURES, type AdminUserList, AUDIT_ACTIONS } from '../../../contract/admin';
import type { ResultView } from '../../../contract/assessment';
import { isUserSearchQuery } from '../../../domain/admin-rules';
import { USER_SEARCH_MIN_LENGTH } from '../../../domain/constants';
import type { Tx } from '../../db/client';
import { HttpError } from '../../plugins/error-handler';
import type { AssessmentService } from '../assessment/service';
import { badRequest, dataLayer, iso } from './data-layer';
import type { AdminContext } from './guard';
import type { AdminRateLimiter } from './rate-limit';
import type { AdminRepository } from './repository';
import type { UsersRepository } from './users-repository';

export type UsersServiceDependencies = {
  users: UsersRepository;
  admins: AdminRepository;
  limit: AdminRateLimiter;
  assessment: Pick<AssessmentService, 'latestOf'>;
  /** removes every row about a user (the accounts module's deleteEverything) */
  deleteUserCompletely: (userId: string, alongside: (tx: Tx) => Promise<void>) => Promise<void>;
};

export function usersService(deps: UsersServiceDependencies) {
  return {
    async users(
      query: { search?: string | undefined; limit: number; offset: number },
      log: FastifyBaseLogger,
    ): Promise<AdminUserList> {
      const search = query.search?.trim() || null;
      if (search !== null && !isUserSearchQuery(search))
        throw badRequest(`Enter at least ${USER_SEARCH_MIN_LENGTH} characters to search.`);
      const { rows, total } = await dataLayer(ADMIN_FAILURES.fetchUsers, log, () =>
        deps.users.users(search, query.limit, query.offset),
      );
      return {
        users: rows.map((r) => ({
          id: r.id,
          email: r.email,
          full_name: r.fullName,
          email_verified: r.emailVerified,
          profile_completed: Boolean(r.profileCompleted),
          created_at: iso(r.createdAt),
          session_count: Number(r.sessionCount),
          completed_sessions: Number(r.completedSessions),
          last_completed_at: r.lastCompletedAt ? iso(r.lastCompletedAt) : null,
          excluded_from_benchmarks: Boolean(r.excludedFromBenchmarks),
        })),
        total: Number(total),
        limit: query.limit,
        offset: query.offset,
      };
    },

    /** The user's latest completed result, exactly as the signed-in user sees it. */
    async userLatestResult(userId: string, log: FastifyBaseLogger): Promise<ResultView> {
      const found = await dataLayer(ADMIN_FAILURES.fetchUserResults, log, () => deps.admins.roleOf(userId));
      if (!found) throw new HttpError(404, 'not_found', 'User not found');
      const view = await dataLayer(ADMIN_FAILURES.fetchUserResults, log, () =>
        deps.assessment.latestOf(userId),
      );
      if (!view) throw new HttpError(404, 'no_results', 'This user has no completed assessment yet.');
      return view;
    },

    /** Everything about the user goes (the accounts module's deletion); admins are not deleted here. */
    async deleteUser(userId: string, context: AdminContext): Promise<void> {
      await deps.limit(context, 'delete_user');
      const found = await dataLayer(ADMIN_FAILURES.deleteUser, context.log, () => deps.admins.roleOf(userId));
      if (!found) throw new HttpError(404, 'not_found', 'User not found');
      if (found.userRole === 'admin' || found.profileRole === 'admin')
        throw new HttpError(403, 'forbidden', 'Admin accounts cannot be deleted here.');
      await dataLayer(ADMIN_FAILURES.deleteUser, context.log, async () => {
        // One transaction: no deletion without its audit entry. The entry says who deleted an account
        // and when, but not whose: after deletion no row may name the person (spec 7).
        await deps.deleteUserCompletely(userId, (tx) =>
          deps.admins.auditWithin(tx, context.admin, {
            action: AUDIT_ACTIONS.userDelete,
            target: null,
            details: null,
          }),
        );
      });
    },
  };
}

export type UsersService = ReturnType<typeof usersService>;
