import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackPaths, roundResponseSchema } from '../../../contract/feedback';
import type { AnswerValue } from '../../../domain/answers';
import type { RaterRelationship } from '../../../domain/feedback-rules';
import { raterAnswers, raterSubmissions } from '../../db/schema';
import { signedInBrowser } from '../../security/helpers';
import type { TestBrowser } from '../auth/test-browser';
import { type FeedbackKit, openFeedbackKit } from './test-kit';

/**
 * The anonymity walk: with 1, 2, 3 and 4 raters, nothing the founder (or the admin) can read changes
 * when one rater's answers change below the thresholds: not the round, the list, the export or the
 * admin's counts. Answers are changed in the database after sending, as if the rater had answered
 * otherwise, so everything else (ids, times, order) stays the same and the comparison is byte for byte.
 */

let kit: FeedbackKit;
let admin: TestBrowser;
beforeAll(async () => {
  kit = await openFeedbackKit();
  admin = (await signedInBrowser(kit.t, { admin: true })).browser;
}, 240_000);
afterAll(async () => kit?.t.close());

type Founder = Awaited<ReturnType<FeedbackKit['founder']>>;

/** Everything the founder and the admin can read about the founder's rounds, as sent. */
async function visible(founder: Founder, roundId: string): Promise<string[]> {
  const read = await founder.browser.get(`/api/me/feedback/rounds/${roundId}`);
  const list = await founder.browser.get(feedbackPaths.rounds);
  const exported = await founder.browser.get('/api/me/export');
  const adminList = await admin.get(feedbackPaths.adminRounds);
  for (const res of [read, list, exported, adminList]) expect(res.statusCode, res.body).toBe(200);
  const adminRow = (adminList.json().rounds as Array<{ id: string }>).find((r) => r.id === roundId);
  return [read.body, list.body, JSON.stringify(exported.json().feedbackRounds), JSON.stringify(adminRow)];
}

/** A round with these raters (relationship, a rating per statement index, comment), all sent. */
async function roundWith(
  raters: Array<{
    relationship: RaterRelationship;
    value: (index: number) => AnswerValue | null;
    comment?: string;
  }>,
  self: (index: number) => AnswerValue = (index) => ((index % 5) + 1) as AnswerValue,
) {
  const founder = await kit.founder('Sam Rivera', self);
  const round = await kit.openRound(founder);
  const invites = [];
  for (const { relationship, value, comment } of raters) {
    const { token, inviteId } = await kit.link(founder, round.id, relationship);
    await kit.rater.rate(token, (questionId) => value(kit.questionIds.indexOf(questionId)), comment ?? null);
    invites.push(inviteId);
  }
  return { founder, round, invites };
}

/** Rewrites one rater's stored answers (and comment), as if they had answered otherwise. */
async function rewrite(
  inviteId: string,
  change: { values?: Record<number, AnswerValue | null>; comment?: string | null },
) {
  const { db } = kit.t.database;
  const [submission] = await db
    .select({ id: raterSubmissions.id })
    .from(raterSubmissions)
    .where(eq(raterSubmissions.inviteId, inviteId));
  if (!submission) throw new Error('no submission');
  for (const [index, value] of Object.entries(change.values ?? {})) {
    const questionId = kit.questionIds[Number(index)] ?? '';
    const updated = await db
      .update(raterAnswers)
      .set({ value })
      .where(and(eq(raterAnswers.submissionId, submission.id), eq(raterAnswers.questionId, questionId)))
      .returning();
    expect(updated).toHaveLength(1);
  }
  if (change.comment !== undefined)
    await db
      .update(raterSubmissions)
      .set({ comment: change.comment })
      .where(eq(raterSubmissions.id, submission.id));
}

const everyStatement = { 0: 1, 1: 5, 2: 1, 3: 5 } as const;

describe('below three raters nothing of their answers reaches the founder', () => {
  it.each([1, 2])('with %i rater(s), changing one rater’s answers and comment changes no byte', async (n) => {
    const raters = Array.from({ length: n }, () => ({
      relationship: 'co-founder' as const,
      value: () => 3 as const,
      comment: 'Steady.',
    }));
    const { founder, round, invites } = await roundWith(raters);
    const before = await visible(founder, round.id);
    const parsed = roundResponseSchema.parse(JSON.parse(before[0] ?? '')).round;
    expect(parsed.report).toEqual({
      status: 'waiting',
      counts: { invited: n, answered: n, groups: [] },
      needed: 3 - n,
    });
    expect(parsed.howOthersSeeYou).toMatchObject({ source: 'canned', answered: n, needed: 3 - n });

    await rewrite(invites[0] ?? '', { values: everyStatement, comment: 'Something only I would say.' });
    expect(await visible(founder, round.id)).toEqual(before);
  });
});

describe('from three raters, only aggregates of at least three', () => {
  it('with 3 raters, a statement only two could judge shows nowhere, and changing one of those two ratings changes no byte', async () => {
    const { founder, round, invites } = await roundWith([
      { relationship: 'co-founder', value: () => 4 },
      { relationship: 'team-member', value: () => 2 },
      // cannot judge statement 1: it then has two ratings only
      { relationship: 'mentor-or-peer', value: (index) => (index === 1 ? null : 3) },
    ]);
    const before = await visible(founder, round.id);
    const { report } = roundResponseSchema.parse(JSON.parse(before[0] ?? '')).round;
    if (report.status !== 'ready') throw new Error('expected a ready report');
    expect(report.questions.map((q) => q.questionId)).not.toContain(kit.questionIds[1]);
    expect(report.overall.others.raterCount).toBe(3);

    await rewrite(invites[0] ?? '', { values: { 1: 1 } });
    await rewrite(invites[1] ?? '', { values: { 1: 5 } });
    expect(await visible(founder, round.id)).toEqual(before);
    // the control: a statement all three judged moves with any of them (so the walk can see a change)
    await rewrite(invites[0] ?? '', { values: { 0: 1 } });
    const after = await visible(founder, round.id);
    expect(after[0]).not.toEqual(before[0]);
    expect(after[2]).not.toEqual(before[2]);
    expect(after[1]).toEqual(before[1]);
  });

  it('with 4 raters, a group of 3 beside one other is not shown: the fourth would be exposed', async () => {
    const { founder, round, invites } = await roundWith([
      { relationship: 'team-member', value: () => 3 },
      { relationship: 'team-member', value: () => 3 },
      { relationship: 'team-member', value: () => 4 },
      { relationship: 'investor-or-board', value: () => 2 },
    ]);
    const before = await visible(founder, round.id);
    const { report } = roundResponseSchema.parse(JSON.parse(before[0] ?? '')).round;
    if (report.status !== 'ready') throw new Error('expected a ready report');
    expect(report.counts).toEqual({ invited: 4, answered: 4, groups: [] });
    expect(report.overall.groups).toEqual([]);
    expect(report.chapters.flatMap((chapter) => chapter.groups)).toEqual([]);

    // the investor's "can't judge" on one statement leaves it with three ratings: it still shows,
    // but a statement judged by two only (investor and one other) changes nothing when either changes
    await rewrite(invites[3] ?? '', { values: { 0: null } });
    await rewrite(invites[0] ?? '', { values: { 0: null } });
    const twoLeft = await visible(founder, round.id);
    await rewrite(invites[1] ?? '', { values: { 0: 1 } });
    expect(await visible(founder, round.id)).toEqual(twoLeft);
  });

  it('with 3 + 3 in two groups both groups show, each an aggregate of three', async () => {
    const { founder, round } = await roundWith([
      ...Array.from({ length: 3 }, () => ({ relationship: 'team-member' as const, value: () => 4 as const })),
      ...Array.from({ length: 3 }, () => ({
        relationship: 'investor-or-board' as const,
        value: () => 2 as const,
      })),
    ]);
    const { report } = roundResponseSchema.parse(
      JSON.parse((await visible(founder, round.id))[0] ?? ''),
    ).round;
    if (report.status !== 'ready') throw new Error('expected a ready report');
    expect(report.overall.groups.map((g) => [g.relationship, g.others.mean, g.others.raterCount])).toEqual([
      ['team-member', 4, 3],
      ['investor-or-board', 2, 3],
    ]);
  });
});

describe('the report on known data', () => {
  it('shows self vs others, a blind spot, a hidden strength and the comments without who wrote them', async () => {
    // self: statement 0 at 5, statement 1 at 1, the rest at 3
    const self = (index: number) => (index === 0 ? 5 : index === 1 ? 1 : 3) as AnswerValue;
    const { founder, round } = await roundWith(
      [
        { relationship: 'co-founder', value: (i) => (i === 0 ? 2 : i === 1 ? 4 : 3), comment: 'Alpha' },
        { relationship: 'team-member', value: (i) => (i === 0 ? 2 : i === 1 ? 5 : 3), comment: 'Bravo' },
        { relationship: 'investor-or-board', value: (i) => (i === 0 ? 1 : i === 1 ? 4 : 3) },
      ],
      self,
    );
    const read = roundResponseSchema.parse(
      (await founder.browser.get(`/api/me/feedback/rounds/${round.id}`)).json(),
    );
    const { report, howOthersSeeYou } = read.round;
    if (report.status !== 'ready') throw new Error('expected a ready report');
    expect(report.blindSpots.map((q) => [q.questionId, q.self, q.others.mean, q.gap])).toEqual([
      [kit.questionIds[0], 5, 1.67, 3.33],
    ]);
    expect(report.hiddenStrengths.map((q) => [q.questionId, q.self, q.others.mean, q.gap])).toEqual([
      [kit.questionIds[1], 1, 4.33, -3.33],
    ]);
    // the unworded statement was never asked: no others' figure for it
    expect(report.questions.map((q) => q.questionId)).toEqual(kit.questionIds.slice(0, 4));
    expect([...report.comments].sort()).toEqual(['Alpha', 'Bravo']);
    expect(howOthersSeeYou).toMatchObject({ source: 'raters', raterCount: 3 });
    expect(howOthersSeeYou.text).toContain('blind spot');

    // nothing in any founder answer is one rater's: no rater's own overall, no minimum or maximum
    const body = JSON.stringify(read);
    for (const key of ['"answers"', '"value"', '"min"', '"max"', '"submittedAt"', '"comment"'])
      expect(body).not.toContain(key);
  });
});
