import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../contract/errors';
import {
  feedbackPaths,
  raterAnswerBodySchema,
  raterAnswerParamsSchema,
  raterAnswerResponseSchema,
  raterDeleteResponseSchema,
  raterParamsSchema,
  raterSubmitBodySchema,
  raterSubmitResponseSchema,
  raterViewSchema,
} from '../../../contract/feedback';
import type { RaterService } from './rater-service';
import { raterRateLimitSubject } from './tokens';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema } as const;
const writeErrors = { ...errors, 403: apiErrorSchema, 409: apiErrorSchema } as const;

/**
 * Limited like a respondent's assessment calls, in a group of their own: per client address, and per
 * link (by its hash) as an assessment is per session. A link is 256 bits, so the limit is about load,
 * not guessing.
 */
const limited = {
  rateLimitGroup: '/api/feedback' as const,
  rateLimitSubject: (request: FastifyRequest) => {
    const token = (request.params as { token?: unknown } | undefined)?.token;
    return typeof token === 'string' ? raterRateLimitSubject(token) : undefined;
  },
};

/** A rater's link under /api/feedback/:token: no account, the token is the credential. */
export const raterRoutes =
  (service: RaterService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      // a link's answers are personal: never cached
      reply.header('cache-control', 'no-store');
      return payload;
    });

    app.get(
      feedbackPaths.rater,
      {
        config: limited,
        schema: { params: raterParamsSchema, response: { 200: raterViewSchema, ...errors } },
      },
      async (request) => service.view(request.params.token),
    );

    app.put(
      feedbackPaths.raterAnswer,
      {
        config: limited,
        schema: {
          params: raterAnswerParamsSchema,
          body: raterAnswerBodySchema,
          response: { 200: raterAnswerResponseSchema, ...writeErrors },
        },
      },
      async (request) => {
        await service.saveAnswer(request.params.token, request.params.questionId, request.body.value);
        return { saved: true as const };
      },
    );

    app.post(
      feedbackPaths.raterSubmit,
      {
        config: limited,
        schema: {
          params: raterParamsSchema,
          body: raterSubmitBodySchema,
          response: { 200: raterSubmitResponseSchema, ...writeErrors },
        },
      },
      async (request) => {
        await service.submit(request.params.token, request.body.comment);
        return { state: 'submitted' as const };
      },
    );

    app.delete(
      feedbackPaths.rater,
      {
        config: limited,
        schema: { params: raterParamsSchema, response: { 200: raterDeleteResponseSchema, ...writeErrors } },
      },
      async (request) => {
        await service.withdraw(request.params.token);
        return { deleted: true as const };
      },
    );
  };
