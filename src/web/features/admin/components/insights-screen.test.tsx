// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminPaths, type Insights } from '../../../../contract/admin';
import { Providers, stubFetch, testQueryClient } from '../../auth/test/harness';
import { adminKeys } from '../api/keys';
import { InsightsScreen } from './insights-screen';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tiered = { high: 'High.', mid: 'Mid.', low: 'Low.' };
const insights: Insights = {
  chapters: [
    {
      chapter: {
        id: '00000000-0000-4000-8000-000000000001',
        title: 'Self-awareness',
        area: 'inner',
        position: 1,
        description: null,
      },
      custom: { core_strength: { description: 'Our own words.' }, uplift_potential: {} },
      fallback: {
        source: 'chapter',
        zoneOfGenius: tiered,
        howOthersSeeYou: tiered,
        energyDrains: { normal: 'Normal.', strong: 'Strong.' },
        improvementPath: ['One step.'],
      },
    },
  ],
};

describe('InsightsScreen', () => {
  it('asks before removing every custom text of a chapter, with focus on Cancel', async () => {
    const fetch = stubFetch({});
    const client = testQueryClient();
    client.setDefaultOptions({ queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } });
    client.setQueryData(adminKeys.insights(), insights);
    render(
      <Providers client={client} path="/admin/insights">
        <InsightsScreen />
      </Providers>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reset chapter to fallbacks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove every custom text of this chapter?' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })),
    );
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Reset chapter to fallbacks' }));
    });
    expect(
      fetch.mock.calls.some(
        ([url, init]) => String(url) === adminPaths.pageContentBulk && init?.method === 'PUT',
      ),
    ).toBe(true);
  });
});
