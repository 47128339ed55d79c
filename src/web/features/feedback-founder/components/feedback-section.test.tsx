// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_MESSAGES } from '../../../../domain/feedback-rules';
import { bodyOf, json, Providers, stubFetch, testQueryClient } from '../../auth/test/harness';
import {
  INVITE_ID,
  invite,
  LINK_ID,
  RESULT_ID,
  ROUND_ID,
  readyReport,
  result,
  roundView,
  summary,
} from '../test/fixtures';
import FeedbackSection from './feedback-section';

vi.mock('../../../components/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ROUNDS = '/api/me/feedback/rounds';
const ROUND = `/api/me/feedback/rounds/${ROUND_ID}`;

function renderSection() {
  render(
    <Providers client={testQueryClient()}>
      <FeedbackSection result={result} />
    </Providers>,
  );
  return screen.getByRole('region', { name: 'How Others See You' });
}

describe('the feedback section', () => {
  it('without a round: the start card and its anonymity points; "Invite raters" opens one on this result', async () => {
    let opened = false;
    const fetch = stubFetch({
      [`GET ${ROUNDS}`]: () => json(200, { rounds: opened ? [summary()] : [] }),
      [`POST ${ROUNDS}`]: () => {
        opened = true;
        return json(201, { round: roundView({ invites: [] }) });
      },
      [`GET ${ROUND}`]: () => json(200, { round: roundView({ invites: [] }) }),
    });
    renderSection();
    expect(
      await screen.findByRole('heading', {
        name: 'See yourself through the eyes of the people you work with',
      }),
    ).toBeTruthy();
    expect(screen.getByText(/You never see one person’s answers/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Invite raters' }));
    expect(await screen.findByRole('form', { name: 'Invite raters' })).toBeTruthy();
    expect(bodyOf(fetch, 'POST', ROUNDS)).toEqual({ resultId: RESULT_ID });
    expect(screen.getByText('No one is invited yet.')).toBeTruthy();
  });

  it('an open round: counts, invites (address or personal link), no word on who answered', async () => {
    stubFetch({
      [`GET ${ROUNDS}`]: () => json(200, { rounds: [summary()] }),
      [`GET ${ROUND}`]: () => json(200, { round: roundView() }),
    });
    renderSection();
    expect(await screen.findByText('0 of 2 people invited have answered')).toBeTruthy();
    expect(screen.getByText('Others’ view appears after 3 more answers.')).toBeTruthy();
    const list = screen.getByRole('heading', { name: 'Your invites' }).parentElement as HTMLElement;
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('sam@example.com')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Co-founder')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Personal link')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Investor or board member')).toBeTruthy();
    // a personal link has no address to remind
    expect(within(rows[1] as HTMLElement).queryByRole('button', { name: /Send reminder/ })).toBeNull();
    for (const row of rows) expect(row.textContent).not.toMatch(/answer|complet|done/i);
  });

  it("checks an invite before sending, then shows the server's refusal at the e-mail field", async () => {
    const fetch = stubFetch({
      [`GET ${ROUNDS}`]: () => json(200, { rounds: [summary()] }),
      [`GET ${ROUND}`]: () => json(200, { round: roundView() }),
      [`POST ${ROUND}/invites`]: () =>
        json(400, { error: { code: 'invalid_invite', message: FEEDBACK_MESSAGES.alreadyInvited } }),
    });
    renderSection();
    const invite = await screen.findByRole('form', { name: 'Invite raters' });
    fireEvent.click(within(invite).getByRole('button', { name: 'Send invite' }));
    const email = within(invite).getByLabelText('Email address');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      FEEDBACK_MESSAGES.emailRequired,
    );
    expect(within(invite).getByText(FEEDBACK_MESSAGES.relationshipRequired)).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/invites'))).toBe(false);

    fireEvent.input(email, { target: { value: 'Sam@Example.com' } });
    fireEvent.change(within(invite).getByLabelText('How do they know you?'), {
      target: { value: 'co-founder' },
    });
    fireEvent.click(within(invite).getByRole('button', { name: 'Send invite' }));
    await waitFor(() =>
      expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        FEEDBACK_MESSAGES.alreadyInvited,
      ),
    );
    expect(bodyOf(fetch, 'POST', `${ROUND}/invites`)).toEqual({
      email: 'sam@example.com',
      relationship: 'co-founder',
    });
  });

  it('creates a personal link and copies it', async () => {
    const url = `http://localhost/feedback/${'a'.repeat(43)}`;
    stubFetch({
      [`GET ${ROUNDS}`]: () => json(200, { rounds: [summary()] }),
      [`GET ${ROUND}`]: () => json(200, { round: roundView() }),
      [`POST ${ROUND}/links`]: () =>
        json(201, { invite: invite({ id: LINK_ID, email: null, canRemind: false }), url }),
    });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderSection();
    const link = await screen.findByRole('form', { name: 'Or send a link yourself' });
    fireEvent.change(within(link).getByLabelText('How do they know you?'), {
      target: { value: 'mentor-or-peer' },
    });
    fireEvent.click(within(link).getByRole('button', { name: 'Create a link to send yourself' }));
    const field = (await within(link).findByLabelText('Your personal link')) as HTMLInputElement;
    expect(field.value).toBe(url);
    fireEvent.click(within(link).getByRole('button', { name: 'Copy link' }));
    expect(await within(link).findByText('Link copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(url);
  });

  it('revokes an invite only after the confirmation', async () => {
    let revoked = false;
    const fetch = stubFetch({
      [`GET ${ROUNDS}`]: () => json(200, { rounds: [summary()] }),
      [`GET ${ROUND}`]: () =>
        json(200, {
          round: roundView(revoked ? { invites: [invite({ state: 'revoked', canRemind: false })] } : {}),
        }),
      [`POST /api/me/feedback/invites/${INVITE_ID}/revoke`]: () => {
        revoked = true;
        return json(200, { invite: invite({ state: 'revoked', canRemind: false }) });
      },
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke link for sam@example.com' }));
    const dialog = await screen.findByRole('dialog');
    expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/revoke'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/revoke'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Revoke link for sam@example.com' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/revoke'))).toBe(true));
    // the list is read again: the link is revoked and has no actions left
    expect(await screen.findByText('Revoked')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoke link for sam@example.com' })).toBeNull();
  });

  it('a ready report in a closed round: the report, no invite form and no close button', async () => {
    stubFetch({
      [`GET ${ROUNDS}`]: () => json(200, { rounds: [summary({ status: 'closed' })] }),
      [`GET ${ROUND}`]: () =>
        json(200, {
          round: roundView({
            status: 'closed',
            closedAt: '2025-03-20T10:00:00.000Z',
            report: readyReport(false),
            invites: [invite({ email: null, state: 'closed', canRemind: false })],
          }),
        }),
    });
    renderSection();
    expect(await screen.findByRole('region', { name: 'Blind spots' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Invite raters' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close round' })).toBeNull();
    expect(screen.getByText(/· Closed 20 March 2025$/)).toBeTruthy();
  });

  it('a round of an earlier assessment: its report stays, and a new round is offered for this one', async () => {
    const earlier = summary({
      resultId: '00000000-0000-4000-8000-0000000000a0',
      resultCompletedAt: '2025-01-01T10:00:00.000Z',
    });
    const fetch = stubFetch({
      [`GET ${ROUNDS}`]: () => json(200, { rounds: [earlier] }),
      [`GET ${ROUND}`]: () => json(200, { round: roundView({ ...earlier }) }),
      [`POST ${ROUNDS}`]: () =>
        json(201, { round: roundView({ id: '00000000-0000-4000-8000-0000000000b2' }) }),
    });
    renderSection();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Start a new round for your latest assessment' }),
    );
    await waitFor(() => expect(bodyOf(fetch, 'POST', ROUNDS)).toEqual({ resultId: RESULT_ID }));
  });

  it('closes the round after the confirmation', async () => {
    const fetch = stubFetch({
      [`GET ${ROUNDS}`]: () => json(200, { rounds: [summary()] }),
      [`GET ${ROUND}`]: () => json(200, { round: roundView() }),
      [`POST ${ROUND}/close`]: () =>
        json(200, { round: roundView({ status: 'closed', closedAt: '2025-03-20T10:00:00.000Z' }) }),
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Close round' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close round' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close round' }));
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => String(u).endsWith('/close'))).toBe(true));
    // the closed round takes no more invites
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Invite raters' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Close round' })).toBeNull();
  });
});
