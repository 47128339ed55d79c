// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { breakdownBadge, resultsCopy } from '../../../../content/results-copy';
import type { ResultView } from '../../../../contract/assessment';
import { AreaCard } from './area-card';

afterEach(cleanup);

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

const view = (overrides: Partial<ResultView>): ResultView => ({
  sessionId: id(0),
  completedAt: '2026-01-01T10:00:00.000Z',
  version: 2,
  gated: true,
  overall: 4,
  inner: 4,
  outer: 0,
  balance: 'inner-leads',
  overallInsight: 'Insight',
  answeredCount: 8,
  questionCount: 8,
  chapters: [
    {
      id: id(1),
      title: 'Self-Awareness',
      area: 'inner',
      position: 1,
      average: 4,
      answeredCount: 3,
      notApplicableCount: 1,
      questionCount: 4,
    },
  ],
  notScoredChapters: [
    {
      id: id(2),
      title: 'Fundraising & Investors',
      area: 'outer',
      position: 2,
      answeredCount: 1,
      notApplicableCount: 3,
      questionCount: 4,
    },
  ],
  coreStrength: null,
  upliftPotential: null,
  ...overrides,
});

describe('AreaCard', () => {
  it('names a chapter left unscored because its statements do not apply yet, and why', () => {
    render(<AreaCard area="outer" view={view({})} onSignUp={() => undefined} />);
    const card = screen.getByRole('region', { name: 'Outer Game' });
    expect(within(card).getByRole('heading', { name: resultsCopy.areas.notScoredTitle })).toBeTruthy();
    expect(within(card).getByText('Fundraising & Investors')).toBeTruthy();
    expect(
      within(card).getByText(
        /3 of its 4 statements don’t apply to you yet\. A chapter is scored from 3 rated/,
      ),
    ).toBeTruthy();
    // no score for the game and no 'nothing answered' line: the chapter was answered
    expect(within(card).queryByText(resultsCopy.areas.noChapters)).toBeNull();
    expect(within(card).queryByRole('meter')).toBeNull();
  });

  it('shows nothing of it in the other game', () => {
    render(<AreaCard area="inner" view={view({})} onSignUp={() => undefined} />);
    const card = screen.getByRole('region', { name: 'Inner Game' });
    expect(within(card).queryByText(resultsCopy.areas.notScoredTitle)).toBeNull();
    expect(within(card).getByText('Self-Awareness')).toBeTruthy();
  });

  it('reads results given before the rule existed (no such list) as before', () => {
    render(
      <AreaCard area="outer" view={view({ notScoredChapters: undefined })} onSignUp={() => undefined} />,
    );
    expect(screen.getByText(resultsCopy.areas.noChapters)).toBeTruthy();
  });
});

describe('breakdownBadge', () => {
  it("says '4/5', 'Doesn’t apply yet' or 'Not answered'", () => {
    expect(breakdownBadge({ value: 4 })).toBe('4/5');
    expect(breakdownBadge({ value: null, notApplicable: true })).toBe('Doesn’t apply yet');
    expect(breakdownBadge({ value: null })).toBe('Not answered');
  });
});
