import {
  ADMIN_FAILURES,
  type AdminChapter,
  type AdminQuestion,
  AUDIT_ACTIONS,
  type ChapterIntroBody,
  type ChapterOutroBody,
  type QuestionCreateBody,
  type QuestionUpdateBody,
} from '../../../contract/admin';
import { AUTHORING_FAILURES, type ChapterCreateBody } from '../../../contract/questionnaire';
import { validateQuestionCreate } from '../../../domain/admin-rules';
import { raterRelationshipsOf } from '../../../domain/feedback-rules';
import { SHARED_MESSAGES } from '../../../domain/messages';
import { normalizeObserverText, observerWordingProblem } from '../../../domain/observer-wording-rules';
import { TEXT_LIMITS } from '../../../domain/questionnaire';
import { HttpError } from '../../plugins/error-handler';
import { badRequest, optionalText, requiredText } from '../admin/data-layer';
import type { AdminContext } from '../admin/guard';
import {
  type AuthoringDependencies,
  CHAPTER_NOT_FOUND,
  chapterIdOf,
  type DraftAccess,
  QUESTION_NOT_FOUND,
} from './draft-access';
import type { QuestionFields } from './repository';
import { toChapter, toQuestion } from './views';

const ICON_PATH = /^\/(?!\/)[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/;
const ORDER_MISMATCH = (what: string) =>
  new HttpError(
    409,
    'order_mismatch',
    `The order must list every ${what} exactly once. Reload and try again.`,
  );

function questionFields(body: QuestionUpdateBody): QuestionFields {
  const fields: QuestionFields = {};
  if (body.text !== undefined)
    fields.text = requiredText(
      body.text,
      TEXT_LIMITS.questionText,
      'The question text',
      SHARED_MESSAGES.chapterAndQuestionTextRequired,
    );
  if (body.observerText !== undefined) {
    const problem = observerWordingProblem(body.observerText);
    if (problem) throw badRequest(problem);
    fields.observerText = normalizeObserverText(body.observerText);
  }
  if (body.observerLeftLabel !== undefined)
    fields.observerLeftLabel = optionalText(
      body.observerLeftLabel,
      TEXT_LIMITS.label,
      "The raters' left label",
    );
  if (body.observerRightLabel !== undefined)
    fields.observerRightLabel = optionalText(
      body.observerRightLabel,
      TEXT_LIMITS.label,
      "The raters' right label",
    );
  if (body.leftLabel !== undefined)
    fields.leftLabel = optionalText(body.leftLabel, TEXT_LIMITS.label, 'The left label');
  if (body.rightLabel !== undefined)
    fields.rightLabel = optionalText(body.rightLabel, TEXT_LIMITS.label, 'The right label');
  if (body.insightLow !== undefined)
    fields.insightLow = optionalText(body.insightLow, TEXT_LIMITS.insight, 'The low insight');
  if (body.insightMedium !== undefined)
    fields.insightMedium = optionalText(body.insightMedium, TEXT_LIMITS.insight, 'The medium insight');
  if (body.insightHigh !== undefined)
    fields.insightHigh = optionalText(body.insightHigh, TEXT_LIMITS.insight, 'The high insight');
  if (body.notApplicableAllowed !== undefined) fields.notApplicableAllowed = body.notApplicableAllowed;
  // every relationship ticked is the same as none named: every rater is asked
  if (body.raterRelationships !== undefined)
    fields.raterRelationships = raterRelationshipsOf(body.raterRelationships);
  return fields;
}

/** Questions and chapters: every change goes to the draft of the next version. */
export function editingService(deps: AuthoringDependencies, { edit }: DraftAccess) {
  return {
    // ── questions ────────────────────────────────────────────────────────────────────────────────────

    async createQuestion(body: QuestionCreateBody, context: AdminContext): Promise<AdminQuestion> {
      const problem = validateQuestionCreate({ chapterId: body.chapterId, text: body.text });
      if (problem) throw badRequest(problem);
      const chapterId = (body.chapterId ?? '').trim();
      const fields = questionFields(body);
      const row = await edit(ADMIN_FAILURES.createQuestion, context, async (draft) => {
        const created = await draft.createQuestion(chapterId, { ...fields, text: fields.text ?? '' });
        if (!created) throw CHAPTER_NOT_FOUND();
        return created;
      });
      return toQuestion(row);
    },

    async updateQuestion(
      id: string,
      body: QuestionUpdateBody,
      context: AdminContext,
    ): Promise<AdminQuestion> {
      const fields = questionFields(body);
      if (Object.keys(fields).length === 0) throw badRequest('Change at least one field.');
      const row = await edit(ADMIN_FAILURES.updateQuestion, context, async (draft) => {
        const updated = await draft.updateQuestion(id, fields);
        if (!updated) throw QUESTION_NOT_FOUND();
        return updated;
      });
      return toQuestion(row);
    },

    /** Retires the question from the next version; the published one and its answers keep it. */
    async deleteQuestion(id: string, context: AdminContext): Promise<void> {
      await deps.limit(context, 'delete_question');
      await edit(ADMIN_FAILURES.deleteQuestion, context, async (draft) => {
        if (!(await draft.deleteQuestion(id))) throw QUESTION_NOT_FOUND();
      });
    },

    async reorderQuestions(
      rawChapterId: string,
      ids: string[],
      context: AdminContext,
    ): Promise<AdminQuestion[]> {
      const chapterId = chapterIdOf(rawChapterId);
      const rows = await edit(ADMIN_FAILURES.updateQuestionPosition, context, async (draft) => {
        const result = await draft.reorderQuestions(chapterId, ids);
        if (result === 'not_found') throw CHAPTER_NOT_FOUND();
        if (result === 'mismatch') throw ORDER_MISMATCH('question of the chapter');
        return result;
      });
      return rows.map(toQuestion);
    },

    // ── chapters ─────────────────────────────────────────────────────────────────────────────────────

    async createChapter(body: ChapterCreateBody, context: AdminContext): Promise<AdminChapter> {
      const fields = {
        area: body.area,
        title: requiredText(body.title, TEXT_LIMITS.title, 'The title', SHARED_MESSAGES.required),
        description: optionalText(body.description, TEXT_LIMITS.description, 'The description'),
      };
      const row = await edit(AUTHORING_FAILURES.createChapter, context, (draft) =>
        draft.createChapter(fields),
      );
      return toChapter(row);
    },

    /** Retires the chapter and its questions from the next version; the others close up. */
    async deleteChapter(rawId: string, context: AdminContext): Promise<void> {
      const id = chapterIdOf(rawId);
      await deps.limit(context, 'delete_chapter');
      await edit(AUTHORING_FAILURES.deleteChapter, context, async (draft) => {
        if (!(await draft.deleteChapter(id))) throw CHAPTER_NOT_FOUND();
      });
    },

    async reorderChapters(ids: string[], context: AdminContext): Promise<AdminChapter[]> {
      const rows = await edit(AUTHORING_FAILURES.reorderChapters, context, async (draft) => {
        const result = await draft.reorderChapters(ids);
        if (result === 'mismatch') throw ORDER_MISMATCH('chapter of the draft');
        return result;
      });
      return rows.map(toChapter);
    },

    async updateChapterIntro(
      rawId: string,
      body: ChapterIntroBody,
      context: AdminContext,
    ): Promise<AdminChapter> {
      const id = chapterIdOf(rawId);
      const iconUrl = optionalText(body.iconUrl, 500, 'The icon URL');
      if (iconUrl !== null && !ICON_PATH.test(iconUrl))
        throw badRequest('The icon must be a path on this site, such as /icons/chapter-01.svg.');
      const changes = {
        title: requiredText(body.title, TEXT_LIMITS.title, 'The title', SHARED_MESSAGES.required),
        description: optionalText(body.description, TEXT_LIMITS.description, 'The description'),
        introTitle: optionalText(body.introTitle, TEXT_LIMITS.title, 'The intro title'),
        introSubtitle: optionalText(body.introSubtitle, TEXT_LIMITS.introSubtitle, 'The intro subtitle'),
        introDescription: optionalText(body.introDescription, TEXT_LIMITS.introText, 'The intro description'),
        introQuote: optionalText(body.introQuote, TEXT_LIMITS.quote, 'The quote'),
        iconUrl,
      };
      const row = await edit(ADMIN_FAILURES.updateChapterIntro, context, async (draft) => {
        const updated = await draft.updateChapter(id, changes, AUDIT_ACTIONS.chapterIntro);
        if (!updated) throw CHAPTER_NOT_FOUND();
        return updated;
      });
      return toChapter(row);
    },

    async updateChapterOutro(
      rawId: string,
      body: ChapterOutroBody,
      context: AdminContext,
    ): Promise<AdminChapter> {
      const id = chapterIdOf(rawId);
      const changes = {
        outroEnabled: body.outroEnabled,
        outroTitle: optionalText(body.outroTitle, TEXT_LIMITS.title, 'The outro title'),
        outroDescription: optionalText(body.outroDescription, TEXT_LIMITS.introText, 'The outro description'),
      };
      const row = await edit(ADMIN_FAILURES.updateChapterOutro, context, async (draft) => {
        const updated = await draft.updateChapter(id, changes, AUDIT_ACTIONS.chapterOutro);
        if (!updated) throw CHAPTER_NOT_FOUND();
        return updated;
      });
      return toChapter(row);
    },
  };
}
