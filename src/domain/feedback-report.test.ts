import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChapterInput, QuestionInput } from './chapters';
import {
  computeFeedbackReport,
  type FeedbackRater,
  type FeedbackReport,
  type FeedbackReportInput,
  feedbackCounts,
  type GroupFigure,
  type OthersFigure,
  releasableGroups,
} from './feedback-report';
import { RATER_RELATIONSHIPS, type RaterRelationship } from './feedback-rules';

const chapters: ChapterInput[] = [
  { id: 'outer', area: 'outer', position: 2, title: 'Execution' },
  { id: 'inner', area: 'inner', position: 1, title: 'Self-Awareness' },
];
const questions: Array<QuestionInput & { text: string }> = ['inner', 'outer'].flatMap((chapterId) =>
  [1, 2, 3].map((position) => ({
    id: `${chapterId}-q${position}`,
    chapterId,
    position,
    text: `${chapterId} statement ${position}`,
  })),
);
const questionIds = questions.map((question) => question.id);

/** Answers to inner-q1..q3 and outer-q1..q3 in that order; null is "can't judge". */
const answers = (...values: Array<number | null>) =>
  Object.fromEntries(values.map((value, index) => [questionIds[index], value]));
const rater = (
  relationship: RaterRelationship,
  values: Array<number | null>,
  comment?: string,
): FeedbackRater => ({
  relationship,
  answers: answers(...values),
  comment,
});

const report = (raters: FeedbackRater[], overrides: Partial<FeedbackReportInput> = {}): FeedbackReport =>
  computeFeedbackReport({
    chapters,
    questions,
    selfAnswers: answers(5, 4, 3, 2, 3, 4),
    invitations: raters.map(({ relationship }) => ({ relationship })),
    raters,
    roundSeed: 'round-1',
    ...overrides,
  });

function ready(value: FeedbackReport) {
  if (value.status !== 'ready') throw new Error(`expected a ready report, got ${value.status}`);
  return value;
}

describe('computeFeedbackReport on known data', () => {
  const raters = [
    rater('team-member', [3, 4, 3, 4, 3, 4], 'Listens well.'),
    rater('team-member', [3, 4, 3, 4, 3, 4]),
    rater('team-member', [3, 4, 3, 3, 3, 4], '  '),
    rater('investor-or-board', [3, 4, 3, 4, 3, 4], 'Knows the numbers.'),
  ];

  it('sets self against others per chapter and overall, mean and spread', () => {
    const result = ready(report(raters));
    expect(result.overall.self).toBe(3.5);
    expect(result.overall.others).toMatchObject({ mean: 3.46, raterCount: 4 });
    expect(result.overall.gap).toBe(0.04);
    const [inner, outer] = result.chapters;
    expect(inner).toMatchObject({
      chapterId: 'inner',
      self: 4,
      gap: 0.67,
      statementCount: 3,
      questionCount: 3,
    });
    expect(inner?.others).toMatchObject({ mean: 3.33, spread: 0, raterCount: 4 });
    expect(outer).toMatchObject({ chapterId: 'outer', self: 3, gap: -0.59 });
    // rater means 3.67, 3.67, 3.33, 3.67 (computeResult's 2 decimals): mean 3.585 → 3.59; sd 0.147…
    expect(outer?.others).toMatchObject({ mean: 3.59, spread: 0.15, raterCount: 4 });
  });

  it('finds blind spots and hidden strengths per statement, biggest gap first', () => {
    const result = ready(report(raters));
    expect(result.blindSpots.map((q) => [q.questionId, q.self, q.others.mean, q.gap])).toEqual([
      ['inner-q1', 5, 3, 2],
    ]);
    expect(result.hiddenStrengths.map((q) => [q.questionId, q.self, q.others.mean, q.gap])).toEqual([
      ['outer-q1', 2, 3.75, -1.75],
    ]);
    expect(result.blindSpots[0]).toMatchObject({ chapterTitle: 'Self-Awareness', text: 'inner statement 1' });
    // At exactly 1.0 a statement counts: self 4 against others 3.
    const exact = ready(report(raters, { selfAnswers: answers(4, 4, 3, 2, 3, 4) }));
    expect(exact.blindSpots.map((q) => q.gap)).toEqual([1]);
  });

  it('says which relationships a statement was asked of, when not every rater was', () => {
    const restricted = questions.map((question) =>
      question.id === 'inner-q1'
        ? { ...question, raterRelationships: ['team-member', 'co-founder'] as RaterRelationship[] }
        : question,
    );
    const result = ready(report(raters, { questions: restricted }));
    // in the order relationships are listed everywhere, co-founders first
    expect(result.blindSpots[0]).toMatchObject({
      questionId: 'inner-q1',
      askedOf: ['co-founder', 'team-member'],
    });
    expect(result.questions.filter((q) => q.askedOf !== null).map((q) => q.questionId)).toEqual(['inner-q1']);
  });

  it('orders blind spots by the size of the gap', () => {
    const result = ready(report(raters, { selfAnswers: answers(5, 5, 5, 5, 5, 5) }));
    expect(result.blindSpots.map((q) => q.questionId)).toEqual([
      'inner-q1',
      'inner-q3',
      'outer-q2',
      'outer-q1',
      'inner-q2',
      'outer-q3',
    ]);
    expect(result.blindSpots.map((q) => q.gap)).toEqual([2, 2, 2, 1.25, 1, 1]);
  });

  it('shows comments without blanks, names or answer order', () => {
    const result = ready(report(raters));
    expect([...result.comments].sort()).toEqual(['Knows the numbers.', 'Listens well.']);
    expect(ready(report([...raters].reverse())).comments).toEqual(result.comments);
  });

  it('counts answered of invited, and shows no group that would expose the only investor', () => {
    const result = ready(
      report(raters, {
        invitations: [
          ...raters.map(({ relationship }) => ({ relationship })),
          { relationship: 'mentor-or-peer' as const },
        ],
      }),
    );
    expect(result.counts).toEqual({ invited: 5, answered: 4, groups: [] });
    // 3 team members beside 4 in all would give the investor's own scores by subtraction.
    expect(result.overall.groups).toEqual([]);
    expect(result.chapters.flatMap((chapter) => chapter.groups)).toEqual([]);
  });
});

describe('anonymity thresholds', () => {
  const seven = [
    ...Array.from({ length: 3 }, () => rater('team-member', [4, 4, 4, 4, 4, 4])),
    ...Array.from({ length: 3 }, () => rater('investor-or-board', [2, 2, 2, 2, 2, 2])),
    rater('co-founder', [5, 5, 5, 5, 5, 5]),
  ];

  it('shows nothing of others below three answers, only counts', () => {
    const two = report(seven.slice(0, 2));
    expect(two).toEqual({ status: 'waiting', counts: { invited: 2, answered: 2, groups: [] }, needed: 1 });
    expect(report([])).toMatchObject({ status: 'waiting', needed: 3 });
  });

  it('shows a group of three when the rest is none or three or more', () => {
    const sixOfTwoGroups = ready(report(seven.slice(0, 6)));
    expect(sixOfTwoGroups.counts.groups).toEqual([
      { relationship: 'team-member', invited: 3, answered: 3 },
      { relationship: 'investor-or-board', invited: 3, answered: 3 },
    ]);
    expect(sixOfTwoGroups.overall.groups.map((g) => [g.relationship, g.others.mean])).toEqual([
      ['team-member', 4],
      ['investor-or-board', 2],
    ]);
  });

  it('folds the smallest group back when one or two raters would be left over', () => {
    // team 3 + investors 3 + 1 co-founder: showing both groups would expose the co-founder.
    const result = ready(report(seven));
    expect(result.counts.groups.map((g) => g.relationship)).toEqual(['team-member']);
    expect(result.overall.groups.map((g) => [g.relationship, g.others.raterCount])).toEqual([
      ['team-member', 3],
    ]);
    expect(result.overall.others).toMatchObject({ raterCount: 7 });
  });

  it('leaves out a statement fewer than three raters could judge, everywhere', () => {
    const raters = [
      rater('team-member', [4, 1, 4, 4, 4, 4]),
      rater('team-member', [4, 1, 4, 4, 4, 4]),
      rater('team-member', [4, null, 4, 4, 4, 4]),
    ];
    const result = ready(report(raters));
    expect(result.questions.map((q) => q.questionId)).not.toContain('inner-q2');
    // The two ratings of 1 are not in the chapter's mean either, and the founder's side matches.
    expect(result.chapters[0]).toMatchObject({ self: 4, statementCount: 2, questionCount: 3 });
    expect(result.chapters[0]?.others).toMatchObject({ mean: 4, raterCount: 3 });
  });

  it('waits while too few raters rated anything that can be shown', () => {
    const raters = [
      rater('team-member', [4, 4, 4, 4, 4, null]),
      rater('team-member', [4, 4, 4, 4, 4, null]),
      // judged only what nobody else did: no statement has three ratings, so no figure yet
      rater('team-member', [null, null, null, null, null, 2]),
    ];
    expect(report(raters)).toMatchObject({ status: 'waiting', needed: 1 });
  });
});

describe('figure types', () => {
  it('cannot be made outside the report, so no one rater’s score passes for a figure', () => {
    // @ts-expect-error: an OthersFigure carries the module's brand; a literal cannot
    const forged: OthersFigure = { mean: 4, spread: 0, raterCount: 1 };
    expect(forged.raterCount).toBe(1);
  });
});

describe('releasableGroups', () => {
  const sizes = (entries: Array<[RaterRelationship, number]>) => new Map(entries);

  it('keeps groups of three or more when nobody or three or more are left', () => {
    expect(releasableGroups(sizes([['team-member', 3]]), 3)).toEqual(['team-member']);
    expect(
      releasableGroups(
        sizes([
          ['team-member', 3],
          ['other', 2],
        ]),
        5,
      ),
    ).toEqual([]);
    expect(
      releasableGroups(
        sizes([
          ['team-member', 3],
          ['other', 3],
        ]),
        6,
      ),
    ).toEqual(['team-member', 'other']);
    expect(
      releasableGroups(
        sizes([
          ['team-member', 5],
          ['co-founder', 3],
          ['other', 1],
        ]),
        9,
      ),
    ).toEqual(['team-member']);
  });

  it('counts answers per group only for shown groups', () => {
    expect(
      feedbackCounts(
        [{ relationship: 'team-member' }, { relationship: 'team-member' }],
        [{ relationship: 'team-member' }],
      ),
    ).toEqual({ invited: 2, answered: 1, groups: [] });
  });
});

describe('anonymity properties', () => {
  const value = fc.oneof(fc.integer({ min: 1, max: 5 }), fc.constant(null));
  const raterArb = fc.record({
    relationship: fc.constantFrom(...RATER_RELATIONSHIPS),
    answers: fc.dictionary(fc.constantFrom(...questionIds), value),
    comment: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
  });
  const selfArb = fc.dictionary(fc.constantFrom(...questionIds), fc.integer({ min: 1, max: 5 }));
  const build = (raters: FeedbackRater[], selfAnswers: unknown) =>
    computeFeedbackReport({
      chapters,
      questions,
      selfAnswers,
      invitations: raters.map(({ relationship }) => ({ relationship })),
      raters,
      roundSeed: 'seed',
    });

  /** Every OthersFigure and group list in a ready report, with the figure's rater set size. */
  function figures(result: FeedbackReport): Array<{ others: OthersFigure; groups: GroupFigure[] }> {
    if (result.status !== 'ready') return [];
    return [
      result.overall,
      ...result.chapters.flatMap((chapter) =>
        chapter.others ? [{ others: chapter.others, groups: chapter.groups }] : [],
      ),
    ];
  }

  it('with fewer than three raters, carries no figure and does not depend on their answers', () => {
    fc.assert(
      fc.property(
        fc.array(raterArb, { maxLength: 2 }),
        fc.array(raterArb, { minLength: 2, maxLength: 2 }),
        selfArb,
        (raters, others, self) => {
          const result = build(raters, self);
          expect(result.status).toBe('waiting');
          expect(JSON.stringify(result)).not.toMatch(/mean|spread|comments/);
          const replaced = raters.map((r, index) => ({
            ...r,
            answers: others[index]?.answers,
            comment: 'x',
          }));
          expect(build(replaced, self)).toEqual(result);
        },
      ),
    );
  });

  it('builds every figure from at least three raters, and leaves none or three outside the groups', () => {
    fc.assert(
      fc.property(fc.array(raterArb, { maxLength: 10 }), selfArb, (raters, self) => {
        const result = build(raters, self);
        for (const group of result.counts.groups) expect(group.answered).toBeGreaterThanOrEqual(3);
        const outside =
          result.counts.answered - result.counts.groups.reduce((sum, group) => sum + group.answered, 0);
        if (result.counts.groups.length > 0) expect(outside === 0 || outside >= 3).toBe(true);
        for (const { others, groups } of figures(result)) {
          expect(others.raterCount).toBeGreaterThanOrEqual(3);
          for (const group of groups) expect(group.others.raterCount).toBeGreaterThanOrEqual(3);
          const rest = others.raterCount - groups.reduce((sum, group) => sum + group.others.raterCount, 0);
          expect(rest === 0 || rest >= 3).toBe(true);
        }
        if (result.status === 'ready') {
          for (const question of result.questions)
            expect(question.others.ratingCount).toBeGreaterThanOrEqual(3);
        }
      }),
    );
  });

  it('ignores ratings of statements fewer than three raters judged', () => {
    fc.assert(
      fc.property(fc.array(raterArb, { minLength: 3, maxLength: 8 }), selfArb, (raters, self) => {
        const ratingCount = (id: string) =>
          raters.filter((r) => typeof (r.answers as Record<string, unknown>)[id] === 'number').length;
        const sparse = questionIds.filter((id) => ratingCount(id) < 3);
        const withoutSparse = raters.map((r) => ({
          ...r,
          answers: Object.fromEntries(
            Object.entries(r.answers as Record<string, unknown>).filter(([id]) => !sparse.includes(id)),
          ),
        }));
        expect(build(withoutSparse, self)).toEqual(build(raters, self));
      }),
    );
  });

  it('does not depend on the order raters answered in', () => {
    fc.assert(
      fc.property(
        fc.array(raterArb, { maxLength: 8 }),
        selfArb,
        fc.func(fc.integer()),
        (raters, self, rank) => {
          const reordered = raters
            .map((r, index) => ({ r, key: rank(index) }))
            .sort((a, b) => a.key - b.key)
            .map(({ r }) => r);
          expect(build(reordered, self)).toEqual(build(raters, self));
        },
      ),
    );
  });
});
