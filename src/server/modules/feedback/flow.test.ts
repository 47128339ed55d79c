import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { founderFeedbackCopy } from '../../../content/feedback-copy';
import {
  feedbackPaths,
  type RoundView,
  raterViewSchema,
  roundListSchema,
  roundResponseSchema,
} from '../../../contract/feedback';
import { FEEDBACK_MESSAGES, INVITE_TTL_MS, MAX_INVITES_PER_ROUND } from '../../../domain/feedback-rules';
import { rateLimitFor } from '../../../domain/rate-limit';
import { rateLimits } from '../../db/schema';
import { type FeedbackKit, linksInMail, openFeedbackKit, UNWORDED } from './test-kit';
import { raterRateLimitSubject } from './tokens';

let kit: FeedbackKit;
beforeAll(async () => {
  kit = await openFeedbackKit();
}, 240_000);
afterAll(async () => kit?.t.close());

const roundOf = async (owner: Awaited<ReturnType<FeedbackKit['founder']>>, roundId: string) => {
  const res = await owner.browser.get(`/api/me/feedback/rounds/${roundId}`);
  expect(res.statusCode, res.body).toBe(200);
  return roundResponseSchema.parse(res.json()).round;
};

describe('a founder opens a round and invites raters', () => {
  it('opens a round only on their own completed result; opening again answers the same round', async () => {
    const sam = await kit.founder();
    const other = await kit.founder('Kim Other');
    const first = await sam.browser.post(feedbackPaths.rounds, { resultId: sam.resultId });
    expect(first.statusCode).toBe(201);
    const round = roundResponseSchema.parse(first.json()).round;
    expect(round).toMatchObject({
      resultId: sam.resultId,
      status: 'open',
      invited: 0,
      answered: 0,
      invites: [],
    });
    expect(round.report).toMatchObject({ status: 'waiting', needed: 3 });
    // the canned text the result already shows, said to be that
    expect(round.howOthersSeeYou).toMatchObject({ source: 'canned', answered: 0, needed: 3 });
    const result = (await sam.browser.get(`/api/me/results/${sam.resultId}`)).json();
    expect(round.howOthersSeeYou.text).toBe(result.coreStrength.howOthersSeeYou);

    const again = await sam.browser.post(feedbackPaths.rounds, { resultId: sam.resultId });
    expect(again.statusCode).toBe(200);
    expect(again.json().round.id).toBe(round.id);

    // another founder's result, an unknown id, and an unfinished assessment are all not found
    expect((await other.browser.post(feedbackPaths.rounds, { resultId: sam.resultId })).statusCode).toBe(404);
    const unfinished = await kit.t.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: { visitorId: 'visitor_feedback_unfinished' },
    });
    const session = unfinished.json() as { id: string; secret: string };
    expect((await sam.browser.post('/api/me/sessions/claim', session)).statusCode).toBe(200);
    expect((await sam.browser.post(feedbackPaths.rounds, { resultId: session.id })).statusCode).toBe(404);
    const list = roundListSchema.parse((await sam.browser.get(feedbackPaths.rounds)).json());
    expect(list.rounds.map((r) => r.id)).toEqual([round.id]);
  });

  it('sends one e-mail per address per round through the mailer, with a working link', async () => {
    const sam = await kit.founder('Sam Rivera');
    const round = await kit.openRound(sam);
    const invite = await sam.browser.post(`/api/me/feedback/rounds/${round.id}/invites`, {
      email: '  Rater.One@Example.com ',
      relationship: 'co-founder',
    });
    expect(invite.statusCode, invite.body).toBe(201);
    expect(invite.json().invite).toMatchObject({
      email: 'rater.one@example.com',
      relationship: 'co-founder',
      state: 'active',
      remindedAt: null,
      canRemind: true,
    });
    const toRater = () => kit.outbox().filter((mail) => /^To: rater\.one@example\.com$/im.test(mail));
    const mails = toRater();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: rater.one@example.com');
    expect(mails[0]).toMatch(/Subject: Sam Rivera would like your view/);
    const [url] = linksInMail(mails[0] ?? '');
    expect(url).toMatch(new RegExp(`^${kit.t.config.publicUrl}/feedback/[A-Za-z0-9_-]{43}$`));
    const view = raterViewSchema.parse((await kit.rater.view(url?.split('/').at(-1) ?? '')).json());
    expect(view).toMatchObject({ state: 'open', founderName: 'Sam', relationship: 'co-founder' });

    // the same address in another case is refused, and no second e-mail goes out
    for (const email of ['rater.one@example.com', 'RATER.ONE@EXAMPLE.COM']) {
      const again = await sam.browser.post(`/api/me/feedback/rounds/${round.id}/invites`, {
        email,
        relationship: 'team-member',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().error.message).toBe(FEEDBACK_MESSAGES.alreadyInvited);
    }
    const own = await sam.browser.post(`/api/me/feedback/rounds/${round.id}/invites`, {
      email: sam.email.toUpperCase(),
      relationship: 'other',
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().error.message).toBe(FEEDBACK_MESSAGES.ownEmail);
    const bad = await sam.browser.post(`/api/me/feedback/rounds/${round.id}/invites`, {
      email: 'not-an-address',
      relationship: 'other',
    });
    expect(bad.statusCode).toBe(400);
    expect(toRater()).toHaveLength(1);
  });

  it('holds a round to 25 invites, links included', async () => {
    const sam = await kit.founder();
    const round = await kit.openRound(sam);
    for (let i = 0; i < MAX_INVITES_PER_ROUND; i++) await kit.link(sam, round.id);
    const over = await sam.browser.post(`/api/me/feedback/rounds/${round.id}/links`, {
      relationship: 'other',
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toBe(FEEDBACK_MESSAGES.tooManyInvites);
    const mail = await sam.browser.post(`/api/me/feedback/rounds/${round.id}/invites`, {
      email: 'twenty-sixth@example.com',
      relationship: 'other',
    });
    expect(mail.json().error.message).toBe(FEEDBACK_MESSAGES.tooManyInvites);
  });
});

describe('a rater answers through the link', () => {
  it('reads the statements in observer wording, in order, without the founder’s scores, and resumes', async () => {
    const sam = await kit.founder('Sam Rivera', () => 5);
    const round = await kit.openRound(sam);
    const { token } = await kit.link(sam, round.id, 'mentor-or-peer');
    const view = raterViewSchema.parse((await kit.rater.view(token)).json());
    const asked = kit.questionnaire.questions.filter((_q, index) => index !== 4);
    expect(view.statements.map((s) => s.questionId)).toEqual(asked.map((q) => q.id));
    expect(view.statements[0]?.text).toBe(`Sam (as seen by others): ${asked[0]?.text}`);
    expect(view.statements[0]).toMatchObject({ leftLabel: null, rightLabel: null });
    expect(UNWORDED.position).toBe(3);
    expect(view.answers).toEqual({});
    // nothing of the founder's own answers (all 5) or scores is in the rater's view
    expect(JSON.stringify(view)).not.toMatch(/"(value|overall|self|average)"/);

    const first = view.statements[0]?.questionId ?? '';
    const second = view.statements[1]?.questionId ?? '';
    expect((await kit.rater.answer(token, first, 4)).statusCode).toBe(200);
    expect((await kit.rater.answer(token, second, null)).statusCode).toBe(200);
    expect((await kit.rater.answer(token, first, 2)).statusCode).toBe(200);
    const resumed = raterViewSchema.parse((await kit.rater.view(token)).json());
    expect(resumed.answers).toEqual({ [first]: 2, [second]: null });

    // bad input answers clearly, never a 500
    const unworded = kit.questionnaire.questions[4]?.id ?? '';
    expect((await kit.rater.answer(token, unworded, 3)).json().error.code).toBe('unknown_question');
    expect((await kit.rater.answer(token, first, 6 as never)).statusCode).toBe(400);
    expect((await kit.rater.answer(token, 'not-a-uuid', 3)).statusCode).toBe(400);
    expect((await kit.rater.view('short')).statusCode).toBe(400);
    const unknown = await kit.rater.view('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('not_found');

    // sending needs every statement answered (or "can't judge")
    const early = await kit.rater.submit(token, 'Great');
    expect(early.statusCode).toBe(400);
    expect(early.json().error.message).toBe(FEEDBACK_MESSAGES.answerEveryStatement);
    for (const statement of view.statements.slice(2))
      expect((await kit.rater.answer(token, statement.questionId, 3)).statusCode).toBe(200);
    const tooLong = await kit.rater.submit(token, 'x'.repeat(1001));
    expect(tooLong.statusCode).toBe(400);
    const sent = await kit.rater.submit(token, '  Listens well.  ');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ state: 'submitted' });

    const after = raterViewSchema.parse((await kit.rater.view(token)).json());
    expect(after).toMatchObject({ state: 'submitted', statements: [], answers: {}, comment: null });
    const late = await kit.rater.answer(token, first, 5);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('link_submitted');
    expect((await kit.rater.submit(token)).json().error.code).toBe('link_submitted');
  });

  it('answers sent at the same moment are all kept, and a submit racing a close either lands or is refused', async () => {
    const sam = await kit.founder();
    const round = await kit.openRound(sam);
    const { token } = await kit.link(sam, round.id);
    const view = raterViewSchema.parse((await kit.rater.view(token)).json());
    const saved = await Promise.all(view.statements.map((s) => kit.rater.answer(token, s.questionId, 4)));
    expect(saved.map((res) => res.statusCode)).toEqual(view.statements.map(() => 200));
    const resumed = raterViewSchema.parse((await kit.rater.view(token)).json());
    expect(Object.keys(resumed.answers).sort()).toEqual(view.statements.map((s) => s.questionId).sort());

    const [sent, closed] = await Promise.all([
      kit.rater.submit(token, 'Just in time?'),
      sam.browser.post(`/api/me/feedback/rounds/${round.id}/close`),
    ]);
    expect(closed.statusCode).toBe(200);
    expect([200, 409]).toContain(sent.statusCode);
    const after = roundResponseSchema.parse(
      (await sam.browser.get(`/api/me/feedback/rounds/${round.id}`)).json(),
    );
    expect(after.round.answered).toBe(sent.statusCode === 200 ? 1 : 0);
  });

  it('a rater who judges nothing cannot send', async () => {
    const sam = await kit.founder();
    const round = await kit.openRound(sam);
    const { token } = await kit.link(sam, round.id);
    const view = raterViewSchema.parse((await kit.rater.view(token)).json());
    for (const s of view.statements) await kit.rater.answer(token, s.questionId, null);
    const sent = await kit.rater.submit(token);
    expect(sent.statusCode).toBe(400);
    expect(sent.json().error.message).toBe(FEEDBACK_MESSAGES.rateAtLeastOne);
  });

  it('a rater deletes their answers: they leave the report and the link reads withdrawn for good', async () => {
    const sam = await kit.founder();
    const round = await kit.openRound(sam);
    const links = [];
    for (let i = 0; i < 3; i++) links.push(await kit.link(sam, round.id));
    for (const { token } of links) await kit.rater.rate(token, () => 4, 'Kind words');
    expect((await roundOf(sam, round.id)).report.status).toBe('ready');

    const gone = links[0]?.token ?? '';
    const deleted = await kit.rater.withdraw(gone);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true });
    const view = raterViewSchema.parse((await kit.rater.view(gone)).json());
    expect(view.state).toBe('withdrawn');
    const save = await kit.rater.answer(gone, kit.questionIds[0] ?? '', 3);
    expect(save.statusCode).toBe(409);
    expect(save.json().error.code).toBe('link_withdrawn');
    expect((await kit.rater.withdraw(gone)).statusCode).toBe(200);
    const after = await roundOf(sam, round.id);
    expect(after.report).toMatchObject({ status: 'waiting', needed: 1 });
    expect(after.answered).toBe(2);
  });
});

describe('revoked, expired and closed links', () => {
  it('each says so and cannot save', async () => {
    const sam = await kit.founder();
    const round = await kit.openRound(sam);
    const revoked = await kit.link(sam, round.id);
    const expiring = await kit.link(sam, round.id);
    const question = kit.questionIds[0] ?? '';

    // as the web sends it: no body at all
    const revoke = await sam.browser.request({
      method: 'POST',
      url: `/api/me/feedback/invites/${revoked.inviteId}/revoke`,
    });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json().invite).toMatchObject({ state: 'revoked', canRemind: false });
    expect((await kit.rater.view(revoked.token)).json().state).toBe('revoked');
    const refused = await kit.rater.answer(revoked.token, question, 3);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('link_revoked');

    // answers saved before the link expired stay the rater's to delete
    expect((await kit.rater.view(expiring.token)).json().hasAnswers).toBe(false);
    expect((await kit.rater.answer(expiring.token, question, 2)).statusCode).toBe(200);
    kit.clock.offsetMs = INVITE_TTL_MS + 1000;
    try {
      expect((await kit.rater.view(expiring.token)).json()).toMatchObject({
        state: 'expired',
        hasAnswers: true,
      });
      expect((await kit.rater.answer(expiring.token, question, 3)).json().error.code).toBe('link_expired');
      const invites = (await roundOf(sam, round.id)).invites;
      expect(invites.find((i) => i.id === expiring.inviteId)?.state).toBe('expired');
      expect((await kit.rater.withdraw(expiring.token)).statusCode).toBe(200);
      expect((await kit.rater.view(expiring.token)).json()).toMatchObject({
        state: 'withdrawn',
        hasAnswers: false,
      });
    } finally {
      kit.clock.offsetMs = 0;
    }

    const open = await kit.link(sam, round.id);
    expect((await kit.rater.answer(open.token, question, 3)).statusCode).toBe(200);
    const closed = await sam.browser.post(`/api/me/feedback/rounds/${round.id}/close`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().round).toMatchObject({ status: 'closed' });
    expect((await kit.rater.view(open.token)).json().state).toBe('closed');
    expect((await kit.rater.answer(open.token, question, 4)).json().error.code).toBe('link_closed');
    expect((await kit.rater.submit(open.token)).json().error.code).toBe('link_closed');
    // no more invites into a closed round; a new round on the same result is possible
    const more = await sam.browser.post(`/api/me/feedback/rounds/${round.id}/links`, {
      relationship: 'other',
    });
    expect(more.statusCode).toBe(409);
    expect(more.json().error.code).toBe('round_closed');
    const next = await sam.browser.post(feedbackPaths.rounds, { resultId: sam.resultId });
    expect(next.statusCode).toBe(201);
  });

  it('closing drops the raters’ addresses but still refuses a second invite of the same address', async () => {
    const sam = await kit.founder();
    const round = await kit.openRound(sam);
    await sam.browser.post(`/api/me/feedback/rounds/${round.id}/invites`, {
      email: 'keep.me@example.com',
      relationship: 'investor-or-board',
    });
    const closed = (await sam.browser.post(`/api/me/feedback/rounds/${round.id}/close`)).json()
      .round as RoundView;
    expect(closed.invites.map((i) => [i.email, i.state, i.canRemind])).toEqual([[null, 'closed', false]]);
    const rows = await kit.t.database.db.execute<{ email: string | null; email_hash: string | null }>(
      // plain SQL: what is stored, not what a route shows
      (await import('drizzle-orm'))
        .sql`select email, email_hash from feedback_invites where round_id = ${round.id}`,
    );
    const stored = ((rows as unknown as { rows?: unknown[] }).rows ?? rows) as Array<{
      email: string | null;
      email_hash: string | null;
    }>;
    expect(stored).toEqual([{ email: null, email_hash: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    expect(JSON.stringify(stored)).not.toContain('keep.me');
    expect(
      (await sam.browser.post(`/api/me/feedback/rounds/${round.id}/close`)).statusCode,
      'closing again is harmless',
    ).toBe(200);
  });
});

describe('the reminder', () => {
  it('goes out once, and not to a rater who has answered, with the same answer either way', async () => {
    const sam = await kit.founder('Sam Rivera');
    const round = await kit.openRound(sam);
    const invite = async (email: string) =>
      (
        await sam.browser.post(`/api/me/feedback/rounds/${round.id}/invites`, {
          email,
          relationship: 'team-member',
        })
      ).json().invite as { id: string };
    const pending = await invite('pending@example.com');
    const done = await invite('done@example.com');
    const doneUrl = linksInMail(kit.outbox().find((m) => m.includes('To: done@example.com')) ?? '')[0] ?? '';
    await kit.rater.rate(doneUrl.split('/').at(-1) ?? '', () => 4);

    const reminders = () => kit.outbox().filter((mail) => mail.includes('Subject: Reminder:'));
    const answers = [];
    for (const { id } of [pending, done]) {
      const res = await sam.browser.post(`/api/me/feedback/invites/${id}/remind`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json().invite;
      expect(body.remindedAt).not.toBeNull();
      expect(body.canRemind).toBe(false);
      answers.push({ ...body, id: 'x', email: 'x', remindedAt: 'x', sentAt: 'x', expiresAt: 'x' });
    }
    expect(answers[0]).toEqual(answers[1]);
    await waitFor(() => reminders().length > 0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]).toContain('To: pending@example.com');
    expect(reminders()[0]).toContain('Subject: Reminder: Sam Rivera would like your view');
    // the reminder carries the invite's own link, which still works
    const pendingMails = kit.outbox().filter((m) => m.includes('To: pending@example.com'));
    expect(linksInMail(pendingMails[1] ?? '')).toEqual(linksInMail(pendingMails[0] ?? ''));

    const twice = await sam.browser.post(`/api/me/feedback/invites/${pending.id}/remind`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('cannot_remind');
    const personal = await kit.link(sam, round.id);
    expect((await sam.browser.post(`/api/me/feedback/invites/${personal.inviteId}/remind`)).statusCode).toBe(
      409,
    );
    expect(reminders()).toHaveLength(1);
  });
});

describe('founders see only their own rounds', () => {
  it('every founder route answers another founder 404, as for a missing id', async () => {
    const sam = await kit.founder();
    const kim = await kit.founder('Kim Other');
    const round = await kit.openRound(sam);
    const { inviteId } = await kit.link(sam, round.id);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/api/me/feedback/rounds/${round.id}`],
      ['POST', `/api/me/feedback/rounds/${round.id}/close`, {}],
      [
        'POST',
        `/api/me/feedback/rounds/${round.id}/invites`,
        { email: 'a@example.com', relationship: 'other' },
      ],
      ['POST', `/api/me/feedback/rounds/${round.id}/links`, { relationship: 'other' }],
      ['POST', `/api/me/feedback/invites/${inviteId}/revoke`, {}],
      ['POST', `/api/me/feedback/invites/${inviteId}/remind`, {}],
    ];
    const missing = (url: string) =>
      url
        .replace(round.id, '00000000-0000-4000-8000-000000000000')
        .replace(inviteId, '00000000-0000-4000-8000-000000000001');
    for (const [method, url, payload] of calls) {
      const theirs = await kim.browser.request({ method: method as 'GET', url, payload });
      const none = await kim.browser.request({ method: method as 'GET', url: missing(url), payload });
      expect(theirs.statusCode, `${method} ${url}`).toBe(404);
      expect(theirs.body).toBe(none.body);
      const anonymous = await kit.t.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode).toBe(401);
    }
    expect(roundListSchema.parse((await kim.browser.get(feedbackPaths.rounds)).json()).rounds).toEqual([]);
    // and Sam's round is untouched
    expect((await roundOf(sam, round.id)).invites).toHaveLength(1);
  });
});

describe('the mail failing', () => {
  it('answers 502 with the copy and takes the invite back, so it can be sent again', async () => {
    const sam = await kit.founder();
    const round = await kit.openRound(sam);
    const mailer = kit.t.app.auth.mailer as { send: (...args: unknown[]) => Promise<unknown> };
    const send = mailer.send;
    mailer.send = async () => {
      throw new Error('SMTP down');
    };
    try {
      const res = await sam.browser.post(`/api/me/feedback/rounds/${round.id}/invites`, {
        email: 'retry@example.com',
        relationship: 'other',
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().error.message).toBe(founderFeedbackCopy.errors.inviteFailed);
    } finally {
      mailer.send = send;
    }
    const again = await sam.browser.post(`/api/me/feedback/rounds/${round.id}/invites`, {
      email: 'retry@example.com',
      relationship: 'other',
    });
    expect(again.statusCode).toBe(201);
    expect((await roundOf(sam, round.id)).invites).toHaveLength(1);
  });
});

describe('rate limits', () => {
  it('a link is limited like an assessment session: 429 with Retry-After past the limit, other links unaffected', async () => {
    const sam = await kit.founder();
    const round = await kit.openRound(sam);
    const busy = await kit.link(sam, round.id);
    const quiet = await kit.link(sam, round.id);
    const limit = rateLimitFor('/api/feedback');
    const get = (token: string) =>
      kit.t.app.inject({ method: 'GET', url: `/api/feedback/${token}`, remoteAddress: '203.0.113.50' });
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) statuses.push((await get(busy.token)).statusCode);
    expect(statuses.slice(0, limit).every((status) => status === 200)).toBe(true);
    const refused = await get(busy.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get(quiet.token)).statusCode).toBe(200);
    // the stored window names the link by its hash, never by its token
    const rows = await kit.t.database.db.select({ identifier: rateLimits.identifier }).from(rateLimits);
    expect(rows.map((row) => row.identifier)).toContain(raterRateLimitSubject(busy.token));
    expect(JSON.stringify(rows)).not.toContain(busy.token);
    // raters behind one office address do not spend the budget of founders starting an assessment there
    for (let i = 0; i < 60; i++) expect((await get(quiet.token)).statusCode).toBe(200);
    const started = await kit.t.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: { visitorId: 'visitor_same_office' },
      remoteAddress: '203.0.113.50',
    });
    expect(started.statusCode, started.body).toBe(201);
  });
});

async function waitFor(condition: () => boolean, ms = 5000) {
  const until = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
