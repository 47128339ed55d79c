// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../components/ui/toaster';
import { bodyOf, json, meBody, Providers, stubFetch, testQueryClient } from '../../auth/test/harness';
import { EmailTestPage } from './email-test-page';

vi.mock('../../../components/ui/toaster', async () => (await import('../../auth/test/harness')).toastMock());

const success = vi.mocked(toast.success);
const error = vi.mocked(toast.error);

const renderPage = () =>
  render(
    <Providers client={testQueryClient()}>
      <EmailTestPage />
    </Providers>,
  );

const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('/email-test', () => {
  it('lets an admin send both e-mails, with the German checks and messages', async () => {
    const fetch = stubFetch({
      'GET /api/me': () => json(200, meBody({ role: 'admin' })),
      'POST /api/email-test': () => json(200, { success: true, emailId: 'm1' }),
    });
    renderPage();
    await screen.findByRole('button', { name: 'Test-E-Mail senden' });
    await vi.waitFor(() =>
      expect((screen.getByRole('button', { name: 'Test-E-Mail senden' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    await click('Test-E-Mail senden');
    expect(error).toHaveBeenLastCalledWith('Fehler', {
      id: 'email-test',
      description: 'Bitte gib eine E-Mail-Adresse ein',
    });
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), { target: { value: 'ada.example.com' } });
    await click('Welcome-E-Mail senden');
    expect(error).toHaveBeenLastCalledWith('Fehler', {
      id: 'email-test',
      description: 'Bitte gib eine gültige E-Mail-Adresse ein',
    });
    expect(screen.getByLabelText('E-Mail-Adresse').getAttribute('aria-describedby')).toContain('-error');

    fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), { target: { value: 'ada@example.com' } });
    await click('Welcome-E-Mail senden');
    expect(bodyOf(fetch, 'POST', '/api/email-test')).toEqual({
      email: 'ada@example.com',
      kind: 'welcome',
      name: 'Test User',
    });
    expect(success).toHaveBeenCalledWith('E-Mail gesendet', {
      id: 'email-test',
      description: 'Welcome-E-Mail an ada@example.com gesendet.',
    });

    stubFetch({
      'GET /api/me': () => json(200, meBody({ role: 'admin' })),
      'POST /api/email-test': () =>
        json(502, { error: { code: 'mail_failed', message: 'connect ECONNREFUSED' } }),
    });
    await click('Test-E-Mail senden');
    expect(error).toHaveBeenLastCalledWith('Fehler', {
      id: 'email-test',
      description: 'Fehler beim Senden: connect ECONNREFUSED',
    });
  });

  it('tells a visitor who is not signed in, and a user who is not an admin, why they cannot send', async () => {
    stubFetch({
      'GET /api/me': () => json(401, { error: { code: 'unauthenticated', message: 'Not authenticated' } }),
    });
    renderPage();
    expect(await screen.findByText(/Nur angemeldete Administratoren/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Test-E-Mail senden' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    cleanup();
    stubFetch({ 'GET /api/me': () => json(200, meBody()) });
    renderPage();
    expect(await screen.findByText('Nur Administratoren können Test-E-Mails senden.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Welcome-E-Mail senden' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
