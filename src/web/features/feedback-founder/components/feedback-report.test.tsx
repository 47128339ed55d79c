// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { roundViewSchema } from '../../../../contract/feedback';
import { BLIND_SPOT, HIDDEN_STRENGTH, readyReport, roundView, waitingReport } from '../test/fixtures';
import { FeedbackReport } from './feedback-report';
import { RoundCounts } from './round-counts';

afterEach(cleanup);

const region = (name: string) => screen.getByRole('region', { name });
const chapterItem = (title: string) =>
  screen.getByRole('heading', { name: title, level: 5 }).closest('li') as HTMLElement;

describe('the ready report', () => {
  it('the fixtures are what the contract allows', () => {
    expect(roundViewSchema.safeParse(roundView({ report: readyReport(true) })).success).toBe(true);
  });

  it('lists the blind spot and the hidden strength with the statement, your score and others’', () => {
    render(<FeedbackReport report={readyReport(false)} />);
    const blind = region('Blind spots');
    expect(within(blind).getByText(BLIND_SPOT)).toBeTruthy();
    expect(within(blind).getByText('You 5.0, others 2.3')).toBeTruthy();
    expect(within(blind).queryByText(HIDDEN_STRENGTH)).toBeNull();
    const hidden = region('Hidden strengths');
    expect(within(hidden).getByText(HIDDEN_STRENGTH)).toBeTruthy();
    expect(within(hidden).getByText('You 2.0, others 4.5')).toBeTruthy();
    // a statement asked of some relationships only says whose mean it is
    expect(within(hidden).getByText('Asked of co-founders and team members only')).toBeTruthy();
    expect(within(blind).queryByText(/^Asked of/)).toBeNull();
  });

  it('shows overall and each chapter as you beside all others, as bars with their numbers', () => {
    render(<FeedbackReport report={readyReport(false)} />);
    expect(screen.getByRole('img', { name: 'Overall, You: 3.8 of 5 points' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Overall, All others: 3.3 of 5 points' })).toBeTruthy();
    const chapter = chapterItem('Self-awareness');
    expect(
      within(chapter).getByRole('img', { name: 'Self-awareness, All others: 3.1 of 5 points' }),
    ).toBeTruthy();
    expect(within(chapter).getByText('Spread 0.6 · 4 people')).toBeTruthy();
    expect(within(chapter).getByText('Difference +1.1')).toBeTruthy();
    expect(within(chapter).getByText('4 of 5 statements others could judge')).toBeTruthy();
    expect(within(chapterItem('Resilience')).getByText('Difference −0.9')).toBeTruthy();
  });

  it('a chapter too few raters could judge says so instead of a score', () => {
    render(<FeedbackReport report={readyReport(false)} />);
    const energy = chapterItem('Energy');
    expect(within(energy).getByText('Not enough ratings')).toBeTruthy();
    expect(within(energy).queryByRole('img', { name: /All others/ })).toBeNull();
    // the founder's own score stays
    expect(within(energy).getByRole('img', { name: 'Energy, You: 3.5 of 5 points' })).toBeTruthy();
  });

  it('shows a relationship group only when the report has it', () => {
    const { unmount } = render(<FeedbackReport report={readyReport(false)} />);
    expect(screen.queryByRole('img', { name: /Co-founders/ })).toBeNull();
    unmount();
    render(<FeedbackReport report={readyReport(true)} />);
    expect(screen.getByRole('img', { name: 'Overall, Co-founders: 3.4 of 5 points' })).toBeTruthy();
    expect(
      within(chapterItem('Self-awareness')).getByRole('img', {
        name: 'Self-awareness, Co-founders: 3.4 of 5 points',
      }),
    ).toBeTruthy();
    expect(within(chapterItem('Resilience')).queryByRole('img', { name: /Co-founders/ })).toBeNull();
  });

  it('shows the comments without anything that names their author', () => {
    render(<FeedbackReport report={readyReport(false)} />);
    const comments = within(region('Comments')).getAllByRole('listitem');
    expect(comments.map((item) => item.textContent)).toEqual([
      'Listens well in board meetings.',
      'Could delegate more.',
    ]);
  });

  it('says so when there is no blind spot, hidden strength or comment', () => {
    render(
      <FeedbackReport
        report={{ ...readyReport(false), blindSpots: [], hiddenStrengths: [], comments: [] }}
      />,
    );
    expect(
      screen.getByText('None: on no statement do you rate yourself a full point above others.'),
    ).toBeTruthy();
    expect(
      screen.getByText('None: on no statement do others rate you a full point above yourself.'),
    ).toBeTruthy();
    expect(screen.getByText('No one has left a comment.')).toBeTruthy();
  });
});

describe('the counts', () => {
  it('while waiting: how many of those invited answered and how many more it takes', () => {
    render(<RoundCounts report={waitingReport(2, 5)} />);
    expect(screen.getByText('2 of 5 people invited have answered')).toBeTruthy();
    expect(screen.getByText('Others’ view appears after 1 more answer.')).toBeTruthy();
    expect(screen.queryByText(/Answers by group/)).toBeNull();
  });

  it('once ready: the groups that may be shown, and no waiting line', () => {
    render(<RoundCounts report={readyReport(true)} />);
    expect(screen.getByText('4 of 6 people invited have answered')).toBeTruthy();
    expect(screen.getByText('Co-founders: 3 of 4')).toBeTruthy();
    expect(screen.queryByText(/Others’ view appears/)).toBeNull();
  });
});
