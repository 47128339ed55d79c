import type { FounderInvite, RoundSummary } from '../../../contract/feedback';
import { orderQuestions } from '../../../domain/chapters';
import { computeFeedbackReport, type FeedbackReport, feedbackCounts } from '../../../domain/feedback-report';
import { canRemind, founderInviteState } from '../../../domain/feedback-rules';
import type { Area } from '../../../domain/questionnaire';
import { raterWording } from './observer-wording';
import type { InviteRow, RoundRow, SubmittedRater } from './repository';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date === null ? null : iso(date));

/** A questionnaire version as rater feedback reads it (a round's version never changes). */
export type VersionContent = {
  chapters: ReadonlyArray<{
    id: string;
    contentKey: string | null;
    area: Area;
    position: number;
    title: string;
  }>;
  /** in questionnaire order */
  questions: ReadonlyArray<{
    id: string;
    chapterId: string;
    position: number;
    text: string;
    observerText: string | null;
    observerLeftLabel: string | null;
    observerRightLabel: string | null;
  }>;
};

export function versionContent(raw: VersionContent): VersionContent {
  return { chapters: raw.chapters, questions: orderQuestions(raw.chapters, raw.questions) };
}

/** The statements a rater is asked, in questionnaire order, with the founder's first name in them. */
export function raterStatements(content: VersionContent, founderFirstName: string | null) {
  const chapterById = new Map(content.chapters.map((chapter) => [chapter.id, chapter]));
  return content.questions.flatMap((question) => {
    const chapter = chapterById.get(question.chapterId);
    const wording = raterWording(chapter?.contentKey ?? null, question, founderFirstName);
    if (!chapter || !wording) return [];
    return [{ questionId: question.id, chapterId: chapter.id, chapterTitle: chapter.title, ...wording }];
  });
}

/** The ids of the statements raters of this version are asked. */
export function raterStatementIds(content: VersionContent): string[] {
  return raterStatements(content, null).map((statement) => statement.questionId);
}

/**
 * An invite as the founder's list shows it: never whether it was answered. A personal link (no
 * address) cannot be reminded, and no invite can once the round is closed (its address is gone).
 */
export function founderInvite(row: InviteRow, roundClosedAt: Date | null, now: Date): FounderInvite {
  const times = { sentAt: row.sentAt, revokedAt: row.revokedAt, roundClosedAt };
  return {
    id: row.id,
    relationship: row.relationship,
    email: row.email,
    sentAt: iso(row.sentAt),
    expiresAt: iso(row.expiresAt),
    state: founderInviteState(times, now),
    remindedAt: isoOrNull(row.remindedAt),
    canRemind: row.email !== null && canRemind({ ...times, remindedCount: row.remindedAt ? 1 : 0 }, now),
  };
}

export function roundSummary(round: RoundRow, counts: { invited: number; answered: number }): RoundSummary {
  return {
    id: round.id,
    resultId: round.resultId,
    resultCompletedAt: iso(round.resultCompletedAt),
    status: round.status,
    createdAt: iso(round.createdAt),
    closedAt: isoOrNull(round.closedAt),
    invited: counts.invited,
    answered: counts.answered,
  };
}

/** The counts the founder's list shows: the domain's, from relationships only. */
export function countsOf(
  invitations: ReadonlyArray<Pick<InviteRow, 'relationship'>>,
  raters: ReadonlyArray<Pick<SubmittedRater, 'relationship'>>,
) {
  return feedbackCounts(invitations, raters);
}

/** The round's report: the domain's aggregates over the submitted raters, seeded by the round's id. */
export function roundReport(input: {
  roundId: string;
  content: VersionContent;
  selfAnswers: ReadonlyArray<{ questionId: string; value: number }>;
  invites: ReadonlyArray<Pick<InviteRow, 'relationship'>>;
  raters: readonly SubmittedRater[];
}): FeedbackReport {
  return computeFeedbackReport({
    chapters: input.content.chapters,
    questions: input.content.questions,
    selfAnswers: Object.fromEntries(input.selfAnswers.map((answer) => [answer.questionId, answer.value])),
    invitations: input.invites,
    raters: input.raters,
    roundSeed: input.roundId,
  });
}
