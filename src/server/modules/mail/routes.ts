import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EMAIL_TEST_FORBIDDEN_MESSAGE,
  emailTestBodySchema,
  emailTestPaths,
  emailTestResponseSchema,
} from '../../../contract/auth';
import { apiErrorSchema } from '../../../contract/errors';
import { HttpError } from '../../plugins/error-handler';

/** The /email-test page's sends: a test message or the welcome e-mail, for admins only. Needs `app.auth`. */
export const emailTestRoutes =
  (publicUrl: string): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      emailTestPaths.send,
      {
        schema: {
          body: emailTestBodySchema,
          response: {
            200: emailTestResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            502: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const signedIn = await app.auth.requireSignedIn(request);
        app.auth.assertSameOrigin(request);
        if (signedIn.user.role !== 'admin')
          throw new HttpError(403, 'forbidden', EMAIL_TEST_FORBIDDEN_MESSAGE);
        reply.header('cache-control', 'no-store');
        const { email, kind, name } = request.body;
        try {
          const sent = await app.auth.mailer.sendKind(kind, email, {
            name: name ?? null,
            url: `${publicUrl}/results`,
          });
          return { success: true as const, emailId: sent.messageId };
        } catch (error) {
          request.log.warn({ err: error, kind }, 'test e-mail failed');
          throw new HttpError(502, 'mail_failed', (error as Error).message || 'Unbekannter Fehler');
        }
      },
    );
  };
