import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CONTRACT_VERSION, CONTRACT_VERSION_HEADER } from '../../contract/contract-version';
import {
  ApiError,
  anyResponseSchema,
  apiDownload,
  apiPath,
  apiRequest,
  INVALID_RESPONSE_MESSAGE,
  OUTDATED_PAGE_MESSAGE,
  parseRetryAfter,
} from './api-client';
import { shouldRetryQuery } from './query-client';

vi.mock('./error-toast', () => ({ showErrorToast: vi.fn() }));

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

afterEach(() => vi.unstubAllGlobals());

describe('apiDownload', () => {
  it("gives the file's bytes and the name its Content-Disposition says", async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(new Uint8Array([37, 80, 68, 70]), {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="uplift-founder-audit-2026-11-28.pdf"',
          },
        }),
    );
    const { blob, fileName } = await apiDownload('/api/me/results/x/report.pdf');
    expect(fileName).toBe('uplift-founder-audit-2026-11-28.pdf');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
  });

  it('throws the refusal (a busy server, too many a minute) instead of giving it as the file', async () => {
    vi.stubGlobal('fetch', async () =>
      json(503, { error: { code: 'report_busy', message: 'Busy' } }, { 'retry-after': '5' }),
    );
    await expect(apiDownload('/api/me/results/x/report.pdf')).rejects.toMatchObject({
      status: 503,
      code: 'report_busy',
      message: 'Busy',
      retryAfter: 5,
    });
  });
});

describe('apiRequest', () => {
  it('sends JSON and parses the answer with the schema', async () => {
    const fetchMock = vi.fn(async () => json(200, { id: 'x', extra: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    const data = await apiRequest('/api/x', {
      method: 'PUT',
      body: { value: 3 },
      headers: { 'x-session-secret': 's' },
      schema: z.object({ id: z.string() }),
    });
    expect(data).toEqual({ id: 'x' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe('{"value":3}');
    expect(init.headers).toMatchObject({ 'content-type': 'application/json', 'x-session-secret': 's' });
  });

  it("throws the server's code, message and Retry-After", async () => {
    vi.stubGlobal('fetch', async () =>
      json(429, { error: { code: 'rate_limited', message: 'Too many' } }, { 'retry-after': '12' }),
    );
    const error = await apiRequest('/api/x', { schema: z.unknown() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', message: 'Too many', retryAfter: 12 });
    expect((error as ApiError).isRateLimited).toBe(true);
  });

  it('turns a failed network into status 0 and a broken contract into invalid_response', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/api/x', { schema: z.unknown() })).rejects.toMatchObject({
      status: 0,
      isNetworkError: true,
    });
    vi.stubGlobal('fetch', async () => json(200, { id: 5 }));
    await expect(apiRequest('/api/x', { schema: z.object({ id: z.string() }) })).rejects.toMatchObject({
      code: 'invalid_response',
    });
    vi.stubGlobal('fetch', async () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('/api/x', { schema: z.unknown() })).rejects.toMatchObject({
      status: 502,
      message: 'Bad Gateway',
    });
  });
});

describe('answers checked against the contract version (docs/decisions/011)', () => {
  const schema = z.object({ id: z.string() });
  const ours = { [CONTRACT_VERSION_HEADER]: CONTRACT_VERSION };
  const older = { [CONTRACT_VERSION_HEADER]: 'an-older-version' };

  it('takes an answer the server validated against the same contract version without loading the schema', async () => {
    vi.stubGlobal('fetch', async () => json(200, { id: 'x' }, ours));
    const load = vi.fn(async () => schema);
    await expect(apiRequest('/api/x', { schema: load })).resolves.toEqual({ id: 'x' });
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the schema and parses an answer of another version, or one the server did not validate', async () => {
    for (const headers of [older, {}]) {
      vi.stubGlobal('fetch', async () => json(200, { id: 'x', extra: 1 }, headers));
      const load = vi.fn(async () => schema);
      await expect(apiRequest('/api/x', { schema: load })).resolves.toEqual({ id: 'x' });
      expect(load).toHaveBeenCalledOnce();
    }
  });

  it('says the page is out of date when an answer of another version breaks its contract', async () => {
    vi.stubGlobal('fetch', async () => json(200, { id: 5 }, older));
    await expect(apiRequest('/api/x', { schema: async () => schema })).rejects.toMatchObject({
      status: 200,
      code: 'invalid_response',
      message: OUTDATED_PAGE_MESSAGE,
    });
    // the schema's chunk is gone from a server that was deployed since the page loaded
    await expect(
      apiRequest('/api/x', { schema: () => Promise.reject(new TypeError('Failed to fetch module')) }),
    ).rejects.toMatchObject({ code: 'invalid_response', message: OUTDATED_PAGE_MESSAGE });
    vi.stubGlobal('fetch', async () => json(200, { id: 5 }));
    await expect(apiRequest('/api/x', { schema: async () => schema })).rejects.toMatchObject({
      code: 'invalid_response',
      message: INVALID_RESPONSE_MESSAGE,
    });
  });

  it("always parses with a schema given as it is, which need not be the route's own", async () => {
    vi.stubGlobal('fetch', async () => json(200, { id: 'x', extra: 1 }, ours));
    await expect(apiRequest('/api/x', { schema })).resolves.toEqual({ id: 'x' });
    vi.stubGlobal('fetch', async () => json(200, { id: 5 }, ours));
    await expect(apiRequest('/api/x', { schema })).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('takes any answer with anyResponseSchema', async () => {
    vi.stubGlobal('fetch', async () => json(200, [1, 'two']));
    await expect(apiRequest('/api/x', { schema: anyResponseSchema })).resolves.toEqual([1, 'two']);
  });
});

describe("Better Auth's error body", () => {
  it('reads { code, message } and X-Retry-After', async () => {
    vi.stubGlobal('fetch', async () =>
      json(422, { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: 'User already exists.' }),
    );
    await expect(apiRequest('/api/auth/sign-up/email', { schema: z.unknown() })).rejects.toMatchObject({
      status: 422,
      code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
      message: 'User already exists.',
    });
    vi.stubGlobal('fetch', async () =>
      json(429, { message: 'Too many requests. Please try again later.' }, { 'x-retry-after': '42' }),
    );
    await expect(apiRequest('/api/auth/sign-in/email', { schema: z.unknown() })).rejects.toMatchObject({
      status: 429,
      code: 'http_error',
      message: 'Too many requests. Please try again later.',
      retryAfter: 42,
    });
  });

  it('prefers our { error } shape and ignores bodies without a message', async () => {
    vi.stubGlobal('fetch', async () =>
      json(401, { error: { code: 'unauthenticated', message: 'Not authenticated' }, message: 'x' }),
    );
    await expect(apiRequest('/api/me', { schema: z.unknown() })).rejects.toMatchObject({
      code: 'unauthenticated',
      message: 'Not authenticated',
    });
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ code: 'X' }), { status: 500, statusText: 'Server Error' }),
    );
    await expect(apiRequest('/api/x', { schema: z.unknown() })).rejects.toMatchObject({
      code: 'http_error',
      message: 'Server Error',
    });
  });
});

describe('helpers', () => {
  it('fills and encodes path parameters', () => {
    expect(apiPath('/api/sessions/:id/answers/:questionId', { id: 'a b', questionId: 'q' })).toBe(
      '/api/sessions/a%20b/answers/q',
    );
    expect(() => apiPath('/api/sessions/:id')).toThrow(/id/);
  });

  it('reads Retry-After as seconds or a date', () => {
    expect(parseRetryAfter('30')).toBe(30);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 0)).toBe(10);
    expect(parseRetryAfter(null)).toBeNull();
    expect(parseRetryAfter('soon')).toBeNull();
  });

  it('retries a query at most once, and never on a 404 or other 4xx', () => {
    expect(shouldRetryQuery(0, new ApiError(500, 'internal', 'x'))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError(0, 'network_error', 'x'))).toBe(true);
    expect(shouldRetryQuery(1, new ApiError(500, 'internal', 'x'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(404, 'not_found', 'x'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(429, 'rate_limited', 'x'))).toBe(false);
  });
});
