// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fetchMock = vi.fn();

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ ok: true }), { status: 202 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const bodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)));

describe('client log', () => {
  it('reports with a correlation id kept in local storage', async () => {
    const { reportClientEvent } = await import('./client-log');
    reportClientEvent({ level: 'error', eventType: 'render_error', message: 'boom' });
    reportClientEvent({ level: 'warn', eventType: 'slow', message: 'slow' });
    const [first, second] = bodies();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/client-logs');
    expect(first).toMatchObject({ level: 'error', eventType: 'render_error', message: 'boom' });
    expect(first.correlationId).toMatch(/^[0-9a-f]{32}$/);
    expect(second.correlationId).toBe(first.correlationId);
    expect(localStorage.getItem('correlationId')).toBe(first.correlationId);
  });

  it('never throws when the log itself fails, and stops after 20 reports a page', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    const { reportClientEvent } = await import('./client-log');
    for (let i = 0; i < 30; i++) reportClientEvent({ level: 'error', eventType: 'loop', message: String(i) });
    await new Promise((r) => setTimeout(r, 0));
    expect(fetchMock).toHaveBeenCalledTimes(20);
  });

  it('reports server failures of API calls but not refused requests the user is told about', async () => {
    const { reportFailedCall } = await import('./client-log');
    const { ApiError } = await import('./api-client');
    reportFailedCall(new ApiError(404, 'not_found', 'x'), 'results');
    reportFailedCall(new ApiError(0, 'network_error', 'offline'), 'results');
    reportFailedCall(new ApiError(500, 'internal', 'Something went wrong.'), 'results');
    expect(bodies()).toEqual([
      expect.objectContaining({ eventType: 'api_call_failed', data: { what: 'results', status: 500 } }),
    ]);
  });

  it('echoes reports to the console only when debug mode is on (local storage debugMode)', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const { reportClientEvent } = await import('./client-log');
    reportClientEvent({ level: 'info', eventType: 'quiet', message: 'not echoed' });
    expect(debug).not.toHaveBeenCalled();
    localStorage.setItem('debugMode', 'true');
    reportClientEvent({ level: 'info', eventType: 'loud', message: 'echoed' });
    expect(debug).toHaveBeenCalledWith(
      '[client-log]',
      expect.objectContaining({ eventType: 'loud', message: 'echoed' }),
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
    debug.mockRestore();
  });
});
