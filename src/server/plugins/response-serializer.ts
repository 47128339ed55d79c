import type { FastifyInstance, onSendHookHandler } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { CONTRACT_VERSION, CONTRACT_VERSION_HEADER } from '../../contract/contract-version';

/**
 * The zod response serializer (validate, strip, stringify), remembering the JSON of frozen objects per
 * route and status: a stored result's view is frozen (it never changes), so the many reads of one
 * result validate and stringify it once. Anything not frozen is serialized every time.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const serialize = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
  const remembered = new WeakMap<object, string>();
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return serialize(data);
    let json = remembered.get(data);
    if (json === undefined) {
      json = serialize(data);
      remembered.set(data, json);
    }
    return json;
  };
};

/** Freezes a plain JSON-like value and everything in it, so that its serialization may be remembered. */
export function deepFreeze<T>(value: T): Readonly<T> {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Names the contract's version on every answer the zod serializer validated: those of routes with a
 * response schema for the answer's status (Fastify's choice: the status, then `2xx`-style, then
 * `default`). A browser of the same contract version takes them as they are (docs/decisions/011).
 * Registered before the routes (an `onRoute` hook).
 */
export function announceContractVersion(app: Pick<FastifyInstance, 'addHook'>): void {
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (!response) return;
    const statuses = new Set(Object.keys(response));
    const validated = (status: number) =>
      statuses.has(String(status)) || statuses.has(`${String(status)[0]}xx`) || statuses.has('default');
    const announce: onSendHookHandler = (_request, reply, payload, done) => {
      // the serializer's output is a string; an empty answer (204) was not serialized
      if (typeof payload === 'string' && payload !== '' && validated(reply.statusCode))
        reply.header(CONTRACT_VERSION_HEADER, CONTRACT_VERSION);
      done(null, payload);
    };
    route.onSend = [...(route.onSend ? [route.onSend].flat() : []), announce];
  });
}
