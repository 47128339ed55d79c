// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '../../../../contract/me';
import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { bodyOf, json, meBody, Providers, stubFetch, testQueryClient } from '../../auth/test/harness';
import { DataPrivacyDialog, SHOW_USER_DATA_MANAGER_EVENT } from './data-privacy-dialog';
import { emailTestErrorText } from './email-test-page';
import { ChangeBadge } from './history-section';
import { ProfileDialog, profileFormValues } from './profile-dialog';

vi.mock('../../../components/ui/toaster', async () => (await import('../../auth/test/harness')).toastMock());

const success = vi.mocked(toast.success);
const error = vi.mocked(toast.error);
const me = meBody() as MeResponse;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Complete Your Profile', () => {
  const renderDialog = (onOpenChange = vi.fn()) => {
    const client = testQueryClient();
    client.setQueryData(['me'], me);
    render(
      <Providers client={client}>
        <ProfileDialog open onOpenChange={onOpenChange} profile={me.profile} />
      </Providers>,
    );
    return { client, onOpenChange };
  };

  it('offers the options with their labels and saves a part of the profile', async () => {
    const saved = { ...me.profile, job_role: 'co-founder' as const };
    const fetch = stubFetch({ 'PATCH /api/me/profile': () => json(200, { profile: saved }) });
    const { client, onOpenChange } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Complete Your Profile' });
    const role = within(dialog).getByLabelText('Your role');
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose…',
      'Co-Founder',
      'C-Level Executive',
      'VP / Director',
      'Manager',
      'Individual Contributor',
      'Other',
    ]);
    fireEvent.change(role, { target: { value: 'co-founder' } });
    fireEvent.change(within(dialog).getByLabelText('Company website'), { target: { value: 'acme.com' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save Profile' }));
    });
    expect(bodyOf(fetch, 'PATCH', '/api/me/profile')).toEqual({
      company_url: 'acme.com',
      linkedin_username: '',
      job_role: 'co-founder',
      team_size: '',
      fundraising_stage: '',
    });
    // the answer is checked against the contract's schema, which loads with it (no version header here)
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Profile Updated', {
        id: 'Profile Updated',
        description: 'Your profile has been updated. You can complete the remaining fields anytime.',
      }),
    );
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect((client.getQueryData(['me']) as MeResponse).profile.job_role).toBe('co-founder');
  });

  it('a completed profile reloads the page after 100 ms', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    stubFetch({
      'PATCH /api/me/profile': () =>
        json(200, { profile: { ...meBody({ profileCompleted: true }).profile } }),
    });
    renderDialog();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    });
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Profile Updated', {
        id: 'Profile Updated',
        description: 'Your profile has been successfully completed!',
      }),
    );
    expect(reload).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(reload).toHaveBeenCalledOnce();
  });

  it("a failure says 'Error' with the message or 'Failed to update profile', and links field errors", async () => {
    stubFetch({ 'PATCH /api/me/profile': () => new Response('', { status: 500 }) });
    renderDialog();
    fireEvent.change(screen.getByLabelText('LinkedIn username'), { target: { value: 'has space' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    });
    const linkedin = screen.getByLabelText('LinkedIn username');
    expect(linkedin.getAttribute('aria-invalid')).toBe('true');
    expect(linkedin.getAttribute('aria-describedby')).toContain('-error');
    fireEvent.change(linkedin, { target: { value: 'ada' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    });
    expect(error).toHaveBeenCalledWith('Error', { id: 'Error', description: 'Failed to update profile' });
  });

  it('fills the form from the profile', () => {
    expect(profileFormValues({ ...me.profile, linkedin_username: 'ada', team_size: '>100' })).toMatchObject({
      linkedin_username: 'ada',
      team_size: '>100',
      job_role: '',
    });
  });
});

describe('Your Data & Privacy', () => {
  const history = {
    results: [
      {
        sessionId: '6f1c1f8e-8d5b-4a63-9a43-1d2c3b4a5e6f',
        completedAt: '2025-01-31T10:00:00.000Z',
        version: 1,
        overall: 3.4,
        inner: 3.5,
        outer: 3.3,
        previousVersion: null,
        chapters: [
          {
            chapterId: 'c1',
            title: 'Resilience',
            area: 'inner',
            average: 3.5,
            change: null,
            inPrevious: false,
          },
        ],
        removedChapters: [],
      },
    ],
  };
  const consent = {
    entries: [
      {
        id: '7f1c1f8e-8d5b-4a63-9a43-1d2c3b4a5e6f',
        essential: true,
        analytics: true,
        marketing: false,
        version: '1.0',
        createdAt: '2025-01-30T09:00:00.000Z',
      },
    ],
  };
  const routes = {
    'GET /api/me': () => json(200, me),
    'GET /api/me/results': () => json(200, history),
    'GET /api/me/consent': () => json(200, consent),
  };
  const renderDialog = (onDeleted = vi.fn(), onOpenChange = vi.fn()) => {
    render(
      <Providers client={testQueryClient()}>
        <DataPrivacyDialog open onOpenChange={onOpenChange} onDeleted={onDeleted} />
      </Providers>,
    );
    return { onDeleted, onOpenChange };
  };

  it('sums up what we hold and the consent records; cookie settings on their window event', async () => {
    stubFetch(routes);
    const { onOpenChange } = renderDialog();
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    expect(screen.getByText('Completed assessments').nextElementSibling?.textContent).toBe('1');
    expect(screen.getByText('Essential on · Analytics on · Marketing off')).toBeTruthy();
    const opened = vi.fn();
    window.addEventListener('openCookieSettings', opened);
    fireEvent.click(screen.getByRole('button', { name: 'Cookie Settings' }));
    expect(opened).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(SHOW_USER_DATA_MANAGER_EVENT).toBe('showUserDataManager');
  });

  it("'Failed to load data summary' with Retry", async () => {
    let fail = true;
    stubFetch({
      ...routes,
      'GET /api/me/consent': () => (fail ? new Response('', { status: 500 }) : json(200, consent)),
    });
    renderDialog();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(error).toHaveBeenCalledWith(
      'Failed to load data summary',
      expect.objectContaining({ action: expect.objectContaining({ label: 'Retry' }) }),
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
  });

  it('exports a JSON file named with the date', async () => {
    const exported = { exportedAt: '2025-01-31T10:00:00.000Z', user: { email: 'ada@example.com' } };
    stubFetch({ ...routes, 'GET /api/me/export': () => json(200, exported) });
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = vi.fn();
    let downloaded = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloaded = this.download;
    });
    renderDialog();
    await screen.findByText('ada@example.com');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Export My Data' }));
    });
    expect(downloaded).toMatch(/^uplift-founder-audit-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(await (created[0] as Blob).text())).toEqual(exported);
    expect(success).toHaveBeenCalledWith('Data exported successfully', expect.anything());

    stubFetch({ ...routes, 'GET /api/me/export': () => new Response('', { status: 500 }) });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Export My Data' }));
    });
    expect(error).toHaveBeenLastCalledWith('Failed to export data', expect.anything());
  });

  it('deletes everything only after DELETE is typed, then forgets the account in this browser', async () => {
    localStorage.setItem('assessmentSession', JSON.stringify({ id: 'x', secret: 'y' }));
    const fetch = stubFetch({ ...routes, 'DELETE /api/me': () => json(200, { deleted: true }) });
    const { onDeleted } = renderDialog();
    await screen.findByText('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Delete All My Data' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete all data' });
    // focus starts where DELETE is typed, not on a button an Enter would press
    await waitFor(() =>
      expect(document.activeElement).toBe(within(confirm).getByLabelText('Type DELETE to confirm')),
    );
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Delete Everything' }));
    });
    expect(within(confirm).getByText('Type DELETE to confirm deletion')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.change(within(confirm).getByLabelText('Type DELETE to confirm'), {
      target: { value: 'DELETE' },
    });
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Delete Everything' }));
    });
    expect(bodyOf(fetch, 'DELETE', '/api/me')).toEqual({ confirm: 'DELETE' });
    expect(success).toHaveBeenCalledWith('All data deleted successfully', expect.anything());
    expect(onDeleted).toHaveBeenCalledOnce();
    expect(localStorage.getItem('assessmentSession')).toBeNull();
  });

  it("a refused deletion says 'Failed to delete data'", async () => {
    stubFetch({ ...routes, 'DELETE /api/me': () => new Response('', { status: 500 }) });
    const { onDeleted } = renderDialog();
    await screen.findByText('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Delete All My Data' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete all data' });
    fireEvent.change(within(confirm).getByLabelText('Type DELETE to confirm'), {
      target: { value: 'DELETE' },
    });
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Delete Everything' }));
    });
    expect(error).toHaveBeenCalledWith('Failed to delete data', expect.anything());
    expect(onDeleted).not.toHaveBeenCalled();
  });
});

describe('small parts', () => {
  it('the e-mail test page words its failures in German', () => {
    expect(emailTestErrorText(new ApiError(502, 'mail_failed', 'Connection refused'))).toBe(
      'Fehler beim Senden: Connection refused',
    );
    expect(
      emailTestErrorText(new ApiError(403, 'forbidden', 'Nur Administratoren können Test-E-Mails senden.')),
    ).toBe('Fehler: Nur Administratoren können Test-E-Mails senden.');
    expect(emailTestErrorText(new ApiError(500, 'http_error', 'Internal Server Error'))).toBe(
      'Fehler: Unbekannter Fehler',
    );
    expect(emailTestErrorText(new ApiError(0, 'network_error', 'offline'))).toBe(
      'Unerwarteter Fehler: offline',
    );
    expect(emailTestErrorText('boom')).toBe('Unerwarteter Fehler: Unbekannter Fehler');
  });

  it('the history shows the change per chapter with words for screen readers', () => {
    render(
      <>
        <ChangeBadge change={0.26} />
        <ChangeBadge change={-0.04} />
        <ChangeBadge change={-1.25} />
        <ChangeBadge change={null} />
      </>,
    );
    expect(screen.getByText('+0.3')).toBeTruthy();
    expect(screen.getByText('up 0.3 since the assessment before')).toBeTruthy();
    expect(screen.getByText('±0.0')).toBeTruthy();
    expect(screen.getByText('unchanged')).toBeTruthy();
    expect(screen.getByText('−1.3')).toBeTruthy();
    expect(screen.getByText('no earlier score')).toBeTruthy();
  });
});
