import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_FAILURES } from '../../../contract/admin';
import { apiErrorSchema } from '../../../contract/errors';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/error-handler';
import type { ViewerResolver } from '../../plugins/viewer';
import { type AdminRepository, adminRepository } from './repository';

/** The admin making a request: who the audit log names. */
export type AdminIdentity = { userId: string; email: string; name: string };

/** What every admin write knows: who asks, and where to log. */
export type AdminContext = {
  admin: AdminIdentity;
  log: FastifyBaseLogger;
  ip: string | null;
  /** sets a response header (Retry-After on the admin rate limit) */
  header: (name: string, value: string) => void;
};

// 403 like any other refusal (the admin API tells nobody more than 'no'); the code says why.
export const NOT_AUTHENTICATED = () => new HttpError(403, 'unauthenticated', 'Not authenticated');
export const NOT_ADMIN = () => new HttpError(403, 'forbidden', 'This account has no admin access.');

/**
 * Who may use the admin API: a signed-in user whose role is 'admin' on the auth user or the profile,
 * read from the database on every request (a revoked role applies at once). No session: 403
 * 'unauthenticated'; any other user, banned admins included: 403 'forbidden'. A failed lookup is the spec's 'Failed to …', never access.
 */
export function adminResolver(resolveViewer: ViewerResolver, repository: Pick<AdminRepository, 'roleOf'>) {
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

/** The error answers an admin route may give (its schema's `response` beside the 200). */
export const adminErrorResponses = {
  400: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
  500: apiErrorSchema,
} as const;

export type AdminGuard = {
  /** Puts every route of `app` (a plugin's scope) behind the check. */
  protect(app: FastifyInstance): void;
  /** The admin the check found for this request. */
  adminOf(request: FastifyRequest): AdminIdentity;
  contextOf(request: FastifyRequest, reply: FastifyReply): AdminContext;
};

/**
 * The one check in front of every /api/admin route plugin: the caller is an admin (before any body is
 * read), writes come from the site itself, and nothing is cached. Needs `app.auth` for the origin check.
 */
export function adminGuard(resolveViewer: ViewerResolver, db: Database): AdminGuard {
  const resolveAdmin = adminResolver(resolveViewer, adminRepository(db));
  const admins = new WeakMap<FastifyRequest, AdminIdentity>();
  const adminOf = (request: FastifyRequest): AdminIdentity => {
    const admin = admins.get(request);
    if (!admin) throw new Error('admin guard did not run');
    return admin;
  };
  return {
    protect(app) {
      app.addHook('onRequest', async (request, reply) => {
        reply.header('cache-control', 'no-store');
        admins.set(request, await resolveAdmin(request));
        if (request.method !== 'GET' && request.method !== 'HEAD') app.auth.assertSameOrigin(request);
      });
    },
    adminOf,
    contextOf: (request, reply) => ({
      admin: adminOf(request),
      log: request.log,
      ip: request.ip ?? null,
      header: (name, value) => void reply.header(name, value),
    }),
  };
}
