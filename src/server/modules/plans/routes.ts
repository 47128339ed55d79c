import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { planCopy } from '../../../content/plan-copy';
import { apiErrorSchema } from '../../../contract/errors';
import {
  actionDoneBodySchema,
  planActionParamsSchema,
  planBodySchema,
  planListSchema,
  planParamsSchema,
  planPaths,
  planResponseSchema,
  planResultParamsSchema,
  planSavedSchema,
  remindersBodySchema,
  unsubscribeQuerySchema,
  unsubscribeResponseSchema,
  unsubscribeTokenSchema,
} from '../../../contract/plans';
import { escapeHtml } from '../../../domain/sanitize';
import { signedInOnly } from '../auth/signed-in-scope';
import type { PlansService } from './service';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
} as const;

const noStore = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  reply.header('cache-control', 'no-store');
  return payload;
};

/** The founder's plan under /api/me: signed in, and only their own results and plans. */
export const planRoutes =
  (service: PlansService): FastifyPluginAsyncZod =>
  async (app) => {
    signedInOnly(app);
    const userOf = async (request: FastifyRequest) => (await app.auth.requireSignedIn(request)).user.id;

    app.get(
      planPaths.plan,
      { schema: { params: planResultParamsSchema, response: { 200: planResponseSchema, ...errors } } },
      async (request) => service.get(request.params.id, await userOf(request)),
    );

    app.put(
      planPaths.plan,
      {
        schema: {
          params: planResultParamsSchema,
          body: planBodySchema,
          response: { 200: planSavedSchema, 201: planSavedSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { plan, created } = await service.save(request.params.id, await userOf(request), request.body);
        return reply.status(created ? 201 : 200).send({ plan });
      },
    );

    app.get(
      planPaths.plans,
      { schema: { response: { 200: planListSchema, ...errors } } },
      async (request) => ({ plans: await service.list(await userOf(request)) }),
    );

    app.patch(
      planPaths.action,
      {
        schema: {
          params: planActionParamsSchema,
          body: actionDoneBodySchema,
          response: { 200: planSavedSchema, ...errors },
        },
      },
      async (request) => ({
        plan: await service.setDone(
          request.params.planId,
          request.params.actionId,
          await userOf(request),
          request.body.done,
        ),
      }),
    );

    app.put(
      planPaths.reminders,
      {
        schema: {
          params: planParamsSchema,
          body: remindersBodySchema,
          response: { 200: planSavedSchema, ...errors },
        },
      },
      async (request) => ({
        plan: await service.setReminders(request.params.planId, await userOf(request), request.body.enabled),
      }),
    );
  };

/** A small page of its own: the link works without the web app, a session or JavaScript. */
function page(title: string, body: string, form?: { action: string; button: string }): string {
  const formHtml = form
    ? `<form method="post" action="${escapeHtml(form.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(form.button)}</button></form>`
    : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · Uplift Founder Audit</title></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>${formHtml}<p><a href="/">${escapeHtml(planCopy.unsubscribe.home)}</a></p></main></body>
</html>
`;
}

const wantsHtml = (request: FastifyRequest) => {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') && !accept.includes('application/json');
};

/**
 * One-click unsubscribe from plan reminders, without a session: the token from the e-mail is the
 * credential. GET shows a page with a button (a link opened or prefetched changes nothing); POST stops
 * the reminders, as mail apps send it for `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058)
 * and as the page's form and the web page do. Exempt from the CSRF token check (`csrfExempt`).
 */
export const unsubscribeRoutes =
  (service: PlansService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onSend', noStore);
    // RFC 8058's body is a form; its content does not matter here (the token is in the URL)
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data'])
      app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
        done(null, {}),
      );
    const copy = planCopy.unsubscribe;

    app.get(
      planPaths.unsubscribe,
      {
        schema: {
          description: 'An HTML page with the one-click form (a GET changes nothing).',
          querystring: z.object({ token: z.string().max(200).optional() }),
        },
      },
      async (request, reply) => {
        const token = unsubscribeTokenSchema.safeParse(request.query.token);
        reply.header('content-type', 'text/html; charset=utf-8').header('x-robots-tag', 'noindex, nofollow');
        if (!token.success) return reply.status(400).send(page(copy.title, copy.invalid));
        return page(copy.title, copy.body, {
          action: `${planPaths.unsubscribe}?token=${encodeURIComponent(token.data)}`,
          button: copy.button,
        });
      },
    );

    app.post(
      planPaths.unsubscribe,
      {
        // RFC 8058: mail apps POST with no CSRF pair; the URL's token is the credential, no cookie is used
        config: { csrfExempt: true },
        schema: {
          querystring: unsubscribeQuerySchema,
          response: { 200: unsubscribeResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const stopped = await service.unsubscribe(request.query.token);
        if (wantsHtml(request)) {
          // the page's own no-JS form: answered with a page, not JSON (a string is sent unserialised)
          const html = stopped ? page(copy.doneTitle, copy.doneBody) : page(copy.title, copy.invalid);
          return reply
            .status(stopped ? 200 : 404)
            .type('text/html; charset=utf-8')
            .send(html as never);
        }
        if (!stopped) return reply.status(404).send({ error: { code: 'not_found', message: copy.invalid } });
        return { unsubscribed: true as const };
      },
    );
  };
