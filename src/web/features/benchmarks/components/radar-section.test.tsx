// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, meBody, Providers, stubFetch, testQueryClient } from '../../auth/test/harness';
import { ROUND_ID, readyReport, roundView, summary } from '../../feedback-founder/test/fixtures';
import { benchmarksView, CHAPTERS, RESULT_ID, resultView } from '../test/fixtures';
import RadarSection from './radar-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MINE = `/api/me/results/${RESULT_ID}/benchmarks`;
const ROUNDS = '/api/me/feedback/rounds';
const ROUND = `/api/me/feedback/rounds/${ROUND_ID}`;

/** The feedback fixtures' report, on this result's chapters: chapter 1 and 2 rated, chapter 3 not. */
function reportOnChapters() {
  const report = readyReport(false);
  return {
    ...report,
    chapters: report.chapters.map((c, i) => ({ ...c, chapterId: CHAPTERS[i]?.id as string })),
  };
}

function renderSection(owner: boolean) {
  const onNavEntry = vi.fn();
  const client = testQueryClient();
  client.setQueryData(['me'], meBody());
  render(
    <Providers client={client}>
      <RadarSection view={resultView({ gated: !owner })} owner={owner} onNavEntry={onNavEntry} />
    </Providers>,
  );
  return { onNavEntry };
}

const rowCells = (name: string) => {
  const row = within(screen.getByRole('table')).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
};

describe('the radar section', () => {
  it('for any viewer: the chapter scores only, with no call to the server', () => {
    const fetch = stubFetch({});
    const { onNavEntry } = renderSection(false);
    expect(screen.getByRole('region', { name: 'Your Chapters at a Glance' })).toBeTruthy();
    expect(onNavEntry).toHaveBeenCalledWith({ id: 'at-a-glance', label: 'At a Glance' });
    expect(screen.getByRole('img')).toBeTruthy();
    expect(rowCells('Self-Awareness')).toEqual(['4.2']);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('for the owner: the narrowest shown group’s median and others’ view once the report is released', async () => {
    stubFetch({
      [`GET ${MINE}`]: () => json(200, benchmarksView()),
      [`GET ${ROUNDS}`]: () => json(200, { rounds: [summary()] }),
      [`GET ${ROUND}`]: () => json(200, { round: roundView({ report: reportOnChapters() }) }),
    });
    renderSection(true);
    // the stage group is too small: the team-size group's medians
    expect(
      await screen.findByText('Median of founders in teams of 11–30 people', { selector: 'li' }),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByText('How others see you', { selector: 'li' })).toBeTruthy());
    expect(rowCells('Self-Awareness')).toEqual(['4.2', '3.0', '3.1']);
    expect(rowCells('Resilience')).toEqual(['3.6', '3.1', '3.9']);
    expect(rowCells('Focus & Energy')).toEqual(['2.8', '3.2', 'not rated']);
    expect(rowCells('Execution & Capital')).toEqual(['4.0', '3.7', 'not rated']);
  });

  it('for the owner: no others’ view while the round waits for raters, no median without a shown group', async () => {
    stubFetch({
      [`GET ${MINE}`]: () => json(200, benchmarksView({ groups: [] })),
      [`GET ${ROUNDS}`]: () => json(200, { rounds: [summary()] }),
      [`GET ${ROUND}`]: () => json(200, { round: roundView() }),
    });
    renderSection(true);
    await waitFor(() => expect(screen.getAllByRole('columnheader')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
    expect(screen.queryByText('How others see you')).toBeNull();
  });
});
