import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../contract/errors';
import {
  closeRoundResponseSchema,
  feedbackPaths,
  inviteBodySchema,
  inviteParamsSchema,
  inviteResponseSchema,
  linkBodySchema,
  linkResponseSchema,
  openRoundBodySchema,
  remindInviteResponseSchema,
  revokeInviteResponseSchema,
  roundListSchema,
  roundParamsSchema,
  roundResponseSchema,
} from '../../../contract/feedback';
import { signedInOnly } from '../auth/signed-in-scope';
import type { FeedbackService } from './service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
} as const;
const writeErrors = { ...errors, 409: apiErrorSchema } as const;

/** The founder's feedback rounds under /api/me/feedback: signed in, and only their own. Needs `app.auth`. */
export const feedbackRoutes =
  (service: FeedbackService): FastifyPluginAsyncZod =>
  async (app) => {
    signedInOnly(app);
    const founderOf = async (request: Parameters<typeof app.auth.requireSignedIn>[0]) =>
      (await app.auth.requireSignedIn(request)).user;

    app.get(
      feedbackPaths.rounds,
      { schema: { response: { 200: roundListSchema, ...errors } } },
      async (request) => ({ rounds: await service.list((await founderOf(request)).id) }),
    );

    app.post(
      feedbackPaths.rounds,
      {
        schema: {
          body: openRoundBodySchema,
          response: { 200: roundResponseSchema, 201: roundResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { created, round } = await service.open((await founderOf(request)).id, request.body.resultId);
        return reply.status(created ? 201 : 200).send({ round });
      },
    );

    app.get(
      feedbackPaths.round,
      { schema: { params: roundParamsSchema, response: { 200: roundResponseSchema, ...errors } } },
      async (request) => ({
        round: await service.read(request.params.roundId, (await founderOf(request)).id),
      }),
    );

    app.post(
      feedbackPaths.closeRound,
      { schema: { params: roundParamsSchema, response: { 200: closeRoundResponseSchema, ...errors } } },
      async (request) => ({
        round: await service.close(request.params.roundId, (await founderOf(request)).id),
      }),
    );

    app.post(
      feedbackPaths.invites,
      {
        schema: {
          params: roundParamsSchema,
          body: inviteBodySchema,
          response: { 201: inviteResponseSchema, ...writeErrors, 502: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const founder = await founderOf(request);
        const invite = await service.invite(founder, request.params.roundId, request.body);
        return reply.status(201).send({ invite });
      },
    );

    app.post(
      feedbackPaths.links,
      {
        schema: {
          params: roundParamsSchema,
          body: linkBodySchema,
          response: { 201: linkResponseSchema, ...writeErrors },
        },
      },
      async (request, reply) => {
        const founder = await founderOf(request);
        const created = await service.link(founder.id, request.params.roundId, request.body.relationship);
        return reply.status(201).send(created);
      },
    );

    app.post(
      feedbackPaths.revokeInvite,
      { schema: { params: inviteParamsSchema, response: { 200: revokeInviteResponseSchema, ...errors } } },
      async (request) => ({
        invite: await service.revoke(request.params.inviteId, (await founderOf(request)).id),
      }),
    );

    app.post(
      feedbackPaths.remindInvite,
      {
        schema: { params: inviteParamsSchema, response: { 200: remindInviteResponseSchema, ...writeErrors } },
      },
      async (request) => ({
        invite: await service.remind(request.params.inviteId, (await founderOf(request)).id),
      }),
    );
  };
