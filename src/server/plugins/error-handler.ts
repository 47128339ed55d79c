import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '../../contract/errors';
import { isDatabaseUnavailable } from '../db/errors';
import { isApiRoute } from './route-policy';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** how long this route may take before it is answered 503 (default REQUEST_DEADLINE_MS) */
    deadlineMs?: number;
  }
}

/**
 * No API request waits longer than this for its answer: past it the client gets the 503 below (and may
 * retry) instead of hanging while, say, the database is unreachable. Routes that call slow services
 * set their own `config.deadlineMs`.
 */
export const REQUEST_DEADLINE_MS = 10_000;
/** What a 503 tells the client to wait before retrying (seconds). */
export const RETRY_AFTER_S = 2;

const UNAVAILABLE = {
  error: { code: 'unavailable', message: 'The service is briefly unavailable. Please try again.' },
} as const;

/** A failure the client may see: its message is written for users, never a stack trace. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The 400 for input the contract refuses, each issue naming its field (dotted path). */
export function invalidRequest(issues: Array<{ path: string; message: string }>): ApiError {
  return { error: { code: 'invalid_request', message: 'The request is not valid.', issues } };
}

export function registerErrorHandling(app: FastifyInstance): void {
  const deadlines = new WeakMap<object, NodeJS.Timeout>();
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRoute(request)) return;
    const ms = request.routeOptions.config?.deadlineMs ?? REQUEST_DEADLINE_MS;
    const timer = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent) return;
      request.log.warn({ deadlineMs: ms }, 'request past its deadline: answered 503');
      void reply.status(503).header('retry-after', String(RETRY_AFTER_S)).send(UNAVAILABLE);
    }, ms);
    timer.unref();
    deadlines.set(request, timer);
  });
  app.addHook('onResponse', async (request) => {
    clearTimeout(deadlines.get(request));
  });
  app.addHook('onRequestAbort', async (request) => {
    clearTimeout(deadlines.get(request));
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'is invalid',
      }));
      return reply.status(400).send(invalidRequest(issues));
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: { code: error.code, message: error.message } });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own 4xx (bad JSON, too large, unsupported type): the message names the problem.
      return reply
        .status(status)
        .send({ error: { code: error.code ?? 'bad_request', message: error.message } });
    }
    if (isDatabaseUnavailable(error)) {
      // expected while the database restarts: one warning line, without the query text and its params
      const cause = rootCause(error);
      request.log.warn({ code: cause.code, reason: cause.message }, 'database unavailable: answered 503');
      return reply.status(503).header('retry-after', String(RETRY_AFTER_S)).send(UNAVAILABLE);
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ error: { code: 'internal', message: 'Something went wrong. Please try again.' } });
  });
}

function rootCause(error: unknown): { code?: string; message?: string } {
  let current = error as { code?: string; message?: string; cause?: unknown } | undefined;
  for (let i = 0; i < 5 && current?.cause; i++) current = current.cause as typeof current;
  return { code: current?.code, message: current?.message?.slice(0, 200) };
}
