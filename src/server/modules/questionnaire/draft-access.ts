import type { FastifyBaseLogger } from 'fastify';
import type { AdminQuestionnaire } from '../../../contract/admin';
import type { ResultView } from '../../../contract/assessment';
import { AUTHORING_ERRORS } from '../../../contract/questionnaire';
import { isUuid } from '../../../domain/admin-rules';
import type { FounderAnswer } from '../../../domain/answers';
import { INVALID_CHAPTER_ID_MESSAGE } from '../../../domain/messages';
import { HttpError } from '../../plugins/error-handler';
import { badRequest, dataLayer } from '../admin/data-layer';
import type { AdminContext } from '../admin/guard';
import type { AdminRateLimiter } from '../admin/rate-limit';
import type { FallbackTexts } from '../assessment/result-view';
import type { DraftEditor, QuestionnaireRepository, VersionDetails } from './repository';
import { toAdminQuestionnaire } from './views';

/** What authoring needs from the assessment module. */
export type AuthoringAssessment = {
  /** drops what the assessment module keeps of the questionnaire (after publishing, discarding, edits) */
  invalidate(): void;
  /** the owner's result view of a version for sample answers; nothing is stored */
  preview(versionId: string, answers: Record<string, FounderAnswer>): Promise<ResultView>;
};

export type AuthoringDependencies = {
  repository: QuestionnaireRepository;
  limit: AdminRateLimiter;
  assessment: AuthoringAssessment;
  fallback: FallbackTexts;
};

export const ASSESSMENT_NOT_FOUND = () => new HttpError(404, 'not_found', 'Assessment not found');
export const CHAPTER_NOT_FOUND = () => new HttpError(404, 'not_found', 'Chapter not found');
export const QUESTION_NOT_FOUND = () => new HttpError(404, 'not_found', 'Question not found');
export const VERSION_NOT_FOUND = (number: number) =>
  new HttpError(404, 'not_found', `Version ${number} of the questionnaire does not exist.`);
export const NO_OPEN_DRAFT = () =>
  new HttpError(
    409,
    AUTHORING_ERRORS.noDraft,
    'There is no draft: the questionnaire is as published. Edit it to start one.',
  );

/** A chapter id from a path or body: 'Invalid chapter ID format' unless it is a uuid. */
export function chapterIdOf(id: string): string {
  if (!isUuid(id)) throw badRequest(INVALID_CHAPTER_ID_MESSAGE);
  return id;
}

/**
 * What the authoring services share: the active assessment, the version being edited (the draft if
 * there is one, else the published version), and running an edit on the draft.
 */
export function draftAccess(deps: AuthoringDependencies) {
  const { repository } = deps;

  async function assessmentOf(failure: string, log: FastifyBaseLogger) {
    const assessment = await dataLayer(failure, log, () => repository.activeAssessment());
    if (!assessment) throw ASSESSMENT_NOT_FOUND();
    return assessment;
  }

  /** The version being edited: the draft if there is one, else the published version. */
  async function editable(failure: string, log: FastifyBaseLogger) {
    const assessment = await assessmentOf(failure, log);
    const [draft, published] = await dataLayer(failure, log, () =>
      Promise.all([
        repository.version(assessment.id, { status: 'draft' }),
        repository.version(assessment.id, { status: 'published' }),
      ]),
    );
    if (!published) throw ASSESSMENT_NOT_FOUND();
    return { assessment, version: draft ?? published, draft, published };
  }

  /** A version as the editor reads it. */
  async function adminView(
    assessment: { id: string; title: string },
    version: VersionDetails,
    published: VersionDetails,
    failure: string,
    log: FastifyBaseLogger,
  ): Promise<AdminQuestionnaire> {
    const content = await dataLayer(failure, log, () => repository.content(version.id));
    return toAdminQuestionnaire(assessment, version, published, content);
  }

  /** Runs an edit on the draft (opening it if needed); an HttpError thrown inside rolls it all back. */
  async function edit<T>(
    failure: string,
    context: AdminContext,
    change: (draft: DraftEditor) => Promise<T>,
  ): Promise<T> {
    const assessment = await assessmentOf(failure, context.log);
    const value = await dataLayer(failure, context.log, () =>
      repository.edit(context.admin, assessment.id, change),
    );
    deps.assessment.invalidate();
    return value;
  }

  return { assessmentOf, editable, adminView, edit };
}

export type DraftAccess = ReturnType<typeof draftAccess>;
