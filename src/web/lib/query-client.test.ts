// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, shouldRetryQuery } from './query-client';

const fetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ ok: true }), { status: 202 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const clientLogBodies = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === '/api/client-logs')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));

describe('the query client', () => {
  it('retries a server error once, never a refused request', () => {
    expect(shouldRetryQuery(0, new ApiError(500, 'internal', 'x'))).toBe(true);
    expect(shouldRetryQuery(1, new ApiError(500, 'internal', 'x'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(404, 'not_found', 'x'))).toBe(false);
  });

  it('reports a query that finally fails on the server to the client log, named by its key', async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({
        queryKey: ['results', 'latest'],
        queryFn: () => Promise.reject(new ApiError(500, 'internal', 'Something went wrong.')),
        retry: false,
      })
      .catch(() => undefined);
    await vi.waitFor(() => expect(clientLogBodies()).toHaveLength(1));
    expect(clientLogBodies()[0]).toMatchObject({
      level: 'error',
      eventType: 'api_call_failed',
      data: { what: 'results', status: 500 },
    });
  });

  it('does not report a refused request the user is told about (404)', async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({
        queryKey: ['results'],
        queryFn: () => Promise.reject(new ApiError(404, 'not_found', 'Not found')),
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(clientLogBodies()).toEqual([]);
  });
});
