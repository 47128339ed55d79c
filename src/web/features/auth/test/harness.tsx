import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

/** A JSON answer as fetch gives it. */
export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

export type Route = (init: RequestInit & { url: string; body?: unknown }) => Response | Promise<Response>;

/**
 * A fake fetch by "METHOD path": unknown calls answer 404. Returns the mock, whose calls are
 * `[url, init]`, and `bodyOf(call)` for the JSON sent.
 */
export function stubFetch(routes: Record<string, Route>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const route = routes[`${method} ${url}`];
    if (!route) return json(404, { error: { code: 'not_found', message: 'Not found' } });
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    return route({ ...init, url, body });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

export function bodyOf(mock: ReturnType<typeof stubFetch>, method: string, url: string): unknown {
  const call = mock.mock.calls.find(
    ([input, init]) => String(input) === url && (init?.method ?? 'GET').toUpperCase() === method,
  );
  return call?.[1]?.body ? JSON.parse(String(call[1].body)) : undefined;
}

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export function Providers({
  client,
  children,
  path = '/',
}: {
  client: QueryClient;
  children: ReactNode;
  path?: string;
}) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

/** The signed-in user as GET /api/me answers it. */
export function meBody(
  overrides: { emailVerified?: boolean; profileCompleted?: boolean; role?: string } = {},
) {
  const now = new Date('2025-01-31T10:00:00.000Z').toISOString();
  return {
    user: {
      id: 'u1',
      email: 'ada@example.com',
      name: 'Ada Founder',
      emailVerified: overrides.emailVerified ?? false,
      role: overrides.role ?? 'user',
    },
    profile: {
      email: 'ada@example.com',
      full_name: 'Ada Founder',
      company_url: null,
      linkedin_url: null,
      linkedin_username: null,
      job_role: overrides.profileCompleted ? 'co-founder' : null,
      team_size: overrides.profileCompleted ? '1-10' : null,
      fundraising_stage: overrides.profileCompleted ? 'seed' : null,
      profile_completed: overrides.profileCompleted ?? false,
      role: overrides.role ?? 'user',
      created_at: now,
      updated_at: now,
    },
  };
}

export const toastMock = () => {
  const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() });
  return { toast, Toaster: () => null };
};
