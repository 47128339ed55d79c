import type {
  FeedbackReportView,
  FounderInvite,
  RoundSummary,
  RoundView,
} from '../../../../contract/feedback';
import type { RaterRelationship } from '../../../../domain/feedback-rules';

export const RESULT_ID = '00000000-0000-4000-8000-0000000000a1';
export const ROUND_ID = '00000000-0000-4000-8000-0000000000b1';
export const INVITE_ID = '00000000-0000-4000-8000-0000000000c1';
export const LINK_ID = '00000000-0000-4000-8000-0000000000c2';

export const result = { id: RESULT_ID, completedAt: '2025-03-01T10:00:00.000Z' };

export function invite(overrides: Partial<FounderInvite> = {}): FounderInvite {
  return {
    id: INVITE_ID,
    relationship: 'co-founder',
    email: 'sam@example.com',
    sentAt: '2025-03-02T10:00:00.000Z',
    expiresAt: '2025-04-01T10:00:00.000Z',
    state: 'active',
    remindedAt: null,
    canRemind: true,
    ...overrides,
  };
}

const others = (mean: number, spread: number, raterCount: number) => ({ mean, spread, raterCount });

const question = (
  n: number,
  text: string,
  self: 1 | 2 | 3 | 4 | 5,
  mean: number,
  chapter = 'Self-awareness',
  askedOf: RaterRelationship[] | null = null,
) => ({
  askedOf,
  questionId: `q${n}`,
  chapterId: 'ch1',
  chapterTitle: chapter,
  position: n,
  text,
  self,
  others: { mean, ratingCount: 4 },
  gap: Math.round((self - mean) * 100) / 100,
});

export const BLIND_SPOT = 'I can name my two or three biggest blind spots.';
export const HIDDEN_STRENGTH = 'I stay calm when a deal falls through.';

/** Four raters: one blind spot, one hidden strength, a chapter too few could judge, two comments. */
export function readyReport(withGroups: boolean): Extract<FeedbackReportView, { status: 'ready' }> {
  const blind = question(1, BLIND_SPOT, 5, 2.25);
  const hidden = question(2, HIDDEN_STRENGTH, 2, 4.5, 'Resilience', ['co-founder', 'team-member']);
  const coFounders = withGroups ? [{ relationship: 'co-founder' as const, others: others(3.4, 0.2, 3) }] : [];
  return {
    status: 'ready',
    counts: {
      invited: 6,
      answered: 4,
      groups: withGroups ? [{ relationship: 'co-founder', invited: 4, answered: 3 }] : [],
    },
    overall: { self: 3.8, others: others(3.3, 0.45, 4), gap: 0.5, groups: coFounders },
    chapters: [
      {
        chapterId: 'ch1',
        title: 'Self-awareness',
        area: 'inner',
        position: 1,
        self: 4.2,
        others: others(3.1, 0.6, 4),
        gap: 1.1,
        groups: coFounders,
        statementCount: 4,
        questionCount: 5,
      },
      {
        chapterId: 'ch2',
        title: 'Resilience',
        area: 'inner',
        position: 2,
        self: 3,
        others: others(3.9, 0.3, 4),
        gap: -0.9,
        groups: [],
        statementCount: 5,
        questionCount: 5,
      },
      {
        chapterId: 'ch3',
        title: 'Energy',
        area: 'inner',
        position: 3,
        self: 3.5,
        others: null,
        gap: null,
        groups: [],
        statementCount: 0,
        questionCount: 5,
      },
    ],
    questions: [blind, hidden],
    blindSpots: [blind],
    hiddenStrengths: [hidden],
    comments: ['Listens well in board meetings.', 'Could delegate more.'],
  };
}

export function waitingReport(answered: number, invited: number): FeedbackReportView {
  return { status: 'waiting', counts: { invited, answered, groups: [] }, needed: 3 - answered };
}

export function summary(overrides: Partial<RoundSummary> = {}): RoundSummary {
  return {
    id: ROUND_ID,
    resultId: RESULT_ID,
    resultCompletedAt: result.completedAt,
    status: 'open',
    createdAt: '2025-03-02T09:00:00.000Z',
    closedAt: null,
    invited: 2,
    answered: 0,
    ...overrides,
  };
}

export function roundView(overrides: Partial<RoundView> = {}): RoundView {
  return {
    ...summary(),
    invites: [
      invite(),
      invite({ id: LINK_ID, email: null, relationship: 'investor-or-board', canRemind: false }),
    ],
    report: waitingReport(0, 2),
    howOthersSeeYou: { source: 'canned', text: 'People see you as steady.', answered: 0, needed: 3 },
    ...overrides,
  };
}
