import { describe, expect, it } from 'vitest';
import type { AnswerValue } from './answer-values';
import {
  computeInstrumentReport,
  createInstrumentAccumulator,
  formatShare,
  formatStatistic,
  INSTRUMENT_FLAG_KINDS,
  INSTRUMENT_FLAG_MESSAGES,
  INSTRUMENT_MIN_ASSESSMENTS,
  type InstrumentAnswer,
  type InstrumentAssessment,
  type InstrumentStructure,
  MAX_CANT_JUDGE_SHARE,
  MAX_ONE_END_SHARE,
  MIN_ITEM_REST_CORRELATION,
  type RaterRound,
} from './instrument-report';

const STRUCTURE: InstrumentStructure = {
  chapters: [
    { chapterId: 'c1', questionIds: ['a', 'b', 'c'] },
    { chapterId: 'c2', questionIds: ['d', 'e', 'f'] },
  ],
};

/**
 * Chapter c1 is the hand example of psychometrics.test.ts: α = 14.25/17 = 0.838; without a 0.462,
 * without b or c 8/9 = 0.889 (b and c lower α); item–rest a 16/√260 = 0.992, b and c 11/√360 = 0.580.
 *
 * Chapter c2, by hand (d, e, f):
 *   d 5 5 5 4 3  mean 4.4, squared deviations 3.2
 *   e 1 1 2 1 3  mean 1.6, squared deviations 3.2
 *   f 3 1 5 2 4  mean 3,   squared deviations 10
 *   cross-products de = −0.72+0.24+0.24−1.96 = −2.2, df = 0−1.2+1.2+0.4−1.4 = −1, ef = 0+1.2+0.8+0.6+1.4 = 4
 *   totals 9 7 12 7 10: squared deviations 18 (= 16.4 + 2·(−2.2 − 1 + 4)); α = 3/2 · (1 − 16.4/18) = 0.1333
 *   without d: α = 2 · (1 − 13.2/21.2) = 0.7547 (> 0.1333: d lowers α); item–rest d = −3.2/√(3.2·21.2) = −0.3885
 *   without e: α = 2 · (1 − 13.2/11.2) = −0.3571; item–rest e = 1.8/√(3.2·11.2) = 0.3007 (just above 0.3)
 *   without f: α = 2 · (1 − 6.4/2) = −4.4; item–rest f = 3/√(10·2) = 0.6708
 *   d has 3 of 5 answers at 5 (ceiling 0.6), e 3 of 5 at 1 (floor 0.6).
 */
const ROWS: AnswerValue[][] = [
  [1, 2, 1, 5, 1, 3],
  [2, 1, 3, 5, 1, 1],
  [3, 4, 2, 5, 2, 5],
  [4, 3, 5, 4, 1, 2],
  [5, 5, 4, 3, 3, 4],
];
const IDS = ['a', 'b', 'c', 'd', 'e', 'f'];

function assessment(
  values: ReadonlyArray<InstrumentAnswer | undefined>,
  options: Partial<Omit<InstrumentAssessment, 'answers'>> = {},
): InstrumentAssessment {
  const answers: Record<string, InstrumentAnswer> = {};
  values.forEach((value, i) => {
    if (value !== undefined) answers[IDS[i] ?? ''] = value;
  });
  return { answers, completed: true, careless: false, lastAnsweredQuestionId: 'f', ...options };
}

const hand = () => ROWS.map((row) => assessment(row));
/** Repeating rows scales every sum of squares alike: alpha and r stay those of the five rows. */
const repeated = (times: number) => Array.from({ length: times }, hand).flat();

const statementOf = (report: ReturnType<typeof computeInstrumentReport>, questionId: string) => {
  const statement = report.statements.find((s) => s.questionId === questionId);
  if (!statement) throw new Error(`no statement ${questionId}`);
  return statement;
};

describe('the thresholds', () => {
  it("are the issue's: 30 assessments, item–rest 0.3, one end 0.5, can't judge 0.5", () => {
    expect(INSTRUMENT_MIN_ASSESSMENTS).toBe(30);
    expect(MIN_ITEM_REST_CORRELATION).toBe(0.3);
    expect(MAX_ONE_END_SHARE).toBe(0.5);
    expect(MAX_CANT_JUDGE_SHARE).toBe(0.5);
  });
});

describe('statement statistics', () => {
  it('give the distribution, mean, spread and the shares at the ends (hand example)', () => {
    const report = computeInstrumentReport(STRUCTURE, hand());
    const a = statementOf(report, 'a');
    expect(a.n).toBe(5);
    expect(a.counts).toEqual([1, 1, 1, 1, 1]);
    expect(a.mean).toBe(3);
    // squared deviations 4+1+0+1+4 = 10, over n − 1 = 4
    expect(a.sd).toBeCloseTo(Math.sqrt(2.5), 12);
    expect([a.floorShare, a.ceilingShare]).toEqual([0.2, 0.2]);
    const d = statementOf(report, 'd');
    expect(d.counts).toEqual([0, 0, 1, 1, 3]);
    expect(d.mean).toBeCloseTo(4.4, 12);
    expect(d.sd).toBeCloseTo(Math.sqrt(3.2 / 4), 12);
    expect([d.floorShare, d.ceilingShare]).toEqual([0, 0.6]);
  });

  it("count 'doesn't apply' apart: out of the statistics, in its own share", () => {
    const report = computeInstrumentReport(STRUCTURE, [
      ...hand(),
      // a = 5, b = 5, c doesn't apply; then a = 1, b unanswered, c = 4
      assessment([5, 5, 'not-applicable', 5, 1, 3]),
      assessment([1, undefined, 4, 5, 1, 3]),
    ]);
    const a = statementOf(report, 'a');
    // a: 1 2 3 4 5 5 1, mean 21/7 = 3, squared deviations 4+1+0+1+4+4+4 = 18, variance 18/6 = 3
    expect(a.n).toBe(7);
    expect(a.counts).toEqual([2, 1, 1, 1, 2]);
    expect(a.mean).toBe(3);
    expect(a.sd).toBeCloseTo(Math.sqrt(3), 12);
    const c = statementOf(report, 'c');
    expect([c.n, c.notApplicable]).toEqual([6, 1]);
    expect(c.notApplicableShare).toBeCloseTo(1 / 7, 12);
    // an unanswered statement is neither an answer nor "doesn't apply"
    expect([statementOf(report, 'b').n, statementOf(report, 'b').notApplicableShare]).toEqual([6, 0]);
  });
});

describe('chapter statistics (listwise)', () => {
  it('match the hand example', () => {
    const report = computeInstrumentReport(STRUCTURE, hand());
    const [c1, c2] = report.chapters;
    expect(c1?.n).toBe(5);
    expect(c1?.alpha).toBeCloseTo(14.25 / 17, 12);
    expect(c1?.alphaIfDropped.map((item) => item.questionId)).toEqual(['a', 'b', 'c']);
    expect(c1?.alphaIfDropped[0]?.alpha).toBeCloseTo(3 / 6.5, 12);
    expect(c1?.alphaIfDropped[1]?.alpha).toBeCloseTo(8 / 9, 12);
    expect(statementOf(report, 'a').itemRest).toBeCloseTo(16 / Math.sqrt(260), 12);
    expect(statementOf(report, 'b').itemRest).toBeCloseTo(11 / Math.sqrt(360), 12);
    expect(statementOf(report, 'c').alphaIfDropped).toBeCloseTo(8 / 9, 12);
    expect(c2?.alpha).toBeCloseTo(2.4 / 18, 12);
    expect(statementOf(report, 'd').alphaIfDropped).toBeCloseTo(2 * (1 - 13.2 / 21.2), 12);
    expect(statementOf(report, 'd').itemRest).toBeCloseTo(-3.2 / Math.sqrt(3.2 * 21.2), 12);
    expect(statementOf(report, 'e').itemRest).toBeCloseTo(1.8 / Math.sqrt(3.2 * 11.2), 12);
    expect(statementOf(report, 'f').alphaIfDropped).toBeCloseTo(-4.4, 12);
  });

  it("leave out an assessment with a 'doesn't apply' or a missing answer in the chapter, and only there", () => {
    const report = computeInstrumentReport(STRUCTURE, [
      ...hand(),
      assessment([5, 5, 'not-applicable', 5, 1, 3]),
      assessment([1, undefined, 4, 5, 1, 3]),
    ]);
    const [c1, c2] = report.chapters;
    expect(c1?.n).toBe(5);
    expect(c1?.alpha).toBeCloseTo(14.25 / 17, 12);
    expect(c2?.n).toBe(7);
  });

  it('are null, not NaN, for a one-statement chapter, too few assessments or an answer nobody varies on', () => {
    const structure = {
      chapters: [
        { chapterId: 'solo', questionIds: ['a'] },
        { chapterId: 'rest', questionIds: ['b', 'c'] },
      ],
    };
    const one = computeInstrumentReport(structure, [assessment([3, 3, 3])]);
    expect(one.chapters.map((chapter) => chapter.alpha)).toEqual([null, null]);
    expect(one.statements.map((s) => [s.sd, s.itemRest, s.alphaIfDropped])).toEqual([
      [null, null, null],
      [null, null, null],
      [null, null, null],
    ]);
    // b always 3: no item–rest r for b, and c's rest (b alone) does not vary either
    const flat = computeInstrumentReport(structure, [assessment([1, 3, 1]), assessment([2, 3, 4])]);
    expect(statementOf(flat, 'b').itemRest).toBeNull();
    expect(statementOf(flat, 'c').itemRest).toBeNull();
    expect(statementOf(flat, 'b').sd).toBe(0);
    const empty = computeInstrumentReport(STRUCTURE, []);
    expect(statementOf(empty, 'a')).toMatchObject({ n: 0, mean: null, sd: null, floorShare: null });
  });
});

describe('sessions', () => {
  it('count only completed, non-careless assessments; drop-off counts the sessions left incomplete', () => {
    const report = computeInstrumentReport(STRUCTURE, [
      ...hand(),
      assessment([1, 1, 1, 1, 1, 1], { careless: true }),
      assessment([5, 5], { completed: false, lastAnsweredQuestionId: 'b' }),
      assessment([1, 2], { completed: false, lastAnsweredQuestionId: 'b' }),
      assessment([], { completed: false, lastAnsweredQuestionId: null }),
      assessment([4], { completed: false, lastAnsweredQuestionId: 'removed-question' }),
    ]);
    expect(report.assessments).toBe(5);
    expect(report.sessions).toEqual({ total: 10, completed: 6, careless: 1, abandoned: 4 });
    expect(statementOf(report, 'a').n).toBe(5);
    expect(statementOf(report, 'b').dropOff).toEqual({ count: 2, share: 0.5 });
    expect(statementOf(report, 'a').dropOff).toEqual({ count: 0, share: 0 });
    expect(computeInstrumentReport(STRUCTURE, hand()).statements[0]?.dropOff).toEqual({
      count: 0,
      share: null,
    });
  });

  it('is shown from 30 assessments, and flags only then', () => {
    const below = computeInstrumentReport(STRUCTURE, repeated(6).slice(1));
    expect([below.assessments, below.shown, below.flags]).toEqual([29, false, []]);
    const at = computeInstrumentReport(STRUCTURE, repeated(6));
    expect([at.assessments, at.shown]).toEqual([30, true]);
    expect(at.flags.length).toBeGreaterThan(0);
  });

  it('takes sessions one at a time: the accumulator gives what the convenience function gives', () => {
    const accumulator = createInstrumentAccumulator(STRUCTURE);
    for (const session of repeated(6)) accumulator.add(session);
    expect(accumulator.finish()).toEqual(computeInstrumentReport(STRUCTURE, repeated(6)));
  });

  it('refuses a structure with a question in it twice', () => {
    expect(() =>
      createInstrumentAccumulator({ chapters: [{ chapterId: 'x', questionIds: ['a', 'a'] }] }),
    ).toThrow('Question a appears twice');
  });
});

describe('rater statistics', () => {
  /**
   * Statement a, four founders: self 2, 3, 4, 5; raters' means (2+3)/2 = 2.5, 3 (the other can't
   * judge), 3, (4+5)/2 = 4.5. Self: mean 3.5, squared deviations 5. Others: mean 3.25, squared
   * deviations 0.5625+0.0625+0.0625+1.5625 = 2.25. Cross-products 1.125+0.125−0.125+1.875 = 3.
   * r = 3/√(5·2.25) = 2/√5 = 0.894; gap = 3.5 − 3.25 = 0.25; can't judge 1 of 7 answers.
   * Statement d: 3 of 5 rater answers are "can't judge" (0.6).
   */
  const ROUNDS: RaterRound[] = [
    {
      self: { a: 2, d: 4 },
      raters: [
        { a: 2, d: null },
        { a: 3, d: null },
      ],
    },
    {
      self: { a: 3, d: 4 },
      raters: [
        { a: 3, d: 4 },
        { a: null, d: null },
      ],
    },
    { self: { a: 4 }, raters: [{ a: 3, d: 5 }] },
    { self: { a: 5 }, raters: [{ a: 4 }, { a: 5 }] },
    // no own rating: counts for "can't judge" only
    { self: {}, raters: [{ b: 4 }] },
  ];

  it("give the can't-judge share, the self–others r and the mean gap (hand example)", () => {
    const report = computeInstrumentReport(STRUCTURE, hand(), ROUNDS);
    expect(report.raterRounds).toBe(5);
    const a = statementOf(report, 'a').raters;
    expect([a.ratings, a.cantJudge, a.founders]).toEqual([6, 1, 4]);
    expect(a.cantJudgeShare).toBeCloseTo(1 / 7, 12);
    expect(a.selfOthersR).toBeCloseTo(2 / Math.sqrt(5), 12);
    expect(a.meanGap).toBeCloseTo(0.25, 12);
    const d = statementOf(report, 'd').raters;
    expect([d.ratings, d.cantJudge, d.cantJudgeShare, d.founders]).toEqual([2, 3, 0.6, 1]);
    // one founder: no correlation, but a gap (4 − 4 = 0)
    expect([d.selfOthersR, d.meanGap]).toEqual([null, 0]);
    expect(statementOf(report, 'c').raters).toEqual({
      ratings: 0,
      cantJudge: 0,
      cantJudgeShare: null,
      founders: 0,
      selfOthersR: null,
      meanGap: null,
    });
  });

  it('give no correlation where every founder rates themselves the same', () => {
    const same: RaterRound[] = [2, 3, 4].map((other) => ({
      self: { a: 4 },
      raters: [{ a: other as AnswerValue }],
    }));
    const raters = statementOf(computeInstrumentReport(STRUCTURE, [], same), 'a').raters;
    expect(raters.selfOthersR).toBeNull();
    expect(raters.meanGap).toBeCloseTo(1, 12);
  });
});

describe('flags', () => {
  const ROUNDS: RaterRound[] = [
    { self: { d: 4 }, raters: [{ d: null }, { d: null }, { d: null }, { d: 4 }, { d: 5 }] },
  ];
  const report = computeInstrumentReport(STRUCTURE, repeated(6), ROUNDS);

  it('name the statements that lower alpha, barely correlate, pile up at one end or raters cannot judge', () => {
    expect(report.flags.map((flag) => [flag.questionId, flag.chapterId, flag.kind])).toEqual([
      ['b', 'c1', 'lowers-alpha'],
      ['c', 'c1', 'lowers-alpha'],
      ['d', 'c2', 'lowers-alpha'],
      ['d', 'c2', 'low-item-rest'],
      ['d', 'c2', 'ceiling'],
      ['d', 'c2', 'raters-cant-judge'],
      ['e', 'c2', 'floor'],
    ]);
    // e correlates 0.3007 with its rest: just clear of 0.3, so no flag
    expect(statementOf(report, 'e').itemRest).toBeGreaterThan(MIN_ITEM_REST_CORRELATION);
  });

  it('give the reason in a sentence for the admin', () => {
    const reasons = Object.fromEntries(
      report.flags.map((flag) => [`${flag.questionId} ${flag.kind}`, flag.reason]),
    );
    expect(reasons).toEqual({
      'b lowers-alpha': "Lowers its chapter's alpha: without it, alpha would rise from 0.84 to 0.89.",
      'c lowers-alpha': "Lowers its chapter's alpha: without it, alpha would rise from 0.84 to 0.89.",
      'd lowers-alpha': "Lowers its chapter's alpha: without it, alpha would rise from 0.13 to 0.75.",
      'd low-item-rest': 'Correlates only -0.39 with the rest of its chapter (under 0.30).',
      'd ceiling': 'More than half of the answers (60 %) are 5, the highest rating.',
      'd raters-cant-judge':
        "Raters answered “I can't judge this” in more than half of their answers (60 %).",
      'e floor': 'More than half of the answers (60 %) are 1, the lowest rating.',
    });
  });

  it('have a message for every kind, with more decimals where two would hide the difference', () => {
    expect(Object.keys(INSTRUMENT_FLAG_MESSAGES).sort()).toEqual([...INSTRUMENT_FLAG_KINDS].sort());
    expect(INSTRUMENT_FLAG_MESSAGES['lowers-alpha'](0.801, 0.803)).toBe(
      "Lowers its chapter's alpha: without it, alpha would rise from 0.801 to 0.803.",
    );
    expect(INSTRUMENT_FLAG_MESSAGES['low-item-rest'](0.2996)).toBe(
      'Correlates only 0.2996 with the rest of its chapter (under 0.3000).',
    );
    expect(INSTRUMENT_FLAG_MESSAGES['low-item-rest'](0.298)).toBe(
      'Correlates only 0.298 with the rest of its chapter (under 0.300).',
    );
    expect(INSTRUMENT_FLAG_MESSAGES['low-item-rest'](0.2949)).toBe(
      'Correlates only 0.29 with the rest of its chapter (under 0.30).',
    );
  });

  it('are not raised at exactly the thresholds', () => {
    // half the answers at 1 and half at 5: neither share is more than half
    const halves = computeInstrumentReport(
      { chapters: [{ chapterId: 'x', questionIds: ['a'] }] },
      Array.from({ length: 30 }, (_, i) => assessment([i % 2 === 0 ? 1 : 5])),
      [{ self: {}, raters: [{ a: null }, { a: 3 }] }],
    );
    expect(halves.shown).toBe(true);
    expect(statementOf(halves, 'a').floorShare).toBe(0.5);
    expect(statementOf(halves, 'a').raters.cantJudgeShare).toBe(0.5);
    expect(halves.flags).toEqual([]);
  });
});

describe('the report', () => {
  it('is plain JSON', () => {
    const report = computeInstrumentReport(STRUCTURE, repeated(6), [{ self: { a: 3 }, raters: [{ a: 2 }] }]);
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
  });

  it('formats statistics and shares for display', () => {
    expect(formatStatistic(14.25 / 17)).toBe('0.84');
    expect(formatStatistic(-0.3885)).toBe('-0.39');
    expect(formatStatistic(-0.001)).toBe('0.00');
    expect(formatStatistic(0.8125, 3)).toBe('0.813');
    expect(formatStatistic(null)).toBe('—');
    expect(formatShare(0.6)).toBe('60 %');
    expect(formatShare(1 / 7)).toBe('14 %');
    expect(formatShare(null)).toBe('—');
  });
});

// ── performance ─────────────────────────────────────────────────────────────────────────────────────

/** A small seeded generator (mulberry32), so the synthetic data is the same on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('performance', () => {
  it('computes 100,000 assessments of 45 statements in 9 chapters well under 10 s', () => {
    const random = seeded(42);
    const structure: InstrumentStructure = {
      chapters: Array.from({ length: 9 }, (_, c) => ({
        chapterId: `chapter-${c}`,
        questionIds: Array.from({ length: 5 }, (_, q) => `q-${c}-${q}`),
      })),
    };
    const ids = structure.chapters.flatMap((chapter) => chapter.questionIds);
    const rating = (level: number): AnswerValue =>
      Math.min(5, Math.max(1, Math.round(level + (random() - 0.5) * 2.5))) as AnswerValue;
    // a founder's level drives every answer, so chapters are consistent as real ones would be
    const assessments: InstrumentAssessment[] = Array.from({ length: 100_000 }, () => {
      const level = 1.5 + random() * 3;
      const answers: Record<string, InstrumentAnswer> = {};
      for (const id of ids) answers[id] = random() < 0.03 ? 'not-applicable' : rating(level);
      const completed = random() > 0.1;
      return {
        answers,
        completed,
        careless: completed && random() < 0.02,
        lastAnsweredQuestionId: completed
          ? (ids.at(-1) ?? null)
          : (ids[Math.floor(random() * ids.length)] ?? null),
      };
    });
    const rounds: RaterRound[] = Array.from({ length: 10_000 }, () => {
      const level = 1.5 + random() * 3;
      const self: Record<string, AnswerValue> = {};
      for (const id of ids) self[id] = rating(level);
      const raters = Array.from({ length: 5 }, () => {
        const answers: Record<string, AnswerValue | null> = {};
        for (const id of ids) answers[id] = random() < 0.1 ? null : rating(level);
        return answers;
      });
      return { self, raters };
    });

    const started = performance.now();
    const report = computeInstrumentReport(structure, assessments, rounds);
    const elapsed = performance.now() - started;
    console.log(
      `instrument report: 100,000 assessments × 45 statements + 10,000 rater rounds in ${elapsed.toFixed(0)} ms`,
    );

    expect(elapsed).toBeLessThan(5000);
    expect(report.sessions.total).toBe(100_000);
    expect(report.shown).toBe(true);
    expect(report.statements).toHaveLength(45);
    for (const chapter of report.chapters) expect(chapter.alpha).toBeGreaterThan(0.5);
    expect(report.statements.every((s) => s.raters.selfOthersR !== null && s.raters.selfOthersR > 0)).toBe(
      true,
    );
  });
});
