// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharingCopy } from '../../../../content/sharing-copy';
import type { SharedFullView, SharedScoresView } from '../../../../domain/share-rules';
import { json, Providers, stubFetch, testQueryClient } from '../../auth/test/harness';
import { SharedPage } from './shared-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'a'.repeat(43);
const URL = `/api/shared/${TOKEN}`;
const chapter = (id: string, title: string, area: 'inner' | 'outer', average: number) => ({
  id,
  title,
  area,
  position: 1,
  average,
});
const scores: SharedScoresView = {
  scope: 'scores',
  completedAt: '2026-11-02T10:00:00.000Z',
  version: 2,
  overall: 3.4,
  inner: 3.8,
  outer: 3,
  balance: 'inner-leads',
  chapters: [chapter('c1', 'Self-awareness', 'inner', 3.8), chapter('c2', 'Execution', 'outer', 3)],
};
const breakdown = [
  { questionId: 'q1', position: 1, text: 'I ship every week', value: 3 as const, insight: 'Q-INSIGHT' },
];
const full: SharedFullView = {
  ...scores,
  scope: 'full',
  overallInsight: 'OVERALL-INSIGHT',
  answeredCount: 2,
  questionCount: 2,
  chapters: scores.chapters.map((c) => ({
    ...c,
    answeredCount: 1,
    questionCount: 1,
    insight: { tier: 'good', tierLabel: 'Good', questions: breakdown },
  })),
  coreStrength: {
    chapterId: 'c1',
    title: 'Self-awareness',
    area: 'inner',
    position: 1,
    average: 3.8,
    description: 'CORE-DESCRIPTION',
    questions: breakdown,
    zoneOfGenius: 'ZONE-OF-GENIUS',
    howOthersSeeYou: 'HOW-OTHERS',
  },
  upliftPotential: null,
};

function renderPage() {
  render(
    <Providers client={testQueryClient()}>
      <SharedPage token={TOKEN} />
    </Providers>,
  );
}

describe('the shared page', () => {
  it('shows the scores of a scores-only link, and no text or account control', async () => {
    stubFetch({ [`GET ${URL}`]: () => json(200, { report: scores }) });
    renderPage();
    expect(await screen.findByText(sharingCopy.page.scopeNote.scores)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(sharingCopy.page.heading);
    expect(screen.getAllByText('Self-awareness').length).toBeGreaterThan(0);
    expect(screen.getByText(sharingCopy.page.balance['inner-leads'])).toBeTruthy();
    expect(screen.queryByText('OVERALL-INSIGHT')).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('link', { name: sharingCopy.page.ownAudit }).getAttribute('href')).toBe('/');
  });

  it('shows the full report of a full link', async () => {
    stubFetch({ [`GET ${URL}`]: () => json(200, { report: full }) });
    renderPage();
    expect(await screen.findByText('OVERALL-INSIGHT')).toBeTruthy();
    expect(screen.getByText('ZONE-OF-GENIUS')).toBeTruthy();
    expect(screen.getByText('CORE-DESCRIPTION')).toBeTruthy();
  });

  it('says the report is no longer shared for a revoked or expired link', async () => {
    stubFetch({
      [`GET ${URL}`]: () =>
        json(404, { error: { code: 'not_found', message: 'This report is no longer shared.' } }),
    });
    renderPage();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(sharingCopy.page.notShared);
  });
});
