import type { FeedbackReport, QuestionComparison, ReadyFeedbackReport } from './feedback-report';
import { round2 } from './numbers';
import { formatScore } from './scoring';

/**
 * 'How Others See You' written from the raters' answers: a few sentences from templates (the words are
 * in src/content/feedback-copy.ts) on the overall match, the closest chapter, the biggest blind spot,
 * the biggest hidden strength and how far the raters agree with one another.
 */

/** Self and others closer than this overall (or in a chapter) read as the same view. */
export const ALIGNED_GAP = 0.5;
/**
 * Raters' agreement, from the spread of their overall scores: an overall score averages 40 statements,
 * so raters 0.4 apart already see the founder noticeably differently, and 0.8 apart see another person.
 */
export const RATERS_AGREE_BELOW_SPREAD = 0.4;
export const RATERS_DIVIDED_FROM_SPREAD = 0.8;

export type FeedbackAgreement = 'aligned' | 'self-higher' | 'self-lower';
export type RaterConsensus = 'agree' | 'mixed' | 'divided';

export interface ScorePair {
  /** formatted to one decimal, as shown */
  self: string;
  others: string;
}

export interface StatementGap extends ScorePair {
  /** the self wording; null when the report was made without texts */
  statement: string | null;
  chapter: string;
}

/** What the text is written from; scores already formatted as shown. */
export interface FeedbackInsightFacts {
  raterCount: number;
  /** null when the founder answered none of what the raters judged */
  overall: (ScorePair & { agreement: FeedbackAgreement }) | null;
  consensus: RaterConsensus;
  /** the chapter where self and others are closest, when two or more chapters compare and it is close */
  closestMatch: (ScorePair & { chapter: string }) | null;
  biggestBlindSpot: StatementGap | null;
  biggestHiddenStrength: StatementGap | null;
}

export interface FeedbackInsightTemplates {
  overall: Record<FeedbackAgreement, (facts: ScorePair & { raterCount: number }) => string>;
  closestMatch: (match: ScorePair & { chapter: string }) => string;
  blindSpot: (gap: StatementGap) => string;
  hiddenStrength: (gap: StatementGap) => string;
  /** when no statement is a full point apart either way */
  noGaps: string;
  consensus: Record<RaterConsensus, string>;
}

export function feedbackAgreement(gap: number): FeedbackAgreement {
  if (Math.abs(gap) < ALIGNED_GAP) return 'aligned';
  return gap > 0 ? 'self-higher' : 'self-lower';
}

export function raterConsensus(spread: number): RaterConsensus {
  if (spread < RATERS_AGREE_BELOW_SPREAD) return 'agree';
  return spread < RATERS_DIVIDED_FROM_SPREAD ? 'mixed' : 'divided';
}

function statementGap(question: QuestionComparison | undefined): StatementGap | null {
  if (question === undefined || question.self === null) return null;
  return {
    statement: question.text,
    chapter: question.chapterTitle,
    self: formatScore(question.self),
    others: formatScore(question.others.mean),
  };
}

export function feedbackInsightFacts(report: ReadyFeedbackReport): FeedbackInsightFacts {
  const { overall } = report;
  const compared = report.chapters.filter((chapter) => chapter.gap !== null);
  let closest = compared[0];
  for (const chapter of compared) {
    // Chapters come by position, so a tie keeps the earlier one.
    if (Math.abs(chapter.gap ?? 0) < Math.abs(closest?.gap ?? 0)) closest = chapter;
  }
  const closeEnough =
    compared.length >= 2 && closest !== undefined && round2(Math.abs(closest.gap ?? 0)) < ALIGNED_GAP;
  return {
    raterCount: overall.others.raterCount,
    overall:
      overall.self === null || overall.gap === null
        ? null
        : {
            self: formatScore(overall.self),
            others: formatScore(overall.others.mean),
            agreement: feedbackAgreement(overall.gap),
          },
    consensus: raterConsensus(overall.others.spread),
    closestMatch:
      closeEnough && closest?.others && closest.self !== null
        ? {
            chapter: closest.title,
            self: formatScore(closest.self),
            others: formatScore(closest.others.mean),
          }
        : null,
    biggestBlindSpot: statementGap(report.blindSpots[0]),
    biggestHiddenStrength: statementGap(report.hiddenStrengths[0]),
  };
}

/** The text: overall match, closest chapter, blind spot, hidden strength, the raters' agreement. */
export function writeFeedbackInsight(
  facts: FeedbackInsightFacts,
  templates: FeedbackInsightTemplates,
): string {
  const sentences: string[] = [];
  if (facts.overall) {
    sentences.push(
      templates.overall[facts.overall.agreement]({ ...facts.overall, raterCount: facts.raterCount }),
    );
  }
  if (facts.closestMatch) sentences.push(templates.closestMatch(facts.closestMatch));
  if (facts.biggestBlindSpot) sentences.push(templates.blindSpot(facts.biggestBlindSpot));
  if (facts.biggestHiddenStrength) sentences.push(templates.hiddenStrength(facts.biggestHiddenStrength));
  if (!facts.biggestBlindSpot && !facts.biggestHiddenStrength) sentences.push(templates.noGaps);
  sentences.push(templates.consensus[facts.consensus]);
  return sentences.join(' ');
}

/** The section as the report shows it: from the raters, or the canned text, said to be that. */
export type HowOthersSeeYouSection =
  | { source: 'raters'; text: string; raterCount: number }
  | {
      source: 'canned';
      /** the text chosen from the founder's own scores (chooseHowOthersSeeYou) */
      text: string;
      /** null without a feedback round */
      answered: number | null;
      needed: number | null;
    };

/**
 * 'How Others See You': written from the raters once the report is ready; before that (or without a
 * round) the canned text chosen from the founder's own scores, with what it takes to replace it.
 */
export function howOthersSeeYouSection(
  report: FeedbackReport | null,
  cannedText: string,
  templates: FeedbackInsightTemplates,
): HowOthersSeeYouSection {
  if (report === null) return { source: 'canned', text: cannedText, answered: null, needed: null };
  if (report.status === 'waiting') {
    return { source: 'canned', text: cannedText, answered: report.counts.answered, needed: report.needed };
  }
  return {
    source: 'raters',
    text: writeFeedbackInsight(feedbackInsightFacts(report), templates),
    raterCount: report.overall.others.raterCount,
  };
}
