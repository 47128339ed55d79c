import { z } from 'zod';
import { type InnerOuterBalance, innerOuterBalance } from './bands';
import { round2 } from './numbers';
import { type Area, areaSchema } from './questionnaire';
import { type AssessmentResult, formatScore, formatScoreOutOfFive } from './scoring';

const score = z.number().min(0).max(5);

/** The data the overall insight is written from (spec 3 "Insight request data"). */
export const insightRequestSchema = z.object({
  overallAverage: score,
  innerAvg: score,
  outerAvg: score,
  /** chapter titles */
  strongestChapter: z.string().max(200),
  weakestChapter: z.string().max(200),
  strongestScore: score,
  weakestScore: score,
  chapterStats: z
    .array(
      z.object({ id: z.string().max(100), title: z.string().max(200), average: score, area: areaSchema }),
    )
    .max(100),
});
export type InsightRequest = z.infer<typeof insightRequestSchema>;

/** The insight request for a computed result; null when nothing is answered (there is nothing to say). */
export function insightRequestFromResult(result: AssessmentResult): InsightRequest | null {
  const { coreStrength, upliftPotential } = result;
  if (coreStrength === null || upliftPotential === null) return null;
  return {
    overallAverage: result.overall,
    innerAvg: result.inner,
    outerAvg: result.outer,
    strongestChapter: coreStrength.title,
    weakestChapter: upliftPotential.title,
    strongestScore: coreStrength.average,
    weakestScore: upliftPotential.average,
    chapterStats: result.answeredChapters.map(({ id, title, average, area }) => ({
      id,
      title,
      average,
      area,
    })),
  };
}

type Level = 'thriving' | 'solid' | 'mixed' | 'strained';
type Spread = 'single' | 'flat' | 'even' | 'uneven' | 'wide';

function levelOf(overall: number): Level {
  if (overall >= 4) return 'thriving';
  if (overall >= 3.5) return 'solid';
  if (overall >= 2.5) return 'mixed';
  return 'strained';
}

function spreadOf(answeredChapters: number, strongest: number, weakest: number): Spread {
  if (answeredChapters <= 1) return 'single';
  const gap = round2(strongest - weakest);
  if (gap === 0) return 'flat';
  if (gap < 0.75) return 'even';
  if (gap < 1.5) return 'uneven';
  return 'wide';
}

/** 'A and B', 'A, B and C', or 'A, B and 3 more chapters' for long lists. */
function listTitles(titles: readonly string[]): string {
  if (titles.length <= 3) {
    return titles.length <= 1 ? (titles[0] ?? '') : `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`;
  }
  return `${titles.slice(0, 2).join(', ')} and ${titles.length - 2} more chapters`;
}

const chapters = (count: number) => (count === 1 ? '1 chapter' : `${count} chapters`);

function levelSentence(level: Level, overall: number): string {
  const points = formatScoreOutOfFive(overall);
  switch (level) {
    case 'thriving':
      return `With an overall score of ${points}, you are leading from a position of real strength: most of what a founder has to carry, you carry well.`;
    case 'solid':
      return `Your overall score of ${points} shows solid foundations: much of your founder work holds up, even if not every part of it holds under pressure yet.`;
    case 'mixed':
      return `Your overall score of ${points} describes a founder in motion: some parts of the job already run reliably, others still depend on the day.`;
    case 'strained':
      return `Your overall score of ${points} is an honest signal that much of your founder work currently costs more than it should, and that is exactly where focused change pays off fastest.`;
  }
}

function strengthSentence(
  data: InsightRequest,
  level: Level,
  spread: Spread,
  area: Area | undefined,
): string {
  const strongest = `${data.strongestChapter} (${formatScore(data.strongestScore)})`;
  if (spread === 'single') {
    return `So far you have answered one chapter, ${data.strongestChapter}, at ${formatScore(data.strongestScore)}.`;
  }
  if (spread === 'flat') {
    const titles = data.chapterStats.filter((chapter) => chapter.average > 0).map((chapter) => chapter.title);
    return `${listTitles(titles)} all land at ${formatScore(data.strongestScore)}: a remarkably even profile with no single standout and no single weak spot.`;
  }
  if (level === 'strained' && data.strongestScore < 3) {
    return `Your best foothold right now is ${strongest}; build from there rather than from your gaps.`;
  }
  if (area === 'inner') {
    return `Your clearest asset is ${strongest}, an inner strength you can lean on when the outer game gets rough.`;
  }
  if (area === 'outer') {
    return `Your clearest asset is ${strongest}, a strength that already shows in how your company runs.`;
  }
  return `Your clearest asset is ${strongest}.`;
}

function gapSentence(data: InsightRequest, spread: Spread): string | null {
  const weakest = `${data.weakestChapter} (${formatScore(data.weakestScore)})`;
  switch (spread) {
    case 'single':
      return null;
    case 'flat':
      return 'That evenness means your next step is raising the whole level together rather than fixing one chapter.';
    case 'even':
      return `Even your lowest chapter, ${weakest}, sits close to the others, so your growth is less about fixing one weak spot than about lifting everything a little.`;
    case 'uneven':
      return `${weakest} trails the rest and is the natural next place to put your attention.`;
    case 'wide':
      return `The gap down to ${weakest} is wide, so that chapter is where deliberate work will lift your whole profile the most.`;
  }
}

function balanceSentence(data: InsightRequest): string {
  const inner = formatScore(data.innerAvg);
  const outer = formatScore(data.outerAvg);
  if (data.innerAvg <= 0 || data.outerAvg <= 0) {
    const [answered, missing] = data.innerAvg > 0 ? ['inner', 'outer'] : ['outer', 'inner'];
    return `You have answered only ${answered} game chapters so far; completing the ${missing} game will show how mindset and execution play together.`;
  }
  const balance: InnerOuterBalance = innerOuterBalance(data.innerAvg, data.outerAvg);
  switch (balance) {
    case 'balanced':
      // Balance at a low level is no comfort: say that neither side holds the other back instead.
      return data.overallAverage >= 3
        ? `Your inner game (${inner}) and outer game (${outer}) are in balance, so mindset and execution support each other rather than pull against each other.`
        : `Your inner game (${inner}) and outer game (${outer}) sit at a similar level, so neither is holding the other back: both will rise together as you work on either.`;
    case 'inner-leads':
      return `Your inner game (${inner}) runs ahead of your outer game (${outer}): the clarity and resilience are there, and the task now is to turn them into sharper strategy and execution.`;
    case 'outer-leads':
      return `Your outer game (${outer}) runs ahead of your inner game (${inner}): you deliver, but watch that the pace does not drain the energy and focus that keep it sustainable.`;
  }
}

function closingSentence(data: InsightRequest, level: Level, spread: Spread): string {
  if (spread === 'single') {
    return 'Complete the remaining chapters to see where your core strength and your uplift potential really lie.';
  }
  const answered = data.chapterStats.filter((chapter) => chapter.average > 0);
  const strong = answered.filter((chapter) => chapter.average >= 4).length;
  const growth = answered.filter((chapter) => chapter.average < 3).length;
  switch (level) {
    case 'thriving':
      return spread === 'flat' || spread === 'even'
        ? 'Keep the standard you have set, and guard the routines that got you here as the company grows.'
        : `Keep the standard you have set, and use what works in ${data.strongestChapter} deliberately to pull ${data.weakestChapter} up.`;
    case 'solid':
      if (growth > 0) {
        return `${chapters(growth)} of your ${answered.length} ${growth === 1 ? 'sits' : 'sit'} below 3; take them one at a time, starting with ${data.weakestChapter}.`;
      }
      return strong > 0
        ? `${chapters(strong)} of your ${answered.length} already ${strong === 1 ? 'scores' : 'score'} 4 or higher; the next level comes from bringing the others up to that mark.`
        : 'None of your chapters is a clear strength at 4 or higher yet, so the next level comes from deepening what already works rather than adding more.';
    case 'mixed':
      if (spread === 'flat') {
        return 'Pick the chapter that matters most for your company right now and work on it this month: with a profile this even, progress anywhere is felt everywhere.';
      }
      return `Pick the one question in ${data.weakestChapter} that costs you most and work on it this month: progress there will be felt in every other chapter.`;
    case 'strained':
      if (spread === 'flat') {
        return 'Choose one small habit in the chapter that matters most to your company right now and change it this week; momentum matters more than perfection.';
      }
      return growth > 1
        ? `With ${chapters(growth)} below 3, resist fixing everything at once: choose one small habit from ${data.weakestChapter} to change this week, because momentum matters more than perfection right now.`
        : `Choose one small habit from ${data.weakestChapter} to change this week; momentum matters more than perfection right now.`;
  }
}

/**
 * Writes the overall insight: 3–5 sentences naming the founder's overall level, strongest and weakest
 * chapters, the inner/outer balance and a next step. Deterministic: the same data gives the same text.
 */
export function generateOverallInsight(data: InsightRequest): string {
  const level = levelOf(data.overallAverage);
  const answeredCount = data.chapterStats.filter((chapter) => chapter.average > 0).length;
  const spread = spreadOf(answeredCount, data.strongestScore, data.weakestScore);
  const strongestArea = data.chapterStats.find((chapter) => chapter.title === data.strongestChapter)?.area;
  return [
    levelSentence(level, data.overallAverage),
    strengthSentence(data, level, spread, strongestArea),
    gapSentence(data, spread),
    balanceSentence(data),
    closingSentence(data, level, spread),
  ]
    .filter((sentence): sentence is string => sentence !== null)
    .join(' ');
}

/** The canned texts used when writing the insight fails, chosen by comparing inner and outer. */
export const FALLBACK_INSIGHTS = {
  'inner-leads':
    'Your results show a strong inner game: your mindset and self-awareness are a real foundation. The biggest lever now is your outer game, turning that clarity into sharper strategy and consistent execution.',
  'outer-leads':
    'Your results show a strong outer game: you know how to drive strategy and execution. The biggest lever now is your inner game, the mindset and self-awareness that keep your pace sustainable.',
  balanced:
    'Your inner and outer game are in balance: mindset and execution support each other. Your core strength shows where you already excel, and your uplift potential shows where focused work will lift your whole profile.',
} as const satisfies Record<InnerOuterBalance, string>;

/** The canned insight for these averages; "higher" means higher by 0.5 or more, as in the balance rule. */
export function fallbackOverallInsight(data: Pick<InsightRequest, 'innerAvg' | 'outerAvg'>): string {
  return FALLBACK_INSIGHTS[innerOuterBalance(data.innerAvg, data.outerAvg)];
}

/**
 * The insight for possibly untrusted data: the generator's text (or a provider's, passed as `generate`),
 * else the canned fallback when the data is invalid, the generator throws or returns nothing.
 */
export function overallInsightOrFallback(
  data: unknown,
  generate: (data: InsightRequest) => string = generateOverallInsight,
): string {
  const parsed = insightRequestSchema.safeParse(data);
  if (!parsed.success) {
    const inner = z.number().safeParse((data as { innerAvg?: unknown } | null)?.innerAvg);
    const outer = z.number().safeParse((data as { outerAvg?: unknown } | null)?.outerAvg);
    return fallbackOverallInsight({
      innerAvg: inner.success ? inner.data : 0,
      outerAvg: outer.success ? outer.data : 0,
    });
  }
  try {
    const text = generate(parsed.data).trim();
    return text === '' ? fallbackOverallInsight(parsed.data) : text;
  } catch {
    return fallbackOverallInsight(parsed.data);
  }
}
