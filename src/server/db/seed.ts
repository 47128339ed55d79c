import { eq, sql } from 'drizzle-orm';
import { raterRelationshipsOf } from '../../domain/feedback-rules';
import type { SeedQuestionnaire } from '../../domain/questionnaire';
import { seededObserverWording } from '../modules/feedback/observer-wording';
import type { Database, DatabaseHandle } from './client';
import { assessments, chapters, pageContent, questionnaireVersions, questions } from './schema';

export type LegalPages = Record<'terms' | 'privacy_policy' | 'cookies', string>;

/** A seeded statement's observer wording ('{name} …'), or null when raters are not asked it. */
export type ObserverTextOf = (
  chapterKey: string,
  question: { position: number; text: string },
) => string | null;

const defaultObserverText: ObserverTextOf = (chapterKey, question) =>
  seededObserverWording(chapterKey, question)?.text ?? null;

const SEED_LOCK_KEY = 7_310_422;

/**
 * Installs the default questionnaire and legal pages on an empty database. Idempotent, and never
 * overwrites what an admin edited: an existing assessment or page is left exactly as it is.
 */
export async function seedDefaultContent(
  handle: DatabaseHandle,
  questionnaire: SeedQuestionnaire,
  legal: LegalPages,
  /** the default statements' observer wording; tests of other questionnaires pass their own */
  observerTextOf: ObserverTextOf = defaultObserverText,
): Promise<{ seededAssessment: boolean }> {
  return handle.withAdvisoryLock(SEED_LOCK_KEY, () =>
    handle.db.transaction(async (tx) => {
      const seededAssessment = await seedQuestionnaire(
        tx as unknown as Database,
        questionnaire,
        observerTextOf,
      );
      for (const [pageType, content] of Object.entries(legal)) {
        await tx
          .insert(pageContent)
          .values({ pageType, sectionType: 'main_content', chapterId: null, content })
          .onConflictDoNothing();
      }
      return { seededAssessment };
    }),
  );
}

async function seedQuestionnaire(
  db: Database,
  questionnaire: SeedQuestionnaire,
  observerTextOf: ObserverTextOf,
): Promise<boolean> {
  const existing = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(eq(assessments.key, questionnaire.assessment.key));
  if (existing.length > 0) return false;
  const [assessment] = await db
    .insert(assessments)
    .values({ key: questionnaire.assessment.key, title: questionnaire.assessment.title })
    .returning({ id: assessments.id });
  if (!assessment) throw new Error('Failed to create the assessment');
  // Filled as a draft, then published: a published version's rows can't be written (database triggers).
  const [version] = await db
    .insert(questionnaireVersions)
    .values({ assessmentId: assessment.id, number: 1, status: 'draft' })
    .returning({ id: questionnaireVersions.id });
  if (!version) throw new Error('Failed to create version 1');
  for (const { key, questions: chapterQuestions, resultTexts: _texts, ...fields } of questionnaire.chapters) {
    const [chapter] = await db
      .insert(chapters)
      .values({ ...fields, contentKey: key, assessmentId: assessment.id, versionId: version.id })
      .returning({ id: chapters.id });
    if (!chapter) throw new Error(`Failed to create chapter ${key}`);
    await db.insert(questions).values(
      chapterQuestions.map(({ observer, notApplicableAllowed, raterRelationships, ...q }) => ({
        ...q,
        // a statement carrying its own observer wording stores it whole; the others take the default
        observerText: observer?.text ?? observerTextOf(key, q),
        observerLeftLabel: observer?.leftLabel ?? null,
        observerRightLabel: observer?.rightLabel ?? null,
        notApplicableAllowed: notApplicableAllowed ?? false,
        raterRelationships: raterRelationshipsOf(raterRelationships),
        chapterId: chapter.id,
        versionId: version.id,
      })),
    );
  }
  await db
    .update(questionnaireVersions)
    .set({ status: 'published', publishedAt: sql`now()` })
    .where(eq(questionnaireVersions.id, version.id));
  return true;
}
