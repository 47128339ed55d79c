import { describe, expect, it } from 'vitest';
import type { ChapterInput, QuestionInput } from './chapters';
import {
  type FeedbackInsightTemplates,
  feedbackAgreement,
  feedbackInsightFacts,
  howOthersSeeYouSection,
  raterConsensus,
  writeFeedbackInsight,
} from './feedback-insight';
import { computeFeedbackReport, type FeedbackRater, type ReadyFeedbackReport } from './feedback-report';

const chapters: ChapterInput[] = [
  { id: 'a', area: 'inner', position: 1, title: 'Self-Awareness' },
  { id: 'b', area: 'outer', position: 2, title: 'Execution' },
];
const questions: Array<QuestionInput & { text: string }> = [
  { id: 'a1', chapterId: 'a', position: 1, text: 'I ask for feedback.' },
  { id: 'a2', chapterId: 'a', position: 2, text: 'I notice stress early.' },
  { id: 'b1', chapterId: 'b', position: 1, text: 'I know our runway.' },
  { id: 'b2', chapterId: 'b', position: 2, text: 'We ship often.' },
];
const team = (a1: number, a2: number, b1: number, b2: number): FeedbackRater => ({
  relationship: 'team-member',
  answers: { a1, a2, b1, b2 },
});

function readyReport(raters: FeedbackRater[], selfAnswers: Record<string, number>): ReadyFeedbackReport {
  const report = computeFeedbackReport({
    chapters,
    questions,
    selfAnswers,
    invitations: raters.map(() => ({ relationship: 'team-member' as const })),
    raters,
    roundSeed: 'r',
  });
  if (report.status !== 'ready') throw new Error('expected ready');
  return report;
}

const templates: FeedbackInsightTemplates = {
  overall: {
    aligned: ({ self, others, raterCount }) => `ALIGNED ${self}/${others} n=${raterCount}.`,
    'self-higher': ({ self, others }) => `HIGHER ${self}/${others}.`,
    'self-lower': ({ self, others }) => `LOWER ${self}/${others}.`,
  },
  closestMatch: ({ chapter, self, others }) => `CLOSEST ${chapter} ${self}/${others}.`,
  blindSpot: ({ statement, self, others }) => `BLIND ${statement} ${self}/${others}.`,
  hiddenStrength: ({ statement, self, others }) => `HIDDEN ${statement} ${self}/${others}.`,
  noGaps: 'NOGAPS.',
  consensus: { agree: 'AGREE.', mixed: 'MIXED.', divided: 'DIVIDED.' },
};

describe('feedback insight rules', () => {
  it('reads a gap under half a point as the same view', () => {
    expect(feedbackAgreement(0.49)).toBe('aligned');
    expect(feedbackAgreement(-0.49)).toBe('aligned');
    expect(feedbackAgreement(0.5)).toBe('self-higher');
    expect(feedbackAgreement(-0.5)).toBe('self-lower');
  });

  it('reads the raters’ spread as agreement', () => {
    expect(raterConsensus(0)).toBe('agree');
    expect(raterConsensus(0.39)).toBe('agree');
    expect(raterConsensus(0.4)).toBe('mixed');
    expect(raterConsensus(0.8)).toBe('divided');
  });
});

describe('writeFeedbackInsight', () => {
  it('names the closest chapter, the biggest blind spot and hidden strength, and the agreement', () => {
    const report = readyReport([team(2, 4, 3, 5), team(2, 4, 3, 5), team(3, 4, 3, 5)], {
      a1: 5,
      a2: 4,
      b1: 3,
      b2: 3,
    });
    const facts = feedbackInsightFacts(report);
    expect(facts).toEqual({
      raterCount: 3,
      overall: { self: '3.8', others: '3.6', agreement: 'aligned' },
      consensus: 'agree',
      closestMatch: null,
      biggestBlindSpot: {
        statement: 'I ask for feedback.',
        chapter: 'Self-Awareness',
        self: '5.0',
        others: '2.3',
      },
      biggestHiddenStrength: {
        statement: 'We ship often.',
        chapter: 'Execution',
        self: '3.0',
        others: '5.0',
      },
    });
    expect(writeFeedbackInsight(facts, templates)).toBe(
      'ALIGNED 3.8/3.6 n=3. BLIND I ask for feedback. 5.0/2.3. HIDDEN We ship often. 3.0/5.0. AGREE.',
    );
  });

  it('names a close chapter, says when nothing is a point apart, and that raters differ', () => {
    const report = readyReport([team(4, 4, 2, 2), team(4, 4, 4, 4), team(4, 4, 5, 5)], {
      a1: 4,
      a2: 4,
      b1: 4,
      b2: 3,
    });
    const text = writeFeedbackInsight(feedbackInsightFacts(report), templates);
    expect(text).toBe('ALIGNED 3.8/3.8 n=3. CLOSEST Self-Awareness 4.0/4.0. NOGAPS. MIXED.');
  });

  it('says when the founder rates themself higher or lower overall', () => {
    const low = readyReport([team(2, 2, 2, 2), team(2, 2, 2, 2), team(2, 2, 2, 2)], {
      a1: 3,
      a2: 3,
      b1: 3,
      b2: 3,
    });
    expect(writeFeedbackInsight(feedbackInsightFacts(low), templates)).toMatch(/^HIGHER 3\.0\/2\.0\./);
    const high = readyReport([team(5, 5, 5, 5), team(5, 5, 5, 5), team(4, 4, 4, 4)], {
      a1: 3,
      a2: 3,
      b1: 3,
      b2: 3,
    });
    expect(writeFeedbackInsight(feedbackInsightFacts(high), templates)).toMatch(/^LOWER 3\.0\/4\.7\./);
  });
});

describe('howOthersSeeYouSection', () => {
  const canned = 'People likely experience you as grounded.';

  it('uses the canned text without a round, and says what is missing while waiting', () => {
    expect(howOthersSeeYouSection(null, canned, templates)).toEqual({
      source: 'canned',
      text: canned,
      answered: null,
      needed: null,
    });
    const waiting = computeFeedbackReport({
      chapters,
      questions,
      selfAnswers: {},
      invitations: [{ relationship: 'other' }, { relationship: 'other' }, { relationship: 'other' }],
      raters: [team(3, 3, 3, 3)],
      roundSeed: 'r',
    });
    expect(howOthersSeeYouSection(waiting, canned, templates)).toEqual({
      source: 'canned',
      text: canned,
      answered: 1,
      needed: 2,
    });
  });

  it('writes from the raters once the report is ready', () => {
    const report = readyReport([team(4, 4, 4, 4), team(4, 4, 4, 4), team(4, 4, 4, 4)], {
      a1: 4,
      a2: 4,
      b1: 4,
      b2: 4,
    });
    const section = howOthersSeeYouSection(report, canned, templates);
    expect(section).toMatchObject({ source: 'raters', raterCount: 3 });
    expect(section.text).toContain('ALIGNED 4.0/4.0');
    expect(section.text).not.toContain(canned);
  });
});
