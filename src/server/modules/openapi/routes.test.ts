import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  answerBodySchema,
  createdSessionSchema,
  createSessionBodySchema,
} from '../../../contract/assessment';
import { memoryRateLimitStore } from '../../plugins/rate-limit';
import { openTestApp, type TestApp } from '../../test-support/app';
import { documentedPath, isDocumented, OPENAPI_PATH, OPERATIONS } from './document';

type Json = Record<string, unknown>;
type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: Array<{ in: string; name: string; required?: boolean }>;
  requestBody?: { content: Record<string, { schema: Json }> };
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { description: string; content?: Record<string, { schema: Json }> }>;
};
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json>; securitySchemes: Record<string, Json> };
};

/** A stand-in for build/client, so the SPA fallback is live and would answer any path it is given. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'uplift-web-'));
  const html = '<!doctype html><html><head><title>App</title></head><body></body></html>';
  writeFileSync(path.join(dir, 'index.html'), html);
  writeFileSync(path.join(dir, '__spa-fallback.html'), html);
  return dir;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
let t: TestApp;
let refuse = false;
let served: Document;

beforeAll(async () => {
  const counted = memoryRateLimitStore();
  t = await openTestApp({
    serveWeb: true,
    env: { WEB_BUILD_DIR: fakeWebBuild() },
    dependencies: {
      rateLimitStore: {
        hit: (key, now, limit) =>
          refuse ? Promise.resolve({ allowed: false, resetAt: now + 30_000 }) : counted.hit(key, now, limit),
      },
    },
  });
  served = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
}, 240_000);
afterAll(async () => t?.close());

function operations(document: Document): Array<[string, string, Operation]> {
  return Object.entries(document.paths).flatMap(([p, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => [method.toUpperCase(), p, op] as [string, string, Operation]),
  );
}

/** The JSON schema zod itself makes of a contract schema, as the document's dialect writes it. */
/** A literal as the served document writes it: `enum: [value]` for zod's `const: value` (the same set). */
function constAsEnum(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(constAsEnum);
  if (value === null || typeof value !== 'object') return value;
  const { const: literal, ...rest } = value as Json;
  const mapped = Object.fromEntries(Object.entries(rest).map(([key, inner]) => [key, constAsEnum(inner)]));
  return literal === undefined ? mapped : { ...mapped, enum: [literal] };
}

function fromContract(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { target: 'draft-2020-12', io }) as Json;
  return constAsEnum(json) as Json;
}

function resolve(document: Document, schema: Json | undefined): Json {
  const ref = schema?.$ref;
  if (typeof ref !== 'string') return schema ?? {};
  const name = ref.replace('#/components/schemas/', '');
  return document.components.schemas[name] ?? {};
}

describe('GET /api/openapi.json', () => {
  it('answers the document as JSON (never the web app), cacheable, with the usual security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.body).not.toMatch(/<html/i);
    // the SPA fallback is live in this app: a screen's path gets HTML
    expect((await t.app.inject({ method: 'GET', url: '/overview' })).headers['content-type']).toMatch(
      /text\/html/,
    );

    const etag = String(res.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: OPENAPI_PATH,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('is rate-limited like every other /api call', async () => {
    refuse = true;
    try {
      const res = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBe('30');
    } finally {
      refuse = false;
    }
  });

  it('is an OpenAPI 3.1 document: info, paths, operations with responses, resolvable references', () => {
    expect(served.openapi).toBe('3.1.0');
    expect(served.info.title).toBeTruthy();
    expect(served.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(Object.keys(served.paths).length).toBeGreaterThan(10);
    const ids = new Set<string>();
    for (const [method, p, op] of operations(served)) {
      const what = `${method} ${p}`;
      expect(p, what).toMatch(/^\/api\//);
      expect(Object.keys(op.responses).length, what).toBeGreaterThan(0);
      for (const response of Object.values(op.responses)) expect(response.description, what).toBeTruthy();
      // every {param} of the path is a required path parameter, and no other
      const inPath = [...p.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      const declared = (op.parameters ?? []).filter((x) => x.in === 'path');
      expect(declared.map((x) => x.name).sort(), what).toEqual(inPath);
      for (const x of declared) expect(x.required, `${what} ${x.name}`).toBe(true);
      if (op.operationId) {
        expect(ids.has(op.operationId), `${what}: operationId ${op.operationId} twice`).toBe(false);
        ids.add(op.operationId);
      }
    }
    const refs = [...JSON.stringify(served).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1] as string);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(served.components.schemas, ref).toHaveProperty(ref.replace('#/components/schemas/', ''));
    }
    const schemes = JSON.stringify(operations(served).map(([, , op]) => op.security ?? []));
    for (const name of schemes.matchAll(/"(\w+)":\[\]/g))
      expect(served.components.securitySchemes, String(name[1])).toHaveProperty(String(name[1]));
  });

  it('lists every registered public route, each with a summary, and nothing of the admin area', () => {
    const seen = new Set<string>();
    const registered: string[] = [];
    for (const r of t.app.registeredRoutes) {
      const k = `${r.method} ${r.url}`;
      if (r.method === 'HEAD' || r.method === 'OPTIONS' || !isDocumented(r.url) || seen.has(k)) continue;
      seen.add(k);
      registered.push(k);
    }
    const documented = operations(served)
      .map(([method, p]) => `${method} ${p}`)
      .sort();
    expect(documented).toEqual(
      registered.map((k) => k.replace(/ (.*)$/, (_, url) => ` ${documentedPath(url)}`)).sort(),
    );
    expect(registered).toContain(`GET ${OPENAPI_PATH}`);
    expect(registered).toContain('PUT /api/sessions/:id/answers/:questionId');
    // the admin area exists in the app but not in the document
    expect(t.app.registeredRoutes.some((r) => r.url.startsWith('/api/admin/'))).toBe(true);
    expect(Object.keys(served.paths).filter((p) => !isDocumented(p))).toEqual([]);

    expect(
      registered.filter((k) => !OPERATIONS[k]),
      'public routes without a summary: add them to OPERATIONS in src/server/modules/openapi/document.ts',
    ).toEqual([]);
    expect(
      Object.keys(OPERATIONS).filter((k) => !registered.includes(k)),
      'OPERATIONS for no route',
    ).toEqual([]);
    for (const [method, p, op] of operations(served)) {
      expect(op.summary, `${method} ${p}`).toBeTruthy();
      expect(op.tags?.length, `${method} ${p}`).toBe(1);
    }
  });

  it('describes the key calls as the contract defines them', () => {
    const answer = served.paths['/api/sessions/{id}/answers/{questionId}']?.put;
    const answerBody = answer?.requestBody?.content['application/json']?.schema;
    expect(answerBody).toMatchObject({
      type: 'object',
      required: ['value'],
      // a rating 1–5, or 'Doesn't apply to me yet'
      properties: {
        value: {
          anyOf: [
            { type: 'integer', minimum: 1, maximum: 5 },
            { type: 'string', enum: ['not-applicable'] },
          ],
        },
      },
    });
    expect(answerBody).toEqual(fromContract(answerBodySchema, 'input'));
    expect(answer?.security).toEqual([{ sessionSecret: [], csrfHeader: [], csrfCookie: [] }]);

    const start = served.paths['/api/sessions']?.post;
    expect(start?.requestBody?.content['application/json']?.schema).toEqual(
      fromContract(createSessionBodySchema, 'input'),
    );
    const created = start?.responses['201']?.content?.['application/json']?.schema;
    expect(created).toMatchObject({ required: expect.arrayContaining(['id', 'secret', 'version']) });
    expect(created).toEqual(fromContract(createdSessionSchema, 'output'));

    // every call but Better Auth's answers its errors in the contract's one shape
    for (const [method, p, op] of operations(served))
      if (!p.startsWith('/api/auth/'))
        expect(op.responses.default?.content?.['application/json']?.schema, `${method} ${p}`).toEqual({
          $ref: '#/components/schemas/ApiError',
        });
    expect(resolve(served, { $ref: '#/components/schemas/ApiError' })).toMatchObject({
      required: ['error'],
      properties: { error: { required: ['code', 'message'] } },
    });

    const result =
      served.paths['/api/sessions/{id}/result']?.get?.responses['200']?.content?.['application/json']?.schema;
    expect(resolve(served, result)).toMatchObject({
      required: expect.arrayContaining(['overall', 'version', 'chapters']),
    });
  });

  it('is the copy committed at docs/openapi.json', () => {
    const committed = JSON.parse(readFileSync(path.resolve('docs/openapi.json'), 'utf8'));
    expect(committed, 'docs/openapi.json is out of date: run `npm run openapi` and commit it').toEqual(
      served,
    );
  });
});
