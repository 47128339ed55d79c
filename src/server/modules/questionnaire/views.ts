import type {
  AdminChapter,
  AdminQuestion,
  AdminQuestionnaire,
  PageContent,
  VersionInfo,
} from '../../../contract/admin';
import { orderQuestions } from '../../../domain/chapters';
import type { DiffQuestionnaire } from '../../../domain/questionnaire-diff';
import { iso } from '../admin/data-layer';
import { chapterFields } from './chapter-fields';
import type {
  ChapterContentRow,
  ChapterRow,
  ContentKey,
  QuestionRow,
  VersionContent,
  VersionDetails,
} from './repository';

/** The questionnaire's rows as the admin API answers them, and as the pure diff compares them. */

export function toVersionInfo(v: VersionDetails): VersionInfo {
  return {
    id: v.id,
    number: v.number,
    status: v.status,
    revision: v.revision,
    basedOn: v.basedOnNumber,
    createdAt: iso(v.createdAt),
    publishedAt: v.publishedAt ? iso(v.publishedAt) : null,
    publishedBy: v.publishedByEmail,
  };
}

export function toChapter(row: ChapterRow): AdminChapter {
  return {
    ...chapterFields(row),
    contentKey: row.contentKey,
    updatedAt: iso(row.updatedAt),
  };
}

export function toQuestion(row: QuestionRow): AdminQuestion {
  return {
    id: row.id,
    chapterId: row.chapterId,
    position: row.position,
    text: row.text,
    observerText: row.observerText,
    observerLeftLabel: row.observerLeftLabel,
    observerRightLabel: row.observerRightLabel,
    leftLabel: row.leftLabel,
    rightLabel: row.rightLabel,
    insightLow: row.insightLow,
    insightMedium: row.insightMedium,
    insightHigh: row.insightHigh,
    notApplicableAllowed: row.notApplicableAllowed,
    raterRelationships: row.raterRelationships ?? null,
    updatedAt: iso(row.updatedAt),
  };
}

export function toPageContent(key: ContentKey, row: ChapterContentRow | null): PageContent {
  return {
    pageType: key.pageType as PageContent['pageType'],
    sectionType: key.sectionType as PageContent['sectionType'],
    chapterId: key.chapterId,
    content: row?.content ?? null,
    updatedAt: row ? iso(row.updatedAt) : null,
  };
}

/** Questions by chapter position, then position (what the editor and the respondents see). */
export function inQuestionnaireOrder(content: VersionContent): QuestionRow[] {
  return orderQuestions(content.chapters, content.questions);
}

/** A version as the pure diff compares it. */
export function toDiffInput(content: VersionContent): DiffQuestionnaire {
  return {
    chapters: content.chapters.map((c) => ({
      ...chapterFields(c),
      custom: Object.fromEntries(
        content.custom
          .filter((row) => row.chapterId === c.id)
          .map((row) => [`${row.pageType}.${row.sectionType}`, row.content]),
      ),
    })),
    questions: content.questions.map((q) => ({
      id: q.id,
      chapterId: q.chapterId,
      position: q.position,
      text: q.text,
      observerText: q.observerText,
      observerLeftLabel: q.observerLeftLabel,
      observerRightLabel: q.observerRightLabel,
      leftLabel: q.leftLabel,
      rightLabel: q.rightLabel,
      insightLow: q.insightLow,
      insightMedium: q.insightMedium,
      insightHigh: q.insightHigh,
      notApplicableAllowed: q.notApplicableAllowed,
      raterRelationships: q.raterRelationships?.join(', ') ?? null,
    })),
  };
}

/** A version as the editor reads it. */
export function toAdminQuestionnaire(
  assessment: { id: string; title: string },
  version: VersionDetails,
  published: VersionDetails,
  content: VersionContent,
): AdminQuestionnaire {
  return {
    assessment,
    version: toVersionInfo(version),
    published: toVersionInfo(published),
    chapters: content.chapters.map(toChapter),
    questions: inQuestionnaireOrder(content).map(toQuestion),
  };
}
