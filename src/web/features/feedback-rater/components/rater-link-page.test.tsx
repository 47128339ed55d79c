// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { raterFlowCopy } from '../../../../content/feedback-copy';
import { ANSWER_AUTO_ADVANCE_MS, QUESTION_FADE_MS } from '../../../../domain/constants';
import { COMMENT_MAX_LENGTH, FEEDBACK_MESSAGES } from '../../../../domain/feedback-rules';
import { bodyOf, json, Providers, testQueryClient } from '../../auth/test/harness';
import { answerPath, fakeRaterServer, LINK, openView, STATEMENTS, TOKEN } from '../test/fake-link';
import { RaterLinkPage } from './rater-link-page';

/** From an answer to the next statement on screen: the lock, the fade out and the fade in. */
const ANSWER_CYCLE_MS = ANSWER_AUTO_ADVANCE_MS + 2 * QUESTION_FADE_MS;

const [first, second, third] = STATEMENTS as [
  (typeof STATEMENTS)[number],
  (typeof STATEMENTS)[number],
  (typeof STATEMENTS)[number],
];

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  // as current browsers do: scrolling answers a promise
  window.scrollTo = (() => Promise.resolve()) as unknown as typeof window.scrollTo;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderPage(token = TOKEN) {
  const client = testQueryClient();
  render(
    <Providers client={client} path={`/feedback/${token}`}>
      <RaterLinkPage token={token} />
    </Providers>,
  );
  return client;
}

const heading = () => screen.getByRole('heading', { level: 1 });
const press = (key: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key });
const passTime = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const radio = (value: number) => screen.getByRole('radio', { name: new RegExp(`^${value} – `) });
const cantJudge = () => screen.getByRole('button', { name: raterFlowCopy.scale.cantJudge });
/** "Delete my answers", once its dialog has loaded (until then a disabled stand-in shows). */
async function pressDelete() {
  const button = () => screen.getByRole('button', { name: raterFlowCopy.thankYou.delete });
  await waitFor(() => expect((button() as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(button());
}

describe('the rater’s link', () => {
  it('introduces who asks and what they will and won’t see, with the privacy page, before any statement', async () => {
    fakeRaterServer();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Sam would like your view' })).toBeTruthy();
    expect(screen.getByText(raterFlowCopy.intro.duration)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What Sam will see' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What Sam will never see' })).toBeTruthy();
    expect(screen.getByText('Your individual answers.')).toBeTruthy();
    expect(screen.getByText('Invited as: Team member')).toBeTruthy();
    const privacy = screen.getByRole('link', { name: /How we handle your answers/ });
    expect(privacy.getAttribute('href')).toBe('/privacy');
    expect(privacy.getAttribute('target')).toBe('_blank');
    // no account is needed: nothing offers to sign in or up
    expect(screen.queryByRole('link', { name: /sign|log ?in|account/i })).toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(heading().textContent).toBe(first.text);
    expect(screen.getByText('Statement 1 of 3')).toBeTruthy();
    expect(document.activeElement).toBe(heading());
  });

  it('is rated by keyboard alone: 1–5 rate, 0 can’t judge, Backspace goes back; each answer is saved as given', async () => {
    const { stored, fetch } = fakeRaterServer();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));

    press('4');
    await passTime(ANSWER_AUTO_ADVANCE_MS - 100);
    // saved at once, still on the statement while the choice shows
    expect(bodyOf(fetch, 'PUT', answerPath(first.questionId))).toEqual({ value: 4 });
    expect(heading().textContent).toBe(first.text);
    await passTime(2 * QUESTION_FADE_MS + 100);
    expect(heading().textContent).toBe(second.text);
    expect(screen.getByText('Statement 2 of 3')).toBeTruthy();

    press('0');
    await passTime(ANSWER_CYCLE_MS);
    expect(stored.answers).toEqual({ [first.questionId]: 4, [second.questionId]: null });
    expect(heading().textContent).toBe(third.text);

    // back to the can't-judge statement: it shows as chosen, and → moves on without answering again
    press('Backspace');
    expect(heading().textContent).toBe(second.text);
    expect(cantJudge().getAttribute('aria-pressed')).toBe('true');
    press('Backspace');
    expect(heading().textContent).toBe(first.text);
    expect(radio(4).getAttribute('aria-checked')).toBe('true');
    press('ArrowRight');
    await passTime(2 * QUESTION_FADE_MS);
    expect(heading().textContent).toBe(second.text);
    press('ArrowRight');
    await passTime(2 * QUESTION_FADE_MS);
    expect(heading().textContent).toBe(third.text);
    // an unanswered statement cannot be skipped
    press('ArrowRight');
    await passTime(2 * QUESTION_FADE_MS);
    expect(heading().textContent).toBe(third.text);

    press('2');
    await passTime(ANSWER_CYCLE_MS);
    expect(heading().textContent).toBe(raterFlowCopy.comment.title);
    expect(document.activeElement).toBe(heading());
    expect(stored.answers).toEqual({
      [first.questionId]: 4,
      [second.questionId]: null,
      [third.questionId]: 2,
    });
    expect(screen.getByText('You rated 2 statements and couldn’t judge 1.')).toBeTruthy();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(3);
  });

  it('takes a comment with the characters left, sends it, thanks, and deletes the answers on request', async () => {
    const { stored, fetch } = fakeRaterServer(
      openView({ answers: { [first.questionId]: 5, [second.questionId]: 3, [third.questionId]: null } }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: raterFlowCopy.intro.resume }));
    const comment = screen.getByRole('textbox', { name: 'A comment for Sam (optional)' });
    expect(screen.getByText(`${COMMENT_MAX_LENGTH} characters left`)).toBeTruthy();
    fireEvent.change(comment, { target: { value: 'Listens well.' } });
    expect(screen.getByText(`${COMMENT_MAX_LENGTH - 13} characters left`)).toBeTruthy();
    const described = (comment.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      `${COMMENT_MAX_LENGTH - 13} characters left`,
    );
    fireEvent.click(screen.getByRole('button', { name: raterFlowCopy.comment.submit }));

    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeTruthy();
    expect(document.activeElement).toBe(heading());
    expect(bodyOf(fetch, 'POST', `${LINK}/submit`)).toEqual({ comment: 'Listens well.' });
    expect(stored.state).toBe('submitted');

    await pressDelete();
    const dialog = await screen.findByRole('dialog', { name: raterFlowCopy.deletion.title });
    // focus starts on keeping them: an Enter pressed out of habit deletes nothing
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(dialog).getByRole('button', { name: raterFlowCopy.deletion.cancel }),
      ),
    );
    // keeping them changes nothing
    fireEvent.click(within(dialog).getByRole('button', { name: raterFlowCopy.deletion.cancel }));
    await passTime(300);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await pressDelete();
    const again = await screen.findByRole('dialog', { name: raterFlowCopy.deletion.title });
    fireEvent.click(within(again).getByRole('button', { name: raterFlowCopy.deletion.confirmButton }));
    expect(await screen.findByRole('heading', { name: raterFlowCopy.deletion.doneTitle })).toBeTruthy();
    expect(screen.getByText(raterFlowCopy.deletion.done)).toBeTruthy();
    expect(stored).toMatchObject({ state: 'withdrawn', answers: {}, comment: null });
  });

  it('resumes at the first statement without an answer', async () => {
    fakeRaterServer(openView({ answers: { [first.questionId]: 2, [third.questionId]: null } }));
    renderPage();
    expect(await screen.findByText('You have answered 2 of 3 statements so far.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: raterFlowCopy.intro.resume }));
    expect(heading().textContent).toBe(second.text);
    expect(screen.getByText('Statement 2 of 3')).toBeTruthy();
  });

  it('started in another browser: says so, shows no answers, and starts again here on request', async () => {
    const { stored } = fakeRaterServer(openView({ startedElsewhere: true }));
    renderPage();
    expect(await screen.findByRole('heading', { name: raterFlowCopy.startedElsewhere.title })).toBeTruthy();
    expect(screen.getByText(raterFlowCopy.startedElsewhere.body)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    expect(screen.queryByText(/You have answered/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: raterFlowCopy.startedElsewhere.restart }));
    await waitFor(() => expect(heading().textContent).toBe(first.text));
    expect(stored.startedElsewhere).toBe(false);
    press('4');
    await passTime(ANSWER_CYCLE_MS);
    expect(stored.answers).toEqual({ [first.questionId]: 4 });
  });

  it('says where the answers went when another browser took them over meanwhile', async () => {
    const server = fakeRaterServer(openView());
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    server.stored.startedElsewhere = true;
    press('3');
    await passTime(ANSWER_CYCLE_MS);
    expect(heading().textContent).toBe(first.text);
    expect(screen.getByText(raterFlowCopy.startedElsewhere.refused)).toBeTruthy();
  });

  it('stays on a statement whose answer could not be saved, and says so', async () => {
    const { stored } = fakeRaterServer(openView(), {
      [`PUT ${answerPath(first.questionId)}`]: () => json(503, { error: { code: 'x', message: 'down' } }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    press('3');
    await passTime(ANSWER_CYCLE_MS);
    expect(heading().textContent).toBe(first.text);
    expect(screen.getByText(raterFlowCopy.errors.saveFailed)).toBeTruthy();
    expect(radio(3).getAttribute('aria-checked')).toBe('false');
    expect(stored.answers).toEqual({});
  });

  it('shows the link’s own page when it is withdrawn while the rater answers', async () => {
    const server = fakeRaterServer(openView(), {
      [`PUT ${answerPath(first.questionId)}`]: () => {
        server.stored.state = 'revoked';
        return json(409, { error: { code: 'link_revoked', message: 'This link was withdrawn.' } });
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    press('5');
    expect(await screen.findByRole('heading', { name: raterFlowCopy.linkStates.revoked.title })).toBeTruthy();
  });

  it('sends nothing when no statement is rated, and says what is missing', async () => {
    const none = Object.fromEntries(STATEMENTS.map(({ questionId }) => [questionId, null]));
    const { fetch } = fakeRaterServer(openView({ answers: none }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: raterFlowCopy.intro.resume }));
    fireEvent.click(screen.getByRole('button', { name: raterFlowCopy.comment.submit }));
    expect(screen.getByRole('alert').textContent).toBe(FEEDBACK_MESSAGES.rateAtLeastOne);
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    // back to the last statement to rate it
    fireEvent.click(screen.getByRole('button', { name: raterFlowCopy.comment.back }));
    expect(heading().textContent).toBe(third.text);
  });
});

describe('a link that cannot be used', () => {
  it.each([
    ['revoked', raterFlowCopy.linkStates.revoked],
    ['expired', raterFlowCopy.linkStates.expired],
    ['closed', raterFlowCopy.linkStates.closed],
    ['withdrawn', raterFlowCopy.linkStates.withdrawn],
  ] as const)('%s: says so on its own page', async (state, text) => {
    fakeRaterServer(openView({ state }));
    renderPage();
    expect(await screen.findByRole('heading', { name: text.title })).toBeTruthy();
    expect(screen.getByText(text.body)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    expect(screen.queryByRole('button', { name: raterFlowCopy.thankYou.delete })).toBeNull();
  });

  it.each(['submitted', 'expired', 'closed', 'revoked'] as const)(
    '%s after the rater answered: says so and still lets them delete their answers',
    async (state) => {
      const { stored } = fakeRaterServer(openView({ state, hasAnswers: true }));
      renderPage();
      expect(
        await screen.findByRole('heading', { name: raterFlowCopy.linkStates[state].title }),
      ).toBeTruthy();
      await pressDelete();
      const dialog = await screen.findByRole('dialog', { name: raterFlowCopy.deletion.title });
      fireEvent.click(within(dialog).getByRole('button', { name: raterFlowCopy.deletion.confirmButton }));
      expect(await screen.findByRole('heading', { name: raterFlowCopy.deletion.doneTitle })).toBeTruthy();
      expect(stored.state).toBe('withdrawn');
    },
  );

  it('unknown (404), or not a token at all (without asking the server): does not work', async () => {
    const { fetch } = fakeRaterServer(openView(), {
      [`GET ${LINK}`]: () => json(404, { error: { code: 'not_found', message: 'Not found' } }),
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: raterFlowCopy.linkStates.notFound.title }),
    ).toBeTruthy();
    cleanup();
    fetch.mockClear();
    renderPage('too-short');
    expect(screen.getByRole('heading', { name: raterFlowCopy.linkStates.notFound.title })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rate limited (429): asks to wait, and tries again on request', async () => {
    let limited = true;
    fakeRaterServer(openView(), {
      [`GET ${LINK}`]: () =>
        limited
          ? json(429, { error: { code: 'rate_limited', message: 'Too many' } }, { 'retry-after': '60' })
          : json(200, openView()),
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: raterFlowCopy.linkStates.rateLimited.title }),
    ).toBeTruthy();
    limited = false;
    fireEvent.click(screen.getByRole('button', { name: raterFlowCopy.errors.retry }));
    expect(await screen.findByRole('heading', { name: 'Sam would like your view' })).toBeTruthy();
  });
});
