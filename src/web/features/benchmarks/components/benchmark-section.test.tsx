// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, json, meBody, Providers, stubFetch, testQueryClient } from '../../auth/test/harness';
import { benchmarksView, group, RESULT_ID } from '../test/fixtures';
import BenchmarkSection from './benchmark-section';

vi.mock('../../../components/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MINE = `/api/me/results/${RESULT_ID}/benchmarks`;
const PROFILE = '/api/me/profile';

function renderSection() {
  const client = testQueryClient();
  client.setQueryData(['me'], meBody());
  const onNavEntry = vi.fn();
  render(
    <Providers client={client}>
      <BenchmarkSection resultId={RESULT_ID} onNavEntry={onNavEntry} />
    </Providers>,
  );
  return { region: screen.getByRole('region', { name: 'Where You Stand' }), onNavEntry, client };
}

describe('the benchmark section', () => {
  it('shows percentile and band per shown group for overall, inner, outer and each chapter, in one table', async () => {
    stubFetch({ [`GET ${MINE}`]: () => json(200, benchmarksView()) });
    const { onNavEntry } = renderSection();
    expect(onNavEntry).toHaveBeenCalledWith({ id: 'where-you-stand', label: 'Where You Stand' });
    const table = await screen.findByRole('table', {
      name: 'Share of founders you rated yourself higher than, by group',
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Score',
      'You',
      'Founders in teams of 11–30 people140 assessments',
      'All founders140 assessments',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Overall',
      'Inner Game',
      'Outer Game',
      'Self-Awareness',
      'Resilience',
      'Focus & Energy',
      'Decisions Under Uncertainty',
      'Vision & Strategy',
      'Customer & Market',
      'Team & Leadership',
      'Execution & Capital',
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3.4', '67 %Upper half', '62 %Upper half']);
    expect(
      within(rows[7] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['5.0', '95 %Top 10 %', '95 %Top 10 %']);
    // the stage group is too small: no column, how many more it needs, and the broader groups instead
    expect(screen.getByText('29 more assessments needed to compare with Seed founders.')).toBeTruthy();
    expect(screen.getByText('The table shows the broader groups instead.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('with no group big enough: how many more founders it takes, and no figures', async () => {
    stubFetch({
      [`GET ${MINE}`]: () =>
        json(
          200,
          benchmarksView({
            groups: [
              group('stage', false),
              group('team-size', false),
              group('all', false, { count: 18, missing: 12 }),
            ],
          }),
        ),
    });
    renderSection();
    expect(
      await screen.findByText(
        'Benchmarks open once 12 more founders have taken the audit. Your scores will be compared then.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/%/)).toBeNull();
  });

  it('before the first computation: says they are being computed', async () => {
    stubFetch({
      [`GET ${MINE}`]: () =>
        json(
          200,
          benchmarksView({ computedAt: null, groups: [group('all', false, { count: 0, missing: 30 })] }),
        ),
    });
    renderSection();
    expect(await screen.findByText('Benchmarks are being computed. Check back soon.')).toBeTruthy();
  });

  it('without stage and team size: asks for them, saves them to the profile and reloads the benchmarks', async () => {
    let saved = false;
    const fetch = stubFetch({
      [`GET ${MINE}`]: () =>
        json(
          200,
          saved
            ? benchmarksView({ groups: [group('stage', true), group('team-size', true), group('all', true)] })
            : benchmarksView({ stage: null, teamSize: null, groups: [group('all', true)] }),
        ),
      [`PATCH ${PROFILE}`]: () => {
        saved = true;
        return json(200, { profile: { ...meBody().profile, fundraising_stage: 'seed', team_size: '11-30' } });
      },
    });
    const { client } = renderSection();
    const form = await screen.findByRole('form', { name: 'Compare yourself with founders like you' });
    // the broader group shows meanwhile
    expect(screen.getByRole('table')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Show my benchmarks' }));
    expect(await within(form).findAllByText('Please choose one.')).toHaveLength(2);
    expect(bodyOf(fetch, 'PATCH', PROFILE)).toBeUndefined();

    fireEvent.change(within(form).getByRole('combobox', { name: 'Fundraising stage' }), {
      target: { value: 'seed' },
    });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Team size' }), {
      target: { value: '11-30' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Show my benchmarks' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(bodyOf(fetch, 'PATCH', PROFILE)).toEqual({ fundraising_stage: 'seed', team_size: '11-30' });
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(headers).toHaveLength(5);
    expect(headers[2]?.textContent).toContain('Seed founders');
    // the signed-in user's profile is updated in place
    expect((client.getQueryData(['me']) as ReturnType<typeof meBody>).profile.fundraising_stage).toBe('seed');
  });

  it('a stage and team size saved elsewhere (the profile dialog) reload the benchmarks too', async () => {
    let profileSet = false;
    stubFetch({
      [`GET ${MINE}`]: () =>
        json(
          200,
          profileSet
            ? benchmarksView()
            : benchmarksView({ stage: null, teamSize: null, groups: [group('all', true)] }),
        ),
    });
    const { client } = renderSection();
    expect(await screen.findByRole('form')).toBeTruthy();
    profileSet = true;
    const me = meBody({ profileCompleted: true });
    act(() => client.setQueryData(['me'], me));
    expect(await screen.findByText('29 more assessments needed to compare with Seed founders.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('a failed load offers to try again', async () => {
    let calls = 0;
    stubFetch({
      [`GET ${MINE}`]: () => {
        calls += 1;
        return calls === 1
          ? json(500, { error: { code: 'internal', message: 'x' } })
          : json(200, benchmarksView());
      },
    });
    renderSection();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your benchmarks could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});
