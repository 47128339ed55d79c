import type { FastifyBaseLogger } from 'fastify';
import { ADMIN_FAILURES, type AdminQuestionnaire, type VersionInfo } from '../../../contract/admin';
import type { ResultView } from '../../../contract/assessment';
import {
  AUTHORING_ERRORS,
  AUTHORING_FAILURES,
  type PublishBody,
  type QuestionnaireDiff,
  type VersionList,
} from '../../../contract/questionnaire';
import type { FounderAnswer } from '../../../domain/answers';
import { PUBLISH_MESSAGES, publishRefusal } from '../../../domain/publish-rules';
import { diffQuestionnaires } from '../../../domain/questionnaire-diff';
import { HttpError } from '../../plugins/error-handler';
import { badRequest, dataLayer } from '../admin/data-layer';
import type { AdminContext } from '../admin/guard';
import {
  type AuthoringDependencies,
  type DraftAccess,
  NO_OPEN_DRAFT,
  VERSION_NOT_FOUND,
} from './draft-access';
import { toDiffInput, toVersionInfo } from './views';

/** The versions, and the draft's life: opened, compared, previewed, published or discarded. */
export function versionsService(
  deps: AuthoringDependencies,
  { assessmentOf, editable, adminView }: DraftAccess,
) {
  const { repository } = deps;

  return {
    // ── reading ──────────────────────────────────────────────────────────────────────────────────────

    /** The draft if there is one, else the published version. */
    async questionnaire(log: FastifyBaseLogger): Promise<AdminQuestionnaire> {
      const { assessment, version, published } = await editable(ADMIN_FAILURES.fetchQuestions, log);
      return adminView(assessment, version, published, ADMIN_FAILURES.fetchQuestions, log);
    },

    async version(number: number, log: FastifyBaseLogger): Promise<AdminQuestionnaire> {
      const { assessment, published } = await editable(AUTHORING_FAILURES.fetchVersions, log);
      const version = await dataLayer(AUTHORING_FAILURES.fetchVersions, log, () =>
        repository.version(assessment.id, { number }),
      );
      if (!version) throw VERSION_NOT_FOUND(number);
      return adminView(assessment, version, published, AUTHORING_FAILURES.fetchVersions, log);
    },

    async versions(log: FastifyBaseLogger): Promise<VersionList> {
      const assessment = await assessmentOf(AUTHORING_FAILURES.fetchVersions, log);
      const versions = await dataLayer(AUTHORING_FAILURES.fetchVersions, log, () =>
        repository.versions(assessment.id),
      );
      const counts = await dataLayer(AUTHORING_FAILURES.fetchVersions, log, () =>
        repository.sessionCounts(versions.map((v) => v.id)),
      );
      return {
        versions: versions.map((v) => {
          const count = counts.find((c) => c.versionId === v.id);
          return {
            ...toVersionInfo(v),
            sessions: Number(count?.sessions ?? 0),
            completed: Number(count?.completed ?? 0),
          };
        }),
      };
    },

    /** What the draft changes against the published version. */
    async diff(log: FastifyBaseLogger): Promise<QuestionnaireDiff> {
      const { draft, published } = await editable(AUTHORING_FAILURES.diffDraft, log);
      if (!draft) throw NO_OPEN_DRAFT();
      const [before, after] = await dataLayer(AUTHORING_FAILURES.diffDraft, log, () =>
        Promise.all([repository.content(published.id), repository.content(draft.id)]),
      );
      const result = diffQuestionnaires(toDiffInput(before), toDiffInput(after));
      return { from: toVersionInfo(published), to: toVersionInfo(draft), ...result };
    },

    /** The draft's results page for sample answers (to its own questions only); nothing is stored. */
    async previewResult(answers: Record<string, FounderAnswer>, log: FastifyBaseLogger): Promise<ResultView> {
      const { draft } = await editable(AUTHORING_FAILURES.previewResult, log);
      if (!draft) throw NO_OPEN_DRAFT();
      const content = await dataLayer(AUTHORING_FAILURES.previewResult, log, () =>
        repository.content(draft.id),
      );
      const known = new Set(content.questions.map((q) => q.id));
      const ids = Object.keys(answers);
      if (ids.length === 0) throw badRequest('Answer at least one question to preview the result.');
      const foreign = ids.filter((id) => !known.has(id));
      if (foreign.length)
        throw badRequest(
          `${foreign.length === 1 ? 'An answer is' : `${foreign.length} answers are`} not for a question of the draft. Reload the draft and try again.`,
        );
      return dataLayer(AUTHORING_FAILURES.previewResult, log, () =>
        deps.assessment.preview(draft.id, answers),
      );
    },

    // ── the draft ────────────────────────────────────────────────────────────────────────────────────

    /** Opens the draft of the next version (a copy of the published one); the open draft if there is one. */
    async openDraft(context: AdminContext): Promise<AdminQuestionnaire> {
      const assessment = await assessmentOf(AUTHORING_FAILURES.openDraft, context.log);
      await dataLayer(AUTHORING_FAILURES.openDraft, context.log, () =>
        repository.openDraft(context.admin, assessment.id),
      );
      deps.assessment.invalidate();
      const { version, published } = await editable(AUTHORING_FAILURES.openDraft, context.log);
      return adminView(assessment, version, published, AUTHORING_FAILURES.openDraft, context.log);
    },

    async discardDraft(context: AdminContext): Promise<{ discarded: true; version: number }> {
      await deps.limit(context, 'discard_draft');
      const assessment = await assessmentOf(AUTHORING_FAILURES.discardDraft, context.log);
      const discarded = await dataLayer(AUTHORING_FAILURES.discardDraft, context.log, () =>
        repository.discardDraft(context.admin, assessment.id),
      );
      if (!discarded) throw new HttpError(409, AUTHORING_ERRORS.noDraft, PUBLISH_MESSAGES.noDraft);
      deps.assessment.invalidate();
      return { discarded: true, version: discarded.number };
    },

    /** Publishes exactly the draft revision the admin reviewed, or refuses and changes nothing. */
    async publish(body: PublishBody, context: AdminContext): Promise<{ version: VersionInfo }> {
      await deps.limit(context, 'publish_draft');
      const assessment = await assessmentOf(AUTHORING_FAILURES.publishDraft, context.log);
      const outcome = await dataLayer(AUTHORING_FAILURES.publishDraft, context.log, () =>
        repository.publish(context.admin, assessment.id, ({ draft, published, content }) =>
          publishRefusal({
            draft: draft && { id: draft.id, revision: draft.revision, basedOnId: draft.basedOnId },
            published: published && { id: published.id, number: published.number },
            request: body,
            chapters: (content?.draft.chapters ?? []).map((c) => ({
              title: c.title,
              questionCount: content?.draft.questions.filter((q) => q.chapterId === c.id).length ?? 0,
            })),
            changed:
              content !== null &&
              (content.published === null ||
                diffQuestionnaires(toDiffInput(content.published), toDiffInput(content.draft)).changed),
          }),
        ),
      );
      if ('refusal' in outcome) {
        const { kind, code, message } = outcome.refusal;
        throw new HttpError(kind === 'conflict' ? 409 : 400, code, message);
      }
      deps.assessment.invalidate();
      const version = await dataLayer(AUTHORING_FAILURES.publishDraft, context.log, () =>
        repository.version(assessment.id, { number: outcome.version.number }),
      );
      if (!version) throw new Error('the published version vanished');
      return { version: toVersionInfo(version) };
    },
  };
}
