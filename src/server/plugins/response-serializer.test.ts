import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deepFreeze, responseSerializerCompiler } from './response-serializer';

const schema = z.object({ score: z.number(), chapters: z.array(z.object({ title: z.string() })) });
const compile = () =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as never) as (
    data: unknown,
  ) => string;

describe('responseSerializerCompiler', () => {
  it('validates and strips like the zod serializer', () => {
    const serialize = compile();
    expect(serialize({ score: 3, chapters: [{ title: 'A', secret: 'x' }], extra: 1 })).toBe(
      '{"score":3,"chapters":[{"title":"A"}]}',
    );
    expect(() => serialize({ score: 'high', chapters: [] })).toThrow();
  });

  it('serializes a frozen object once, and a mutable one every time', () => {
    const serialize = compile();
    let reads = 0;
    const view = { chapters: [{ title: 'A' }] } as { score: number; chapters: { title: string }[] };
    Object.defineProperty(view, 'score', { enumerable: true, get: () => ++reads });
    expect(serialize(view)).toBe('{"score":1,"chapters":[{"title":"A"}]}');
    expect(serialize(view)).toBe('{"score":2,"chapters":[{"title":"A"}]}');
    deepFreeze(view);
    const before = reads;
    const first = serialize(view);
    expect(serialize(view)).toBe(first);
    expect(reads).toBe(before + 1);
  });

  it('freezes every level, so a remembered JSON cannot go stale', () => {
    const view = deepFreeze({ score: 1, chapters: [{ title: 'A' }] });
    expect(Object.isFrozen(view.chapters)).toBe(true);
    expect(Object.isFrozen(view.chapters[0])).toBe(true);
    expect(() => {
      (view.chapters[0] as { title: string }).title = 'B';
    }).toThrow(TypeError);
  });
});
