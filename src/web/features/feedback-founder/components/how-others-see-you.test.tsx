// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, Providers, stubFetch, testQueryClient } from '../../auth/test/harness';
import { ROUND_ID, result, roundView, summary } from '../test/fixtures';
import HowOthersSeeYou from './how-others-see-you';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ROUNDS = '/api/me/feedback/rounds';
const ROUND = `/api/me/feedback/rounds/${ROUND_ID}`;
const CANNED = 'Others likely see you as someone who keeps going.';

function renderText() {
  render(
    <Providers client={testQueryClient()}>
      <HowOthersSeeYou result={result} cannedText={CANNED} />
    </Providers>,
  );
}

describe("'How Others See You'", () => {
  it('without a round: the text from your own answers, said to be that', async () => {
    stubFetch({ [`GET ${ROUNDS}`]: () => json(200, { rounds: [] }) });
    renderText();
    expect(await screen.findByText(/not on what others said\. Invite the people/)).toBeTruthy();
    expect(screen.getByText(CANNED)).toBeTruthy();
  });

  it('while the round waits: the canned text with how many answered and how many more it takes', async () => {
    stubFetch({
      [`GET ${ROUNDS}`]: () => json(200, { rounds: [summary()] }),
      [`GET ${ROUND}`]: () =>
        json(200, {
          round: roundView({ howOthersSeeYou: { source: 'canned', text: CANNED, answered: 1, needed: 2 } }),
        }),
    });
    renderText();
    expect(
      await screen.findByText(/1 answer so far; your raters’ view replaces it after 2 more\./),
    ).toBeTruthy();
    expect(screen.getByText(CANNED)).toBeTruthy();
  });

  it("once ready: the raters' text and how many it is written from", async () => {
    const text = 'The 4 people who answered see you much as you see yourself.';
    stubFetch({
      [`GET ${ROUNDS}`]: () => json(200, { rounds: [summary()] }),
      [`GET ${ROUND}`]: () =>
        json(200, { round: roundView({ howOthersSeeYou: { source: 'raters', text, raterCount: 4 } }) }),
    });
    renderText();
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByText('Written from the answers of 4 people.')).toBeTruthy();
    expect(screen.queryByText(CANNED)).toBeNull();
  });
});
