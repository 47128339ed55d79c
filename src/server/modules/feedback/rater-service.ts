import { raterFlowCopy } from '../../../content/feedback-copy';
import type { RaterView } from '../../../contract/feedback';
import type { AnswerValue } from '../../../domain/answers';
import { founderFirstName } from '../../../domain/feedback-observer';
import { raterDraftAccess, raterLinkState, validateRaterSubmission } from '../../../domain/feedback-rules';
import { HttpError } from '../../plugins/error-handler';
import { founderNameForRaters } from './observer-wording';
import type { FeedbackRepository, RaterLink } from './repository';
import { raterDraftKeyHash, raterTokenHash } from './tokens';
import { raterStatementIds, raterStatements, type VersionContent } from './views';

type LinkState = RaterView['state'];

const LINK_NOT_FOUND = () => new HttpError(404, 'not_found', raterFlowCopy.linkStates.notFound.title);

/** The state of a rater's link: the domain's, and 'withdrawn' for good once the rater deleted their answers. */
export function linkStateOf(link: Pick<RaterLink, 'invite' | 'round' | 'submission'>, now: Date): LinkState {
  if (link.invite.withdrawnAt) return 'withdrawn';
  return raterLinkState(
    {
      sentAt: link.invite.sentAt,
      revokedAt: link.invite.revokedAt,
      roundClosedAt: link.round.closedAt,
      submittedAt: link.submission?.submittedAt ?? null,
    },
    now,
  );
}

/** The hash of a draft key the route made or checked: a malformed one is a bug, not a request. */
function draftKeyHashOf(draftKey: string): string {
  const hash = raterDraftKeyHash(draftKey);
  if (hash === null) throw new Error('a rater draft key must be 43 base64url characters');
  return hash;
}

const lockOf = (link: RaterLink) => ({ inviteId: link.invite.id, roundId: link.round.id });

function assertOpen(state: LinkState) {
  if (state === 'open') return;
  const message = state === 'withdrawn' ? raterFlowCopy.deletion.done : raterFlowCopy.linkStates[state].title;
  throw new HttpError(409, `link_${state}`, message);
}

const STARTED_ELSEWHERE = () =>
  new HttpError(409, 'started_elsewhere', raterFlowCopy.startedElsewhere.refused);

/** Refuses a write from a browser other than the one the answers in progress belong to. */
function assertDraftWritable(link: RaterLink, draftKeyHash: string | null) {
  if (raterDraftAccess(link.submission?.draftKeyHash, draftKeyHash) === 'elsewhere')
    throw STARTED_ELSEWHERE();
}

export type RaterServiceDependencies = {
  repository: FeedbackRepository;
  contentOf(versionId: string): Promise<VersionContent>;
  now?: () => Date;
  /** told after a rater's answers were sent (it must not throw; it is not awaited) */
  onSubmitted?: (submitted: { versionId: string }) => void;
};

/**
 * The rater's side: the link token is the only credential, and the browser's draft key (a cookie) says
 * whose answers in progress are whose. A rater reads who asks and the statements in observer wording,
 * saves answers, sends them with an optional comment, starts again, or deletes them. Nothing here reads
 * the founder's own answers or scores, or another rater's; answers in progress only in their browser.
 */
export function raterService(deps: RaterServiceDependencies) {
  const { repository } = deps;
  const clock = deps.now ?? (() => new Date());

  async function linkOf(token: string): Promise<RaterLink> {
    const link = await repository.raterLink(raterTokenHash(token));
    if (!link) throw LINK_NOT_FOUND();
    return link;
  }

  return {
    async view(token: string, draftKey: string | null): Promise<RaterView> {
      const link = await linkOf(token);
      const state = linkStateOf(link, clock());
      const firstName = founderFirstName(link.founderName);
      const closed: RaterView = {
        state,
        founderName: founderNameForRaters(link.founderName),
        relationship: link.invite.relationship,
        expiresAt: link.invite.expiresAt.toISOString(),
        statements: [],
        answers: {},
        comment: null,
        hasAnswers: link.submission !== null,
        startedElsewhere: false,
      };
      if (state !== 'open') return closed;
      const statements = raterStatements(
        await deps.contentOf(link.round.versionId),
        firstName,
        link.invite.relationship,
      );
      const access = raterDraftAccess(link.submission?.draftKeyHash, raterDraftKeyHash(draftKey));
      if (access === 'elsewhere') return { ...closed, statements, startedElsewhere: true };
      const saved = link.submission ? await repository.raterAnswers(link.submission.id) : {};
      const answers: Record<string, AnswerValue | null> = {};
      for (const { questionId } of statements)
        if (Object.hasOwn(saved, questionId))
          answers[questionId] = (saved[questionId] ?? null) as AnswerValue | null;
      return { ...closed, statements, answers, comment: link.submission?.comment ?? null };
    },

    /** `draftKey`: this browser's (the route makes one for a browser without); the first answer binds it. */
    async saveAnswer(
      token: string,
      questionId: string,
      value: AnswerValue | null,
      draftKey: string,
    ): Promise<void> {
      const keyHash = draftKeyHashOf(draftKey);
      const link = await linkOf(token);
      assertOpen(linkStateOf(link, clock()));
      assertDraftWritable(link, keyHash);
      const asked = raterStatementIds(await deps.contentOf(link.round.versionId), link.invite.relationship);
      if (!asked.includes(questionId))
        throw new HttpError(400, 'unknown_question', 'This statement is not part of this feedback.');
      const saved = await repository.lockedLink(lockOf(link), async (current, writes) => {
        assertOpen(linkStateOf(current, clock()));
        assertDraftWritable(current, keyHash);
        await writes.claimDraft(keyHash);
        await writes.saveAnswer(current.round.versionId, questionId, value);
        return true;
      });
      if (saved === null) throw LINK_NOT_FOUND();
    },

    async submit(token: string, comment: string | null, draftKey: string | null): Promise<void> {
      const keyHash = raterDraftKeyHash(draftKey);
      const link = await linkOf(token);
      assertOpen(linkStateOf(link, clock()));
      assertDraftWritable(link, keyHash);
      const asked = raterStatementIds(await deps.contentOf(link.round.versionId), link.invite.relationship);
      const sent = await repository.lockedLink(lockOf(link), async (current, writes) => {
        const now = clock();
        assertOpen(linkStateOf(current, now));
        assertDraftWritable(current, keyHash);
        const problem = validateRaterSubmission(await writes.answers(), asked, comment);
        if (problem !== null) throw new HttpError(400, 'invalid_submission', problem);
        await writes.submit(comment, now);
        return true;
      });
      if (sent === null) throw LINK_NOT_FOUND();
      deps.onSubmitted?.({ versionId: link.round.versionId });
    },

    /**
     * Deletes the answers in progress, wherever they were saved, and binds the link's answers to this
     * browser: a rater who moved to another device goes on there, and nobody else reads what was saved.
     */
    async restart(token: string, draftKey: string): Promise<void> {
      const keyHash = draftKeyHashOf(draftKey);
      const link = await linkOf(token);
      assertOpen(linkStateOf(link, clock()));
      const restarted = await repository.lockedLink(lockOf(link), async (current, writes) => {
        assertOpen(linkStateOf(current, clock()));
        await writes.restartDraft(keyHash);
        return true;
      });
      if (restarted === null) throw LINK_NOT_FOUND();
    },

    /** Deletes the rater's answers and comment, in any state of the link; the link then reads 'withdrawn'. */
    async withdraw(token: string): Promise<void> {
      const link = await linkOf(token);
      const withdrawn = await repository.lockedLink(lockOf(link), async (_current, writes) => {
        await writes.withdraw(clock());
        return true;
      });
      if (withdrawn === null) throw LINK_NOT_FOUND();
    },
  };
}

export type RaterService = ReturnType<typeof raterService>;
