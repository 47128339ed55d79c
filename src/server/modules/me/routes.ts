import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../contract/errors';
import {
  claimSessionBodySchema,
  claimSessionResponseSchema,
  dataExportSchema,
  deleteAccountBodySchema,
  deleteAccountResponseSchema,
  mePaths,
  meResponseSchema,
  profilePatchBodySchema,
  profilePatchResponseSchema,
} from '../../../contract/me';
import { dataExportFileName } from '../../../domain/account';
import type { DatabaseHandle } from '../../db/client';
import { signedInOnly } from '../auth/signed-in-scope';
import { meRepository } from './repository';
import { type FeedbackRoundsOf, meService, type PlansOf, type ShareLinksOf } from './service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;

/** /api/me: the signed-in user's profile, saved sessions, export and deletion. Needs `app.auth`. */
export const meRoutes =
  (
    database: DatabaseHandle,
    feedbackRoundsOf: FeedbackRoundsOf,
    plansOf: PlansOf,
    shareLinksOf: ShareLinksOf,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const service = meService(
      meRepository(database.db),
      database.db,
      feedbackRoundsOf,
      plansOf,
      shareLinksOf,
    );

    signedInOnly(app);

    app.get(mePaths.me, { schema: { response: { 200: meResponseSchema, ...errors } } }, async (request) => {
      const signedIn = await app.auth.requireSignedIn(request);
      return service.me(signedIn);
    });

    app.patch(
      mePaths.profile,
      { schema: { body: profilePatchBodySchema, response: { 200: profilePatchResponseSchema, ...errors } } },
      async (request) => {
        const signedIn = await app.auth.requireSignedIn(request);
        return { profile: await service.updateProfile(signedIn, request.body) };
      },
    );

    app.post(
      mePaths.claimSession,
      {
        schema: {
          body: claimSessionBodySchema,
          response: { 200: claimSessionResponseSchema, 404: apiErrorSchema, ...errors },
        },
      },
      async (request) => {
        const signedIn = await app.auth.requireSignedIn(request);
        return service.claimSession(signedIn, request.body.id, request.body.secret);
      },
    );

    app.get(
      mePaths.export,
      { schema: { response: { 200: dataExportSchema, ...errors } } },
      async (request, reply) => {
        const signedIn = await app.auth.requireSignedIn(request);
        const now = new Date();
        const data = await service.exportData(signedIn, now);
        reply.header('content-disposition', `attachment; filename="${dataExportFileName(now)}"`);
        return data;
      },
    );

    app.delete(
      mePaths.me,
      {
        schema: { body: deleteAccountBodySchema, response: { 200: deleteAccountResponseSchema, ...errors } },
      },
      async (request, reply) => {
        const signedIn = await app.auth.requireSignedIn(request);
        await service.deleteEverything(signedIn);
        app.auth.clearSessionCookies(reply);
        return { deleted: true as const };
      },
    );
  };
