import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FALLBACK_INSIGHTS,
  fallbackOverallInsight,
  generateOverallInsight,
  type InsightRequest,
  insightRequestFromResult,
  insightRequestSchema,
  overallInsightOrFallback,
} from './overall-insight';
import type { Area } from './questionnaire';
import { computeResult } from './scoring';

type Chapter = [title: string, average: number, area: Area];

/** Insight data as the scoring produces it, from chapter titles and averages. */
function request(chapters: Chapter[]): InsightRequest {
  const result = computeResult(
    chapters.map(([title, , area], index) => ({ id: `c${index}`, title, area, position: index + 1 })),
    chapters.map((_, index) => ({ id: `q${index}`, chapterId: `c${index}`, position: 1 })),
    {},
  );
  const stats = result.chapterStats.map((stat, index) => ({ ...stat, average: chapters[index]?.[1] ?? 0 }));
  const answered = stats.filter((stat) => stat.average > 0);
  const mean = (values: number[]) =>
    values.length === 0 ? 0 : Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100;
  const strongest = answered.reduce((best, stat) => (stat.average > best.average ? stat : best));
  const weakest = answered.reduce((worst, stat) => (stat.average < worst.average ? stat : worst));
  return {
    overallAverage: mean(answered.map((stat) => stat.average)),
    innerAvg: mean(answered.filter((stat) => stat.area === 'inner').map((stat) => stat.average)),
    outerAvg: mean(answered.filter((stat) => stat.area === 'outer').map((stat) => stat.average)),
    strongestChapter: strongest.title,
    weakestChapter: weakest.title,
    strongestScore: strongest.average,
    weakestScore: weakest.average,
    chapterStats: stats.map(({ id, title, average, area }) => ({ id, title, average, area })),
  };
}

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);

const profiles = {
  thriving: request([
    ['Self-Awareness', 4.8, 'inner'],
    ['Resilience', 4.6, 'inner'],
    ['Strategy', 4.4, 'outer'],
    ['Team Building', 3, 'outer'],
  ]),
  solid: request([
    ['Self-Awareness', 3.8, 'inner'],
    ['Resilience', 3.6, 'inner'],
    ['Strategy', 3.7, 'outer'],
    ['Execution', 3.5, 'outer'],
  ]),
  mixed: request([
    ['Self-Awareness', 2.4, 'inner'],
    ['Resilience', 2.7, 'inner'],
    ['Strategy', 3.9, 'outer'],
    ['Execution', 3.6, 'outer'],
  ]),
  strained: request([
    ['Self-Awareness', 2.6, 'inner'],
    ['Resilience', 1.7, 'inner'],
    ['Strategy', 2, 'outer'],
    ['Execution', 2.3, 'outer'],
  ]),
  single: request([
    ['Self-Awareness', 3.3, 'inner'],
    ['Strategy', 0, 'outer'],
  ]),
  flat: request([
    ['Self-Awareness', 3, 'inner'],
    ['Strategy', 3, 'outer'],
  ]),
};

describe('generateOverallInsight', () => {
  it('names the strongest and weakest chapters, the overall score and the balance', () => {
    const text = generateOverallInsight(profiles.thriving);
    expect(text).toContain('4.2 of 5 points');
    expect(text).toContain('Self-Awareness (4.8)');
    expect(text).toContain('Team Building (3.0)');
    expect(text).toContain('Your inner game (4.7) runs ahead of your outer game (3.7)');
  });

  it('says which game leads, or that they are balanced', () => {
    expect(generateOverallInsight(profiles.mixed)).toContain(
      'Your outer game (3.8) runs ahead of your inner game (2.6)',
    );
    expect(generateOverallInsight(profiles.solid)).toContain('are in balance');
    expect(generateOverallInsight(profiles.strained)).toContain('sit at a similar level');
    expect(generateOverallInsight(profiles.single)).toContain(
      'You have answered only inner game chapters so far',
    );
  });

  it('writes 3 to 5 sentences for every profile', () => {
    for (const [name, data] of Object.entries(profiles)) {
      const count = sentences(generateOverallInsight(data)).length;
      expect(count, name).toBeGreaterThanOrEqual(3);
      expect(count, name).toBeLessThanOrEqual(5);
    }
  });

  it('differs meaningfully across profiles: no two share an opening or a closing', () => {
    const texts = Object.values(profiles).map(generateOverallInsight);
    expect(new Set(texts).size).toBe(texts.length);
    const levels = [profiles.thriving, profiles.solid, profiles.mixed, profiles.strained].map((data) =>
      sentences(generateOverallInsight(data))[0]?.replace(/[\d.]+ of 5 points/, ''),
    );
    expect(new Set(levels).size).toBe(4);
  });

  it('handles a flat profile and a single answered chapter without contradiction', () => {
    expect(generateOverallInsight(profiles.flat)).toContain('Self-Awareness and Strategy all land at 3.0');
    const single = generateOverallInsight(profiles.single);
    expect(single).toContain('So far you have answered one chapter, Self-Awareness, at 3.3.');
    expect(single).not.toContain('lowest');
  });

  it('is deterministic', () => {
    expect(generateOverallInsight(profiles.mixed)).toBe(
      generateOverallInsight(structuredClone(profiles.mixed)),
    );
  });

  it('keeps to 3–5 sentences and names both chapters for any scored profile', () => {
    const titles = ['Focus', 'Resilience', 'Vision', 'Hiring', 'Sales', 'Finance'];
    const chapter = fc.tuple(fc.integer({ min: 10, max: 50 }), fc.constantFrom<Area>('inner', 'outer'));
    fc.assert(
      fc.property(fc.array(chapter, { minLength: 1, maxLength: titles.length }), (drawn) => {
        const data = request(
          drawn.map(([tenths, area], index): Chapter => [titles[index] ?? '', tenths / 10, area]),
        );
        const text = generateOverallInsight(data);
        const count = sentences(text).length;
        expect(count).toBeGreaterThanOrEqual(3);
        expect(count).toBeLessThanOrEqual(5);
        expect(text).toContain(data.strongestChapter);
        expect(text).toContain(data.weakestChapter);
        expect(insightRequestSchema.safeParse(data).success).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('insightRequestFromResult', () => {
  it('takes the scores, the core strength and the uplift from a computed result', () => {
    const result = computeResult(
      [
        { id: 'a', title: 'Focus', area: 'inner', position: 1 },
        { id: 'b', title: 'Sales', area: 'outer', position: 2 },
        { id: 'c', title: 'Unanswered', area: 'outer', position: 3 },
      ],
      [
        { id: 'qa', chapterId: 'a', position: 1 },
        { id: 'qb', chapterId: 'b', position: 1 },
        { id: 'qc', chapterId: 'c', position: 1 },
      ],
      { qa: 5, qb: 2 },
    );
    expect(insightRequestFromResult(result)).toEqual({
      overallAverage: 3.5,
      innerAvg: 5,
      outerAvg: 2,
      strongestChapter: 'Focus',
      weakestChapter: 'Sales',
      strongestScore: 5,
      weakestScore: 2,
      chapterStats: [
        { id: 'a', title: 'Focus', average: 5, area: 'inner' },
        { id: 'b', title: 'Sales', average: 2, area: 'outer' },
      ],
    });
    expect(insightRequestFromResult(computeResult([], [], {}))).toBeNull();
  });
});

describe('fallback insight', () => {
  it('is chosen by comparing inner and outer, balanced below a 0.5 difference', () => {
    expect(fallbackOverallInsight({ innerAvg: 4, outerAvg: 3.5 })).toBe(FALLBACK_INSIGHTS['inner-leads']);
    expect(fallbackOverallInsight({ innerAvg: 3, outerAvg: 3.5 })).toBe(FALLBACK_INSIGHTS['outer-leads']);
    expect(fallbackOverallInsight({ innerAvg: 3.51, outerAvg: 3.02 })).toBe(FALLBACK_INSIGHTS.balanced);
  });

  it('replaces a failing or empty generator and invalid data', () => {
    const failing = () => {
      throw new Error('provider down');
    };
    expect(overallInsightOrFallback(profiles.thriving, failing)).toBe(FALLBACK_INSIGHTS['inner-leads']);
    expect(overallInsightOrFallback(profiles.mixed, () => '  ')).toBe(FALLBACK_INSIGHTS['outer-leads']);
    expect(overallInsightOrFallback({ innerAvg: 2, outerAvg: 4, overallAverage: 'x' })).toBe(
      FALLBACK_INSIGHTS['outer-leads'],
    );
    expect(overallInsightOrFallback(null)).toBe(FALLBACK_INSIGHTS.balanced);
    expect(overallInsightOrFallback(profiles.solid)).toBe(generateOverallInsight(profiles.solid));
  });

  it('rejects scores outside 0–5 in the request schema', () => {
    expect(insightRequestSchema.safeParse({ ...profiles.solid, overallAverage: 6 }).success).toBe(false);
  });
});
