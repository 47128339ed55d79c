import Fastify, { type FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTRACT_VERSION, CONTRACT_VERSION_HEADER } from '../../contract/contract-version';
import { announceContractVersion, deepFreeze, responseSerializerCompiler } from './response-serializer';

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

describe('announceContractVersion', () => {
  it('names the contract version on the answers the zod serializer validated, and only those', async () => {
    const app = Fastify();
    app.setSerializerCompiler(responseSerializerCompiler);
    announceContractVersion(app);
    const error = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
    app.get('/checked', { schema: { response: { 200: schema, 404: error } } }, async (request, reply) => {
      const { status } = request.query as { status?: string };
      if (status === '404') return reply.code(404).send({ error: { code: 'not_found', message: 'No' } });
      // a status without a schema: sent as it is, unchecked
      if (status === '409') return (reply as FastifyReply).code(409).send({ error: 'unchecked' });
      return { score: 1, chapters: [] };
    });
    app.get('/any-2xx', { schema: { response: { '2xx': schema } } }, async (_request, reply) =>
      reply.code(201).send({ score: 1, chapters: [] }),
    );
    app.get('/unchecked', async () => ({ anything: true }));
    const header = async (url: string) => (await app.inject({ url })).headers[CONTRACT_VERSION_HEADER];
    expect(await header('/checked')).toBe(CONTRACT_VERSION);
    expect(await header('/checked?status=404')).toBe(CONTRACT_VERSION);
    expect(await header('/any-2xx')).toBe(CONTRACT_VERSION);
    expect(await header('/checked?status=409')).toBeUndefined();
    expect(await header('/unchecked')).toBeUndefined();
    await app.close();
  });
});
