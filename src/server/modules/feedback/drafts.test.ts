import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raterFlowCopy } from '../../../content/feedback-copy';
import { RATER_DRAFT_COOKIE, raterViewSchema, roundResponseSchema } from '../../../contract/feedback';
import { INVITE_TTL_DAYS } from '../../../domain/feedback-rules';
import { feedbackInvites, raterAnswers, raterSubmissions } from '../../db/schema';
import { type FeedbackKit, openFeedbackKit } from './test-kit';

let kit: FeedbackKit;
beforeAll(async () => {
  kit = await openFeedbackKit();
}, 240_000);
afterAll(async () => kit?.t.close());

/** A founder's personal link (the founder holds it too) and the rater's browser that opened it. */
async function personalLink() {
  const sam = await kit.founder();
  const round = await kit.openRound(sam);
  const { token, inviteId } = await kit.link(sam, round.id);
  const rater = kit.raterBrowser();
  const first = await rater.view(token);
  const statements = raterViewSchema.parse(first.json()).statements.map((s) => s.questionId);
  return { sam, round, token, inviteId, rater, first, statements };
}

async function submissionOf(inviteId: string) {
  const [row] = await kit.t.database.db
    .select({ id: raterSubmissions.id, draftKeyHash: raterSubmissions.draftKeyHash })
    .from(raterSubmissions)
    .where(eq(raterSubmissions.inviteId, inviteId));
  return row;
}

describe('answers in progress stay in the browser that saved them', () => {
  it('the founder holding the link reads none of them, and can neither change nor send them', async () => {
    const { token, rater, first, statements } = await personalLink();
    const [one, two] = statements as [string, string];
    const cookie = first.cookies.find((c) => c.name === RATER_DRAFT_COOKIE);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: `/api/feedback/${token}`,
      maxAge: INVITE_TTL_DAYS * 24 * 60 * 60,
    });
    expect((await rater.answer(token, one, 2)).statusCode).toBe(200);
    expect((await rater.answer(token, two, null)).statusCode).toBe(200);

    const founder = kit.raterBrowser();
    const seen = await founder.view(token);
    expect(seen.statusCode).toBe(200);
    const view = raterViewSchema.parse(seen.json());
    expect(view).toMatchObject({ state: 'open', answers: {}, comment: null, startedElsewhere: true });
    expect(view.statements.map((s) => s.questionId)).toEqual(statements);

    for (const refused of [await founder.answer(token, one, 5), await founder.submit(token, 'Great!')]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toEqual({
        code: 'started_elsewhere',
        message: raterFlowCopy.startedElsewhere.refused,
      });
    }
    // a browser without any cookie (a script) is another browser too
    expect((await kit.t.inject({ method: 'GET', url: `/api/feedback/${token}` })).json().answers).toEqual({});

    const own = raterViewSchema.parse((await rater.view(token)).json());
    expect(own).toMatchObject({ startedElsewhere: false, answers: { [one]: 2, [two]: null } });
  });

  it('starting again elsewhere deletes them and moves the link to that browser', async () => {
    const { sam, round, token, inviteId, rater, statements } = await personalLink();
    for (const questionId of statements) await rater.answer(token, questionId, 4);
    const before = await submissionOf(inviteId);

    const other = kit.raterBrowser();
    await other.view(token);
    const restarted = await other.restart(token);
    expect(restarted.statusCode, restarted.body).toBe(200);
    expect(restarted.json()).toEqual({ restarted: true });
    const rows = await kit.t.database.db
      .select()
      .from(raterAnswers)
      .where(eq(raterAnswers.submissionId, before?.id ?? ''));
    expect(rows).toEqual([]);
    expect((await submissionOf(inviteId))?.draftKeyHash).not.toBe(before?.draftKeyHash);

    expect(raterViewSchema.parse((await other.view(token)).json())).toMatchObject({
      answers: {},
      startedElsewhere: false,
    });
    // the first browser now holds nothing and may write nothing
    expect(raterViewSchema.parse((await rater.view(token)).json())).toMatchObject({
      answers: {},
      startedElsewhere: true,
    });
    expect((await rater.answer(token, statements[0] as string, 1)).statusCode).toBe(409);

    await other.rate(token, () => 3, 'From my laptop.');
    const report = roundResponseSchema.parse(
      (await sam.browser.get(`/api/me/feedback/rounds/${round.id}`)).json(),
    ).round;
    expect(report.answered).toBe(1);
    const late = await rater.restart(token);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('link_submitted');
  });

  it('answers saved before browsers held keys are shown, and the next browser to save takes them', async () => {
    const { token, inviteId, rater, statements } = await personalLink();
    const [one, two] = statements as [string, string];
    await rater.answer(token, one, 5);
    const submission = await submissionOf(inviteId);
    await kit.t.database.db
      .update(raterSubmissions)
      .set({ draftKeyHash: null })
      .where(eq(raterSubmissions.id, submission?.id ?? ''));

    const later = kit.raterBrowser();
    expect(raterViewSchema.parse((await later.view(token)).json())).toMatchObject({
      answers: { [one]: 5 },
      startedElsewhere: false,
    });
    expect((await later.answer(token, two, 4)).statusCode).toBe(200);
    expect(raterViewSchema.parse((await rater.view(token)).json()).startedElsewhere).toBe(true);
    expect(raterViewSchema.parse((await later.view(token)).json()).answers).toEqual({ [one]: 5, [two]: 4 });
  });

  it('a malformed cookie counts as none, and a closed link sets no cookie', async () => {
    const { token, inviteId, rater, statements } = await personalLink();
    await rater.answer(token, statements[0] as string, 3);
    const forged = await kit.t.inject({
      method: 'PUT',
      url: `/api/feedback/${token}/answers/${statements[0]}`,
      payload: { value: 1 },
      cookies: { [RATER_DRAFT_COOKIE]: "'; drop table rater_answers; --" },
    });
    expect(forged.statusCode).toBe(409);
    expect(forged.json().error.code).toBe('started_elsewhere');

    await kit.t.database.db
      .update(feedbackInvites)
      .set({ revokedAt: new Date() })
      .where(eq(feedbackInvites.id, inviteId));
    const revoked = await kit.t.inject({ method: 'GET', url: `/api/feedback/${token}` });
    expect(revoked.json().state).toBe('revoked');
    expect(revoked.cookies.find((c) => c.name === RATER_DRAFT_COOKIE)).toBeUndefined();
  });
});
