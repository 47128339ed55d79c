import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPaths,
  adminUserListSchema,
  deletedSchema,
  deleteUserBodySchema,
  userParamsSchema,
  usersQuerySchema,
} from '../../../contract/admin';
import { resultViewSchema } from '../../../contract/assessment';
import { type AdminGuard, adminErrorResponses as errors } from './guard';
import type { UsersService } from './users-service';

/** /api/admin/users: the account list, a user's latest result, deleting a user. */
export const usersRoutes =
  ({ guard, service }: { guard: AdminGuard; service: UsersService }): FastifyPluginAsyncZod =>
  async (app) => {
    guard.protect(app);

    app.get(
      adminPaths.users,
      { schema: { querystring: usersQuerySchema, response: { 200: adminUserListSchema, ...errors } } },
      async (request) => service.users(request.query, request.log),
    );

    app.get(
      adminPaths.userLatestResult,
      { schema: { params: userParamsSchema, response: { 200: resultViewSchema, ...errors } } },
      async (request) => service.userLatestResult(request.params.id, request.log),
    );

    app.delete(
      adminPaths.user,
      {
        schema: {
          params: userParamsSchema,
          body: deleteUserBodySchema,
          response: { 200: deletedSchema, ...errors },
        },
      },
      async (request, reply) => {
        await service.deleteUser(request.params.id, guard.contextOf(request, reply));
        return { deleted: true as const };
      },
    );
  };
