// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Route } from './+types/root';
import { ErrorBoundary } from './root';

// rendering with React's act() outside Testing Library
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const fetchMock = vi.fn();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ ok: true }), { status: 202 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe("the app's error boundary", () => {
  it("shows 'Something went wrong' and reports the error to the client log", async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const props = { error: new Error('render failed'), params: {} } as unknown as Route.ErrorBoundaryProps;
    await act(async () => root.render(<ErrorBoundary {...props} />));
    expect(container.querySelector('h1')?.textContent).toBe('Something went wrong');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/client-logs');
    expect(JSON.parse(String(init.body))).toMatchObject({
      level: 'error',
      eventType: 'render_error',
      message: 'render failed',
      data: { stack: expect.stringContaining('render failed') },
    });
    await act(async () => root.unmount());
  });
});
