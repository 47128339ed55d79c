import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../contract/errors';
import {
  feedbackPaths,
  RATER_DRAFT_COOKIE,
  raterAnswerBodySchema,
  raterAnswerParamsSchema,
  raterAnswerResponseSchema,
  raterDeleteResponseSchema,
  raterParamsSchema,
  raterRestartResponseSchema,
  raterSubmitBodySchema,
  raterSubmitResponseSchema,
  raterViewSchema,
} from '../../../contract/feedback';
import { INVITE_TTL_DAYS } from '../../../domain/feedback-rules';
import type { RaterService } from './rater-service';
import { isRaterDraftKey, newRaterDraftKey, raterRateLimitSubject } from './tokens';

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

/** This browser's draft key for the link (its cookie), null without a well-formed one. */
function draftKeyOf(request: FastifyRequest): string | null {
  const key = request.cookies?.[RATER_DRAFT_COOKIE];
  return isRaterDraftKey(key) ? key : null;
}

/**
 * A rater's link under /api/feedback/:token: no account, the token is the credential; the draft cookie,
 * sent to this link's API path only, says which browser its answers in progress belong to.
 */
export const raterRoutes =
  (service: RaterService, options: { https: boolean }): FastifyPluginAsyncZod =>
  async (app) => {
    const setDraftCookie = (reply: FastifyReply, token: string, draftKey: string) =>
      reply.setCookie(RATER_DRAFT_COOKIE, draftKey, {
        path: `/api/feedback/${token}`,
        httpOnly: true,
        sameSite: 'strict',
        secure: options.https,
        maxAge: INVITE_TTL_DAYS * 24 * 60 * 60,
      });

    /** The browser's draft key, a new one when it has none; the cookie is set once the write succeeded. */
    const withDraftKey = async <T>(
      token: string,
      request: FastifyRequest,
      reply: FastifyReply,
      write: (draftKey: string) => Promise<T>,
    ): Promise<T> => {
      const held = draftKeyOf(request);
      const draftKey = held ?? newRaterDraftKey();
      const result = await write(draftKey);
      if (held === null) setDraftCookie(reply, token, draftKey);
      return result;
    };

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
      async (request, reply) => {
        const { token } = request.params;
        const held = draftKeyOf(request);
        const view = await service.view(token, held);
        // the page's first call gives the browser its key, so that answers saved at once all carry it
        if (held === null && view.state === 'open') setDraftCookie(reply, token, newRaterDraftKey());
        return view;
      },
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
      async (request, reply) => {
        const { token, questionId } = request.params;
        await withDraftKey(token, request, reply, (draftKey) =>
          service.saveAnswer(token, questionId, request.body.value, draftKey),
        );
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
        await service.submit(request.params.token, request.body.comment, draftKeyOf(request));
        return { state: 'submitted' as const };
      },
    );

    app.post(
      feedbackPaths.raterRestart,
      {
        config: limited,
        schema: {
          params: raterParamsSchema,
          response: { 200: raterRestartResponseSchema, ...writeErrors },
        },
      },
      async (request, reply) => {
        const { token } = request.params;
        await withDraftKey(token, request, reply, (draftKey) => service.restart(token, draftKey));
        return { restarted: true as const };
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
