import type { FastifyRequest } from 'fastify';
import { ADMIN_FAILURES } from '../../../contract/admin';
import { HttpError } from '../../plugins/error-handler';
import type { ViewerResolver } from '../../plugins/viewer';
import type { AdminRepository } from './repository';

/** The admin making a request: who the audit log names. */
export type AdminIdentity = { userId: string; email: string; name: string };

// 403 like any other refusal (the admin API tells nobody more than 'no'); the code says why.
export const NOT_AUTHENTICATED = () => new HttpError(403, 'unauthenticated', 'Not authenticated');
export const NOT_ADMIN = () => new HttpError(403, 'forbidden', 'This account has no admin access.');

/**
 * Who may use the admin API: a signed-in user whose role is 'admin' on the auth user or the profile,
 * read from the database on every request (a revoked role applies at once). No session: 403
 * 'unauthenticated'; any other user, banned admins included: 403 'forbidden'. A failed lookup is the spec's 'Failed to …', never access.
 */
export function adminResolver(resolveViewer: ViewerResolver, repository: AdminRepository) {
  return async (request: FastifyRequest): Promise<AdminIdentity> => {
    const { userId } = await resolveViewer(request);
    if (!userId) throw NOT_AUTHENTICATED();
    let found: Awaited<ReturnType<AdminRepository['roleOf']>>;
    try {
      found = await repository.roleOf(userId);
    } catch (error) {
      request.log.error({ err: error }, ADMIN_FAILURES.verifyAdmin);
      throw new HttpError(500, 'data_layer_error', ADMIN_FAILURES.verifyAdmin);
    }
    if (!found) throw NOT_AUTHENTICATED();
    const admin = found.userRole === 'admin' || found.profileRole === 'admin';
    if (!admin || found.banned) throw NOT_ADMIN();
    return { userId: found.id, email: found.email, name: found.name };
  };
}
