import type { FounderInvite, RoundSummary } from '../../../contract/feedback';
import { answersFromResponses } from '../../../domain/answers';
import { orderQuestions } from '../../../domain/chapters';
import { computeFeedbackReport, type FeedbackReport, feedbackCounts } from '../../../domain/feedback-report';
import {
  canRemind,
  founderInviteState,
  isAskedOf,
  type RaterRelationship,
} from '../../../domain/feedback-rules';
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
    /** the relationships whose raters are asked it; null: every rater */
    raterRelationships: readonly RaterRelationship[] | null;
  }>;
};

export function versionContent(raw: VersionContent): VersionContent {
  return { chapters: raw.chapters, questions: orderQuestions(raw.chapters, raw.questions) };
}

/**
 * The statements a rater of this relationship is asked, in questionnaire order, with the founder's
 * first name in them: those with observer wording that their relationship can judge.
 */
export function raterStatements(
  content: VersionContent,
  founderFirstName: string | null,
  relationship: RaterRelationship,
) {
  const chapterById = new Map(content.chapters.map((chapter) => [chapter.id, chapter]));
  return content.questions.flatMap((question) => {
    if (!isAskedOf(question, relationship)) return [];
    const chapter = chapterById.get(question.chapterId);
    const wording = raterWording(chapter?.contentKey ?? null, question, founderFirstName);
    if (!chapter || !wording) return [];
    return [{ questionId: question.id, chapterId: chapter.id, chapterTitle: chapter.title, ...wording }];
  });
}

/** The ids of the statements raters of this relationship are asked on this version. */
export function raterStatementIds(content: VersionContent, relationship: RaterRelationship): string[] {
  return raterStatements(content, null, relationship).map((statement) => statement.questionId);
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
  /** the founder's stored answers; a null value is 'Doesn't apply to me yet' */
  selfAnswers: ReadonlyArray<{ questionId: string; value: number | null }>;
  invites: ReadonlyArray<Pick<InviteRow, 'relationship'>>;
  raters: readonly SubmittedRater[];
}): FeedbackReport {
  return computeFeedbackReport({
    chapters: input.content.chapters,
    questions: input.content.questions,
    selfAnswers: answersFromResponses(input.selfAnswers),
    invitations: input.invites,
    raters: input.raters,
    roundSeed: input.roundId,
  });
}
