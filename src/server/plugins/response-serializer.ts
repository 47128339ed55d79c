import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';

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
