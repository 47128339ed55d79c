// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUserList } from '../../../../contract/admin';
import { Providers, stubFetch, testQueryClient } from '../../auth/test/harness';
import { adminKeys } from '../api/keys';
import { UsersScreen } from './users-screen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const list: AdminUserList = {
  users: [
    {
      id: 'u1',
      email: 'ada@example.com',
      full_name: 'Ada Founder',
      email_verified: true,
      profile_completed: true,
      created_at: '2025-01-01T10:00:00.000Z',
      session_count: 1,
      completed_sessions: 1,
      last_completed_at: '2025-01-02T10:00:00.000Z',
      excluded_from_benchmarks: false,
    },
  ],
  total: 1,
  limit: 50,
  offset: 0,
};

describe('UsersScreen', () => {
  it('deleting a user starts in the field where DELETE is typed', async () => {
    stubFetch({});
    const client = testQueryClient();
    client.setDefaultOptions({ queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } });
    client.setQueryData(adminKeys.users('', 0), list);
    render(
      <Providers client={client} path="/admin/users">
        <UsersScreen />
      </Providers>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete Ada Founder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this user completely?' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByLabelText('Type DELETE to confirm')),
    );
  });
});
