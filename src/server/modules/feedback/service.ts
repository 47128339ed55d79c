import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { feedbackInsightTemplates, founderFeedbackCopy } from '../../../content/feedback-copy';
import type { ExportedRound, FounderInvite, RoundSummary, RoundView } from '../../../contract/feedback';
import { raterPagePath } from '../../../contract/feedback';
import { howOthersSeeYouSection } from '../../../domain/feedback-insight';
import {
  FEEDBACK_MESSAGES,
  type FeedbackInvite,
  inviteExpiresAt,
  MAX_INVITES_PER_ROUND,
  type RaterRelationship,
  validateInvite,
} from '../../../domain/feedback-rules';
import { HttpError } from '../../plugins/error-handler';
import type { Mailer } from '../mail/mailer';
import { type EmailKind, renderEmail } from '../mail/templates';
import { founderNameForEmails } from './observer-wording';
import type { FeedbackRepository, InviteRow, NewInvite, RoundRow } from './repository';
import { inviteEmailHash, raterLinkToken, raterTokenHash } from './tokens';
import {
  countsOf,
  founderInvite,
  roundReport,
  roundSummary,
  type VersionContent,
  versionContent,
} from './views';

/** The same answer for a missing round and another founder's. */
const ROUND_NOT_FOUND = () => new HttpError(404, 'not_found', 'Feedback round not found.');
const INVITE_NOT_FOUND = () => new HttpError(404, 'not_found', 'Invite not found.');
const ROUND_CLOSED = () =>
  new HttpError(
    409,
    'round_closed',
    'This feedback round is closed: open a new round to invite more people.',
  );
const CANNOT_REMIND = () =>
  new HttpError(
    409,
    'cannot_remind',
    'This invite cannot be reminded: it was reminded already or is no longer open.',
  );

/** Published versions never change, so their content is kept. */
const VERSIONS_KEPT = 20;
const CANNED_TEXTS_KEPT = 2000;

export type FeedbackServiceDependencies = {
  repository: FeedbackRepository;
  mailer: Pick<Mailer, 'send'>;
  /** PUBLIC_URL: links in e-mails lead there */
  publicUrl: string;
  /** keys the link tokens and the address hashes */
  authSecret: string;
  /** the canned 'How Others See You' the result already shows (chosen from the founder's own scores) */
  cannedText(resultId: string, userId: string): Promise<string>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** the time invites are made, expire and are reminded at; tests move it */
  now?: () => Date;
};

export type Founder = { id: string; email: string };

/**
 * The founder's side of rater feedback: rounds on their own results, invites by e-mail or personal link,
 * revoking, the one reminder, and the report. Nothing returned depends on one rater's answers below the
 * domain's thresholds: the report is `computeFeedbackReport`'s, the invite list carries no answered state.
 */
export function feedbackService(deps: FeedbackServiceDependencies) {
  const { repository } = deps;
  const clock = deps.now ?? (() => new Date());
  const versions = new LRUCache<string, VersionContent>({ max: VERSIONS_KEPT });
  /** a given result never changes (a database trigger), nor does its canned text */
  const cannedTexts = new LRUCache<string, string>({ max: CANNED_TEXTS_KEPT });
  /** reminders in flight (sent after the answer, see `remind`); awaited on close */
  const sending = new Set<Promise<void>>();

  async function contentOf(versionId: string): Promise<VersionContent> {
    const kept = versions.get(versionId);
    if (kept) return kept;
    const content = versionContent(await repository.versionContent(versionId));
    versions.set(versionId, content);
    return content;
  }

  /** Called only for a round of `userId`, which is on that user's own result. */
  async function cannedTextOf(round: RoundRow, userId: string): Promise<string> {
    const kept = cannedTexts.get(round.resultId);
    if (kept !== undefined) return kept;
    const text = await deps.cannedText(round.resultId, userId);
    cannedTexts.set(round.resultId, text);
    return text;
  }

  async function ownRound(roundId: string, userId: string): Promise<RoundRow> {
    const round = await repository.ownRound(roundId, userId);
    if (!round) throw ROUND_NOT_FOUND();
    return round;
  }

  const linkUrl = (inviteId: string) =>
    `${deps.publicUrl}${raterPagePath(raterLinkToken(deps.authSecret, inviteId))}`;

  async function mail(kind: EmailKind, to: string, inviteId: string, founderName: string | null) {
    await deps.mailer.send(
      to,
      renderEmail(kind, { url: linkUrl(inviteId), founder: founderNameForEmails(founderName) }),
    );
  }

  /** A new invite's row: its id decides its token, so the link exists only in what is sent or shown. */
  function newInvite(relationship: RaterRelationship, email: string | null): NewInvite {
    const id = randomUUID();
    const sentAt = clock();
    return {
      id,
      relationship,
      tokenHash: raterTokenHash(raterLinkToken(deps.authSecret, id)),
      email,
      emailHash: email === null ? null : inviteEmailHash(deps.authSecret, email),
      sentAt,
      expiresAt: inviteExpiresAt(sentAt),
    };
  }

  async function addInvite(
    round: RoundRow,
    invite: NewInvite,
    check: Parameters<FeedbackRepository['addInvite']>[2],
  ): Promise<InviteRow> {
    if (round.status !== 'open') throw ROUND_CLOSED();
    const added = await repository.addInvite(round.id, invite, check);
    if ('invite' in added) return added.invite;
    if (added.problem === 'closed') throw ROUND_CLOSED();
    throw new HttpError(400, 'invalid_invite', added.problem);
  }

  async function summaries(rounds: RoundRow[]): Promise<RoundSummary[]> {
    const { invites, raters } = await repository.relationshipsOf(rounds.map((round) => round.id));
    return rounds.map((round) =>
      roundSummary(
        round,
        countsOf(
          invites.filter((invite) => invite.roundId === round.id),
          raters.filter((rater) => rater.roundId === round.id),
        ),
      ),
    );
  }

  /** The round as the founder reads it: aggregates and counts only. */
  async function view(round: RoundRow, userId: string): Promise<RoundView> {
    const now = clock();
    const [invites, raters, selfAnswers, content, canned] = await Promise.all([
      repository.invites(round.id),
      repository.submittedRaters(round.id),
      repository.selfAnswers(round.resultId),
      contentOf(round.versionId),
      cannedTextOf(round, userId),
    ]);
    const report = roundReport({ roundId: round.id, content, selfAnswers, invites, raters });
    return {
      ...roundSummary(round, report.counts),
      invites: invites.map((invite) => founderInvite(invite, round.closedAt, now)),
      report,
      howOthersSeeYou: howOthersSeeYouSection(report, canned, feedbackInsightTemplates),
    };
  }

  return {
    contentOf,

    async list(userId: string): Promise<RoundSummary[]> {
      return summaries(await repository.roundsOf(userId));
    },

    async read(roundId: string, userId: string): Promise<RoundView> {
      return view(await ownRound(roundId, userId), userId);
    },

    /** Opens a round on one of the founder's completed results, or answers the one open there. */
    async open(userId: string, resultId: string): Promise<{ created: boolean; round: RoundView }> {
      const result = await repository.completedResultOf(userId, resultId);
      if (!result) throw new HttpError(404, 'not_found', 'No completed assessment of yours has this id.');
      const { id, created } = await repository.openRound({
        userId,
        resultId,
        versionId: result.versionId,
        now: clock(),
      });
      return { created, round: await view(await ownRound(id, userId), userId) };
    },

    /** Closes the round: its links stop working and the raters' addresses are dropped. */
    async close(roundId: string, userId: string): Promise<RoundView> {
      const round = await ownRound(roundId, userId);
      if (round.status === 'open') await repository.closeRound(round.id, clock());
      return view(await ownRound(roundId, userId), userId);
    },

    /** Invites one address (once per round) and sends the e-mail through the mailer. */
    async invite(founder: Founder, roundId: string, body: FeedbackInvite): Promise<FounderInvite> {
      const round = await ownRound(roundId, founder.id);
      const invite = newInvite(body.relationship, body.email);
      const row = await addInvite(round, invite, (existing) =>
        validateInvite(body, {
          founderEmail: founder.email,
          // a plain address is kept only while the round is open; its hash is the lasting check
          invitedEmails: existing.flatMap((other) =>
            other.email !== null ? [other.email] : other.emailHash === invite.emailHash ? [body.email] : [],
          ),
          inviteCount: existing.length,
        }),
      );
      try {
        await mail('feedback-invite', body.email, row.id, round.founderName);
      } catch (error) {
        deps.log.warn({ err: error }, 'feedback invite e-mail failed; the invite is taken back');
        await repository.deleteInvite(row.id);
        throw new HttpError(502, 'mail_failed', founderFeedbackCopy.errors.inviteFailed);
      }
      return founderInvite(row, null, clock());
    },

    /** A personal link for the founder to send themself; the link is in the answer this once only. */
    async link(
      userId: string,
      roundId: string,
      relationship: RaterRelationship,
    ): Promise<{ invite: FounderInvite; url: string }> {
      const round = await ownRound(roundId, userId);
      const row = await addInvite(round, newInvite(relationship, null), (existing) =>
        existing.length >= MAX_INVITES_PER_ROUND ? FEEDBACK_MESSAGES.tooManyInvites : null,
      );
      return { invite: founderInvite(row, null, clock()), url: linkUrl(row.id) };
    },

    async revoke(inviteId: string, userId: string): Promise<FounderInvite> {
      const found = await repository.ownInvite(inviteId, userId);
      if (!found) throw INVITE_NOT_FOUND();
      const row = await repository.revoke(inviteId, clock());
      return founderInvite(row, found.roundClosedAt, clock());
    },

    /**
     * The one reminder. Whether the rater has answered must not show: the answer is the same either
     * way, and the e-mail (only to one who has not) goes out after it, so not even the time taken tells.
     */
    async remind(inviteId: string, userId: string): Promise<FounderInvite> {
      const found = await repository.ownInvite(inviteId, userId);
      if (!found) throw INVITE_NOT_FOUND();
      const now = clock();
      if (!founderInvite(found.invite, found.roundClosedAt, now).canRemind) throw CANNOT_REMIND();
      const marked = await repository.markReminded(inviteId, now);
      if (!marked) throw CANNOT_REMIND();
      const { email } = found.invite;
      if (email !== null && !found.answered && found.invite.withdrawnAt === null) {
        const sent = mail('feedback-reminder', email, inviteId, found.founderName)
          .catch((error: unknown) => deps.log.error({ err: error }, 'feedback reminder e-mail failed'))
          .finally(() => sending.delete(sent));
        sending.add(sent);
      }
      return founderInvite(marked, found.roundClosedAt, now);
    },

    /** The founder's rounds for their data export: invites and the released report only. */
    async exportRounds(userId: string): Promise<ExportedRound[]> {
      const rounds = await repository.roundsOf(userId);
      const now = clock();
      return Promise.all(
        rounds.map(async (round) => {
          const [invites, raters, selfAnswers, content] = await Promise.all([
            repository.invites(round.id),
            repository.submittedRaters(round.id),
            repository.selfAnswers(round.resultId),
            contentOf(round.versionId),
          ]);
          return {
            id: round.id,
            resultId: round.resultId,
            status: round.status,
            createdAt: round.createdAt.toISOString(),
            closedAt: round.closedAt?.toISOString() ?? null,
            invites: invites.map((invite) => {
              const { relationship, email, sentAt, expiresAt, state, remindedAt } = founderInvite(
                invite,
                round.closedAt,
                now,
              );
              return { relationship, email, sentAt, expiresAt, state, remindedAt };
            }),
            report: roundReport({ roundId: round.id, content, selfAnswers, invites, raters }),
          };
        }),
      );
    },

    /** Waits for reminders still being sent (the app's close). */
    async settled(): Promise<void> {
      await Promise.all([...sending]);
    },
  };
}

export type FeedbackService = ReturnType<typeof feedbackService>;
