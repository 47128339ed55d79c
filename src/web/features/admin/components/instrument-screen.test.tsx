// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  AdminInstrumentReport,
  AdminInstrumentVersions,
  InstrumentStatement,
} from '../../../../contract/admin-instrument';
import { json, Providers, stubFetch, testQueryClient } from '../../auth/test/harness';
import { instrumentCopy as copy } from '../instrument-copy';
import { InstrumentScreen } from './instrument-screen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const VERSIONS = '/api/admin/instrument/versions';
const computedAt = '2025-03-01T10:00:00.000Z';

const versions = (over: Partial<AdminInstrumentVersions> = {}): AdminInstrumentVersions => ({
  minAssessments: 30,
  versions: [{ version: 2, status: 'published', computedAt, assessments: 120, shown: true }],
  recomputing: false,
  ...over,
});

const statement = (over: Partial<InstrumentStatement>): InstrumentStatement => ({
  questionId: 'q1',
  chapterId: 'c1',
  label: '1.1',
  text: 'I know my strengths',
  n: 120,
  counts: [6, 12, 30, 48, 24],
  mean: 3.6,
  sd: 1.05,
  floorShare: 0.05,
  ceilingShare: 0.2,
  notApplicable: 0,
  notApplicableShare: 0,
  itemRest: 0.52,
  alphaIfDropped: 0.71,
  dropOff: { count: 3, share: 0.25 },
  raters: {
    ratings: 40,
    cantJudge: 4,
    cantJudgeShare: 0.0909,
    founders: 10,
    selfOthersR: 0.41,
    meanGap: 0.35,
  },
  ...over,
});

const shown: AdminInstrumentReport = {
  version: 2,
  status: 'published',
  computedAt,
  minAssessments: 30,
  assessments: 120,
  missing: 0,
  shown: true,
  sessions: { total: 150, completed: 130, careless: 10, abandoned: 20 },
  raterRounds: 10,
  statistics: {
    chapters: [
      { chapterId: 'c1', title: 'Self-awareness', area: 'inner', number: 1, n: 118, alpha: 0.78 },
      { chapterId: 'c2', title: 'Execution', area: 'outer', number: 2, n: 110, alpha: -0.12 },
    ],
    statements: [
      statement({}),
      statement({ questionId: 'q2', label: '1.2', text: 'I notice my moods', counts: [70, 20, 10, 10, 10] }),
      statement({
        questionId: 'q3',
        chapterId: 'c2',
        label: '2.1',
        text: 'I plan ahead',
        dropOff: { count: 0, share: 0 },
      }),
    ],
    flags: [
      {
        questionId: 'q2',
        chapterId: 'c1',
        kind: 'floor',
        reason: 'More than half of the answers (58 %) are 1, the lowest rating.',
      },
    ],
  },
};

function renderScreen() {
  const client = testQueryClient();
  render(
    <Providers client={client} path="/admin/instrument">
      <InstrumentScreen />
    </Providers>,
  );
}

describe('InstrumentScreen', () => {
  it('shows the flags, alpha per chapter and each statement’s answers, each chart with its table', async () => {
    stubFetch({
      [`GET ${VERSIONS}`]: () => json(200, versions()),
      [`GET ${VERSIONS}/2`]: () => json(200, shown),
    });
    renderScreen();
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Last computed /));
    const flags = await screen.findByRole('table', { name: copy.flagsTable });
    const flagged = within(flags).getByRole('row', { name: /1\.2 I notice my moods/ });
    expect(flagged.textContent).toContain(copy.flagKinds.floor);
    expect(flagged.textContent).toContain('More than half of the answers (58 %) are 1');

    // alpha per chapter: the chart names each chapter's value, a negative one included; then its table
    const consistency = screen.getByRole('region', { name: copy.consistencyTitle });
    const bars = within(consistency).getByRole('list', { name: copy.alphaChart });
    expect(bars.textContent).toContain('Alpha 0.78');
    expect(bars.textContent).toContain('Alpha -0.12');
    fireEvent.click(within(consistency).getByRole('button', { name: 'Table' }));
    const alphaTable = within(consistency).getByRole('table', { name: copy.alphaChart });
    expect(within(alphaTable).getByRole('row', { name: /2\. Execution/ }).textContent).toContain('-0.12');

    // a chapter: the distribution as a picture with its counts in its name, the figures beside it
    const chapter = screen.getByRole('region', { name: '1. Self-awareness' });
    expect(
      within(chapter).getByRole('img', {
        name: 'Answers to statement 1.1: 1: 6, 2: 12, 3: 30, 4: 48, 5: 24',
      }),
    ).toBeTruthy();
    expect(chapter.textContent).toContain('Alpha 0.78 over 118 complete assessments.');
    fireEvent.click(within(chapter).getByRole('button', { name: 'Table' }));
    const figures = within(chapter).getByRole('table', { name: copy.answersTable('1. Self-awareness') });
    const headers = within(figures)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Statement',
      'Answers',
      '1',
      '2',
      '3',
      '4',
      '5',
      'Mean',
      'SD',
      'At 1',
      'At 5',
      'Doesn’t apply',
      'Item–rest r',
      'Alpha if dropped',
      'Drop-off',
      'Can’t judge',
      'Self–others r',
      'Gap (self − others)',
      'Flags',
    ]);
    const first = within(figures).getByRole('row', { name: /1\.1 I know my strengths/ });
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '120',
      '6',
      '12',
      '30',
      '48',
      '24',
      '3.60',
      '1.05',
      '5 %',
      '20 %',
      '0 %',
      '0.52',
      '0.71',
      '3',
      '9 %',
      '0.41',
      '0.35',
      '—',
    ]);

    // drop-off lists only the statements someone stopped at
    const dropOff = screen.getByRole('region', { name: copy.dropOffTitle });
    expect(
      within(dropOff).getByRole('list', { name: copy.dropOffChart }).querySelectorAll('li'),
    ).toHaveLength(2);
  });

  it('below the threshold says how many assessments there are and how many more are needed, and offers no CSV', async () => {
    stubFetch({
      [`GET ${VERSIONS}`]: () =>
        json(
          200,
          versions({
            versions: [{ version: 2, status: 'published', computedAt, assessments: 12, shown: false }],
          }),
        ),
      [`GET ${VERSIONS}/2`]: () =>
        json(200, { ...shown, assessments: 12, missing: 18, shown: false, statistics: null }),
    });
    renderScreen();
    expect(await screen.findByText(copy.threshold(12, 18))).toBeTruthy();
    expect(screen.queryByRole('button', { name: copy.download })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('downloads the CSV through the API client under the server’s file name', async () => {
    const csv = '\uFEFFChapter,Statement\r\n';
    const fetchMock = stubFetch({
      [`GET ${VERSIONS}`]: () => json(200, versions()),
      [`GET ${VERSIONS}/2`]: () => json(200, shown),
      [`GET ${VERSIONS}/2/csv`]: () =>
        new Response(csv, {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="instrument-quality-v2-2025-03-01.csv"',
          },
        }),
    });
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: copy.download }));
    await waitFor(() => expect(saved).toEqual(['instrument-quality-v2-2025-03-01.csv']));
    expect(fetchMock.mock.calls.some(([url]) => String(url) === `${VERSIONS}/2/csv`)).toBe(true);
    click.mockRestore();
  });

  it('with nothing computed yet offers “Recompute now”, and says while a recompute runs', async () => {
    let recomputing = false;
    const fetchMock = stubFetch({
      [`GET ${VERSIONS}`]: () => json(200, versions({ versions: [], recomputing })),
      'POST /api/admin/instrument/recompute': () => {
        recomputing = true;
        return json(202, { queued: true });
      },
    });
    renderScreen();
    expect(await screen.findByText(copy.noReport)).toBeTruthy();
    const button = screen.getByRole('button', { name: copy.recompute });
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(copy.recomputing));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith('/recompute') && init?.method === 'POST',
      ),
    ).toBe(true);
  });
});
