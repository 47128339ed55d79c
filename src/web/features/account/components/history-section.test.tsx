// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResultSummary } from '../../../../contract/assessment';
import { json, Providers, stubFetch, testQueryClient } from '../../auth/test/harness';
import { HistorySection } from './history-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const chapter = (
  chapterId: string,
  title: string,
  average: number,
  change: number | null,
  inPrevious: boolean,
): ResultSummary['chapters'][number] => ({ chapterId, title, area: 'inner', average, change, inPrevious });

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

/** Newest first: version 2 (a chapter added, one removed), version 1 twice (one chapter skipped), the first. */
const history: { results: ResultSummary[] } = {
  results: [
    {
      sessionId: id(3),
      completedAt: '2025-03-01T10:00:00.000Z',
      version: 2,
      overall: 3.6,
      inner: 3.6,
      outer: null,
      previousVersion: 1,
      chapters: [chapter('c1', 'Resilience', 4, 0.5, true), chapter('c9', 'Focus', 3.2, null, false)],
      removedChapters: [{ chapterId: 'c2', title: 'Clarity', area: 'inner' }],
    },
    {
      sessionId: id(2),
      completedAt: '2025-02-01T10:00:00.000Z',
      version: 1,
      overall: 3.2,
      inner: 3.2,
      outer: null,
      previousVersion: 1,
      chapters: [chapter('c1', 'Resilience', 3.5, -0.5, true), chapter('c2', 'Clarity', 3, null, false)],
      removedChapters: [{ chapterId: 'c3', title: 'Grit', area: 'inner' }],
    },
    {
      sessionId: id(1),
      completedAt: '2025-01-01T10:00:00.000Z',
      version: 1,
      overall: 3.5,
      inner: 3.5,
      outer: null,
      previousVersion: null,
      chapters: [chapter('c1', 'Resilience', 4, null, false), chapter('c3', 'Grit', 3, null, false)],
      removedChapters: [],
    },
  ],
};

async function renderHistory() {
  stubFetch({ 'GET /api/me/results': () => json(200, history) });
  render(
    <Providers client={testQueryClient()}>
      <HistorySection enabled />
    </Providers>,
  );
  return screen.findByRole('region', { name: 'Your assessments' });
}

const rowOf = (table: HTMLElement, name: string) => {
  const header = within(table).getByRole('rowheader', { name });
  return header.closest('tr') as HTMLElement;
};

/** Opens the n-th assessment (0: the newest) and gives its table. */
async function open(region: HTMLElement, index: number) {
  const trigger = within(region).getAllByRole('button')[index] as HTMLElement;
  fireEvent.click(trigger);
  const content = document.getElementById(trigger.getAttribute('aria-controls') ?? '') as HTMLElement;
  return within(content).findByRole('table');
}

describe('HistorySection across questionnaire versions', () => {
  it('shows each assessment with its version', async () => {
    const region = await renderHistory();
    const triggers = within(region).getAllByRole('button');
    expect(triggers).toHaveLength(3);
    expect(triggers.map((button) => button.textContent?.match(/Version \d/)?.[0])).toEqual([
      'Version 2',
      'Version 1',
      'Version 1',
    ]);
  });

  it('compares only chapters in both: a new chapter says so, a removed one is listed', async () => {
    const region = await renderHistory();
    // the newest is open (right after the section mounted)
    const table = await within(region).findByRole('table');
    expect(within(rowOf(table, 'Resilience')).getByText('+0.5')).toBeTruthy();
    expect(within(rowOf(table, 'Focus')).getByText('New in version 2')).toBeTruthy();
    expect(within(rowOf(table, 'Focus')).queryByText('no earlier score')).toBeNull();
    expect(
      within(region).getByText(
        'Your assessment before was on version 1, this one on version 2: only chapters in both are compared.',
      ),
    ).toBeTruthy();
    expect(within(region).getByText('No longer in the questionnaire: Clarity')).toBeTruthy();
  });

  it('on the same version, a chapter missing before or now is named as such, not as a version change', async () => {
    const region = await renderHistory();
    const table = await open(region, 1);
    expect(within(rowOf(table, 'Clarity')).getByText('Not in your previous assessment')).toBeTruthy();
    expect(within(region).getByText('Not in this assessment: Grit')).toBeTruthy();
    expect(within(region).queryByText(/only chapters in both are compared/)).toBeNull();
  });

  it('the first assessment has no change and says that the change shows from the next one', async () => {
    const region = await renderHistory();
    const table = await open(region, 2);
    expect(within(rowOf(table, 'Grit')).getByText('no earlier score')).toBeTruthy();
    expect(within(region).getByText(/^Your first assessment/)).toBeTruthy();
  });
});
