import type { ResultView } from '../../../contract/assessment';
import type { ReportInput } from './render';

/** A small report's input without the app: a cover, the overall insight, no chapters. */
export function smallReportInput(extra: Partial<ReportInput> = {}): ReportInput {
  const view: ResultView = {
    sessionId: '00000000-0000-4000-8000-000000000001',
    completedAt: '2026-01-05T10:00:00.000Z',
    version: 1,
    gated: false,
    overall: 3.2,
    inner: 3,
    outer: 3.5,
    balance: 'balanced',
    overallInsight:
      'You keep going when things get hard, and your team knows it. Decisions wait too long for certainty.',
    answeredCount: 5,
    questionCount: 5,
    chapters: [],
    coreStrength: null,
    upliftPotential: null,
  };
  return {
    view,
    firstName: 'Sam',
    plan: null,
    radar: null,
    feedback: null,
    howOthersSeeYou: null,
    generatedAt: new Date('2026-01-07T10:00:00Z'),
    ...extra,
  };
}
