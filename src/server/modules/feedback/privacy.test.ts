import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoundListSchema, feedbackPaths, roundResponseSchema } from '../../../contract/feedback';
import { dataExportSchema } from '../../../contract/me';
import { INVITE_TTL_MS } from '../../../domain/feedback-rules';
import { feedbackInvites, feedbackRounds, rateLimits, raterAnswers, raterSubmissions } from '../../db/schema';
import { signedInBrowser } from '../../security/helpers';
import type { TestBrowser } from '../auth/test-browser';
import { runRetention } from '../retention/job';
import { type FeedbackKit, openFeedbackKit } from './test-kit';
import { raterRateLimitSubject } from './tokens';

const silent = { info: () => {}, debug: () => {}, warn: () => {} };

let kit: FeedbackKit;
let admin: TestBrowser;
beforeAll(async () => {
  kit = await openFeedbackKit();
  admin = (await signedInBrowser(kit.t, { admin: true })).browser;
}, 240_000);
afterAll(async () => kit?.t.close());

/** A founder with a round: three raters who sent answers and comments, and one e-mail invite still open. */
async function founderWithFeedback(name: string) {
  const founder = await kit.founder(name);
  const round = await kit.openRound(founder);
  const tokens: string[] = [];
  for (const [index, relationship] of (['co-founder', 'team-member', 'mentor-or-peer'] as const).entries()) {
    const { token } = await kit.link(founder, round.id, relationship);
    await kit.rater.rate(token, () => (index + 2) as 2 | 3 | 4, `Comment ${index} for ${name}`);
    tokens.push(token);
  }
  const invited = await founder.browser.post(`/api/me/feedback/rounds/${round.id}/invites`, {
    email: `rater.of.${name.split(' ')[0]?.toLowerCase()}@example.com`,
    relationship: 'other',
  });
  expect(invited.statusCode).toBe(201);
  return { founder, round, tokens };
}

describe('the founder’s export', () => {
  it('holds the rounds with invites and the released report, never one rater’s answers', async () => {
    const { founder, round } = await founderWithFeedback('Sam Rivera');
    const res = await founder.browser.get('/api/me/export');
    expect(res.statusCode).toBe(200);
    const data = dataExportSchema.parse(res.json());
    expect(data.feedbackRounds).toHaveLength(1);
    const [exported] = data.feedbackRounds;
    const view = roundResponseSchema.parse(
      (await founder.browser.get(`/api/me/feedback/rounds/${round.id}`)).json(),
    );
    // exactly what the founder was shown: the aggregates, comments in their shown order
    expect(exported?.report).toEqual(view.round.report);
    expect(exported?.report.status).toBe('ready');
    expect(exported?.invites.map((invite) => [invite.relationship, invite.email, invite.state])).toEqual([
      ['co-founder', null, 'active'],
      ['team-member', null, 'active'],
      ['mentor-or-peer', null, 'active'],
      ['other', 'rater.of.sam@example.com', 'active'],
    ]);
    const body = JSON.stringify(res.json().feedbackRounds);
    for (const key of ['"answers"', '"value"', '"submittedAt"', '"tokenHash"', '"emailHash"'])
      expect(body).not.toContain(key);

    await founder.browser.post(`/api/me/feedback/rounds/${round.id}/close`);
    const closed = dataExportSchema.parse((await founder.browser.get('/api/me/export')).json());
    expect(closed.feedbackRounds[0]?.invites.map((invite) => invite.email)).toEqual([null, null, null, null]);
    expect(closed.feedbackRounds[0]?.status).toBe('closed');
  });
});

describe('deleting the founder', () => {
  it('leaves no round, invite, rater submission, rater answer or link rate-limit window of theirs', async () => {
    const gone = await founderWithFeedback('Gale Gone');
    const stays = await founderWithFeedback('Sky Stays');
    const { db } = kit.t.database;
    const roundsOf = (userId: string) =>
      db.select({ id: feedbackRounds.id }).from(feedbackRounds).where(eq(feedbackRounds.userId, userId));
    const rowsUnder = async (roundIds: string[]) => {
      const invites = await db
        .select({ id: feedbackInvites.id })
        .from(feedbackInvites)
        .where(inArray(feedbackInvites.roundId, roundIds));
      const submissions = invites.length
        ? await db
            .select({ id: raterSubmissions.id })
            .from(raterSubmissions)
            .where(
              inArray(
                raterSubmissions.inviteId,
                invites.map((i) => i.id),
              ),
            )
        : [];
      const answers = submissions.length
        ? await db
            .select({ id: raterAnswers.submissionId })
            .from(raterAnswers)
            .where(
              inArray(
                raterAnswers.submissionId,
                submissions.map((s) => s.id),
              ),
            )
        : [];
      return { invites: invites.length, submissions: submissions.length, answers: answers.length };
    };
    const goneRounds = (await roundsOf(gone.founder.id)).map((r) => r.id);
    expect(await rowsUnder(goneRounds)).toEqual({ invites: 4, submissions: 3, answers: 12 });
    const windows = () =>
      db
        .select({ identifier: rateLimits.identifier })
        .from(rateLimits)
        .where(like(rateLimits.identifier, 'rater:%'));
    expect((await windows()).map((w) => w.identifier)).toContain(raterRateLimitSubject(gone.tokens[0] ?? ''));

    const deleted = await gone.founder.browser.delete('/api/me', { confirm: 'DELETE' });
    expect(deleted.statusCode).toBe(200);

    expect(await roundsOf(gone.founder.id)).toEqual([]);
    expect(await rowsUnder(goneRounds)).toEqual({ invites: 0, submissions: 0, answers: 0 });
    const left = (await windows()).map((w) => w.identifier);
    for (const token of gone.tokens) expect(left).not.toContain(raterRateLimitSubject(token));
    // the raters' links now lead nowhere
    expect((await kit.rater.view(gone.tokens[0] ?? '')).statusCode).toBe(404);
    // another founder's feedback is untouched
    const staysRounds = (await roundsOf(stays.founder.id)).map((r) => r.id);
    expect(await rowsUnder(staysRounds)).toEqual({ invites: 4, submissions: 3, answers: 12 });
  });
});

describe('the admin', () => {
  it('sees per round counts and the founder’s address only, and the dashboard counts rounds and raters', async () => {
    const { founder, round } = await founderWithFeedback('Ada Admin-Seen');
    const res = await admin.get(feedbackPaths.adminRounds);
    expect(res.statusCode).toBe(200);
    const rows = adminRoundListSchema.parse(res.json()).rounds;
    const row = rows.find((r) => r.id === round.id);
    expect(row).toMatchObject({ founderEmail: founder.email, status: 'open', invited: 4, answered: 3 });
    expect(Object.keys(row ?? {}).sort()).toEqual(
      ['answered', 'closedAt', 'createdAt', 'founderEmail', 'id', 'invited', 'status'].sort(),
    );
    expect(res.body).not.toContain('rater.of.ada@example.com');
    expect(res.body).not.toContain('Comment 0');

    const dashboard = await admin.get('/api/admin/dashboard?period=7d&version=all');
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const stats = dashboard.json();
    const allRounds = await kit.t.database.db.select({ id: feedbackRounds.id }).from(feedbackRounds);
    expect(stats.feedbackRounds).toBe(allRounds.length);
    const sent = await kit.t.database.db.select({ id: raterSubmissions.id }).from(raterSubmissions);
    expect(stats.raters).toBe(sent.length);
    expect(stats.raters).toBeGreaterThanOrEqual(3);

    // founders and anonymous callers are refused
    expect((await founder.browser.get(feedbackPaths.adminRounds)).statusCode).toBe(403);
    expect((await kit.t.inject({ method: 'GET', url: feedbackPaths.adminRounds })).statusCode).toBe(403);
  });
});

describe('a round nobody can answer any more', () => {
  it('closes by itself in the retention run once every link expired or was revoked, and forgets the addresses', async () => {
    const founder = await kit.founder('Robin Lapsed');
    const round = await kit.openRound(founder);
    const invited = await founder.browser.post(`/api/me/feedback/rounds/${round.id}/invites`, {
      email: 'lapsed.rater@example.com',
      relationship: 'investor-or-board',
    });
    expect(invited.statusCode).toBe(201);
    const { db } = kit.t.database;
    const stateOf = async () => {
      const [row] = await db
        .select({ status: feedbackRounds.status })
        .from(feedbackRounds)
        .where(eq(feedbackRounds.id, round.id));
      const invites = await db
        .select({ email: feedbackInvites.email, emailHash: feedbackInvites.emailHash })
        .from(feedbackInvites)
        .where(eq(feedbackInvites.roundId, round.id));
      return { status: row?.status, invites };
    };

    // a link still works one day before it expires: the round stays open with the address
    const lastDay = new Date(Date.now() + INVITE_TTL_MS - 24 * 60 * 60 * 1000);
    await runRetention(db, { now: lastDay, log: silent });
    expect((await stateOf()).status).toBe('open');
    expect((await stateOf()).invites[0]?.email).toBe('lapsed.rater@example.com');

    const report = await runRetention(db, {
      now: new Date(Date.now() + INVITE_TTL_MS + 60_000),
      log: silent,
    });
    expect(report.failed).toEqual([]);
    expect(report.deleted.expiredFeedbackRounds).toBeGreaterThanOrEqual(1);
    const after = await stateOf();
    expect(after.status).toBe('closed');
    expect(after.invites).toEqual([{ email: null, emailHash: expect.any(String) }]);
  });
});
