import { describe, expect, it } from 'vitest';
import type { RoundSummary } from '../../../../contract/feedback';
import { pickRound } from './pick-round';

const result = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const round = (n: number, resultN: number, createdAt: string, resultCompletedAt: string): RoundSummary => ({
  id: `10000000-0000-4000-8000-00000000000${n}`,
  resultId: result(resultN),
  resultCompletedAt,
  status: 'open',
  createdAt,
  closedAt: null,
  invited: 0,
  answered: 0,
});

describe('pickRound', () => {
  it('without rounds there is nothing to show but the start', () => {
    expect(pickRound([], { id: result(1), completedAt: '2025-01-01T00:00:00.000Z' })).toEqual({
      kind: 'none',
    });
  });

  it("shows the page's result's newest round, whatever order the list comes in", () => {
    const older = round(1, 1, '2025-01-02T00:00:00.000Z', '2025-01-01T00:00:00.000Z');
    const newer = round(2, 1, '2025-02-02T00:00:00.000Z', '2025-01-01T00:00:00.000Z');
    const choice = pickRound([older, newer], { id: result(1), completedAt: '2025-01-01T00:00:00.000Z' });
    expect(choice).toEqual({ kind: 'current', round: newer, offerNewRound: false });
  });

  it("a closed round of the page's result gets the offer of another one", () => {
    const closed = {
      ...round(1, 1, '2025-01-02T00:00:00.000Z', '2025-01-01T00:00:00.000Z'),
      status: 'closed' as const,
      closedAt: '2025-02-02T00:00:00.000Z',
    };
    const choice = pickRound([closed], { id: result(1), completedAt: '2025-01-01T00:00:00.000Z' });
    expect(choice).toEqual({ kind: 'current', round: closed, offerNewRound: true });
  });

  it('a later assessment than the newest round gets the offer of a new round, beside that round', () => {
    const earlier = round(1, 1, '2025-01-02T00:00:00.000Z', '2025-01-01T00:00:00.000Z');
    const choice = pickRound([earlier], { id: result(2), completedAt: '2025-03-01T00:00:00.000Z' });
    expect(choice).toEqual({ kind: 'other', round: earlier, offerNewRound: true });
  });

  it('an older assessment than the round is not offered a new round', () => {
    const later = round(1, 2, '2025-03-02T00:00:00.000Z', '2025-03-01T00:00:00.000Z');
    const choice = pickRound([later], { id: result(1), completedAt: '2025-01-01T00:00:00.000Z' });
    expect(choice).toEqual({ kind: 'other', round: later, offerNewRound: false });
  });
});
