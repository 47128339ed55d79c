import { and, eq, inArray, sql } from 'drizzle-orm';
import { AUDIT_ACTIONS } from '../../contract/admin';
import { raterRelationshipsOf } from '../../domain/feedback-rules';
import type { SeedQuestionnaire } from '../../domain/questionnaire';
import { seededObserverWording } from '../modules/feedback/observer-wording';
import type { Database, DatabaseHandle } from './client';
import {
  adminAuditLog,
  appSettings,
  assessments,
  chapters,
  pageContent,
  questionnaireVersions,
  questions,
} from './schema';

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
  await fillVersion(
    db,
    questionnaire,
    { assessmentId: assessment.id, versionId: version.id },
    observerTextOf,
  );
  await db
    .update(questionnaireVersions)
    .set({ status: 'published', publishedAt: sql`now()` })
    .where(eq(questionnaireVersions.id, version.id));
  return true;
}

/** Writes a questionnaire's chapters and statements into a version that is still a draft. */
async function fillVersion(
  db: Database,
  questionnaire: SeedQuestionnaire,
  target: { assessmentId: string; versionId: string },
  observerTextOf: ObserverTextOf,
): Promise<void> {
  for (const { key, questions: chapterQuestions, resultTexts: _texts, ...fields } of questionnaire.chapters) {
    const [chapter] = await db
      .insert(chapters)
      .values({ ...fields, contentKey: key, assessmentId: target.assessmentId, versionId: target.versionId })
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
        versionId: target.versionId,
      })),
    );
  }
}

/** The app setting that remembers the newest default questionnaire this installation was offered. */
export const DEFAULT_QUESTIONNAIRE_OFFERED_KEY = 'default_questionnaire_offered';

export type DefaultQuestionnaireOffer =
  | 'offered'
  | 'already-offered'
  | 'already-on-it'
  | 'draft-open'
  | 'no-assessment';

/**
 * Offers a newer default questionnaire to an installation as a draft of its next version, for an admin
 * to preview, compare and publish: never published by itself, never written over an admin's open draft
 * (offered at a later start once that draft is published or discarded), and offered once, so a discarded
 * offer stays discarded. Results of earlier versions are untouched: versions are immutable.
 */
export async function offerDefaultQuestionnaire(
  handle: DatabaseHandle,
  offer: { edition: number; questionnaire: SeedQuestionnaire },
  observerTextOf: ObserverTextOf = defaultObserverText,
): Promise<DefaultQuestionnaireOffer> {
  const { edition, questionnaire } = offer;
  return handle.withAdvisoryLock(SEED_LOCK_KEY, () =>
    handle.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const [assessment] = await db
        .select({ id: assessments.id })
        .from(assessments)
        .where(eq(assessments.key, questionnaire.assessment.key));
      if (!assessment) return 'no-assessment';
      const [setting] = await db
        .select({ value: appSettings.value })
        .from(appSettings)
        .where(eq(appSettings.key, DEFAULT_QUESTIONNAIRE_OFFERED_KEY));
      if (typeof setting?.value === 'number' && setting.value >= edition) return 'already-offered';
      const remember = () =>
        db
          .insert(appSettings)
          .values({ key: DEFAULT_QUESTIONNAIRE_OFFERED_KEY, value: edition })
          .onConflictDoUpdate({ target: appSettings.key, set: { value: edition, updatedAt: sql`now()` } });

      const versions = await db
        .select({
          id: questionnaireVersions.id,
          number: questionnaireVersions.number,
          status: questionnaireVersions.status,
        })
        .from(questionnaireVersions)
        .where(eq(questionnaireVersions.assessmentId, assessment.id));
      // an installation that started on it, or whose admin already has it, is not offered it again
      const keys = new Set(questionnaire.chapters.map((c) => c.key));
      const onIt = await db
        .select({ id: chapters.id })
        .from(chapters)
        .where(and(eq(chapters.assessmentId, assessment.id), inArray(chapters.contentKey, [...keys])))
        .limit(1);
      if (onIt.length > 0) {
        await remember();
        return 'already-on-it';
      }
      if (versions.some((v) => v.status === 'draft')) return 'draft-open';
      const published = versions.find((v) => v.status === 'published');
      const [draft] = await db
        .insert(questionnaireVersions)
        .values({
          assessmentId: assessment.id,
          number: Math.max(0, ...versions.map((v) => v.number)) + 1,
          status: 'draft',
          basedOnId: published?.id ?? null,
        })
        .returning({ id: questionnaireVersions.id, number: questionnaireVersions.number });
      if (!draft) throw new Error('Failed to create the draft');
      await fillVersion(
        db,
        questionnaire,
        { assessmentId: assessment.id, versionId: draft.id },
        observerTextOf,
      );
      await db.insert(adminAuditLog).values({
        actorUserId: null,
        actorEmail: null,
        action: AUDIT_ACTIONS.draftOpen,
        target: draft.id,
        details: { version: draft.number, basedOn: published?.number ?? null, defaultQuestionnaire: edition },
      });
      await remember();
      return 'offered';
    }),
  );
}
