import { clamp, round2, roundTo } from './numbers';

/** How full a score bar is: 1 → empty, 5 → full, (score − 1) / 4 in between. */
export function barFill(score: number): number {
  return clamp((score - 1) / 4, 0, 1);
}

/**
 * Score bar colour: green ('high') from 3.5, amber ('mid') from 2.5, red ('low') below. Judged on the
 * score as shown (one decimal), so a bar reading '3.5' is never amber.
 */
export type ScoreBand = 'high' | 'mid' | 'low';
export function scoreBand(score: number): ScoreBand {
  const shown = roundTo(score, 1);
  if (shown >= 3.5) return 'high';
  if (shown >= 2.5) return 'mid';
  return 'low';
}
export const SCORE_BAND_COLOURS: Record<ScoreBand, 'green' | 'amber' | 'red'> = {
  high: 'green',
  mid: 'amber',
  low: 'red',
};

/** The tier a chapter insight is shown under: 4 and up, 3 and up, below 3. */
export type ChapterInsightTier = 'excellent' | 'good' | 'growth-opportunity';
export const CHAPTER_INSIGHT_TIER_LABELS: Record<ChapterInsightTier, string> = {
  excellent: 'Excellent',
  good: 'Good',
  'growth-opportunity': 'Growth Opportunity',
};
export function chapterInsightTier(average: number): ChapterInsightTier {
  if (average >= 4) return 'excellent';
  if (average >= 3) return 'good';
  return 'growth-opportunity';
}

/**
 * Which per-question insight applies. The spec names 2 or less low, 3 medium, 4 or more high; answers
 * are integers, and for anything between we use the same cut-offs as the chapter tiers: below 3 low,
 * from 3 up to 4 medium, from 4 high (so 2.5 → low, 3.5 → medium).
 */
export type QuestionInsightBand = 'low' | 'medium' | 'high';
export function questionInsightBand(score: number): QuestionInsightBand {
  if (score >= 4) return 'high';
  if (score >= 3) return 'medium';
  return 'low';
}

/** The tier of the tiered fallback texts (zone of genius, how others see you): at 4 and at 3. */
export type ResultTextTier = 'high' | 'mid' | 'low';
export function resultTextTier(average: number): ResultTextTier {
  if (average >= 4) return 'high';
  if (average >= 3) return 'mid';
  return 'low';
}

/** Energy drains are worded more strongly at an average of 2 or below. */
export type EnergyDrainWording = 'normal' | 'strong';
export function energyDrainWording(average: number): EnergyDrainWording {
  return average <= 2 ? 'strong' : 'normal';
}

export type InnerOuterBalance = 'balanced' | 'inner-leads' | 'outer-leads';
export const INNER_OUTER_BALANCE_THRESHOLD = 0.5;

/**
 * Balanced when inner and outer differ by less than 0.5, else the higher one leads. The difference is
 * rounded to 2 decimals (the averages' precision) so 3.3 vs 2.8 is exactly 0.5, not 0.4999….
 */
export function innerOuterBalance(inner: number, outer: number): InnerOuterBalance {
  const difference = round2(Math.abs(inner - outer));
  if (difference < INNER_OUTER_BALANCE_THRESHOLD) return 'balanced';
  return inner > outer ? 'inner-leads' : 'outer-leads';
}
